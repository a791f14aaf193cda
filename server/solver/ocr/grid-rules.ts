/**
 * Squared notebook paper (docs/solver.md, step "Squared paper"): a grid of thin light rules every line
 * or so across the whole sheet, under the print, often a red margin rule on the left. Binarised
 * with the print, the rules cross every glyph: a rule's stubs stick to glyphs, pieces of it read
 * as dots and dashes, and on a dim photo the whole grid turns into one blob the size of the page.
 *
 * The rules are found on the flattened greyscale page, before binarisation, by projection
 * profiles in narrow bands (so a rule may bend and tilt a little, as on a curled, photographed
 * sheet): across each band a rule is a thin peak of darkness, and a peak continued band after band
 * over a good part of the photo is a rule. Only when both directions hold several such rules at a
 * regular pitch is the page squared paper; then each rule's pixels are lightened to the paper on
 * either side of it, except the pixels clearly darker than the rule itself (the print crossing it).
 */
import type { GrayImage } from './gray-image.js';
import { median } from './order-statistics.js';

/** Width of the bands the profiles are taken in (px at work size): a rule is near-straight across one. */
export const BAND = 32;
/** How far beside a peak (px) its surround is measured: wider than a rule, narrower than the pitch. */
const SIDE = 3;
/** How much darker (mean grey across a band) than both sides a peak is to be part of a rule. */
const MIN_CONTRAST = 6;
/** How far (px) a rule may move across from one band to the next. */
const DRIFT = 2;
/** How many bands a rule may be hidden for (under a line of print) and go on. */
const MAX_HIDDEN = 3;
/** A rule runs over at least this share of the photo's bands (and at least MIN_BANDS). */
const MIN_SPAN = 0.3;
const MIN_BANDS = 5;
/** Squared paper: at least this many rules each way, most of them at one pitch. */
const MIN_RULES = 5;
const REGULAR_SHARE = 0.6;
/**
 * A grid whose rules one way are broken (a small or grainy grid: a few found, between gaps): at
 * least this many of them on one lattice of the other way's pitch, each within LATTICE_TOLERANCE
 * of the pitch of its place, and most of that way's rules.
 */
const MIN_LATTICE_RULES = 4;
const LATTICE_TOLERANCE = 0.05;
/** How far (grey levels) a rule's grey may be from the grid's median. */
const LEVEL_SPREAD = 25;
/** How far the pitches across and down may differ (a share of the larger): perspective. */
const SQUARE = 0.2;
/** The lightest grey (on the flattened page) a grid's rules may have. */
export const MAX_RULE_GREY = 240;
/** A margin rule is found in this share of the bands down the photo, bowed at most MARGIN_BEND. */
const MARGIN_SPAN = 0.6;
const MARGIN_BEND = 0.02;

interface Peak {
  band: number;
  at: number;
  top: number;
  bottom: number;
}

export interface Rule {
  peaks: Peak[];
  /** The rule's own grey: the median at its peaks' centres. */
  level: number;
}

/** An image seen along one axis: `u` runs along the rules, `t` across them. */
export interface Axis {
  along: number;
  across: number;
  index: (u: number, t: number) => number;
  /** The rules run across the image's rows (horizontal rules): `t` is the row. */
  horizontal: boolean;
}

export const horizontalAxis = (image: GrayImage): Axis => ({
  along: image.width,
  across: image.height,
  index: (u, t) => t * image.width + u,
  horizontal: true,
});

export const verticalAxis = (image: GrayImage): Axis => ({
  along: image.height,
  across: image.width,
  index: (u, t) => u * image.width + t,
  horizontal: false,
});

/** The page with the rules of squared paper lightened away; the same image when it has no grid. */
export function removeGridRules(image: GrayImage): GrayImage {
  const allRows = findLongRules(image, horizontalAxis(image));
  // Most pages have no squared paper: too few rules across them to be a grid either way (squared
  // needs MIN_RULES, a lattice MIN_LATTICE_RULES), so the rules down them are not looked for.
  if (positionsOf(allRows).length < Math.min(MIN_RULES, MIN_LATTICE_RULES)) return image;
  const allColumns = findLongRules(image, verticalAxis(image));
  // The grid's rules are all of one grey; a chain of another is a line of print's edge (darker,
  // never to be erased) or the sheet's edge on the desk.
  const level = median([...allRows, ...allColumns].map((r) => r.level));
  const ofGrid = (r: Rule) => Math.abs(r.level - level) <= LEVEL_SPREAD;
  const rows = allRows.filter(ofGrid);
  const columns = allColumns.filter(ofGrid);
  // Chains hardly darker than the paper are its grain or the JPEG's blocks lined up, not rules.
  if (level > MAX_RULE_GREY) return image;
  if (!isSquareGrid(rows, columns)) return image;
  const margin = allColumns.filter((r) => !ofGrid(r) && isMarginRule(r, image.height));
  const across = eraseRules(image, rows, horizontalAxis(image));
  return eraseRules(across, [...columns, ...margin], verticalAxis(across));
}

