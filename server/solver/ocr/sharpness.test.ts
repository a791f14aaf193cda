/** Soft-edged ink (blurred blobs) told from print by the steepness of its edges. */
import { describe, expect, it } from 'vitest';
import { binarize } from './binarize.js';
import type { GrayImage } from './gray-image.js';
import { edgeSharpness, MIN_EDGE_SHARPNESS } from './sharpness.js';

/** A page of dark bars 3 px wide (strokes of print), blurred by a box filter `blur` times. */
function page(blur: number, shapes: 'strokes' | 'blob'): GrayImage {
  const [w, h] = [200, 120];
  let data = new Uint8Array(w * h).fill(230);
  for (let y = 20; y < 100; y++)
    for (let x = 20; x < 180; x++) {
      const inked = shapes === 'blob' ? (x - 100) ** 2 / 70 ** 2 + (y - 60) ** 2 / 35 ** 2 <= 1 : x % 12 < 3;
      if (inked) data[y * w + x] = 40;
    }
  for (let k = 0; k < blur; k++) {
    const next = new Uint8Array(data.length);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) {
            const [yy, xx] = [y + dy, x + dx];
            if (yy >= 0 && yy < h && xx >= 0 && xx < w) {
              sum += data[yy * w + xx]!;
              n++;
            }
          }
        next[y * w + x] = Math.round(sum / n);
      }
    data = next;
  }
  return { width: w, height: h, data };
}

const sharpness = (gray: GrayImage) => edgeSharpness(gray, binarize(gray))!;

describe('edgeSharpness', () => {
  it('finds print sharp, even a little blurred, and a heavily blurred blob soft', () => {
    expect(sharpness(page(0, 'strokes'))).toBeGreaterThan(2 * MIN_EDGE_SHARPNESS);
    expect(sharpness(page(1, 'strokes'))).toBeGreaterThan(MIN_EDGE_SHARPNESS);
    expect(sharpness(page(0, 'blob'))).toBeGreaterThan(2 * MIN_EDGE_SHARPNESS);
    expect(sharpness(page(10, 'blob'))).toBeLessThan(MIN_EDGE_SHARPNESS);
  });
});
