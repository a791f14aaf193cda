/** Soft-edged ink (blurred blobs) told from print by the steepness of its edges. */
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../tests/solver-corpus/seeded-random.js';
import { binarize } from './binarize.js';
import type { GrayImage, InkImage } from './gray-image.js';
import { edgeSharpness, MIN_EDGE_SHARPNESS } from './sharpness.js';

const [W, H] = [240, 120];

/**
 * A page of dark bars 3 px wide (strokes of print) or one dark ellipse (a blob), greys `paper`
 * and `ink`, blurred by a 5 × 5 box filter `blur` times (20 times: σ ≈ 6 px, a blob of a photo).
 */
function page(blur: number, shapes: 'strokes' | 'blob', paper = 230, ink = 40): GrayImage {
  let data = new Uint8Array(W * H).fill(paper);
  for (let y = 20; y < 100; y++)
    for (let x = 40; x < 200; x++) {
      const inked = shapes === 'blob' ? (x - 120) ** 2 / 70 ** 2 + (y - 60) ** 2 / 35 ** 2 <= 1 : x % 12 < 3;
      if (inked) data[y * W + x] = ink;
    }
  for (let k = 0; k < blur; k++) {
    const next = new Uint8Array(data.length);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        let sum = 0;
        let n = 0;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) {
            const [yy, xx] = [y + dy, x + dx];
            if (yy >= 0 && yy < H && xx >= 0 && xx < W) {
              sum += data[yy * W + xx]!;
              n++;
            }
          }
        next[y * W + x] = Math.round(sum / n);
      }
    data = next;
  }
  return { width: W, height: H, data };
}

/** Sensor noise of a dim photo whose lighting was flattened: Gaussian, `sigma` grey levels. */
function noisy(gray: GrayImage, sigma: number): GrayImage {
  const r = new SeededRandom(7);
  const data = gray.data.map((v) => {
    const z = Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());
    return Math.max(0, Math.min(255, Math.round(v + sigma * z)));
  });
  return { ...gray, data };
}

/** A dark desk edge down the left side of the photo (no ink: the cleaning drops what touches the border). */
function withDarkBand(gray: GrayImage): GrayImage {
  const data = gray.data.slice();
  for (let y = 0; y < H; y++) for (let x = 0; x < 25; x++) data[y * W + x] = 5;
  return { ...gray, data };
}

/** The ink as the cleaning leaves it: binarised, without the band at the border and noise specks. */
function inkOf(gray: GrayImage): InkImage {
  const ink = binarize(gray);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (x < 30) ink.data[y * W + x] = 0;
  return ink;
}

const sharpness = (gray: GrayImage, ink = inkOf(gray)) => edgeSharpness(gray, ink)!;

describe('edgeSharpness', () => {
  it('finds print sharp, even a little blurred, and a heavily blurred blob soft', () => {
    expect(sharpness(page(0, 'strokes'))).toBeGreaterThan(2 * MIN_EDGE_SHARPNESS);
    expect(sharpness(page(1, 'strokes'))).toBeGreaterThan(MIN_EDGE_SHARPNESS);
    expect(sharpness(page(0, 'blob'))).toBeGreaterThan(2 * MIN_EDGE_SHARPNESS);
    expect(sharpness(page(20, 'blob'))).toBeLessThan(MIN_EDGE_SHARPNESS);
  });

  it('judges faint, soft print the same beside a dark desk edge', () => {
    const soft = page(1, 'strokes', 230, 130);
    const ink = inkOf(soft);
    const alone = sharpness(soft, ink);
    const beside = sharpness(withDarkBand(soft), ink);
    expect(alone).toBeGreaterThan(MIN_EDGE_SHARPNESS);
    expect(beside).toBeGreaterThan(MIN_EDGE_SHARPNESS);
    expect(Math.abs(beside - alone)).toBeLessThan(0.05 * alone);
  });

  it('finds a pale blurred blob on a dim, noisy photo soft, and print on one sharp', () => {
    // Flattening a dim photo's lighting multiplies its noise (σ 15 at a third of the light is 40).
    expect(sharpness(noisy(page(20, 'blob', 250, 150), 40))).toBeLessThan(MIN_EDGE_SHARPNESS);
    expect(sharpness(noisy(page(0, 'strokes', 250, 60), 40))).toBeGreaterThan(MIN_EDGE_SHARPNESS);
  });
});
