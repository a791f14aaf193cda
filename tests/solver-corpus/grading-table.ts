/**
 * A class test's points and grades (the `bodovanje` layout, held out from round 25): a ruled table
 * of each task's points and the total (`Zadatak | 1 | 2 | 3 | Ukupno`, `Bodovi | 3 | 4 | 3 | 10`),
 * or of the grades by points (`Bodovi | 0–4 | 5–7 | …`, `Ocena | 1 | 2 | …`), and the other as a
 * line of text (`Ocena: 0–4 nedovoljan (1), 5–7 dovoljan (2), …`, `Ukupno: ____ / 15`). Numbers,
 * ranges that look like differences and totals that look like sums: none of it is a task.
 */
import type { Cell } from './page.js';
import type { SeededRandom } from './seeded-random.js';

const prose = (text: string): Cell => ({ k: 'prose', text });

/** The grades' lower bounds by share of the total (Serbian schools: 1 below about a third). */
const GRADE_SHARES = [0, 0.35, 0.5, 0.65, 0.85] as const;
const GRADE_NAMES = ['nedovoljan', 'dovoljan', 'dobar', 'vrlo dobar', 'odličan'] as const;

/** Each grade's range of points `[from, to]`, grade 1 first. */
function gradeRanges(total: number): [number, number][] {
  const starts = GRADE_SHARES.map((s) => Math.round(s * total));
  return starts.map((from, i) => [from, i + 1 < starts.length ? starts[i + 1]! - 1 : total]);
}

export interface GradingRows {
  /** Rows of the ruled table (the first is its header). */
  table: Cell[][];
  /** Lines of text that go with it (the scale in words, a line for the total and the grade). */
  lines: Cell[][];
}

/**
 * The table and lines of points and grades for a test of `tasks` numbered tasks, whose
 * instructions may print their points (`printed`, used when they add up to a scale's worth).
 */
export function gradingRows(r: SeededRandom, tasks: number, printed: readonly number[] = []): GradingRows {
  const points = Array.from({ length: tasks }, () => r.int(3, 10));
  // A scale of five grades needs a dozen points or more.
  points[0]! += Math.max(0, 12 - points.reduce((a, b) => a + b, 0));
  if (printed.length === tasks && printed.reduce((a, b) => a + b, 0) >= 8)
    points.splice(0, tasks, ...printed);
  const total = points.reduce((a, b) => a + b, 0);
  const dash = r.pick(['–', '-', '–']);
  const range = ([from, to]: [number, number]) => (from === to ? String(from) : `${from}${dash}${to}`);
  const ranges = gradeRanges(total);
  const pointsTable = (): Cell[][] => {
    const earned = r.chance(0.6);
    const dot = r.chance(0.5) ? '.' : '';
    if (r.chance(0.7)) {
      // Across: one column per task.
      return [
        [
          prose(r.pick(['Zadatak', 'Br. zadatka', 'Zadatak br.'])),
          ...points.map((_, i) => prose(`${i + 1}${dot}`)),
          prose('Ukupno'),
        ],
        [
          prose(r.pick(['Bodovi', 'Mogući bodovi', 'Max. bodova'])),
          ...points.map((p) => prose(String(p))),
          prose(String(total)),
        ],
        ...(earned
          ? [[prose(r.pick(['Osvojeno', 'Osvojeni bodovi'])), ...points.map(() => prose('')), prose('')]]
          : []),
      ];
    }
    // Down: one row per task.
    return [
      [prose('Zadatak'), prose(r.pick(['Bodovi', 'Mogući bodovi'])), ...(earned ? [prose('Osvojeno')] : [])],
      ...points.map((p, i) => [prose(`${i + 1}${dot}`), prose(String(p)), ...(earned ? [prose('')] : [])]),
      [prose('Ukupno'), prose(String(total)), ...(earned ? [prose('')] : [])],
    ];
  };
  const scaleTable = (): Cell[][] => [
    [prose('Bodovi'), ...ranges.map((g) => prose(range(g)))],
    [prose('Ocena'), ...ranges.map((_, i) => prose(String(i + 1)))],
  ];
  const scaleLine = (): Cell[][] => {
    const named = r.chance(0.5);
    const parts = ranges.map((g, i) =>
      named ? `${range(g)} ${GRADE_NAMES[i]} (${i + 1})` : `${range(g)} b. → ${i + 1}`,
    );
    const text = `${r.pick(['Ocena:', 'Skala ocena:', 'Kriterijum:'])} ${parts.join(', ')}`;
    // Long: two lines, as a test prints it under the table.
    const half = Math.ceil(parts.length / 2);
    return text.length > 60
      ? [
          [prose(`${text.slice(0, text.indexOf(parts[half]!)).trimEnd()}`)],
          [prose(parts.slice(half).join(', '))],
        ]
      : [[prose(text)]];
  };
  const totalLine = (): Cell[][] => [
    [
      prose(
        r.pick([
          `Ukupno bodova: ____ / ${total}`,
          `Ukupno: ______ od ${total} bodova`,
          `Bodovi: ____ / ${total}   Ocena: ____`,
        ]),
      ),
    ],
  ];
  const pick = r.int(0, 2);
  if (pick === 0) return { table: pointsTable(), lines: r.chance(0.6) ? scaleLine() : [] };
  if (pick === 1) return { table: scaleTable(), lines: r.chance(0.6) ? totalLine() : [] };
  return { table: pointsTable(), lines: totalLine() };
}
