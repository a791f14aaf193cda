/**
 * Whether a second recogniser's reading of a task's line contradicts PP-OCR's (second-opinion.ts).
 * Only the numbers are compared: tesseract reads operators, exponents and stacked parts of printed
 * maths poorly, but a figure it reads differently from PP-OCR on the same crop, where both read the
 * same count of numbers, is the one misread that makes a confident wrong answer.
 */

/** A task label at a line's start ("a)", "3.", "12)"), which readers often misread ("9)" for "g)"). */
const LABEL = /^\s*(?:\d{1,2}[.)]|[a-zčćđšž]{1,2}\))\s+/i;
/** A number: digits, with one decimal comma or point between digits. */
const NUMBER = /\d+(?:[.,]\d+)?/g;

/** The numbers of a line, label aside, decimal commas as points. */
export function numbersOf(text: string): string[] {
  return (text.replace(LABEL, '').match(NUMBER) ?? []).map((n) => n.replace(',', '.'));
}

/**
 * The two readings read as many numbers, and in one of them as many figures but another figure: a
 * figure read otherwise. A different count, or a number of another length, is a reader losing or
 * adding glyphs (an exponent run into its base, a fraction's rows, "2y" read "29"), which says
 * nothing about the figures.
 */
export function contradicts(read: string, second: string): boolean {
  // A row count other than the line's (a system's equations are joined by " ; ") is a stacked
  // fraction or an exponent read as rows of its own: its figures are out of order and unsure.
  if (rowsOf(second) !== read.split(' ; ').length) return false;
  const a = numbersOf(read);
  const b = numbersOf(second);
  return a.length === b.length && a.some((n, i) => n.length === b[i]!.length && n !== b[i]);
}

/** The rows of a reading that hold anything but specks and rules. */
const rowsOf = (text: string) => text.split('\n').filter((row) => /[0-9a-z]/i.test(row)).length;

/** Text without spaces, for finding a task's piece in the line it was split from. */
const compact = (s: string) => s.replace(/\s+/g, '');

/**
 * The lines a task's source text came from: a line that holds the task (one of a line's several
 * tasks) or that the task holds (a task over several lines). Lines without digits say nothing.
 */
export function linesOfTask(source: string, lines: string[]): number[] {
  const task = compact(source);
  if (!/\d/.test(task)) return [];
  return lines.flatMap((line, i) => {
    const l = compact(line);
    // A short line inside the task ("7": a page number, a lone denominator) may be another's (review).
    return /\d/.test(l) && (l.includes(task) || (l.length >= 3 && task.includes(l))) ? [i] : [];
  });
}
