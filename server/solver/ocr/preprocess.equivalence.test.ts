/**
 * Round 23 (helper speed23): `labelsNear` (the components next to a turned page's added corners,
 * preprocess.ts) finds the labels the square read round every mask pixel found (copied in below).
 */
import { describe, expect, it } from 'vitest';
import type { InkImage } from './gray-image.js';
import { labelsNear } from './preprocess.js';
import { seededRandom } from '../test-support/seeded-random.js';

/** preprocess.ts `removeBorderAndGiantBlobs`' search round the added corners before round 23. */
function labelsNearReference(added: InkImage, labels: Int32Array, reach: number): Set<number> {
  const { width: w, height: h } = added;
  const atAdded = new Set<number>();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!added.data[y * w + x]) continue;
      for (let yy = Math.max(0, y - reach); yy <= Math.min(h - 1, y + reach); yy++)
        for (let xx = Math.max(0, x - reach); xx <= Math.min(w - 1, x + reach); xx++) {
          const label = labels[yy * w + xx]!;
          if (label) atAdded.add(label);
        }
    }
  return atAdded;
}

const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('labelsNear', () => {
  it('finds the labels within reach of the mask, as the square search did', () => {
    const next = seededRandom(29);
    for (const [width, height] of [
      [1, 1],
      [1, 9],
      [9, 1],
      [3, 4],
      [5, 5],
      [40, 30],
      [97, 61],
    ])
      for (const maskDensity of [0, 0.002, 0.02, 0.2])
        for (const reach of [0, 1, 2, 3]) {
          const mask = new Uint8Array(width! * height!);
          for (let i = 0; i < mask.length; i++) mask[i] = next() < maskDensity ? 1 : 0;
          // A corner triangle too, as a turn adds.
          if (next() < 0.5)
            for (let y = 0; y < height!; y++)
              for (let x = 0; x < width!; x++) if (x + 3 * y < width! / 3) mask[y * width! + x] = 1;
          const labels = new Int32Array(width! * height!);
          for (let i = 0; i < labels.length; i++) labels[i] = next() < 0.3 ? 1 + Math.floor(next() * 50) : 0;
          const added = { width: width!, height: height!, data: mask };
          expect(sorted(labelsNear(added, labels, reach))).toEqual(
            sorted(labelsNearReference(added, labels, reach)),
          );
        }
  });
});
