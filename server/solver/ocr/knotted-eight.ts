/**
 * An "8" whose small upper loop has closed up into a knot of ink on top of its ring, as a face
 * with a tiny upper counter (Cupola) or a heavy face loses it in a photo, or whose upper loop is
 * a small open ring sitting on a big one (Cupola's at a larger size): the recogniser reads a ring,
 * "0", "O", "C" or "6" ("2x(x − 8)" read "2x(x 0)", "8(x + 2)" read "C(x + 2)", "x² − 8x + 12"
 * read "x² − Ox + 12").
 */
import type { Component } from './components.js';
import { figureGlyphs } from './flat-top-three.js';
import type { InkLabels } from './glyph-under.js';
import { extent, runsByRow } from './glyph-rows.js';
import type { RecognizedChar } from './line-recognizer.js';

const length = ([a, b]: [number, number]) => b - a + 1;

/**
 * Is the glyph a ring with a knot on top: from its second row down, rows of one run between 0.4
 * and 0.8 of its width, centred, for at least 0.18 of its height and twice its side strokes'
 * width (a "0" or "O" is capped by a stroke no thicker than its sides; a "6" starts as a narrow
 * hook off to the right), and below it a ring, two runs out at both edges through 0.45–0.75 of
 * its height (a "C" is open on the right, a "9" has its ring on top).
 */
export function isKnottedEight(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 14 || w < 8) return false;
  // Gaps of three pixels bridged: the closed loop may keep a pinhole or two (a ring's are wider).
  const rows = runsByRow(g, ink, 3);
  const knotRow = (runs: [number, number][]) =>
    runs.length === 1 &&
    length(runs[0]!) >= 0.4 * w &&
    length(runs[0]!) <= 0.8 * w &&
    Math.abs((runs[0]![0] + runs[0]![1]) / 2 - (g.left + g.right) / 2) <= 0.15 * w;
  let knot = 1;
  while (knot < h && knotRow(rows[knot]!)) knot++;
  const ring = rows.slice(Math.ceil(0.45 * h), Math.floor(0.75 * h) + 1);
  const isRing = ring.every(
    (runs) => runs.length === 2 && runs[0]![0] - g.left <= 0.2 * w && g.right - runs[1]![1] <= 0.2 * w,
  );
  if (!isRing) return false;
  const sides = ring.flatMap((runs) => [length(runs[0]!), length(runs[1]!)]).sort((a, b) => a - b);
  const side = sides[Math.floor(sides.length / 2)]!;
  return (knot >= 0.18 * h && knot >= 2 * side) || smallTopLoop(rows, g);
}

/**
 * Does the glyph start with a small closed loop, centred: from its first or second row, rows whose ink
 * spans 0.3–0.65 of its width around its middle for at least 0.2 of its height, one of them
 * holding the loop's counter (two runs)? A "0" or "O" widens past 0.65 of its width within about
 * an eighth of its height; a "6"'s hook is a single narrow stroke until its bowl.
 */
function smallTopLoop(rows: [number, number][][], g: Component): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  const loopRow = (runs: [number, number][]) =>
    extent(runs) >= 0.3 * w &&
    extent(runs) <= 0.65 * w &&
    Math.abs((runs[0]![0] + runs.at(-1)![1]) / 2 - (g.left + g.right) / 2) <= 0.15 * w;
  // The first row may be a sliver of the loop's top.
  const start = loopRow(rows[0]!) ? 0 : 1;
  let end = start;
  while (end < h && loopRow(rows[end]!)) end++;
  return end - start >= 0.2 * h && rows.slice(start, end).some((runs) => runs.length === 2);
}

/** What a knotted 8 is read as: a ring, an open ring, a 6. */
const RINGS = ['0', 'O', 'o', 'C', 'c', '6'];

/** A ring read over a knotted 8 (`isKnottedEight`) where a figure may stand (`figureGlyphs`) is that 8. */
export function restoreKnottedEights(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  const figureAt = figureGlyphs(chars, glyphs, cap);
  return chars.map((c, i) => {
    if (!RINGS.includes(c.char)) return c;
    const g = figureAt(i);
    return g && isKnottedEight(g, ink) ? { ...c, char: '8' } : c;
  });
}
