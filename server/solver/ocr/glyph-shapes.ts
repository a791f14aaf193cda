/**
 * Shapes of single glyphs told from their ink, for the letters the recogniser misreads in typeset
 * maths (docs/solver-rounds.md, "Round 4"). Computer Modern's italic x — two hooked strokes crossing at
 * mid-height, thin and high-contrast — is read as "c", "z", "α", "r", "()" or nothing at all.
 */
import { ownLabels, type Component } from './components.js';
import { glyphReadUnder, glyphUnder, glyphsUnder, withAdded, type InkLabels } from './glyph-under.js';
import type { RecognizedChar } from './line-recognizer.js';
import { baselineFinder, union } from './math-layout.js';
import { centre, extent, rowRuns, runsByRow } from './glyph-rows.js';
import { lightestAround, type GrayImage } from './gray-image.js';
import { paperOutside } from './paper-outside.js';
import { slopedBaseline } from './sloped-baseline.js';

/** Paper inside the glyph's box that no path of paper joins to the box's edge: its loops. */
function holeArea(g: Component, own: Set<number>, ink: InkLabels): number {
  const w = g.right - g.left + 1;
  const h = g.bottom - g.top + 1;
  const ownInk = new Uint8Array(w * h);
  let paper = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (own.has(ink.labels[(g.top + y) * ink.width + g.left + x]!)) ownInk[y * w + x] = 1;
      else paper++;
  let outside = 0;
  for (const reached of paperOutside(ownInk, w, h)) outside += reached;
  return paper - outside;
}

/**
 * Is the glyph a cross, an "x" in any face, Computer Modern's italic too (a slanted shaft with a
 * hook at its top left and bottom right and a ball at the other corners): ink at all four corners
 * — the outer quarters of its upper and lower parts — and none at either side of its middle rows,
 * where only the crossing stands. "c", "r", "α", "u" and "n" have ink on a side at mid-height, "v"
 * none at the bottom corners, "8" and "α" a loop.
 */
export function isCrossShape(g: Component, ink: InkLabels): boolean {
  const own = ownLabels(g);
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 8 || w < 6 || w > 1.8 * h || h > 1.6 * w) return false;
  const count = (x0: number, x1: number, y0: number, y1: number) => {
    let n = 0;
    for (let y = g.top + Math.round(y0 * h); y <= g.top + Math.round(y1 * h) - 1; y++)
      for (let x = g.left + Math.round(x0 * w); x <= g.left + Math.round(x1 * w) - 1; x++)
        if (own.has(ink.labels[y * ink.width + x]!)) n++;
    return n;
  };
  const side = 0.25;
  const corners = [
    count(0, side, 0, 0.4),
    count(1 - side, 1, 0, 0.4),
    count(0, side, 0.6, 1),
    count(1 - side, 1, 0.6, 1),
  ];
  const middleSides = count(0, 0.22, 0.4, 0.6) + count(0.78, 1, 0.4, 0.6);
  const middle = count(0, 1, 0.4, 0.6);
  if (!corners.every((n) => n >= 0.01 * g.area) || middle === 0 || middleSides > 0.05 * middle) return false;
  // The crossing stands upright or at an italic slant, where the diagonal of a "z" runs across
  // the middle rows at about 45°: the stroke through the middle row is followed up and down (the
  // runs touching the previous row's), its centre's drift measured over the middle quarter of rows.
  const mid = g.top + Math.round(0.5 * h);
  const start = rowRuns(g, own, ink, mid);
  if (start.length !== 1) return false;
  const follow = (to: number) => {
    let [a, b] = start[0]!;
    const dir = to > mid ? 1 : -1;
    for (let y = mid + dir; y !== to + dir; y += dir) {
      const touching = rowRuns(g, own, ink, y).filter(([ra, rb]) => ra <= b + 1 && rb >= a - 1);
      if (touching.length === 0) return null;
      // A hook or ball running into the stroke (small, thin Computer Modern) does not move it: the
      // stroke moves at most a pixel a row on either edge.
      [a, b] = [
        Math.max(a - 1, Math.min(...touching.map((r) => r[0]))),
        Math.min(b + 1, Math.max(...touching.map((r) => r[1]))),
      ];
    }
    return (a + b) / 2;
  };
  const [y0, y1] = [g.top + Math.round(0.38 * h), g.top + Math.round(0.62 * h)];
  const [c0, c1] = [follow(y0), follow(y1)];
  if (c0 === null || c1 === null || Math.abs(c0 - c1) > 0.45 * (y1 - y0)) return false;
  if (holeArea(g, own, ink) >= 3) return false;
  // Its two lower strokes end apart: some row of its lowest fifth holds two runs, where "z" and a
  // mono "r" stand on one flat bar.
  for (let y = g.bottom - Math.max(1, Math.round(0.2 * h)); y <= g.bottom; y++)
    if (rowRuns(g, own, ink, y).length >= 2) return true;
  return false;
}

