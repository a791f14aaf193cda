/**
 * Maths printed on a page that is no task: a textbook's reminder box (`Zapamti!`, `Podsetnik`,
 * `Primer`) states a rule and shows it at work — a worked example with its result (`Primer: 3 · 4 −
 * 5 = 7`, `Primer: 3x + 2 = 11` over `Rešenje: x = 3`), a call with its value (`NZD(12, 18) = 6`),
 * a formula in letters (`(a + b)^2 = a^2 + 2ab + b^2`, `a : b = c : d`, `|a| = a, za a ≥ 0`).
 * Read as tasks they were answered (an example's equation solved again, `NZS(16, 18) = 144`
 * computed) or declined ("0 unknowns", "2 unknowns"), and either way the page held an item that
 * belongs to no printed task. A line or piece that carries an instruction, a check word or a label
 * of its own stays a task (`Proveri: 3 · 4 − 5 = 7`, `a) NZS(4, 6) = …`); so does anything that is
 * not already solved (`3x + 2 = 11`, `x : 4 = 6 : 8`, `Uprosti izraz: (a + b)^2`).
 */
import leven from 'leven';
import type { RecognizedLine } from '../engine-types.js';
import { evaluate } from './evaluate.js';
import type { Label } from './labels.js';
import { detectIntent, normalizeTask } from './normalize.js';
import { parseTask } from './parse.js';
import { isPupilsWorking } from './pupil-working.js';
import { findGcdLcm } from './solvers/gcd-lcm.js';
import { bigGcd, bigLcm } from './rational.js';

/**
 * Words that ask the pupil to judge a printed equality rather than read it ("Proveri", "Da li je",
 * "Tačno ili netačno", "Zaokruži tačne jednakosti", "Uporedi"): such a line is a task even when its
 * sides agree.
 */
const CHECK_WORD =
  /prover|provjer|upored|da li|je li|ta[čc]n|check|verify|true|false|richtig|vrai|провер|тачн|упоред/iu;

/** An instruction or a check word on the line itself (a percent sign names no instruction here). */
function instructs(text: string): boolean {
  return CHECK_WORD.test(text) || detectIntent(text.replace(/%/g, ' ')) !== null;
}

/**
 * The first word of a line up to its colon or point, its letters only ("Primer:", "Pr imer :" — a
 * gap read inside the word), when what follows is no number (a numbered "Primer 3." names an
 * exercise, labels.ts LABEL_WORDS). Returns the word in lower case and the rest of the line.
 */
function leadWord(text: string): { word: string; rest: string } | null {
  const m = /^\s*(\p{L}+(?: \p{L}{1,4}(?!\p{L}))?)\s*([:.!]?)\s*/u.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  // "Primer 3." / "Primer 3:" (no mark right after the word, a number and its mark next) names an exercise.
  if (m[2] === '' && /^\d{1,3}\s*[.:)]/.test(rest)) return null;
  return { word: m[1]!.replace(/\s+/g, '').toLowerCase(), rest };
}

/** The word a worked example is printed under, as the reader spells it (one letter off allowed). */
const EXAMPLE_WORDS = ['primer', 'primjer', 'пример', 'example', 'beispiel', 'exemple', 'shembull'];
/** The word a worked example's result is printed after (one letter off allowed). */
const SOLUTION_WORDS = [
  'resenje',
  'rešenje',
  'rjesenje',
  'rješenje',
  'решење',
  'solution',
  'lösung',
  'losung',
];

const near = (word: string, words: string[]) => words.some((w) => leven(word, w) <= 1);

/** The calls' names and the small words maths is printed with ("5% od broja 640", "NZD brojeva 12 i 18"). */
const NAMES_AND_SMALL_WORDS = /(?<!\p{L})(?:nzd|nzs|нзд|нзс|od|broja|brojeva|je|za|i)(?!\p{L})/giu;
/** Maths only: no word of three letters or more (an instruction's or a sentence's). */
const mathsOnly = (text: string) => !/\p{L}{3}/u.test(text.replace(NAMES_AND_SMALL_WORDS, ' '));

/**
 * A worked example: a line led by the example word (not numbered) whose rest is maths with no
 * instruction of its own ("Primer: 24 + 3 · 2 − 12 : 2 = 24", "Primer: x : 5 = 55 : 25"). No page
 * asks the pupil to solve its own example; its result, printed or not, is the book's.
 */
export const isWorkedExample = (text: string) => mathsLedBy(text, EXAMPLE_WORDS);

/**
 * A result printed after the solution word ("Rešenje: x = 11", "Rešenje: 7"): the answer to the
 * line above (an example's, or a task's answer a pupil filled in). It is never a task itself.
 */
export const isPrintedSolution = (text: string) => mathsLedBy(text, SOLUTION_WORDS);

/** A line led by one of `words` (one letter off) whose rest is maths with no instruction of its own. */
function mathsLedBy(text: string, words: string[]): boolean {
  const lead = leadWord(text);
  if (!lead || !near(lead.word, words)) return false;
  return /\d/.test(lead.rest) && mathsOnly(lead.rest) && !instructs(lead.rest);
}

/** A named call and its value: "NZD(12, 18) = 6", "NZS (4,6)= 12". */
const CALL_WITH_VALUE = /^\s*(\p{L}{1,4}\s*[([][^()[\]]*[)\]])\s*=\s*(\d{1,9})\s*\.?\s*$/u;

/** A label opening a line ("a)", "3.", "(2)", "Zadatak 4."): the item is a printed exercise. */
const OPENING_LABEL =
  /^\s*(?:\(?[a-hvđ]\)|\(?\d{1,2}[.)]|\(\d{1,2}\)|[a-h]\.\s|(?:zadatak|zad\.|primer)\s*\d)/iu;

