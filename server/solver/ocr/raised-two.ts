/**
 * A "2" alone in an exponent, which the recogniser reads worst of all (a lone small figure's crop:
 * Cupola's "x²" read "x^N", "x^?"). Told from its ink: the glyph is a 2's shape or it is not.
 */
import type { Component } from './components.js';
import type { InkLabels } from './glyph-under.js';
import { extent, runsByRow } from './glyph-rows.js';

/**
 * Is the glyph shaped as a "2": an arc on top (no row of its top tenth wider than 0.85 of it: a
 * "Z" or "7" has a bar there), the arc's right side out past 0.75 of its width somewhere in rows
 * 0.15–0.4 of its height, nothing in its left 40 % through rows 0.35–0.6 (an "N", "L" or "1" has
 * a stem there, a "Z"'s diagonal is central), and a foot — one run over 0.6 of its width — in its
 * lowest fifth (a "?" or "7" ends in a point).
 */
export function isTwoShape(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 10 || w < 6) return false;
  const rows = runsByRow(g, ink);
  const rowsIn = (from: number, to: number) => rows.slice(Math.floor(from * h), Math.ceil(to * h));
  const arc = rowsIn(0, 0.1).every((runs) => extent(runs) <= 0.85 * w);
  const side = rowsIn(0.15, 0.4).some((runs) => runs.length > 0 && runs.at(-1)![1] - g.left >= 0.75 * w);
  const openLeft = rowsIn(0.35, 0.6).every((runs) => runs.length === 0 || runs[0]![0] - g.left >= 0.4 * w);
  const foot = rowsIn(0.8, 1).some((runs) => runs.length === 1 && extent(runs) >= 0.6 * w);
  return arc && side && openLeft && foot;
}
