/**
 * Reading order of a worksheet's grid (docs/solver.md, "Cells"): tasks set side by side in cells,
 * each a label with its instruction and the maths under it. Row by row, the page would read the
 * labels of a whole row of cells first and their maths after ("1) Reši jednačinu:", "2) Sredi
 * izraz:", "7 : x = 21 : 12", "(x + 1)^2 − x(x − 8)"), so each task would meet the wrong
 * instruction. A row holding two or more labelled lines far apart starts a grid: its labels
 * mark the columns, the rows below join while each of their lines stays within one column, and
 * within a column a labelled line starts a new cell. Cells are read in the grid's order (by the
 * row they start in, then left to right), each cell's lines top to bottom.
 */
import {
  LABEL_CLOSE as CLOSE,
  LABEL_LETTER as LETTER,
  LABEL_NUMBER as NUMBER,
  LABEL_OPEN as OPEN,
  LABEL_WORDS,
  LOST_POINT_LABEL,
  SERBIAN_ONLY,
} from '../engine/labels.js';
import type { Box } from './math-layout.js';

export interface PlacedLine {
  text: string;
  box: Box;
  /** The page row of the line (math-layout.ts `readingOrder`). */
  row: number;
}

/**
 * A box's side read left of a label, as "1|" or "||" ("1| 2) Izračunaj:"): the worksheet's ruled
 * cell beside it.
 */
const SIDE = /(?:\d?\|+\s*)?/u;

/**
 * A bracketed label with a space or an unread mark beside its number ("( 1) Izračunaj:", "(⁇3)
 * Izračunaj:", "(6⁇) Reši"), as the reader gives it, before a word: no maths opens
 * a bracket so before a word.
 */
const SPOILT_BRACKET_LABEL = `${OPEN}(?:\\s⁇?|⁇)${NUMBER}⁇?${CLOSE}(?=\\s*\\p{L})|${OPEN}${NUMBER}⁇${CLOSE}(?=\\s*\\p{L})`;

/**
 * A task's label at the start of a line, after at most two stray marks: "1)", "2.", "(3)", "a.",
 * "b)", "v)" (a letter of the Serbian order a, b, v, g: labels.ts SERBIAN_LETTERS), glued to its word as the recogniser often reads it ("2.Reši", "c.Izračunaj", "e.lzračunaj"
 * with its capital misread), its brackets read square ("[3]", "(2]": labels.ts LABEL_OPEN), or its
 * point lost before an instruction ("3 Izračunaj:", labels.ts LOST_POINT_LABEL; not "1 zračunaj:").
 */
const MARK_LABEL = new RegExp(
  `^${SIDE.source}[^\\p{L}\\d(]{0,2}(?:${OPEN}?${NUMBER}${CLOSE}|${SPOILT_BRACKET_LABEL}|${NUMBER}\\.(?=\\s|\\p{L})|${OPEN}?(?:${LETTER}|${SERBIAN_ONLY})${CLOSE}|${LETTER}\\.(?=\\s|\\p{Lu}|\\p{Ll}{3})|${LOST_POINT_LABEL})`,
  'u',
);
/**
 * A word naming an exercise before its number, in any case — the engine's own list (labels.ts
 * LABEL_WORDS: "Zadatak 4.", "Primer 2.1:", "Q1.", "Exercise 3", "Задатак 5." …), whatever follows
 * ("Zadatak 2 −3x + 4 = 1", "Zadatak 4 − Reši"). Only the one-letter word `q` must be followed by
 * no further digit and no operator, so "q2 + 1" is no label (review finding: the guard had
 * unlabelled "Zadatak 1.2 Reši").
 */
const WORD_LABEL = new RegExp(
  `^[^\\p{L}\\d(]{0,2}(?:(?!q\\s*\\d)${LABEL_WORDS}\\s*\\d{1,2}|q\\s*\\d{1,2}(?![\\d,.]?\\d)(?!\\s*[-+−·*×/^=<>≤≥]))`,
  'iu',
);

export const isLabelled = (text: string) => MARK_LABEL.test(text) || WORD_LABEL.test(text);

/**
 * Where a line's text starts: marks read before it (a ruled box's side, "|| 2) …", "!5x(x - 7)")
 * widen the line's box towards the cell to its left, by about their share of the line's characters.
 */
