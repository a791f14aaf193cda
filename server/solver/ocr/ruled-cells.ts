/**
 * A worksheet's ruled boxes as its cells (docs/solver.md, "Cells"). The boxes are taken out of the
 * ink before the layout (rules.ts), so the lines inside them are read in page rows; when the maths
 * sits at different heights in the boxes of one row ("Koliko je 25% od 80?" at a box's top, a
 * system lower in the box beside it), a later box's line is read before an earlier box's, and
 * without labels nothing puts the tasks back in order (tune 312: answered in the wrong places at
 * 0.97). A line inside a box (a rule over and under it, a box's side left and right of it, all
 * spanning it) belongs to that box; the boxes of one row (overlapping down the page) are read left
 * to right, each box's lines in the order they came.
 */
import type { Box } from './math-layout.js';
import type { Chain } from './rules.js';
import type { PlacedLine } from './cell-order.js';

/**
 * The ruled lines of the page: horizontal rules and the boxes' sides (rules.ts findRuleChains), and
 * the frames the cleaning took out whole (preprocess.ts findFrames: a box drawn in one stroke).
 */
export interface Ruling {
  rules: Chain[];
  sides: Chain[];
  frames: Box[];
}

/** How far (caps) a line's ink may reach past a rule that bounds it (a tilted photo, a bracket's foot). */
const SLACK = 0.3;

/**
 * The box around a line: a frame holding it, or the nearest rule over and under it and the
 * nearest side left and right of it.
 */
export function boxAround(line: Box, { rules, sides, frames }: Ruling, cap: number): Box | null {
  const cx = (line.left + line.right) / 2;
  const cy = (line.top + line.bottom) / 2;
  const slack = SLACK * cap;
  const holds = (f: Box, l: Box) =>
    f.left <= l.left + slack &&
    f.right >= l.right - slack &&
    f.top <= l.top + slack &&
    f.bottom >= l.bottom - slack;
  // A frame round other frames is the page's edge or a panel, not a cell.
  const cells = frames.filter((f) => !frames.some((g) => g !== f && holds(f, g)));
  const frame = cells.find((f) => holds(f, line));
  if (frame) return frame;
  const across = rules.filter((r) => r.left <= line.left + slack && r.right >= line.right - slack);
  const down = sides.filter((s) => s.top <= line.top + slack && s.bottom >= line.bottom - slack);
  const nearest = (xs: number[], best: (a: number, b: number) => number) =>
    xs.length === 0 ? null : xs.reduce(best);
  const top = nearest(
    across.filter((r) => (r.top + r.bottom) / 2 < cy && r.bottom <= line.top + slack).map((r) => r.bottom),
    Math.max,
  );
  const bottom = nearest(
    across.filter((r) => (r.top + r.bottom) / 2 > cy && r.top >= line.bottom - slack).map((r) => r.top),
    Math.min,
  );
  const left = nearest(
    down.filter((s) => (s.left + s.right) / 2 < cx && s.right <= line.left + slack).map((s) => s.right),
    Math.max,
  );
  const right = nearest(
    down.filter((s) => (s.left + s.right) / 2 > cx && s.left >= line.right - slack).map((s) => s.left),
    Math.min,
  );
  if (top === null || bottom === null || left === null || right === null) return null;
  return { left, right, top, bottom };
}

/**
 * The lines in box order: where two or more boxes hold lines, the lines of each row of boxes are
 * read together, box by box from the left, at the place of the row's first line read; lines
 * outside the boxes keep their places. Left as read when a line outside every box stands level
 * with a row of boxes (a box whose side was not found), or no row has two boxes.
 */
export function boxedOrder<T extends PlacedLine>(lines: T[], ruling: Ruling, cap: number): T[] {
  const boxes: Box[] = [];
  const boxOf = new Map<T, Box>();
  for (const line of lines) {
    const found = boxAround(line.box, ruling, cap);
    if (!found) continue;
    const same = boxes.find(
      (b) => Math.abs(b.left - found.left) <= cap && Math.abs(b.top - found.top) <= cap,
    );
    const box = same ?? found;
    if (!same) boxes.push(found);
    boxOf.set(line, box);
  }
  if (boxes.length < 2) return lines;
  // Rows of boxes: boxes overlapping down the page by half the shorter one's height.
  const overlap = (a: Box, b: Box) =>
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) >=
    0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
  const rows: Box[][] = [];
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    const row = rows.find((r) => r.every((b) => overlap(b, box)));
    if (row) row.push(box);
    else rows.push([box]);
  }
  if (!rows.some((r) => r.length >= 2)) return lines;
  const rowSpan = rows.map((r) => ({
    top: Math.min(...r.map((b) => b.top)),
    bottom: Math.max(...r.map((b) => b.bottom)),
  }));
  const level = (l: T) =>
    rowSpan.some((s) => (l.box.top + l.box.bottom) / 2 > s.top && (l.box.top + l.box.bottom) / 2 < s.bottom);
  if (lines.some((l) => !boxOf.has(l) && level(l))) return lines;
  const out: T[] = [];
  const done = new Set<Box[]>();
  for (const line of lines) {
    const box = boxOf.get(line);
    if (!box) {
      out.push(line);
      continue;
    }
    const row = rows.find((r) => r.includes(box))!;
    if (done.has(row)) continue;
    done.add(row);
    for (const b of [...row].sort((p, q) => p.left - q.left))
      out.push(...lines.filter((l) => boxOf.get(l) === b));
  }
  return out;
}
