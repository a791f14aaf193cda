/**
 * How sharp the edges of a page's ink are (docs/solver.md, "Soft pages"). Printed text, even on a
 * slightly blurred or dim photo, has steep edges: the grey level changes by a good part of the
 * contrast around it from one pixel to the next. Blurred blobs, a smeared picture, have soft
 * edges all round; reading them gives junk that the engine declines as unreadable maths, where
 * the page should be called not maths.
 *
 * Each edge is judged against the contrast around it (the darkest ink and the lightest grey
 * within about two text lines), not the whole frame's: a dark desk edge or shadow elsewhere in
 * the photo changes nothing. Its steepness is taken twice, on the page as it is and lightly
 * smoothed (3 × 3): the sensor noise of a dim photo is steep from pixel to pixel and makes blurred
 * blobs look sharp on the page as it is, while smoothing takes some steepness from the thin
 * strokes of small print; their geometric mean tells the two apart better than either.
 */
import type { GrayImage, InkImage } from './gray-image.js';

/**
 * Below this a page's ink is all soft-edged blobs (tune part: maths pages ≥ 0.114; blurred blobs,
 * dim and noisy ones too, ≤ 0.102 on tune photos and ≤ 0.107 on 98 synthetic blob pages).
 */
export const MIN_EDGE_SHARPNESS = 0.11;

/**
 * Side of the tiles the local contrast is gathered in; the window is 5 × 5 tiles around an edge.
 * Eight: a pixel's tile is found by a shift (`x >> 3`).
 */
const TILE = 8;
/** At most this many edge pixels are judged (evenly spread): the median needs no more. */
const MAX_SAMPLES = 20000;

/**
 * The geometric mean of the ink's edge steepness on the page as it is and lightly smoothed
 * (`edgeSteepness`); null when there is no ink boundary.
 */
export function edgeSharpness(gray: GrayImage, ink: InkImage): number | null {
  const steepness = edgeSteepness(gray, ink);
  return steepness && Math.sqrt(steepness.raw * steepness.smoothed);
}

/**
 * The median, over the ink's boundary pixels, of the Sobel gradient per grey level of the
 * contrast around the pixel (from the darkest ink to the lightest grey within two tiles of its
 * tile), on the page as it is (`raw`) and 3 × 3-smoothed (`smoothed`).
 */
export function edgeSteepness(gray: GrayImage, ink: InkImage): { raw: number; smoothed: number } | null {
  const { width: w, height: h } = gray;
  const g = gray.data;
  const inkAt = ink.data;
  const boundary = (p: number) => inkAt[p] && !(inkAt[p - 1] && inkAt[p + 1] && inkAt[p - w] && inkAt[p + w]);
  let edges = 0;
  for (let y = 2; y < h - 2; y++) for (let x = 2; x < w - 2; x++) if (boundary(y * w + x)) edges++;
  if (edges === 0) return null;
  // The darkest grey of the ink and the lightest grey of every tile: a dark region that is no
  // ink (a desk edge, a shadow: the cleaning dropped it) sets no contrast.
  const tw = Math.ceil(w / TILE);
  const th = Math.ceil(h / TILE);
  const lo = new Uint8Array(tw * th).fill(255);
  const hi = new Uint8Array(tw * th);
  for (let y = 0; y < h; y++) {
    const row = (y >> 3) * tw;
    for (let x = 0, p = y * w; x < w; x++, p++) {
      const t = row + (x >> 3);
      const v = g[p]!;
      if (inkAt[p] && v < lo[t]!) lo[t] = v;
      if (v > hi[t]!) hi[t] = v;
    }
  }
  // The darkest and lightest over the 5 × 5 tiles round each tile, gathered once (rows, then
  // columns) rather than at every edge pixel judged.
  const { lo: dark5, hi: light5 } = tileWindow(lo, hi, tw, th);
  // The 3 × 3 mean at p (as a sum of nine greys).
  const box = (p: number) =>
    g[p - w - 1]! +
    g[p - w]! +
    g[p - w + 1]! +
    g[p - 1]! +
    g[p]! +
    g[p + 1]! +
    g[p + w - 1]! +
    g[p + w]! +
    g[p + w + 1]!;
  const grey = (p: number) => g[p]!;
  // The Sobel gradient's magnitude at p over the greys `at` gives (kernel weights sum to 8 a side).
  const sobel = (at: (p: number) => number, p: number) =>
    Math.hypot(
      at(p - w + 1) + 2 * at(p + 1) + at(p + w + 1) - (at(p - w - 1) + 2 * at(p - 1) + at(p + w - 1)),
      at(p + w - 1) + 2 * at(p + w) + at(p + w + 1) - (at(p - w - 1) + 2 * at(p - w) + at(p - w + 1)),
    );
  const stride = Math.max(1, Math.floor(edges / MAX_SAMPLES));
  const ratios: number[] = [];
  const rawRatios: number[] = [];
  let seen = 0;
  for (let y = 2; y < h - 2; y++)
    for (let x = 2; x < w - 2; x++) {
      const p = y * w + x;
      if (!boundary(p) || seen++ % stride !== 0) continue;
      const t = (y >> 3) * tw + (x >> 3);
      const dark = dark5[t]!;
      const light = light5[t]!;
      if (light <= dark) continue;
      // A box sum is nine greys: its gradient per grey level is 8 × 9 = 72 times the raw one's.
      ratios.push(sobel(box, p) / 72 / (light - dark));
      rawRatios.push(sobel(grey, p) / 8 / (light - dark));
    }
  if (ratios.length === 0) return null;
  // A typed array sorts numbers without a comparator call per step: the same order, the same median.
  const median = (list: number[]) => Float64Array.from(list).sort()[Math.floor(list.length / 2)]!;
  return { raw: median(rawRatios), smoothed: median(ratios) };
}

/** Each tile's darkest `lo` and lightest `hi` over the tiles within two of it across and down. */
function tileWindow(
  lo: Uint8Array,
  hi: Uint8Array,
  tw: number,
  th: number,
): { lo: Uint8Array; hi: Uint8Array } {
  // The 5 × 5 window is separable: along each row, then along each column of the rows' result.
  const across = windowAlong(lo, hi, tw, th, true);
  return windowAlong(across.lo, across.hi, tw, th, false);
}

/** Each tile's darkest and lightest within two tiles along its row (`across`) or its column. */
function windowAlong(
  lo: Uint8Array,
  hi: Uint8Array,
  tw: number,
  th: number,
  across: boolean,
): { lo: Uint8Array; hi: Uint8Array } {
  const outLo = new Uint8Array(tw * th);
  const outHi = new Uint8Array(tw * th);
  const length = across ? tw : th;
  const step = across ? 1 : tw;
  for (let j = 0; j < th; j++)
    for (let i = 0; i < tw; i++) {
      const at = across ? i : j;
      const base = j * tw + i - at * step;
      let dark = 255;
      let light = 0;
      for (let k = Math.max(0, at - 2); k <= Math.min(length - 1, at + 2); k++) {
        dark = Math.min(dark, lo[base + k * step]!);
        light = Math.max(light, hi[base + k * step]!);
      }
      outLo[j * tw + i] = dark;
      outHi[j * tw + i] = light;
    }
  return { lo: outLo, hi: outHi };
}