/**
 * The glyph with the small pieces broken off it in binarisation (a thin Computer Modern x loses
 * the ball at a corner): pieces under a third of the capitals within a tenth of a cap of its box
 * and within its height.
 */
function withFragments(g: Component, glyphs: Component[], cap: number): Component {
  const near = glyphs.filter(
    (f) =>
      f !== g &&
      f.bottom - f.top + 1 <= 0.35 * cap &&
      f.right - f.left + 1 <= 0.35 * cap &&
      f.left <= g.right + 0.1 * cap &&
      f.right >= g.left - 0.1 * cap &&
      f.top >= g.top - 0.1 * cap &&
      f.bottom <= g.bottom + 0.1 * cap,
  );
  if (near.length === 0) return g;
  const all = [g, ...near];
  return {
    ...union(all),
    label: g.label,
    area: all.reduce((sum, c) => sum + c.area, 0),
    parts: all.flatMap((c) => c.parts ?? [c]),
  };
}

/** Is the glyph an x-height letter on the baseline (a raised "×" or an exponent is not)? */
function onBaseline(g: Component, cap: number, baseline: number | null): boolean {
  const h = g.bottom - g.top + 1;
  if (h < 0.45 * cap || h > 0.9 * cap) return false;
  return baseline === null || Math.abs(g.bottom - baseline) <= 0.15 * cap;
}

/** Is character k a letter standing next to character i (a word, not a lone symbol)? */
const letterNear =
  (chars: RecognizedChar[], cap: number) =>
  (k: number, i: number): boolean =>
    /^\p{L}$/u.test(chars[k]?.char ?? '') && Math.abs(chars[k]!.x - chars[i]!.x) < 1.2 * cap;

/**
 * An unknown "x" the recogniser misread: a cross-shaped x-height glyph on the baseline
 * (`isCrossShape`) read as another letter, a zero or a two ("6c", "3z", "x(α − 8)", "2x" as "20",
 * "4 : x" as "4 : 2"; a figure "2" stands on one flat foot, no cross), or
 * read as nothing at all between maths characters ("|x − 7|" read "| − 7|"), is "x". A letter of
 * a word is left alone (no unknown stands beside another letter unless that one is a cross too),
 * and so is "×", which the recogniser reads for what it is.
 */
