/**
 * One photo through the whole local pipeline: cleaning (preprocess.ts), layout from the ink and
 * PP-OCRv4 line reading (math-layout.ts, layout-reader.ts), then the maths engine. Measured in
 * docs/solver.md.
 */
import type { Grade, Language, SolutionJson } from '../../contract/index.js';
import { solveRecognizedTextDetailed, type DetailedResult } from './engine/index.js';
import type { RecognizedText } from './engine-types.js';
import { readLayout } from './ocr/layout-reader.js';
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
  /** Engine diagnostics per task of `solution` (for calibration in the bench). */
  tasks: DetailedResult['solutionTasks'];
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
  const recognized = clean.ink ? (await readLayout(clean.ink, readers.lines)).recognized : { lines: [] };
  const t2 = performance.now();
  const result = solveRecognizedTextDetailed(recognized, { grade, language });
  const t3 = performance.now();
  timingsMs.preprocess = t1 - t0;
  timingsMs.ocr = t2 - t1;
  timingsMs.engine = t3 - t2;
  const answers = result.solution.math_solutions.map((s) => (s.steps.length > 0 ? s.final_answer_latex : ''));
  return {
    solution: result.solution,
    passes: [{ name: 'pp-ocrv4', recognized, answers }],
    tasks: result.solutionTasks,
    timingsMs,
  };
}
