/**
 * A pupil's own lines on a photographed page: the working written under the print (`12 + 5 = 17`)
 * and an answer set apart on a line of its own (`x = 4`). Read as pieces of their own they became
 * tasks the photo does not ask — answered (`x = 4` solved as an equation) or declined ("0
 * unknowns"), and a declined extra spoiled the page. No printed task is a finished sum or an
 * unknown already equal to a number: such an unlabelled piece after the page's first task is the
 * pupil's, not the page's (index.ts drops it as it drops page furniture).
 */
import type { Label } from './labels.js';
import { detectIntent, normalizeTask, QUESTION_WORD, type Intent } from './normalize.js';

/**
 * A number as a pupil writes it: a sign, a decimal comma or point, a fraction's bar or its lost gap,
 * or a whole part before the fraction (`x = 2 3/3`, a mixed number or a figure set apart).
 */
const NUMBER = String.raw`[-−–]?\s*\d+(?:[.,]\d+)?(?:\s+\d+\s*/\s*\d+|\s*[/ ]\s*\d+)?`;
/** An unknown already solved: `x = 4`, `x = -7`, `x = 10/3`, `x > 12` (`×` read off a hand's x). */
const ANSWER_ITEM = String.raw`[xX×]\s*[=<>≤≥]\s*${NUMBER}`;
/** A step of working that a printed task may also be: `5x = 45`. */
const STEP = /^\s*\d+\s*[a-zA-Z×]\s*=\s*\d+\s*$/;
/** A finished sum of two numbers: `43 + 52 = 33`, `6·4 = 24`, `4 = 4`. */
const SUM_ITEM = String.raw`\d+(?:[.,]\d+)?\s*(?:[-−–+·×*:]\s*\d+(?:[.,]\d+)?\s*)?=\s*${NUMBER}`;
/**
 * One such item, or several the reader put on one line or joined as a system (`x > 39 10 · 7 = 28`,
 * `12 + 13 = 6 ; 3 - 21 = 39`: a pupil's answer and a sum beside it, two sums one under the
 * other). No printed task is made of finished items only.
 */
const ITEM = String.raw`(?:${ANSWER_ITEM}|${SUM_ITEM})`;
const WORKING = new RegExp(String.raw`^\s*${ITEM}(?:(?:\s*;\s*|\s+)${ITEM})*\s*$`);

/** Longer than this, a piece is no pupil's note (and the pattern is not tried on it). */
const MAX_WORKING_LENGTH = 80;

/**
 * A number of a hand's sum with figures the reader could not read (`3⁇`, `⁇⁇`, `⁇5`) or read as
 * the letter a hand's 9 looks like (`1q`; a `q` alone is a letter).
 */
const HAZY = String.raw`(?=q*[\d⁇])[\d⁇q]+(?:[.,]\d+)?`;
/**
 * A hand's finished sum read in part: a figure unread or a 9 read `q` (`19 - 3⁇ = 16`,
 * `14 - ⁇⁇ = 7`, `2 · 2 = ⁇5`, `1q - 3⁇ = 16`) or its first number lost (`- 7 = 50`, from
 * `22 - 7 = 50`). Figures on both sides of its `=`.
 */
const HAZY_SUM = new RegExp(
  String.raw`^\s*(?:[-−–]\s*)?${HAZY}\s*(?:[-−–+·×*:]\s*${HAZY}\s*)?=\s*[-−–]?\s*${HAZY}\s*$`,
);

export function isPupilsWorking(text: string): boolean {
  // Spaces counted once: runs of them can be matched many ways by the pattern, which backtracks
  // exponentially on a long spaced line; no part of it depends on how many there are.
  if (text.length > MAX_WORKING_LENGTH) return false;
  const spaced = text.replace(/\s+/g, ' ');
  return WORKING.test(spaced) || hazySum(spaced);
}

/**
 * A finished sum with a figure unread or its first number lost: no printed task is a sum already
 * equal to a number, and a printed one with a figure unread is declined whatever it is.
 */
function hazySum(text: string): boolean {
  if (!HAZY_SUM.test(text) || !/⁇|q|^\s*[-−–]/.test(text)) return false;
  const [left, right] = text.split('=');
  return /\d/.test(left!) && /\d/.test(right!);
}

/** The last step of working (`5x = 45`), which a page may also print as a task of its own. */
export function mayBePupilsWorking(text: string): boolean {
  return STEP.test(text);
}

/**
 * A bare calculation on a line of its own (`12 + 1`: numbers and signs, no relation, no instruction)
 * under a task whose instruction and maths share their line (`4. Izračunaj: 8 × (15 + 3) − 1`): that
 * task is whole, and a page prints the next calculation with a label of its own, or its instruction
 * alone over a list. A pupil's working there (`12 + 19 = 59`, read broken: its `= 59` lost on a line
 * of its own) was answered as a task. Under an instruction heading alone (`Izračunaj:` over
 * `3 + 4 · 5` and `12 − 7`) the lines are the page's, and so are two such calculations in a row
 * under the task (its list, the first item on the instruction's line).
 */