export function restoreCrossedX(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: readonly { box: { left: number; right: number } }[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  // On a tilted photo the nearest full-height glyphs' feet can be off the cross's own foot (an x
  // at a line's start after a label): standing on the line's sloped baseline counts too.
  const sloped = slopedBaseline(glyphs, cap);
  const standsOnLine = (g: Component) => {
    const x = (g.left + g.right) / 2;
    return (
      onBaseline(g, cap, baselineNear ? baselineNear(x) : null) ||
      (sloped !== null && onBaseline(g, cap, sloped(x)))
    );
  };
  const underSpecial = (g: Component) =>
    specials.some((s) => (g.left + g.right) / 2 >= s.box.left && (g.left + g.right) / 2 <= s.box.right);
  // With `pieces`, the small pieces broken off the glyph count (not those under an exponent or
  // another special); a glyph read as nothing is judged on its own ink only.
  const crosses = new Map<Component, boolean>();
  const piecesCrosses = new Map<Component, boolean>();
  const outsideSpecials = glyphs.filter((f) => !underSpecial(f));
  const cross = (g: Component | null, pieces = true) => {
    if (!g) return false;
    const cache = pieces ? piecesCrosses : crosses;
    let known = cache.get(g);
    if (known === undefined) {
      const whole = pieces ? withFragments(g, outsideSpecials, cap) : g;
      known = standsOnLine(whole) && isCrossShape(whole, ink);
      cache.set(g, known);
    }
    return known;
  };
  const under = glyphsUnder(chars, glyphs, cap);
  // A letter right beside it (a word's pitch; "2x − y" may be read "2c y" with the minus lifted out).
  const beside = letterNear(chars, cap);
  const letter = (k: number, i: number) => beside(k, i) && !cross(under[k] ?? null);
  const out = chars.map((c, i) => {
    if (!/^[\p{L}02]$/u.test(c.char) || c.char === 'x' || c.char === '×') return c;
    const g = under[i]!;
    if (!cross(g) || letter(i - 1, i) || letter(i + 1, i)) return c;
    // Another character read over the same glyph: an "x" read right beside a touching bracket.
    if (under.some((o, k) => o === g && k !== i && chars[k]!.char === 'x')) return c;
    return { ...c, char: 'x' };
  });
  // A cross read as nothing, between characters of the maths.
  const read = new Set(under);
  const added: RecognizedChar[] = [];
  for (const g of glyphs) {
    if (read.has(g) || underSpecial(g) || !cross(g, false)) continue;
    const nearest = (dir: -1 | 1) =>
      chars
        .filter((c) => c.char.trim() !== '' && (dir < 0 ? c.x < g.left : c.x > g.right))
        .sort((a, b) => (dir < 0 ? b.x - a.x : a.x - b.x))[0];
    const [left, right] = [nearest(-1), nearest(1)];
    const wordy = (c: RecognizedChar | undefined) =>
      !!c && /^\p{L}$/u.test(c.char) && Math.min(Math.abs(c.x - g.left), Math.abs(c.x - g.right)) < cap;
    if (wordy(left) || wordy(right)) continue;
    added.push({ char: 'x', x: (g.left + g.right) / 2, p: 0.5 });
  }
  return withAdded(out, added);
}

/**
 * A numerator, denominator or radicand read in the parts strip that is one cross-shaped glyph and
 * not read as a number is the unknown x (Computer Modern's italic x alone is read "()" or nothing).
 * Given the cap, so is one glyph with the small pieces its thin stroke broke into (`withFragments`:
 * Latin Modern's italic x, its hairline diagonal starved to two slivers, read "()", "(α)" or "C"
 * over "/3" by both looks), when the pieces together are cross-shaped.
 */
export function isLoneCross(text: string, components: Component[], ink: InkLabels, cap?: number): boolean {
  if (/^\d+$/.test(text.trim())) return false;
  if (components.length === 1) return isCrossShape(components[0]!, ink);
  if (cap === undefined || components.length > 3) return false;
  const main = components.reduce((a, b) => (b.area > a.area ? b : a));
  const whole = withFragments(main, components, cap);
  return (whole.parts?.length ?? 1) === components.length && isCrossShape(whole, ink);
}

/**
 * A digit as tall as the capitals with a flat bar at one end, which a hand-drawn face makes look
 * like a "z" (Domestic Manners): a "1" with a flag and a wide foot, or a "7" with a wide top and
 * its stem ending in a narrow point. "1": narrow at the top, a wide foot in its lowest quarter,
 * and a vertical stem — one narrow run per row, none drifting sideways — through its middle
 * (a "2" or "z" crosses there on a diagonal). "7": wide in its top rows and narrow in its lowest
 * fifth (a "2", "z" or "Z" stands on a foot). Anything else is null.
 */
export function flatEndedDigit(g: Component, ink: InkLabels): '1' | '7' | null {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 10 || w < 5) return null;
  const rows = runsByRow(g, ink);
  const widest = (from: number, to: number) =>
    Math.max(0, ...rows.slice(Math.floor(from * h), Math.ceil(to * h)).map(extent));
  const top = widest(0, 0.12);
  const foot = widest(0.75, 1);
  if (top >= 0.65 * w && widest(0.8, 1) <= 0.4 * w) return '7';
  if (top > 0.45 * w || foot < 0.6 * w) return null;
  const stemRows: number[] = [];
  for (let r = Math.floor(0.5 * h); r <= Math.floor(0.65 * h); r++) {
    const runs = rows[r]!;
    if (runs.length !== 1 || runs[0]![1] - runs[0]![0] + 1 > 0.35 * w) return null;
    stemRows.push((runs[0]![0] + runs[0]![1]) / 2);
  }
  const drift = Math.max(...stemRows) - Math.min(...stemRows);
  return stemRows.length >= 3 && drift <= 0.12 * w + 1 ? '1' : null;
}

