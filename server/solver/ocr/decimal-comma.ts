/**
 * A decimal comma the recogniser read as a space ("3,2 − 3,59" read "3 2 - 3.59" by both looks in
 * TeX Gyre Termes): the ink still holds the comma, a small mark hanging below the figures'
 * baseline, set tight between the two figures.
 */
import type { Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { DIGIT, glyphReadUnder, glyphsUnder } from './glyph-under.js';

/** A comma is small: at most this tall and wide (caps), at least this tall (no speck). */
const COMMA = { maxHeight: 0.5, maxWidth: 0.3, minHeight: 0.12 };
/** It starts no higher than this above the baseline and hangs at least this far below it (caps). */
const COMMA_PLACE = { topAbove: 0.35, below: 0.05 };
/** A decimal comma sits closer than a word space to the figures either side (caps). */
const COMMA_GAP = 0.3;
/**
 * Its gap after is at most this much (caps) wider than its gap before: a list's comma hugs the
 * figure before it and has a (narrow) word space after it ("3, 2" in a narrow face, review).
 */
const COMMA_LEAN = 0.15;

/**
 * Puts a comma in place of a space read between two figures (or between two figures read with
 * nothing between them) where one unread mark in the gap is
 * shaped and placed as a comma: small, hanging below the figures' baseline, tight against both
 * (a list's or a label's mark has a word space after it; a point sits on the baseline and is
 * left alone, as a broken figure's foot or ball could be one).
 */
export function restoreDecimalCommas(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  if (chars.length < 2) return chars;
  const read = new Set(glyphsUnder(chars, glyphs, cap));
  /** The comma's ink between two figures read `a` and `b`, or null. */
  const commaBetween = (a: RecognizedChar, b: RecognizedChar): Component | null => {
    if (!DIGIT.test(a.char) || !DIGIT.test(b.char)) return null;
    const [ga, gb] = [glyphReadUnder(a, glyphs, cap), glyphReadUnder(b, glyphs, cap)];
    if (!ga || !gb || ga === gb || ga.right >= gb.left) return null;
    const between = glyphs.filter((g) => g.left > ga.right && g.right < gb.left);
    if (between.length !== 1 || read.has(between[0]!)) return null;
    const mark = between[0]!;
    const baseline = Math.max(ga.bottom, gb.bottom);
    const [w, h] = [mark.right - mark.left + 1, mark.bottom - mark.top + 1];
    const comma =
      h <= COMMA.maxHeight * cap &&
      h >= COMMA.minHeight * cap &&
      w <= COMMA.maxWidth * cap &&
      mark.top >= baseline - COMMA_PLACE.topAbove * cap &&
      mark.bottom >= baseline + COMMA_PLACE.below * cap &&
      mark.left - ga.right <= COMMA_GAP * cap &&
      gb.left - mark.right <= COMMA_GAP * cap &&
      gb.left - mark.right - (mark.left - ga.right) <= COMMA_LEAN * cap;
    return comma ? mark : null;
  };
  const out: RecognizedChar[] = [chars[0]!];
  for (let i = 1; i < chars.length; i++) {
    const [a, c, b] = [chars[i - 1]!, chars[i]!, chars[i + 1]];
    // Read as a space ("3 2"), or as nothing ("32"; a space may be put back later).
    const spaced = c.char === ' ' && b ? commaBetween(a, b) : null;
    const glued = spaced ? null : commaBetween(a, c);
    const mark = spaced ?? glued;
    if (mark) out.push({ char: ',', x: (mark.left + mark.right) / 2, p: spaced ? c.p : 1 });
    if (!spaced) out.push(c);
  }
  return out;
}
