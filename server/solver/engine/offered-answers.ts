/**
 * A test's offered answers: under a task three or four answers to choose from, one right, labelled
 * in a sequence (`a) 12   b) −12   c) 13   d) 24`, `A) x = 3`, `(a) (2, 5)`, `A. x > 4`, `a) 2 i 5`,
 * Serbian `a) b) v) g)`), in a row, one under another or two by two — often under the line
 * "Zaokruži slovo ispred tačnog odgovora.". The options are maths but no task: read as the page's
 * items they were answered (`x = 3` "solved", `12` computed) or declined, and an answer to an option
 * belongs to no printed task. They are recognised by their form, which no printed task has: each is a
 * value already in its final form (a number, `x = 3`, `x ≥ 7`, a pair, two roots `3 i 9`, a
 * polynomial in one letter in descending powers), their labels run a, b, c(, d) from the first, and
 * a task with maths stands above them.
 */
import type { RecognizedLine } from '../engine-types.js';
import { Rational } from './rational.js';

/** A number as printed: sign, digits, a decimal point or comma, a fraction, a mixed number. */
const NUM = String.raw`-?\s*\d{1,6}(?:[.,]\d{1,4})?(?:\s*/\s*\d{1,6}|\s+\d{1,3}\s*/\s*\d{1,4})?`;
const RELATION = String.raw`(?:<=|>=|[<>≤≥])`;

/** The forms a value already in its final form takes (after `simple`). */
const FINAL_FORMS: RegExp[] = [
  // A number.
  new RegExp(`^${NUM}$`),
  // An unknown and its value, or its bound.
  new RegExp(`^[a-z]\\s*(?:=|${RELATION})\\s*${NUM}$`),
  // A pair (a system's solution) and two roots.
  new RegExp(`^\\(\\s*${NUM}\\s*[,;.]\\s*${NUM}\\s*\\)$`),
  new RegExp(`^${NUM}\\s*i\\s*${NUM}$`),
];

/** Unicode minus signs, squares and braces written plainly, spaces collapsed. */
function simple(text: string): string {
  return text
    .replace(/[−–—]/g, '-')
    .replace(/×/g, 'x')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\^\{(\d)\}/g, '^$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A polynomial in one letter already in its final form: its terms in strictly descending powers
 * (each power once), no bracket, the letter in at least one term ("7x + 2", "x^2 - 3x + 1").
 * Returns the letter, or null.
 */
export function finalPolynomial(text: string): string | null {
  const t = simple(text);
  if (!/^-?\s*[\d a-z^+-]+$/.test(t)) return null;
  const terms = t
    .replace(/\s+/g, '')
    .split(/(?=[+-])/)
    .filter((s) => s !== '');
  let letter: string | null = null;
  let last = Infinity;
  for (const term of terms) {
    const m = /^[+-]?(\d{1,4})?(?:([a-z])(?:\^(\d))?)?$/.exec(term);
    if (!m || (!m[1] && !m[2])) return null;
    if (m[2]) {
      if (letter && letter !== m[2]) return null;
      letter = m[2];
    }
    const power = m[2] ? Number(m[3] ?? 1) : 0;
    if (power >= last) return null;
    last = power;
  }
  return letter;
}

/** A value in its final form (an offered answer's), or a polynomial in it when `polynomial`. */
export function isFinalValue(text: string, polynomial = false): boolean {
  const t = simple(text);
  return FINAL_FORMS.some((re) => re.test(t)) || (polynomial && finalPolynomial(t) !== null);
}

/**
 * An option's label: `a)`, `(a)`, `[a]`, `A)`, `A.`; the letters of the first four places in either
 * order (a b c d, a b v g). `¢)` and `©)` are how the reader often reads `c)`.
 */
const OPTION_LABEL =
  /(?<=^|\s)(?:[([]\s*([a-dgvA-DGV])\s*[)\]]|([a-dgvA-DGV¢©])\s*[)\]]|([a-dA-D])\.)(?=\s|$|[-−\d(a-z×])/g;

/** The place a label's letter names: a 1, b 2, c and v 3, d and g 4. */
function place(letter: string): number {
  const l = letter.toLowerCase();
  if (l === '¢' || l === '©') return 3;
  return { a: 1, b: 2, c: 3, v: 3, d: 4, g: 4 }[l] ?? 0;
}

export interface OptionCell {
  place: number;
  value: string;
  /** A value the reader misread out of its final form ("x=1 1", "x= -", "- 7V/72"). */
  misread?: true;
}

/**
 * One labelled option whose value the reader misread out of its final form ("b)x=1 1", "d)x= -",
 * "A. - 7V/72"): a label opening the line and a few maths characters only. Only inside a group of
 * options that are read well (one such a group).
 */
function misreadCell(text: string): OptionCell | null {
  const t = text.trim();
  const marks = [...t.matchAll(OPTION_LABEL)];
  if (marks.length !== 1 || marks[0]!.index !== 0) return null;
  const m = marks[0]!;
  const value = t.slice(m[0].length).trim();
  if (value.length === 0 || value.length > 12 || !/^[\dxy\s.,/+\-−=<>≤≥()iV√]+$/.test(value)) return null;
  if (!/[\d=]/.test(value)) return null;
  return { place: place(m[1] ?? m[2] ?? m[3]!), value, misread: true };
}

/**
 * A line made only of labelled options ("a) 12   b) -12   c) 13", "B. x ≥ 7", "(c) (7, 1)"), each
 * value in its final form; null for any other line. Polynomial values only when `polynomial`.
 */
export function optionCells(text: string, polynomial = false): OptionCell[] | null {
  const t = text.trim();
  const marks = [...t.matchAll(OPTION_LABEL)];
  if (marks.length === 0 || marks[0]!.index !== 0) return null;
  const cells: OptionCell[] = [];
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i]!;
    const end = i + 1 < marks.length ? marks[i + 1]!.index : t.length;
    const value = t
      .slice(m.index + m[0].length, end)
      .replace(/[|;]\s*$/, '')
      .trim();
    if (!value || !isFinalValue(value, polynomial)) return null;
    cells.push({ place: place(m[1] ?? m[2] ?? m[3]!), value });
  }
  return cells;
}

