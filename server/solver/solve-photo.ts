/**
 * One photo through the whole local pipeline: preprocessing, OCR, the maths engine. The photo is
 * read several times (two tesseract engines, two text heights) and the readings vote on every
 * answer (consensus.ts): two readings first, two more only when those two do not settle it.
 */
import type { Grade, Language, SolutionJson } from '../../contract/index.js';
import { agreeOnSolution, type Reading } from './consensus.js';
import { solveRecognizedTextDetailed } from './engine/index.js';
import type { RecognizedText } from './engine-types.js';
import { cleanPhoto, pageAtTextHeight, type CleanedPhoto } from './ocr/preprocess.js';
import { createTextReader, type OcrEngine, type TextReader } from './ocr/text-reader.js';

/** One warm reader per tesseract engine (see text-reader.ts). */
export type OcrReaders = Record<OcrEngine, TextReader>;

export async function createOcrReaders(): Promise<OcrReaders & { close(): Promise<void> }> {
  const lstm = await createTextReader('lstm');
  const legacy = await createTextReader('legacy');
  return {
    lstm,
    legacy,
    close: async () => void (await Promise.all([lstm.close(), legacy.close()])),
  };
}

interface Pass {
  name: string;
  engine: OcrEngine;
  textHeight: number;
}

/** The first pass is the primary reading. Chosen on the TUNE corpus (docs/solver.md). */
export const FIRST_PASSES: Pass[] = [
  { name: 'lstm@36', engine: 'lstm', textHeight: 36 },
  { name: 'legacy@36', engine: 'legacy', textHeight: 36 },
];
export const EXTRA_PASSES: Pass[] = [
  { name: 'lstm@40', engine: 'lstm', textHeight: 40 },
  { name: 'legacy@44', engine: 'legacy', textHeight: 44 },
];

export interface PassReport {
  name: string;
  recognized: RecognizedText;
  /** Each task's final answer in this reading ("" for a declined task). */
  answers: string[];
}

export interface PhotoSolution {
  solution: SolutionJson;
  /** What each OCR pass read, the primary first, for diagnostics and the bench. */
  passes: PassReport[];
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
  const opts = { grade, language };
  const timingsMs = { preprocess: 0, ocr: 0, engine: 0 };
  const t0 = performance.now();
  const photo = await cleanPhoto(image);
  timingsMs.preprocess += performance.now() - t0;
  const passes: (PassReport & Reading)[] = [];
  const run = async (pass: Pass) => {
    const recognized = await readPass(readers, photo, pass, timingsMs);
    const t = performance.now();
    const result = solveRecognizedTextDetailed(recognized, opts);
    timingsMs.engine += performance.now() - t;
    const answers = result.solution.math_solutions.map((s) =>
      s.steps.length > 0 ? s.final_answer_latex : '',
    );
    return { name: pass.name, recognized, answers, result };
  };
  passes.push(...(await Promise.all(FIRST_PASSES.map(run))));
  let agreement = agreeOnSolution(passes, opts);
  // A page without text gives two readings with no task, which is settled.
  if (!agreement.settled) {
    passes.push(...(await Promise.all(EXTRA_PASSES.map(run))));
    agreement = agreeOnSolution(passes, opts);
  }
  return {
    solution: agreement.solution,
    passes: passes.map(({ name, recognized, answers }) => ({ name, recognized, answers })),
    votes: agreement.votes,
    timingsMs,
  };
}

async function readPass(
  readers: OcrReaders,
  photo: CleanedPhoto,
  pass: Pass,
  timingsMs: PhotoSolution['timingsMs'],
): Promise<RecognizedText> {
  if (photo.textHeight === null) return { lines: [] };
  const t0 = performance.now();
  const page = await pageAtTextHeight(photo, pass.textHeight);
  const t1 = performance.now();
  const recognized = await readers[pass.engine].read(page);
  timingsMs.preprocess += t1 - t0;
  timingsMs.ocr += performance.now() - t1;
  return recognized;
}