function labelLeft(line: PlacedLine): number {
  const marks = /^[^\p{L}\d(]*(?:\d\|+[^\p{L}\d(]*)?/u.exec(line.text)![0].length;
  const width = line.box.right - line.box.left;
  return line.box.left + (marks / Math.max(1, line.text.length)) * width;
}

/** Where a column starts: left of its label by up to two cap heights, half the gap to its left. */
const startOf = (label: PlacedLine, gap: number, cap: number) =>
  labelLeft(label) - Math.min(2 * cap, gap / 2);

/** The column a line stands in (the last start left of it), or null when it reaches into the next. */
function columnOf(line: PlacedLine, starts: number[], cap: number): number | null {
  const left = labelLeft(line);
  let k = starts.length - 1;
  while (k > 0 && left < starts[k]!) k--;
  const end = starts[k + 1];
  return end === undefined || line.box.right < end + 0.3 * cap ? k : null;
}

/** The grid's rows from row `r` on while each of their lines stands in one column; `next` is the row after. */
function gridBand<T extends PlacedLine>(
  rows: T[][],
  r: number,
  starts: number[],
  cap: number,
): { band: { line: T; column: number }[]; next: number } {
  const band: { line: T; column: number }[] = [];
  let next = r;
  for (; next < rows.length; next++) {
    const placed = rows[next]!.map((line) => ({ line, column: columnOf(line, starts, cap) }));
    if (placed.some((p) => p.column === null)) break;
    band.push(...placed.map((p) => ({ line: p.line, column: p.column! })));
  }
  return { band, next };
}

/** The starts of labelled lines standing 1.5 cap or more right of another line of their row and column. */
function labelsBesideOthers(band: { line: PlacedLine; column: number }[], cap: number): number[] {
  return band.flatMap(({ line, column }) => {
    if (!isLabelled(line.text)) return [];
    const before = band
      .filter((o) => o.column === column && o.line.row === line.row && o.line.box.right < labelLeft(line))
      .map((o) => o.line.box.right);
    if (before.length === 0) return [];
    const gap = labelLeft(line) - Math.max(...before);
    return gap >= 1.5 * cap ? [startOf(line, gap, cap)] : [];
  });
}

/**
 * An instruction of words alone ("Reši nejednačinu:"), after at most a few marks: a misread label's
 * remnant ("(6+ Reši nejednačinu:").
 */
const WORDS_ALONE = /^[^\p{L}]{0,4}\p{L}{3,}[\p{L}\s]*[:.]?\s*$/u;

/**
 * An instruction of words alone starts a cell of its own whose label the reader spoilt ("(6+ Reši
 * nejednačinu:") when it follows maths in its column and stands in a row where another column
 * starts a labelled cell: a new row of cells, not the instruction's continuation.
 */
function opensUnlabelledCell(
  line: PlacedLine,
  cell: PlacedLine[],
  band: { line: PlacedLine; column: number }[],
): boolean {
  if (!WORDS_ALONE.test(line.text) || WORDS_ALONE.test(cell.at(-1)!.text)) return false;
  return band.some((o) => o.line !== line && o.line.row === line.row && isLabelled(o.line.text));
}

/** A relation: two lines that both hold one may be a system's equations, one under the other. */
const RELATION = /[=<>≤≥]/u;
/** Maths: a figure and an operator or a bar, and no word of three small letters (an instruction's). */
const isMaths = (text: string) => /\d/u.test(text) && /[-+−·*×:/^√|]/u.test(text) && !/\p{Ll}{3}/u.test(text);

/**
 * An unlabelled line of maths under a labelled line that holds its own maths ("a) 5 · |−5| − |3 −
 * 12|" over "|−9| + |4 − 11|", the "v)" lost) is a sub-task of its own, not the cell's
 * continuation: a cell's maths stands under an instruction ("1) Reši jednačinu:"). Read in its
 * row, it follows the row of "a) … b) …" instead of coming before "b)" (tune 340, wrong at 0.97).
 * Not two relations: a system's second equation stands under the first ("(3) Reši sistem:
 * −3x − 4y = 4" over "x + y = 5").
 */
function startsOwnItem(line: PlacedLine, cell: PlacedLine[]): boolean {
  const head = cell[0]!;
  if (cell.length !== 1 || !isLabelled(head.text) || isLabelled(line.text)) return false;
  // The head's maths: what follows its label and any instruction ending in a colon.
  const afterLabel = head.text.slice(head.text.search(/[)\].](?=\s*\S)/u) + 1);
  const maths = afterLabel.replace(/^[^:]*\p{L}{3}[^:]*:/u, '');
  if (!isMaths(maths) || !isMaths(line.text)) return false;
  // A line broken after an operator, or going on with one (a minus too: `− 12 : 4`), is one task.
  if (/[-+−·*×:/=(]\s*$/u.test(maths) || /^\s*[-−+·*×:/=)]/u.test(line.text)) return false;
  return !(RELATION.test(maths) && RELATION.test(line.text));
}

