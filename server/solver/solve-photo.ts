/**
 * One photo through the whole local pipeline: cleaning (preprocess.ts), layout from the ink and
 * PP-OCRv4 line reading (math-layout.ts, layout-reader.ts), then the maths engine. Measured in
 * docs/solver.md.
 */
import type { Grade, Language, SolutionJson } from '../../contract/index.js';
import { solveRecognizedTextDetailed, type DetailedResult, type SolveOptions } from './engine/index.js';
import type { RecognizedText } from './engine-types.js';
import { agreeOnSolution } from './consensus.js';
import { analysePage, readPage } from './ocr/layout-reader.js';
import { createLineRecognizer, type LineRecognizer } from './ocr/line-recognizer.js';
import { cleanInk } from './ocr/preprocess.js';

/** The warm models of one solver thread. */
export interface OcrReaders {
  lines: LineRecognizer;
  close(): Promise<void>;
}

export async function createOcrReaders(): Promise<OcrReaders> {
  // One onnxruntime thread per solver thread: the pool already uses every core.
  const lines = await createLineRecognizer(1);
  return { lines, close: () => lines.close() };
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
}

export async function solvePhoto(
  readers: OcrReaders,
  image: Buffer,
  grade: Grade,
  language: Language,
): Promise<PhotoSolution> {
  const timingsMs = { preprocess: 0, ocr: 0, engine: 0 };
  const t0 = performance.now();
  const clean = await cleanInk(image);
  const t1 = performance.now();
  const page = clean.ink ? analysePage(clean.ink) : null;
  // Two looks at the same glyphs: the binary ink, and the photo's grey levels around it. A misread
  // seldom survives both; where they disagree the task is declined (consensus.ts).
  const looks = [
    { name: 'pp-ocrv4/ink', gray: undefined },
    { name: 'pp-ocrv4/gray', gray: clean.gray },
  ];
  const recognized: NamedReading[] = [];
  for (const look of looks)
    recognized.push({
      name: look.name,
      recognized: page ? (await readPage(page, readers.lines, look.gray)).recognized : { lines: [] },
    });
  const t2 = performance.now();
  const solved = solveReadings(recognized, { grade, language });
  const t3 = performance.now();
  timingsMs.preprocess = t1 - t0;
  timingsMs.ocr = t2 - t1;
  timingsMs.engine = t3 - t2;
  return { ...solved, timingsMs };
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
  const readings = recognized.map(({ name, recognized }) => ({
    name,
    recognized,
    result: solveRecognizedTextDetailed(recognized, opts),
  }));
  const agreement = agreeOnSolution(readings, opts);
  return {
    solution: agreement.solution,
    passes: readings.map(({ name, recognized, result }) => ({
      name,
      recognized,
      answers: result.solution.math_solutions.map((t) => (t.steps.length > 0 ? t.final_answer_latex : '')),
    })),
    tasks: readings[0]!.result.solutionTasks,
    votes: agreement.votes,
  };
}
