/**
 * A pupil's pen marks on a printed page that the colour cannot give away (a near-black ballpoint):
 * told from print by their shape and place. A tick or a cross drawn after a row's last glyph is
 * read as "√", "7", "x" or "X" and turns `6,5 − 9,66` into `6,5 − 9,66x` or `140` into `140 7`.
 *
 * Such a mark stands after the row's print with paper before it, reaches from the row's foot up to
 * its capitals, and is drawn in slanted strokes alone: no row of its ink runs flat across it (a 7's
 * bar, a T's), no upright stem runs down it (an H's, a 4's), and two strokes meet or cross
 * in it (an X, a tick's V). A lower-case x, v or y is no mark (under the capitals' height, or
 * narrow) and a printed "/" has one stroke. A capital X, V or W set apart at a row's end would be
 * taken for one: rare after maths.
 */
import { componentHeight as h, componentWidth as w, type Component } from './components.js';
import type { InkLabels } from './glyph-under.js';
import type { PageLayout } from './math-layout.js';
import { paperOutside } from './paper-outside.js';
import { median } from './order-statistics.js';

/** Paper (caps) before the mark: a pen's tick is set off from the row; a printed x after "2" is not. */
const MIN_GAP = 0.2;
/** The mark is at least this tall (caps): taller than a lower-case x or v. */
const MIN_HEIGHT = 0.8;
/** ... reaches at least this high above the row's foot (caps)... */
const MIN_RISE = 0.65;
/**
 * ... and, unless it reaches the capitals' height, hangs under the foot by at most this (caps): a
 * letter with a descender that tops out at x-height is a y, a wide monospaced one as broad as a
 * pen's mark (the review of round 17: `2y` read `2`).
 */
const MAX_DESCENT_UNDER_CAPS = 0.15;
/** ... and is at least this wide (caps): a pen's tick or cross is drawn broad, a printed y is not. */
const MIN_WIDTH = 0.85;
/** At least this share of the mark's rows holds two strokes (a V's arms, an X's). */
const MIN_TWO_STROKE_ROWS = 0.25;

/**
 * The ticks and crosses standing after rows of print: for each row of the page its rightmost glyph,
 * when it is such a mark (a row's lines side by side count as one row: a mark set far off may be
 * a line of its own).
 */
export function findMarksAfterRows(layout: PageLayout, ink: InkLabels): Set<Component> {
  const marks = new Set<Component>();
  const rows = new Map<number, { glyphs: Component[]; ends: number[] }>();
  layout.lines.forEach((line, i) => {
    const row = rows.get(line.row ?? i) ?? { glyphs: [], ends: [] };
    row.glyphs.push(...line.glyphs);
    row.ends.push(...line.specials.map((s) => s.box.right));
    rows.set(line.row ?? i, row);
  });
  for (const { glyphs, ends } of rows.values()) {
    const last = glyphs.reduce<Component | undefined>((m, g) => (!m || g.left > m.left ? g : m), undefined);
    if (!last || last.parts) continue;
    const print = glyphs.filter((g) => g !== last);
    if (print.length < 2) continue;
    const printEnd = Math.max(...print.map((g) => g.right), ...ends);
    if (isMarkAfterRow(last, print, printEnd, layout.cap, ink)) marks.add(last);
  }
  return marks;
}

/** Whether `c`, the row's rightmost glyph after print ending at `printEnd`, is a pen's tick or cross. */
export function isMarkAfterRow(
  c: Component,
  print: Component[],
  printEnd: number,
  cap: number,
  ink: InkLabels,
): boolean {
  if (c.left - printEnd - 1 < MIN_GAP * cap) return false;
  if (h(c) < MIN_HEIGHT * cap || h(c) > 2 * cap || w(c) < MIN_WIDTH * cap || w(c) > 2 * cap) return false;
  const solid = print.filter((g) => h(g) >= 0.45 * cap && h(g) <= 1.2 * cap);
  if (solid.length === 0) return false;
  const foot = median(solid.map((g) => g.bottom));
  // From the foot (a tick's vertex may dip a little under it) up to the capitals' height.
  if (c.top > foot - MIN_RISE * cap || c.bottom < foot - 0.3 * cap || c.bottom > foot + 0.6 * cap)
    return false;
  if (c.top > foot - 0.9 * cap && c.bottom > foot + MAX_DESCENT_UNDER_CAPS * cap) return false;
  return slantedStrokesOnly(c, ink);
}

