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

/**
 * One reader read a figure the other did not: the readings agree on every number but one, and that
 * one is the other with one figure more. Where PP-OCR's number is the longer ("7" read "71"), the
 * figure may stand anywhere, but at an edge only with nothing but spaces and operators beside the
 * number in both readings: a letter, bar, bracket or mark there ("2y" read "29", "(11" read "1")
 * is a glyph one reader took for a figure. Where tesseract's is the longer ("125" read "15"), only
 * a figure inside the number counts: tesseract itself reads a stroke or a dot beside a number as a
 * figure ("= 29" as "=129", "6 · 5" as "6-95": on the tune readings r15merged and r16base such
 * edges would cap 7 more right answers of about 690, the figure inside 1). Measured in
 * docs/solver.md, round 16.
 */
export function figureLostOrAdded(read: string, second: string): boolean {
  if (rowsOf(second) !== read.split(' ; ').length) return false;
  const a = placedNumbers(read);
  const b = placedNumbers(second);
  if (a.length !== b.length) return false;
  const differ = a.flatMap((n, i) => (n.figures === b[i]!.figures ? [] : [i]));
  if (differ.length !== 1) return false;
  const [first, other] = [a[differ[0]!]!, b[differ[0]!]!];
  const secondAdds = other.figures.length > first.figures.length;
  const [short, long] = secondAdds ? [first, other] : [other, first];
  if (long.figures.length !== short.figures.length + 1) return false;
  // A decimal point read or lost is no figure read.
  if (long.figures.split('.').length !== short.figures.split('.').length) return false;
  const bare = (n: PlacedNumber) => BARE_EDGE.test(n.before) && BARE_EDGE.test(n.after);
  return [...long.figures].some((c, k) => {
    if (c === '.' || long.figures.slice(0, k) + long.figures.slice(k + 1) !== short.figures) return false;
    if (k > 0 && k < long.figures.length - 1) return true;
    return !secondAdds && bare(short) && bare(long);
  });
}

/** What may stand beside a number whose edge lost a figure: nothing, a space or an operator. */
const BARE_EDGE = /^(?:|\s|[+\-−–=·:<>≤≥×÷*])$/;

/** A number of a line (label aside, decimal comma as a point) and the glyphs right beside it. */
interface PlacedNumber {
  figures: string;
  before: string;
  after: string;
}

function placedNumbers(text: string): PlacedNumber[] {
  const bare = text.replace(LABEL, '');
  return [...bare.matchAll(NUMBER)].map((m) => ({
    figures: m[0].replace(',', '.'),
    before: bare[m.index - 1] ?? '',
    after: bare[m.index + m[0].length] ?? '',
  }));
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
