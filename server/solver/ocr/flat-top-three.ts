/**
 * A "3" with a flat top (Ʒ or ↄ under a bar: a bar across the top, the stroke down the right
 * side, a bowl that sweeps out to the bottom left and no foot), as geometric and art-nouveau
 * faces draw it (Cupola) and many hands write it. The recogniser takes it for ")" or "2"
 * ("22 + ) · 6", "4x − 2y = 19" for "4x − 3y = 19").
 */
import { UNREAD_MARK } from '../engine-types.js';
import type { Component } from './components.js';
import { glyphReadUnder, glyphUnder, type InkLabels } from './glyph-under.js';
import { extent, runsByRow } from './glyph-rows.js';
import type { RecognizedChar } from './line-recognizer.js';
import { baselineFinder } from './math-layout.js';

const longest = (runs: [number, number][]) => Math.max(0, ...runs.map(([a, b]) => b - a + 1));

/**
 * Is the glyph a flat-topped 3? A bar in its top rows (a ")" ends in a point there), nothing in
 * its left quarter from a quarter to three fifths of its height (a "5" has its stem there, a "D"
 * or "J"-less bracket its side), the bowl reaching its right edge below the middle (a "7"'s
 * diagonal runs to the left there), no foot across its lowest rows (a "2" stands on one) and the
 * bowl's end out in its left fifth at the bottom.
 */
export function isFlatTopThree(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 10 || w < 6) return false;
  const rows = runsByRow(g, ink);
  const rowsIn = (from: number, to: number) => rows.slice(Math.floor(from * h), Math.ceil(to * h));
  const left = (runs: [number, number][]) => (runs.length ? runs[0]![0] - g.left : w);
  const right = (runs: [number, number][]) => (runs.length ? runs.at(-1)![1] - g.left : -1);
  const bar = Math.max(...rowsIn(0, 0.15).map(longest)) >= 0.6 * w;
  const openLeft = rowsIn(0.25, 0.6).every((runs) => left(runs) >= 0.25 * w);
  const bowl = rowsIn(0.55, 0.85).some((runs) => right(runs) >= 0.8 * w);
  const footless = rowsIn(0.85, 1).every((runs) => longest(runs) <= 0.55 * w);
  const sweep = rowsIn(0.75, 1).some((runs) => runs.length > 0 && left(runs) <= 0.2 * w);
  return bar && openLeft && bowl && footless && sweep;
}

/**
 * Does the glyph stand on a foot, as every "2" does (upright, italic or hand-drawn): ink spanning
 * more than half its width in a row of its lowest fifth? Cupola's 5 (a bar and stem merged into a
 * knot, a bowl whose tail sweeps out to the left) and its flat-topped 3 end in a point there.
 */
export function hasFoot(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  return runsByRow(g, ink)
    .slice(Math.floor(0.8 * h))
    .some((runs) => extent(runs) > 0.55 * w);
}

/** Letters an unknown is written with: a figure stands before them ("3y"), not before others. */
const UNKNOWN = /^[xyz]$/;

/**
 * A ")" or "2" read over a flat-topped 3 (`isFlatTopThree`) as tall as the figures, standing on
 * the baseline and at least half a cap wide (a bracket is narrower and reaches below the line), is
 * that 3; a "2" over a glyph with no foot (`hasFoot`) is an unread mark. Only where the glyph may
 * be a figure (`figureGlyphs`: not in a word, so a "J" stays).
 */
export function restoreFlatTopThrees(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  const figureAt = figureGlyphs(chars, glyphs, cap);
  return chars.map((c, i) => {
    if (c.char !== ')' && c.char !== '2') return c;
    const g = figureAt(i);
    if (!g) return c;
    if (isFlatTopThree(g, ink)) return { ...c, char: '3' };
    // A "2" without a foot is no 2, and which figure it is the ink does not say: the task is
    // declined rather than answered with a 2 ("56" read "20").
    return c.char === '2' && g.bottom - g.top + 1 >= 12 && !hasFoot(g, ink)
      ? { ...c, char: UNREAD_MARK, p: 0 }
      : c;
  });
}

/**
 * The glyph character `i` was read over where it may be a figure the recogniser misread: as tall
 * as the figures, standing on the baseline, at least half a cap wide (a bracket is narrower and
 * reaches below the line), not after a letter or before one other than an unknown (a word's
 * letters), and not holding a neighbouring character too. Null elsewhere.
 */
export function figureGlyphs(chars: RecognizedChar[], glyphs: Component[], cap: number) {
  const baselineNear = baselineFinder(glyphs, cap);
  const letter = (k: number, i: number) =>
    /^\p{L}$/u.test(chars[k]?.char ?? '') && Math.abs(chars[k]!.x - chars[i]!.x) < 1.2 * cap;
  return (i: number): Component | null => {
    const c = chars[i]!;
    if (letter(i - 1, i) || (letter(i + 1, i) && !UNKNOWN.test(chars[i + 1]!.char))) return null;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g) return null;
    const h = g.bottom - g.top + 1;
    if (h < 0.85 * cap || h > 1.15 * cap || g.right - g.left + 1 < 0.5 * cap) return null;
    const baseline = baselineNear ? baselineNear((g.left + g.right) / 2, g) : null;
    if (baseline !== null && Math.abs(g.bottom - baseline) > 0.15 * cap) return null;
    const shared = [i - 1, i + 1].some((k) => {
      const n = chars[k];
      return n !== undefined && n.char.trim() !== '' && glyphUnder(n.x, glyphs, 0) === g;
    });
    return shared ? null : g;
  };
}
