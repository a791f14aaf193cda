/**
 * Redraws the maths symbols tesseract's English model misreads, as shapes it reads reliably:
 *   ·  (multiplication dot, often read as "-", "+" or nothing) → an asterisk "*";
 *   ≤ ≥ (often read as "=" or "<")                             → "<=" / ">=".
 * Found by geometry per text line: a dot in the middle of the digit height with nothing above or
 * below it; a chevron with a bar under it, or run into it as one blob. The engine maps "*", "<="
 * and ">=" back.
 */
import { componentHeight, componentWidth, labelComponents, type Component } from './components.js';
import type { InkImage } from './gray-image.js';
import { drawLine, erase, shiftRight } from './ink-draw.js';
import { componentsInBand, lineMetrics, type LineMetrics } from './line-metrics.js';
import { textBands } from './text-height.js';

type Rewrite =
  | { kind: 'times'; dot: Component }
  | { kind: 'minus'; bar: Component }
  | { kind: 'le' | 'ge'; chevron: Component; bar: Component };

export interface RewriteReport {
  times: number;
  minus: number;
  comparisons: number;
}

export function rewriteMathSymbols(ink: InkImage): { ink: InkImage; report: RewriteReport } {
  const { components, labels } = labelComponents(ink);
  const rewrites: { line: LineMetrics; rewrite: Rewrite }[] = [];
  const lines: LineMetrics[] = [];
  const questionMarks: Component[] = [];
  for (const band of textBands(ink)) {
    const inBand = componentsInBand(band, components);
    const line = lineMetrics(band, inBand);
    if (!line) continue;
    lines.push(line);
    questionMarks.push(...trailingQuestionMark(line, inBand));
    for (const rewrite of findRewrites(line, inBand, ink, labels)) rewrites.push({ line, rewrite });
  }
  const out: InkImage = { width: ink.width, height: ink.height, data: Uint8Array.from(ink.data) };
  for (const part of questionMarks) erase(out, labels, part);
  // Right to left, so widening a line for "<=" does not move symbols still to be drawn.
  rewrites.sort((a, b) => anchor(b.rewrite).left - anchor(a.rewrite).left);
  for (const { line, rewrite } of rewrites) apply(out, labels, line, rewrite);
  for (const line of lines) markLineEnd(out, line);
  return {
    ink: out,
    report: {
      times: rewrites.filter((r) => r.rewrite.kind === 'times').length,
      minus: rewrites.filter((r) => r.rewrite.kind === 'minus').length,
      comparisons: rewrites.filter((r) => r.rewrite.kind === 'le' || r.rewrite.kind === 'ge').length,
    },
  };
}

const anchor = (r: Rewrite) => (r.kind === 'times' ? r.dot : r.kind === 'minus' ? r.bar : r.chevron);

function overlapsX(a: Component, b: Component, slack = 0): boolean {
  return a.left <= b.right + slack && b.left <= a.right + slack;
}

function findRewrites(line: LineMetrics, inBand: Component[], ink: InkImage, labels: Int32Array): Rewrite[] {
  const cap = line.baseline - line.capTop;
  const out: Rewrite[] = [];
  for (const c of inBand) {
    const w = componentWidth(c);
    const h = componentHeight(c);
    const others = inBand.filter((o) => o !== c && overlapsX(o, c, 1));
    const centreY = (c.top + c.bottom) / 2;
    // A multiplication dot: small, round, solid, in the middle of the digit height, alone in its column.
    const dotSized = h <= cap * 0.3 && w <= cap * 0.3 && h >= cap * 0.06 && w / h > 0.6 && w / h < 1.7;
    const midHeight = centreY > line.capTop + cap * 0.3 && centreY < line.capTop + cap * 0.72;
    if (dotSized && midHeight && c.area >= 0.5 * w * h && others.length === 0) {
      out.push({ kind: 'times', dot: c });
      continue;
    }
    // A minus: a thin bar at mid-height alone in its column (an "=" has two). A typeset minus "−"
    // is long and is read as "—-" (two minus signs); a short hyphen at the line start is dropped.
    // A typed hyphen sits lower than a maths minus, and blur makes it thicker.
    const barLike = h <= cap * 0.22 && w >= cap * 0.25 && w <= cap * 1.1 && w / h >= 2;
    const barHeight = centreY > line.capTop + cap * 0.25 && centreY < line.capTop + cap * 0.82;
    if (barLike && barHeight && others.length === 0) {
      out.push({ kind: 'minus', bar: c });
      continue;
    }
    // ≤ / ≥ whose bar has run into the chevron (blur, bold print): one component.
    const merged = others.length === 0 ? mergedComparison(c, line, ink, labels) : null;
    if (merged) {
      out.push({ kind: merged, chevron: c, bar: c });
      continue;
    }
    // ≤ / ≥: a chevron with one bar under it, nothing else in its column.
    const chevronSized =
      h >= cap * 0.3 && h <= cap * 1.05 && w >= cap * 0.25 && w <= cap * 1.2 && h / w > 0.45;
    if (!chevronSized || c.area > 0.6 * w * h || others.length !== 1) continue;
    const bar = others[0]!;
    const barW = componentWidth(bar);
    const barH = componentHeight(bar);
    const barIsUnder =
      bar.top > centreY &&
      bar.top - c.bottom < cap * 0.35 &&
      barH <= cap * 0.2 &&
      barW >= w * 0.6 &&
      barW <= w * 1.5;
    if (!barIsUnder) continue;
    out.push({ kind: pointsLeft(c, ink, labels) ? 'le' : 'ge', chevron: c, bar });
  }
  return out;
}

