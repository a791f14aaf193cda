/**
 * Estimates the height of a text line from the rows that hold ink: consecutive inked rows form
 * a band per line, and the median band height is the line height (ascenders to descenders).
 */
import type { InkImage } from './gray-image.js';

export interface TextBand {
  top: number;
  bottom: number;
}

/** Bands of consecutive rows that hold ink; thinner than `minHeight` rows are noise. */
export function textBands(ink: InkImage, minHeight = 4): TextBand[] {
  const { width, height, data } = ink;
  const bands: TextBand[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    let inked = false;
    if (y < height) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        if (data[row + x]) {
          inked = true;
          break;
        }
      }
    }
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      if (y - start >= minHeight) bands.push({ top: start, bottom: y - 1 });
      start = -1;
    }
  }
  return bands;
}

/** Median line height in pixels, or null when there is no text-like band. */
export function estimateTextHeight(ink: InkImage): number | null {
  const heights = textBands(ink)
    .map((b) => b.bottom - b.top + 1)
    .sort((a, b) => a - b);
  if (heights.length === 0) return null;
  return heights[Math.floor(heights.length / 2)]!;
}
