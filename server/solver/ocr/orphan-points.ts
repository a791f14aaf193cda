/**
 * A decimal comma or point that left its line: hanging low between two figures, it chained to
 * nothing and became a "line" of its own, read as nothing (mononoki's "9,9 : 3 − 7,17" on squared
 * paper: both commas alone, one look read "99 : 3 − 717" and the tie-breaker agreed, at 0.95–0.98).
 * Where the line's reading then has the two figures side by side, the number is marked unread, so
 * the engine declines instead of answering a number ten or a hundred times too large.
 */
import type { Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { UNREAD_MARK } from '../engine-types.js';
import { DIGIT, glyphReadUnder } from './glyph-under.js';

/** The tallest and widest a lost comma or point is, in caps. */
const MARK_SIZE = 0.6;

/**
 * Marks unread each orphan mark (a one-glyph line read as nothing) standing between two figures
 * this line reads side by side, with nothing read between them: the mark between the figures'
 * boxes, its top below their middle and no lower than their foot (it touches their baseline).
 */
export function markOrphanPoints(
  chars: RecognizedChar[],
  glyphs: Component[],
  orphans: Component[],
  cap: number,
): RecognizedChar[] {
  if (orphans.length === 0) return chars;
  const read = chars.filter((c) => c.char.trim() !== '');
  const marks: RecognizedChar[] = [];
  for (const o of orphans) {
    if (o.bottom - o.top + 1 > MARK_SIZE * cap || o.right - o.left + 1 > MARK_SIZE * cap) continue;
    const a = read.filter((c) => c.x < o.left).at(-1);
    const b = read.find((c) => c.x > o.right);
    if (!a || !b || !DIGIT.test(a.char) || !DIGIT.test(b.char)) continue;
    const [ga, gb] = [glyphReadUnder(a, glyphs, cap), glyphReadUnder(b, glyphs, cap)];
    if (!ga || !gb || ga === gb || o.left <= ga.right || o.right >= gb.left) continue;
    const middle = (Math.min(ga.top, gb.top) + Math.max(ga.bottom, gb.bottom)) / 2;
    if (o.top < middle || o.top > Math.max(ga.bottom, gb.bottom)) continue;
    marks.push({ char: UNREAD_MARK, x: (o.left + o.right) / 2, p: 0 });
  }
  if (marks.length === 0) return chars;
  return [...chars, ...marks].sort((x, y) => x.x - y.x);
}