/** Ink of `c` in slanted strokes only, two of them meeting or crossing (see the file's comment). */
export function slantedStrokesOnly(c: Component, { width, labels }: InkLabels): boolean {
  const inked = (x: number, y: number) => labels[y * width + x] === c.label;
  const rowRuns = (y: number) => runs(c.left, c.right, (x) => inked(x, y));
  const columnRuns = (x: number) => runs(c.top, c.bottom, (y) => inked(x, y));
  const band = Math.max(1, Math.round(EDGE_BAND * h(c)));
  const top = range(c.top, c.top + band - 1).map(rowRuns);
  const bottom = range(c.bottom - band + 1, c.bottom).map(rowRuns);
  // A flat stroke along its top or foot: a 7's bar, a T's, a 2's or a Z's foot.
  if ([...top, ...bottom].some((rs) => rs.some((r) => r.length > MAX_EDGE_RUN * w(c)))) return false;
  // An upright stem off the middle: an H's, a U's, a K's, a 4's.
  const third = w(c) / 3;
  for (let x = c.left; x <= c.right; x++) {
    if (x >= c.left + third && x <= c.right - third) continue;
    for (const r of columnRuns(x))
      if (r.length > FULL_STEM * h(c) || (r.length > MAX_STEM * h(c) && isUpright(r, x, rowRuns)))
        return false;
  }
  const rows = range(c.top, c.bottom).map(rowRuns);
  const twoStrokeRows = rows.filter((rs) => rs.length >= 2).length;
  if (twoStrokeRows < MIN_TWO_STROKE_ROWS * h(c)) return false;
  if (enclosedPaper(c, inked) > MAX_HOLES * w(c) * h(c)) return false;
  // An X's or a V's two arms along the top, or a tick's one long arm reaching up on the right.
  const twoAtTop = top.filter((rs) => rs.length >= 2).length * 2 >= top.length;
  const middle = (r: Run) => (r.start + r.end) / 2 - c.left;
  const rightArm = top.every((rs) => rs.length === 1 && middle(rs[0]!) > 0.6 * w(c));
  return twoAtTop || rightArm;
}

/**
 * Whether the column run `r` through column `x` is an upright stroke: the stroke it belongs to
 * keeps its place across the rows it spans (a slanted one drifts sideways as it goes down; where
 * thick strokes cross, columns through them run long too).
 */
function isUpright(r: Run, x: number, rowRuns: (y: number) => Run[]): boolean {
  const lefts = range(r.start, r.end).map((y) => rowRuns(y).find((q) => q.start <= x && q.end >= x)!.start);
  return Math.max(...lefts) - Math.min(...lefts) <= MAX_STEM_DRIFT * r.length;
}

/** Rows at the top and at the foot (share of the height) whose strokes tell a tick or a cross. */
const EDGE_BAND = 0.2;
/** A run along the top or foot longer than this share of the width is a flat stroke. */
const MAX_EDGE_RUN = 0.6;
/**
 * A column run longer than this share of the height, off the middle third, is an upright stem when
 * it keeps its place; one down nearly the whole height is a stem whatever its slant (an italic 4's).
 * Thick crossed pen strokes run 0.6–0.8 of the height down a column.
 */
const FULL_STEM = 0.85;
const MAX_STEM = 0.55;
/** An upright stem drifts sideways by at most this share of its length (a slanted arm by far more). */
const MAX_STEM_DRIFT = 0.25;
/** Paper enclosed by the ink (share of its box) above which it is a ring's (a "%", an "8"), not crossed strokes. */
const MAX_HOLES = 0.05;

interface Run {
  start: number;
  end: number;
  length: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Paper pixels in `c`'s box that cannot reach the box's edge without crossing its ink. */
function enclosedPaper(c: Component, inked: (x: number, y: number) => boolean): number {
  const ink = new Uint8Array(w(c) * h(c));
  for (let y = 0; y < h(c); y++)
    for (let x = 0; x < w(c); x++) if (inked(c.left + x, c.top + y)) ink[y * w(c) + x] = 1;
  const outside = paperOutside(ink, w(c), h(c));
  let enclosed = 0;
  for (let i = 0; i < ink.length; i++) if (!ink[i] && !outside[i]) enclosed++;
  return enclosed;
}

/** The runs of ink along a row or column from `from` to `to`. */
function runs(from: number, to: number, inked: (i: number) => boolean): Run[] {
  const out: Run[] = [];
  let start = -1;
  for (let i = from; i <= to + 1; i++) {
    const on = i <= to && inked(i);
    if (on && start < 0) start = i;
    else if (!on && start >= 0) {
      out.push({ start, end: i - 1, length: i - start });
      start = -1;
    }
  }
  return out;
}
