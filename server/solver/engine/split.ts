/**
 * Splits OCR lines into tasks: "a) … b) …" and "1. … 2) …" markers start a new task; a heading
 * without maths ("Reši sistem jednačina:") lends its intent to the tasks below it; two equations
 * in the same two unknowns on consecutive lines form a system; a line ending in an operator
 * continues on the next line.
 */
import type { RecognizedLine } from '../engine-types.js';
import { pointBareNumberLabels, spaceGluedNumberLabels } from './glued-labels.js';
import {
  BRACKET_LABEL,
  DOT_LABEL,
  LABEL_CLOSE as CLOSE,
  LABEL_LETTER as LETTER,
  LABEL_NUMBER as NUMBER,
  LABEL_OPEN as OPEN,
  LABEL_WORDS,
  LOST_POINT_LABEL,
  SERBIAN_ONLY,
  labelKey,
  letterAt,
  orderable,
  type Label,
} from './labels.js';
import { withoutAnswerBlanks } from './answer-blanks.js';
import { withSequencedLabels, type LabelsOfLine } from './label-run.js';
import { asksQuestion, detectIntent, normalizeTask, type Intent } from './normalize.js';
import { parseTask } from './parse.js';
import { findGcdLcm } from './solvers/gcd-lcm.js';

export interface TaskText {
  text: string;
  /** 0..100, length-weighted mean of the lines the task came from. */
  confidence: number;
  /** Intent taken from a heading line, if any. */
  intent: Intent | null;
  /**
   * The intent is the instruction of the section the task stands in ("2. Reši jednačinu:" over its
   * sub-tasks "a) …", "b) …"), printed once for several tasks rather than with this one.
   */
  sectionIntent?: true;
  /** The heading its intent came from asks a question ("Koliko je:"), so the task may end in "?". */
  asks?: true;
  /** The place its label names ("3." → num 3, "b)" → letter 2), when it has one. */
  label: Label | null;
  /**
   * Its label was taken from a number glued to its maths (withGluedLabels): that number may as
   * well be the task's own ("2|−4| − 1", "2.5 · 4"), so the answer is in doubt.
   */
  gluedLabel?: true;
}

interface Piece {
  text: string;
  confidence: number;
  marker: boolean;
  /** The label's place ("3." → num 3, "b)" → letter 2), when the piece starts with one. */
  label: Label | null;
  /** Opens with a misread letter label before an instruction ("t. Izračunaj:"), its place unknown. */
  unplaced: boolean;
}

// "¢)" and "©)" are how OCR often reads "c)".
// A letter marker may touch the task ("a)x/5+7=8"); "1." needs a space so "1.5 + 2" stays a number,
// or a word or a bar right after it ("14.Reši", "2.|−4|": the space lost by the recogniser; three
// letters, as "2.x" may be "2·x").
// "(4) Izračunaj: …": a number in brackets before a space is a label (a lone number is never
// bracketed in a task), unless the first character after the spaces is an operator or a bracket
// (labels.ts BRACKET_LABEL); "2)" likewise, a minus after it allowed ("2) −3x + 1 = 4").
// "Zadatak 3." / "Primer 5:" name an exercise like "3." does, and so does "Zadatak 5 Reši" (the
// point lost, a word after the number), and "b. " like "b)", "e.Izračunaj" too (the space lost), and
// "c.| − 3| + …" (a bar after it: no maths has a letter and a point before a bar).
// Another letter and a bracket starting a line ("z) |−11| + …", "(x) Izračunaj:", a misread "1)" or
// "(1)") start no maths: a label, its place unknown; so does a number whose first digit was read as a letter before a point
// and a word ("Z2. Izračunaj:", "12." misread). A label's point read as a middle dot before a word
// ("1 · Reši proporciju:") is that point; so is a lost one after one digit before words and a colon
// ("3 Izračunaj:"), unless the digit is a 1 (a capital I read so: "1 zračunaj:"; and "1)" is read
// "10 Izračunaj:", so two digits are no label either). "(l) Sredi izraz:" is "(1)" with its 1 read as
// an l or I before a word (labels.ts labelKey), as the normaliser reads it.
// "(o) 2/9 - 1/3", "(0) 3,5 : 5", "(@)3,5": the round letter of "(a)" read as o, 0 or @ before maths.
// "(b Reši kvadratnu …": a bracketed letter whose closing bracket was lost, before an instruction's word.
/**
 * A label whose letter the reader misread before an instruction's words: "t. Izračunaj:", "L. zračunaj:"
 * (an "f." read as t or L), "( · . Izračunaj:" (its letter read as a speck). No label letter is past h
 * and no maths starts with a lone letter and a point before a word, so it is a label, its place unknown
 * (withFreePlaces gives it the one the page's other labels leave free). Not I., V. or X.: a Roman
 * numeral heads a section ("I. Izračunaj:", "V. Reši jednačine:") and keeps its instruction for the
 * tasks under it.
 */
const UNPLACED_POINT_LABEL = `(?:(?![ivx]\\.)[i-z]|${OPEN}?\\s*[·•]\\s*)\\.\\s*(?=\\p{L}{3}[\\p{L}\\s]*:)`;
/**
 * A sub-task label in a letter only the Serbian order has ("v)", "(v)", "đ)", "v. 3/4 + 1/2"; labels.ts
 * SERBIAN_LETTERS): in brackets, or with a point before maths (not "V. Reši jednačine:", a Roman five).
 */