/**
 * Several rules each way at one pitch, the same both ways (squared paper's squares are square); or
 * one way's rules at a pitch and the other way's, broken into a few, on a lattice of that pitch.
 */
export function isSquareGrid(rows: Rule[], columns: Rule[]): boolean {
  const rowPitch = gridPitch(rows);
  const columnPitch = gridPitch(columns);
  if (
    rowPitch !== null &&
    columnPitch !== null &&
    Math.abs(rowPitch - columnPitch) <= SQUARE * Math.max(rowPitch, columnPitch)
  )
    return true;
  // One way's pitch may be a multiple of the grid's where only every third rule was found.
  return (
    (rowPitch !== null && onLattice(columns, rowPitch)) ||
    (columnPitch !== null && onLattice(rows, columnPitch))
  );
}

/**
 * Do MIN_LATTICE_RULES rules, and most of them, lie on one lattice of `pitch` (a whole number of
 * pitches from each other, within LATTICE_TOLERANCE of a pitch), two of them side by side (one
 * pitch apart)? A few rules of a faint grid found between its gaps do; a page's other long lines
 * seldom fall so, and a table's columns, every few rows' pitch, are never a pitch apart.
 */
function onLattice(rules: Rule[], pitch: number): boolean {
  const positions = positionsOf(rules);
  const tolerance = LATTICE_TOLERANCE * pitch;
  const on = (p: number, from: number) =>
    Math.abs(p - from - Math.round((p - from) / pitch) * pitch) <= tolerance;
  const most = Math.max(0, ...positions.map((from) => positions.filter((p) => on(p, from)).length));
  const sideBySide = positions.some((p, i) => i > 0 && Math.abs(p - positions[i - 1]! - pitch) <= tolerance);
  return sideBySide && most >= MIN_LATTICE_RULES && most >= REGULAR_SHARE * positions.length;
}

/**
 * The notebook's margin rule, of another colour than the grid: a straight rule found in most bands
 * down the photo. Print never makes one (a column of task numbers is broken between its lines).
 */
export function isMarginRule(rule: Rule, along: number): boolean {
  const { peaks } = rule;
  if (peaks.length < MARGIN_SPAN * Math.ceil(along / BAND)) return false;
  // Straight (a tilt left by perspective is fine): close to the chord from its first peak to its last.
  const first = peaks[0]!;
  const last = peaks[peaks.length - 1]!;
  const slope = (last.at - first.at) / Math.max(1, last.band - first.band);
  return peaks.every(
    (p) => Math.abs(p.at - first.at - slope * (p.band - first.band)) <= MARGIN_BEND * along + SIDE,
  );
}

/** Thin dark peaks continued band after band over a good part of the photo. */
export function findLongRules(image: GrayImage, axis: Axis): Rule[] {
  const bands = Math.ceil(axis.along / BAND);
  const chains: Peak[][] = [];
  const open: Peak[][] = [];
  for (let band = 0; band < bands; band++) {
    const peaks = bandPeaks(image, axis, band);
    const taken = new Set<Peak[]>();
    for (const p of peaks) {
      let best: Peak[] | null = null;
      let bestD = Infinity;
      for (const c of open) {
        const last = c[c.length - 1]!;
        if (taken.has(c) || band - last.band > MAX_HIDDEN + 1) continue;
        const d = Math.abs(last.at - p.at);
        if (d <= DRIFT * (band - last.band) && d < bestD) {
          best = c;
          bestD = d;
        }
      }
      if (best) best.push(p);
      else {
        best = [p];
        chains.push(best);
        open.push(best);
      }
      taken.add(best);
    }
    for (let i = open.length - 1; i >= 0; i--)
      if (band - open[i]![open[i]!.length - 1]!.band > MAX_HIDDEN) open.splice(i, 1);
  }
  const minBands = Math.max(MIN_BANDS, MIN_SPAN * bands);
  return chains
    .filter((c) => c.length >= minBands)
    .map((peaks) => ({ peaks, level: ruleLevel(image, axis, peaks) }));
}

/** Rows (across positions) of one band darker than both sides at SIDE px, with their extent. */
function bandPeaks(image: GrayImage, axis: Axis, band: number): Peak[] {
  const from = band * BAND;
  const to = Math.min(axis.along, from + BAND);
  const dark = bandDarkness(image, axis, from, to);
  const peaks: Peak[] = [];
  for (let t = SIDE; t < axis.across - SIDE; t++) {
    const m = dark[t]!;
    if (m < dark[t - 1]! || m <= dark[t + 1]!) continue;
    const base = Math.max(dark[t - SIDE]!, dark[t + SIDE]!);
    const contrast = m - base;
    if (contrast < MIN_CONTRAST) continue;
    let top = t;
    let bottom = t;
    while (top > t - SIDE + 1 && dark[top - 1]! - base >= contrast / 2) top--;
    while (bottom < t + SIDE - 1 && dark[bottom + 1]! - base >= contrast / 2) bottom++;
    peaks.push({ band, at: t, top, bottom });
  }
  return peaks;
}

