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
  // A label read as it is printed ("1. 5 : x …", "3) …"): the run's numbers are labels for sure.
  const plain = numbered.some(({ i }) => openings[i]![3] !== undefined && !glued(i));
  // Numbers run together with a label's point make decimals: only where the run's lines hold no
  // other decimal point ("1.5 + 0.5", "2.5 + 0.5" … count up as a drill of decimals would).
  const noOtherPoint = numbered.every(
    ({ i }) => !/\d[.,]\d/.test(glued(i) ? rest(i).replace(/^\d+/, '') : rest(i)),
  );
  return lines.map((line, i) => {
    const m = openings[i];
    if (!m) return line;
    // A dot after a number counting up ("1 · 7", "2 · 7", "3 · 7") is a drill's times sign unless
    // other lines of the run carry a plain label.
    const fix = glued(i) ? noOtherPoint : m[4] !== undefined && plain;
    if (!fix) return line;
    return { ...line, text: `${m[1]}${m[2]}. ${rest(i).trimStart()}` };
  });
}