const SERBIAN_LABEL = `${OPEN}?${SERBIAN_ONLY}${CLOSE}\\s*|[vđ]\\.\\s*(?=[\\d(|√\\-−])`;
const SERBIAN_START = new RegExp(`^\\s*(?:${SERBIAN_LABEL})`, 'u');
const UNPLACED_START = new RegExp(`^\\s*(?:${UNPLACED_POINT_LABEL})`, 'iu');
const LINE_MARKER = new RegExp(
  `^\\s*(?:${OPEN}?(?:${LETTER}|[¢©])${CLOSE}\\s*|${SERBIAN_LABEL}|${LETTER}\\.\\s+|${LETTER}\\.(?=\\p{L}{3}|\\|)|${NUMBER}\\.\\s+|${NUMBER}\\.(?=\\p{L}{3}|\\|)|${DOT_LABEL}\\s*|${LOST_POINT_LABEL}(?=[^:]*:\\s*$)|${NUMBER}${CLOSE}\\s*(?![\\s·*×:/^=+])|${BRACKET_LABEL}|${OPEN}${NUMBER}${CLOSE}(?=\\p{L})|\\([lI]\\)\\s*(?=\\p{L}{3})|${OPEN}[oO0@]${CLOSE}\\s*(?=[\\d(√|\\-−])|\\(${LETTER}\\s+(?=\\p{Lu}\\p{Ll}{2})|${LABEL_WORDS}\\s*\\d{1,3}[a-z]?\\s*[.:)]\\s*|${LABEL_WORDS}\\s*\\d{1,2}\\s+(?=\\p{L}{3})|[i-z]\\)\\s+|${OPEN}[i-z]${CLOSE}\\s*(?=\\p{L}{3})|[a-pr-z]\\d\\.\\s+(?=\\p{L}{3})|${UNPLACED_POINT_LABEL})(?=\\S)`,
  'iu',
);
// A marker inside a line: " b) ", " (b) ", " 2) ", " (2) " after a space (tasks of neighbouring
// columns read as one line), not inside brackets like "(a+b) c" or "(3 + 2) · 4".
// So does "Zadatak 2." there: the label word leaves no doubt ("… = 21 : 12 Zadatak 2. Sredi izraz: …").
// Not the one-letter word q, which inside a line is as likely a misread 9 or g ("x + q2) …").
const INLINE_MARKER = new RegExp(
  `\\s(?=\\(?(?:[a-hvđ¢]|\\d{1,2})\\)\\s|(?!q\\s*\\d)${LABEL_WORDS}\\s*\\d{1,2}\\s*[.:)]\\s)`,
  'giu',
);
// An instruction starting after maths on the same line ("Izračunaj: 2 + 3 Reši jednačinu: x + 1 = 4"),
// with its label when it has one, so the label stays with its task: cells of neighbouring columns
// read as one line ("… = 20 2. Izračunaj: 4 · 2", "… 5 + 3 b) Reši …", "… od 400? 4. Koliko je …").
// Not right after a label ("1) Izračunaj:" is one part).
const INLINE_INSTRUCTION =
  /(?<=[\d)|\]x-z?%]\s+)(?<!(?:^|\s)\(?(?:[a-h]|\d{1,2})[.)]\s+)(?=(?:\(?(?:[a-h]|\d{1,2})[.)]\s*)?\p{Lu}\p{Ll}+(?:\s+\p{L}+){0,3}\s*:|\(?(?:[a-h]|\d{1,2})[.)]\s*\p{Lu}\p{Ll}{2,})/gu;
/** A relation sign: a line holding one is an equation or an inequality of its own. */
const RELATION = /[=<>≤≥]/;

/** A part opening with a label and a capitalised word ("2. Koliko je …", "(b) Reši …"). */
const LABELLED_WORDS = /^\(?(?:[a-h]|\d{1,2})[.)]\s*\p{Lu}\p{Ll}{2,}/u;

/**
 * One line as the reader gave it, cut where it holds several tasks: the " ; " the reader puts
 * between lines it read behind a brace is undone unless the parts form a system (every part an
 * equation), and an instruction after maths starts a new part.
 */
function subLines(text: string): string[] {
  const parts = text.split(' ; ');
  // (A part with unknowns whose "=" was lost is still a line of the system: "-5x - 3y 0".)
  const ofSystem = (p: string) =>
    isEquation(p) !== null || (hasMath(p) && /[a-z]/.test(normalizeTask(p, { photo: true }).text));
  const joined = parts.length > 1 && parts.every(ofSystem) ? [text] : parts;
  return joined.flatMap((part) =>
    part.split(INLINE_INSTRUCTION).reduce<string[]>((out, p) => {
      // Only a real instruction word after maths opens a new part ("(c) Izračunaj:" is one part).
      const last = out[out.length - 1];
      const opens = LABELLED_WORDS.test(p) || detectIntent(p.slice(0, p.indexOf(':'))) !== null;
      if (last !== undefined && !(hasMath(last) && opens)) out[out.length - 1] = last + p;
      else out.push(p);
      return out;
    }, []),
  );
}

/**
 * Specks left of a label: a worksheet box's side read as "|", "1|" or "!", a dash or a point
 * ("|3) Sredi izraz:", "1| 2) Izračunaj:", "- 5) Reši jednačinu:"). They go only when a label
 * and a word follow, so "|3 - 5|" and "-5) …" stay maths.
 */
const MARKS_BEFORE_LABEL = /^\s*(?:\d?\|+|[!:;'`·•.,\-—–]){1,3}\s*/u;

/**
 * "a).2^3 + 9^2": a point or a middle dot between a label and the task's first number is a toner
 * speck or a stray mark beside the label. A printed task opens no number with a point (a decimal
 * is written "0,2") and no task with a times sign; left there, "0,2^3" is answered.
 */
const withoutSpeckAfterLabel = (task: string): string => task.replace(/^\s*[.·•]\s*(?=\d)/u, '');

function withoutMarksBeforeLabel(text: string): string {
  const m = MARKS_BEFORE_LABEL.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  const label = LINE_MARKER.exec(rest);
  return label && /^\p{L}{3}/u.test(rest.slice(label[0].length)) ? rest : text;
}

/**
 * A middle dot the reader put inside a word ("Re · si jednac · inu:", "Izracunaj v · re · dnost
 * izraza:", a speck or an accent read apart): between two runs of letters, four or more together and
 * one of them two or more, with no digit against either ("2a · 3b", "a · b", "xy · z" stay products),
 * and one of them no monomial: a word's capital before small letters ("Re", "Sre"), a letter
 * outside a–z or four letters in a row ("ab · bc", "xy · yz", "ab · cd", books' products of
 * monomials, and "AB · CD", of segments, stay products).
 * Left there, the heading reads as a product of letters and takes the task under it for its own.
 */
function withoutWordDots(text: string): string {
  return text.replace(/(?<![\p{L}\d])\p{L}+(?:\s*[·•]\s*\p{L}+)+(?![\p{L}\d])/gu, (m) => {
    const parts = m.split(/\s*[·•]\s*/u);
    const letters = parts.join('').length;
    const word = parts.some((p) => p.length >= 4 || /^\p{Lu}\p{Ll}|[^a-zA-Z]/u.test(p));
    return letters >= 4 && word && parts.some((p) => p.length >= 2) ? parts.join('') : m;
  });
}

/**
 * An unread mark beside a bracketed label's number ("(⁇3) Izračunaj:", "(6⁇) Reši …"): a speck by the
 * digit. Only before an instruction's word: in maths ("(⁇3)^3 - 4") the mark is a lost sign or digit.
 */
const UNREAD_IN_LABEL =
  /(?<=^\s*[([]\s*)⁇(?=\d{1,2}[)\]]\s*\p{L}{3})|(?<=^\s*[([]\d{1,2})⁇(?=[)\]]\s*\p{L}{3})/u;

/** The label a part starting with a line marker names (none for a marker of unknown place). */
function markerLabel(part: string, serbian: boolean): Label | null {
  const found = LINE_MARKER.exec(part)?.[0];
  return found === undefined ||
    /^\s*(?:[a-pr-z]\d|\(?(?![lI]\)|v\))[i-z]\))/i.test(found) ||
    UNPLACED_START.test(found)
    ? null
    : labelKey(found, serbian);
}

/**
 * Whether the page letters its sub-tasks in the Serbian order (labels.ts SERBIAN_LETTERS): one of its
 * lines, or a part of one after a space outside brackets, opens with a label only that order has.
 */
