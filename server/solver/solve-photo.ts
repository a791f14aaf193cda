/**
 * One photo through the whole local pipeline: cleaning (preprocess.ts), layout from the ink and
 * PP-OCRv4 line reading (math-layout.ts, layout-reader.ts), then the maths engine. Measured in
 * docs/solver.md.
 */
import { isAnsweredTask, type Grade, type Language, type SolutionJson } from '../../contract/index.js';
import { readCyrillic } from './engine/cyrillic-read.js';
import {
  solveRecognizedTextDetailed,
  unreadPage,
  type DetailedResult,
  type SolveOptions,
} from './engine/index.js';
import { UNREAD_MARK, type RecognizedText } from './engine-types.js';
import { agreeOnSolution } from './consensus.js';
import { contestedTasks, figureForFigure, stronglyContestedTasks } from './runner-up.js';
import { analysePage, readPage } from './ocr/layout-reader.js';
import { createLineRecognizer, type LineRecognizer } from './ocr/line-recognizer.js';
import type { GrayImage, InkImage } from './ocr/gray-image.js';
import { cleanInk, type CleanInk, type PreparedPage } from './ocr/preprocess.js';
import { sauvolaForPage } from './ocr/sauvola.js';
import {
  checkConfidentOrNull,
  type PlacedReading,
  type SecondOpinion,
  type SolvedLook,
} from './second/second-opinion.js';
import { restartingReader } from './second/restarting-reader.js';
import { createTesseractReader, type SecondReader } from './second/tesseract-reader.js';
import {
  budgeted,
  startBudget,
  unlessSpent,
  type BudgetClock,
  type BudgetCut,
  type SolveBudget,
} from './solve-budget.js';

/** The two looks every photo gets; a reading after them is a tie-breaker (consensus.ts). */
export const LOOKS = ['pp-ocrv4/ink', 'pp-ocrv4/gray'] as const;

/** The warm models of one solver thread. */
export interface OcrReaders {
  lines: LineRecognizer;
  /** Tesseract, which checks confident answers (second/second-opinion.ts); absent when off. */
  second?: SecondReader;
  close(): Promise<void>;
}

/** Set to "off" (or "0", "false") to run without the second reader (confident answers go unchecked). */
export const SECOND_READER_SWITCH = 'RESAVAC_SECOND_READER';

const secondReaderOff = () => ['off', '0', 'false'].includes(process.env[SECOND_READER_SWITCH] ?? '');

/** The second reader, or none when it is switched off or cannot start: it is a check, not a reader. */
async function startSecondReader(): Promise<SecondReader | undefined> {
  if (secondReaderOff()) return undefined;
  try {
    // A job the check stops waiting for is dropped with its worker (restarting-reader.ts).
    return restartingReader(createTesseractReader, await createTesseractReader());
  } catch (error) {
    console.error('second reader (tesseract) did not start; confident answers go unchecked:', error);
    return undefined;
  }
}

export async function createOcrReaders(): Promise<OcrReaders> {
  // One onnxruntime thread per solver thread: the pool already uses every core.
  const lines = await createLineRecognizer(1);
  const second = await startSecondReader();
  return {
    lines,
    ...(second ? { second } : {}),
    close: async () => void (await Promise.all([lines.close(), second?.close()])),
  };
}

export interface PassReport {
  name: string;
  recognized: RecognizedText;
  /** Each task's final answer in this reading ("" for a declined task). */
  answers: string[];
}

export interface PhotoSolution {
  solution: SolutionJson;
  /** What each reading read, for diagnostics and the bench. */
  passes: PassReport[];
  /** Engine diagnostics per task of the first reading (for the bench). */
  tasks: DetailedResult['solutionTasks'];
  /** Per task of `solution`: readings that gave its answer (0: declined). */
  votes: number[];
  timingsMs: { preprocess: number; ocr: number; engine: number };
  /** Work the time budget stopped (solve-budget.ts). */
  budgetCuts?: BudgetCut[];
  /** The second reader's checks of confident answers (second/second-opinion.ts). */
  second?: SecondOpinion[];
}

