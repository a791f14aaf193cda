/** One photo through the whole local pipeline: preprocessing, OCR, then the maths engine. */
import type { Grade, Language, SolutionJson } from '../../contract/index.js';
import { solveRecognizedText } from './engine/index.js';
import type { RecognizedText } from './engine-types.js';
import { preprocessForOcr } from './ocr/preprocess.js';
import type { TextReader } from './ocr/text-reader.js';

export interface PhotoSolution {
  solution: SolutionJson;
  /** What OCR read, for diagnostics and the bench. */
  recognized: RecognizedText;
  timingsMs: { preprocess: number; ocr: number; engine: number };
}

export async function solvePhoto(
  reader: TextReader,
  image: Buffer,
  grade: Grade,
  language: Language,
): Promise<PhotoSolution> {
  const t0 = performance.now();
  const page = await preprocessForOcr(image);
  const t1 = performance.now();
  const recognized = page.textHeight === null ? { lines: [] } : await reader.read(page);
  const t2 = performance.now();
  const solution = solveRecognizedText(recognized, { grade, language });
  const t3 = performance.now();
  return { solution, recognized, timingsMs: { preprocess: t1 - t0, ocr: t2 - t1, engine: t3 - t2 } };
}
