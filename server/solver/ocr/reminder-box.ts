/**
 * A textbook's reminder box (the `podsetnik` layout; docs/solver.md, helper box24): a block set
 * above the tasks, between them or beside them, framed in an accent colour or marked by a thick
 * bar down its left side, that opens with a title word — `Zapamti!`, `Podsetnik`, `Podseti se:`,
 * `Važno!`, `Pravilo`, `Primer` — and holds a rule in words and a formula or a worked example with its result
 * (`NZD(12, 18) = 6`, `Primer: 24 + 3 · 2 − 12 : 2 = 24`). Its maths is printed on the page but is
 * no task: read as lines of the page, it was answered as tasks, and beside the tasks its lines were
 * read in among theirs (row by row), splitting a task from its instruction.
 *
 * A line that reads as such a title alone (in Latin, or in Cyrillic as the Latin-only recogniser
 * reads it) opens a box. The box is where it stands: the innermost frame the cleaning took out
 * (preprocess.ts findFrames) that holds the title as its topmost line, or else a thick upright bar
 * just left of the title, reaching from about the title down (the box is the lines right of the
 * bar along it), or else — a frame too faint to binarise — the column the title heads: the lines
 * under it that start where it starts, line after line, up to a labelled line, a line starting
 * further left (the tasks under the box), or a gap wider than a line's. Every line of the box is
 * no line of the page's tasks.
 *
 * A task labelled with the word (`Primer 3.`, `Primer 4: …`: a prose page's own examples to
 * solve) is no title: the title is the word alone on its line.
 */
import leven from 'leven';
import { lookDistance } from '../engine/cyrillic-read.js';
import { detectIntent } from '../engine/normalize.js';
import type { Component } from './components.js';
import { isLabelled } from './cell-order.js';
import type { Box } from './math-layout.js';

/** The titles of a reminder box, as the line reads with its letters only, lower-cased, in Latin. */
const TITLES = ['zapamti', 'upamti', 'podsetnik', 'podsetise', 'vazno', 'pravilo', 'primer', 'napomena'];
/** The same in Cyrillic (matched as the Latin-only recogniser reads Cyrillic: cyrillic-read.ts). */
const CYRILLIC_TITLES = [
  'запамти',
  'упамти',
  'подсетник',
  'подсетисе',
  'важно',
  'правило',
  'пример',
  'напомена',
];

/** A thick bar down a box's left side: at least this many caps tall ... */
const MIN_BAR_CAPS = 2.5;
/** ... no wider than this (caps; a turned page's bar is wider than its stroke) ... */
const MAX_BAR_WIDTH_CAPS = 0.9;
/** ... and of a mean thickness (its ink per row) of at least this share of a cap (a table's rule is thinner). */
const MIN_BAR_THICKNESS_CAPS = 0.15;
/** The title stands within this many caps right of the bar ... */
const TITLE_FROM_BAR_CAPS = 2;
/** ... and its middle within this many caps of the bar's top. */
const TITLE_BY_BAR_TOP_CAPS = 2.5;
/** In a column with no frame or bar, a box line starts within this many caps of the title's start ... */
const COLUMN_START_CAPS = 1.25;
/** ... and no further than this many caps under the line before it. */
const COLUMN_GAP_CAPS = 1.6;
/** A column box holds at most this many lines under its title. */
const MAX_COLUMN_LINES = 8;

/** The line's letters, lower-cased, with č ć š ž đ as c c s z d. */
const letters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/[^\p{L}]/gu, '');

/** Does a line read as a reminder box's title, and nothing else? */
export function isReminderTitle(text: string): boolean {
  const t = text.trim();
  if (t === '' || t.length > 16) return false;
  // A title is words and its closing mark, no figure: "Primer 3." labels a task. (A Cyrillic З
  // is read as 3: lookDistance takes a figure for no other letter.)
  const word = letters(t);
  if (!/\d/.test(t) && word.length >= 5 && TITLES.some((title) => leven(word, title) <= 1)) return true;
  const glyphs = t.replace(/[\s!:.]/g, '');
  return glyphs.length >= 5 && CYRILLIC_TITLES.some((title) => lookDistance(glyphs, title) <= 1);
}

/** Thick upright bars: a box's coloured left side, binarised as one solid stroke. */
export function findBoxBars(components: Component[], cap: number): Box[] {
  return components
    .filter((c) => {
      const h = c.bottom - c.top + 1;
      const w = c.right - c.left + 1;
      return (
        h >= MIN_BAR_CAPS * cap && w <= MAX_BAR_WIDTH_CAPS * cap && c.area / h >= MIN_BAR_THICKNESS_CAPS * cap
      );
    })
    .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
}

export interface BoxedLine {
  text: string;
  box: Box;
}

const middleY = (b: Box) => (b.top + b.bottom) / 2;
const middleX = (b: Box) => (b.left + b.right) / 2;
const area = (b: Box) => (b.right - b.left + 1) * (b.bottom - b.top + 1);

