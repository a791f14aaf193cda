/**
 * Redraws decimal commas so tesseract keeps them. A printed comma is thin and hugs its digits, and
 * the English model drops it ("2,48 · 7" read as "248%7", "7,2" as "72"). Found by geometry per
 * text line: a small blob whose top is near the baseline and which hangs below it, between two
 * full-size glyphs close on both sides, alone in its column. It is redrawn as a bold decimal
 * point with a little room on both sides; the engine reads "2.48" like "2,48". On TUNE a point
 * read better than a bold comma, which added wrong answers (a comma kept in one number of a line
 * and lost in the other, e.g. "51+ 2,48", instead of the engine's decline of "51+248%7").
 */
import { componentHeight, componentWidth, labelComponents, type Component } from './components.js';
import type { InkImage } from './gray-image.js';
import { componentsInBand, lineMetrics, type LineMetrics } from './line-metrics.js';
import { drawLine, erase, shiftRight } from './ink-draw.js';
import { textBands } from './text-height.js';

interface Comma {
  line: LineMetrics;
  comma: Component;
  left: Component;
  right: Component;
}

export function rewriteDecimalCommas(ink: InkImage): { ink: InkImage; commas: number } {
  const { components, labels } = labelComponents(ink);
  const found: Comma[] = [];
  for (const band of textBands(ink)) {
    const inBand = componentsInBand(band, components);
    const line = lineMetrics(band, inBand);
    if (line) found.push(...findCommas(line, inBand));
  }
  const out: InkImage = { width: ink.width, height: ink.height, data: Uint8Array.from(ink.data) };
  // Right to left, so making room for one comma does not move those still to be drawn.
  found.sort((a, b) => b.comma.left - a.comma.left);
  for (const c of found) redraw(out, labels, c);
  return { ink: out, commas: found.length };
}

function findCommas(line: LineMetrics, inBand: Component[]): Comma[] {
  const cap = line.baseline - line.capTop;
  const fullSize = (o: Component) =>
    componentHeight(o) >= cap * 0.8 &&
    componentHeight(o) <= cap * 1.2 &&
    Math.abs(o.top - line.capTop) <= cap * 0.15 &&
    Math.abs(o.bottom - line.baseline) <= cap * 0.1;
  const out: Comma[] = [];
  for (const c of inBand) {
    const w = componentWidth(c);
    const h = componentHeight(c);
    const sized = h >= cap * 0.18 && h <= cap * 0.7 && w >= cap * 0.06 && w <= cap * 0.35 && h >= w;
    const placed =
      c.top >= line.baseline - cap * 0.4 &&
      c.top <= line.baseline &&
      c.bottom >= line.baseline + Math.max(1, cap * 0.06);
    // Solid enough to be a printed mark, not a scratch or a ring of noise.
    if (!sized || !placed || c.area < 0.35 * w * h) continue;
    const others = inBand.filter((o) => o !== c);
    const left = nearest(
      others.filter((o) => o.right < c.right && o.left < c.left),
      (o) => c.left - o.right,
    );
    const right = nearest(
      others.filter((o) => o.left > c.left && o.right > c.right),
      (o) => o.left - c.right,
    );
    if (!left || !right || !fullSize(left) || !fullSize(right)) continue;
    // Digits on both sides with no word space between ("2,48"); a list comma ("3, 4") has a
    // space after it, so its right gap is far wider than its left one.
    const gapL = c.left - left.right;
    const gapR = right.left - c.right;
    if (gapL > cap * 0.6 || gapR > cap * 0.6 || gapR > gapL * 1.5 + cap * 0.2) continue;
    const column = others.filter((o) => o !== left && o !== right && o.left <= c.right && c.left <= o.right);
    if (column.length === 0) out.push({ line, comma: c, left, right });
  }
  return out;
}

function nearest(cands: Component[], gap: (o: Component) => number): Component | undefined {
  return cands.reduce<Component | undefined>(
    (best, o) => (!best || gap(o) < gap(best) ? o : best),
    undefined,
  );
}

function redraw(ink: InkImage, labels: Int32Array, { line, comma, left, right }: Comma): void {
  const cap = line.baseline - line.capTop;
  erase(ink, labels, comma);
  const r = Math.max(1.5, cap * 0.12);
  const room = Math.max(2, Math.round(cap * 0.22));
  const cx = Math.max(left.right + room + r, (left.right + right.left) / 2);
  // Make room: the glyphs to the right move so the point has `room` on both sides.
  shiftRight(ink, line.band, left.right + 1, Math.ceil(cx + r + room - right.left));
  const cy = line.baseline - r + 1;
  drawLine(ink, cx, cy, cx, cy, r * 2);
}
