/**
 * A second recogniser as a confirming voter for confident answers (docs/solver.md, round 15). Both
 * looks read with one PP-OCRv4 model, so a face it misreads the same way twice gives agreeing wrong
 * readings at high confidence. Only for an answer given at ≥ 0.9, tesseract reads the line(s) of
 * its task from the same ink; where it reads as many numbers but one of them otherwise
 * (contradiction.ts), the answer stays but its confidence is capped under 0.9. Nothing is declined
 * and nothing is raised here; without a verdict (no line found, the budget spent) nothing changes.
 */
import { isAnsweredTask, type MathSolution } from '../../../contract/index.js';
import { readCyrillic } from '../engine/cyrillic-read.js';
import { solveRecognizedTextDetailed, type DetailedResult, type SolveOptions } from '../engine/index.js';
import type { RecognizedText } from '../engine-types.js';
import type { InkImage, GrayImage } from '../ocr/gray-image.js';
import type { Box } from '../ocr/math-layout.js';
import type { BudgetClock } from '../solve-budget.js';
import { contradicts, figureLostOrAdded, linesOfTask } from './contradiction.js';
import type { SecondReader } from './tesseract-reader.js';

export const SECOND_OPINION = {
  /** Answers at or above this confidence are checked. */
  checkFrom: 0.9,
  /** A contradicted answer's confidence is capped here (under checkFrom). */
  cap: 0.89,
  /** Paper around a line's box, in cap heights (the layout reader's own crops use 0.35). */
  pad: 0.35,
  /**
   * Tesseract's own confidence (0..100) under which its reading gives no verdict: its garbage
   * readings, the lowest tenth of lines on tune (tune 0–479: 3 of 330 right answers capped, 75 of
   * 123 made confident wrong answers capped; with no floor 5 and 80, with 50 1 and 60).
   */
  minSecondConfidence: 30,
  /**
   * One task's lines are waited for this long at most, and never past the solve's reading time: on
   * tune a photo's whole check took 1.7 s at most on a loaded machine, 0.1–0.4 s on a quiet one.
   * A task not read by then gets no verdict, and no later task is checked.
   */
  taskMs: 2000,
} as const;

/** One look's reading with where its lines stand (layout-reader.ts LayoutReading.boxes). */
export interface PlacedReading {
  recognized: RecognizedText;
  boxes: Box[];
}

/** What the second reader read of one of a task's lines. */
export interface SecondLine {
  read: string;
  second: string;
  confidence: number;
}

/** The check of one confident task (kept for the bench: scripts/second-opinion-eval.ts). */
export interface SecondOpinion {
  /** Its place in the solution's math_solutions. */
  task: number;
  lines: SecondLine[];
  contradicted: boolean;
  ms: number;
}

export interface PageInk {
  ink: InkImage;
  /** The layout's cap height (px). */
  cap: number;
}

/**
 * `checkConfident`, or null when the check fails (tesseract rejects a job, say): the check never
 * fails a solve, whose answers then stand unchecked (review, round 15).
 */
export function checkConfidentOrNull(
  ...args: Parameters<typeof checkConfident>
): Promise<Awaited<ReturnType<typeof checkConfident>> | null> {
  return checkConfident(...args).catch((error: unknown) => {
    console.error('second reader check failed; answers left unchecked:', error);
    return null;
  });
}

/** A look as the engine solved it: its lines' text (Cyrillic words put back in Latin) and its tasks. */
export interface SolvedLook {
  texts: string[];
  result: DetailedResult;
}

/** `look` solved as solveReadings solves it (for a caller that has not solved it already). */
export function solveLook(look: PlacedReading, opts: SolveOptions): SolvedLook {
  const recognized = readCyrillic(look.recognized);
  return {
    texts: recognized.lines.map((l) => l.text),
    result: solveRecognizedTextDetailed(recognized, opts),
  };
}

/**
 * `solution` with every confident answer checked. `looks` are the first two looks (the first is
 * the primary: its lines are compared); `clock` stops the check once optional work's time is spent.
 * `solvedLooks`: the same looks as the engine solved them for the vote (solve-photo.ts), so they
 * are not solved again; without them they are solved here.
 */