/**
 * An opening label and a test's points ("1.", "a)", "Zadatak 2.", "(5 bodova)"): no maths of the
 * task. A number's point the reader lost before the heading's words ("3 Skrati razlomke:") too.
 */
const LABEL_AND_POINTS =
  /^\s*(?:(?:zadatak|zad\.|primer)\s*)?(?:\(?\d{1,2}(?:[.):]|\s+(?=\p{L}{2}))|\(?[a-hv][).])|\(\s*\d{1,2}\s*(?:bod|poen)\p{L}*\s*\)/giu;

/** Maths a task states: a figure beside its label and points. */
const hasMaths = (text: string) => /\d/.test(text.replace(LABEL_AND_POINTS, ' '));

/** An expression in letters (no relation): the task a polynomial is offered for. */
function lettersExpression(text: string): boolean {
  const maths = text.replace(/^[^:]*:/, '');
  return !/[=<>≤≥;]/.test(maths) && /(?<!\p{L})\d*[a-z](?!\p{L})/u.test(maths);
}

/**
 * An option whose label the reader misread or half lost, alone on its line: a letter without its
 * bracket ("C9", "A - 1", "g - 38"), a bracket without its letter (") - 21"), a letter read as
 * another sign ("α) 43/20", "8) -8x - 20" for B). Its place is the letter's when it is one of the
 * labels' letters, else unknown (0). Only inside a group of options (never one alone).
 */
const LOOSE_LABEL = /^\s*(?:[([]\s*)?([a-dgvA-DGV¢©α8])?\s*([)\].])?\s*/u;

function looseCell(text: string, polynomial: boolean): OptionCell | null {
  const m = LOOSE_LABEL.exec(text)!;
  // A bracket or a letter is needed; an 8 is a B only with its bracket ("85" is a number).
  if ((!m[1] && !m[2]) || (m[1] === '8' && !m[2])) return null;
  const value = text.slice(m[0].length).trim();
  if (!value || !isFinalValue(value, polynomial)) return null;
  const letter = m[1] && /[a-dgvA-DGV¢©]/.test(m[1]) ? m[1] : undefined;
  return { place: letter ? place(letter) : 0, value };
}

/** A line with no figure: a word, a blank to fill in ("Odgovor: ____"), read between options. */
const noFigure = (text: string) => !/\d/.test(text);

/**
 * The instruction over offered answers ("Zaokruži slovo ispred tačnog odgovora.", "Zaokruži tačan
 * odgovor.", "Od ponuđenih odgovora zaokruži tačan."): words only, asking the pupil to circle one of the
 * answers (not "Zaokruži tačne jednakosti:", a task to judge the equalities under it). It is no
 * task, and no heading that asks for a check either (worked-examples.ts keeps the equalities under
 * such a heading as tasks to judge; an equality under this line is the page's own).
 */