export async function solvePhoto(
  readers: OcrReaders,
  image: Buffer,
  grade: Grade,
  language: Language,
  {
    retryInk,
    budget,
    now,
  }: { retryInk?: (flat: GrayImage) => InkImage; budget?: SolveBudget; now?: () => number } = {},
): Promise<PhotoSolution> {
  const timingsMs = { preprocess: 0, ocr: 0, engine: 0 };
  const opts = { grade, language };
  const clock = startBudget(budget, now);
  const cuts: BudgetCut[] = [];
  const done = (solved: Solved): PhotoSolution => ({
    ...solved,
    timingsMs,
    ...(cuts.length ? { budgetCuts: cuts } : {}),
  });
  const timed = { ...readers, lines: budgeted(readers.lines, clock) };
  const t0 = performance.now();
  const clean = await cleanInk(image);
  timingsMs.preprocess += performance.now() - t0;
  // A first reading cut short by the budget has nothing to answer from: the photo is declined as
  // unread (two empty looks would have called it "not maths", which a slow page seldom is).
  const first = await unlessSpent(
    () => readAndSolve(timed, clean, opts, timingsMs, { clock, cuts }),
    () => (
      cuts.push('reading'),
      { ...solveReadings(unreadLooks(), opts), solution: unreadPage(opts), votes: [0] }
    ),
  );
  if (cuts.includes('reading')) return done(first);
  // A page whose ink the cleaning judged blurred (soft edges: preprocess.ts) keeps that verdict.
  if (!needsRetry(first) || judgedBlurred(clean)) return done(first);
  if (!clock.mayStartOptional()) return (cuts.push('retry'), done(first));
  // Nothing of the page was answered: every look shared one binarisation and one layout, so a page
  // whose ink or layout broke is declined (or read as not maths) by all of them. Read it again from
  // an independent binarisation (sauvola.ts) with its own layout and looks; its answer counts only
  // where its own looks agree (`retryAnswers`), else the first pipeline's verdict stands (as it
  // does when the budget stops the retry).
  const second = await unlessSpent(
    () => readAgain(timed, clean.prepared ?? image, opts, timingsMs, retryInk, { clock, cuts }),
    () => (cuts.push('retry'), null),
  );
  return done(second && retryAnswers(second) ? second : first);
}

/** The two looks of a page of which nothing was read. */
function unreadLooks(): NamedReading[] {
  return LOOKS.map((name) => ({ name, recognized: { lines: [] } }));
}

/** The solve's budget as readAndSolve sees it, and where it notes the work it skipped. */
interface BudgetState {
  clock: BudgetClock;
  cuts: BudgetCut[];
}

/**
 * The retry's reading of a photo: cleaned again with the retry's binarisation (`retryInk`), then
 * read and solved as the first reading is. `image` is the photo or the first cleaning's prepared
 * page (preprocess.ts `PreparedPage`: the same cleaning without decoding and turning it again). Exported with `readAndSolve` for scripts/retry-bench.ts,
 * which replays saved first readings and reads only the retried photos again, so its retry is
 * solvePhoto's own.
 */
export async function readAgain(
  readers: OcrReaders,
  image: Buffer | PreparedPage,
  opts: SolveOptions,
  timingsMs: PhotoSolution['timingsMs'],
  retryInk: (flat: GrayImage) => InkImage = (flat) => sauvolaForPage(flat),
  budget?: BudgetState,
): Promise<Solved> {
  const t0 = performance.now();
  const again = await cleanInk(image, { binarise: retryInk });
  timingsMs.preprocess += performance.now() - t0;
  return readAndSolve(readers, again, opts, timingsMs, budget);
}

export type Solved = Omit<PhotoSolution, 'timingsMs'>;

/**
 * One cleaned page through its layout, its two looks, a tie-breaker if needed, and the vote.
 * Exported for scripts/retry-bench.ts (its first readings).
 */
