/**
 * A reused tesseract.js worker that reads a preprocessed page into lines with confidences.
 * Fully offline: the English LSTM model comes from @tesseract.js-data/eng and nothing is cached
 * to disk (the defaults fetch from a CDN and write eng.traineddata into the working directory).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { RecognizedLine, RecognizedText } from '../engine-types.js';

export interface TextReader {
  read(png: Buffer): Promise<RecognizedText>;
  close(): Promise<void>;
}

function englishModelDir(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(packageJson), '4.0.0_best_int');
}

export async function createTextReader(): Promise<TextReader> {
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishModelDir(),
    gzip: true,
    cacheMethod: 'none',
  });
  // One uniform block of text: task lines are read best this way (automatic layout splits them).
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
  return {
    async read(png) {
      const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
      const lines: RecognizedLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const text = line.text.replace(/\s+/g, ' ').trim();
            if (!text) continue;
            lines.push({ text, confidence: meanWordConfidence(line.words, line.confidence) });
          }
        }
      }
      return { lines };
    },
    async close() {
      await worker.terminate();
    },
  };
}

function meanWordConfidence(words: { confidence: number }[], fallback: number): number {
  if (words.length === 0) return fallback;
  const mean = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  return Math.round(mean * 10) / 10;
}