interface RowSpan {
  /** Leftmost and rightmost ink of the row, 0..1 across the component. */
  min: number;
  max: number;
  count: number;
}

function rowSpans(c: Component, ink: InkImage, labels: Int32Array): RowSpan[] {
  const w = componentWidth(c);
  const rows: RowSpan[] = [];
  for (let y = c.top; y <= c.bottom; y++) {
    let min = Infinity;
    let max = -Infinity;
    let count = 0;
    for (let x = c.left; x <= c.right; x++) {
      if (labels[y * ink.width + x] !== c.label) continue;
      min = Math.min(min, x - c.left);
      max = Math.max(max, x - c.left);
      count++;
    }
    rows.push({ min: min / (w - 1), max: max / (w - 1), count });
  }
  return rows;
}

/**
 * A "≤"/"≥" drawn as one blob: as wide as a digit, sitting on the baseline, a solid bar along the
 * bottom, and above it two strokes meeting at one side — at the top the ink is only on the open
 * side, half-way down only at the point. A "2" (arch on top), "4" (bar higher up, stem under it),
 * "z" (bar on top) and "L" (stem at the point) fail one of these.
 */
function mergedComparison(
  c: Component,
  line: LineMetrics,
  ink: InkImage,
  labels: Int32Array,
): 'le' | 'ge' | null {
  const cap = line.baseline - line.capTop;
  const w = componentWidth(c);
  const h = componentHeight(c);
  if (h < cap * 0.5 || h > cap * 1.1 || w < cap * 0.45 || w > cap * 1.2 || h < 8 || w < 8) return null;
  if (Math.abs(c.bottom - line.baseline) > cap * 0.2) return null;
  const rows = rowSpans(c, ink, labels);
  let lastBarRow = -1;
  rows.forEach((r, i) => {
    if (r.count >= w * 0.6) lastBarRow = i;
  });
  if (lastBarRow < h * 0.85) return null;
  const topRows = rows.slice(0, Math.max(1, Math.round(h * 0.1)));
  const topMin = Math.min(...topRows.map((r) => r.min));
  const topMax = Math.max(...topRows.map((r) => r.max));
  const middle = rows.slice(Math.round(h * 0.15), Math.round(h * 0.6) + 1);
  if (topMin >= 0.45 && middle.some((r) => r.min <= 0.2 && r.max <= 0.55)) return 'le';
  if (topMax <= 0.55 && middle.some((r) => r.max >= 0.8 && r.min >= 0.45)) return 'ge';
  return null;
}

/** A "<" has its ink gathered at mid-height on the left and spread top-to-bottom on the right. */
function pointsLeft(c: Component, ink: InkImage, labels: Int32Array): boolean {
  const w = componentWidth(c);
  const slice = Math.max(1, Math.round(w * 0.2));
  const spread = (from: number, to: number) => {
    let min = Infinity;
    let max = -Infinity;
    for (let y = c.top; y <= c.bottom; y++) {
      for (let x = from; x <= to; x++) {
        if (labels[y * ink.width + x] === c.label) {
          min = Math.min(min, y);
          max = Math.max(max, y);
        }
      }
    }
    return max - min;
  };
  return spread(c.left, c.left + slice - 1) < spread(c.right - slice + 1, c.right);
}