export const isChoiceInstruction = (text: string) =>
  !/\d/.test(text) &&
  /zaokru[žz]|ponu[đdg]j?en|заокруж|понуђен/iu.test(text) &&
  /odgovor|slov|ponu[đdg]j?en|одговор|слов|понуђен/iu.test(text);

/** A group of offered answers: the lines they stand on and the task line above them. */
export interface OfferedGroup {
  /** The index (in the lines given) of the task line the options stand under. */
  task: number;
  /** The indexes of the option lines. */
  lines: number[];
  values: string[];
}

/**
 * The groups of offered answers on a page: consecutive lines (a line with no figure may be read
 * between them) made only of labelled options in final form, 3 or 4 of them, under a line with maths
 * (the task) that is no option itself. Their labels run from the first place on without a gap: at
 * least two of them read as labels' letters, each at its place (a misread label, "C9", ") - 21",
 * "α) 43/20", at a place the others leave free), and one value may be misread out of its final form
 * under its label ("b)x=1 1"). Polynomials count as options only under an
 * expression in letters.
 */
export function findOfferedAnswers(lines: readonly RecognizedLine[]): OfferedGroup[] {
  const groups: OfferedGroup[] = [];
  let i = 1;
  while (i < lines.length) {
    const above = lines[i - 1]!;
    const polynomial = lettersExpression(above.text);
    const group: number[] = [];
    const cells: OptionCell[] = [];
    for (let j = i; j < lines.length && cells.length < 4; j++) {
      const text = lines[j]!.text;
      const row =
        optionCells(text, polynomial) ??
        [looseCell(text, polynomial) ?? misreadCell(text)].filter((c) => c !== null);
      if (row.length === 0) {
        if (group.length > 0 && noFigure(text) && !isChoiceInstruction(text)) continue;
        break;
      }
      if (row.some((c, k) => c.place !== 0 && c.place !== cells.length + k + 1)) break;
      group.push(j);
      cells.push(...row);
    }
    const known = cells.filter((c) => c.place !== 0 && !c.misread).length;
    if (
      cells.filter((c) => c.misread).length <= 1 &&
      hasMaths(above.text) &&
      !optionCells(above.text, true) &&
      known >= 2 &&
      cells.length >= 3 &&
      cells.length <= 4
    ) {
      groups.push({ task: i - 1, lines: group, values: cells.map((c) => c.value) });
      i = group[group.length - 1]! + 2;
    } else i++;
  }
  return groups;
}

/**
 * Is the task read off the options' task line: the line itself, its end after its label and words
 * ("Izračunaj: 12 + 3" off "1. Izračunaj: 12 + 3", "5^2 − 8^2" off "@)5^2 − 8^2"), or the line
 * with its instruction or a system's first equations from the lines above ("Reši sistem: 3x + 5y =
 * 50 ; 4x − y = 13" over options under "4x − y = 13")? Not another task whose text the line
 * happens to end in ("2 + 3" is no end of "12 + 3").
 */
export function readOffLine(line: string, task: string): boolean {
  const [long, short] = line.length >= task.length ? [line.trim(), task.trim()] : [task.trim(), line.trim()];
  if (short === '' || !long.endsWith(short)) return false;
  const before = long.slice(0, long.length - short.length).replace(LABEL_AND_POINTS, ' ');
  if (before.trim() === '') return true;
  if (!/[\d+\-−–·×*/=<>^|]/u.test(before) && /[\s:)]$/u.test(before)) return true;
  return /;\s*$/u.test(before);
}

/** The page's lines without its offered answers (its groups, found once) and the instruction to circle one. */
export function withoutOfferedAnswers(
  lines: RecognizedLine[],
  groups: readonly OfferedGroup[] = findOfferedAnswers(lines),
): RecognizedLine[] {
  const options = new Set(groups.flatMap((g) => g.lines));
  return lines.filter((l, i) => !options.has(i) && !isChoiceInstruction(l.text));
}

