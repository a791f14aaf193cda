/**
 * Exercise labels in front of a task, shared by the task splitter (split.ts LINE_MARKER) and the
 * normaliser (normalize.ts LABEL) so the two read the same labels.
 */

/**
 * Words that name an exercise before its number: "Zadatak 4:", "Primer 3.", "Q1.". The splitter
 * needs a "." ":" or ")" after the number to start a task on it; the normaliser, which sees one
 * task, also drops "Zadatak 4" without one. "Zadatak" as the reader misreads its letters: any of
 * them but the d, t and k, and its first a read as an o ("Zodatok 1.", "Zodotak 4." in a face whose
 * a is round).
 */
export const LABEL_WORDS =
  '(?:\\p{L}?[ao]d\\p{L}t\\p{L}k|zadatak|zad\\.|primer|pitanje|primjer|vežba|vezba|vježba|exercise|example|task|problem|question|aufgabe|beispiel|exercice|detyra|soru|örnek|задатак|пример|задача|q)';

/**
 * The label forms, one definition for the worksheet reader (ocr/cell-order.ts MARK_LABEL) and the
 * task splitter (split.ts LINE_MARKER): a label's number ("3." "3)" "(3)" "Zadatak 3."), its
 * letter ("b." "b)" "(b)") and the brackets around them. Each user adds what may follow.
 */
export const LABEL_NUMBER = '\\d{1,2}';
export const LABEL_LETTER = '[a-hA-H]';
/** The bracket before a label's number or letter ("(3)", "(b)"); OCR often reads it "[". */
export const LABEL_OPEN = '[(\\[]';
/** The bracket after it ("3)", "(b)"); OCR often reads it "]" ("[2] Sredi izraz:", "(4] Odredi:"). */
export const LABEL_CLOSE = '[)\\]]';

/**
 * Characters that, as the first thing after a bracketed number and its spaces, make "(4)" a
 * bracketed operand rather than a label: "(4) - 3" is 4 − 3, "(2) (x + 1) = 4" is 2(x + 1) = 4,
 * "(12) : 4" is 12 : 4. Spaces are in the class so a run of spaces cannot be backtracked into.
 */
const AFTER_OPERAND = '\\s·*×:/^=+\\-−–(<>≤≥%';

/**
 * "(4) Izračunaj: …": a number in brackets followed by spaces and then something that is no
 * operator. Only a photo reading's label (a lone number is never printed in brackets); typed text
 * means "(4) - 3" as 4 − 3. The spaces are consumed.
 */
export const BRACKET_LABEL = `${LABEL_OPEN}${LABEL_NUMBER}${LABEL_CLOSE}\\s+(?=[^${AFTER_OPERAND}])`;
/**
 * "1 · Reši …": a label whose point was read as a middle dot, before a word (not before a named
 * call: "2 · NZD(12, 18)" is a product).
 */
export const DOT_LABEL = `${LABEL_NUMBER}\\s*[·•](?=\\s*\\p{L}{3}(?!\\p{L}*\\s*\\())`;

/**
 * "3 Izračunaj:": a label whose point the reader lost, a digit 2–9 before words and a colon (the
 * words and the colon are looked at, not consumed). One rule for the splitter (split.ts
 * LINE_MARKER), the normaliser (normalize.ts) and the worksheet reader (ocr/cell-order.ts).
 */
export const LOST_POINT_LABEL = '[2-9]\\s+(?=\\p{L}{3,}[\\p{L}\\s]*:)';
/**
 * The same place read otherwise: "1 zračunaj:" (a capital I read apart, as a 1; "0" an O) and "10 Izračunaj:"
 * (a label "1)" misread). No label to count by, so the splitter and the worksheet reader take none;
 * no maths either (nothing is computed before an instruction), so the normaliser drops it as it
 * drops a label.
 */
export const NUMBER_BEFORE_INSTRUCTION = '(?:[01]|\\d{2})\\s+(?=\\p{L}{3,}[\\p{L}\\s]*:)';

/**
 * The two orders sub-tasks are lettered in. Serbian class tests and textbooks letter them in the
 * order of the Serbian alphabet, `a) b) v) g) d) đ) e)`, not `a) b) c) d)`: on such a page g is the
 * 4th place, d the 5th, e the 7th. A page is of that order when one of its labels is a letter only
 * that order has (v, đ: `SERBIAN_ONLY`); the letters both orders share keep the Latin place
 * otherwise. (c, f and h, which the Serbian run lacks, keep their Latin places on either page; the 8th
 * place, ž in that run, is written h, a letter the label readers know.)
 */
export const LATIN_LETTERS = 'abcdefgh';
export const SERBIAN_LETTERS = 'abvgdđe';
/** A label letter only the Serbian order has, in a label's brackets ("v)", "(đ)") or before maths ("v. 3/4"). */
export const SERBIAN_ONLY = '[vđVĐ]';

/** The place a letter names in the page's order (1 for a); undefined for a letter of no label. */
export function letterPlace(letter: string, serbian: boolean): number | undefined {
  const l = letter.toLowerCase();
  const latin = LATIN_LETTERS.indexOf(l);
  const inSerbian = SERBIAN_LETTERS.indexOf(l);
  // (A letter only the Serbian order has names its place there on any page.)
  if (inSerbian >= 0 && (serbian || latin < 0)) return inSerbian + 1;
  return latin >= 0 ? latin + 1 : undefined;
}