function serbianOrder(texts: string[]): boolean {
  return texts.some((text) => {
    if (SERBIAN_START.test(text)) return true;
    for (const m of text.matchAll(INLINE_MARKER))
      if (
        SERBIAN_START.test(text.slice(m.index + 1)) &&
        balanced(text.slice(0, m.index).replace(LINE_MARKER, ''))
      )
        return true;
    return false;
  });
}

/** A line that is a label alone: "Zadatak 2.", "Zadatak 2" (its point lost), "3.", "(4)", "b)". */
const LONE_LABEL = new RegExp(
  `^\\s*(?:${LABEL_WORDS}\\s*${NUMBER}\\s*[.:)]?|${OPEN}?${NUMBER}[.)\\]]|${OPEN}${NUMBER}${CLOSE}|${OPEN}?${LETTER}[.)\\]]|${OPEN}?${SERBIAN_ONLY}${CLOSE})\\s*$`,
  'iu',
);

/**
 * A label printed on a line of its own above its task ("Zadatak 2." over "Reši sistem:" or over the
 * maths) starts the line below it, so the task keeps its label and its instruction; not when the
 * line above or below is a label too (a row of labels read before the cells under them: "1." "2."
 * then both tasks, the second label is not the first task's). A label without its point gets one,
 * so "Zadatak 4" over "4 + 5" is read as a label, not as the task above continued.
 */
function withLoneLabelsJoined(lines: RecognizedLine[]): RecognizedLine[] {
  const out: RecognizedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const next = lines[i + 1];
    const inRow = i > 0 && LONE_LABEL.test(lines[i - 1]!.text);
    // (A bare number is such a label, its point lost, only over an instruction's words: "3" over
    // "Reši jednačinu: …"; over maths it is a piece broken off the task above.)
    const bare = /^\s*\d{1,2}\s*$/.test(l.text);
    const label = bare
      ? next !== undefined && /^\s*\p{L}{3}/u.test(next.text) && detectIntent(next.text) !== null
      : LONE_LABEL.test(l.text);
    if (next && label && !inRow && !LONE_LABEL.test(next.text) && !LINE_MARKER.test(next.text)) {
      const point = /[.:)\]]\s*$/.test(l.text) ? '' : '.';
      out.push({ ...next, text: `${l.text.trim()}${point} ${next.text.trimStart()}` });
      i++;
    } else out.push(l);
  }
  return out;
}

/** The labels of a line as the run of sub-task labels reads them (label-run.ts), in the page's letter order. */
const labelsOfLine = (serbian: boolean): LabelsOfLine => ({
  serbian,
  line: (text) => {
    const marker = markerLabel(text, serbian);
    return {
      // (A lettered heading, "b) Reši jednačinu:", is an item of the run, not an instruction over it.)
      heading:
        !hasMath(text) &&
        (marker?.kind === 'num' || (!LINE_MARKER.test(text) && detectIntent(text) !== null)),
      lettered: marker?.kind === 'letter',
      open: marker === null || (marker.kind === 'num' && marker.n === 0),
    };
  },
  letters: (text) =>
    text.split(INLINE_MARKER).flatMap((p) => {
      const l = markerLabel(p, serbian);
      return l?.kind === 'letter' ? [l.n] : [];
    }),
});

/**
 * "NZD:(40,48)", "NZS.(9, 21)": a colon or a point between a named call and its bracket is a speck
 * read as a sign (no call is printed so). Left there, the name reads as an instruction ending in
 * a colon, and the line joins the one above as that line's task.
 */
