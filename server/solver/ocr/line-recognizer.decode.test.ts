/**
 * The CTC decoding of the recogniser's output (line-recognizer.ts `decodeColumns`, round 22: one
 * comparison fewer per class) against the loop it replaced, on random outputs with many ties.
 */
import { describe, expect, it } from 'vitest';
import { decodeColumns, type RecognizedChar } from './line-recognizer.js';
import { seededRandom } from '../test-support/seeded-random.js';

const MIN_ALT = 0.001;

/** The loop replaced (round 21), as it was. */
function oldDecode(
  data: Float32Array,
  steps: number,
  classes: number,
  dictionary: string[],
  width: number,
  xScale: number,
): RecognizedChar[] {
  const chars: RecognizedChar[] = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let p = -1;
    let first = 0;
    let firstP = -1;
    let second = 0;
    let secondP = -1;
    for (let c = 0; c < classes; c++) {
      const v = data[t * classes + c]!;
      if (v > p) {
        p = v;
        best = c;
      }
      if (c === 0) continue;
      if (v > firstP) {
        second = first;
        secondP = firstP;
        first = c;
        firstP = v;
      } else if (v > secondP) {
        second = c;
        secondP = v;
      }
    }
    const [runnerUp, runnerUpP] = first === best ? [second, secondP] : [first, firstP];
    const alt = (of: string) =>
      runnerUp !== 0 && runnerUpP >= MIN_ALT
        ? { char: dictionary[runnerUp] ?? '', p: runnerUpP, of }
        : undefined;
    if (best !== 0 && best !== previous) {
      const char = dictionary[best] ?? '';
      const a = alt(char);
      chars.push({ char, x: (t + 0.5) * (width / steps) * xScale, p, ...(a ? { alt: a } : {}) });
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

/** A small deterministic generator (the tests must not depend on the run). */
describe('decodeColumns', () => {
  it('reads random outputs as the replaced loop did, ties and all', () => {
    const next = seededRandom(48);
    for (let round = 0; round < 400; round++) {
      const classes = 2 + Math.floor(next() * 12);
      const steps = 1 + Math.floor(next() * 30);
      const dictionary = ['', ...Array.from({ length: classes - 1 }, (_, i) => String.fromCharCode(97 + i))];
      const data = new Float32Array(steps * classes);
      // Coarse levels make ties; a peaked column (one class near 1) is the usual case, a flat one
      // (all near 0, the blank no larger) the rare one; runs of one character repeat columns.
      const coarse = next() < 0.5;
      for (let t = 0; t < steps; t++) {
        const peak = Math.floor(next() * classes);
        for (let c = 0; c < classes; c++)
          data[t * classes + c] = coarse ? Math.floor(next() * 4) / 1000 : next() * 0.01;
        if (next() < 0.8) data[t * classes + peak] = 0.5 + next() * 0.5;
        if (t > 0 && next() < 0.3) data.copyWithin(t * classes, (t - 1) * classes, t * classes);
      }
      const [width, image] = [steps * 8, 10 + next() * 500];
      expect(decodeColumns(data, steps, classes, dictionary, width / steps, image / width)).toEqual(
        oldDecode(data, steps, classes, dictionary, width, image / width),
      );
    }
  });
});
