/**
 * The maths' own doubts about an answer both looks agree on (consensus.ts caps such an answer at
 * 0.89): the shapes a misread leaves and a printed task seldom has. Apart from plausibility.ts,
 * which judges the task's text before it is solved, these judge the task with its answer.
 */
import type { TaskKind } from './i18n/messages.js';
import { EQUATION_KINDS, neighbours, wholeNumbers, type PlausibilityInput } from './plausibility.js';

/** Task kinds whose answer is the value of one or two unknowns. */
const SOLVED_FOR_UNKNOWNS: TaskKind[] = ['linear', 'system', 'inequality', 'proportion', 'absolute'];

/**
 * Why the maths itself does not vouch for an answer, or null. Every glyph of a reading both looks
 * share may be misread alike (one recogniser reads both), so an answer reaches 0.9 only where the
 * maths is of the kind pages print: a digit or sign misread in an equation rarely leaves a whole
 * solution (a misread coefficient of "3x + 6 = 21" gives x = 14/3, a misread "x^2 = 16" gives
 * ±√17), and a calculation does not print a fraction that is one whole ("2/2 · 2/3" for "2/5 ·
 * 2/3"). Printed tasks do come out so too: such an answer is still given, only under 0.9
 * (consensus.ts). Round 9, damaged tune readings (solver-damage.ts, task by task): wrong answers at
 * ≥ 0.9 82 → 71 (0–239) and 82 → 68 (240–479); no right tune answer at ≥ 0.9 is of these shapes.
 * Round 11 adds the doubts of MATHS_DOUBTS (see there).
 */
export function mathsDoubt(input: Omit<PlausibilityInput, 'intent'>): string | null {
  const task = { ...input, result: input.answer.replace(/^\\\(|\\\)$/g, '') };
  for (const check of MATHS_DOUBTS) {
    const why = check(task);
    if (why) return why;
  }
  return null;
}

type MathsCheck = (task: Omit<PlausibilityInput, 'intent'> & { result: string }) => string | null;

/** What the answer says after the task's own text (its first "="): the values worked out. */
const worked = (result: string) => result.slice(result.indexOf('=') + 1);

/** The task printed in decimals ("7,5 − 6,59", read with a point). */
const DECIMAL = /\d\.\d/;
/** A fraction, a decimal comma or a mixed number in an answer's LaTeX. */
const NOT_WHOLE = /\\frac|\{,\}/;

/**
 * Round 11: what a misread leaves and a page seldom prints, found on the tune readings with their
 * damage (solver-damage.ts) and each look's own reading given as both looks (a misread the vote
 * cannot catch): a decimal comma lost ("7,5 − 6,59" read "75 − 6,59"), a mixed number read as one
 * ("3 2/7" read "327"), a look-alike digit (8 read 0: "x + 0", "4/1"; 7 read 1), two numbers merged
 * ("x/2 + 2" read "x/22"). Each one keeps the answer under 0.9; none declines.
 */