export function bareCalculationUnderTask(tasks: { text: string }[], i: number): boolean {
  const above = tasks[i - 1]?.text;
  if (above === undefined) return false;
  const colon = above.indexOf(':');
  if (colon < 0 || detectIntent(above.slice(0, colon)) === null) return false;
  if (!/\d/.test(normalizeTask(above.slice(colon + 1), { photo: true }).text)) return false;
  // A calculation like it on the next line makes the two the page's list ("Izračunaj: 25 + 17 · 2"
  // over "48 − 19 : 19" and "(3 + 4) · 2"): a pupil's broken working is one line.
  const next = tasks[i + 1]?.text;
  return bareCalculation(tasks[i]!.text) && (next === undefined || !bareCalculation(next));
}

/** Numbers and signs with an operation, no relation, no unknown, no instruction (`12 + 1`). */
function bareCalculation(own: string): boolean {
  const text = normalizeTask(own, { photo: true }).text;
  return detectIntent(own) === null && /\d\s*[-+*:/]\s*[\d(|]/.test(text) && !/[a-z=<>≤≥;%⁇]/.test(text);
}

/**
 * Whether task i stands where a pupil's working would: after the page's first, with no label of
 * its own (none, or the label of the task just above it, which a line under a task inherits).
 */
export function withoutOwnLabel(tasks: { label: Label | null }[], i: number): boolean {
  const t = tasks[i]!;
  return i > 0 && (t.label === null || sameLabel(tasks[i - 1]!.label, t.label));
}

const sameLabel = (a: Label | null, b: Label | null) => a?.kind === b?.kind && a?.n === b?.n;

/**
 * The page's tasks without the pupil's working: finished pieces after the page's first task that
 * carry no label of their own (unlabelled, or the label of the task above, which a line under a
 * task inherits).
 */
export function withoutPupilsWorking<T extends { text: string; label: Label | null }>(tasks: T[]): T[] {
  const drop = tasks.map((t, i) => withoutOwnLabel(tasks, i) && isPupilsWorking(t.text));
  // Bare figures under all the print: a hand's numbers the reader joined or could not part (`1^1 4`,
  // `59^1 ⁇ 1,4`), declined as "two numbers in a row", which spoiled the page.
  for (let i = tasks.length - 1; i > 0 && (drop[i] || bareFigures(tasks[i]!.text)); i--)
    drop[i] ||= withoutOwnLabel(tasks, i);
  return tasks.filter((_, i) => !drop[i]);
}

/**
 * Figures with no operation, relation or word between them, two or more numbers apart (`1^1 4`,
 * `59^1 ⁇ 1,4`): no task (a lone number or power, `3^4`, `45,7`, is not taken).
 */
function bareFigures(text: string): boolean {
  if (!/^[\d\s^⁇.,;]+$/.test(text)) return false;
  const numbers = text.split(/[\s^⁇;]+/).filter((part) => /\d/.test(part));
  return numbers.length >= 2 && !/^\s*\d+(?:[.,]\d+)?\s*\^\s*\d+\s*$/.test(text);
}

/** A relation's right side that is a bare number (a pupil's answer: `= 45`, `> -7`, `= 10/3`). */
export const BARE_NUMBER = String.raw`-?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
/** A relation's sign (one relation: no chain). */
const RELATION_SIGN = /[=<>≤≥]/g;
/**
 * A pupil's answer read at the end of a task's line, after a whole relation: the unknown alone
 * against a bare number (`x : 9 = 24 : 27  x = 8`, `−5x − 13 ≤ −23  x ≥ 2`).
 */
const ANSWER_AFTER_RELATION = new RegExp(
  String.raw`^(.*[\d)|a-z])\s+([a-z])\s*([=<>≤≥])\s*${BARE_NUMBER}\s*$`,
);

/**
 * A task read with the pupil's answer written after it on its line, where the ink did not tell the
 * pen from the print (a thin black hand, a pencil as light as dim print): a whole relation and then
 * the unknown alone against a number. The two relations chained were declined; no printed task
 * chains a relation so (a double inequality's middle is no unknown alone after a whole relation:
 * `−3 < x < 5` leaves `−3 <`). The task is the relation before it, when the answer names its one
 * unknown. A system's lines (`;`) are left.
 */
export function withoutAnswerAfterRelation(text: string, intent: Intent | null = null): string {
  if (text.includes(';')) return text;
  const m = ANSWER_AFTER_RELATION.exec(text);
  if (!m) return text;
  const head = m[1]!;
  const signs = head.match(RELATION_SIGN) ?? [];
  if (signs.length !== 1) return text;
  // A pupil answers an equation with `x = N`; an inequality after one is the task's own condition
  // (`x^2 = 16  x > 0`, its brackets or "za" lost), which cut off would answer ±4. (An inequality's
  // answer may read `=`: a misread `≥`.)
  if (signs[0] === '=' && m[3] !== '=') return text;
  // A second inequality after an inequality is the pupil's answer only where the page asks to solve
  // one inequality: elsewhere it may be a one-line system whose comma was lost (`Reši sistem
  // nejednačina: 2x + 1 ≥ 5  x ≤ 10`, cut off it answered x ≥ 2), or a task with no instruction.
  if (signs[0] !== '=' && m[3] !== '=' && intent !== 'inequality') return text;
  const [left, right] = head.split(RELATION_SIGN).map((side) => side.trim());
  // The answer names the task's one unknown (a relation in another letter, `… − 5 = 4t  x = 37/8`,
  // is itself the pupil's `= 4…` misread after a sum: left to be declined).
  const letters = new Set(head.match(/[a-z]/g) ?? []);
  return left && right && letters.size === 1 && letters.has(m[2]!) ? head : text;
}

