/**
 * The run of a section's sub-task labels, a, b, c … (or a, b, v, g … on a page lettered in the Serbian
 * order, labels.ts SERBIAN_LETTERS) under each instruction, and the labels the reader
 * misread at a line's start that it places (withSequencedLabels). split.ts reads the lines' own labels
 * (LabelsOfLine) and cuts the page into tasks afterwards.
 */
import type { RecognizedLine } from '../engine-types.js';
import { letterAt, letterPlace } from './labels.js';

/** What the run needs to know of a line's own labels (split.ts reads them). */
export interface LabelsOfLine {
  /** The page letters its sub-tasks in the Serbian order a, b, v, g … (labels.ts SERBIAN_LETTERS). */
  serbian: boolean;
  line: (text: string) => {
    /** A numbered or unlabelled instruction without maths: the run starts again at a under it. */
    heading: boolean;
    /** It opens with a label of a known letter ("b)"). */
    lettered: boolean;
    /** It opens with no label of a known place, so a misread one may stand there. */
    open: boolean;
  };
  /** The letters (a → 1) of the letter labels a line holds, at its start and inside it. */
  letters: (text: string) => number[];
}

/**
 * Sub-task labels the reader misread at the start of a line: "a.2x| - 5|", "c.| - 3|", "b.x^2 - 36 = 0"
 * (the space after the point lost), "b 2/4 + 1/3" (the bracket lost), "al 2/8 · 1/5" (the bracket read
 * as l), "a · 3/4 + 1/9" (the point read as a middle dot). None of them is maths (a number right after
 * a letter, a point between them), and each names its letter.
 */
