/**
 * Prose with LaTeX (`\(3x = 15\)`) as plain text for places that cannot typeset: the page's
 * <title>, its description and the Open Graph / Twitter tags a messenger shows in its preview.
 * It reads the common school notation well (fractions, roots, powers, operators) and drops the rest.
 */

const SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: ':',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  infty: '∞',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  Delta: 'Δ',
  degree: '°',
  circ: '°',
  in: '∈',
  Rightarrow: '⇒',
  Leftrightarrow: '⇔',
  to: '→',
  rightarrow: '→',
  emptyset: '∅',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
};

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  n: 'ⁿ',
};

/** One group `{…}` without nested braces, or one plain character. */
const ARG = String.raw`(?:\{([^{}]*)\}|([^\s{}\\]))`;
/** Literal braces (`\{0\}`) stand aside while groups are unwound. */
const OPEN = '\u0001';
const CLOSE = '\u0002';
/** A power written out (`^(n+1)`) must not be read as a power again on the next pass. */
const CARET = '\u0003';

function superscript(power: string): string {
  const chars = [...power];
  return chars.every((c) => c in SUPERSCRIPTS)
    ? chars.map((c) => SUPERSCRIPTS[c]).join('')
    : `${CARET}(${power})`;
}

function mathToPlain(tex: string): string {
  let text = tex.replace(/\\\{/g, OPEN).replace(/\\\}/g, CLOSE);
  // Innermost groups first, until nothing changes: \frac{\frac{a}{b}}{c} unwinds from the inside.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text
      .replace(new RegExp(String.raw`\\[dt]?frac\s*${ARG}\s*${ARG}`, 'g'), (_, a1, a2, b1, b2) => {
        const top = String(a1 ?? a2);
        const bottom = String(b1 ?? b2);
        const wrap = (s: string) => (/^[\w.,]+$/.test(s) ? s : `(${s})`);
        return `${wrap(top)}/${wrap(bottom)}`;
      })
      .replace(
        new RegExp(String.raw`\\sqrt\s*\[([^\]]*)\]\s*${ARG}`, 'g'),
        (_, n, a1, a2) => `${String(n)}√(${String(a1 ?? a2)})`,
      )
      .replace(new RegExp(String.raw`\\sqrt\s*${ARG}`, 'g'), (_, a1, a2) => `√(${String(a1 ?? a2)})`)
      .replace(
        new RegExp(
          String.raw`\\(?:text|mathrm|mathbf|mathit|operatorname|boldsymbol|textbf)\s*\{([^{}]*)\}`,
          'g',
        ),
        '$1',
      )
      .replace(new RegExp(String.raw`\^${ARG}`, 'g'), (_, a1, a2) => superscript(String(a1 ?? a2)))
      .replace(new RegExp(String.raw`_${ARG}`, 'g'), (_, a1, a2) => String(a1 ?? a2));
  }
  return text
    .replace(/\\(left|right|big|Big|bigg|Bigg)\b/g, '')
    .replace(/\\[,;:!> ]|~/g, ' ')
    .replace(/\\([A-Za-z]+)/g, (_, name: string) => SYMBOLS[name] ?? '')
    .replace(/\\([%$&#_])/g, '$1')
    .replace(/[{}]/g, '')
    .replaceAll(OPEN, '{')
    .replaceAll(CLOSE, '}')
    .replaceAll(CARET, '^')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `Podelimo sa \(3\): \(x = \frac{15}{3}\).` → `Podelimo sa 3: x = 15/3.` */
export function plainText(prose: string): string {
  return prose
    .replace(/\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]|\$\$([\s\S]*?)\$\$/g, (_, a, b, c) =>
      mathToPlain(String(a ?? b ?? c)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at a word boundary with an ellipsis, for descriptions a preview shows in a line or two. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