/**
 * The lines (their indices) that stand in a reminder box. `frames` are the frames the cleaning
 * took out, `bars` the thick upright bars of the page (findBoxBars).
 */
export function reminderBoxLines(lines: BoxedLine[], frames: Box[], bars: Box[], cap: number): Set<number> {
  const out = new Set<number>();
  const within = (region: Box) =>
    lines.flatMap((l, i) =>
      middleX(l.box) >= region.left &&
      middleX(l.box) <= region.right &&
      middleY(l.box) >= region.top &&
      middleY(l.box) <= region.bottom
        ? [i]
        : [],
    );
  for (const [t, title] of lines.entries()) {
    if (out.has(t) || !isReminderTitle(title.text)) continue;
    const box = regionOf(t, lines, frames, bars, cap, within);
    const members = box ?? columnUnder(t, lines, cap);
    for (const i of members) out.add(i);
  }
  return out;
}

/** The lines of the frame or of the bar's side the title heads; null when it heads neither. */
function regionOf(
  t: number,
  lines: BoxedLine[],
  frames: Box[],
  bars: Box[],
  cap: number,
  within: (region: Box) => number[],
): number[] | null {
  const title = lines[t]!.box;
  // The innermost frame round the title, when the title is its topmost line.
  const round = frames
    .filter(
      (f) => f.left < title.left && f.right > title.right && f.top < title.top && f.bottom > title.bottom,
    )
    .sort((a, b) => area(a) - area(b))[0];
  if (round) {
    const inside = within(round);
    if (inside.every((i) => lines[i]!.box.top >= title.top - 0.5 * cap)) return inside;
  }
  // A bar just left of the title, its top about the title's.
  const bar = bars.find(
    (b) =>
      b.right <= title.left &&
      title.left - b.right <= TITLE_FROM_BAR_CAPS * cap &&
      Math.abs(middleY(title) - b.top) <= TITLE_BY_BAR_TOP_CAPS * cap,
  );
  if (bar) {
    const right = lines
      .filter((l) => l.box.left >= bar.left)
      .reduce((r, l) => Math.max(r, l.box.right), bar.right);
    return within({
      left: bar.right,
      right,
      top: bar.top - 0.5 * cap,
      bottom: bar.bottom + 0.5 * cap,
    }).filter((i) => lines[i]!.box.left >= bar.right - 0.25 * cap);
  }
  return null;
}

/** The verbs a task's instruction opens with, as letters() gives them (a letter off is read as one). */
const INSTRUCTION_VERBS = ['resi', 'izracunaj', 'odredi', 'uprosti', 'sredi', 'rastavi', 'skrati', 'koliko'];

/**
 * A task's instruction heading its line: words naming an instruction before a colon (`Reši
 * jednačinu: 2x + 3 = 11`, `Izračunaj:`), one of them a verb asking for it. A box's rule is a
 * sentence (`Proveri rešenje tako što ćeš ga zameniti u početnu jednačinu.`: an instruction's words
 * but no colon), its definitions name a topic before their colon (`Linearna jednačina: ax + b = 0`,
 * `Proporcija: a : b = c : d`: an equation named, nothing asked), its examples open with `Primer:`
 * or `Rešenje:`: an unframed box's column ends at such a line, the task set tight under it.
 */
function asksTask(text: string): boolean {
  const m = /^\s*(\p{L}[\p{L}\s]{2,40}):/u.exec(text);
  if (m === null || detectIntent(m[1]!) === null) return false;
  return m[1]!
    .split(/\s+/u)
    .map(letters)
    .some((word) => INSTRUCTION_VERBS.some((verb) => leven(word, verb) <= (verb.length >= 6 ? 1 : 0)));
}

/** The title and the lines under it in its column (a box whose frame did not binarise). */
function columnUnder(t: number, lines: BoxedLine[], cap: number): number[] {
  const title = lines[t]!.box;
  const members = [t];
  let last = title;
  const below = lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => middleY(l.box) > title.bottom)
    .sort((a, b) => a.l.box.top - b.l.box.top);
  for (const { l, i } of below) {
    // Lines left or right of the column are the tasks beside it; a line starting further left
    // that runs on into the column is a task under the box.
    if (l.box.left > last.right + 2 * cap) continue;
    if (l.box.left < title.left - COLUMN_START_CAPS * cap && l.box.right < title.left + 2 * cap) continue;
    if (members.length > MAX_COLUMN_LINES) break;
    if (l.box.top - last.bottom > COLUMN_GAP_CAPS * cap) break;
    if (Math.abs(l.box.left - title.left) > COLUMN_START_CAPS * cap) break;
    if (isLabelled(l.text) || asksTask(l.text)) break;
    members.push(i);
    last = { ...l.box, right: Math.max(last.right, l.box.right) };
  }
  return members;
}
