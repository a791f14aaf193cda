/**
 * Relation signs and dots the recogniser misread, told from the glyph's ink: a "<" or ">" with an
 * under-bar is "≤" or "≥", a "." at mid-height between operands is the times dot "·", a ";" over
 * two round dots is ":". Each misreading turns the relation or the operation read.
 */
import { ownLabels, type Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { baselineFinder } from './math-layout.js';
import { cx, glyphReadUnder, type InkLabels } from './glyph-under.js';
import { runsByRow } from './glyph-rows.js';

/**
 * Does a glyph end in a flat stroke across most of its width at the bottom? "≤" and "≥" do (their
 * under-bar, joined or a part of its own), "<" and ">" end in a point.
 */
export function hasFootBar(g: Component, ink: InkLabels): boolean {
  const own = ownLabels(g);
  const height = g.bottom - g.top + 1;
  const width = g.right - g.left + 1;
  // A bar spans the glyph: ink in its left and right fifths alike. The lower arm of a short, wide,
  // heavy ">" (Andika's) ends in a row as full, but on one side only ("6x − 10 > 26" read "≥").
  const side = Math.max(1, Math.round(0.2 * width));
  for (let y = g.bottom; y >= g.bottom - Math.max(1, Math.round(0.2 * height)); y--) {
    let [n, left, right] = [0, false, false];
    for (let x = g.left; x <= g.right; x++)
      if (own.has(ink.labels[y * ink.width + x]!)) {
        n++;
        left ||= x < g.left + side;
        right ||= x > g.right - side;
      }
    if (n >= 0.7 * width && left && right) return true;
  }
  return false;
}

const OR_EQUAL: Record<string, string> = { '<': '≤', '>': '≥' };

/**
 * "<" or ">" read over a glyph with an under-bar is "≤" or "≥" (the recogniser often drops the
 * bar, which turns the answer's relation) — not over a lone chevron (`isLoneChevron`), whose heavy
 * lower arm fills a row near its bottom as a bar would (Sora's ">" in "2x + 1 > −1" made "≥" here,
 * answered at ≥ 0.9 with the relation turned). Never the other way: a "≥" the recogniser read
 * over a chevron whose bar the binarised ink lost is still "≥" (a thin bar of Caladea's "≥" was
 * lost so in tune 0274, and turning it gave a wrong answer at 0.9).
 */
export function restoreOrEqual(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  return chars.map((c) => {
    const orEqual = OR_EQUAL[c.char];
    if (!orEqual) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    const bar =
      g && (barUnder(g, glyphs, cap) || (hasFootBar(g, ink) && !isLoneChevron(g, ink, c.char === '>')));
    return bar ? { ...c, char: orEqual } : c;
  });
}

/**
 * Is the glyph a chevron and nothing more: one run of ink in every row (the arms stand in rows of
 * their own; an under-bar, joined or not, adds a second run or spans a row), its point out at one
 * side in its middle rows (0.3–0.7 of its height) and both arms' ends back at the other side, in
 * its outer 40 %, in its top and bottom rows, the bottom row under 0.6 of its width (a bar spans
 * it). A heavy ">"'s lower arm fills a row as a bar would (`hasFootBar`), but one row above the
 * bottom, not in it.
 */
export function isLoneChevron(g: Component, ink: InkLabels, pointsRight: boolean): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 6 || w < 4) return false;
  const rows = runsByRow(g, ink);
  if (rows.some((runs) => runs.length !== 1)) return false;
  // Columns measured from the side the arms' ends stand at.
  const near = (r: [number, number]) => (pointsRight ? r[0] - g.left : g.right - r[1]);
  const far = (r: [number, number]) => (pointsRight ? r[1] - g.left : g.right - r[0]);
  const top = rows[0]![0]!;
  const bottom = rows[h - 1]![0]!;
  if (near(top) > 0.4 * w || near(bottom) > 0.4 * w || bottom[1] - bottom[0] + 1 >= 0.6 * w) return false;
  let point = 0;
  rows.forEach((runs, y) => {
    if (far(runs[0]!) > far(rows[point]![0]!)) point = y;
  });
  return point >= 0.3 * h && point <= 0.7 * h && far(rows[point]![0]!) >= 0.8 * w;
}

/**
 * An under-bar that is a glyph of its own under the arms (PT Mono's "≤" and "≥" set it slanted,
 * parallel to the lower arm, apart from them): a thin piece as wide as the arms, its top below
 * their middle and its foot at most a quarter cap under theirs. The next line's ink stands
 * farther down; a minus or a digit beside the sign does not span its width.
 */
export function barUnder(g: Component, glyphs: Component[], cap: number): boolean {
  const width = g.right - g.left + 1;
  const middle = (g.top + g.bottom) / 2;
  return glyphs.some((o) => {
    if (o === g) return false;
    const ow = o.right - o.left + 1;
    const overlap = Math.min(o.right, g.right) - Math.max(o.left, g.left) + 1;
    return (
      o.bottom - o.top + 1 <= 0.5 * cap &&
      ow >= 0.7 * width &&
      ow <= 1.4 * width &&
      overlap >= 0.7 * width &&
      o.top > middle &&
      o.bottom > g.bottom &&
      o.bottom - g.bottom <= 0.25 * cap + 2
    );
  });
}

/**
 * A times dot read as a full stop ("3.| − 6|", which reads as a label "3."): a "." over a small
 * glyph at mid-height — a quarter of the capitals or more above the baseline — between a number
 * or a bracket and the next operand is "·". A decimal point or a full stop sits on the baseline.
 */
export function restoreTimesDots(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  return chars.map((c, i) => {
    if (c.char !== '.') return c;
    const before = chars[i - 1];
    const after = chars.slice(i + 1).find((o) => o.char.trim() !== '');
    if (!before || !/^[\d)|]$/.test(before.char) || !after || !/^[\d(|√\p{L}]/u.test(after.char)) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g || g.bottom - g.top + 1 > 0.35 * cap || g.right - g.left + 1 > 0.35 * cap) return c;
    return (g.top + g.bottom) / 2 <= baselineNear(c.x) - 0.25 * cap ? { ...c, char: '·' } : c;
  });
}

/**
 * A colon read as a semicolon ("Izračunaj; 5 · √81", which the engine takes for a system's
 * separator): a ";" over two small marks one above the other whose lower one is a round dot
 * standing on the baseline — a semicolon's comma is taller than wide and hangs below it — is ":".
 */
export function restoreColons(chars: RecognizedChar[], glyphs: Component[], cap: number): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  const small = (g: Component) => g.bottom - g.top + 1 <= 0.35 * cap && g.right - g.left + 1 <= 0.35 * cap;
  return chars.map((c) => {
    if (c.char !== ';') return c;
    // The lowest small mark near the character, and the one above it in its column (a dot of a
    // letter beside it, "j", stands apart).
    const near = glyphs.filter((g) => small(g) && Math.abs(cx(g) - c.x) <= 0.35 * cap);
    const lower = near.sort((a, b) => b.bottom - a.bottom)[0];
    if (!lower) return c;
    const above = near.filter((g) => g.bottom < lower.top && Math.abs(cx(g) - cx(lower)) <= 0.2 * cap);
    if (above.length !== 1) return c;
    const [w, h] = [lower.right - lower.left + 1, lower.bottom - lower.top + 1];
    const round = h <= 1.35 * w + 1.5 && w <= 1.35 * h + 1.5;
    const onBaseline = lower.bottom <= baselineNear(c.x) + 0.08 * cap;
    return round && onBaseline ? { ...c, char: ':' } : c;
  });
}
