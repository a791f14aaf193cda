/** Global Otsu binarisation; run after background flattening, so one threshold suits the page. */
import { labelComponents, type Component } from './components.js';
import type { GrayImage, InkImage } from './gray-image.js';
import { median } from './order-statistics.js';

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

/** The darkest grey at or below which `share` of the image's pixels lie (one histogram, any shares). */
export function greyAtShare(image: GrayImage): (share: number) => number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < image.data.length; i++) histogram[image.data[i]!]!++;
  return (share) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen >= share * image.data.length) return v;
    }
    return 255;
  };
}

/**
 * The lightest grey that is clearly not paper: the paper's median (most of a page is paper) less
 * four times its spread below the median, measured down to the lower quartile (still paper). On
 * grainy paper this falls to the cap and hysteresis adds nothing: the grain would join the strokes.
 */
export function quietPaper(image: GrayImage): number {
  const at = greyAtShare(image);
  const median = at(0.5);
  return median - 4 * (median - at(0.25));
}

/**
 * Pixels at or below the threshold become ink. On a flattened page that is nearly all white,
 * Otsu can split paper noise from paper; the threshold is capped so faint noise stays paper.
 *
 * `hysteresis`: when the cap cuts into the ink (Otsu put the split above it: the page's ink is
 * faint — a light face, a faint copy), the cap also cuts away the lighter half of every stroke and
 * thin strokes fall apart into specks. Then pixels up to Otsu's own split (at most MAX_WEAK, and
 * clearly darker than the paper's grain: `quietPaper`) are ink where they join ink at least
 * halfway from the cap to that split, as an edge detector keeps weak edges that continue strong
 * ones; a piece of such faint ink with no seed is kept when it is glyph-sized (`addFaintGlyphs`);
 * only glyphs the cap had broken or thinned keep what was added (`mendOnlyThin`); and faint pieces
 * away from the print's rows are a second layer, not print (`dropFaintLayer`). A page whose
 * split is under the cap is binarised as without it.
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
  const data = growFromSeeds(image, seed, weak);
  if (weak === capped) return { width, height, data };
  addFaintGlyphs(image, data, weak);
  const mended = mendOnlyThin(image, data, capped);
  dropFaintLayer(image, mended, capped);
  return mended;
}

/** Ink at or below `seed`, grown (8-connected) over neighbours at or below `weak`. */
function growFromSeeds(image: GrayImage, seed: number, weak: number): Uint8Array {
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
  return data;
}

/** A piece of faint ink this large against the median seeded piece is a glyph, not grain. */
const FAINT_GLYPH = 0.2;

/**
 * A glyph lighter than the seed level all over (a faint minus, a thin "2") has nothing to grow
 * from: a piece of ink up to the weak level with no seed is a glyph too when it is at least
 * FAINT_GLYPH of the seeded pieces' median size (paper grain makes specks, not glyph-sized ink).
 */
function addFaintGlyphs(image: GrayImage, data: Uint8Array, weak: number): void {
  const { width, height } = image;
  const all = new Uint8Array(data.length);
  for (let i = 0; i < all.length; i++) all[i] = image.data[i]! <= weak ? 1 : 0;
  const { labels, components } = labelComponents({ width, height, data: all });
  const seeded = new Uint8Array(components.length + 1);
  for (let i = 0; i < data.length; i++) if (data[i]) seeded[labels[i]!] = 1;
  const areas = components.filter((c) => seeded[c.label] && c.area >= 4).map((c) => c.area);
  if (areas.length === 0) return;
  const min = FAINT_GLYPH * median(areas);
  const add = new Uint8Array(components.length + 1);
  for (const c of components) if (!seeded[c.label] && c.area >= min) add[c.label] = 1;
  for (let i = 0; i < data.length; i++) if (add[labels[i]!]) data[i] = 1;
}

/** A stroke this many pixels across or thinner, below the cap, is one the cap may have broken. */
const THIN_RUN = 2;

/**
 * Hysteresis mends thin strokes; on a glyph whose strokes below the cap are already of a healthy
 * width it would only add the grey rim of every stroke (bolder glyphs, marks grown into their
 * neighbours: the dots of a "÷" into its bar). So a piece of the hysteresis ink keeps its added
 * pixels where most of the capped ink inside it is thin (at most THIN_RUN across, the shorter of
 * its row and column runs), where the capped ink is under half of it (specks of a broken glyph)
 * or where it has none (a faint exponent); elsewhere the capped ink stands as it was.
 */