/** A number exactly ("12", "-3", "4.55", "91/20", "4 11/20"), or null for any other text. */
function exactNumber(text: string): Rational | null {
  const t = text
    .replace(/\s*([-/])\s*/g, '$1')
    .replace(',', '.')
    .trim();
  let m = /^-?\d+\.\d+$/.exec(t);
  if (m) return Rational.parse(t);
  m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(t);
  if (m && BigInt(m[4]!) !== 0n) {
    const size = Rational.of(BigInt(m[2]!)).add(Rational.of(BigInt(m[3]!), BigInt(m[4]!)));
    return m[1] ? size.neg() : size;
  }
  m = /^(-?\d+)(?:\/(\d+))?$/.exec(t);
  return m && BigInt(m[2] ?? 1) !== 0n ? Rational.of(BigInt(m[1]!), BigInt(m[2] ?? 1)) : null;
}

const sameNumber = (a: string, b: string) => {
  const p = exactNumber(a);
  const q = exactNumber(b);
  return !!p && !!q && p.eq(q);
};

/** The answer's LaTeX as plain clauses ("x = 9", "x = 3"; "3 4/5 + 3/4 = 91/20 = 4.55"). */
function answerClauses(latex: string): string[] {
  return latex
    .replace(/\\\(|\\\)|\\left|\\right/g, '')
    .replace(/\\text\{([^}]*)\}/g, '$1')
    .replace(/(\d)\s*\\frac\{(\d+)\}\{(\d+)\}/g, '$1 $2/$3')
    .replace(/\\frac\{(\d+)\}\{(\d+)\}/g, '$1/$2')
    .replace(/\{,\}/g, '.')
    .replace(/\\ge(?![a-z])/g, '>=')
    .replace(/\\le(?![a-z])/g, '<=')
    .replace(/\^\{(\d+)\}/g, '^$1')
    .replace(/([a-z])_\d/g, '$1')
    .replace(/,?\s*\\quad/g, ' ; ')
    .replace(/[−–]/g, '-')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** Does the engine's answer equal this offered value (a value in its final form)? */
function equalsOption(clauses: string[], option: string): boolean {
  const o = simple(option);
  const sides = (c: string) => c.split('=').map((s) => s.trim());
  const first = clauses[0] ?? '';
  // The unknowns' values the answer gives ("x = 9", "y = -3").
  const values = clauses.flatMap((c) => {
    const m = /^([a-z])\s*=\s*([^=]+)$/.exec(c);
    return m ? [{ letter: m[1]!, value: m[2]! }] : [];
  });
  let m: RegExpExecArray | null;
  if ((m = /^([a-z])\s*(<=|>=|[<>≤≥])\s*(.+)$/.exec(o))) {
    const rel = { '≤': '<=', '≥': '>=' }[m[2]!] ?? m[2]!;
    const a = /^([a-z])\s*(<=|>=|<|>)\s*(.+)$/.exec(first);
    return !!a && a[1] === m[1] && a[2] === rel && sameNumber(a[3]!, m[3]!);
  }
  if ((m = /^([a-z])\s*=\s*(.+)$/.exec(o))) {
    const [letter, value] = [m[1]!, m[2]!];
    return values.length > 0 && values.every((v) => v.letter === letter && sameNumber(v.value, value));
  }
  if ((m = /^\(\s*(.+?)\s*[,;.]\s*(.+?)\s*\)$/.exec(o))) {
    const [x, y] = [m[1]!, m[2]!];
    const of = (l: string) => values.find((v) => v.letter === l)?.value;
    return sameNumber(of('x') ?? '', x) && sameNumber(of('y') ?? '', y);
  }
  if ((m = /^(.+?)\s*i\s*(.+)$/.exec(o)) && exactNumber(m[1]!) && exactNumber(m[2]!)) {
    const [p, q] = [m[1]!, m[2]!];
    return (
      values.length === 2 &&
      ((sameNumber(values[0]!.value, p) && sameNumber(values[1]!.value, q)) ||
        (sameNumber(values[0]!.value, q) && sameNumber(values[1]!.value, p)))
    );
  }
  if (exactNumber(o))
    return sides(first)
      .slice(1)
      .some((s) => sameNumber(s, o));
  // A polynomial: the answer's last form, spaces aside.
  const last = sides(first).at(-1) ?? '';
  return last.replace(/\s+/g, '') === o.replace(/\s+/g, '');
}

/**
 * Is the engine's answer (its final LaTeX) one of the offered answers? Null when the options cannot
 * be told (one of them misread out of its final form).
 */
export function answerIsOffered(latex: string, options: readonly string[]): boolean | null {
  if (options.length < 3 || options.some((o) => !isFinalValue(o, true))) return null;
  const clauses = answerClauses(latex);
  return options.some((o) => equalsOption(clauses, o));
}
