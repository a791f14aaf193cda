/**
 * A second, independent binarisation (Sauvola's local threshold) for the retry of a page the first
 * pipeline answered nothing of (solve-photo.ts). `binarize` splits the whole page at one grey
 * level (Otsu, capped); this one splits every pixel against its own neighbourhood: mean·(1 + k·(σ/R
 * − 1)). It breaks strokes and joins glyphs differently — a faint stroke next to dark ones, a
 * stroke in a shadow, glyphs the global split merged are cut at another level — so where the first
 * binarisation broke the page, this one's errors are not the same errors.
 */
import { binarize } from './binarize.js';
import type { GrayImage, InkImage } from './gray-image.js';
import { estimateTextHeight } from './text-height.js';

/** Half the window side at work size (1600 px) where no text line is measured (`sauvolaForPage`). */
export const SAUVOLA_RADIUS = 12;
/**
 * Sauvola's k: how far below the local mean a flat neighbourhood's split lies. Benched on the tune
 * part's retried pages (round 10, k 0.1–0.3, radius 8–18): 0.15 read as many look-group photos
 * right as 0.2 on photos 0–239 and one more on 240–479; 0.1 lost two on 0–239, 0.25 and 0.3 one.
 */
export const SAUVOLA_K = 0.15;
/** Sauvola's R: the grey levels' dynamic range of the standard deviation. */
const SAUVOLA_R = 128;
/** Never ink: paper grain and shading this light (flattened paper is near 255). */
export const SAUVOLA_MAX_INK = 230;

export function sauvolaBinarize(
  image: GrayImage,
  { radius = SAUVOLA_RADIUS, k = SAUVOLA_K }: { radius?: number; k?: number } = {},
): InkImage {
  const { width, height, data } = image;
  const w1 = width + 1;
  // Integral images of the grey levels and of their squares.
  const sum = new Float64Array(w1 * (height + 1));
  const sq = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    let rowSq = 0;
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      rowSum += v;
      rowSq += v * v;
      sum[(y + 1) * w1 + x + 1] = sum[y * w1 + x + 1]! + rowSum;
      sq[(y + 1) * w1 + x + 1] = sq[y * w1 + x + 1]! + rowSq;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      if (v > SAUVOLA_MAX_INK) continue;
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const n = (y1 - y0) * (x1 - x0);
      const s = sum[y1 * w1 + x1]! - sum[y0 * w1 + x1]! - sum[y1 * w1 + x0]! + sum[y0 * w1 + x0]!;
      const s2 = sq[y1 * w1 + x1]! - sq[y0 * w1 + x1]! - sq[y1 * w1 + x0]! + sq[y0 * w1 + x0]!;
      const mean = s / n;
      const sd = Math.sqrt(Math.max(0, s2 / n - mean * mean));
      if (v <= mean * (1 + k * (sd / SAUVOLA_R - 1))) out[y * width + x] = 1;
    }
  }
  return { width, height, data: out };
}

/**
 * Half the retry's window side in median text-line heights. Benched on the tune part's retried
 * pages (round 10, k 0.15): 0.3–0.6 each read one look-group photo more than the fixed radius on
 * photos 240–479 and one check-group photo more on 0–239; on 0–239's look groups 0.4 read one
 * more, 0.5 as many, 0.3 and 0.6 one fewer.
 */
export const SAUVOLA_WINDOW_SHARE = 0.5;

/**
 * Sauvola's binarisation with its window sized to the page's own text: half the window side is
 * `share` of the median text line's height (text-height.ts, on the page's global split), so a large
 * bold glyph's thick strokes are not hollowed by a window narrower than them and small print does
 * not share a window with its neighbours' lines. Without a measurable line, the fixed radius.
 */
export function sauvolaForPage(image: GrayImage, share = SAUVOLA_WINDOW_SHARE, k = SAUVOLA_K): InkImage {
  const line = estimateTextHeight(binarize(image));
  const radius = line === null ? SAUVOLA_RADIUS : Math.max(6, Math.min(40, Math.round(share * line)));
  return sauvolaBinarize(image, { radius, k });
}