/**
 * Each `forms` character ("z") read alone, outside a word, over a glyph of the page: `decide`
 * names what the glyph is (given the baseline under it, when known), or keeps the z (null).
 */
function reReadLoneZs(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  forms: readonly string[],
  decide: (glyph: Component, baseline: number | null) => string | null,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  const letter = letterNear(chars, cap);
  return chars.map((c, i) => {
    if (!forms.includes(c.char) || letter(i - 1, i) || letter(i + 1, i)) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g) return c;
    // A glyph a neighbouring character is read over too holds more than this one (EB Garamond's
    // "3x" run together: the 3's tail under the x's arms looks like a "7"), so no digit's shape.
    const shared = [i - 1, i + 1].some((k) => {
      const n = chars[k];
      return n !== undefined && n.char.trim() !== '' && glyphUnder(n.x, glyphs, 0) === g;
    });
    if (shared) return c;
    const char = decide(g, baselineNear ? baselineNear((g.left + g.right) / 2) : null);
    return char ? { ...c, char } : c;
  });
}

/**
 * A "z" or "x" read over a glyph as tall as the digits, on the baseline, outside a word, is no
 * lower-case letter (an x-height one in every face): a hand-drawn "1" or "7" (`flatEndedDigit`)
 * is that digit ("3x − 1" read "3x − x"). A capital Z or X is wide at its top, which neither digit's
 * shape allows.
 */
export function restoreFlatEndedDigits(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  return reReadLoneZs(chars, glyphs, cap, ['z', 'Z', 'x', 'X'], (g, baseline) => {
    const h = g.bottom - g.top + 1;
    if (h < 0.85 * cap || h > 1.2 * cap) return null;
    if (baseline !== null && Math.abs(g.bottom - baseline) > 0.15 * cap) return null;
    return flatEndedDigit(g, ink);
  });
}

/**
 * Does the glyph's middle run down to the left, as the diagonal of a "z" does (from its top bar's
 * right end to its bottom bar's left end)? Its centre must move left by an eighth of the glyph's
 * width or more through the middle two-fifths of rows, by either of two measures: the widest ink
 * run of each row, and the stroke followed from the middle row (the run nearest the glyph's
 * centre column there, then in each row the run nearest the previous one's centre). An italic x
 * whose hairline the binarisation lost keeps only its thick stroke there, upright or running down
 * to the right, by both measures; a thin z diagonal (TeX's maths-italic z, a hand-drawn z) loses
 * the widest-run measure to its curled bars but not the followed one. A glyph under 12 px tall
 * is too small to tell and counts as a z.
 */