const MARK_IN_CALL = /(?<!\p{L})(nzd|nzs|нзд|нзс)\s*[:.·]\s*(?=[([]\s*\d)/giu;

function pieces(lines: RecognizedLine[], serbian: boolean): Piece[] {
  const out: Piece[] = [];
  const cut = withSequencedLabels(
    withLoneLabelsJoined(
      lines.map((l) => ({
        ...l,
        text: withoutMarksBeforeLabel(withoutWordDots(l.text))
          .replace(UNREAD_IN_LABEL, '')
          .replace(MARK_IN_CALL, '$1'),
      })),
    ),
    labelsOfLine(serbian),
  );
  const split = cut.map((l) =>
    subLines(l.text).map((text) => text.split(INLINE_MARKER).filter((p) => p.trim() !== '')),
  );
  // The labels each line of the page starts a part with.
  const held = split.map((parts) => parts.flat().flatMap((p) => markerLabel(p, serbian) ?? []));
  for (const [li, l] of cut.entries()) {
    const elsewhere = held.filter((_, k) => k !== li).flat();
    for (const parts of split[li]!) addParts(out, l.confidence, parts, elsewhere, serbian);
  }
  return out;
}

/** Adds a line's parts (cut at inline markers) to the pieces: a labelled part starts a piece. */
function addParts(
  out: Piece[],
  confidence: number,
  parts: string[],
  elsewhere: Label[],
  serbian: boolean,
): void {
  const start = out.length;
  parts.forEach((p, i) => {
    // An inline "b)" only counts when the task before it has no unclosed bracket ("(3 + 2) · 4").
    // A line "x) + 3" under an open bracket ends its task; "z) |−11| + …" under a closed one is labelled.
    // Nor after an operator: no task ends in one ("4(3x − 5) − …" is no "5)" label after "4(3x −").
    // A task may end in "=" or an instruction in ":" ("1) 12 + 5 = 2) 20 − 8 =", "Izračunaj: a) …").
    const last = out[out.length - 1]?.text ?? '';
    const before = balanced(last) && !(i > 0 && /[-+−*·×/]\s*$/.test(last));
    const marker = LINE_MARKER.test(p) && (i === 0 ? before || !/^\s*\(?[i-z]\)/i.test(p) : before);
    if (i > 0 && !marker) {
      const prev = out[out.length - 1];
      if (prev) prev.text += ` ${p}`;
      return;
    }
    const label = marker ? markerLabel(p, serbian) : null;
    const piece = {
      text: marker ? withoutSpeckAfterLabel(p.replace(LINE_MARKER, '')) : p,
      confidence,
      marker,
      label,
      unplaced: marker && UNPLACED_START.test(p),
    };
    out.push(piece);
  });
  // Cut at the next point label once the line's parts are joined again ("(x + 7) + 7x b. …" was
  // cut at " 7) " by the inline bracket label and joined back).
  out.push(...out.splice(start).flatMap((piece) => nextLabelInside(piece, elsewhere, serbian)));
}

/**
 * "1. 2 + 3 2. 4 + 5", "a. 2x = 4 b. x + 1 = 3": labels with a point, of tasks read on one line.
 * Inside a line a point label is no safe cut ("2. 4" may be a decimal read with a gap), so only the
 * next label of the piece's own list counts ("2." after "1.", "b." after "a."), right after the end
 * of a term. Returns the piece cut at each such label.
 */
function nextLabelInside(piece: Piece, elsewhere: Label[], serbian: boolean): Piece[] {
  const { label } = piece;
  if (!label) return [piece];
  // Another line of the page starts with that label: "2." here is no label but maths.
  if (elsewhere.some((l) => l.kind === label.kind && l.n === label.n + 1)) return [piece];
  const next = label.kind === 'num' ? String(label.n + 1) : letterAt(label.n + 1, serbian);
  // (A term may end in a lone unknown: "… + 7x b. 4(3x − 1)".)
  // A letter may have lost its point before a number, a bar or a root ("2 + 3   b 4 + 5": a number
  // right after a letter is no maths).
  const lost = label.kind === 'letter' ? `|${next}\\s+(?=[\\d|√])` : '';
  const at = new RegExp(`(?<=[\\d)|²³]|(?<!\\p{L})\\d*[a-z])\\s+(?=${next}\\.\\s+\\S${lost})`, 'iu').exec(
    piece.text,
  );
  if (!at) return [piece];
  const rest = piece.text.slice(at.index + at[0].length);
  return [
    { ...piece, text: piece.text.slice(0, at.index) },
    ...nextLabelInside(
      { ...piece, text: rest.replace(/^\S+?\.?\s+/, ''), label: { kind: label.kind, n: label.n + 1 } },
      elsewhere,
      serbian,
    ),
  ];
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
  }
  return depth <= 0;
}

/**
 * Has the line any maths in it: an operation or relation with something on both sides, a
 * percentage or a root of a number? "Strana 12" or a misread heading ("1zračunaj:") has not.
 * `normalized`: the line's photo normalisation, when the caller has it already.
 */
export function hasMath(text: string, normalized?: string): boolean {
  if (findGcdLcm(text)) return true;
  // A root over a bracketed word ("√(Za) datak 2. Reši jednačinu:", a label's letters read so) is no maths.
  const n = (normalized ?? normalizeTask(text, { photo: true }).text).replace(/√\s*\([a-z]{2,}\)/g, ' ');
  return (
    /[0-9a-z)|⁇]\s*[-+*/:^=<>≤≥]\s*[-0-9a-z(√|⁇]/.test(n) ||
    /[0-9]\s*%/.test(n) ||
    /√\s*[0-9(]/.test(n) ||
    // A relation among garbled signs ("-2x - < - 29", a term lost): still a task, declined as read,
    // so the page keeps its count of tasks.
    (/[<>≤≥=]/.test(n) && /\d/.test(n) && /[-+*/:]/.test(n))
  );
}

/**
 * A lone number on a line of its own: in a labelled exercise ("6"), or anywhere when it cannot be a
 * task of its own — a decimal ("9,39", a raised last digit read "9,3^9") or a number with a stray
 * mark after it ("5.", "5-": a fraction's denominator or a task's last number the reader set apart).
 */
function brokenOff(text: string, labelled: boolean): boolean {
  if (labelled && /^\s*\d{1,3}\s*$/.test(text)) return true;
  return /^\s*(?:\d{1,3}[.,]\d{1,3}(?:\^\d)?|\d{1,3}\s*[.-])\s*$/.test(text);
}

/**
 * A line "- 3^2" under an expression ("3 · √121") is its end, broken off where the reader split a
 * tall line: an expression and a line that both hold no relation, the line starting with a minus
 * and a space (a task's own leading minus is printed against its number: "-3x + 4 = 1"); so is
 * "- x(x - 5)" under "(x + 8)^2", a term of letters after the minus, when the line above ends in its
 * exponent (under "2(x + 6)" the break may have lost a raised 2: "(x + 6)²" read so, both halves doubted).
 */
function minusGoesOn(prev: string, line: string): boolean {
  return (
    (/^\s*[-−–]\s+[\d(|√]/.test(line) ||
      (/^\s*[-−–]\s+[a-z]/.test(line) && /(?:\^\d|[²³])\s*$/.test(prev))) &&
    !RELATION.test(prev) &&
    !RELATION.test(line) &&
    /[\d)|²³]\s*$/.test(prev)
  );
}

function isEquation(text: string): { vars: Set<string> } | null {
  const n = normalizeTask(text, { photo: true }).text;
  if (!/=/.test(n) || /[<>≤≥;]/.test(n)) return null;
  return { vars: new Set(n.match(/[a-z]/g) ?? []) };
}

/** Two equations with an unknown in common, as a system's are ("x + 2 = 5" and "y + 1 = 3" have none). */
function shareUnknown(a: { vars: Set<string> }, b: { vars: Set<string> }): boolean {
  return [...a.vars].some((v) => b.vars.has(v));
}

/** A line of one to three marks, at most one of them a letter and none a figure: a brace's remnant, a speck. */
function braceRemnant(text: string): boolean {
  const t = text.replace(/\s+/g, '');
  return t.length > 0 && t.length <= 3 && !/\d/.test(t) && (t.match(/\p{L}/gu) ?? []).length <= 1;
}

/**
 * Would the equation `above` and the line `below` be joined into a system had nothing stood between
 * them: both equations with an unknown, two unknowns in all, or a system named by the instruction.
 */
function systemPair(above: string, below: string | undefined, instruction: Instruction): boolean {
  if (below === undefined) return false;
  const a = isEquation(above);
  const b = isEquation(below);
  if (!a || !b || a.vars.size === 0 || b.vars.size === 0) return false;
  return (
    new Set([...a.vars, ...b.vars]).size === 2 ||
    instruction.intent === 'system' ||
    detectIntent(above) === 'system'
  );
}

function mean(ps: Piece[]): number {
  const total = ps.reduce((s, p) => s + p.text.length, 0);
  if (total === 0) return 0;
  return ps.reduce((s, p) => s + p.confidence * p.text.length, 0) / total;
}

/**
 * A heading's instruction: the intent it names and whether it asks a question ("Koliko je:"). The
 * two travel together: a task under a heading takes both from it, or both from another one.
 */
interface Instruction {
  intent: Intent | null;
  /** Only where it names an intent: a heading that names none lends a task nothing. */
  asks: boolean;
}

const NO_INSTRUCTION: Instruction = { intent: null, asks: false };

/** The instruction a heading's text names. */
function instructionOf(text: string): Instruction {
  const intent = detectIntent(text);
  return { intent, asks: intent !== null && asksQuestion(text) };
}

/** One task being built: its pieces, the instruction it is read under, and whether it is its label's own. */
interface Group {
  pieces: Piece[];
  instruction: Instruction;
  /** It starts with the segment's labelled piece ("2) 3x + 5 = 20"), not a bare line after a heading. */
  own: boolean;
  /** Its intent is its section's instruction, printed above it and its sibling sub-tasks. */
  sectionIntent?: true;
}

interface Segment {
  groups: Group[];
  /** Opens with a heading without maths, labelled or naming an instruction ("b) Reši proporciju:"). */
  headingOnly: boolean;
  /** What its own heading names and whether it asks ("b) Koliko je:"). */
  instruction: Instruction;
  label: Label | null;
  /** Opens with a misread letter label before an instruction ("t. Izračunaj:"), its place unknown. */
  unplaced: boolean;
  /** A lettered sub-task of the section heading above it ("1. Izračunaj:" over "a) 2 + 3"). */
  sub: boolean;
  /** The section it stands in: one more at each numbered or unlettered heading and each numbered task. */
  section: number;
}

export function splitTasks(lines: RecognizedLine[]): TaskText[] {
  // A worksheet's answer blanks ("x = ____", "Odgovor: ___") are no tasks, nor parts of one.
  const read = pointBareNumberLabels(
    spaceGluedNumberLabels(
      lines.map((l) => ({ ...l, text: withoutAnswerBlanks(l.text) })).filter((l) => l.text.trim() !== ''),
    ),
  );
  const ps = pieces(read, serbianOrder(read.map((l) => l.text)));
  // Group pieces into segments (a marker starts one).
  // An instruction heading without a label ("Reši proporciju:") also opens one: worksheet rows
  // read heading by heading are paired with their tasks below (pairRows).
  const isHeading = (p: Piece) => !hasMath(p.text) && (p.marker || detectIntent(p.text) !== null);
  const raw: Piece[][] = [];
  for (const p of ps) {
    const last = raw[raw.length - 1];
    if (p.marker || !last || isHeading(p)) raw.push([p]);
    else last.push(p);
  }
  let heading = NO_INSTRUCTION;
  let found = 0;
  // The instruction of the section a task stands in: "2. Reši jednačinu:" over its sub-tasks "a) …",
  // "b) …" (their letters start again under each instruction) until the next instruction or a
  // numbered task of its own.
  let section = NO_INSTRUCTION;
  let inSection = false;
  // A numbered heading with nothing under it before the next one, on its line or the next ("1. Izračunaj:
  // 2. Reši jednačinu:", the headings of two columns read as one row): the sub-tasks below may be
  // either's.
  let bareNumbered = false;
  const twoHeadings = (text: string) => /:\s+\d{1,2}[.)]\s*\p{Lu}/u.test(text);
  let sectionNo = 0;
  const segments: Segment[] = raw.map((seg) => {
    const headingOnly = isHeading(seg[0]!);
    const kind = seg[0]!.label?.kind ?? null;
    const numbered = headingOnly && kind === 'num';
    if ((headingOnly && kind !== 'letter') || kind === 'num') sectionNo++;
    if (headingOnly) {
      inSection = kind !== 'letter';
      section =
        inSection && !(numbered && bareNumbered) && !twoHeadings(seg[0]!.text)
          ? instructionOf(seg[0]!.text)
          : NO_INSTRUCTION;
    } else if (kind === 'num') {
      inSection = false;
      section = NO_INSTRUCTION;
    }
    const sub = !headingOnly && kind === 'letter' && section.intent !== null;
    let instruction = sub ? section : heading;
    let fromSection = sub;
    const groups: Group[] = [];
    let group: Piece[] = [];
    const own = seg[0]!.marker && !headingOnly;
    const flush = () => {
      if (group.length > 0)
        groups.push({
          pieces: group,
          instruction,
          own: own && group.includes(seg[0]!),
          ...(fromSection ? { sectionIntent: true as const } : {}),
        });
      group = [];
    };
    // "x." and then "2 = 10 : 10": a lone unknown with a ratio sign (read as a point) on a line of
    // its own is the start of the task on the next line, the reader having broken it there.
    let carried: string | null = null;
    for (const [at, p] of seg.entries()) {
      // A brace's remnant read as a line of its own ("!", "·⁇·", "e") between the two equations of
      // a system: no line of the page, it had split the system into two tasks each declined for
      // its two unknowns (and given the look that read it a task more than the other).
      if (
        group.length === 1 &&
        braceRemnant(p.text) &&
        systemPair(group[0]!.text, seg[at + 1]?.text, instruction)
      )
        continue;
      if (/^\s*[a-z]\s*[.:·]\s*$/.test(p.text)) {
        carried = p.text.trim();
        continue;
      }
      if (carried !== null) {
        if (hasMath(p.text) && /[=<>≤≥]/.test(p.text)) p.text = `${carried} ${p.text}`;
        carried = null;
      }
      // "42 - (6 - 2)" and then "6": a lone number right after a task's maths in a labelled
      // exercise is a piece of that task the reader broke off (its sign lost between them, "× 6";
      // or a raised exponent read as a line of its own): it joins the task with an unread mark
      // between, so the task is declined rather than answered without it. (Not a lone 1 or 7: a single stroke, as a
      // cell's ruled side or a speck is read, like the "r" and "|" read there.)
      const last = group[group.length - 1];
      if (last && brokenOff(p.text, seg[0]!.marker) && !/^\s*[17]\s*$/.test(p.text)) {
        last.text += ` ⁇ ${p.text.trim()}`;
        continue;
      }
      if (!hasMath(p.text)) {
        // A heading: its intent applies to what follows (and to later segments if it opens the text).
        flush();
        const named = instructionOf(p.text);
        if (named.intent) {
          instruction = named;
          fromSection = false;
          // A labelled heading ("1. Reši sistem:") is its exercise's own, not the page's.
          if (found === 0 && !seg[0]!.marker) heading = named;
        }
        continue;
      }
      const prev = group[group.length - 1];
      // "2x + 10 < 28" and then ":−3x + 5 ≤ 17": a colon opening a relation under a relation is what
      // is left of its label ("b)"), not a division sign: the two joined would chain two relations.
      if (prev && RELATION.test(prev.text) && /^\s*:/.test(p.text) && RELATION.test(p.text))
        p.text = p.text.replace(/^\s*:\s*/, '');
      // "9. Reši proporciju: 3 : x" and then "12:12": a ratio with the unknown and no relation, and a
      // ratio of numbers alone on the next line, are one proportion the reader broke where its "="
      // was lost. Joined with an unread mark between, the task is declined rather than "12 : 12"
      // answered 1.
      if (prev && brokenProportion(prev.text, p.text)) {
        prev.text += ` ⁇ ${p.text.trim()}`;
        continue;
      }
      // ("× : 9 = 9 : 27" starts with the unknown read as "×", not with a times sign.)
      if (
        prev &&
        (/[+\-*/:=(·×÷]\s*$/.test(prev.text) ||
          /^\s*(?:[*/:=)·÷+]|×(?!\s*[:=+\-<>]))/.test(p.text) ||
          minusGoesOn(prev.text, p.text))
      ) {
        prev.text += ` ${p.text}`; // the task continues on this line
        continue;
      }
      const a = prev ? isEquation(prev.text) : null;
      const b = isEquation(p.text);
      if (prev && group.length === 1 && a && b) {
        const vars = new Set([...a.vars, ...b.vars]);
        // A system's instruction printed on its first equation's line ("(3) Reši sistem: -3x - 4y = 4")
        // asks for the next line too, even when a misread letter ("Ax + 2y = -2") adds an unknown.
        // Each equation of a system holds an unknown: "5 : 2 = 20 : 36" (its x read as 2) under a
        // proportion does not make one with the next line's "x : 8 = 8 : 16".
        const both = a.vars.size > 0 && b.vars.size > 0;
        // So does one printed on its second line: a brace's label and instruction stand between the
        // two equations, and the reader may give the first equation's line above them; that line
        // then has no instruction of its own ("Reši jednačinu: 2a = 6" over "Reši sistem: x + y = 5"
        // is a task before the system) and shares an unknown with the second.
        const firstRead = detectIntent(prev.text) === null && shareUnknown(a, b);
        const named =
          detectIntent(prev.text) === 'system' || (firstRead && detectIntent(p.text) === 'system');
        if ((vars.size === 2 && both) || instruction.intent === 'system' || named) {
          group.push(p);
          flush();
          continue;
        }
      }
      flush();
      group = [p];
    }
    flush();
    found += groups.length;
    bareNumbered = numbered && seg.length === 1;
    return {
      groups,
      headingOnly,
      instruction: headingOnly ? instructionOf(seg[0]!.text) : NO_INSTRUCTION,
      label: seg[0]!.label,
      unplaced: seg[0]!.unplaced,
      sub: !headingOnly && kind === 'letter' && inSection,
      section: sectionNo,
    };
  });
  const tasks = pairRows(segments, heading).flatMap((groups, s) =>
    groups.map((g, k): TaskText & { shared: boolean; unplaced: boolean; sub: number | null } => ({
      text: g.pieces.map((p) => p.text).join(' ; '),
      confidence: mean(g.pieces),
      intent: g.instruction.intent,
      ...(g.sectionIntent ? { sectionIntent: true as const } : {}),
      ...(g.instruction.asks ? { asks: true as const } : {}),
      label: segments[s]!.label,
      shared: k > 0,
      unplaced: k === 0 && segments[s]!.unplaced,
      sub: segments[s]!.sub ? segments[s]!.section : null,
    })),
  );
  return withQuestionMarksOfAll(
    inLabelOrder(withFreePlaces(withMisreadRuns(withDroppedLabels(withGluedLabels(tasks))))).map(
      ({ shared: _, unplaced: __, sub: ___, ...task }) => task,
    ),
  );
}

/**
 * A "?" ends a task as the question's own mark only when every task under an asking heading ends
 * in one: where some do not ("Koliko je:" over "a) 2 · 4?" and "b) 10 · 3"), the one "?" is more
 * likely a lost exponent ("4²" read "4?", review), so no task keeps `asks`.
 */
function withQuestionMarksOfAll(tasks: TaskText[]): TaskText[] {
  const asking = tasks.filter((t) => t.asks);
  if (asking.every((t) => /\?\s*$/.test(t.text))) return tasks;
  return tasks.map(({ asks: _, ...task }) => task);
}

/**
 * "2.2×| - 12| - |6 - 14|" between "1. …" and "3. …": a label whose space the reader lost, glued to
 * the task's first number ("2." before "2 × …") or its bar ("1| - 5| + …", the point lost too). A
 * task without a label that starts with the number n so glued is labelled n, and loses it, when
 * the nearest labelled task before it is n − 1 or the nearest after it n + 1 (numbers, all of one
 * kind); as a decimal or a factor that number would break the page's count of labels. Repeats
 * while labels are found, so two such tasks before "3." both take theirs. A guess all the same:
 * "1. Izračunaj:" over "|−5| + 3" and "2|−4| − 1" (a factor) fits it too, as does "2.5 · 4" read
 * with a point; the task is marked (gluedLabel) and answered only if nothing else doubts it.
 */
function withGluedLabels<T extends { label: Label | null; shared: boolean; text: string; gluedLabel?: true }>(
  tasks: T[],
): T[] {
  const out = [...tasks];
  // A task sharing the label of the one before it (read in that label's segment) has none of its own.
  const own = (t: T) => (t.shared ? null : t.label);
  const glued = /^\s*(\d{1,2})(?:\.(?=\d)|(?=\|))/;
  for (let changed = true; changed;) {
    changed = false;
    out.forEach((t, i) => {
      const m = own(t) === null ? glued.exec(t.text) : null;
      if (!m) return;
      const n = Number(m[1]);
      const before = out
        .slice(0, i)
        .reverse()
        .map(own)
        .find((l) => l !== null);
      const after = out
        .slice(i + 1)
        .map(own)
        .find((l) => l !== null);
      if ((before && before.kind !== 'num') || (after && after.kind !== 'num')) return;
      if (before?.n !== n - 1 && after?.n !== n + 1) return;
      out[i] = {
        ...t,
        label: { kind: 'num', n },
        shared: false,
        text: t.text.slice(m[0].length),
        gluedLabel: true,
      };
      changed = true;
    });
  }
  return out;
}

/**
 * A task whose label the reader dropped ("1) …", "Izračunaj: 4 + 5", "3) …"): it has none, or
 * shares the label of the task before it, while the labels around it leave exactly its place free
 * ("1)" before and "3)" after, or "2)" after it as the first task): it takes that place.
 */
function withDroppedLabels<T extends { label: Label | null; shared: boolean }>(tasks: T[]): T[] {
  return tasks.map((t, i) => {
    const prev = tasks[i - 1]?.label;
    const next = tasks[i + 1]?.label;
    if (!next || !(t.label === null || t.shared)) return t;
    if (
      prev &&
      prev.kind === next.kind &&
      next.n === prev.n + 2 &&
      (t.label === null || t.label.n === prev.n)
    )
      return { ...t, label: { kind: prev.kind, n: prev.n + 1 } };
    if (i === 0 && t.label === null && next.n === 2) return { ...t, label: { kind: next.kind, n: 1 } };
    return t;
  });
}

/**
 * Tasks between two labels that leave exactly their places free, each with no label or with a label
 * another task has ("(2) …", "(⁇3) I/racunaj …" unread, "(1) Izračunaj: 25% od 500" — the "(4)" read
 * as the page's "(1)" —, "(5) …": tune 192): they take those places in reading order. A repeated
 * label would keep the page from being ordered by its labels, and the looks from agreeing on its order.
 */
function withMisreadRuns<T extends { label: Label | null; shared: boolean }>(tasks: T[]): T[] {
  const same = (a: Label | null, b: Label) => a?.kind === b.kind && a.n === b.n;
  const repeated = (t: T) =>
    t.label !== null && tasks.some((o) => o !== t && !o.shared && same(o.label, t.label!));
  const out = [...tasks];
  for (let i = 0; i < tasks.length; i++) {
    const prev = tasks[i]!.label;
    if (prev === null || tasks[i]!.shared || repeated(tasks[i]!)) continue;
    let j = i + 1;
    while (j < tasks.length && !tasks[j]!.shared && (tasks[j]!.label === null || repeated(tasks[j]!))) j++;
    const next = tasks[j]?.label;
    const run = j - i - 1;
    if (!next || run === 0 || !tasks.slice(i + 1, j).some(repeated)) continue;
    if (next.kind !== prev.kind || next.n !== prev.n + run + 1) continue;
    const places = Array.from({ length: run }, (_, k): Label => ({ kind: prev.kind, n: prev.n + 1 + k }));
    if (places.some((p) => tasks.some((o) => !o.shared && same(o.label, p)))) continue;
    places.forEach((label, k) => (out[i + 1 + k] = { ...tasks[i + 1 + k]!, label }));
  }
  return out;
}

/**
 * Labels misread on a page whose other labels are sound. A "0." or "0)" among letter labels is a
 * round letter (no list starts at 0): the a when no other task has it, else one of unknown place
 * ("a) b) 0) d)": a c misread). Tasks opening with a label of unknown place ("t. Izračunaj:",
 * "( · . Izračunaj:", an "f." or "c." misread) take the places the page's own labels leave free, in
 * reading order, when exactly as many are free as there are such tasks and the labels, all of one
 * kind and none repeated, then run 1 … n: a worksheet read column by column ("a.", "( · .", "( · .",
 * "b.", "d.", "f.") gets back its order a … f instead of keeping the misread tasks where they were read.
 */
function withFreePlaces<T extends { label: Label | null; shared: boolean; unplaced: boolean }>(
  tasks: T[],
): T[] {
  const own = (t: T) => (t.shared ? null : t.label);
  const others = (i: number) => tasks.flatMap((t, k) => (k !== i && own(t) ? [own(t)!] : []));
  let out = tasks.map((t, i) => {
    const l = own(t);
    if (l?.kind !== 'num' || l.n !== 0) return t;
    const rest = others(i);
    if (rest.length === 0 || rest.some((o) => o.kind !== 'letter')) return t;
    return rest.some((o) => o.n === 1)
      ? { ...t, label: null, unplaced: true }
      : { ...t, label: { kind: 'letter' as const, n: 1 } };
  });
  const known = out.flatMap((t) => (own(t) ? [own(t)!] : []));
  const open = out.flatMap((t, i) => (t.unplaced && t.label === null ? [i] : []));
  if (open.length === 0 || known.length === 0) return out;
  const kind = known[0]!.kind;
  const places = new Set(known.map((l) => l.n));
  const n = known.length + open.length;
  if (known.some((l) => l.kind !== kind || l.n < 1 || l.n > n) || places.size !== known.length) return out;
  const free = Array.from({ length: n }, (_, k) => k + 1).filter((k) => !places.has(k));
  if (free.length !== open.length) return out;
  out = [...out];
  open.forEach((i, k) => {
    out[i] = { ...out[i]!, label: { kind, n: free[k]! } };
  });
  return out;
}

/**
 * Tasks keep their labels' order: a worksheet read column by column gives "2) … 1) … 3) …". Only
 * when every task has a label, all of one kind, and no label repeats (a page of exercises "1."
 * with parts "a) b)" each keeps reading order, and so does "5.", "6.", "a)", "b)").
 */
function inLabelOrder<T extends { label: Label | null; shared: boolean; sub: number | null }>(
  items: T[],
): T[] {
  const labels = items.map((i) => i.label);
  if (orderable(labels)) return [...items].sort((a, b) => a.label!.n - b.label!.n);
  // A section's own sub-tasks keep their letters' order likewise ("1. Izračunaj:" over "a) …  b) …"
  // and "v) …  g) …", read column by column as "a) v) b) g)"): a run of the section's lettered
  // sub-tasks, each with a label of its own, none repeated, none shared.
  const out = [...items];
  for (let i = 0; i < out.length;) {
    let j = i + 1;
    while (j < out.length && out[i]!.sub !== null && out[j]!.sub === out[i]!.sub) j++;
    const run = out.slice(i, j);
    if (run.length > 1 && !run.some((t) => t.shared) && wholeRun(run.map((t) => t.label)))
      out.splice(i, run.length, ...run.sort((a, b) => a.label!.n - b.label!.n));
    i = j;
  }
  return out;
}

/** Labels a, b, c … in some order, each once (a letter misread, "h)" for "b)", would misplace its task). */
function wholeRun(labels: (Label | null)[]): boolean {
  return orderable(labels) && labels.every((l) => l.n >= 1 && l.n <= labels.length);
}

/**
 * A worksheet row read heading by heading: "a) Reši jednačinu:", "b) Reši proporciju:",
 * "c) Izračunaj:" and then the row's tasks, one per column, on the lines below. The reader gives
 * the headings first and the tasks after them, so every task would fall under the last heading.
 * When a run of labelled headings is followed by exactly as many bare tasks, they pair up in
 * order: each task takes its own heading's label place and intent. A system's two equations stand
 * one above the other in their column, so they come a row apart; two lone equations in the same
 * two unknowns are joined first when that makes the counts match. Returns the tasks per segment.
 */
function pairRows(segments: Segment[], page: Instruction): Group[][] {
  /** A task given to heading `r` is read under its instruction, or the page's when it names none. */
  const under = (g: Group, r: number): Group => {
    const own = segments[r]!.instruction;
    return { ...g, instruction: own.intent !== null ? own : page };
  };
  const out: Group[][] = segments.map(() => []);
  let pending: number[] = [];
  segments.forEach((seg, s) => {
    if (seg.headingOnly && seg.groups.length === 0) {
      pending.push(s);
      return;
    }
    // A section's heading has its tasks in its lettered sub-tasks: a line after one of them that lost
    // its label ("a) 2 + 3", "4 + 5" under "1. Izračunaj:") is the next sub-task, not the heading's
    // own task to be put before them.
    if (seg.sub) pending = [];
    const own = seg.groups.filter((g) => g.own);
    const bare = seg.groups.filter((g) => !g.own);
    // Headings wait for bare tasks past labelled tasks of their own ("(a) Reši sistem:",
    // "(b) Koliko je 15% od 220?", then the system's line).
    if (bare.length === 0) {
      out[s]!.push(...own);
      return;
    }
    // Tasks after a labelled task of their own go to labelled headings only.
    let receivers = seg.headingOnly ? [...pending, s] : pending.filter((r) => segments[r]!.label !== null);
    pending = [];
    // A page heading before the labelled ones ("Reši zadatke:") receives no task of its own.
    const tasks = joinSplitSystems(bare, receivers.length);
    while (receivers.length > tasks.length && segments[receivers[0]!]!.label === null)
      receivers = receivers.slice(1);
    if (receivers.length >= 1) {
      if (receivers.length === tasks.length + 1) {
        const cut = splitSideBySide(
          tasks,
          receivers.map((r) => segments[r]!.instruction.intent),
        );
        if (cut) tasks.splice(0, tasks.length, ...cut);
      }
      if (tasks.length === receivers.length) {
        tasks.forEach((g, i) => {
          const r = receivers[i]!;
          out[r]!.push(under(g, r));
        });
        out[s]!.push(...own);
        return;
      }
    }
    out[s]!.push(...seg.groups);
  });
  // Tasks read before every label ("-x + 3y = 0 ; …" above "1. Reši jednačinu: …") belong to the
  // labelled headings left without a task, when there are as many of each.
  const firstLabelled = segments.findIndex((seg) => seg.label !== null);
  if (firstLabelled > 0) {
    const empty = segments.flatMap((seg, s) =>
      seg.label !== null && seg.headingOnly && out[s]!.length === 0 ? [s] : [],
    );
    const orphans = out.slice(0, firstLabelled).flat();
    if (empty.length > 0 && orphans.length === empty.length) {
      for (let s = 0; s < firstLabelled; s++) out[s] = [];
      orphans.forEach((g, i) => out[empty[i]!]!.push(under(g, empty[i]!)));
    } else {
      // A system's first equation read above its label ("- 5y = -16", then "(a) Reši sistem: -x - 5y = -14":
      // the brace sets the label and instruction between its two lines): a lone equation right before
      // the first labelled task, itself a lone equation, that together with it holds two unknowns and
      // shares one with it ("x + 2 = 5" over "a) y + 1 = 3" are two equations of a list, no system).
      const last = out[firstLabelled - 1]!;
      const orphan = last[last.length - 1];
      const first = out[firstLabelled]![0];
      const lone = (g: Group | undefined) =>
        g && g.pieces.length === 1 ? isEquation(g.pieces[0]!.text) : null;
      const a = lone(orphan);
      const b = first?.own ? lone(first) : null;
      if (a && b && shareUnknown(a, b) && new Set([...a.vars, ...b.vars]).size === 2) {
        last.pop();
        out[firstLabelled]![0] = { ...first!, pieces: [...orphan!.pieces, ...first!.pieces] };
      }
    }
  }
  return out;
}

/** A ratio with the unknown and no relation ("… 3 : x"), then a ratio of numbers alone ("12:12"). */
function brokenProportion(above: string, line: string): boolean {
  return (
    !RELATION.test(above) &&
    // (The unknown may be read as another glyph, "3 : \\", but not as a figure; a line ending in a
    // colon after words is an instruction.)
    /(?:\d\s*⁇?\s*[:∶÷]\s*(?:[a-z]|[^\p{L}\d\s])|(?<!\p{L})[a-z]\s*[:∶÷]\s*\d+(?:[.,]\d+)?)\s*$/u.test(
      above,
    ) &&
    /^\s*\d+(?:[.,]\d+)?\s*[:∶÷]\s*\d+(?:[.,]\d+)?\s*$/.test(line)
  );
}

/** Does an instruction ask for a relation ("Reši jednačinu") or for a value ("Izračunaj")? Null: either. */
function wantsRelation(intent: Intent | null): boolean | null {
  if (intent === null || intent === 'solve') return null;
  return !['compute', 'simplify', 'percent'].includes(intent);
}

/** Does this normalised reading of one task parse, and is it a relation? Null when it does not parse. */
function parsedRelation(normalized: string): boolean | null {
  try {
    return parseTask(normalized).relations.length > 0;
  } catch {
    return null;
  }
}

/**
 * Two cells of a row read as one line under their two headings ("5) Reši jednačinu:", "6) Sredi
 * izraz:", then "9x+10=2x+59 2(3x-6)-(x+3)"): the reader joined the tasks side by side, at most
 * with a stray mark of the cell's border between them. One task more is wanted than there are,
 * and the two headings ask for different things, one a relation ("Reši jednačinu") and the other
 * a value ("Sredi izraz", "Izračunaj"): a line is cut where it falls into two tasks that each
 * parse and each fit their own heading, and only when exactly one cut does so. Returns the tasks
 * with that line cut, or null.
 */
function splitSideBySide(tasks: Group[], intents: (Intent | null)[]): Group[] | null {
  for (let i = 0; i < tasks.length; i++) {
    const g = tasks[i]!;
    const want = [wantsRelation(intents[i] ?? null), wantsRelation(intents[i + 1] ?? null)];
    // Only headings of two kinds decide the cut: a space between two numbers may also be a gap the
    // reader put inside one number ("od40 0"), so two calculations side by side stay one line.
    if (g.pieces.length !== 1 || want[0] === null || want[1] === null || want[0] === want[1]) continue;
    const piece = g.pieces[0]!;
    const cuts: [string, string][] = [];
    for (const seam of piece.text.matchAll(/\s+(?:[:|;]\s*)?/g)) {
      const left = piece.text.slice(0, seam.index).trim();
      const right = piece.text.slice(seam.index + seam[0].length).trim();
      // (A right part opening with a minus and a space goes on the left's line when the left is a
      // lone term: "x2 - 4x = 0" is one equation; a task's own leading minus is printed against its
      // number, as minusGoesOn reads it. A left with an operation of its own is a task: "5 + 3" and
      // "− 2x + 7 = 1", the minus set apart as some faces print it.)
      if (!/[\d)a-z²³|]$/.test(left) || !/^[-−(\d√|a-z]/.test(right)) continue;
      if (/^[-−]\s/.test(right) && !/\S\s*[-−+*/:·×]\s*\S/.test(left)) continue;
      const fits = [left, right].every((part, k) => {
        const n = normalizeTask(part, { photo: true }).text;
        const relation = parsedRelation(n);
        return relation !== null && hasMath(part, n) && (want[k] === null || want[k] === relation);
      });
      if (fits) cuts.push([left, right]);
    }
    if (cuts.length !== 1) continue;
    const [left, right] = cuts[0]!;
    return [
      ...tasks.slice(0, i),
      { ...g, pieces: [{ ...piece, text: left }] },
      { ...g, pieces: [{ ...piece, text: right }] },
      ...tasks.slice(i + 1),
    ];
  }
  return null;
}

/** Joins two lone equations in the same two unknowns (a system read a row apart) while there are more tasks than `want`. */
function joinSplitSystems(groups: Group[], want: number): Group[] {
  const out = [...groups];
  const lone = (g: Group) => (g.pieces.length === 1 ? isEquation(g.pieces[0]!.text) : null);
  while (out.length > want) {
    let joined = false;
    for (let i = 0; i < out.length && !joined; i++) {
      const a = lone(out[i]!);
      if (!a || a.vars.size !== 2) continue;
      for (let j = i + 1; j < out.length; j++) {
        const b = lone(out[j]!);
        if (!b || new Set([...a.vars, ...b.vars]).size !== 2) continue;
        out[i] = { ...out[i]!, pieces: [...out[i]!.pieces, ...out[j]!.pieces] };
        out.splice(j, 1);
        joined = true;
        break;
      }
    }
    if (!joined) break;
  }
  return out;
}
