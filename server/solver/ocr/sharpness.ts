/**
 * How sharp the edges of a page's ink are (docs/solver.md, "Soft pages"). Printed text, even on a
 * slightly blurred or dim photo, has steep edges: the grey level changes by a good part of the
 * page's contrast from one pixel to the next. Blurred blobs, a smeared picture, have soft edges
 * all round; reading them gives junk that the engine declines as unreadable maths, where the
 * page should be called not maths.
 */
import type { GrayImage, InkImage } from './gray-image.js';

/** Below this a page's ink is all soft-edged blobs (tune part: maths pages ≥ 0.127, blurred blobs ≤ 0.07). */
export const MIN_EDGE_SHARPNESS = 0.09;

/**
 * The median Sobel gradient at the ink's boundary pixels, per grey level of the page's contrast
 * (1st to 99th percentile of the grey levels); null when there is no ink boundary.
 */
export function edgeSharpness(gray: GrayImage, ink: InkImage): number | null {
  const { width: w, height: h } = gray;
  const g = gray.data;
  const histogram = new Array<number>(256).fill(0);
  for (const v of g) histogram[v]!++;
  const level = (q: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen >= q * g.length) return v;
    }
    return 255;
  };
  const contrast = level(0.99) - level(0.01);
  if (contrast <= 0) return null;
  const grads: number[] = [];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (!ink.data[p] || (ink.data[p - 1] && ink.data[p + 1] && ink.data[p - w] && ink.data[p + w]))
        continue;
      const gx =
        g[p - w + 1]! + 2 * g[p + 1]! + g[p + w + 1]! - (g[p - w - 1]! + 2 * g[p - 1]! + g[p + w - 1]!);
      const gy =
        g[p + w - 1]! + 2 * g[p + w]! + g[p + w + 1]! - (g[p - w - 1]! + 2 * g[p - w]! + g[p - w + 1]!);
      grads.push(Math.hypot(gx, gy) / 8);
    }
  if (grads.length === 0) return null;
  grads.sort((a, b) => a - b);
  return grads[Math.floor(grads.length / 2)]! / contrast;
}
