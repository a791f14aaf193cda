/**
 * A loop a pupil drew round the start of a task (its number, its first word) with a pen the colour
 * cannot give away. Left in, it is one component with every glyph it touches: the layout takes it
 * for a radical over them (`(2) Izračunaj` read `√()z) acunaj`), and the task's label is lost.
 *
 * A loop is an oval ring of ink round print: above and below the rows of the glyphs inside it, on
 * both sides of them, with its box's corners empty (a printed frame's are inked), thin (most of its
 * box is paper). Its ink above and below the print's rows is taken away, and in those rows its
 * thin run on either side beyond the glyphs it holds; a glyph it joined inside keeps its ink. Where
 * more than one thin run a row stands beside the print, the ring crossed a glyph there, and the
 * loop is left as it is rather than take that glyph's strokes with it.
 */
import type { Component, Labelled } from './components.js';
import type { InkImage } from './gray-image.js';

/** A loop is at least this tall (caps): it reaches over and under a row of print. */
const MIN_HEIGHT = 1.3;
/** ... and clears the print inside it by this much (caps) above and below. */
const CLEARANCE = 0.12;
/** Share of the columns across its middle (rows down its middle) in which the ring's ink is found. */
const RING_COVER = 0.7;
/** Beside the print, a run of the loop's ink this thin (caps) is the ring's side, not a glyph it crossed. */
const RING_STROKE = 0.3;
/**
 * The corners of its box (share of its width and height) hold no ink of an oval (an ellipse leaves
 * a corner square up to 0.146 of its box empty; the pen's thickness eats into that) but do a frame's.
 */
const CORNER = 0.08;
/** At most this share of its box is ink: a ring, not a blot or a drawing. */
const MAX_FILL = 0.3;

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const h = (c: { top: number; bottom: number }) => c.bottom - c.top + 1;
const w = (c: { left: number; right: number }) => c.right - c.left + 1;

interface Loop {
  loop: Component;
  /** The rows and columns of the print the loop holds. */
  inside: { left: number; top: number; right: number; bottom: number };
}

/** The pen loops round print among the page's components (`skip`: ruled lines, already accounted for). */
export function findPenLoops(
  ink: InkImage,
  { labels, components }: Labelled,
  cap: number,
  skip: Set<Component> = new Set(),
): Loop[] {
  const loops: Loop[] = [];
  for (const c of components) {
    if (
      skip.has(c) ||
      h(c) < MIN_HEIGHT * cap ||
      h(c) > 4 * cap ||
      w(c) < MIN_HEIGHT * cap ||
      w(c) > 12 * cap
    )
      continue;
    if (c.area > MAX_FILL * w(c) * h(c)) continue;
    const held = components.filter(
      (g) =>
        g !== c &&
        !skip.has(g) &&
        h(g) >= 0.3 * cap &&
        g.left > c.left &&
        g.right < c.right &&
        g.top > c.top &&
        g.bottom < c.bottom,
    );
    if (held.length === 0) continue;
    const inside = {
      left: Math.min(...held.map((g) => g.left)),
      top: Math.min(...held.map((g) => g.top)),
      right: Math.max(...held.map((g) => g.right)),
      bottom: Math.max(...held.map((g) => g.bottom)),
    };
    if (inside.top - c.top < CLEARANCE * cap || c.bottom - inside.bottom < CLEARANCE * cap) continue;
    if (isOvalRing(c, ink.width, labels)) loops.push({ loop: c, inside });
  }
  return loops;
}

/** Ink of `c` over and under its middle columns, beside its middle rows, and none in its corners. */
function isOvalRing(c: Component, width: number, labels: Int32Array): boolean {
  const inked = (x: number, y: number) => labels[y * width + x] === c.label;
  const any = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = Math.round(y0); y <= Math.round(y1); y++)
      for (let x = Math.round(x0); x <= Math.round(x1); x++) if (inked(x, y)) return true;
    return false;
  };
  const [bw, bh] = [w(c), h(c)];
  const share = (n: number, test: (i: number) => boolean) => {
    let hits = 0;
    for (let i = 0; i < n; i++) if (test(i)) hits++;
    return hits / Math.max(1, n);
  };
  const x0 = c.left + Math.round(bw * 0.25);
  const columns = Math.round(bw * 0.5);
  const over = share(columns, (i) => any(x0 + i, x0 + i, c.top, c.top + bh * 0.25));
  const under = share(columns, (i) => any(x0 + i, x0 + i, c.bottom - bh * 0.25, c.bottom));
  const y0 = c.top + Math.round(bh * 0.35);
  const rows = Math.round(bh * 0.3);
  const before = share(rows, (i) => any(c.left, c.left + bw * 0.2, y0 + i, y0 + i));
  const after = share(rows, (i) => any(c.right - bw * 0.2, c.right, y0 + i, y0 + i));
  // The loop is left open where the pen started and stopped: one side may be missing.
  if ([over, under, before, after].filter((cover) => cover < RING_COVER).length > 1) return false;
  const [cw, ch] = [bw * CORNER, bh * CORNER];
  const corners = [
    any(c.left, c.left + cw, c.top, c.top + ch),
    any(c.right - cw, c.right, c.top, c.top + ch),
    any(c.left, c.left + cw, c.bottom - ch, c.bottom),
    any(c.right - cw, c.right, c.bottom - ch, c.bottom),
  ].filter(Boolean).length;
  return corners <= 1;
}

/** The ink without the loops' rings (see the file's comment); the same ink when there is none. */
export function eraseLoops(ink: InkImage, labels: Int32Array, loops: Loop[], cap: number): InkImage {
  if (loops.length === 0) return ink;
  const data = new Uint8Array(ink.data);
  const at = (x: number, y: number) => y * ink.width + x;
  for (const { loop, inside } of loops) {
    // The print's rows: a capital's height at least, for a letter the loop joined to itself.
    const top = Math.min(inside.top, inside.bottom - cap) - 1;
    const bottom = inside.bottom + 1;
    const runsOf = (y: number) => {
      const runs: [number, number][] = [];
      for (let x = loop.left; x <= loop.right; x++) {
        if (labels[at(x, y)] !== loop.label) continue;
        const last = runs[runs.length - 1];
        if (last && last[1] === x - 1) last[1] = x;
        else runs.push([x, x]);
      }
      return runs;
    };
    const thin = (r: [number, number]) => r[1] - r[0] + 1 <= RING_STROKE * cap;
    // Beside the print only the ring's side may stand: one thin run a row on either side. A glyph
    // the ring crossed there (the 4 of "a) 4x") would lose its strokes with it: the loop is left.
    const sidesClean = range(top, bottom).every((y) => {
      const runs = runsOf(y);
      const before = runs.filter((r) => r[0] < inside.left - 1);
      const after = runs.filter((r) => r[1] > inside.right + 1);
      return before.length <= 1 && after.length <= 1 && [...before, ...after].every(thin);
    });
    if (!sidesClean) continue;
    for (let y = loop.top; y <= loop.bottom; y++) {
      const runs = runsOf(y);
      const ring =
        y < top || y > bottom ? runs : runs.filter((r) => r[0] < inside.left - 1 || r[1] > inside.right + 1);
      for (const [x0, x1] of ring) for (let x = x0; x <= x1; x++) data[at(x, y)] = 0;
    }
  }
  return { width: ink.width, height: ink.height, data };
}
