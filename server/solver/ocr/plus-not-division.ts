/**
 * A "+" read "÷" (a wrong answer, not a decline: "x + 26" read "x ÷ 26" by both looks). A small
 * plus in a book face (Caslon) and a plus starved to pieces in thin print (Gentium on an open
 * book's page: its crossing faded, its arms two slivers over a bar broken in two) look to the
 * recogniser like a bar with a dot over and under it. The ink tells them apart: a "÷"'s dots
 * stand apart from a whole bar and are wider than the bar is thick; a plus's arms are one even
 * stroke joined to the bar, or, broken, stand over the gap where the crossing was.
 */
import type { Component } from './components.js';
import { isFadedNeckDivision, isJoinedDivision } from './glyph-shapes.js';
import { glyphReadUnder, type InkLabels } from './glyph-under.js';
import { extent, runsByRow } from './glyph-rows.js';
import type { GrayImage } from './gray-image.js';
import type { RecognizedChar } from './line-recognizer.js';

const w = (g: Component) => g.right - g.left + 1;
const h = (g: Component) => g.bottom - g.top + 1;

/**
 * Is the glyph one cross of ink, a plus: a bar across 0.7 of its width, and above and below it an
 * arm of two rows or more, one run a row, whose far half is no wider than the bar is thick (plus
 * one pixel) nor than the arm's narrowest row near the bar (plus one): a stroke, with no dot at its
 * end. A "÷" whose dots the blur joined to the bar widens to its dots (`isJoinedDivision`).
 */
export function isPlusCross(g: Component, ink: InkLabels): boolean {
  if (h(g) < 7 || w(g) < 7) return false;
  const rows = runsByRow(g, ink);
  const bar = rows.flatMap((runs, i) => (extent(runs) >= 0.7 * w(g) ? [i] : []));
  if (bar.length === 0 || bar.at(-1)! - bar[0]! + 1 !== bar.length) return false;
  if (bar[0]! < 2 || bar.at(-1)! > h(g) - 3) return false;
  const thickness = bar.length;
  const middle = (g.left + g.right) / 2;
  const arm = (far: number, near: number) => {
    const step = far < near ? 1 : -1;
    const widths: number[] = [];
    for (let i = far; i !== near + step; i += step) {
      const runs = rows[i]!;
      if (runs.length !== 1) return false;
      // Over the bar's middle: a stroke off to one side is a "±"'s or "‡"'s, or a letter's.
      if (Math.abs((runs[0]![0] + runs[0]![1]) / 2 - middle) > 0.2 * w(g)) return false;
      widths.push(extent(runs));
    }
    const half = Math.ceil(widths.length / 2);
    const farWidth = Math.max(...widths.slice(0, half));
    // The row touching the bar may flare into it (a fillet); the neck is looked for above it.
    const nearWidths = widths.slice(half, Math.max(half + 1, widths.length - 1));
    const neck = Math.min(...nearWidths);
    return farWidth <= thickness + 1 && farWidth <= neck + 1;
  };
  return arm(0, bar[0]! - 1) && arm(h(g) - 1, bar.at(-1)! + 1);
}

/**
 * Are the pieces a plus broken by starved print: a bar in two flat pieces side by side on the
 * same rows, their gap no wider than 0.2 cap, and a narrow sliver above it and below it, each
 * standing over that gap and within 0.15 cap of the bar. A "÷"'s bar is whole under its dots.
 */
export function isBrokenPlus(pieces: Component[], cap: number): boolean {
  if (pieces.length !== 4) return false;
  const flat = pieces.filter((p) => h(p) <= 0.15 * cap && w(p) >= 2 * h(p)).sort((a, b) => a.left - b.left);
  if (flat.length !== 2) return false;
  const [left, right] = [flat[0]!, flat[1]!];
  const gap = right.left - left.right - 1;
  if (gap < 1 || gap > 0.2 * cap) return false;
  if (left.bottom < right.top || right.bottom < left.top) return false;
  const [barTop, barBottom] = [Math.min(left.top, right.top), Math.max(left.bottom, right.bottom)];
  const arms = pieces.filter((p) => !flat.includes(p));
  const overGap = (p: Component) =>
    (p.left + p.right) / 2 >= left.right && (p.left + p.right) / 2 <= right.left && w(p) <= gap + 2;
  const up = arms.find((p) => p.bottom < barTop && barTop - p.bottom <= 0.15 * cap);
  const down = arms.find((p) => p.top > barBottom && p.top - barBottom <= 0.15 * cap);
  return !!up && !!down && up !== down && overGap(up) && overGap(down);
}

/**
 * A "÷" read over a plus (`isPlusCross`, not a "÷" the blur joined into a cross; or the pieces of
 * a starved plus, `isBrokenPlus`, all under 0.6 cap and within 0.45 cap of the character) is "+".
 */
export function restorePlusSigns(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
  gray?: GrayImage,
): RecognizedChar[] {
  return chars.map((c) => {
    if (c.char !== '÷') return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g) return c;
    const cross =
      isPlusCross(g, ink) && !isJoinedDivision(g, ink) && !(gray && isFadedNeckDivision(g, ink, gray));
    const near = (p: Component) =>
      Math.abs((p.left + p.right) / 2 - (g.left + g.right) / 2) <= 0.45 * cap &&
      Math.abs((p.top + p.bottom) / 2 - (g.top + g.bottom) / 2) <= 0.45 * cap;
    const pieces = glyphs.filter((p) => near(p) && w(p) <= 0.6 * cap && h(p) <= 0.6 * cap);
    return cross || isBrokenPlus(pieces, cap) ? { ...c, char: '+' } : c;
  });
}