export async function readAndSolve(
  readers: OcrReaders,
  clean: CleanInk,
  opts: SolveOptions,
  timingsMs: PhotoSolution['timingsMs'],
  budget?: BudgetState,
): Promise<Solved> {
  const t1 = performance.now();
  const page = clean.ink ? analysePage(clean.ink, clean.gray, clean.frames, clean.colour) : null;
  // Two looks at the same glyphs: the binary ink, and the photo's grey levels around it. A misread
  // seldom survives both; where they disagree the task is declined (consensus.ts).
  const looks = [
    { name: LOOKS[0], gray: undefined },
    { name: LOOKS[1], gray: clean.gray },
  ];
  const recognized: NamedReading[] = [];
  const placed: PlacedReading[] = [];
  for (const look of looks) {
    const read = page ? await readPage(page, readers.lines, look.gray) : null;
    recognized.push({ name: look.name, recognized: read?.recognized ?? { lines: [] } });
    placed.push({ recognized: read?.recognized ?? { lines: [] }, boxes: read?.boxes ?? [] });
  }
  let t2 = performance.now();
  let { solved, looks: solvedLooks } = solveReadingsDetailed(recognized, opts);
  let engineMs = performance.now() - t2;
  // The two looks left a task unsettled while one of them answered something: a third look, at the
  // grey crops made smaller within their frame, decides 2 of 3 (it may only side with a look).
  // Past the budget's share for optional work, or stopped by it, the two looks' verdict stands
  // (solve-budget.ts).
  if (page && needsTieBreaker(solved)) {
    const third =
      budget && !budget.clock.mayStartOptional()
        ? null
        : await unlessSpent(
            () => readPage(page, smaller(readers.lines), clean.gray),
            () => null,
          );
    if (!third) budget?.cuts.push('tie-breaker');
    else {
      recognized.push({ name: TIE_BREAKER, recognized: third.recognized });
      t2 = performance.now();
      ({ solved, looks: solvedLooks } = solveReadingsDetailed(recognized, opts));
      engineMs += performance.now() - t2;
    }
  }
  // A confident answer the second reader reads other figures for is capped under 0.9.
  if (readers.second && page?.layout && clean.ink) {
    const checked = await checkConfidentOrNull(
      solved.solution,
      placed,
      { ink: clean.ink, cap: page.layout.cap },
      readers.second,
      opts,
      budget?.clock,
      // The first two readings are the placed looks, solved already by the vote.
      solvedLooks.slice(0, placed.length),
    );
    if (checked)
      solved = {
        ...solved,
        solution: { ...solved.solution, math_solutions: checked.math_solutions },
        second: checked.opinions,
      };
  }
  const t3 = performance.now();
  timingsMs.engine += engineMs;
  timingsMs.ocr += t3 - t1 - engineMs;
  return solved;
}

/**
 * The first pipeline answered no task of the photo: it declined every task it read, no look read
 * anything at all, or the page was read as text that is not maths. The last is retried too: a page
 * whose maths the first binarisation broke into letters reads as prose just as a declined one reads
 * as junk (tune, look groups: a serif fraction page and a gcd page read as "not maths" were
 * answered by the retry; no not-maths photo was answered by it). A photo of a real text page costs
 * one more reading, and its retry shows nothing unless all of its readings agree on maths answers.
 */
export function needsRetry(solved: Pick<Solved, 'solution'>): boolean {
  return !solved.solution.math_solutions.some(isAnsweredTask);
}

/**
 * `cleanInk` found text-sized ink but dropped it as soft-edged blobs (sharpness.ts): the photo is
 * too blurred to read honestly, and another binarisation of the same blur is not read instead (tune,
 * a look group: a blurred eroded page whose "+" all three retry looks read as "·").
 */
export function judgedBlurred(clean: Pick<CleanInk, 'ink' | 'textHeight'>): boolean {
  return clean.ink === null && clean.textHeight !== null;
}

/**
 * The retry's reading is shown only when it answered something and every task it answered was
 * given by every one of its readings (both looks, and the tie-breaker when one was taken). Two of
 * three is not enough here: a page the first binarisation broke is often broken for the second
 * too, and two looks at the same thinned strokes can agree on a line that lost a glyph ("2x − 7 =
 * 1" of "2x − 7 = 13" whose faint "3" fell apart).
 */
export function retryAnswers(solved: Pick<Solved, 'solution' | 'votes' | 'passes'>): boolean {
  const answered = solved.solution.math_solutions.map(isAnsweredTask);
  return (
    answered.some(Boolean) &&
    answered.every((a, i) => !a || (solved.votes[i] ?? 0) >= Math.max(2, solved.passes.length))
  );
}

