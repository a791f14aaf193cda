/**
 * How plausible a photo reading is for its instruction and shape. The reader's typical damage —
 * a lost "=", a lost line of a system, two tokens merged into one digit run ("61 + 28" → "6128", a
 * lost exponent "7^2" → "72"), a lost fraction operator ("3/6 + 2/5" → "3/62/5") — often leaves a
 * reading that is still a clean, solvable task, but one of a shape printed tasks do not have. Such
 * a reading is not answered confidently: its confidence is scaled by
 *   impossible  ×0.45 (declines: no printed task looks so),
 *   unusual     ×0.8  (stays below 0.9: printed tasks seldom look so),
 *   look-alike-prone ×0.85 (a reading a known misread would produce from another task).
 * Round 5: a lost exponent's shapes (beside printed powers, beside a root) are impossible.
 * Round 6: on a photo, an answer that only readings of doubtful shape gave is declined by the vote
 * (consensus.ts): the looks share such misreads, so their agreement does not lift the doubt.
 * Applied to photo readings only (solveRecognizedTextDetailed); typed tasks and the AI check path
 * are not judged (docs/solver-engine.md, "Plausibility"). A rule must not doubt ordinary printed
 * tasks (plausibility.ordinary.test.ts): multi-digit numbers, uneven divisions, fractional
 * solutions and long decimals are printed too, only the corpus generator avoids them.
 */
import type { Intent } from './normalize.js';
import type { TaskKind } from './i18n/messages.js';
import { bigGcd } from './rational.js';
import { BARE_NUMBER } from './pupil-working.js';

export const PLAUSIBILITY = {
  impossible: 0.45,
  unusual: 0.8,
  lookalikeProne: 0.85,
} as const;

export type Doubt = 'impossible' | 'unusual' | 'lookalikeProne';

export interface PlausibilityInput {
  /** The task as normalised (normalize.ts): parts of a system joined with ";". */
  normalized: string;
  intent: Intent | null;
  kind: TaskKind;
  /** The final answer's LaTeX. */
  answer: string;
  /** The instruction names the unknown ("Izračunaj x ako je …"): an equation is what it asks for. */
  namesUnknown?: boolean;
  /** The task's words name an equation or an inequality ("Uprosti pa reši jednačinu: …"). */
  namesRelation?: boolean;
}

export interface Plausibility {
  /** Product of the doubts' factors, 0..1 (1: nothing doubtful). */
  factor: number;
  /** What was doubtful, e.g. "unusual: merged digit run 618". */
  reasons: string[];
}

