/**
 * Measures the second reader (server/solver/second/) on readings the bench saved with its checks:
 *   npx tsx scripts/second-opinion-eval.ts /work/data/x-tune0.json [--verbose]
 * Replays each photo without the check (the answers and their confidence before it), then counts
 * the answers given at ≥ 0.9 that the check would cap, right and wrong, look and check groups
 * apart (a check group's lines are never printed). It also makes misreads: in each checked line
 * one figure of PP-OCR's reading is changed, and the share of such lines the tesseract reading
 * contradicts is the share of one-figure misreads the check would catch.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CHECK_GROUPS } from '../tests/solver-corpus/bench-report.js';
import { alignTasks } from '../tests/solver-corpus/answer-check.js';
import { solveReadings } from '../server/solver/solve-photo.js';
import { lineContradicts } from '../server/solver/second/second-opinion.js';
import type { SavedReading } from './solver-replay.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    verbose: { type: 'boolean', default: false },
    // How a made misread changes a line: a figure read otherwise, a figure lost, or one added.
    misread: { type: 'string', default: 'swap' },
  },
});
const saved: SavedReading[] = [];
for (const file of positionals) saved.push(...(JSON.parse(await readFile(file, 'utf8')) as SavedReading[]));
if (saved.some((s) => !s.item.id.startsWith('tune-'))) throw new Error('only tune readings are measured');
const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

type Group = 'look' | 'check';
const count = { look: new Map<string, number>(), check: new Map<string, number>() };
const add = (g: Group, key: string) => count[g].set(key, (count[g].get(key) ?? 0) + 1);
let lines = 0;
let caught = 0;
let noNumbers = 0;
let madeWrong = 0;
let madeCaught = 0;

for (const photo of saved) {
  if (!photo.item.expected) continue;
  const group: Group = CHECK_GROUPS.includes(photo.item.family) ? 'check' : 'look';
  const { solution } = solveReadings(photo.passes, opts);
  const maths = solution.math_solutions.filter((t) => t.image_is_math_problem === 'yes');
  const alignment = alignTasks(photo.item.expected, maths);
  const opinions = new Map((photo.second ?? []).map((o) => [o.task, o]));
  solution.math_solutions.forEach((task, i) => {
    if (task.steps.length === 0 || task.confidence_score < 0.9) return;
    const right = alignment[maths.indexOf(task)] !== null;
    const verdict = right ? 'right' : 'wrong';
    add(group, `${verdict} ≥ 0.9`);
    const opinion = opinions.get(i);
    if (!opinion) return add(group, `${verdict}: not checked`);
    const capped = opinion.lines.some(lineContradicts);
    add(group, `${verdict}: ${capped ? 'capped' : 'kept'}`);
    if (values.verbose && group === 'look' && (capped || !right))
      console.log(
        `${photo.item.id} ${verdict} ${capped ? 'CAPPED' : 'kept'} ${task.final_answer_latex}: ${opinion.lines.map((l) => `"${l.read}" / "${l.second}" (${l.confidence})`).join(' | ')}`,
      );
    if (!right) return;
    // Made misreads: one figure of a right reading changed, as PP-OCR might misread it.
    for (const line of opinion.lines) {
      const misread = madeMisread(values.misread, line.read);
      if (misread === null) {
        noNumbers++;
        continue;
      }
      lines++;
      const contradicted = lineContradicts({ ...line, read: misread });
      if (contradicted) caught++;
      // The same misread in both looks (one recogniser, one face): is it a confident wrong answer?
      const both = photo.passes.map((p) => ({
        ...p,
        recognized: {
          lines: p.recognized.lines.map((l) => (l.text === line.read ? { ...l, text: misread } : l)),
        },
      }));
      const wrong = solveReadings(both, opts).solution.math_solutions[i];
      if (!wrong || wrong.steps.length === 0 || wrong.confidence_score < 0.9) continue;
      if (wrong.final_answer_latex === task.final_answer_latex) continue;
      madeWrong++;
      if (contradicted) madeCaught++;
    }
  });
}

for (const g of ['look', 'check'] as const)
  console.log(
    `${g} groups: ${[...count[g].entries()]
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
console.log(
  `made misreads (${values.misread}: one figure changed, lost or added in a checked line of a right answer): ${caught} of ${lines} contradicted (${((100 * caught) / Math.max(1, lines)).toFixed(1)} %); ${noNumbers} lines without figures`,
);

console.log(
  `made confident wrong answers (the misread in both looks, answered otherwise at ≥ 0.9): ${madeCaught} of ${madeWrong} capped`,
);

/** The label's length at a line's start (its figures are not the task's). */
function labelLength(text: string): number {
  return /^\s*(?:\d{1,2}[.)]|[a-zčćđšž]{1,2}\))\s+/i.exec(text)?.[0].length ?? 0;
}

/** `text` with one figure of its last number of two or more figures left out (its middle one, else its last). */
function loseOneFigure(text: string): string | null {
  const numbers = [...text.slice(labelLength(text)).matchAll(/\d{2,}/g)];
  const last = numbers[numbers.length - 1];
  if (!last) return null;
  const at = labelLength(text) + last.index + (last[0].length >= 3 ? 1 : last[0].length - 1);
  return text.slice(0, at) + text.slice(at + 1);
}

/** `text` with a figure added to its last number (a 1 after it, as a stray stroke is read). */
function addOneFigure(text: string): string | null {
  const numbers = [...text.slice(labelLength(text)).matchAll(/\d+/g)];
  const last = numbers[numbers.length - 1];
  if (!last) return null;
  const at = labelLength(text) + last.index + last[0].length;
  return `${text.slice(0, at)}1${text.slice(at)}`;
}

/** A made misread of `text` of the asked kind (functions, so the loop above may call them). */
function madeMisread(kind: string, text: string): string | null {
  if (kind === 'lose') return loseOneFigure(text);
  if (kind === 'add') return addOneFigure(text);
  return changeOneFigure(text);
}

/** `text` with its last figure outside a leading label changed (a 3 for an 8, …), or null. */
function changeOneFigure(text: string): string | null {
  const label = /^\s*(?:\d{1,2}[.)]|[a-zčćđšž]{1,2}\))\s+/i.exec(text)?.[0].length ?? 0;
  const swaps: Record<string, string> = {
    '0': '8',
    '1': '7',
    '2': '7',
    '3': '8',
    '4': '1',
    '5': '6',
    '6': '5',
    '7': '1',
    '8': '3',
    '9': '4',
  };
  for (let i = text.length - 1; i >= label; i--) {
    const c = text[i]!;
    if (c in swaps) return text.slice(0, i) + swaps[c] + text.slice(i + 1);
  }
  return null;
}