/**
 * A line of words alone ("Odgovor:", "Proveri rešenje!") under a labelled line of maths alone (an
 * offered answer, "a) 3 i −9", in a row of them) is no part of that option: it is the page's line
 * after the row, read after the row's other cells ("a) …", "Odgovor:", "b) …" had split the options).
 */
function followsOptionRow(line: PlacedLine, cell: PlacedLine[]): boolean {
  const head = cell[0]!;
  if (cell.length !== 1 || !WORDS_ALONE.test(line.text) || !isLabelled(head.text)) return false;
  const body = head.text.slice(head.text.search(/[)\].](?=\s*\S)/u) + 1);
  return /\d/u.test(body) && !/\p{L}{3}/u.test(body);
}

export function cellOrder<T extends PlacedLine>(input: T[], cap: number): T[] {
  // A line standing across the next row (a system's equations around its label's line) reads in
  // that row — only beside a labelled line to its left, so a tall line of one column is not moved
  // past the short lines of another.
  const rowOf = new Map<T, number>(input.map((l) => [l, l.row]));
  for (const l of input) {
    if (isLabelled(l.text)) continue;
    const below = input.filter((o) => o.row === l.row + 1);
    const across = below.some((o) => {
      const mid = (o.box.top + o.box.bottom) / 2;
      return isLabelled(o.text) && o.box.right < l.box.left && mid > l.box.top && mid < l.box.bottom;
    });
    if (across) rowOf.set(l, l.row + 1);
  }
  const lines = input
    .map((l) => ({ ...l, row: rowOf.get(l)! }))
    .sort((a, b) => a.row - b.row || a.box.left - b.box.left);
  const rows: T[][] = [];
  for (const line of lines) {
    const last = rows.at(-1);
    if (last && last[0]!.row === line.row) last.push(line);
    else rows.push([line]);
  }
  const out: T[] = [];
  let r = 0;
  while (r < rows.length) {
    const labels = rows[r]!.filter((l) => isLabelled(l.text)).sort((a, b) => a.box.left - b.box.left);
    const apart = labels.every((l, k) => k === 0 || labelLeft(l) - labels[k - 1]!.box.right >= 1.5 * cap);
    if (labels.length < 2 || !apart) {
      out.push(...rows[r]!);
      r++;
      continue;
    }
    // Column k runs from left of its label (by up to two cap heights, half the gap to the label on
    // its left: a box's side or a speck read with a cell's line starts it early) to the next one.
    let starts = labels.map((l, k) =>
      startOf(l, k === 0 ? Infinity : labelLeft(l) - labels[k - 1]!.box.right, cap),
    );
    let { band, next } = gridBand(rows, r, starts, cap);
    // A column whose label the first row lost ("(⁇3)" unread, "Zadatak" misread) shows further down:
    // a labelled line far right of another line of its row and column starts a column of its own,
    // when the grid still reaches as far down with it.
    const hidden = labelsBesideOthers(band, cap);
    if (hidden.length > 0) {
      const more = [...starts, ...hidden].sort((p, q) => p - q);
      const wider = gridBand(rows, r, more, cap);
      if (wider.next >= next) ({ starts, band, next } = { starts: more, ...wider });
    }
    if (next === r) {
      out.push(...rows[r]!);
      r++;
      continue;
    }
    const cells: { row: number; column: number; lines: T[] }[] = [];
    for (let k = 0; k < starts.length; k++) {
      let cell: (typeof cells)[number] | null = null;
      for (const { line } of band.filter((p) => p.column === k)) {
        if (
          !cell ||
          isLabelled(line.text) ||
          opensUnlabelledCell(line, cell.lines, band) ||
          followsOptionRow(line, cell.lines) ||
          startsOwnItem(line, cell.lines)
        ) {
          cell = { row: line.row, column: k, lines: [] };
          cells.push(cell);
        }
        cell.lines.push(line);
      }
    }
    cells.sort((a, b) => a.row - b.row || a.column - b.column);
    out.push(...cells.flatMap((c) => c.lines));
    r = next;
  }
  return out;
}

/**
 * Marks left of a label (the remnant of a box's side, a speck read as ":" or "*") go: ":3. Reši"
 * is "3. Reši" — the engine would otherwise take a line starting with ":" for the previous task's
 * continuation.
 */
export function stripLeadingMarks(text: string): string {
  const m = /^\s*[^\p{L}\d(|√\-−\s]{1,2}\s*/u.exec(text);
  if (!m || m[0].length === 0) return text;
  const rest = text.slice(m[0].length);
  // Points and colons start no maths either (": 2x + 3y = 20", ". 30% od 140").
  const points = /^\s*[.:;·•'`*]{1,2}\s/u.test(text);
  return points || isLabelled(rest) || /^\p{Lu}\p{Ll}/u.test(rest) ? rest : text;
}