/**
 * An equality already computed: a call with its value ("NZS(10, 30) = 30") or numbers and signs on
 * both sides of one or more "=" that all evaluate to the same number ("5/7 + 2/7 = 1", "2^3 + 3^2 =
 * 17", "3 · 4 − 5 = 12 − 5 = 7"). Only on a line of its own, with no label, instruction or check
 * word: a statement of the page, not work for the pupil. Sides that disagree stay (a misreading, or
 * a task to judge).
 */
export function isSolvedEquality(text: string): boolean {
  if (OPENING_LABEL.test(text) || !mathsOnly(text) || instructs(text)) return false;
  const call = CALL_WITH_VALUE.exec(text);
  if (call) {
    const task = findGcdLcm(call[1]!);
    if (!task || task.separatorLost || task.numbers.some((n) => n === 0n)) return false;
    const value = task.numbers.reduce(task.op === 'gcd' ? bigGcd : bigLcm);
    return value === BigInt(call[2]!);
  }
  const n = normalizeTask(text, { photo: true }).text;
  if (/[a-z<>≤≥;⁇?]/i.test(n)) return false;
  const sides = n.split('=');
  if (sides.length < 2 || sides.some((s) => s.trim() === '')) return false;
  try {
    const values = sides.map((s) => {
      const { expr, relations } = parseTask(s);
      if (!expr || relations.length > 0) throw new Error('no expression');
      return evaluate(expr);
    });
    return values.every((v) => v.eq(values[0]!));
  } catch {
    return false;
  }
}

/**
 * A heading of its own: words and no maths, its label aside ("Izračunaj:", "1. Odredi NZS:",
 * "Zapamti!", a box's rule in words). Returns whether it asks for work or a check; null for a line
 * that is no heading.
 */
function headingAsks(text: string): boolean | null {
  const words = text.replace(OPENING_LABEL, ' ');
  if (/[\d=]/.test(words) || !/\p{L}{3}/u.test(words)) return null;
  return instructs(words);
}

/**
 * The page's lines without its worked examples, their printed solutions and its equalities already
 * computed. A pupil's finished sum of two numbers (`12 + 5 = 17`) is left to pupil-working.ts,
 * which drops it after the page's first task and doubts the other pieces under it. Under a heading
 * that asks for work or a check ("Izračunaj:", "Tačno ili netačno?"), up to the next heading (a
 * box's title or rule), an equality is the page's task: filled in by the pupil (`NZD(12, 18) = 6`,
 * answered before it was dropped) or listed to judge (dropped, the true ones vanished and the false
 * ones stayed).
 */
export function withoutWorkedExamples(lines: RecognizedLine[]): RecognizedLine[] {
  let asked = false;
  return lines.filter((l) => {
    asked = headingAsks(l.text) ?? asked;
    return (
      !isWorkedExample(l.text) &&
      !isPrintedSolution(l.text) &&
      (asked || isPupilsWorking(l.text) || !isSolvedEquality(l.text))
    );
  });
}

/** The letters a page names its equations' unknowns by; a formula's quantities are other letters. */
const UNKNOWN_LETTERS = /^[xyz]$/;

/**
 * A formula in letters: one equality (and conditions after it: "|a| = a, za a ≥ 0") with no number
 * at all ("|a| = a"), or in two or more letters none of them the unknowns x, y, z ("(a + b)^2 = a^2 +
 * 2ab + b^2", "a : b = c : d", "p% od a = a · p/100"). One equation cannot be solved
 * for two letters (the engine declined these as "2 unknowns"); a system's equations come joined
 * (" ; ", two "="), and a task names its unknown x, y or z ("x : 4 = 6 : 8", "2x + 3y = 11").
 */
export function isFormula(text: string): boolean {
  if (instructs(text)) return false;
  const n = normalizeTask(text, { photo: true }).text;
  if (/⁇/.test(n)) return false;
  const [equation, ...conditions] = n.split(';');
  if ((equation!.match(/=/g) ?? []).length !== 1 || /[<>≤≥]/.test(equation!)) return false;
  // Both sides hold a term ("x = —" is an answer blank, "x - y = -" a line cut short).
  if (equation!.split('=').some((side) => !/[a-z\d]/.test(side))) return false;
  if (conditions.some((c) => /=/.test(c.replace(/[<>]=|[≤≥]/g, '')))) return false;
  const letters = new Set(n.match(/[a-z]/g) ?? []);
  if (letters.size === 0) return false;
  // Letters only, no number: a statement whatever its letters ("|a| = a", "|x| = x, za x ≥ 0").
  if (!/\d/.test(equation!)) return true;
  // With numbers, an unknown x, y or z makes it an equation to solve (a label's or a misread letter
  // beside it, "a.-8x - 12 = -44", "lx - 31 = 9", is no second quantity).
  return letters.size >= 2 && ![...letters].some((l) => UNKNOWN_LETTERS.test(l));
}

/**
 * The page's pieces without formulas in letters that stand without a label of their own (none, or
 * the label of the piece above, which a line under a task inherits).
 */
export function withoutFormulas<T extends { text: string; label: Label | null }>(tasks: T[]): T[] {
  return tasks.filter((t, i) => {
    const own = t.label !== null && (i === 0 || !sameLabel(tasks[i - 1]!.label, t.label));
    return own || !isFormula(t.text);
  });
}

const sameLabel = (a: Label | null, b: Label | null) => a?.kind === b?.kind && a?.n === b?.n;
