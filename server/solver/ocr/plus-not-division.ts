/**
 * A "+" read "÷" (a wrong answer, not a decline: "x + 26" read "x ÷ 26" by both looks). A plus
 * starved to pieces in thin print (Gentium on an open book's page: its crossing faded, its arms two
 * slivers over a bar broken in two) looks to the recogniser like a bar with a dot over and under
 * it. The ink tells them apart: a "÷"'s bar is whole under its dots; a broken plus's arms stand
 * over the gap where the crossing was.
 */
import type { Component } from './components.js';
import { glyphReadUnder } from './glyph-under.js';
import type { RecognizedChar } from './line-recognizer.js';

const w = (g: Component) => g.right - g.left + 1;
const h = (g: Component) => g.bottom - g.top + 1;

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
    (p.left + p.right) / 2 >= left.right &&
    (p.left + p.right) / 2 <= right.left &&
    w(p) <= gap + 2 &&
    // an arm, even starved, is longer than thick; a division sign's dot is round (review, round 18)
    h(p) >= 1.5 * w(p);
  const up = arms.find((p) => p.bottom < barTop && barTop - p.bottom <= 0.15 * cap);
  const down = arms.find((p) => p.top > barBottom && p.top - barBottom <= 0.15 * cap);
  return !!up && !!down && up !== down && overGap(up) && overGap(down);
}

/**
 * A "÷" read over the pieces of a starved plus (`isBrokenPlus`: all under 0.6 cap and within
 * 0.45 cap of the glyph under the character) is "+". (A "÷" read over one even cross was made "+"
 * too at first; on tune it only acted on Caslon's `(x ÷ 2)`, and the page then answered another
 * task whose exponent both looks had lost, which a decline of the misread plus had hidden.)
 */
export function restorePlusSigns(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  return chars.map((c) => {
    if (c.char !== '÷') return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g) return c;
    const near = (p: Component) =>
      Math.abs((p.left + p.right) / 2 - (g.left + g.right) / 2) <= 0.45 * cap &&
      Math.abs((p.top + p.bottom) / 2 - (g.top + g.bottom) / 2) <= 0.45 * cap;
    const pieces = glyphs.filter((p) => near(p) && w(p) <= 0.6 * cap && h(p) <= 0.6 * cap);
    return isBrokenPlus(pieces, cap) ? { ...c, char: '+' } : c;
  });
}