/**
 * The mean darkness (255 − grey) of each row (horizontal rules) or column across the band
 * [from, to) along the rules. Read in the image's own row order: this runs on every photo.
 */
function bandDarkness(image: GrayImage, axis: Axis, from: number, to: number): Float64Array {
  const { data, width } = image;
  const dark = new Float64Array(axis.across);
  if (axis.horizontal)
    for (let t = 0; t < axis.across; t++) {
      let sum = 0;
      for (let j = t * width + from, end = t * width + to; j < end; j++) sum += data[j]!;
      dark[t] = sum;
    }
  else
    for (let u = from; u < to; u++)
      for (let t = 0, j = u * width; t < axis.across; t++, j++) dark[t] = dark[t]! + data[j]!;
  const n = to - from;
  for (let t = 0; t < axis.across; t++) dark[t] = (255 * n - dark[t]!) / n;
  return dark;
}

/** The median grey at a rule's centre line. */
function ruleLevel(image: GrayImage, axis: Axis, peaks: Peak[]): number {
  const histogram = new Uint32Array(256);
  let n = 0;
  for (const p of peaks)
    for (let u = p.band * BAND; u < Math.min(axis.along, (p.band + 1) * BAND); u++) {
      histogram[image.data[axis.index(u, p.at)]!]!++;
      n++;
    }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen * 2 >= n) return v;
  }
  return 255;
}

/**
 * The pitch of several rules at one pitch, null when they are not: positions (a rule broken in two
 * counted once) each with a neighbour one pitch away (the median gap between neighbours),
 * MIN_RULES of them and most of all.
 */
export function gridPitch(rules: Rule[]): number | null {
  const positions = positionsOf(rules);
  if (positions.length < MIN_RULES) return null;
  const gaps = positions.slice(1).map((p, i) => p - positions[i]!);
  const pitch = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  if (pitch < 2 * SIDE) return null;
  const onPitch = (a: number, b: number) => Math.abs(Math.abs(a - b) - pitch) <= 0.2 * pitch;
  const regular = positions.filter((p) => positions.some((q) => onPitch(p, q))).length;
  return regular >= MIN_RULES && regular >= REGULAR_SHARE * positions.length ? pitch : null;
}

/** The rules' mean positions across, in order, a rule broken in two (within SIDE) counted once. */
function positionsOf(rules: Rule[]): number[] {
  const sorted = rules
    .map((r) => r.peaks.reduce((s, p) => s + p.at, 0) / r.peaks.length)
    .sort((a, b) => a - b);
  const positions: number[] = [];
  for (const p of sorted)
    if (!positions.length || p - positions[positions.length - 1]! > SIDE) positions.push(p);
  return positions;
}

/**
 * Each rule's pixels (its peaks' extent and a pixel of blur either side, bridged over the bands
 * it was hidden in) take the lighter of the greys just beyond it on either side, unless they are
 * clearly darker than the rule itself: print crossing the rule stays whole.
 */
export function eraseRules(image: GrayImage, rules: Rule[], axis: Axis): GrayImage {
  const data = new Uint8Array(image.data);
  for (const rule of rules) {
    // Darker than the rule by half its contrast with the paper (and a margin for noise) is print.
    const inkCut = rule.level - 0.5 * (255 - rule.level) - 10;
    const { peaks } = rule;
    for (let i = 0; i < peaks.length; i++) {
      const p = peaks[i]!;
      const next = peaks[i + 1];
      // Beyond its first and last peaks the rule runs on to the photo's edge (where it was too
      // faint to be found); only its own grey is lightened there too.
      const lastBand = next ? next.band - 1 : Math.ceil(axis.along / BAND) - 1;
      const firstU = i === 0 ? 0 : p.band * BAND;
      for (let u = firstU; u < Math.min(axis.along, (lastBand + 1) * BAND); u++) {
        // Between two peaks the rule's extent is interpolated.
        const f = next ? Math.max(0, u - p.band * BAND) / ((next.band - p.band) * BAND) : 0;
        const top = Math.round(p.top + f * ((next?.top ?? p.top) - p.top)) - 1;
        const bottom = Math.round(p.bottom + f * ((next?.bottom ?? p.bottom) - p.bottom)) + 1;
        const before = image.data[axis.index(u, Math.max(0, top - 2))]!;
        const after = image.data[axis.index(u, Math.min(axis.across - 1, bottom + 2))]!;
        const paper = Math.max(before, after);
        for (let t = Math.max(0, top); t <= Math.min(axis.across - 1, bottom); t++) {
          const j = axis.index(u, t);
          const v = image.data[j]!;
          if (v >= inkCut) data[j] = Math.max(v, paper);
        }
      }
    }
  }
  return { width: image.width, height: image.height, data };
}