const MATHS_DOUBTS: MathsCheck[] = [
  // A task printed in fractions or decimals ("x + 1/2 = 3/4", "0,4x = 1") is solved in fractions.
  ({ normalized, kind, result }) =>
    SOLVED_FOR_UNKNOWNS.includes(kind) && !/\d\s*\/\s*\d|\d\.\d/.test(normalized) && /\\frac/.test(result)
      ? 'a solution in fractions'
      : null,
  ({ kind, result }) =>
    kind === 'quadratic' && /\\sqrt/.test(result) ? 'a quadratic solved in surds' : null,
  ({ normalized }) => {
    // Not an exponent over a number ("x^2/2" is x² halved).
    const one = /(?<![\d.#^])(\d+)\s*\/\s*\1(?![\d.])/.exec(normalized);
    return one ? `a fraction that is one whole ${one[0]}` : null;
  },
  // "20 + 9 · 4 − 46 : 5" (a 5 read 6): a calculation printed in whole numbers is made to divide
  // evenly; a result in fractions or decimals is a misread divisor or dividend.
  ({ normalized, kind, result }) =>
    !EQUATION_KINDS.includes(kind) &&
    kind !== 'simplify' &&
    !/[a-z./%√^]/.test(normalized) &&
    normalized.includes(':') &&
    NOT_WHOLE.test(worked(result))
      ? 'a calculation in whole numbers with a result that is not whole'
      : null,
  // "20,2 : 6 − 3,19" (a 1 read 2): a decimal calculation is printed to come out in decimals; a
  // result that does not end (written as a fraction) is a misread.
  ({ normalized, result }) =>
    DECIMAL.test(normalized) && !normalized.includes('/') && /\\frac/.test(worked(result))
      ? 'a decimal calculation whose result does not end'
      : null,
  // "18% od 240" (a 1 read 8): a percent of a whole number is printed to come out whole.
  ({ normalized, kind, result }) =>
    kind === 'percent' && !DECIMAL.test(normalized) && NOT_WHOLE.test(worked(result))
      ? 'a percent that is not whole'
      : null,
  // "NZD(10, 27)" (a 1 read 7): a greatest common divisor asked of numbers that share none.
  ({ kind, result }) =>
    kind === 'gcdLcm' && /NZD|GCD|НЗД/i.test(result) && /=\s*1\s*$/.test(result)
      ? 'a greatest common divisor of 1'
      : null,
  // "75 − 6,59" for "7,5 − 6,59": a whole number of two or more digits (not a round one) added to
  // or taken from a decimal; decimal drills add decimals ("12 − 3,5" is printed too, so only under
  // 0.9). A lost decimal comma.
  ({ normalized }) => {
    if (/[a-z=<>≤≥%√^/]/.test(normalized) || !DECIMAL.test(normalized)) return null;
    const lost = wholeNumbers(normalized).find(({ n, at }) => {
      const beside = neighbours(normalized, at, n);
      return n.length >= 2 && !/0$/.test(n) && /[-+]/.test(beside) && !/[*:]/.test(beside);
    });
    return lost ? `${lost.n} added to decimals (a lost decimal comma?)` : null;
  },
  // "327 − 7/9" for "3 2/7 − 7/9": a whole number of three or more digits beside fractions is a
  // mixed number whose parts the reader ran together.
  ({ normalized }) => {
    if (!/\d\s*\/\s*\d/.test(normalized)) return null;
    const m = /(?<![\d.#/])\d{3,}(?![\d.]|\s*\/)/.exec(normalized);
    return m ? `${m[0]} beside fractions (a mixed number read as one?)` : null;
  },
  // "6,6 + 3,287" for "6,6 + 3,28 · 7": decimals with one and with three or more decimal places
  // side by side; the operator before a digit was lost. Eighths ("3,5 + 0,125", "0,375": the
  // long decimals books print) end in 5 and are not judged.
  ({ normalized }) => {
    const tails = [...normalized.matchAll(/\d\.(\d+)/g)].map((m) => m[1]!);
    const long = tails.some((t) => t.length >= 3 && !t.endsWith('5'));
    return long && tails.some((t) => t.length <= 1)
      ? 'decimals with one and with three places (an operator lost before a digit?)'
      : null;
  },
  // "x/22 = 6" for "x/2 + 2 = 6": an equation whose solution is three digits or more while every
  // number it prints is under 100: a merged or misread number. Textbook equations come out in
  // numbers of the size they print.
  ({ normalized, kind, result }) => {
    if (!SOLVED_FOR_UNKNOWNS.includes(kind)) return null;
    const printed = wholeNumbers(normalized).map(({ n }) => n.length);
    const solved = (worked(result).match(/\d+/g) ?? []).map((n) => n.length);
    return printed.length > 0 && Math.max(...printed) <= 2 && solved.some((l) => l >= 3)
      ? 'a solution far larger than the numbers printed (a merged number?)'
      : null;
  },
  // "3^3 + 22" for "3^3 + 2^2": a two-digit number of digits 2–9 beside powers in a calculation is
  // a power whose exponent was read on the base line (the exponent of another power need not match).
  ({ normalized, kind }) => {
    if (/[a-z=<>≤≥]/.test(normalized) || kind === 'percent' || !normalized.includes('^')) return null;
    const m = /(?<![\d.^/√#])[2-9][2-9](?![\d.^]|\s*\/)/.exec(normalized);
    return m ? `"${m[0]}" beside powers (an exponent on the base line?)` : null;
  },
];

/**
 * Whether the maths rules the answer out as a printed task's: an equation printed in whole numbers
 * under 100 solved in a fraction whose denominator is 100 or more. Equations are printed to come
 * out in numbers of their own size; such a solution is a misread sign or digit ("5(x − 2) = x + 26"
 * with its broken "+" read "÷": x = 260/129, tune 234). Declined, not only kept under 0.9: a plain
 * "a solution in fractions" is printed too (mathsDoubt), a three-digit denominator is not.
 */
export function mathsRulesOut({
  normalized,
  kind,
  answer,
}: Omit<PlausibilityInput, 'intent'>): string | null {
  // Powers and systems make big denominators of small printed numbers (2^7 · x = 1, Cramer's rule).
  if (!SOLVED_FOR_UNKNOWNS.includes(kind) || /\d\s*\/\s*\d|\d\.\d|[\^;]/.test(normalized)) return null;
  const printed = wholeNumbers(normalized).map(({ n }) => n);
  if (printed.length === 0 || Math.max(...printed.map((n) => n.length)) > 2) return null;
  // ... and so do sums, differences and products of two printed numbers (57x + 44x = 3: x = 3/101).
  const values = printed.map(Number);
  const reachable = new Set(values.flatMap((a) => values.flatMap((b) => [a + b, Math.abs(a - b), a * b])));
  const denominators = [...worked(answer).matchAll(/\\frac\{[^}]*\}\{(\d+)\}/g)].map((m) => m[1]!);
  return denominators.some((d) => d.length >= 3 && !reachable.has(Number(d)))
    ? 'a solution over a denominator of three digits'
    : null;
}
