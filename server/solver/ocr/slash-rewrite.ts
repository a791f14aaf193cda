/**
 * Gives the slash of "x/4" room. Its foot sits right against the x's right leg: once the page is
 * scaled to 36 px the two touch (or already do after binarisation), and tesseract reads them as
 * one "X" ("x/4 + 3 = 9" read as "x4+3=9", "x/2" as "X2"). Found by geometry per text line: a
 * component reaching from the cap line to below the baseline whose ink above the x-height and
 * below the baseline is one thin stroke leaning right, after a lower-case letter or merged with
 * one; the stroke is erased and drawn again 0.3 cap to the right. Digit fractions ("1/2") are
 * left as printed: redrawing them made "1/3 + 1/2" read as "1/3 + 172" on TUNE.
 */
import { componentHeight, labelComponents, type Component } from './components.js';
import type { InkImage } from './gray-image.js';
import { componentsInBand, lineMetrics, median, type LineMetrics } from './line-metrics.js';
import { drawLine, shiftRight } from './ink-draw.js';
import { textBands } from './text-height.js';

interface Slash {
  line: LineMetrics;
  c: Component;
  /** Stroke centre x = a + b·y. */
  a: number;
  b: number;
  stroke: number;
  /** Right edge of the glyph on the left when it is a lower-case letter. */
  leftEdge: number | null;
}

export function separateSlashes(ink: InkImage): { ink: InkImage; slashes: number } {
  const { components, labels } = labelComponents(ink);
  const found: Slash[] = [];
  for (const band of textBands(ink)) {
    const inBand = componentsInBand(band, components);
    const line = lineMetrics(band, inBand);
    if (!line) continue;
    for (const c of inBand) {
      const slash = fitSlash(line, c, ink, labels);
      const left = inBand.filter((o) => o !== c && o.right < c.right && o.left < c.left);
      const nearest = left.sort((p, q) => q.right - p.right)[0];
      // Only after a lower-case letter (a variable, "x/4"): digit fractions ("1/2") read well as printed.
      const afterLetter =
        nearest !== undefined && nearest.top - line.capTop >= (line.baseline - line.capTop) * 0.15;
      if (slash) found.push({ ...slash, leftEdge: afterLetter ? nearest.right : null });
    }
  }
  const out: InkImage = { width: ink.width, height: ink.height, data: Uint8Array.from(ink.data) };
  found.sort((p, q) => q.c.left - p.c.left);
  let separated = 0;
  for (const s of found) if (separate(out, labels, s)) separated++;
  return { ink: out, slashes: separated };
}

/** Runs [from, to] of the component's pixels in row y. */
function runs(ink: InkImage, labels: Int32Array, c: Component, y: number): [number, number][] {
  const out: [number, number][] = [];
  for (let x = c.left; x <= c.right; x++) {
    if (labels[y * ink.width + x] !== c.label) continue;
    const last = out[out.length - 1];
    if (last && last[1] === x - 1) last[1] = x;
    else out.push([x, x]);
  }
  return out;
}

function fitSlash(
  line: LineMetrics,
  c: Component,
  ink: InkImage,
  labels: Int32Array,
): Omit<Slash, 'leftEdge'> | null {
  const cap = line.baseline - line.capTop;
  const h = componentHeight(c);
  if (c.top > line.capTop + cap * 0.15 || c.bottom < line.baseline + Math.max(1, cap * 0.06)) return null;
  if (h < cap * 0.95 || h > cap * 1.45) return null;
  // Above the x-height only the slash's top is inked (its rightmost run); below the baseline only its foot.
  const points: { x: number; y: number; w: number }[] = [];
  for (let y = c.top; y <= c.bottom; y++) {
    const r = runs(ink, labels, c, y);
    const top = y < line.capTop + cap * 0.2;
    const foot = y > line.baseline;
    if (!top && !foot) continue;
    const run = top ? r[r.length - 1] : r[0];
    if (!run || (foot && r.length > 1)) return null;
    points.push({ x: (run[0] + run[1]) / 2, y, w: run[1] - run[0] + 1 });
  }
  if (points.length < 4) return null;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cov = points.reduce((s, p) => s + (p.y - my) * (p.x - mx), 0);
  const vary = points.reduce((s, p) => s + (p.y - my) ** 2, 0);
  const b = cov / vary;
  const a = mx - b * my;
  const stroke = median(points.map((p) => p.w));
  // Leans right (x grows upwards) like "/", thin, and straight.
  if (b > -0.15 || b < -0.8 || stroke > cap * 0.3) return null;
  if (points.some((p) => Math.abs(p.x - (a + b * p.y)) > Math.max(1.5, stroke * 0.6))) return null;
  // Every row between has ink on the line (a "(" or "<" bends away from it).
  for (let y = c.top; y <= c.bottom; y++) {
    const x = a + b * y;
    if (!runs(ink, labels, c, y).some(([l, r]) => l <= x + 1 && r >= x - 1)) return null;
  }
  return { line, c, a, b, stroke };
}

/** Erases the stroke and redraws it clear of the glyph on its left. */
function separate(ink: InkImage, labels: Int32Array, { line, c, a, b, stroke, leftEdge }: Slash): boolean {
  const cap = line.baseline - line.capTop;
  const half = stroke / 2 + 1;
  const rest: number[] = [];
  const slash: number[] = [];
  for (let y = c.top; y <= c.bottom; y++) {
    for (let x = c.left; x <= c.right; x++) {
      const i = y * ink.width + x;
      if (labels[i] !== c.label) continue;
      const off = x - (a + b * y);
      if (off > half) return false; // merged with the glyph on its right: left alone
      (Math.abs(off) <= half ? slash : rest).push(i);
    }
  }
  // Merged with the glyph on its left, or a lone slash after another glyph.
  const merged = rest.length >= cap * cap * 0.05;
  // A slash rises above the x it touches; the arm of a "y" starts level with the rest of the y.
  const restTop = Math.floor(Math.min(...rest) / ink.width);
  if (merged && restTop - c.top < cap * 0.15) return false;
  if (!merged && leftEdge === null) return false;
  const from = merged ? Math.max(...rest.map((i) => i % ink.width)) + 1 : leftEdge! + 1;
  for (const i of slash) ink.data[i] = 0;
  const gap = Math.max(2, Math.round(cap * 0.3));
  shiftRight(ink, line.band, from, gap);
  const x0 = a + b * c.top + gap;
  const x1 = a + b * c.bottom + gap;
  drawLine(ink, x0, c.top + stroke / 2, x1, c.bottom - stroke / 2, Math.max(2, stroke));
  return true;
}
