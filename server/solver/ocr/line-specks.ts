/**
 * Specks of ink that chained into a line but stand apart from its print: a photocopy's toner
 * specks, strewn over the page, or a dirty page's dust. Left in, a speck a cap under the line
 * makes the line's crop twice as tall (the recogniser then reads its text shrunk to nothing), and
 * one beyond the line's last glyph is read as a full stop, a comma or a times dot.
 * A decimal point, a comma, a times dot or a colon's dots sit within the print's rows and between
 * its glyphs, so they stay.
 */
import type { Box } from './math-layout.js';

/** A dot of ink under a quarter of a cap both ways: a decimal point, a times dot, or a speck. */
export const isSpeck = (b: Box, cap: number): boolean =>
  b.bottom - b.top + 1 < 0.25 * cap && b.right - b.left + 1 < 0.25 * cap;

/** A speck this far (caps) above or below the rows of the line's print is no mark of it. */
const OFF_ROWS = 0.25;
/** ... nor one this far (caps) before the line's first or after its last glyph of print. */
const OFF_ENDS = 0.6;

/**
 * The line's units without the specks outside the rows and the ends of its print (units at least
 * 0.45 cap tall, the height `analyseLayout` calls solid). Fractions and radicals (units without
 * a glyph) are print, never specks.
 */
export function dropStraySpecks<U extends { box: Box; glyph: unknown }>(units: U[], cap: number): U[] {
  const print = units.filter((u) => !u.glyph || u.box.bottom - u.box.top + 1 >= 0.45 * cap);
  if (print.length === 0) return units;
  const top = Math.min(...print.map((u) => u.box.top)) - OFF_ROWS * cap;
  const bottom = Math.max(...print.map((u) => u.box.bottom)) + OFF_ROWS * cap;
  const left = Math.min(...print.map((u) => u.box.left)) - OFF_ENDS * cap;
  const right = Math.max(...print.map((u) => u.box.right)) + OFF_ENDS * cap;
  return units.filter((u) => {
    if (!u.glyph || !isSpeck(u.box, cap)) return true;
    const y = (u.box.top + u.box.bottom) / 2;
    const x = (u.box.left + u.box.right) / 2;
    return y >= top && y <= bottom && x >= left && x <= right;
  });
}
