/**
 * A worksheet printed as a ruled table (the `tabela` layout; docs/solver.md, "Rules"): a rule round
 * every cell, in black, grey or navy. Where the rules binarise whole they are one frame the
 * cleaning takes out (preprocess.ts findFrames) or chains of pieces (rules.ts); a thin grey or navy
 * rule on a dim photo binarises only in places, as specks and short dashes along its line that
 * chain into the lines beside them (read `·`, `:`, `.`, `1`, `|`, `-` before a task, or a line of
 * their own).
 *
 * The rules are found on the flattened grey, where they stay whole, as squared paper's are
 * (grid-rules.ts findLongRules: a thin peak of darkness continued band after band): long, straight
 * and of their own grey or darker nearly all along (a text line's baseline or a column of stems
 * shows the paper between letters and lines), all of one grey. A page is a table when three or more
 * such rules run across and two or more down, crossing one another (and not at one pitch both ways:
 * squared paper is grid-rules.ts'). A component of the ink lying wholly on one of its rules — within the rule's
 * grey extent and a margin either side, and no wider across than the rule — is a piece of the
 * rule, not print: a table's print keeps a padding off its rules.
 */
import type { Component } from './components.js';
import type { GrayImage } from './gray-image.js';
import { median } from './order-statistics.js';
import {
  findLongRules,
  horizontalAxis,
  isSquareGrid,
  verticalAxis,
  BAND,
  MAX_RULE_GREY,
  type Axis,
  type Rule,
} from './grid-rules.js';

/** A rule's centre line is lighter than its grey by this many levels (or a quarter of its contrast) ... */
const LIGHTER_LEVELS = 14;
/** ... along this share of its length at most (a faint rule shows a little more paper than a streak). */
const PAPER_SHARE = 0.2;
/**
 * A table has at least this many rules across (a rule over and under each of two rows or more),
 * each crossing two rules down or more, and two rules down or more, each crossing this many rules
 * across. A page's own outline on the desk (two edges each way) is no table.
 */
const MIN_TABLE_ROWS = 3;
const MIN_TABLE_COLUMNS = 2;
/** How far (caps) past a rule's grey extent a piece of it may reach (the binarisation's blur). */
const MARGIN = 0.12;
/** How far (grey levels) a table rule's grey may be from the median of the page's steady rules. */
const LEVEL_SPREAD = 25;
/** A rule keeps at least this many bands once its unsteady ends are cut. */
const MIN_STEADY_BANDS = 3;

export interface TableRule {
  rule: Rule;
  horizontal: boolean;
}

/** The rules of a ruled table on the flattened page; none when the page holds no table. */
export function findTableRules(image: GrayImage): TableRule[] {
  const steady = (axis: Axis) =>
    findLongRules(image, axis)
      .map((r) => steadyPart(image, axis, r))
      .filter((r): r is Rule => r !== null && r.level <= MAX_RULE_GREY && isSteadyAlong(image, axis, r));
  const allRows = steady(horizontalAxis(image));
  if (allRows.length < MIN_TABLE_ROWS) return [];
  const allColumns = steady(verticalAxis(image));
  if (allColumns.length < MIN_TABLE_COLUMNS) return [];
  // A table's rules are all of one grey (grid-rules.ts): a fainter chain is the paper's grain or a
  // shading's edge lined up, a darker one a line of print's edge.
  const level = median([...allRows, ...allColumns].map((r) => r.level));
  const ofTable = (r: Rule) => Math.abs(r.level - level) <= LEVEL_SPREAD;
  const rows = allRows.filter(ofTable);
  const columns = allColumns.filter(ofTable);
  // Squared paper (its rules at one pitch both ways) is not a table.
  if (isSquareGrid(rows, columns)) return [];
  const crossing = (a: Rule[], b: Rule[], least: number) =>
    a.filter((r) => b.filter((s) => crosses(r, s)).length >= least);
  const tableRows = crossing(rows, columns, MIN_TABLE_COLUMNS);
  const tableColumns = crossing(columns, rows, MIN_TABLE_ROWS);
  if (tableRows.length < MIN_TABLE_ROWS || tableColumns.length < MIN_TABLE_COLUMNS) return [];
  return [
    ...tableRows.map((rule) => ({ rule, horizontal: true })),
    ...tableColumns.map((rule) => ({ rule, horizontal: false })),
  ];
}

/**
 * Does rule `a` (one way) reach across rule `b` (the other way)? `a`'s bands span `b`'s position
 * across, and `b`'s bands span `a`'s, within a band (a rule ends where it meets the outer frame).
 */