export function runsDownLeft(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 12) return true;
  const rows = runsByRow(g, ink);
  const [from, to] = [Math.round(0.3 * h), Math.round(0.7 * h) - 1];
  const centre = (r: [number, number]) => (r[0] + r[1]) / 2;
  const centres: number[] = [];
  for (let r = from; r <= to; r++) {
    const runs = rows[r] ?? [];
    if (runs.length === 0) continue;
    const widest = runs.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    centres.push(centre(widest));
  }
  if (centres.length < 3) return true;
  if (centres.at(-1)! - centres[0]! <= -0.125 * w) return true;
  const nearest = (runs: [number, number][], x: number) =>
    runs.reduce((a, b) => (Math.abs(centre(b) - x) < Math.abs(centre(a) - x) ? b : a));
  const mid = Math.round(0.5 * h);
  const midRuns = rows[mid] ?? [];
  if (midRuns.length === 0) return true;
  const start = centre(nearest(midRuns, g.left + (w - 1) / 2));
  const follow = (end: number) => {
    let x = start;
    const dir = end > mid ? 1 : -1;
    for (let r = mid + dir; r !== end + dir; r += dir) if (rows[r]?.length) x = centre(nearest(rows[r]!, x));
    return x;
  };
  return follow(to) - follow(from) <= -0.125 * w;
}

/**
 * A "z" read alone (no letter beside it) over an x-height glyph on the baseline whose middle does
 * not run down to the left (`runsDownLeft`) is an italic x: a Computer Modern x whose hairline was
 * lost in binarisation keeps a shaft, a hook and its balls, which the recogniser reads as "z".
 */
export function restoreUnslantedZ(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  return reReadLoneZs(chars, glyphs, cap, ['z'], (g, baseline) =>
    onBaseline(g, cap, baseline) && !runsDownLeft(g, ink) ? 'x' : null,
  );
}

/**
 * Is the glyph a "÷" whose dots the photo's blur joined to its bar (Noto Serif, Libertine, a
 * monospaced face: read "+")? A bar across most of the width with an arm above and below it,
 * each arm widening away from the bar to a dot at its far end: the far half's widest row at least
 * 3 px and at most half the glyph's width, and next to the bar either a narrow neck (at most half
 * the dot) or paper (a dot the blur left apart, as wide as the bar is thick, beside a bar whole
 * in every row: a "+" broken into pieces is broken across its bar too), or a neck two
 * pixels or more narrower than a dot that is itself wider than the bar is thick (a stroke of a
 * "+" is as wide as its bar is thick, all along). A "+" has arms of one stroke's width, or
 * narrowing to rounded ends.
 */
export function isJoinedDivision(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 9 || w < 7) return false;
  const rows = runsByRow(g, ink);
  const bar = rows.flatMap((runs, i) => (extent(runs) >= 0.7 * w ? [i] : []));
  if (bar.length === 0 || bar.at(-1)! - bar[0]! + 1 !== bar.length) return false;
  // An arm of three rows or more above the bar and below it.
  if (bar[0]! < 3 || bar.at(-1)! > h - 4) return false;
  const thickness = bar.length;
  const exact = runsByRow(g, ink, 0);
  const wholeBar = bar.every((i) => exact[i]!.length === 1);
  const arm = (far: number, near: number) => {
    const step = far < near ? 1 : -1;
    const widths: number[] = [];
    for (let i = far; i !== near + step; i += step) {
      if (rows[i]!.length > 1) return false;
      widths.push(extent(rows[i]!));
    }
    if (widths.length < 3) return false;
    const half = Math.floor(widths.length / 2);
    const dot = Math.max(...widths.slice(0, widths.length - half));
    const neck = Math.min(...widths.slice(widths.length - half));
    if (dot < 3 || dot > 0.5 * w) return false;
    // Paper next to the bar: a dot the blur left apart, at least as wide as the bar is thick,
    // beside a bar whole in every row; a "+" that faded or stencilled print broke into pieces
    // has its bar broken too.
    if (neck === 0) return dot >= thickness && wholeBar;
    return 2 * neck <= dot || (dot - neck >= 2 && dot >= thickness + 2);
  };
  return arm(0, bar[0]! - 1) && arm(h - 1, bar.at(-1)! + 1);
}

