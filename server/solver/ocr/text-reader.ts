/**
 * A reused tesseract.js worker that reads a preprocessed page into lines with confidences.
 * Fully offline: the English LSTM model comes from @tesseract.js-data/eng and nothing is cached
 * to disk (the defaults fetch from a CDN and write eng.traineddata into the working directory).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { RecognizedLine, RecognizedText } from '../engine-types.js';

export interface PageForOcr {
  png: Buffer;
  /** Exponents lifted off the page, where each sat in `png` pixels (see superscripts.ts). */
  exponents: { x: number; y: number }[];
  /** Those exponents side by side, in the same order. */
  exponentStrip: Buffer | null;
}

export interface TextReader {
  read(page: PageForOcr): Promise<RecognizedText>;
  close(): Promise<void>;
}

/**
 * The two tesseract engines, each with the English model @tesseract.js-data/eng ships for it:
 * `lstm` reads 4.0.0_best_int with the LSTM engine; `legacy` reads 4.0.0 (tessdata, which also
 * carries the older character-shape engine) with that older engine.
 */
export type OcrEngine = 'lstm' | 'legacy';

function englishModelDir(engine: OcrEngine): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(packageJson), engine === 'legacy' ? '4.0.0' : '4.0.0_best_int');
}

export async function createTextReader(engine: OcrEngine = 'lstm'): Promise<TextReader> {
  const oem = engine === 'legacy' ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY;
  const worker: Worker = await createWorker('eng', oem, {
    langPath: englishModelDir(engine),
    gzip: true,
    cacheMethod: 'none',
  });
  // One uniform block of text: task lines are read best this way (automatic layout splits them).
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    user_defined_dpi: '300',
    // The legacy engine adapts to the pages it has read: a reading would depend on earlier users'
    // photos. Every photo is read as if it were the first.
    classify_enable_learning: '0',
  });
  const readExponents = async (strip: Buffer, count: number): Promise<string[]> => {
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
      tessedit_char_whitelist: '0123456789',
    });
    try {
      const { data } = await worker.recognize(strip, {}, { text: true });
      const tokens = data.text.trim().split(/\s+/).filter(Boolean);
      // A count that does not match means a misread: "?" makes the engine decline the line.
      if (tokens.length === count) return tokens;
      // Single-digit exponents read as one run ("22" for two exponents) split unambiguously.
      const digits = tokens.join('');
      if (digits.length === count) return [...digits];
      return Array.from({ length: count }, () => '?');
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: '' });
    }
  };
  return {
    async read(page) {
      const { data } = await worker.recognize(page.png, {}, { blocks: true, text: false });
      const exponents = page.exponentStrip
        ? await readExponents(page.exponentStrip, page.exponents.length)
        : [];
      const found = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
      // Every lifted exponent goes back into the nearest line: dropping one would change the task.
      const distance = (y: number, l: (typeof found)[number]) =>
        y < l.bbox.y0 ? l.bbox.y0 - y : y > l.bbox.y1 ? y - l.bbox.y1 : 0;
      const owner = page.exponents.map((e) =>
        found.reduce(
          (best, l, i) => (best < 0 || distance(e.y, l) < distance(e.y, found[best]!) ? i : best),
          -1,
        ),
      );
      const lines: RecognizedLine[] = [];
      for (const [index, line] of found.entries()) {
        const own = page.exponents
          .map((e, i) => ({ ...e, text: exponents[i] ?? '?' }))
          .filter((_, i) => owner[i] === index);
        const text = (own.length > 0 ? lineTextWithExponents(line.words, own) : line.text)
          .replace(/\s+/g, ' ')
          .trim()
          // The full stop drawn after every line (symbol-rewrite.ts, markLineEnd).
          .replace(/\s*[.,·]$/, '');
        if (!text) continue;
        lines.push({ text, confidence: meanWordConfidence(line.words, line.confidence) });
      }
      return { lines };
    },
    async close() {
      await worker.terminate();
    },
  };
}

interface SymbolBox {
  text: string;
  bbox: { x0: number; x1: number };
}

/** Rebuilds a line from its symbols, writing "^n" after the symbol each exponent followed. */
function lineTextWithExponents(
  words: { symbols: SymbolBox[] }[],
  exponents: { x: number; text: string }[],
): string {
  const pending = [...exponents].sort((a, b) => a.x - b.x);
  let out = '';
  for (const [w, word] of words.entries()) {
    if (w > 0) out += ' ';
    for (const symbol of word.symbols) {
      while (pending.length > 0 && pending[0]!.x < (symbol.bbox.x0 + symbol.bbox.x1) / 2)
        out += `^${pending.shift()!.text}`;
      out += symbol.text;
    }
  }
  for (const e of pending) out += `^${e.text}`;
  return out;
}

function meanWordConfidence(words: { confidence: number }[], fallback: number): number {
  if (words.length === 0) return fallback;
  const mean = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  return Math.round(mean * 10) / 10;
}
