/**
 * Task numbers the reader ran into the task's maths at a line's start: "1.57 − (9 − 4) · 6",
 * "3.20 − (9 − 1) · 5" (the space after a label's point lost, which makes a decimal) and
 * "2 · x : 5 = 44 : 20" (the point read as a middle dot). One such line says nothing, but the
 * numbers at the starts of a page's lines counting 1, 2, 3 … in reading order are its task
 * numbers: a page does not open three tasks with decimals whose whole parts count up.
 */
import type { RecognizedLine } from '../engine-types.js';

/** A line opening with a number and a point or a middle dot: a label, maybe run into the maths. */
const OPENING = /^(\s*)(\d{1,2})(?:(\.)(?=\s*[\d(|√-])|\s*([·•])\s*(?=[\d(|√a-z-]))/u;
/** The fewest lines of a run before glued labels are taken for labels. */
const MIN_RUN = 3;

/** The lines with a label run into its maths given its space back ("1. 57 − …", "2. x : 5 …"). */
export function spaceGluedNumberLabels(lines: RecognizedLine[]): RecognizedLine[] {
  const openings = lines.map((l) => OPENING.exec(l.text));
  const numbered = openings.flatMap((m, i) => (m ? [{ i, n: Number(m[2]) }] : []));
  if (numbered.length < MIN_RUN) return lines;
  // Every numbered line counts on from the one before it.
  const counts = numbered.every((e, k) => k === 0 || e.n === numbered[k - 1]!.n + 1);
  if (!counts) return lines;
  const rest = (i: number) => lines[i]!.text.slice(openings[i]![0].length);
  const glued = (i: number) => openings[i]![3] !== undefined && /^\d/.test(rest(i));
  const isPlain = (i: number) => openings[i]![3] !== undefined && !glued(i);
  // A label read as it is printed ("1. 5 : x …", "3) …"): the run's numbers are labels for sure.
  const plain = numbered.some(({ i }) => isPlain(i));
  // A page whose labels stand on lines of their own ("1. Izračunaj:" over "1.57 − …") has its
  // labels already: numbers counting up below them are the tasks' own (decimals, factors).
  const inRun = new Set(numbered.map(({ i }) => i));
  if (lines.some((l, i) => !inRun.has(i) && /^\s*\d{1,2}\s*[.)](?!\d)/.test(l.text))) return lines;
  // Numbers run together with a label's point make decimals: only where the run's lines hold no
  // other decimal point ("1.5 + 0.5", "2.5 + 0.5" … count up as a drill of decimals would).
  const noOtherPoint = numbered.every(
    ({ i }) => !/\d[.,]\d/.test(glued(i) ? rest(i).replace(/^\d+/, '') : rest(i)),
  );
  // A drill prints one shape over and over ("1.5 · 4", "2.5 · 4", "3.5 · 4": decimals counting
  // up); tasks under glued labels differ in their shapes.
  const shape = (i: number) =>
    lines[i]!.text.replace(/^\s*\d+/, '')
      .replace(/\s+/g, '')
      .replace(/\d+/g, '9');
  const drill = numbered.every(({ i }) => shape(i) === shape(numbered[0]!.i));
  // A decimal between labels read as printed ("1. 4 · 5", "2.5 · 4", "3. 6 : 2") may be the
  // task's own: left to the split, which takes it for the label with a doubt (split.ts).
  const takeGlued = noOtherPoint && !drill && !plain;
  return lines.map((line, i) => {
    const m = openings[i];
    if (!m) return line;
    // A dot after a number counting up ("1 · 7", "2 · 7", "3 · 7") is a drill's times sign unless
    // the run's lines on both sides of it carry a plain label ("1. …", "2 · x : 5 …", "3. …").
    const k = numbered.findIndex((e) => e.i === i);
    const neighbours = [numbered[k - 1], numbered[k + 1]].filter((e) => e !== undefined);
    const fix = glued(i) ? takeGlued : m[4] !== undefined && neighbours.every((e) => isPlain(e.i));
    if (!fix) return line;
    return { ...line, text: `${m[1]}${m[2]}. ${rest(i).trimStart()}` };
  });
}

/**
 * A line opening with a number and a space before a word of three letters or a number that is no
 * fraction's ("14 9^2 − 7^2", "15 NZD(18, 21)", "22 Reši sistem: …"): maybe a task number printed
 * without a point (a textbook's number on a disc). Not before a bracket, a bar, a root or a lone
 * letter ("2 (x + 1) = 6", "2 |x| = 4", "2 x + 1 = 5" are products), a mixed number's fraction
 * ("4 1/2 + 2/3") nor three digits, the thousands of a number Serbian print spaces ("1 500 + 2 300",
 * "2 400 − 1 200" count on by one, and had been answered 2800 and −800 at 0.99, review).
 */
const BARE_OPENING = /^(\s*)(\d{1,2})\s+(?=\p{L}{3}|(?!\d{3}(?![\d.,]))\d(?!\d*(?:[.,]\d+)?\s*\/))/u;

/**
 * Lines opening with a bare number (BARE_OPENING) that count on by one in reading order, two or
 * more of them, are the page's task numbers, whatever number they start from (a textbook numbers
 * on from an earlier page: 14, 15, 16): each gets the point of a label, so the split starts a task
 * there. Not on a page whose other lines carry number labels of their own ("1." over "14 9^2 …":
 * the bare numbers are maths), nor a drill of one shape ("1 5 · 4", "2 5 · 4").
 */
export function pointBareNumberLabels(lines: RecognizedLine[]): RecognizedLine[] {
  const openings = lines.map((l) => BARE_OPENING.exec(l.text));
  const numbered = openings.flatMap((m, i) => (m ? [{ i, n: Number(m[2]) }] : []));
  if (numbered.length < 2) return lines;
  if (!numbered.every((e, k) => k === 0 || e.n === numbered[k - 1]!.n + 1)) return lines;
  const inRun = new Set(numbered.map(({ i }) => i));
  if (lines.some((l, i) => !inRun.has(i) && /^\s*\(?\d{1,2}\s*[.)](?!\d)/.test(l.text))) return lines;
  const shape = (i: number) =>
    lines[i]!.text.replace(/^\s*\d+/, '')
      .replace(/\s+/g, '')
      .replace(/\d+/g, '9');
  if (numbered.every(({ i }) => shape(i) === shape(numbered[0]!.i))) return lines;
  return lines.map((line, i) => {
    const m = openings[i];
    return m ? { ...line, text: `${m[1]}${m[2]}. ${line.text.slice(m[0].length)}` } : line;
  });
}
