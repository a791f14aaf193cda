/**
 * A row of offered answers or short sub-tasks (`a) 12   b) −12   c) 13   d) 24`, `A) x = 3`,
 * `(a) (2, 5)`, `A. x > 4`, `a) b) v) g)`), side by side, one under another or two by two: their
 * labels run in order, so a label the recogniser spoilt is known from its place among its
 * neighbours. The small labels of a test's options are the characters it reads worst: the bracket
 * lost (`g - 38`, `d 20/3`, `C9`), the letter lost (`)9`, `) - 21`) or misread (`α) 43/20`,
 * `8) -8x - 20`), and a line led by no label is maths of its own (`g - 38` a sum to work out), or
 * joins no run of options.
 *
 * A run is a sequence of lines in reading order, each short maths with no word (at most 24
 * characters, no three letters in a row), each on its neighbour's row or right under it, left
 * edges aligned; at least two of them carry an intact label of one style whose letters stand at
 * their places in the run (a, b, c, d or the Serbian a, b, v, g; capitals or small). A line of the
 * run whose label is spoilt gets the label its place calls for.
 */
import type { Box } from './math-layout.js';

interface Placed {
  text: string;
  box: Box;
}

const LATIN = 'abcdefgh';
const SERBIAN = 'abvgde';
/** An intact label: an optional opening bracket, a letter, its closing bracket or point. */
const INTACT = /^(\(?)([a-hA-HvV])([).])\s*(\S.*)$/u;
/** Characters the recogniser reads for a label's letter (α for a, 8 for B …). */
const LOOK_ALIKES: Record<string, string> = {
  a: 'αɑ@qQo',
  b: '6h',
  c: 'e(',
  d: 'α',
  g: 'q9y',
  v: 'yu',
  A: '4Λ',
  B: '8ß3',
  C: '(cG',
  D: '0O',
};

/** Short maths with no word (an option's or a sub-task's body). */
const shortMaths = (text: string) => text.length <= 24 && !/\p{L}{3}/u.test(text) && /[\dxyXY]/u.test(text);

interface Label {
  open: string;
  letter: string;
  close: string;
}

function intactLabel(text: string): Label | null {
  const m = INTACT.exec(text);
  if (!m || !shortMaths(m[4]!)) return null;
  return { open: m[1]!, letter: m[2]!, close: m[3]! };
}

/** Two lines of one run: side by side on one row, or the second right under the first, aligned. */
function siblings(a: Box, b: Box, cap: number): boolean {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  const height = Math.min(a.bottom - a.top, b.bottom - b.top);
  if (overlap >= 0.5 * height && b.left > a.right) return true;
  return Math.abs(b.left - a.left) <= 1.0 * cap && b.top > a.top && b.top - a.bottom <= 1.5 * cap;
}

/**
 * A label with a point set apart from its option ("A.x>7" → "A. x>7"): glued, the engine reads no
 * label in it (labels.ts takes a letter's point before a space or a word) but a product "A·x". A
 * bracket's label is read glued or not, and is left as read.
 */
const spaced = (text: string) => text.replace(/^([a-hA-HvV])\.(?=\S)/u, '$1. ');

/** A line led by `letter` whose bracket or point was lost ("g - 38", "C9", "d 20/3"). */
const letterKept = (text: string, letter: string | undefined) =>
  letter !== undefined && text.startsWith(letter) && !/^.[).\]\p{L}]/u.test(text);