export async function checkConfident(
  solution: { math_solutions: MathSolution[] },
  looks: PlacedReading[],
  page: PageInk,
  reader: SecondReader,
  opts: SolveOptions,
  clock?: BudgetClock,
  solvedLooks?: SolvedLook[],
): Promise<{ math_solutions: MathSolution[]; opinions: SecondOpinion[] }> {
  const confident = solution.math_solutions.flatMap((t, i) =>
    isAnsweredTask(t) && t.confidence_score >= SECOND_OPINION.checkFrom ? [i] : [],
  );
  if (confident.length === 0) return { ...solution, opinions: [] };
  const solved = looks.map((look, i) => ({ look, ...(solvedLooks?.[i] ?? solveLook(look, opts)) }));
  const read = new Map<string, Promise<SecondLine>>();
  const opinions: SecondOpinion[] = [];
  for (const i of confident) {
    if (clock && !clock.mayStartOptional()) break;
    const t0 = performance.now();
    const waitMs = Math.min(SECOND_OPINION.taskMs, clock?.readingLeftMs() ?? Infinity);
    const task = solution.math_solutions[i]!;
    const found = placeOf(task, solved);
    if (!found) continue;
    const lines: SecondLine[] = [];
    for (const k of found.lines) {
      const key = `${found.look}:${k}`;
      if (!read.has(key)) {
        const { look, texts } = solved[found.look]!;
        read.set(key, readLine(reader, page, look.boxes[k]!, texts[k]!));
      }
      const line = await within(read.get(key)!, t0 + waitMs - performance.now());
      if (line === null) {
        // The job stays in the reader's queue: dropped, so the next photo's check waits for none of it.
        reader.abandon?.();
        break;
      }
      lines.push(line);
    }
    // Out of time: this task and the rest stay unchecked.
    if (lines.length < found.lines.length) break;
    const contradicted = lines.some(lineContradicts);
    opinions.push({ task: i, lines, contradicted, ms: performance.now() - t0 });
  }
  const capped = new Set(opinions.filter((o) => o.contradicted).map((o) => o.task));
  return {
    math_solutions: solution.math_solutions.map((t, i) =>
      capped.has(i) ? { ...t, confidence_score: Math.min(t.confidence_score, SECOND_OPINION.cap) } : t,
    ),
    opinions,
  };
}

/** A line the second reader read surely enough, with one of its figures otherwise, lost or added. */
export function lineContradicts(line: SecondLine): boolean {
  return (
    line.confidence >= SECOND_OPINION.minSecondConfidence &&
    (contradicts(line.read, line.second) || figureLostOrAdded(line.read, line.second))
  );
}

/** The look and lines a chosen answer was read from: a look's task with the same text and answer. */
function placeOf(task: MathSolution, solved: SolvedLook[]): { look: number; lines: number[] } | null {
  for (const [look, { texts, result }] of solved.entries()) {
    const j = result.solution.math_solutions.findIndex(
      (t) => t.problem_latex === task.problem_latex && t.final_answer_latex === task.final_answer_latex,
    );
    const source = j >= 0 ? result.solutionTasks[j]?.source : undefined;
    const lines = source === undefined ? [] : linesOfTask(source, texts);
    if (lines.length > 0) return { look, lines };
  }
  return null;
}

/** `promise`'s value, or null once `ms` have passed without it (its failure still throws). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function readLine(reader: SecondReader, page: PageInk, box: Box, read: string): Promise<SecondLine> {
  const second = await reader.read(
    inkCrop(page.ink, box, Math.round(page.cap * SECOND_OPINION.pad)),
    page.cap,
  );
  return { read, second: second.text, confidence: second.confidence };
}

/** The ink of `box` and `pad` pixels around it, black on white. */
export function inkCrop(ink: InkImage, box: Box, pad: number): GrayImage {
  const left = Math.max(0, box.left - pad);
  const top = Math.max(0, box.top - pad);
  const right = Math.min(ink.width - 1, box.right + pad);
  const bottom = Math.min(ink.height - 1, box.bottom + pad);
  const width = right - left + 1;
  const height = bottom - top + 1;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data[y * width + x] = ink.data[(y + top) * ink.width + x + left] ? 0 : 255;
  return { width, height, data };
}
