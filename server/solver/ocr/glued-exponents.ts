/**
 * Exponents glued to their bases: a photocopy's spread toner (or a fax's, a poor print's) joins
 * "5²" into one blob of ink, so the layout cannot lift the "2" as a glyph of its own and the
 * recogniser reads "52" (tune 456: "3^3 + 9^2" read "3^3 + 92" by both looks, answered 119). The
 * blob's own columns tell: the base's columns reach the baseline, the exponent's, at its right,
 * hang above it and rise over the base's top.
 */
import { ownLabels, type Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { DIGIT } from './glyph-under.js';

/** An exponent's ink hangs at least this far (caps) above the blob's foot... */
const RAISED = 0.3;
/** ... its columns span at least this much (caps) beyond the base's last foot column ... */
const MIN_WIDTH = 0.25;
/**
 * ... and its top stands this far (caps) above the base's top (a 7's arm stays level with it). Over
 * a letter, whose top may be its x-height, also this far above the line's cap top: a full-height 7
 * glued to an "x" hangs right of its foot like an exponent and rises over the x, but not over the
 * cap top, which a printed exponent does (raised by about 0.6 cap, it tops the cap by about 0.2).
 */
const ABOVE_BASE = 0.08;

interface Column {
  top: number;
  low: number;
}

/** Top and lowest ink row of each of the glyph's columns, its own components only. */
function columnsOf(g: Component, ink: { width: number; labels: Int32Array }): (Column | null)[] {
  const own = ownLabels(g);
  const cols: (Column | null)[] = [];
  for (let x = g.left; x <= g.right; x++) {
    let top = -1;
    let low = -1;
    for (let y = g.top; y <= g.bottom; y++) {
      if (!own.has(ink.labels[y * ink.width + x]!)) continue;
      if (top < 0) top = y;
      low = y;
    }
    cols.push(top < 0 ? null : { top, low });
  }
  return cols;
}

/**
 * Is the ink of `g` right of `baseX` an exponent glued to a base standing on the glyph's foot?
 * The base's columns (from `baseX`, its middle, on) reach the foot; right of its last such column
 * the ink hangs over RAISED cap above it, spans MIN_WIDTH cap, and rises over the base's top at
 * its middle (and over the cap top when the base is a letter: ABOVE_BASE).
 */
export function gluedExponentAfter(
  g: Component,
  baseX: number,
  cap: number,
  ink: { width: number; labels: Int32Array },
  baseIsLetter = false,
): boolean {
  const cols = columnsOf(g, ink);
  const foot = g.bottom;
  const from = Math.max(0, Math.round(baseX) - g.left);
  let footEnd = -1;
  for (let i = from; i < cols.length; i++) if (cols[i] && cols[i]!.low > foot - RAISED * cap) footEnd = i;
  if (footEnd < 0) return false;
  const run = cols.slice(footEnd + 1).filter((c): c is Column => c !== null);
  if (cols.length - footEnd - 1 < MIN_WIDTH * cap || run.length === 0) return false;
  // The base's top where the recogniser placed it (the exponent may overhang its right side).
  const middle = cols
    .slice(Math.max(0, from - Math.round(0.1 * cap)), from + Math.round(0.1 * cap) + 1)
    .filter((c): c is Column => c !== null);
  if (middle.length === 0) return false;
  const baseTop = Math.min(...middle.map((c) => c.top));
  const runTop = Math.min(...run.map((c) => c.top));
  const runLow = Math.max(...run.map((c) => c.low));
  const capTop = foot - cap;
  const over = baseIsLetter ? Math.min(baseTop, capTop) : baseTop;
  return runTop <= over - ABOVE_BASE * cap && runLow - runTop >= 0.35 * cap;
}

/**
 * A digit read over the same glyph as the character before it (a digit, a letter or a closing
 * bracket: a base), where that glyph's ink right of the base is a glued exponent
 * (gluedExponentAfter), is the base's exponent: "52" over a glued 5² is "5^2".
 */
export function markGluedExponents(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: { width: number; labels: Int32Array },
): RecognizedChar[] {
  const under = (c: RecognizedChar) => glyphs.find((g) => g.left <= c.x && c.x <= g.right);
  return chars.map((c, k) => {
    const prev = chars[k - 1];
    if (!prev || !DIGIT.test(c.char) || !/^[\p{L}\d)]$/u.test(prev.char)) return c;
    const g = under(c);
    if (!g || under(prev) !== g || (chars[k + 1] && under(chars[k + 1]!) === g)) return c;
    const baseIsLetter = /^\p{L}$/u.test(prev.char);
    return gluedExponentAfter(g, prev.x, cap, ink, baseIsLetter) ? { ...c, char: `^${c.char}` } : c;
  });
}