/** The third look's name (a reading after `LOOKS` is a tie-breaker: consensus.ts). */
export const TIE_BREAKER = 'pp-ocrv4/gray-small';

/**
 * Some task was not answered by two agreeing looks (declined on their disagreement, or answered by
 * one look alone) and at least one look answered something, or left a glyph of the maths unread
 * (UNREAD_MARK): a third look can decide. A look that left the unknown unread votes for the third
 * look's reading of it (consensus.ts), so "5(⁇ − 2) = ⁇ + 26" read twice can still be answered.
 * Other pages no look could answer at all are not read again (a third look cannot make two votes on
 * its own).
 */
export function needsTieBreaker(solved: Pick<PhotoSolution, 'votes' | 'passes'>): boolean {
  return (
    solved.votes.some((v) => v < 2) &&
    solved.passes.some(
      (p) => p.answers.some((a) => a !== '') || p.recognized.lines.some((l) => l.text.includes(UNREAD_MARK)),
    )
  );
}

/** Share of a crop's height added as paper above and below it for the third look. */
const TIE_BREAKER_MARGIN = 0.3;

/**
 * The recogniser scales every crop to one height, so paper added above and below a crop shows it
 * the same glyphs smaller and sharper-edged: a look partly independent of the first two (another
 * scale, other pixels per stroke), with the characters' positions unchanged (only rows are added).
 */
export function smaller(lines: LineRecognizer, margin = TIE_BREAKER_MARGIN): LineRecognizer {
  return {
    close: () => lines.close(),
    read(image: GrayImage) {
      const extra = Math.round(image.height * margin);
      const height = image.height + 2 * extra;
      const data = new Uint8Array(image.width * height).fill(255);
      data.set(image.data, extra * image.width);
      return lines.read({ width: image.width, height, data });
    },
  };
}

/** `f`, called at most once (its first value kept). */
function once<T>(f: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: f() }).v;
}

/** What one look at the page read. */
export interface NamedReading {
  name: string;
  recognized: RecognizedText;
}

/**
 * The part after OCR: every reading through the engine, then the vote. Separate so the bench can
 * replay saved readings (scripts/bench-solver.ts --save-readings, scripts/solver-replay.ts).
 */
export function solveReadings(
  recognized: NamedReading[],
  opts: SolveOptions,
): Omit<PhotoSolution, 'timingsMs'> {
  return solveReadingsDetailed(recognized, opts).solved;
}

/**
 * `solveReadings`, with each reading's own solve kept beside it (`looks`, in the readings' order):
 * the second reader finds a confident answer's lines in them without solving the looks again.
 */
export function solveReadingsDetailed(
  recognized: NamedReading[],
  opts: SolveOptions,
): { solved: Omit<PhotoSolution, 'timingsMs'>; looks: SolvedLook[] } {
  const readings = recognized
    .map(({ name, recognized: raw }, i) => {
      // A Cyrillic page's words put back in Latin (engine/cyrillic-read.ts), for every step after.
      const recognized = readCyrillic(raw);
      return {
        name,
        raw,
        recognized,
        result: solveRecognizedTextDetailed(recognized, opts),
        tieBreaker: i >= LOOKS.length,
      };
    })
    .map((r) => ({
      ...r,
      contested: once(() => contestedTasks(r.recognized, r.result, opts)),
      stronglyContested: once(() => stronglyContestedTasks(r.recognized, r.result, opts)),
      stronglyContestedByMarks: once(() =>
        stronglyContestedTasks(r.recognized, r.result, opts, { which: (alt) => !figureForFigure(alt) }),
      ),
    }));
  const agreement = agreeOnSolution(readings, opts);
  const solved = {
    solution: agreement.solution,
    passes: readings.map(({ name, raw, result }) => ({
      name,
      recognized: raw,
      answers: result.solution.math_solutions.map((t) => (t.steps.length > 0 ? t.final_answer_latex : '')),
    })),
    tasks: readings[0]!.result.solutionTasks,
    votes: agreement.votes,
  };
  return {
    solved,
    looks: readings.map((r) => ({ texts: r.recognized.lines.map((l) => l.text), result: r.result })),
  };
}