/** The letter of place n in the page's order ("c" or "v" for 3). */
export const letterAt = (n: number, serbian: boolean): string =>
  (serbian ? SERBIAN_LETTERS : LATIN_LETTERS)[n - 1] ?? String.fromCharCode(96 + n);

/** The place a task's label names: "3." / "(3)" / "Zadatak 3." → num 3, "b)" → letter 2. */
export interface Label {
  kind: 'num' | 'letter';
  n: number;
}

/** The label a line marker names; null for none. ("¢)" and "©)" are how OCR often reads "c)".) */
export function labelKey(marker: string, serbian = false): Label | null {
  // "(o)", "(0)", "(@)": the round letter of "(a)" misread (no list starts at 0).
  if (/^\s*[([][oO0@][)\]]/.test(marker)) return { kind: 'letter', n: 1 };
  const digits = /\d+/.exec(marker);
  if (digits) return { kind: 'num', n: Number(digits[0]) };
  // "(l)" / "(I)": a bracketed 1 read as a letter that is no label letter.
  if (/\([lI]\)/.test(marker)) return { kind: 'num', n: 1 };
  const letter = /[a-hvđ]/iu.exec(marker);
  if (letter) return { kind: 'letter', n: letterPlace(letter[0], serbian)! };
  return /[¢©]/.test(marker) ? { kind: 'letter', n: 3 } : null;
}

/**
 * Can these labels order the tasks? Every task has one, all of one kind (numbers and letters
 * count separately: "5.", "6.", "a)", "b)" are two exercises, not places 5, 6, 1, 2), none repeats.
 */
export function orderable(labels: (Label | null | undefined)[]): labels is Label[] {
  if (labels.some((l) => l == null)) return false;
  const all = labels as Label[];
  return all.every((l) => l.kind === all[0]?.kind) && new Set(all.map((l) => l.n)).size === all.length;
}

/**
 * "b49,2 : 6 − 9,22", "c8^2 − 8^2", "d 4^2 + 7^2": on a photo a sub-task's letter label whose
 * point or bracket the reader lost, glued to the first number of a calculation. No printed
 * calculation starts with a letter before a number ("2b" is how a product is written, and an
 * unknown's lost square "a2" stands in an equation, with a relation), so with no other letter and
 * no relation after it the letter is that label and goes. Not v (a root sign read as v: "v49"),
 * nor the letters read for digits inside a word (l, o, s, z, i). `flag` counts the guess.
 */
export function dropGluedLetterLabel(task: string, flag: () => void): string {
  // Glued to one digit only when that digit is no lost exponent: not a 2 or a 3 ("a2 + 3" is a²
  // + 3), unless it carries an exponent of its own ("c8^2 − 8^2").
  const m = /^\s*[a-h](?:\s(?=\s*\d)|(?=\d(?:\d|[.,]\d|\s*[\^²³])|[014-9]))/.exec(task);
  if (!m) return task;
  const rest = task.slice(m[0].length);
  if (/\p{L}|[=<>≤≥]/u.test(rest)) return task;
  flag();
  return ` ${rest}`;
}

/**
 * "α. 4x − 14 ≤ 14", "Q. 6/9 × 3/4": on a photo the label "a." read as another letter (an alpha,
 * a Q, an x). A single letter with a point and a space before the maths starts no printed task
 * (an unknown takes no point after it), so on a photo it is a label whatever letter was read.
 */
export const MISREAD_LETTER_LABEL = /^\s*[\p{L}α]\.\s+(?=[\d(√|−-]|\p{L}(?!\p{L}))/u;

/**
 * "(f :: |−15| + |1 − 10|", "(h : x^2 − 1 = 0", "( :: |−15| …", "(0 29,1 : 3 − 6,54": on a photo a
 * bracketed letter label "(f)" whose closing bracket was read as a colon or lost, and whose letter
 * may be misread or lost. Only with the task's brackets unbalanced (the label's "(" never closes),
 * and only before a number, a bar, a root or a letter term: "(x + 3 · 2 = 10" (a bracket of the
 * maths whose ")" was lost) is left alone, as is "(2 − 3" (a digit before an operator). A digit
 * for the letter only as a 0 or @ read for an o, and never before a fraction: "(2 1/2 + 1 · 4" is
 * a mixed number in a bracket whose ")" was lost.
 */
export function dropBrokenBracketLabel(task: string): string {
  const open = (task.match(/[([]/g) ?? []).length;
  const close = (task.match(/[)\]]/g) ?? []).length;
  if (open <= close) return task;
  const m =
    /^\s*[([]\s*(?:[\p{L}⁇]\s*[:;]+|[:;]+|(?![xy])[\p{L}⁇](?=\s)|[0@](?=\s+\d+(?![\d/])))\s*(?=[\d|√]|\p{L}(?!\p{L}))/u.exec(
      task,
    );
  // ... or before the instruction's words ("(f Izračunaj::", "(lzračunaj:": the letter lost).
  const word = m ?? /^\s*[([]\s*(?:[\p{L}⁇]\s+)?(?=\p{L}{3,})/u.exec(task);
  return word ? ` ${task.slice(word[0].length)}` : task;
}
