/**
 * A figure printed beside or under the tasks (a number line, a measured triangle, coordinate axes)
 * leaves its labels on lines of their own in a photo's reading. The ticks' numbers of a number
 * line read as one run without spaces (`-5-4-3-2-10123`, `012345678910`) are maths to the engine:
 * a task it declined (a page with one more unreadable task is declined), a second task that broke
 * the vote's count, or a continuation joined to the task above (`5^2 − 4^2 -5-4-3-2-10123`). A task
 * never consists only of a row of consecutive numbers with no sign between two of them. (A
 * figure's other labels — vertex letters, `5 cm`, `Slika 2.`, the axis read as `++++>` — are no
 * maths to the engine already: dropped as not maths among the tasks.)
 */
import leven from 'leven';
import type { RecognizedLine } from '../engine-types.js';

/** Steps a scale's numbers go up by. */
const STEPS = [1, 2, 5, 10] as const;
/** A scale's numbers: at least this many, at least two of them not negative (written side by side). */
const MIN_TERMS = 5;
const MIN_UNSIGNED = 2;
/** Numbers a scale starts from (in steps) and how many it holds at most. */
const MAX_START = 30;
const MAX_TERMS = 30;

/** Digits and minus signs only, spaces dropped, dashes as a hyphen-minus. */
function scaleCharacters(text: string): string | null {
  const s = text.replace(/[−–—~]/g, '-').replace(/\s+/g, '');
  return /^-?\d[-\d]*$/.test(s) ? s : null;
}

function dashes(text: string): number {
  return (text.match(/-/g) ?? []).length;
}

/** Whether two short strings are at most `max` edits apart. */
const within = (a: string, b: string, max: number) =>
  Math.abs(a.length - b.length) <= max && leven(a, b) <= max;

/**
 * A number line's numbers read as one line: consecutive numbers (one step apart, the step 1, 2, 5
 * or 10), at least five, at least two of them not negative, two or more written side by side with
 * no sign between them (`-3-2-1` or `-5-4-3-2-10` alone is a sum). One character may be misread, added or lost
 * in a run of ten characters or more (a tick read as `1`).
 */
export function isScaleRun(text: string): boolean {
  const s = scaleCharacters(text);
  if (s === null) return false;
  // Numbers side by side: a run of three figures where signs stand between them (`-3-2-10` is a
  // sum), or a long one, or spaces between them with no sign.
  if (s.includes('-') ? !/\d{3}/.test(s) : !/\d\s+\d/.test(text) && s.length < 7) return false;
  const slack = s.length >= 10 ? 1 : 0;
  const signs = dashes(s);
  for (const step of STEPS)
    for (let start = -MAX_START * step; start <= MAX_START * step; start += step) {
      let run = '';
      let unsigned = 0;
      for (let n = 1; n <= MAX_TERMS; n++) {
        const value = start + (n - 1) * step;
        run += String(value);
        if (value >= 0) unsigned++;
        if (run.length > s.length + slack) break;
        if (n < MIN_TERMS || unsigned < MIN_UNSIGNED) continue;
        // The slack is for a figure misread, never for a sign: `12345 - 6789` less its minus
        // spells a run, and it is a task.
        if (dashes(run) === signs && within(s, run, slack)) return true;
      }
    }
  return false;
}

/** A lone whole number of one or two figures on a line: a ruler's centimetre read apart. */
const LONE_NUMBER = /^\s*(\d{1,2})\s*$/;
/** A ruler's numbers read one to a line: at least this many in a row. */
const MIN_RULER_TERMS = 3;
/** A sign and a number alone on a line: a column sum's last term (`+ 6` under `3`, `4`, `5`). */
const COLUMN_TERM = /^\s*[-+−–·×*:]\s*\d+\s*$/;

/**
 * Round 22 (`pribor`): a ruler's centimetres stand a few letters apart, so the reader gives each
 * its own line, in order: `4`, `5`, `6` or `2`, `3`, `4`, `6`, `7`, … (a number lost to the tick
 * beside it). The engine joined each lone number after a labelled task to that task as a piece the
 * reader broke off (`3x − 2y = 4 ⁇ 4 ⁇ 5 ⁇ 6`, declined). Three or more lines in a row, each a lone
 * whole number, each one or two more than the one before, are a ruler's scale: a task broken
 * apart never leaves a rising run of three bare numbers (a stacked fraction leaves two).
 */
function rulerLines(lines: RecognizedLine[]): Set<number> {
  const out = new Set<number>();
  let run: number[] = [];
  let last: number | null = null;
  const close = () => {
    // Numbers written one under another with a sign before the last are a sum set in a column
    // (`3`, `4`, `5`, `+ 6`): dropped, the sign's line alone was answered as the task (6).
    const signed = run.length > 0 && COLUMN_TERM.test(lines[run[run.length - 1]! + 1]?.text ?? '');
    if (run.length >= MIN_RULER_TERMS && !signed) for (const i of run) out.add(i);
    run = [];
    last = null;
  };
  for (const [i, line] of lines.entries()) {
    const m = LONE_NUMBER.exec(line.text);
    if (!m) {
      close();
      continue;
    }
    const value = Number(m[1]);
    if (last !== null && !(value - last >= 1 && value - last <= 2)) close();
    run.push(i);
    last = value;
  }
  close();
  return out;
}

/** The lines of a photo's reading without a number line's or a ruler's numbers. */
export function withoutFigureLabels(lines: RecognizedLine[]): RecognizedLine[] {
  const ruler = rulerLines(lines);
  return lines.filter((l, i) => !ruler.has(i) && !isScaleRun(l.text));
}