function mendOnlyThin(image: GrayImage, grown: Uint8Array, capped: number): InkImage {
  const { width, height } = image;
  const base = new Uint8Array(grown.length);
  for (let i = 0; i < base.length; i++) base[i] = image.data[i]! <= capped ? 1 : 0;
  const across = runsAcross({ width, height, data: base });
  const { labels, components } = labelComponents({ width, height, data: grown });
  const baseCount = new Uint32Array(components.length + 1);
  const thinCount = new Uint32Array(components.length + 1);
  for (let i = 0; i < base.length; i++) {
    if (!base[i]) continue;
    baseCount[labels[i]!]!++;
    if (across[i]! <= THIN_RUN) thinCount[labels[i]!]!++;
  }
  const healthy = new Uint8Array(components.length + 1);
  for (const c of components) {
    const n = baseCount[c.label]!;
    // Thick strokes below the cap that already hold over half the piece's ink.
    healthy[c.label] = n > 0 && thinCount[c.label]! * 2 < n && c.area < 2 * n ? 1 : 0;
  }
  const data = new Uint8Array(grown.length);
  for (let i = 0; i < data.length; i++) {
    const label = labels[i]!;
    if (label) data[i] = healthy[label] ? base[i]! : 1;
  }
  return { width, height, data };
}

/** Per ink pixel, the shorter of its row run and column run of ink (its stroke's width there). */
export function runsAcross(ink: InkImage): Uint16Array {
  const { width, height, data } = ink;
  const out = new Uint16Array(data.length);
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!data[y * width + x]) {
        x++;
        continue;
      }
      let end = x;
      while (end + 1 < width && data[y * width + end + 1]) end++;
      for (let k = x; k <= end; k++) out[y * width + k] = end - x + 1;
      x = end + 1;
    }
  }
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height) {
      if (!data[y * width + x]) {
        y++;
        continue;
      }
      let end = y;
      while (end + 1 < height && data[(end + 1) * width + x]) end++;
      for (let k = y; k <= end; k++) out[k * width + x] = Math.min(out[k * width + x]!, end - y + 1);
      y = end + 1;
    }
  }
  return out;
}

/** How far (in median glyph heights) a faint piece may sit beside the print it belongs to. */
const BESIDE_PRINT = 3;
/** Faint pieces this many times the print's are the page's print itself, printed light all over. */
const FAINT_PRINT = 2;
/** How far above or below the print's rows (in median glyph heights) a faint piece may reach. */
const ROW_SLACK = 0.25;

/**
 * A page's ink can hold a second, lighter layer that is not its print: text showing through thin
 * paper from the other side, a faint pencil sketch. Hysteresis would keep its glyph-sized pieces
 * as faint glyphs, and they read as lines of their own ("x=V"). Faint print lies in the rows of
 * the print it belongs to (an exponent, a thin minus, a fraction's bar), so where the pieces with
 * ink under the cap are the majority, a piece with none is kept only beside one that has it, in
 * its rows (give or take ROW_SLACK) and at most BESIDE_PRINT glyph heights away, or beside a faint
 * piece so kept. Where the faint pieces outnumber the print FAINT_PRINT times, the faint ink is the
 * print (a page printed light all over, a few strokes dark enough) and stays.
 */
function dropFaintLayer(image: GrayImage, ink: InkImage, capped: number): void {
  const { labels, components } = labelComponents(ink);
  const hasCapped = new Uint8Array(components.length + 1);
  for (let i = 0; i < labels.length; i++)
    if (labels[i] && image.data[i]! <= capped) hasCapped[labels[i]!] = 1;
  // Glyph-sized pieces only, as addFaintGlyphs measures them: specks are grain, not a layer.
  const glyphSized =
    FAINT_GLYPH * median(components.filter((c) => hasCapped[c.label] && c.area >= 4).map((c) => c.area));
  const glyphs = components.filter((c) => c.area >= glyphSized);
  const print = glyphs.filter((c) => hasCapped[c.label]);
  const faint = glyphs.filter((c) => !hasCapped[c.label]);
  if (print.length === 0 || faint.length >= FAINT_PRINT * print.length) return;
  const h = median(print.map((c) => c.bottom - c.top + 1));
  const beside = (f: Component, c: Component) =>
    f.top <= c.bottom + ROW_SLACK * h &&
    f.bottom >= c.top - ROW_SLACK * h &&
    f.left <= c.right + BESIDE_PRINT * h &&
    f.right >= c.left - BESIDE_PRINT * h;
  // Keep the faint pieces reached from the print, piece by piece along its rows (a run of faint
  // glyphs, "27" beside "x =", reaches past BESIDE_PRINT from the nearest dark one).
  const drop = new Uint8Array(components.length + 1);
  for (const f of faint) drop[f.label] = 1;
  const reached = [...print];
  while (reached.length > 0) {
    const c = reached.pop()!;
    for (const f of faint)
      if (drop[f.label] && beside(f, c)) {
        drop[f.label] = 0;
        reached.push(f);
      }
  }
  for (let i = 0; i < labels.length; i++) if (drop[labels[i]!]) ink.data[i] = 0;
}