/** Whole numbers (not parts of a decimal) in reading order, where each starts, and whether it stands under a root. */
export function wholeNumbers(text: string): { n: string; at: number; radicand: boolean }[] {
  return [...text.matchAll(/(?<![\d.])\d+(?![\d.])/g)].map((m) => ({
    n: m[0],
    at: m.index,
    radicand: /√\s*\(?\s*$/.test(text.slice(0, m.index)),
  }));
}

/** The glyphs either side of the number `n` that starts at `at`, spaces aside. */
export function neighbours(text: string, at: number, n: string): string {
  return text.slice(0, at).trimEnd().slice(-1) + (text.slice(at + n.length).trimStart()[0] ?? '');
}

/** Is n a perfect square? Integer Newton iteration in BigInt: exact at any length, O(log n) steps. */
export function isSquare(n: string): boolean {
  const v = BigInt(n);
  if (v < 2n) return true;
  // Start above the root (2^⌈bits/2⌉) so the iterates fall monotonically to ⌊√v⌋.
  let r = 1n << BigInt(Math.ceil(v.toString(2).length / 2));
  for (;;) {
    const next = (r + v / r) >> 1n;
    if (next >= r) break;
    r = next;
  }
  return r * r === v;
}

/** Is the number at `at` a numerator or denominator of a printed fraction ("2/3")? */
function isFractionPart(text: string, at: number, n: string): boolean {
  return /\/\s*$/.test(text.slice(0, at)) || /^\s*\//.test(text.slice(at + n.length));
}

/** Task kinds with an unknown to solve for. */
export const EQUATION_KINDS: TaskKind[] = [
  'linear',
  'quadratic',
  'system',
  'inequality',
  'proportion',
  'absolute',
];

/** Letters the recogniser reads for an italic x (TeX's maths italic, italic print variants). */
const ITALIC_X_READ_AS = ['c', 'r'];

/** Letters the recogniser reads for a digit: o 0, i and l 1, s 5, g and q 9. */
const DIGIT_LIKE_LETTERS = ['o', 'i', 'l', 's', 'g', 'q'];

/** `c^2 = <numbers>` (or the sides swapped): the letter only as a square, against numbers alone. */
const SQUARED_FROM_NUMBERS = (v: string) => new RegExp(`^(?:${v}\\^2=[\\d^+*().-]+|[\\d^+*().-]+=${v}\\^2)$`);

const AGAINST_NUMBER = new RegExp(String.raw`^[^=<>≤≥;]*[=<>≤≥]\s*${BARE_NUMBER}\s*$`);
/**
 * A finished expression without an unknown, then the unknown alone against a bare number: after a
 * number only with paper between (`… − 20 x = 45`; `20x` is a printed coefficient), after a
 * bracket, a bar, a percent or a power's exponent with or without (`… − |5 − 18|x = 53`,
 * `√36 + 3^4x = −32`: no book prints a bar's value or a power as a coefficient).
 */
const AFTER_EXPRESSION = new RegExp(
  String.raw`^[^a-z=<>≤≥;]*(?:\d\s+|[)|%]\s*|\^\s*\d+\s*)([a-z]\s*[=<>≤≥]\s*${BARE_NUMBER})\s*$`,
);
/**
 * A calculation without an unknown (an operation in it) against a number with a letter glued on
 * (`8 · (15 + 11) − 5 = 4t`: the pupil's `= 4…` read after the sum, its last figure as a letter).
 */
const SUM_AGAINST_LETTER =
  /^[^a-z=<>≤≥;]*\d[^a-z=<>≤≥;]*[-+*/:][^a-z=<>≤≥;]*[=<>≤≥]\s*-?\s*\d+(?:\.\d+)?\s*[a-z]\s*$/;

/** The one-letter unknowns of a normalised task. */
function unknowns(normalized: string): string[] {
  return [...new Set(normalized.match(/[a-z]/g) ?? [])];
}

type Rule = (input: PlausibilityInput) => { doubt: Doubt; why: string } | null;

const RULES: Rule[] = [
  // "3/6 + 2/5" read as "3/62/5": a printed fraction is never the numerator of another.
  ({ normalized }) => {
    const m = /(?<![\d.])\d+\/\d+\/\d+/.exec(normalized);
    return m ? { doubt: 'impossible', why: `fraction of a fraction ${m[0]}` } : null;
  },
  // An operator right before a minus ("8 * -6", "5 + -3"): printed as "8 · (−6)"; the reader
  // doubled a sign or lost a bracket.
  ({ normalized }) => {
    const m = /[+*/:^]\s*-/.exec(normalized.replace(/[([]\s*-/g, '('));
    return m ? { doubt: 'unusual', why: `operator before a minus "${m[0]}"` } : null;
  },
  // "7 · (55) − 15": a bracket around a lone unsigned number is never printed; the reader lost the
  // sign inside it ("(5 + 5)") or merged two numbers.
  ({ normalized }) => {
    const m = /(?<![a-z√\d])\(\s*\d+(?:\.\d+)?\s*\)(?!\s*\^)/.exec(normalized);
    return m ? { doubt: 'impossible', why: `a lone number in brackets ${m[0]}` } : null;
  },
  // A number far longer than every other number of the task ("(6 − 5) · 6128 : |3 + 3|"): two
  // tokens merged when the sign between them was lost. Real tasks print multi-digit numbers too
  // ("480 : 6", "1000 − 7", "250 · 4 + 3"), so only a run of four or more digits, two longer than
  // the typical (median) number, the only one of its length, not divided or multiplied (a printed
  // "1024 : 32") and not a round number ("4500").
  ({ normalized, kind }) => {
    if (kind === 'percent' || kind === 'gcdLcm') return null;
    const numbers = wholeNumbers(normalized);
    if (numbers.length < 2) return null;
    // A long square under a root ("√1444") is how roots are printed, not a merge.
    const runs = numbers.map(({ n, radicand, at }) => ({
      n,
      at,
      len: radicand && isSquare(n) ? 1 : n.length,
    }));
    const lengths = runs.map((r) => r.len).sort((a, b) => b - a);
    const longest = lengths[0]!;
    const others = lengths.slice(1);
    const typical = others[Math.floor(others.length / 2)]!;
    if (longest < 4 || longest - typical < 2 || others[0] === longest) return null;
    const run = runs.find((r) => r.len === longest)!;
    const beside = neighbours(normalized, run.at, run.n);
    if (/[:*]/.test(beside) || /00$/.test(run.n)) return null;
    return { doubt: 'unusual', why: `merged digit run (${longest} digits among ${typical}-digit numbers)` };
  },
  // "√1444^2": a power printed right after the root of a number is ambiguous (√(a²) or (√a)²)
  // and seldom printed so; the reader merged the root's number with the next term.
  ({ normalized }) =>
    /√\s*\d+\s*\^/.test(normalized)
      ? { doubt: 'unusual', why: 'a power right after a root of a number' }
      : null,
  // An unknown other than the usual letters ("|v − 2| = 8"): a misread letter.
  ({ normalized, kind }) => {
    if (!EQUATION_KINDS.includes(kind)) return null;
    const odd = unknowns(normalized).filter(
      (v) => !'xyzabctnmk'.includes(v) && !ITALIC_X_READ_AS.includes(v),
    );
    return odd.length > 0 ? { doubt: 'lookalikeProne', why: `an unusual unknown ${odd.join(', ')}` } : null;
  },
  // "√25 + s^2" for "√25 + 5^2", "(x − 8)(x + g)" for "(x − 8)(x + 8)": an expression's letter that
  // reads like a digit (o 0, i l 1, s 5, g q 9) is seldom printed as a letter; the reader misread
  // the digit. Algebra prints a, b, c, m, n, p, k, x, y, z.
  ({ normalized, kind }) => {
    if (kind !== 'simplify') return null;
    const digitLike = unknowns(normalized).filter((v) => DIGIT_LIKE_LETTERS.includes(v));
    return digitLike.length > 0
      ? { doubt: 'lookalikeProne', why: `a letter that reads like a digit ${digitLike.join(', ')}` }
      : null;
  },
  // "−6c − 8 ≥ 10", "6r − 15 = 45", "c − 5y = 25 ; −4c + 3y = −32": the recogniser reads an italic
  // x (TeX's maths italic above all) as c or r, and both readings of the page share the misread,
  // so the answer names a letter the page does not print. Printed equations seldom name their
  // unknown c or r, so such a reading is not answered. A simplification in letters other than x
  // ("3a + 2b − c") is printed so; one in c and r alone or beside an x is not.
  // Not the squared side of a right triangle or a circle's radius found from numbers
  // ("c^2 = 6^2 + 8^2", "r^2 = 49"): there c and r are the printed unknowns (review finding).
  ({ normalized, kind }) => {
    const letters = unknowns(normalized);
    const misread = letters.filter((v) => ITALIC_X_READ_AS.includes(v));
    if (misread.length === 0) return null;
    if (letters.length === 1 && SQUARED_FROM_NUMBERS(letters[0]!).test(normalized.replace(/\s+/g, '')))
      return null;
    const judged =
      EQUATION_KINDS.includes(kind) ||
      (kind === 'simplify' && (letters.includes('x') || letters.every((v) => ITALIC_X_READ_AS.includes(v))));
    return judged
      ? { doubt: 'impossible', why: `unknown ${misread.join(', ')} (an italic x misread?)` }
      : null;
  },
  // "4x(z − 3) + 3(z + 2)": unknowns are named x, y, z in order, so a z beside an x with no y is an
  // italic x misread; a z alone is look-alike-prone.
  ({ normalized, kind }) => {
    if (!EQUATION_KINDS.includes(kind) && kind !== 'simplify') return null;
    const letters = unknowns(normalized);
    if (!letters.includes('z') || letters.includes('y')) return null;
    if (letters.includes('x'))
      return { doubt: 'impossible', why: 'unknowns x and z with no y (an italic x misread?)' };
    return letters.length === 1
      ? { doubt: 'lookalikeProne', why: 'a lone unknown z (an italic x misread?)' }
      : null;
  },
  // "3x + 5y = 42 ; 5x − 3y = −38" (the minus of "−3x" lost) solves to x = −32/17: printed systems are made
  // to come out in whole numbers, at most halves ("x + y = 7 ; x − y = 2"); thirds, fifths,
  // seventeenths come from a misread coefficient or sign.
  ({ kind, answer }) => {
    if (kind !== 'system') return null;
    const denominators = [...answer.matchAll(/\\frac\{\d+\}\{(\d+)\}/g)].map((m) => Number(m[1]));
    const odd = denominators.find((d) => d > 2);
    return odd ? { doubt: 'unusual', why: `a system solved in ${odd}ths` } : null;
  },
  // "x + y = 9 ; −y = 3" read from "x − y = 3": the glyph next to a system's brace is the one most
  // often lost, and a line that then starts with a sign and lacks an unknown of the system solves
  // to a clean, wrong answer. Printed systems write every unknown in every line, or at least do not
  // start a line that lacks one with a sign.
  ({ normalized, kind }) => {
    if (kind !== 'system') return null;
    const letters = unknowns(normalized);
    const lost = normalized
      .split(';')
      .map((line) => line.trim())
      .find((line) => /^[+−-]/.test(line) && letters.some((v) => !line.includes(v)));
    return lost
      ? {
          doubt: 'impossible',
          why: `a line of a system starting with a sign and lacking an unknown ("${lost}")`,
        }
      : null;
  },
  // "− 5y = −16" read from the brace of "x − 5y = −16 ; −x − 5y = −14": a system's line whose x term
  // was lost (the glyph beside the brace, as above) is read as a task of its own, in y alone and
  // starting with a sign, and solves to a clean, wrong value. A single equation is printed in x;
  // one in y alone that opens with a sign is what is left of a system (round 8, tune: answered at
  // 0.99, wrong). Only keeps the answer under 0.9 where a page does print it. Only the y term
  // alone before the relation, all a system's line keeps ("by = c"): textbooks print "−3y + 2 = 11"
  // (review).
  ({ normalized, kind }) => {
    if (kind !== 'linear') return null;
    const text = normalized.trim();
    return /^[+−-]\s*[\d.,]*\s*y\s*[=<>≤≥]/.test(text) && unknowns(text).join() === 'y'
      ? { doubt: 'unusual', why: `an equation in y alone starting with a sign ("${text}": a system's line?)` }
      : null;
  },
  // A calculation with powers and a two-digit number that reads as one of its powers with the
  // exponent on the base line ("5^2 + 42" for "5^2 + 4^2"): the number's last digit is an exponent
  // the task prints, its first digit a base of 2 to 9 ("3^2 + 14" prints no 4th power; "√144 + 12"
  // no power at all). Round 5: impossible (was look-alike-prone, which still answered the lost
  // exponent wrongly): no tune reading of a right answer has this shape, while damaged readings
  // with a lost exponent were answered wrongly 23 and 28 times in 53 and 52.
  ({ normalized, kind }) => {
    if (/[a-z=<>≤≥]/.test(normalized) || kind === 'percent') return null;
    const exponents = new Set([...normalized.matchAll(/\^\s*(\d)(?!\d)/g)].map((m) => m[1]));
    for (const m of normalized.matchAll(/(?<![\d.^/√])([2-9])(\d)(?![\d.^]|\s*\/)/g))
      if (exponents.has(m[2]))
        return { doubt: 'impossible', why: `"${m[0]}" beside powers (a lost exponent?)` };
    return null;
  },
  // "15 − (8 − 1) · 2" read "15 (8 − 1) · 2", "6(3x − 5) − (x + 2)" read "6(3x − 5) (x + 2)": an
  // operator lost before a bracket leaves a gap the reader keeps as a space, and the engine reads a
  // product. A product is printed with its dot or with the bracket touching the factor ("3(x + 1)",
  // "(x − 8)(x + 8)"), never with a gap; in a calculation of numbers alone a number touching a
  // bracket ("2(3 + 4)") is seldom printed either (Serbian books write "2 · (3 + 4)").
  // Review (round 5): with letters the gap only keeps the answer under 0.9 — a monospaced face
  // can make the reader put a space in "3(x + 2)" or "(x − 8)(x + 8)", which must not decline.
  ({ normalized }) => {
    const letters = /[a-z=<>≤≥]/.test(normalized);
    const gap = /[\d)]\s+\(/.exec(normalized);
    if (gap)
      return {
        doubt: letters ? 'unusual' : 'impossible',
        why: `a gap before a bracket "${gap[0]}" (a lost operator?)`,
      };
    const touching = letters ? null : /\d\(/.exec(normalized);
    return touching
      ? { doubt: 'unusual', why: `a number times a bracket with no sign "${touching[0]}"` }
      : null;
  },
  // "2 · √4 − 52" for "2 · √4 − 5^2": a root of a number beside a two-digit number that reads as
  // a square or cube with its exponent on the base line (first digit 2–9, last 2 or 3), in a
  // calculation whose other numbers are all one digit (a square under a root aside). Printed root
  // tasks pair the root with a power or a one-digit number far more often (impossible, as above); "√144 + 12" (a 1x
  // number) and "√49 + 32 − 15" (another two-digit number) are not judged.
  ({ normalized, kind }) => {
    if (/[a-z=<>≤≥^]/.test(normalized) || kind === 'percent' || !normalized.includes('√')) return null;
    const numbers = wholeNumbers(normalized);
    const power = numbers.find(
      ({ n, radicand, at }) => !radicand && /^[2-9][23]$/.test(n) && !isFractionPart(normalized, at, n),
    );
    if (!power || numbers.some((x) => x !== power && x.n.length > 1 && !(x.radicand && isSquare(x.n))))
      return null;
    return { doubt: 'impossible', why: `"${power.n}" beside a root (a lost exponent?)` };
  },
  // "46/9 − 3/4" for "4 6/9 − 3/4": a mixed number whose whole part touches its fraction reads as
  // an improper fraction with a two-digit numerator whose last digit over the denominator is a
  // proper fraction. Improper fractions are printed too, so this only keeps the answer under 0.9.
  ({ normalized }) => {
    const m = /(?<![\d.#/])([1-9])([1-9])\/([2-9])(?![\d.])/.exec(normalized);
    return m && Number(m[2]) < Number(m[3])
      ? { doubt: 'unusual', why: `${m[0]} (a mixed number ${m[1]} ${m[2]}/${m[3]} read as one?)` }
      : null;
  },
  // "5 × |−4| − |9 − 10|" read "5 × 1-41 - 19 - 101", "|−9| + |9 − 16|" read "|−9| + 19 - 161",
  // "|−7| + |6 − 16|" read "1 - 71 + |6 - 16|" (the bar-1 first in the task):
  // absolute-value bars read as the digit 1 leave a number starting with 1 and one ending with 1
  // around the sign the bars enclosed. A calculation so printed ("19 − 161") is rare; with a second
  // trace of the bars (a bar-1 glued before a minus after an operator, or a real bar beside it)
  // no printed task is left.
  ({ normalized }) => {
    if (/[a-z=<>≤≥]/.test(normalized)) return null;
    const pair = /(?<![\d.])1\d+\s*[-+]\s*\d{2,}1(?![\d.])/.exec(normalized);
    const glued = /(?:^|[*:+(-])\s*1\s*-\s*\d*\d1(?![\d.])/.exec(normalized);
    // "5 · |−6| − |7 − 14|" read "5 · 1 - 6 - |7 - 14|" (OpenDyslexic, both looks): the opening
    // bar read as a factor 1 before a minus, its closing bar lost. Only beside a real bar: early
    // grades' drills do print times one ("5 · 1 − 3", "12 : 1 − 4").
    const timesOne = normalized.includes('|') ? /[*:]\s*1\s*-\s*\d/.exec(normalized) : null;
    if (!pair && !glued && !timesOne) return null;
    const traces = (pair ? 1 : 0) + (glued ? 1 : 0) + (timesOne ? 1 : 0) + (normalized.includes('|') ? 1 : 0);
    return {
      doubt: traces >= 2 ? 'impossible' : 'unusual',
      why: `"${(pair ?? glued ?? timesOne)![0]}" (absolute-value bars read as 1?)`,
    };
  },
  // "5,7 − 7,33" read "5.7 − 733": a lost decimal comma leaves a whole number a hundred times
  // larger than every decimal it is added to or taken from. Decimal drills add numbers of like size;
  // a round number ("2,5 + 100") or a product ("0,25 · 348") is printed so and not judged.
  ({ normalized }) => {
    if (/[a-z=<>≤≥%√^]/.test(normalized)) return null;
    const decimals = [...normalized.matchAll(/\d+\.\d+/g)].map((m) => Number(m[0]));
    if (decimals.length === 0) return null;
    const largest = Math.max(...decimals);
    const lost = wholeNumbers(normalized).find(
      ({ n, at }) =>
        n.length >= 3 &&
        !/0$/.test(n) &&
        Number(n) >= 100 * largest &&
        !/[*:/]/.test(neighbours(normalized, at, n)),
    );
    return lost ? { doubt: 'unusual', why: `${lost.n} beside decimals (a lost decimal point?)` } : null;
  },
  // "2 · √16 − 2^2" read "2 · √6 − 2^2": a radicand that lost a digit leaves an answer that is a
  // whole number plus a surd ("−4 + 2√6"). Calculations with roots of numbers print squares under
  // the roots and come out whole; surd drills combine like surds ("2√3 + 5√3") or multiply to a
  // whole number ("√2 · √8"); a bracket with a root in it ("(1 + √2)^2") is expanded and not judged.
  // Only a lone root: with two or more the task is a surd drill, and "5 − √3 + 2√3 − 1",
  // "3√2 + 5 − √2", "√18 − √8 + 1" are printed so and come out whole plus surd (review).
  ({ normalized, answer }) => {
    if (
      /[a-z=<>≤≥]/.test(normalized) ||
      (normalized.match(/√/g) ?? []).length !== 1 ||
      /\([^()]*√/.test(normalized)
    )
      return null;
    const result = answer.split('=').pop() ?? '';
    return /\d\s*[+-]\s*\d*\s*\\sqrt|\\sqrt\{\d+\}\s*[+-]\s*\d/.test(result)
      ? { doubt: 'unusual', why: 'a whole number plus a surd (a radicand that lost a digit?)' }
      : null;
  },
  // "7 : x = 28 : 28" read "x = 28 : 28": an equation whose unknown already stands alone against
  // numbers is no task a page prints (it is its own answer); the reader lost the terms beside it.
  // Round 20: so is an inequality ("x > 7"), which a pupil writes after a task as its answer.
  ({ normalized, kind }) => {
    if (!EQUATION_KINDS.includes(kind)) return null;
    const text = normalized.replace(/\s+/g, '');
    return /^[a-z][=<>≤≥][^a-z=<>≤≥;]+$|^[^a-z=<>≤≥;]+[=<>≤≥][a-z]$/.test(text)
      ? { doubt: 'unusual', why: `the unknown already alone "${text}" (a lost term?)` }
      : null;
  },
  // Round 23: a pupil's answer written after a printed expression and read with it, where the ink
  // did not tell the pen from the print (a thin black hand, a pencil as light as dim print, an
  // answer written close): "Izračunaj: 6 · (12 + 6) − 20  x = 45", "… − |6 − 19|  x > 12",
  // "Koliko je 5% od 100?  x = 5" became equations and were answered. Under an instruction to
  // compute or take a percentage, an equation whose unknown stands once, set apart after a finished
  // expression, against a bare number is no printed task: a printed equation glues its coefficient
  // to its unknown ("12 − 3x = 45"). Not where the instruction names the unknown ("Izračunaj x ako
  // je 5 + 3 x = 20": the equation is the task, whatever the gap before its unknown).
  ({ normalized, intent, kind, namesUnknown }) => {
    if (namesUnknown || !EQUATION_KINDS.includes(kind) || (intent !== 'compute' && intent !== 'percent'))
      return null;
    const m = AFTER_EXPRESSION.exec(normalized);
    if (m) return { doubt: 'impossible', why: `a pupil's answer after an expression "${m[1]}"` };
    return SUM_AGAINST_LETTER.test(normalized)
      ? { doubt: 'impossible', why: `a calculation against a number with a letter "${normalized.trim()}"` }
      : null;
  },
  // Round 23: "√3,3" answered √330/10 (a pupil's note `3,3` with a tick before it, on a line of its
  // own): a page asks for the root of a decimal only when it is a decimal's square ("√0,09",
  // "√1,44"); a lone root of any other decimal is no printed task.
  ({ normalized }) => {
    const m = /^\s*√\s*\(?\s*(\d+)\.(\d+)\s*\)?\s*$/.exec(normalized);
    if (!m) return null;
    const digits = m[2]!.replace(/0+$/, '');
    const square = digits.length % 2 === 0 && isSquare(m[1]! + digits);
    return square
      ? null
      : { doubt: 'impossible', why: `a root of a decimal that is no square "${m[0].trim()}"` };
  },
  // ...and under an instruction to simplify, an equation against a bare number is the pupil's result
  // written after the expression ("Uprosti izraz: (x − 6)(x + 6) + 9x = 45").
  // Not where the words also name the equation ("Uprosti pa reši jednačinu: 2(x + 3) − x = 10").
  ({ normalized, intent, kind, namesRelation }) => {
    if (namesRelation || !EQUATION_KINDS.includes(kind) || intent !== 'simplify') return null;
    const m = AGAINST_NUMBER.exec(normalized);
    return m
      ? { doubt: 'impossible', why: `a result written after an expression to simplify "${m[0].trim()}"` }
      : null;
  },
  // "4(x − 6) = x + 6" read "(x - 6) = x + 6" (both looks, the 4 glued to the instruction's last
  // word): a side of an equation that is one bracket with nothing before or after it is not
  // printed (the brackets would be left out); the factor or power beside them was lost.
  ({ normalized, kind }) => {
    if (!EQUATION_KINDS.includes(kind)) return null;
    const bare = normalized
      .replace(/\s+/g, '')
      .split(/[=<>≤≥;]/)
      .find((side) => /^-?\([^()]*\)$/.test(side));
    return bare ? { doubt: 'unusual', why: `a side in bare brackets "${bare}" (a lost factor?)` } : null;
  },
  // Round 15: "(18 − 2) · 5 + 9 : (1 + 2)" split in two lines where its small "·" was lost in a
  // monospaced face's wide spacing (mononoki; both looks share the layout), and "(18 - 2)" answered
  // 16: a calculation that is one bracket with nothing outside it is not printed (the brackets
  // would be left out); the rest of the task was lost.
  ({ normalized, kind }) => {
    if (EQUATION_KINDS.includes(kind)) return null;
    const text = normalized.replace(/\s+/g, '');
    return /^-?\([^()]*[\d)a-z][-+*/:^][^()]*\)$/.test(text) && !/[;,]/.test(text)
      ? { doubt: 'unusual', why: `a calculation in bare brackets "${text}" (a lost part?)` }
      : null;
  },
  // Round 14: "1/2 : 1/2" read "1/2" by both looks (the divisor lost, answered 0,5 at 1.0): a lone
  // fraction in lowest terms leaves nothing to calculate, so no page asks for its value; only a
  // fraction to reduce ("6/8") is a task on its own. (An instruction to convert it is no intent the
  // engine knows.)
  ({ normalized, intent }) => {
    const m = /^\s*-?\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(normalized);
    if (!m || m[2] === '1' || (intent !== null && intent !== 'compute')) return null;
    return bigGcd(BigInt(m[1]!), BigInt(m[2]!)) === 1n
      ? { doubt: 'unusual', why: `a lone fraction in lowest terms "${m[0].trim()}" (an operand lost?)` }
      : null;
  },
  // Round 14: "x^2 + 5x = 0" read "+5x=0" (chalk on a board, its x² lost): an equation is never
  // printed starting with a plus glued to its first term; the term before it was lost. (A plus
  // apart from the term is more often a misread label, "a." read "+ 4^2 + 7^2"; a system's line
  // is judged above.)
  ({ normalized, kind }) =>
    EQUATION_KINDS.includes(kind) && kind !== 'system' && /^\s*\+(?=[\d(a-z])/.test(normalized)
      ? { doubt: 'unusual', why: `an equation starting with a plus "${normalized.trim()}" (a lost term?)` }
      : null,
  // "4(3x − 1) − (x + 4)" read "4(3x − x) − (x + 4)": a bracket holding like terms of one letter
  // is not printed as a factor of a number (they would be collected before multiplying out); a
  // rounded or handwritten 1 read as x leaves it. A bracket standing alone is printed so: drills in
  // adding monomials group them ("(5a − 3a) + (2a + a)", "(4x + 2x) − (3x − x)", review).
  ({ normalized }) => {
    const m = [...normalized.matchAll(/\(\s*-?\d*([a-z])(?![\^\d])\s*[+-]\s*\d*\1(?![\^\d])\s*\)/g)].find(
      (b) =>
        /\d\s*\*?\s*$/.test(normalized.slice(0, b.index)) ||
        /^\s*\*\s*\d/.test(normalized.slice(b.index + b[0].length)),
    );
    return m
      ? { doubt: 'unusual', why: `like terms in one bracket ${m[0]} (a digit read as the letter?)` }
      : null;
  },
  // "x/2 + 4 = 10" read "x/2 · 4 = 10": a fraction of the unknown times or divided by a number is
  // not how an equation is printed (it would read "2x" or "4 · x/2" first); a plus whose arms thinned
  // out reads as a dot.
  ({ normalized, kind }) => {
    if (!EQUATION_KINDS.includes(kind)) return null;
    // Not a hundredth of the unknown: "x/100 · 40 = 12" is the percent formula (p/100 · G = P).
    const m = /(?<![\d.)])[a-z]\s*\/\s*(?!100(?!\d))\d+\s*[*:]\s*\d/.exec(normalized);
    return m
      ? {
          doubt: 'unusual',
          why: `a fraction of the unknown times a number "${m[0]}" (a plus read as a dot?)`,
        }
      : null;
  },
  // "3x + 2 > 17" read "3x : 2 > 17", "5x − 11 = 2x + 19" read "… = 2x : 19" (both looks): a plus
  // whose upright stroke faded reads as a colon. Books do print "2x : 3 = 4" (review), but not in
  // an inequality nor beside the unknown on the other side, where it is a fraction ("3x/2") or a
  // proportion ("3x : 4 = 9 : 2", two colons).
  ({ normalized, kind }) => {
    if (!EQUATION_KINDS.includes(kind) || (normalized.match(/:/g) ?? []).length !== 1) return null;
    const sides = normalized.split(/[=<>≤≥]/);
    const unknownBothSides = sides.length === 2 && sides.every((side) => /[a-z]/.test(side));
    if (kind !== 'inequality' && !unknownBothSides) return null;
    const m = /(?<![\d.])\d+\s*\*?\s*[a-z]\s*:\s*\d/.exec(normalized);
    return m
      ? { doubt: 'unusual', why: `a multiple of the unknown divided "${m[0]}" (a plus read as a colon?)` }
      : null;
  },
  // "5x − 5 = 2x + 28" read "5x − 5 = 2x · 28" (both looks; Dosis's plus, thin at its ends, read as
  // a dot): a multiple of the unknown times a number is not printed in an equation (it would read
  // "56x"). A bare unknown times a number is: "x · 3 = 12" asks for a missing factor in the lower
  // grades.
  ({ normalized, kind }) => {
    if (!EQUATION_KINDS.includes(kind)) return null;
    const m = /(?<![\d.)^])\d+\s*[a-z](?!\s*\^)\s*\*\s*\d/.exec(normalized);
    return m
      ? {
          doubt: 'unusual',
          why: `a multiple of the unknown times a number "${m[0]}" (a plus read as a dot?)`,
        }
      : null;
  },
  // "5,4 : 2 − 3,69" read "5.4 : 2 − 3.6^9" (both looks, 0.98): a decimal's last digit raised
  // into an exponent. School pages raise a decimal of ones to a square or a cube at most ("1,2^3");
  // only a decimal fraction of one goes higher unbracketed ("0,1^4", "0,5^4", review), so a higher
  // power of any other bare decimal is a digit misread as one.
  ({ normalized }) => {
    const m = /(?<![\d.])[1-9]\d*\.\d+\s*\^\s*(?:[4-9]|\d{2,})/.exec(normalized);
    return m ? { doubt: 'impossible', why: `a decimal to a high power "${m[0]}" (a digit raised?)` } : null;
  },
  // "x^2 − 5x = 0" read "x^1- 5x= 0" by one look (Yrsa's raised 2 read 1): a power of one changes
  // nothing and is seldom printed, so that look's reading says nothing against the other's.
  ({ normalized }) => {
    const m = /\^\s*\(?\s*1(?![\d.])/.exec(normalized);
    return m ? { doubt: 'unusual', why: `a power of one "${m[0].trim()}" (a raised digit misread?)` } : null;
  },
  // Round 11: "(x + 0)", "(11 − 2) · 1", "1/4 · 4/1" (an 8 read 0, a 7 read 1): a zero added or
  // taken, a factor or divisor 1, a fraction over 1 or of 0 are not printed; looks share such a
  // look-alike, so the vote declines it (consensus.ts) rather than answer what the page does not print.
  // A 1 before a minus is left to the bars rule above ("5 · 1-41": absolute-value bars read as 1).
  // Round 14: a power of 1 ("4^2 + 6^2" read "1^2 + 6^2" by both looks) and a coefficient 1 glued
  // to a letter ("|x − 3| = 9" read "1x - 31 = 9": books print x, not 1x) change nothing either.
  // A sum of powers from 1 on is printed so ("1^2 + 2^2 + 3^2", review): a 1 before the 2 with the
  // same power is that sum's first term.
  ({ normalized }) => {
    const m =
      /[-+]\s*0(?![\d.])|(?<![\d.#/^])0\s*[-+/]|[*:]\s*1(?![\d./^]|\s*[-−])|(?<![\d./^#])1\s*\*|\/\s*1(?![\d.])|(?<![\d.^#])1\s*\^|(?<![\d.^#/])1(?=[a-z])/.exec(
        normalized.replace(/(?<![\d.^#])1\s*\^\s*(\d+)(?=\s*\+\s*2\s*\^\s*\1(?![\d.]))/g, '#'),
      );
    return m
      ? { doubt: 'unusual', why: `a zero or one that changes nothing "${m[0].trim()}" (a look-alike digit?)` }
      : null;
  },
];

export function judgePlausibility(input: PlausibilityInput): Plausibility {
  let factor = 1;
  const reasons: string[] = [];
  // "NZD(12, 18)" is found by name, not parsed as an expression (solvers/gcd-lcm.ts): only its
  // numbers are judged.
  if (input.kind === 'gcdLcm') return gcdLcmPlausibility(input.normalized);
  for (const rule of RULES) {
    const hit = rule(input);
    if (!hit) continue;
    factor *= PLAUSIBILITY[hit.doubt];
    reasons.push(`${hit.doubt}: ${hit.why}`);
  }
  return { factor, reasons };
}

/**
 * "NZD(12, 18)" read "NZD(1 2. 18)" (both looks, answered NZD(1, 2, 18) = 1 at 0.89): a number
 * read in two leaves a 1 among the call's numbers. NZD and NZS of 1 are never asked (the one is 1,
 * the other the rest's), so such a reading is no printed task.
 */
function gcdLcmPlausibility(normalized: string): Plausibility {
  return wholeNumbers(normalized).some(({ n }) => n === '1')
    ? {
        factor: PLAUSIBILITY.impossible,
        reasons: ['impossible: a 1 among the numbers of NZD or NZS (a number read in two?)'],
      }
    : { factor: 1, reasons: [] };
}
