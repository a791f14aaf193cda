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

/**
 * Pixels at or below the threshold become ink. On a flattened page that is nearly all white,
 * Otsu can split paper noise from paper; the threshold is capped so faint noise stays paper.
 */
export function binarize(image: GrayImage, maxThreshold = 200): InkImage {
  const threshold = Math.min(otsuThreshold(image), maxThreshold);
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = image.data[i]! <= threshold ? 1 : 0;
  return { width: image.width, height: image.height, data };
}