function apply(ink: InkImage, labels: Int32Array, line: LineMetrics, rewrite: Rewrite): void {
  const cap = line.baseline - line.capTop;
  const stroke = Math.max(2, Math.round(cap * 0.11));
  if (rewrite.kind === 'times') {
    const { dot } = rewrite;
    erase(ink, labels, dot);
    const cx = (dot.left + dot.right) / 2;
    const cy = (dot.top + dot.bottom) / 2;
    const r = cap * 0.3;
    // Widen the gap a little so the asterisk is not merged with its neighbours.
    const extra = Math.round(cap * 0.4);
    shiftRight(ink, line.band, Math.round(cx), extra);
    const x = cx + extra / 2;
    for (const deg of [90, 30, 150]) {
      const rad = (deg * Math.PI) / 180;
      drawLine(
        ink,
        x - r * Math.cos(rad),
        cy - r * Math.sin(rad),
        x + r * Math.cos(rad),
        cy + r * Math.sin(rad),
        stroke,
      );
    }
    return;
  }
  if (rewrite.kind === 'minus') {
    // Every minus is redrawn alike: a hyphen-length, firm bar centred where the old one was.
    const { bar } = rewrite;
    erase(ink, labels, bar);
    const cx = (bar.left + bar.right) / 2;
    const cy = (bar.top + bar.bottom) / 2;
    const half = cap * 0.25;
    // A typed hyphen hugs its number ("-4"); tesseract then drops it, so give it room.
    shiftRight(ink, line.band, bar.right + 1, Math.round(cap * 0.2));
    drawLine(ink, cx - half, cy, cx + half, cy, Math.max(2, Math.round(cap * 0.12)));
    return;
  }
  const { chevron, bar } = rewrite;
  erase(ink, labels, chevron);
  erase(ink, labels, bar);
  const left = Math.min(chevron.left, bar.left);
  const right = Math.max(chevron.right, bar.right);
  const top = line.capTop + cap * 0.15;
  const bottom = line.baseline - cap * 0.05;
  const w = Math.max(right - left, cap * 0.6);
  const gap = cap * 0.25;
  const equalsW = cap * 0.6;
  shiftRight(ink, line.band, right + 1, Math.round(gap + equalsW));
  const mid = (top + bottom) / 2;
  if (rewrite.kind === 'le') {
    drawLine(ink, left + w, top, left, mid, stroke);
    drawLine(ink, left, mid, left + w, bottom, stroke);
  } else {
    drawLine(ink, left, top, left + w, mid, stroke);
    drawLine(ink, left + w, mid, left, bottom, stroke);
  }
  const ex = left + w + gap;
  drawLine(ink, ex, mid - cap * 0.17, ex + equalsW, mid - cap * 0.17, stroke);
  drawLine(ink, ex, mid + cap * 0.17, ex + equalsW, mid + cap * 0.17, stroke);
}

/**
 * A "?" ending a line ("Koliko je 25% od 80?") is read as "7", which turns 80 into 807. It carries
 * no maths, so it is erased: a hook above the baseline with a dot under it, right of everything.
 */
function trailingQuestionMark(line: LineMetrics, inBand: Component[]): Component[] {
  const cap = line.baseline - line.capTop;
  const byRight = [...inBand].sort((a, b) => b.right - a.right);
  const [p, q] = byRight;
  if (!p || !q) return [];
  const dot = componentHeight(p) < componentHeight(q) ? p : q;
  const hook = dot === p ? q : p;
  const rest = byRight.slice(2);
  const dotLike =
    componentHeight(dot) <= cap * 0.32 &&
    componentWidth(dot) <= cap * 0.32 &&
    dot.bottom >= line.baseline - cap * 0.1;
  const hookLike =
    hook.bottom <= line.baseline - cap * 0.15 &&
    hook.top <= line.capTop + cap * 0.15 &&
    componentHeight(hook) >= cap * 0.5 &&
    overlapsX(hook, dot, 1);
  const rightmost = rest.every((o) => o.right < Math.min(dot.left, hook.left));
  return dotLike && hookLike && rightmost ? [hook, dot] : [];
}

/**
 * Tesseract's LSTM often invents a digit before a lone last digit ("= 8" → "=28"). A full stop
 * drawn after each line's last glyph takes the line-end position; the reader removes it again.
 */
function markLineEnd(ink: InkImage, line: LineMetrics): void {
  let right = -1;
  for (let y = line.band.top; y <= line.band.bottom; y++) {
    for (let x = ink.width - 1; x > right; x--) {
      if (ink.data[y * ink.width + x]) {
        right = x;
        break;
      }
    }
  }
  if (right < 0) return;
  const cap = line.baseline - line.capTop;
  const r = Math.max(1.5, cap * 0.09);
  const cx = right + cap * 0.5;
  drawLine(ink, cx, line.baseline - r, cx, line.baseline - r, r * 2);
}
