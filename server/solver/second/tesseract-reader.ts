/**
 * Tesseract's LSTM line reader (tesseract.js 7, the `eng` best_int model shipped in the npm package
 * @tesseract.js-data/eng): a recogniser of another family than PP-OCRv4, so a face PP-OCR misreads
 * the same way in both looks is read independently here (second-opinion.ts). Never fetches: the
 * model comes from node_modules and nothing is cached to disk (docs: /work/shared INTEGRATIONS).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { sharpFromGray, type GrayImage } from '../ocr/gray-image.js';

export interface SecondReading {
  text: string;
  /** Tesseract's mean word confidence, 0..100. */
  confidence: number;
}

/** Tesseract reads printed text best at about this cap height (px). */
const TARGET_CAP = 36;

export interface SecondReader {
  /** Reads `image`, scaled so that `cap` (its print's cap height, px) becomes TARGET_CAP. */
  read(image: GrayImage, cap: number): Promise<SecondReading>;
  /**
   * Drops every job still queued or running (their promises are left unsettled or rejected), so a
   * job the caller stopped waiting for delays no later read (restarting-reader.ts).
   */
  abandon?(): void;
  close(): Promise<void>;
}

function langPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** One tesseract worker (its own thread inside tesseract.js), started once per solver thread. */
export async function createTesseractReader(): Promise<SecondReader> {
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langPath(),
    gzip: true,
    cacheMethod: 'none',
    // A rejected job also throws inside tesseract.js's message handler unless an error handler is
    // given: that would be an uncaught exception that takes the solver thread down (review). The
    // rejection itself still reaches the caller, which solves on without the check.
    errorHandler: () => undefined,
  });
  // One block of text: a task line, or a system's lines (psm 6 read single task lines best).
  // A crop carries no resolution: without one tesseract guesses it and warns on every line.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
  // A job sent to an ended worker throws inside tesseract.js, out of any caller's reach (an
  // unhandled rejection): a read that was still making its picture when the worker ended stops here.
  let ended = false;
  return {
    async read(image, cap) {
      const height = Math.max(8, Math.round((image.height * TARGET_CAP) / Math.max(1, cap)));
      const png = await sharpFromGray(image).resize({ height }).png().toBuffer();
      if (ended) throw new Error('second reader: worker ended before the job was sent');
      const { data } = await worker.recognize(png);
      return { text: data.text.trim(), confidence: data.confidence };
    },
    close: async () => {
      ended = true;
      await worker.terminate();
    },
  };
}
