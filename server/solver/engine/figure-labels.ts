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
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]! <= max;
}

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

/** The lines of a photo's reading without a number line's numbers. */
export function withoutFigureLabels(lines: RecognizedLine[]): RecognizedLine[] {
  return lines.filter((l) => !isScaleRun(l.text));
}
