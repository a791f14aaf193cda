/**
 * A glyph's ink row by row: the runs of its own pixels in each row, which the shape tests of the
 * ink checks (figure-spacing.ts, radicals-and-bars.ts) and glyph-shapes.ts read (a module of its
 * own, so neither imports the other for it).
 */
import { ownLabels, type Component } from './components.js';
import type { InkLabels } from './glyph-under.js';

/**
 * The runs of a glyph's own ink along one row: [from, to] pairs, gaps of up to `bridge` pixels
 * (one by default) bridged; 0 gives the exact runs.
 */
export function rowRuns(
  g: Component,
  own: Set<number>,
  ink: InkLabels,
  y: number,
  bridge = 1,
): [number, number][] {
  const runs: [number, number][] = [];
  for (let x = g.left; x <= g.right; x++) {
    if (!own.has(ink.labels[y * ink.width + x]!)) continue;
    const last = runs.at(-1);
    if (last && x - last[1] <= bridge + 1) last[1] = x;
    else runs.push([x, x]);
  }
  return runs;
}

/** The glyph's own ink runs in each of its rows, top to bottom (`rowRuns`, `bridge` as there). */
export function runsByRow(g: Component, ink: InkLabels, bridge = 1): [number, number][][] {
  const own = ownLabels(g);
  const rows: [number, number][][] = [];
  for (let y = g.top; y <= g.bottom; y++) rows.push(rowRuns(g, own, ink, y, bridge));
  return rows;
}

/** The middle of a row's ink, from its leftmost to its rightmost pixel (the row must hold ink). */
export const centre = (runs: [number, number][]): number => (runs[0]![0] + runs.at(-1)![1]) / 2;

/** A row's ink from its leftmost to its rightmost pixel (0 for a blank row). */
export function extent(runs: [number, number][]): number {
  return runs.length ? runs.at(-1)![1] - runs[0]![0] + 1 : 0;
}

/** The pixels of exact runs (`bridge` 0) that fall between columns `from` and `to`. */
const inkBetween = (runs: [number, number][], from: number, to: number) =>
  runs.reduce((n, [a, b]) => n + Math.max(0, Math.min(b, to) - Math.max(a, from) + 1), 0);

/**
 * Does the glyph run down to the right as one steep stroke — the short first stroke of a radical
 * sign — and no more: at most 0.7 times as wide as tall, one ink run in each row (a single blank
 * pixel inside it allowed), each row's run no farther left than the row above's (a pixel's slack),
 * the bottom row's a half width or more right of the top row's?
 */
export function isRadicalTick(g: Component, ink: InkLabels): boolean {
  const w = g.right - g.left + 1;
  const h = g.bottom - g.top + 1;
  if (h < 8 || w > 0.7 * h) return false;
  const centres: number[] = [];
  for (const runs of runsByRow(g, ink, 0)) {
    if (runs.length === 0 || runs.length > 2) return false;
    if (runs.length === 2 && runs[1]![0] - runs[0]![1] !== 2) return false;
    centres.push(centre(runs));
  }
  for (let i = 1; i < centres.length; i++) if (centres[i]! < centres[i - 1]! - 1) return false;
  return centres.at(-1)! - centres[0]! >= 0.5 * w;
}

/**
 * A bar and a minus run together into one glyph (a monospaced face's narrow spacing: "|−7|"), read
 * as "-": the glyph is taller than the figures, and apart from a straight column of ink through
 * its full height at one side, its ink is a flat stroke at mid-height. Which side the bar stands
 * on gives "|-" or "-|".
 */
export function barBesideMinus(g: Component, cap: number, ink: InkLabels): 'left' | 'right' | null {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 1.1 * cap || w < 0.45 * cap || w > 1.4 * cap) return null;
  const rows = runsByRow(g, ink, 0);
  const full: number[] = [];
  for (let x = g.left; x <= g.right; x++) {
    const n = rows.filter((runs) => inkBetween(runs, x, x) > 0).length;
    if (n >= 0.85 * h) full.push(x);
  }
  if (full.length === 0 || full.at(-1)! - full[0]! + 1 > 0.3 * w) return null;
  const side = full.at(-1)! < g.left + 0.3 * w ? 'left' : full[0]! > g.right - 0.3 * w ? 'right' : null;
  if (!side) return null;
  // A bar's ends are bare: ink more than a pixel beside its column in the top or bottom 15 % of
  // rows is a bracket's arm or a serif ("[−" run together), which the margin below could hide.
  const ends = Math.max(1, Math.round(0.15 * h));
  const [barFrom, barTo] = [full[0]! - 1, full.at(-1)! + 1];
  for (let i = 0; i < h; i++) {
    if (i >= ends && i <= h - 1 - ends) continue;
    if (rows[i]!.some(([a, b]) => a < barFrom || b > barTo)) return null;
  }
  // The rest: rows holding ink away from the bar (two pixels' margin for its edge).
  const [from, to] = side === 'left' ? [full.at(-1)! + 3, g.right] : [g.left, full[0]! - 3];
  if (to - from + 1 < 0.3 * cap) return null;
  const inked: number[] = [];
  let widest = 0;
  rows.forEach((runs, i) => {
    const n = inkBetween(runs, from, to);
    if (n > 0) inked.push(g.top + i);
    widest = Math.max(widest, n);
  });
  if (inked.length === 0 || inked.at(-1)! - inked[0]! + 1 > 0.25 * cap || widest < 0.8 * (to - from + 1))
    return null;
  const middle = (inked[0]! + inked.at(-1)!) / 2;
  return Math.abs(middle - (g.top + g.bottom) / 2) <= 0.2 * h ? side : null;
}