/**
 * A hand's finished sum of two numbers (`10 · 7 = 58`) read at the end of a task's line, set apart
 * after the task's last number, bracket, bar or unknown.
 */
const SUM_AFTER_TASK = new RegExp(
  String.raw`^(.*[\d)|a-z%])\s+\d+(?:\.\d+)?\s*[-+*:]\s*\d+(?:\.\d+)?\s*=\s*${BARE_NUMBER}\s*$`,
);

/**
 * A task read with the pupil's sum written after it on its line (`18 + 8 · 9 − 14 : 2  10 · 7 = 58`,
 * `2x(x − 1) + 8(x + 2)  10 · 2 = 35`): declined as two numbers in a row. A sum already equal to a
 * number is no part of a printed task, and it cannot be a printed number's gap misread (a pupil's
 * writing starts with a number, not with the operation a lost digit would leave). The task is what
 * stands before it; a line that is that sum alone, or a relation chained to it, is left.
 */
export function withoutSumAfterTask(text: string): string {
  if (text.includes(';')) return text;
  const m = SUM_AFTER_TASK.exec(text);
  if (!m) return text;
  // A lone 2 or 3 right after a bracket, bar or letter, or after an expression's last figure, is a
  // square or cube read on the line (`2 · (3 + 4) 2 + 1 = 99`, `3x 2 − 12 = 0`, `3 + 5 2 · 2 = 53`):
  // cut, the task lost its power and was answered (`2 · (3 + 4)` = 14 at 0.97). Left, it is
  // declined as before. (After a relation's side, `x/2 + 9 = 6  2 · 2 = 35`, or a lone number, it
  // is the pupil's.)
  const head = m[1]!;
  const afterExpression = /\d$/.test(head) && /\d\s*[-+*:/]/.test(head) && !/[=<>≤≥]/.test(head);
  if ((/[)|a-z]$/.test(head) || afterExpression) && /^\s*[23]\s*[-+*:]/.test(text.slice(head.length)))
    return text;
  // (A lone number left before it, `2  2 + 4 = 35`, is no task: the piece is dropped, never answered.)
  return /\d/.test(head) ? head.trim() : text;
}

/**
 * An expression to compute closed by a bracket, a bar or a percent, and the unknown alone against a
 * number after it (`2 · |−2| − |6 − 19|  x = 45`, `5% od 100  x = 5`).
 */
const ANSWER_AFTER_CLOSED = new RegExp(
  String.raw`^([^a-z=<>≤≥;]*[)|%])\s*[a-z]\s*[=<>≤≥]\s*${BARE_NUMBER}\s*$`,
);

/**
 * Under an instruction to compute or take a percentage, the pupil's answer read after an expression
 * that a bracket, a bar or a percent closes: no book prints such a value as a coefficient, so the
 * task is the expression. After a number the answer may be a printed equation's unknown with its
 * coefficient (`12 − 3 x = 45`): left (plausibility.ts doubts it).
 */
export function withoutAnswerAfterExpression(text: string, intent: Intent | null): string {
  if (intent !== 'compute' && intent !== 'percent') return text;
  const m = ANSWER_AFTER_CLOSED.exec(text);
  return m && topLevelOperation(m[1]!) ? m[1]!.trim() : text;
}

/**
 * Whether an expression holds an operation outside its brackets and bars (`2 · |−2| − |6 − 19|`):
 * one bracket alone (`(12 − 3)x = 45`) may be a printed factor of the unknown.
 */
function topLevelOperation(expr: string): boolean {
  let rest = expr;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/\([^()]*\)|\|[^|()]*\|/g, ' ');
  }
  return /\d/.test(expr) && /[-+*/:]/.test(rest);
}

/** The pupil's answer after a question's mark: `= N` or `x = N`, or a number set apart (`4?0` is a misread `400`). */
const ANSWER_AFTER_QUESTION = /\?(?:\s*(?:[xX×]\s*)?=\s*|\s+)[-−]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?\s*$/u;

/**
 * A question's mark ends its task (`Koliko je 50% od 760?`): a number read after it on the line is
 * the pupil's answer written there (`… 760? 53` was declined as two numbers in a row). Only where a
 * question word asks (elsewhere a `?` glued to a number is a raised 2 read so, normalize.ts).
 */
export function withoutAnswerAfterQuestion(task: string): string {
  if (!QUESTION_WORD.test(task)) return task;
  return task.replace(ANSWER_AFTER_QUESTION, '?');
}
