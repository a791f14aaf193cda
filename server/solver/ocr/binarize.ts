/** Global Otsu binarisation; run after background flattening, so one threshold suits the page. */
import type { GrayImage, InkImage } from './gray-image.js';

export function otsuThreshold(image: GrayImage): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < image.data.length; i++) histogram[image.data[i]!]!++;
  const total = image.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v]!;
  let weightDark = 0;
  let sumDark = 0;
  let best = 0;
  let threshold = 127;
  for (let v = 0; v < 256; v++) {
    weightDark += histogram[v]!;
    if (weightDark === 0) continue;
    const weightLight = total - weightDark;
    if (weightLight === 0) break;
    sumDark += v * histogram[v]!;
    const meanDark = sumDark / weightDark;
    const meanLight = (sumAll - sumDark) / weightLight;
    const between = weightDark * weightLight * (meanDark - meanLight) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** The highest threshold a pixel of ink may have on its own: lighter grey can be paper noise. */
export const MAX_THRESHOLD = 200;
/** The lightest grey that hysteresis (`binarize`) takes for ink next to ink. */
export const MAX_WEAK = 230;

/**
 * The lightest grey that is clearly not paper: the paper's median (most of a page is paper) less
 * four times its spread below the median, measured down to the lower quartile (still paper). On
 * grainy paper this falls to the cap and hysteresis adds nothing: the grain would join the strokes.
 */
export function quietPaper(image: GrayImage): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < image.data.length; i++) histogram[image.data[i]!]!++;
  const at = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen >= share * image.data.length) return v;
    }
    return 255;
  };
  const median = at(0.5);
  return median - 4 * (median - at(0.25));
}

/**
 * Pixels at or below the threshold become ink. On a flattened page that is nearly all white,
 * Otsu can split paper noise from paper; the threshold is capped so faint noise stays paper.
 *
 * `hysteresis`: when the cap cuts into the ink (Otsu put the split above it: the page's ink is
 * faint — a light face, a faint copy), the cap also cuts away the lighter half of every stroke and
 * thin strokes fall apart into specks. Then pixels up to Otsu's own split (at most MAX_WEAK) are
 * ink where they join ink at least halfway from the cap to that split, as an edge detector keeps
 * weak edges that continue strong ones: strokes stay whole, paper noise (which seldom joins a
 * stroke or reaches the seed level) stays paper. A page whose split is under the cap is
 * binarised as without it.
 */
export function binarize(
  image: GrayImage,
  { maxThreshold = MAX_THRESHOLD, hysteresis = false }: { maxThreshold?: number; hysteresis?: boolean } = {},
): InkImage {
  const otsu = otsuThreshold(image);
  const capped = Math.min(otsu, maxThreshold);
  const weak = hysteresis ? Math.max(capped, Math.min(otsu, MAX_WEAK, quietPaper(image))) : capped;
  const seed = Math.round((capped + weak) / 2);
  const { width, height } = image;
  const data = new Uint8Array(image.data.length);
  const stack: number[] = [];
  for (let i = 0; i < data.length; i++)
    if (image.data[i]! <= seed) {
      data[i] = 1;
      if (weak > seed) stack.push(i);
    }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if (xx < 0 || xx >= width) continue;
        const j = yy * width + xx;
        if (data[j] || image.data[j]! > weak) continue;
        data[j] = 1;
        stack.push(j);
      }
    }
  }
  return { width, height, data };
}
