/**
 * The gutter of a book lying open (docs/solver.md, "Open books"): where the page curves down into
 * the spine, the fold binarises as a long thin upright line, broken into dashes and frayed by the
 * shadow's noise, with paper on both sides. Left in, its pieces join the lines beside it (read
 * "1", ":" or "|": `1 6^2 − 5^2`), or chain a task line to the facing page's words across it into
 * one tall "line" that reads as nothing. A long straight stroke in one piece is dropped by the
 * layout already (math-layout.ts, `edge`); a broken one is found here, along a straight line
 * through a thin piece of it.
 */
import { componentHeight, componentWidth, type Component, type Labelled } from './components.js';
import type { InkImage } from './gray-image.js';
import type { Box } from './math-layout.js';

/** The fold runs down at least this many caps: a brace or a bar stands a line or two tall. */
const MIN_SPAN = 6;
/** Paper along the fold between its pieces, at most, in caps (the gap between two text lines is more). */
const MAX_BREAK = 1.2;
/** The fold's band is inked along this share of its span at least. */
const MIN_INKED = 0.6;
/** The band's half width in px (the fold wavers a pixel or two). */
const BAND = 2;
/** Paper beside it on both sides: this far out (caps) the ink covers at most ... */
const SIDE_FROM = 0.4;
const SIDE_TO = 0.8;
/** ... this share of the rows along the fold (a column of letters' stems has letters beside it). */
const SIDE_INK = 0.15;
/** Slopes tried (px across per px down): perspective leans the fold a few degrees off upright. */
const SLOPES = Array.from({ length: 17 }, (_, i) => (i - 8) * 0.015);

export interface Gutter {
  top: number;
  bottom: number;
  /** Where the fold runs at a given row. */
  xAt: (y: number) => number;
}

/** The page's fold, when a long, thin, straight upright line with paper on both sides runs down it. */
export function findGutter(ink: InkImage, components: readonly Component[], cap: number): Gutter | null {
  const { width, height, data } = ink;
  // Any ink in row y from x = from to x = to (the spans asked about are a few px to half a cap).
  const inkIn = (y: number, from: number, to: number) => {
    const row = y * width;
    for (let x = Math.max(0, Math.round(from)), end = Math.min(width - 1, Math.round(to)); x <= end; x++)
      if (data[row + x]) return true;
    return false;
  };
  const seeds = components.filter(
    (c) => componentHeight(c) >= 0.4 * cap && componentWidth(c) <= Math.max(4, 0.5 * cap),
  );
  let best: (Gutter & { span: number }) | null = null;
  const covered = (c: Component) =>
    best !== null && c.top >= best.top && c.bottom <= best.bottom && Math.abs(best.xAt(c.top) - c.left) < cap;
  /** Rows from `top` to `bottom` with ink this far beside x on the more crowded side. */
  const besideInk = (top: number, bottom: number, xAt: (y: number) => number) => {
    let left = 0;
    let right = 0;
    for (let y = top; y <= bottom; y++) {
      const x = xAt(y);
      if (inkIn(y, x - SIDE_TO * cap, x - SIDE_FROM * cap)) left++;
      if (inkIn(y, x + SIDE_FROM * cap, x + SIDE_TO * cap)) right++;
    }
    return Math.max(left, right);
  };
  for (const seed of seeds) {
    if (covered(seed)) continue;
    const y0 = Math.round((seed.top + seed.bottom) / 2);
    const x0 = (seed.left + seed.right) / 2;
    // A letter's stem has letters beside it: most seeds end here, before any slope is tried.
    if (besideInk(seed.top, seed.bottom, () => x0) > SIDE_INK * componentHeight(seed)) continue;
    for (const slope of SLOPES) {
      const xAt = (y: number) => x0 + slope * (y - y0);
      const hit = (y: number) => inkIn(y, xAt(y) - BAND, xAt(y) + BAND);
      const end = (step: 1 | -1) => {
        let last = y0;
        for (let y = y0; y >= 0 && y < height && Math.abs(y - last) <= MAX_BREAK * cap; y += step)
          if (hit(y)) last = y;
        return last;
      };
      const top = end(-1);
      const bottom = end(1);
      const span = bottom - top + 1;
      if (span < MIN_SPAN * cap || (best && best.span >= span)) continue;
      let inked = 0;
      for (let y = top; y <= bottom; y++) if (hit(y)) inked++;
      if (inked < MIN_INKED * span || besideInk(top, bottom, xAt) > SIDE_INK * span) continue;
      best = { top, bottom, xAt, span };
    }
  }
  return best && { top: best.top, bottom: best.bottom, xAt: best.xAt };
}

/** The fold's own ink: every component no wider than its band with a pixel in it along its length. */
export function foldComponents(gutter: Gutter, labelled: Labelled, width: number): Set<Component> {
  const byLabel = new Map(labelled.components.map((c) => [c.label, c]));
  const fold = new Set<Component>();
  const height = labelled.labels.length / width;
  for (let y = gutter.top; y <= gutter.bottom && y < height; y++) {
    const x = Math.round(gutter.xAt(y));
    for (let xx = Math.max(0, x - BAND); xx <= Math.min(width - 1, x + BAND); xx++) {
      const label = labelled.labels[y * width + xx]!;
      const piece = label ? byLabel.get(label)! : undefined;
      // Only the fold's own thin pieces: a glyph the band touches (a line under the fold's foot, a
      // task number beside a margin rule) stays ink (review, round 18).
      if (piece && piece.right - piece.left <= 2 * BAND + 2) fold.add(piece);
    }
  }
  return fold;
}

/** Two boxes on the fold's two sides, within its length: no text line runs across a book's gutter. */
export function acrossGutter(gutter: Gutter): (a: Box, b: Box) => boolean {
  const side = (b: Box) => {
    const y = (b.top + b.bottom) / 2;
    return (b.left + b.right) / 2 < gutter.xAt(y) ? -1 : 1;
  };
  // Within the fold's own length: a line under its foot is not split (review, round 18).
  const beside = (b: Box) => b.bottom >= gutter.top && b.top <= gutter.bottom;
  return (a, b) => beside(a) && beside(b) && side(a) !== side(b);
}
