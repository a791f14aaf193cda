/**
 * Letters set wide apart, as CJK faces set Cyrillic (BIZ UDPGothic prints "Реши" with about half a
 * capital of paper between letters, Latin faces a tenth): the recogniser, trained on text set
 * close, then drops letters ("Реши једначину:" read "Peu jeaY:"). A run of such gaps between
 * letter-sized glyphs is narrowed to an ordinary letter gap before the line is read, and the
 * characters' positions are mapped back to the ink's columns.
 */
import type { GrayImage } from './gray-image.js';

/** A gap between letters of a wide-set word, in cap heights (ordinary faces: 0.05–0.3). */
const WIDE_GAP = { min: 0.35, max: 0.8 };
/** Fewer wide gaps in a row than this are spaced maths ("x + 4"), not letters set wide. */
const MIN_RUN = 5;
/** How many glyphs either side give a glyph its baseline. */
const BASELINE_REACH = 3;
/** A small letter's top is at most this far above the baseline, in cap heights (a capital's is 1). */
const SMALL_LETTER_TOP = 0.85;
/** The share of a wide run's glyphs that must be small letters. */
const SMALL_SHARE = 0.7;
/**
 * A letter's least height and width, in cap heights, and how far above the line's baseline its foot
 * may stand: lower, narrower or raised glyphs are signs ("−", "=", ":", "+"), which maths spaces apart.
 */
const LETTER = { height: 0.45, width: 0.3, raised: 0.1 };
/** What a wide gap is narrowed to, in cap heights. */
const NARROW_GAP = 0.12;
/** A gap this much wider than the line's typical letter gap is a word space. */
const LETTER_GAP_SPREAD = 1.25;
/** A word space is never narrowed below this, in cap heights. */
const SPACE = 0.5;

/** A crop narrowed where its letters were set wide, and the way back to the crop's columns. */
export interface Narrowed {
  image: GrayImage;
  /** The crop's column under a column of the narrowed image. */
  original(x: number): number;
}

/** A run of inked columns (a glyph, or glyphs that overlap in x) and its ink's extent. */
interface Run {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The ink's column runs of a crop, left to right. */
function inkRuns(image: GrayImage): Run[] {
  const { width, height, data } = image;
  const runs: Run[] = [];
  let open: Run | null = null;
  for (let x = 0; x < width; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++)
      if (data[y * width + x]! < 255) {
        if (top < 0) top = y;
        bottom = y;
      }
    if (top < 0) {
      if (open) runs.push(open);
      open = null;
    } else if (open) {
      open.right = x;
      open.top = Math.min(open.top, top);
      open.bottom = Math.max(open.bottom, bottom);
    } else open = { left: x, right: x, top, bottom };
  }
  if (open) runs.push(open);
  return runs;
}

/**
 * The crop with its wide gaps between letter-high glyphs narrowed, when it holds a run of
 * `MIN_RUN` or more of them (and its word spaces narrowed by as much, so they stay spaces), or null
 * when it holds none. A crop's paper is 255 (layout-reader render).
 */
export function narrowWideLetters(image: GrayImage, cap: number): Narrowed | null {
  const runs = inkRuns(image);
  const gaps = runs.slice(1).map((r, i) => r.left - runs[i]!.right - 1);
  // The baseline under each glyph: the foot a third of the way up its neighbours' feet (a photo's
  // line may slope; descenders, "р у ј", stand lower: "Израчунај" has three in nine letters).
  const baselineAt = (i: number) => {
    const feet = runs.slice(Math.max(0, i - BASELINE_REACH), i + BASELINE_REACH + 1).map((r) => r.bottom);
    return feet.sort((a, b) => b - a)[Math.floor(feet.length / 3)]!;
  };
  const letter = (i: number) => {
    const r = runs[i]!;
    return (
      r.bottom - r.top + 1 >= LETTER.height * cap &&
      r.right - r.left + 1 >= LETTER.width * cap &&
      r.bottom >= baselineAt(i) - LETTER.raised * cap
    );
  };
  const wide = gaps.map(
    (g, i) => g >= WIDE_GAP.min * cap && g <= WIDE_GAP.max * cap && letter(i) && letter(i + 1),
  );
  // A line is set wide when it holds a run of wide gaps between small letters (a word of six
  // letters or more, most without ascenders): spaced maths ("−4x + 5 ≤ 17") has figures as high
  // as capitals between its signs.
  const small = (i: number) => runs[i]!.top >= baselineAt(i) - SMALL_LETTER_TOP * cap;
  // The gaps in runs of two or more wide ones (a lone wide gap is a Latin page's word space).
  const inRun = gaps.map(() => false);
  let setWide = false;
  for (let i = 0; i < gaps.length;) {
    let j = i;
    while (j < gaps.length && wide[j]) j++;
    const glyphs = Array.from({ length: j - i + 1 }, (_, k) => i + k);
    if (j - i >= MIN_RUN && glyphs.filter(small).length >= SMALL_SHARE * glyphs.length) setWide = true;
    if (j - i >= 2) inRun.fill(true, i, j);
    i = Math.max(j, i + 1);
  }
  if (!setWide) return null;
  // Then every gap near the typical wide one is narrowed; a wider one is a word space (wider by
  // less beside a narrow figure: "од 120"), narrowed by as much as the letters' gaps but kept a
  // clear space.
  const narrow = Math.round(NARROW_GAP * cap);
  const sorted = gaps.filter((_, i) => wide[i]).sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)]!;
  const cut = gaps.map((g, i) =>
    inRun[i] && g <= typical * LETTER_GAP_SPREAD
      ? g - narrow
      : g > typical * LETTER_GAP_SPREAD
        ? Math.max(0, Math.min(typical - narrow, g - Math.round(SPACE * cap)))
        : 0,
  );
  if (cut.every((c) => c <= 0)) return null;
  // Columns kept: all but `cut` columns from the middle of each narrowed gap's paper.
  const dropped = new Uint8Array(image.width);
  cut.forEach((c, k) => {
    if (c <= 0) return;
    const from = runs[k]!.right + 1 + Math.floor((gaps[k]! - c) / 2);
    dropped.fill(1, from, from + c);
  });
  const keep: number[] = [];
  for (let x = 0; x < image.width; x++) if (!dropped[x]) keep.push(x);
  const { width, height, data } = image;
  const out = new Uint8Array(keep.length * height);
  for (let y = 0; y < height; y++)
    for (let k = 0; k < keep.length; k++) out[y * keep.length + k] = data[y * width + keep[k]!]!;
  return {
    image: { width: keep.length, height, data: out },
    original(x) {
      const at = Math.max(0, Math.min(keep.length - 1, x));
      const below = Math.floor(at);
      const above = Math.min(keep.length - 1, below + 1);
      return keep[below]! + (keep[above]! - keep[below]!) * (at - below);
    },
  };
}
