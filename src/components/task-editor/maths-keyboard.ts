/**
 * MathLive's shared set-up, done once when the editor's chunk loads: fonts and no sounds from our own
 * origin (docs/architecture.md: no CDN), a decimal comma, Serbian tooltips, and the maths keyboard a
 * pupil needs: digits, x and y, · and :, fraction, power, root, brackets, |x|, a system, =, <, ≤, >, ≥,
 * %, NZD and NZS; letters on a second layout. MathLive's action keys (delete, arrows, hide, return) show
 * only pictures: their tooltips name them for screen readers.
 */
import { MathfieldElement, type VirtualKeyboardLayout } from 'mathlive';
import { sr } from '../../i18n/sr.js';

/** Where the build puts MathLive's KaTeX fonts (vite.config.ts, SELF_HOSTED). */
export const MATHLIVE_FONTS_PATH = '/vendor/mathlive/fonts';

const k = sr.taskEditor.keyboard;

const key = (latex: string, tooltip?: string, label?: string) => ({
  latex,
  ...(tooltip ? { tooltip } : {}),
  ...(label ? { label } : {}),
});

const SCHOOL_LAYOUT: VirtualKeyboardLayout = {
  id: 'resavac-school',
  label: '123',
  tooltip: k.numeric,
  rows: [
    [
      'x',
      'y',
      '[(]',
      '[)]',
      '[7]',
      '[8]',
      '[9]',
      key(':', k.divide),
      { ...key('\\frac{#@}{#?}', k.fraction), class: 'small' },
      { label: '[backspace]', tooltip: k.backspace },
    ],
    [
      '<',
      '>',
      key('\\le', k.lessOrEqual),
      key('\\ge', k.greaterOrEqual),
      '[4]',
      '[5]',
      '[6]',
      key('\\cdot', k.times),
      key('#@^{#?}', k.power),
      key('\\sqrt{#0}', k.root),
    ],
    [
      key('\\left|#0\\right|', k.absolute),
      key('\\%', k.percent),
      { ...key('\\text{NZD}\\left(#0\\right)', k.gcd, 'NZD'), class: 'small' },
      { ...key('\\text{NZS}\\left(#0\\right)', k.lcm, 'NZS'), class: 'small' },
      '[1]',
      '[2]',
      '[3]',
      '[-]',
      { label: '[left]', tooltip: k.left },
      { label: '[right]', tooltip: k.right },
    ],
    [
      'a',
      'b',
      'z',
      { ...key('\\begin{cases}#0\\\\#?\\end{cases}', k.system, '{ ='), class: 'small' },
      '[0]',
      '[.]',
      '[=]',
      '[+]',
      { label: '[hide-keyboard]', tooltip: k.hide },
      { label: '[return]', tooltip: k.enter },
    ],
  ],
};

let configured = false;

export function configureMathLive(): void {
  if (configured) return;
  configured = true;
  MathfieldElement.fontsDirectory = MATHLIVE_FONTS_PATH;
  MathfieldElement.soundsDirectory = null;
  MathfieldElement.keypressSound = null;
  MathfieldElement.plonkSound = null;
  MathfieldElement.decimalSeparator = ',';
  // No Compute Engine: the server reads the LaTeX; nothing is evaluated in the browser.
  MathfieldElement.computeEngine = null;
  MathfieldElement.strings = {
    sr: {
      'keyboard.tooltip.numeric': k.numeric,
      'keyboard.tooltip.alphabetic': k.alphabetic,
      'tooltip.toggle virtual keyboard': k.toggle,
      'tooltip.undo': k.undo,
      'tooltip.redo': k.redo,
      'tooltip.copy to clipboard': k.copy,
      'tooltip.cut to clipboard': k.cut,
      'tooltip.paste from clipboard': k.paste,
    },
  };
  MathfieldElement.locale = 'sr';
  window.mathVirtualKeyboard.layouts = [SCHOOL_LAYOUT, 'alphabetic'];
}