/**
 * Share of the glyph's contrast (its paper to its darkest ink) by which the grey between a "÷"'s
 * bar and each dot is lighter than both: a "+" arm is one stroke, as dark all along.
 */
const FADED_NECK = 0.3;

/**
 * Is the glyph a "÷" whose dots the binarisation joined to its bar through the blur's grey, so its
 * ink is shaped like a "+" (a small casual face: tune, Comic Neue read "5/7 + 1/2")? A bar across
 * most of the width with an arm of three rows or more above and below it, one run a row, and in
 * the photo's grey each arm lighter near the bar than at its far end (the dot) and than the bar
 * itself, by `FADED_NECK` of the contrast: the paper the blur filled between dot and bar.
 */
export function isFadedNeckDivision(g: Component, ink: InkLabels, gray: GrayImage): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 9 || w < 7 || gray.width !== ink.width) return false;
  const rows = runsByRow(g, ink);
  const bar = rows.flatMap((runs, i) => (extent(runs) >= 0.7 * w ? [i] : []));
  if (bar.length === 0 || bar.at(-1)! - bar[0]! + 1 !== bar.length) return false;
  if (bar[0]! < 3 || bar.at(-1)! > h - 4) return false;
  const greyAt = (x: number, y: number) =>
    gray.data[
      Math.min(gray.height - 1, Math.max(0, y)) * gray.width + Math.min(gray.width - 1, Math.max(0, x))
    ]!;
  const paper = lightestAround(gray, g);
  // The darkest grey over a row's ink, a pixel either side (the blur's grey lies around it).
  const darkness = (i: number) => {
    const runs = rows[i]!;
    let dark = 255;
    for (let x = runs[0]![0] - 1; x <= runs.at(-1)![1] + 1; x++) dark = Math.min(dark, greyAt(x, g.top + i));
    return dark;
  };
  const barDark = Math.min(...bar.map(darkness));
  const arm = (far: number, near: number) => {
    const step = far < near ? 1 : -1;
    const dark: number[] = [];
    for (let i = far; i !== near + step; i += step) {
      // The row touching the bar may flare into it (Libertine: 8 px of a 15-px sign); the grey decides.
      const widest = i === near ? 0.6 * w : 0.5 * w;
      if (rows[i]!.length !== 1 || extent(rows[i]!) > widest) return false;
      dark.push(darkness(i));
    }
    if (dark.length < 3) return false;
    const half = Math.floor(dark.length / 2);
    const dot = Math.min(...dark.slice(0, dark.length - half));
    const neck = Math.max(...dark.slice(dark.length - half));
    return neck - Math.max(dot, barDark) >= FADED_NECK * (paper - Math.min(dot, barDark));
  };
  return arm(0, bar[0]! - 1) && arm(h - 1, bar.at(-1)! + 1);
}

/**
 * A "+" read over a "÷" whose dots are joined to its bar (`isJoinedDivision`; with the page's
 * grey, `isFadedNeckDivision`) is that division.
 */
export function restoreJoinedDivision(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
  gray?: GrayImage,
): RecognizedChar[] {
  return chars.map((c) => {
    if (c.char !== '+') return c;
    const g = glyphReadUnder(c, glyphs, cap);
    const division = !!g && (isJoinedDivision(g, ink) || (!!gray && isFadedNeckDivision(g, ink, gray)));
    return division ? { ...c, char: ':' } : c;
  });
}

/**
 * Is the glyph a "≥" (its under-bar joined to the chevron or not): a chevron whose top starts in
 * the left part of the glyph and runs down to a point at the right edge in the middle rows, one
 * stroke in every row above its point (a "2" has its hook and its bowl's side there, and the top
 * of its arc in the middle), and a flat bar across most of the width at the bottom.
 */
