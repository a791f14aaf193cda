/**
 * Answer blanks a worksheet leaves after a task for the pupil to fill in: `x = ________`,
 * `x = ____ , y = ____`, `Odgovor: ______`, `Rezultat: ____` or a bare rule. They are no part of
 * any task, but their `=`, their unknowns and their rule (read as dashes, points or underscores)
 * look like maths: joined to the task the reader put on the same line, `3x + 5 = 20   x = ____`
 * reads as an equation with `20x` on its right; read as a line of its own between a system's two
 * equations (`x = —— , y = —`), it cuts the system in two.
 */

import { UNREAD_MARK } from '../engine-types.js';

/** The characters a printed rule is read as: underscores, dashes, points, quotes, specks. */
const RULE = `[-_—–−.…·'"\`‘’“”~]`;
/** The letter before a blank's `=`: an unknown, the x read as a times sign, or an unread mark. */
const UNKNOWN = '[xyXY×⁇]';
/** One field of a blank: `x = ____`, `y =`, `= ——`, `x --` (its `=` lost), `____`. */
const FIELD = `(?:[.,·]?\\s*${UNKNOWN}\\s*(?:=\\s*${RULE}*|${RULE}+)|=\\s*${RULE}*|${RULE}+)`;
/** Fields side by side: `x = ____ , y = ____`. */
const FIELDS = `${FIELD}(?:\\s*[,;]?\\s*${FIELD})*`;
const BLANK_LINE = new RegExp(`^\\s*${FIELDS}\\s*$`, 'u');
/** What makes a line of fields a blank: an unknown's `=`, or a rule of two characters. */
const UNKNOWNS_EQUALS = new RegExp(`${UNKNOWN}\\s*=`, 'u');
const TWO_CHARACTER_RULE = new RegExp(`${RULE}{2}`, 'u');
/**
 * The word naming an answer: Odgovor, Rezultat, as the reader spells them with a letter
 * lost or misread ("Odgoor", "dgovor", "Rezultot").
 */
const ANSWER_WORD = /^(?:[o0]?dg?o?v?o?r|rez[uv]?[li1|]?t[ao]t)$/iu;
const NAMED_BLANK = new RegExp(`^\\s*(\\p{L}{5,8})\\s*[:;.,]?\\s*${RULE}*\\s*$`, 'u');
/**
 * An equation, a number, then apart from it a lone unknown at the line's end: "3x + 5 = 20 x". (An
 * inequality's answer is no "x = ____" blank: "2x − 3 < 7 x" is its own.)
 */
const LOST_BLANK = /=.*\d\s+([xy×])\s*$/u;
/** A relation of a task's own, before the blank. */
const RELATION = /[=<>≤≥]/;

/**
 * "3x + 5 = 20 x": the lone unknown at the end is a blank's only where the line writes its unknown
 * against its coefficient ("3x") and nowhere else apart from one: "2 x + 4 = 3 x" and "5 + 3 = 2 x"
 * are equations printed (or read) with a space before the unknown.
 */
function lostBlank(text: string): boolean {
  const m = LOST_BLANK.exec(text);
  if (!m) return false;
  const unknown = m[1] === 'y' ? 'y' : '[x×]';
  // The line before its last number and the lone unknown.
  const head = text.replace(/\d+\s+[xy×]\s*$/u, '');
  return new RegExp(`\\d${unknown}`, 'u').test(head) && !new RegExp(`\\d\\s+${unknown}`, 'u').test(head);
}

function namedBlank(text: string): boolean {
  const m = NAMED_BLANK.exec(text);
  return m !== null && ANSWER_WORD.test(m[1]!);
}

/**
 * A line that is an answer blank alone, read apart from its task ("x =", "×= ——,y= —", "=——,⁇=—",
 * "Odgovor: ——", "————"): no digit, only a blank's fields, at least one unknown's `=` or a rule of
 * two characters. A lone letter ("x") or a lone sign ("-", "=": an equation's sign read on a line of
 * its own) is no such line.
 */
export function isAnswerBlankLine(text: string): boolean {
  if (/\d/.test(text)) return false;
  if (namedBlank(text)) return true;
  return BLANK_LINE.test(text) && (UNKNOWNS_EQUALS.test(text) || TWO_CHARACTER_RULE.test(text));
}

/** "Odgovor: ____" / "Rezultat:" at a line's end, after a space: never maths. */
const NAMED_TAIL = new RegExp(`\\s+(\\p{L}{5,8})\\s*[:;.,]?\\s*${RULE}*\\s*$`, 'u');
/** A blank's fields at a line's end, after a space: `x = ____`, `x =`, `x = ____ , y = ____`, `= ——`. */
const FIELDS_TAIL = new RegExp(`\\s+(${FIELDS})\\s*$`, 'u');

/**
 * The line without the answer blank the reader joined to its end: "3x + 5 = 20 x = ____" →
 * "3x + 5 = 20", "2 + 3 Odgovor: ___" → "2 + 3", "2 + 3 ______" → "2 + 3". A blank's `x =` is
 * taken off only after a relation of the task's own: "3x + 2x =" under "Sredi izraz" asks for the
 * value of its left side, and its x is the task's. A rule alone is taken off when it is three
 * characters or more (or two underscores): "5^2 --" may be a minus read double before a line
 * broken off.
 */
export function withoutAnswerBlank(text: string): string {
  const named = NAMED_TAIL.exec(text);
  // (After maths only: "Napiši postupak i rešenje." keeps its words.)
  if (named && ANSWER_WORD.test(named[1]!) && /[\d)]/.test(text.slice(0, named.index)))
    return text.slice(0, named.index);
  // "3x + 5 = 20 x": a relation's side ending in a number and, apart from it, a lone unknown — the
  // blank's "x", its "=" and rule lost (a coefficient is read against its unknown, "20x").
  if (lostBlank(text)) return `${text} ${UNREAD_MARK}`;
  const m = FIELDS_TAIL.exec(text);
  if (!m) return text;
  const head = text.slice(0, m.index);
  const tail = m[1]!;
  if (!/[\d)xy×]/.test(head)) return text;
  const ofUnknown = /=/.test(tail);
  if (!ofUnknown) {
    const rule = tail.replace(/\s/g, '');
    return rule.length >= 3 || /_{2}/.test(rule) ? head : text;
  }
  if (!RELATION.test(head)) return text;
  // "3x + 5 = 20x = ____": the x before the blank's "=" may be the blank's, read against the number.
  return /^\s*=/.test(tail) && /\d\s*[xy×]\s*$/.test(head) ? `${head} ${UNREAD_MARK}` : head;
}

/**
 * A line without the answer blanks read on it: a part between " ; " (a system's equations) that
 * is a blank alone goes, and a blank at a part's end is taken off.
 */
export function withoutAnswerBlanks(text: string): string {
  return text
    .split(' ; ')
    .filter((part) => !isAnswerBlankLine(part))
    .map(withoutAnswerBlank)
    .join(' ; ');
}