function crosses(a: Rule, b: Rule): boolean {
  const span = (r: Rule) => [r.peaks[0]!.band * BAND, (r.peaks[r.peaks.length - 1]!.band + 1) * BAND];
  const at = (r: Rule) => r.peaks.reduce((s, p) => s + p.at, 0) / r.peaks.length;
  const [aFrom, aTo] = span(a);
  const [bFrom, bTo] = span(b);
  return at(b) >= aFrom! - BAND && at(b) <= aTo! + BAND && at(a) >= bFrom! - BAND && at(a) <= bTo! + BAND;
}

/** A band's share of the centre line lighter than the rule's grey (paper showing). */
function paperShare(image: GrayImage, axis: Axis, rule: Rule, p: Rule['peaks'][number]): number {
  const { paper, all } = paperPixels(image, axis, rule, p);
  return all > 0 ? paper / all : 1;
}

/** How many pixels of the rule's centre line in peak `p`'s band are lighter than the rule (paper), of all. */
function paperPixels(
  image: GrayImage,
  axis: Axis,
  rule: Rule,
  p: Rule['peaks'][number],
): { paper: number; all: number } {
  const lighter = rule.level + Math.max(LIGHTER_LEVELS, 0.25 * (255 - rule.level));
  let paper = 0;
  let all = 0;
  for (let u = p.band * BAND; u < Math.min(axis.along, (p.band + 1) * BAND); u++) {
    all++;
    if (image.data[axis.index(u, p.at)]! > lighter) paper++;
  }
  return { paper, all };
}

/**
 * The rule without the bands at its ends where its centre line shows the paper (a chain run on
 * into the letters of a title above the table, whose stems lie in line with a rule), or null when
 * fewer than MIN_STEADY_BANDS are left.
 */
function steadyPart(image: GrayImage, axis: Axis, rule: Rule): Rule | null {
  const { peaks } = rule;
  let first = 0;
  let last = peaks.length - 1;
  while (first <= last && paperShare(image, axis, rule, peaks[first]!) > PAPER_SHARE) first++;
  while (last >= first && paperShare(image, axis, rule, peaks[last]!) > PAPER_SHARE) last--;
  if (last - first + 1 < MIN_STEADY_BANDS) return null;
  return first === 0 && last === peaks.length - 1 ? rule : { ...rule, peaks: peaks.slice(first, last + 1) };
}

/** Is the rule's centre line of its own grey or darker nearly all along (copier-marks.ts isSteady, either axis)? */
export function isSteadyAlong(image: GrayImage, axis: Axis, rule: Rule): boolean {
  let paper = 0;
  let all = 0;
  for (const p of rule.peaks) {
    const band = paperPixels(image, axis, rule, p);
    paper += band.paper;
    all += band.all;
  }
  return all > 0 && paper <= PAPER_SHARE * all;
}

/**
 * The components lying wholly on a table's rules: along the rule within its found bands, and across
 * within its grey extent there (interpolated between its peaks) and MARGIN caps either side.
 */
export function onTableRules(components: Component[], rules: TableRule[], cap: number): Set<Component> {
  const out = new Set<Component>();
  if (rules.length === 0) return out;
  const margin = Math.max(2, MARGIN * cap);
  for (const c of components)
    for (const { rule, horizontal } of rules) {
      const from = horizontal ? c.left : c.top;
      const to = horizontal ? c.right : c.bottom;
      const lo = horizontal ? c.top : c.left;
      const hi = horizontal ? c.bottom : c.right;
      const extent = extentAt(rule, (from + to) / 2);
      if (!extent) continue;
      const first = rule.peaks[0]!.band * BAND;
      const last = (rule.peaks[rule.peaks.length - 1]!.band + 1) * BAND;
      if (from < first || to >= last) continue;
      // No wider across than the rule's own grey and a pixel each side, and within it and the margin.
      const across = extent.bottom - extent.top + 1;
      if (hi - lo + 1 <= across + 2 && lo >= extent.top - margin && hi <= extent.bottom + margin) {
        out.add(c);
        break;
      }
    }
  return out;
}

/**
 * The rule's extent across at position `u` along it: its peak's extent in that band, and between
 * the centres of two peaks the extent holding both (the rule drifts by a pixel or two between them).
 */
function extentAt(rule: Rule, u: number): { top: number; bottom: number } | null {
  const { peaks } = rule;
  const centre = (b: number) => b * BAND + BAND / 2;
  if (u < peaks[0]!.band * BAND || u >= (peaks[peaks.length - 1]!.band + 1) * BAND) return null;
  let i = 0;
  while (i + 1 < peaks.length && centre(peaks[i + 1]!.band) <= u) i++;
  const p = peaks[i]!;
  const next = peaks[i + 1];
  if (!next || u <= centre(p.band)) return { top: p.top, bottom: p.bottom };
  return { top: Math.min(p.top, next.top), bottom: Math.max(p.bottom, next.bottom) };
}