export function isGreaterOrEqualShape(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 10 || w < 6) return false;
  const rows = runsByRow(g, ink);
  const top = rows.findIndex((runs) => runs.length > 0);
  if (top < 0) return false;
  const first = rows[top]!;
  const firstCentre = centre(first) - g.left;
  if (firstCentre > 0.4 * w) return false;
  // The point: the row reaching farthest right in the middle rows.
  let point = -1;
  let reach = -1;
  for (let r = Math.round(0.25 * h); r <= Math.round(0.65 * h); r++) {
    const runs = rows[r]!;
    if (runs.length === 0) continue;
    const right = runs.at(-1)![1] - g.left;
    if (right > reach) [reach, point] = [right, r];
  }
  if (point < 0 || reach < 0.85 * w) return false;
  for (let r = top; r <= point; r++) if (rows[r]!.length !== 1) return false;
  // Above the point the stroke runs right row by row (a chevron's arm), never back to the left.
  for (let r = top + 1; r <= point; r++) if (rows[r]![0]![0] < rows[r - 1]![0]![0] - 1) return false;
  return rows.slice(Math.floor(0.8 * h)).some((runs) => extent(runs) >= 0.7 * w && runs.length === 1);
}

/**
 * A "2" read over a "≥" (the recogniser takes the chevron with its bar for the digit: "-6x - 15 ≥
 * -39" read "-6x - 152 - 39"): over a glyph as tall as the figures standing on the baseline,
 * shaped like `isGreaterOrEqualShape`, between an operand and the next one, the character is "≥".
 */
export function restoreGreaterOrEqual(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  const under = glyphsUnder(chars, glyphs, cap);
  return chars.map((c, i) => {
    if (c.char !== '2') return c;
    const g = under[i];
    if (!g || g.parts) return c;
    const h = g.bottom - g.top + 1;
    if (h < 0.6 * cap || h > 1.15 * cap) return c;
    // Another character read over the same glyph: not one glyph for the "2".
    if (under.some((o, k) => k !== i && o === g)) return c;
    // A relation stands after an operand (a figure, a letter, a closing bracket or bar), never
    // after another relation or an operator, nor first ("> 26" in a face whose "2" has this shape).
    const before = chars
      .slice(0, i)
      .reverse()
      .find((o) => o.char.trim() !== '');
    if (!before || !/^[\p{L}\d)\]|²³]$/u.test(before.char)) return c;
    // …and before an operand: a "2" followed by a comma, a closing bracket or nothing relates
    // nothing ("NZD(32, 72)" in a blurred sans whose "2" passes for the chevron with its bar).
    const after = chars.slice(i + 1).find((o) => o.char.trim() !== '');
    if (!after || !/^[\p{L}\d(|√−-]$/u.test(after.char)) return c;
    return isGreaterOrEqualShape(g, ink) ? { ...c, char: '≥' } : c;
  });
}

/**
 * Is the glyph a "4" rather than an "L" (the recogniser reads a monospaced face's 4 as "L" in a
 * fraction's part): its top two-fifths reach its right third (the 4's diagonal or open stem;
 * an "L" there is its stem at the left), and its lowest fifth is a narrow stem, no foot across
 * the glyph (an "L" stands on one).
 */
export function isFourNotL(g: Component, ink: InkLabels): boolean {
  const h = g.bottom - g.top + 1;
  const w = g.right - g.left + 1;
  if (h < 8 || w < 5) return false;
  const rows = runsByRow(g, ink);
  const upperRight = rows
    .slice(0, Math.round(0.4 * h))
    .some((runs) => runs.some(([, b]) => b - g.left >= Math.floor((2 / 3) * w)));
  const footless = rows.slice(Math.ceil(0.8 * h)).every((runs) => extent(runs) <= 0.45 * w);
  return upperRight && footless;
}