/** The line with its spoilt label put back as its place calls for (`want`), or null when it is no option's. */
function repaired(text: string, want: Label): string | null {
  const { open, letter, close } = want;
  const label = `${open}${letter}${close}`;
  // An option's value opens with a figure, a sign or a bracket: a letter before "+", "=" … is the
  // maths's own ("c + 4 = 9"), and a value with a bracket closed it never opened was read with
  // its opening bracket taken for the letter ("( −3) · 4").
  const body = (rest: string) =>
    shortMaths(rest) &&
    !/^\s*[+=·:*/<>≤≥^]/u.test(rest) &&
    (rest.match(/\)/gu) ?? []).length <= (rest.match(/\(/gu) ?? []).length
      ? `${label} ${rest.trim()}`
      : null;
  // A bracketed label's opening bracket may be kept ("(c9"); the rest is read as below.
  const start = open === '(' ? text.replace(/^\(/u, '') : text;
  // The letter kept, its bracket or point lost: "g - 38", "C9", "d 20/3".
  if (letterKept(start, letter)) return body(start.slice(1));
  // The letter kept, its bracket misread: "Aj 8x − 17", "A] 8x − 17", "b} 2".
  if (close === ')' && start.startsWith(letter) && /^.[\]}jJ]/u.test(start)) return body(start.slice(2));
  // The bracket kept, the letter lost: ")9", ") - 21".
  if (start.startsWith(close)) return body(start.slice(1));
  // The letter misread as a look-alike, its bracket kept or lost: "α) 43/20", "8) -8x - 20", "q 43/20".
  const first = [...start][0] ?? '';
  if (first !== '' && (LOOK_ALIKES[letter] ?? '').includes(first)) {
    const rest = start.slice(first.length);
    if (rest.startsWith(close)) return body(rest.slice(1));
    if (/^\s/u.test(rest) && !/\d/u.test(first)) return body(rest);
  }
  return null;
}

/** The lines with the spoilt labels of each run of offered answers (or short sub-tasks) put back. */
export function restoreOptionLabels<T extends Placed>(lines: readonly T[], cap: number): T[] {
  const out = [...lines];
  let i = 0;
  while (i < out.length) {
    // The run from line i: short maths lines, each the previous one's sibling.
    let j = i + 1;
    if (shortMaths(out[i]!.text))
      while (j < out.length && shortMaths(out[j]!.text) && siblings(out[j - 1]!.box, out[j]!.box, cap)) j++;
    const run = out.slice(i, j);
    const labels = run.map((l) => intactLabel(l.text));
    // The run's style: the labels' bracket, point and case most of its intact labels share (a
    // task's own label over its options, "(a) 5^2 − 8^2" over "a) −37", is of another).
    const styleOf = (l: Label) => `${l.open}${l.close}${l.letter === l.letter.toUpperCase() ? 'A' : 'a'}`;
    const counts = new Map<string, number>();
    for (const l of labels) if (l) counts.set(styleOf(l), (counts.get(styleOf(l)) ?? 0) + 1);
    const best = [...counts.entries()].sort((p, q) => q[1] - p[1])[0];
    const known = labels.flatMap((l, k) => (l && best && styleOf(l) === best[0] ? [{ ...l, k }] : []));
    const style = known[0];
    // The order the labels follow: Serbian (a, b, v, g) or Latin (a, b, c, d); both while only
    // a and b are seen, and then only a letter both orders agree on is put back. A run with one
    // intact label needs two more lines whose letters stand at their places, their brackets lost
    // ("A - 1", "B 11", ")9", "D) 10").
    const letterAt = (order: string, k: number) => {
      const letter = style ? order[order.indexOf(style.letter.toLowerCase()) - style.k + k] : undefined;
      return letter && style!.letter === style!.letter.toUpperCase() ? letter.toUpperCase() : letter;
    };
    const orders = [LATIN, SERBIAN].filter((order) => {
      if (!style || !known.every((l) => order.includes(l.letter.toLowerCase()))) return false;
      if (!known.every((l) => letterAt(order, l.k) === l.letter)) return false;
      const kept = run.filter((l, k) => !labels[k] && letterKept(l.text, letterAt(order, k))).length;
      return known.length >= 2 || kept >= 2;
    });
    if (style && orders.length > 0) {
      // Each intact label with a point set apart from its option: "A.x>7" is no product "A·x > 7".
      for (const l of known) out[i + l.k] = { ...run[l.k]!, text: spaced(run[l.k]!.text) };
      for (let k = 0; k < run.length; k++) {
        if (labels[k]) continue;
        const texts = orders.flatMap((order) => {
          const letter = letterAt(order, k);
          if (!letter) return [];
          const text = repaired(run[k]!.text, { open: style.open, letter, close: style.close });
          return text === null ? [] : [text];
        });
        if (texts.length > 0 && texts.every((t) => t === texts[0]))
          out[i + k] = { ...run[k]!, text: texts[0]! };
      }
    }
    i = j;
  }
  return out;
}