const MISREAD_LETTER_LABEL = [
  /^\s*([a-hvđ])\.(?=[\d|(√−-]|[a-z](?!\p{L}))/u,
  /^\s*([a-hvđ])[lI1]?\s+(?=[\d|√])/u,
  /^\s*([a-hvđ])[lI1]\s+(?=[(−-])/u,
  /^\s*([a-hvđ])\s*[·•]\s*(?=[\d|(√])/u,
];
/**
 * A label whose letter the reader misread before maths: "Q. - 8x - 12 = -44", "0. 3/5 - 1/9",
 * "o. 2×| - 10|", "α. 3:6 - 1,61", "α.| - 8|": one glyph that no maths starts with before a point or a
 * bracket; or the bracket alone before a space (") 1/3 × 1/2", the letter lost). Its letter is
 * unknown. (A 0 whose point touches a digit starts a decimal: "0.5 + 0.25".)
 */
const UNKNOWN_LETTER_LABEL =
  /^\s*(?:[^\s\p{N}a-hvđ(|√−+\-*/:=<>.,;][.)]|0(?:\)|\.(?!\d))|\)(?=\s))\s*(?=[\d|(√−-]|[a-z](?!\p{L}))/u;

/**
 * What is left of a line once a misread label is taken away is a relation between numbers with no
 * unknown ("b · 4 = 28" → "4 = 28", "x. 2 = 10 : 10" → "2 = 10 : 10", a ratio's colon read as a
 * point): no task, so the glyph is the relation's unknown, not a label.
 */
const RELATION_WITHOUT_UNKNOWN = /^[^\p{L}]*\d[^\p{L}=<>≤≥]*[=<>≤≥]\s*[-−]?\d[^\p{L}]*$/u;

/**
 * Whether a line still holds a task once the misread label `m` is taken away: not when what is left
 * is a relation between numbers (RELATION_WITHOUT_UNKNOWN), nor when it holds the label's letter as
 * an unknown ("b · 4 + 2b": the letter is that expression's).
 */
function leavesTask(text: string, m: RegExpExecArray, letter?: string): boolean {
  const rest = text.slice(m[0].length);
  if (RELATION_WITHOUT_UNKNOWN.test(rest)) return false;
  return letter === undefined || !new RegExp(`(?<!\\p{L})${letter}(?!\\p{L})`, 'u').test(rest);
}

/**
 * A line opening with ")" under a line that leaves a bracket open closes it: no label lost there. (A
 * bracket closing none, a label's "a)", counts for nothing.)
 */
function closesLineAbove(text: string, above: string | undefined): boolean {
  if (!/^\s*\)/.test(text)) return false;
  let depth = 0;
  for (const c of above ?? '')
    depth = /[([]/.test(c) ? depth + 1 : /[)\]]/.test(c) ? Math.max(0, depth - 1) : depth;
  return depth > 0;
}

/** The misread label a line opens with (MISREAD_LETTER_LABEL), when what it leaves is a task. */
function misreadLabel(text: string): RegExpExecArray | undefined {
  for (const re of MISREAD_LETTER_LABEL) {
    const m = re.exec(text);
    if (m && leavesTask(text, m, m[1])) return m;
  }
  return undefined;
}

/** What the run reads of a line: its own letters and the misread label it may open with. */
interface ReadLine {
  heading: boolean;
  /** A misread label whose letter names a place in the page's order. */
  known: RegExpExecArray | undefined;
  /** A misread label whose letter is unknown (UNKNOWN_LETTER_LABEL). */
  unknown: RegExpExecArray | null;
  /** A misread label in v or đ on a page not known to be of the Serbian order: its place is open. */
  serbianOnly: RegExpExecArray | undefined;
  own: number[];
  sure: boolean;
}

/**
 * A section's sub-tasks run a, b, c … under their instruction and start again under the next one
 * ("1. Izračunaj:" over "a) …", "b) …"; "2. Reši jednačinu:" over "a) …"). A line opening with a
 * misread label (MISREAD_LETTER_LABEL, UNKNOWN_LETTER_LABEL) gets the letter that run gives its place:
 * one more than the last letter label above it (a after an instruction line), or one less than the
 * next one below it before the next instruction (on its own line or later on its line). A known
 * letter must be that place on one side; an unknown one takes the place both sides agree on. Only on
 * a page with letter labels of its own. A section read column by column keeps the set of its letters
 * instead (placeByLetterSet).
 */
export function withSequencedLabels(lines: RecognizedLine[], labels: LabelsOfLine): RecognizedLine[] {
  const { letters, serbian } = labels;
  // (A v or đ names a place only on a page lettered in the Serbian order.)
  const placeOf = (m: RegExpExecArray) =>
    serbian || !/[vđ]/.test(m[1]!) ? letterPlace(m[1]!, serbian) : undefined;
  const read = lines.map((l, i): ReadLine => {
    const { heading, open, lettered } = labels.line(l.text);
    const misread = open && !heading ? misreadLabel(l.text) : undefined;
    const known = misread && placeOf(misread) !== undefined ? misread : undefined;
    const serbianOnly = misread && !known ? misread : undefined;
    const glyph =
      open && !heading && !misread && !closesLineAbove(l.text, lines[i - 1]?.text)
        ? UNKNOWN_LETTER_LABEL.exec(l.text)
        : null;
    const unknown = glyph && leavesTask(l.text, glyph) ? glyph : null;
    return { heading, known, unknown, serbianOnly, own: letters(l.text), sure: lettered };
  });
  if (!read.some((r) => r.sure)) return lines;
  // The letters a line holds, a misread one counted by its letter once placed (a known one from the start).
  const placed: (number | undefined)[] = read.map(() => undefined);
  const held = (j: number) => {
    const r = read[j]!;
    const first = placed[j] ?? (r.known ? placeOf(r.known) : undefined);
    return first === undefined ? r.own : [first, ...r.own];
  };
  const place = (i: number): number | undefined => {
    const r = read[i]!;
    const m = (r.known ?? r.unknown)!;
    let before: number | undefined;
    for (let j = i - 1; j >= 0 && before === undefined; j--) {
      const h = held(j);
      if (read[j]!.heading) before = 1;
      else if (h.length > 0) before = h[h.length - 1]! + 1;
    }
    const rest = letters(` ${lines[i]!.text.slice(m[0].length)}`);
    let after: number | undefined = rest.length > 0 ? rest[0]! - 1 : undefined;
    for (let j = i + 1; j < lines.length && after === undefined && !read[j]!.heading; j++) {
      const h = held(j);
      if (h.length > 0) after = h[0]! - 1;
    }
    if (r.known) {
      const k = placeOf(r.known)!;
      return before === k || after === k ? k : undefined;
    }
    return before !== undefined && before === after ? before : undefined;
  };
  // Placing one misread label may place its neighbour ("o. …" under "3. Izračunaj:", then "b.| …").
  for (let changed = true; changed;) {
    changed = false;
    read.forEach((r, i) => {
      if (placed[i] !== undefined || !(r.known ?? r.unknown)) return;
      const n = place(i);
      if (n !== undefined && n >= 1 && n <= 8) {
        placed[i] = n;
        changed = true;
      }
    });
  }
  for (const section of sectionsUnderHeadings(read)) {
    const places = placeByLetterSet(section, read, placed, held, placeOf);
    places?.forEach((n, i) => (placed[i] = n));
  }
  return lines.map((l, i) => {
    const r = read[i]!;
    const m = r.known ?? r.unknown ?? r.serbianOnly;
    const n = placed[i];
    return m && n !== undefined ? { ...l, text: `${letterAt(n, serbian)}) ${l.text.slice(m[0].length)}` } : l;
  });
}

/** The line numbers of each section under a heading (the lines before the first heading are none). */
function sectionsUnderHeadings(read: ReadLine[]): number[][] {
  const out: number[][] = [];
  read.forEach((r, i) => {
    if (r.heading) out.push([]);
    else out[out.length - 1]?.push(i);
  });
  return out;
}

/**
 * A section read column by column ("a) …", "v) …", "b) …", "g 1/4 + 1/7": two sub-tasks to a line)
 * breaks the run but not the set of its letters: when every line of a section under its instruction
 * holds letters (two or more lines) or opens with a misread label still unplaced, and the places
 * 1 … n its own letters leave free are exactly as many as its misread labels, a known letter takes
 * its place if it is free, and a lone unknown one the place that is left. Returns the places so
 * given (line → place), or undefined.
 */
function placeByLetterSet(
  section: number[],
  read: ReadLine[],
  placed: (number | undefined)[],
  held: (j: number) => number[],
  placeOf: (m: RegExpExecArray) => number | undefined,
): Map<number, number> | undefined {
  const misread = section.filter(
    (i) => placed[i] === undefined && (read[i]!.known ?? read[i]!.unknown ?? read[i]!.serbianOnly),
  );
  if (misread.length === 0) return undefined;
  const sure = section.filter((i) => !misread.includes(i));
  if (sure.length < 2 || sure.some((i) => held(i).length === 0)) return undefined;
  const own = sure.flatMap(held);
  const n = own.length + misread.length;
  if (new Set(own).size !== own.length || own.some((k) => k < 1 || k > n)) return undefined;
  const free = Array.from({ length: n }, (_, k) => k + 1).filter((k) => !own.includes(k));
  // Misread labels in v or đ on a page not known to be of the Serbian order ("a)", "v 4/8 : 7/9",
  // "b)", "g 1/4 + 1/7"): that order, when the section's own letters are a and b only (the same
  // places in either order) and its misread letters, so placed, fill the places left.
  // (Two misread labels at least, "v" and "g": a lone "v 16 + 9" after a) and b) may be a root read so.)
  const inSerbian = misread.some((i) => read[i]!.serbianOnly);
  if (inSerbian && (misread.length < 2 || misread.some((i) => read[i]!.unknown) || own.some((k) => k > 2)))
    return undefined;
  const known = misread.filter((i) => !read[i]!.unknown);
  const knownPlaces = known.map((i) =>
    inSerbian ? letterPlace((read[i]!.known ?? read[i]!.serbianOnly)![1]!, true) : placeOf(read[i]!.known!),
  );
  if (
    knownPlaces.some((k) => k === undefined || !free.includes(k)) ||
    new Set(knownPlaces).size !== known.length
  )
    return undefined;
  const unknown = misread.filter((i) => read[i]!.unknown);
  if (unknown.length > 1) return undefined;
  const left = free.filter((k) => !knownPlaces.includes(k));
  return new Map([
    ...known.map((i, k): [number, number] => [i, knownPlaces[k]!]),
    ...unknown.map((i): [number, number] => [i, left[0]!]),
  ]);
}
