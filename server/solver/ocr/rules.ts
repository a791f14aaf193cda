/**
 * Ruled lines that are no ink of the maths (docs/solver.md, "Rules"): the thin boxes drawn around
 * the cells of a worksheet and the long answer lines (`Rešenje: ____`, `Ime i prezime: ____`).
 * Left in, a box's edge is taken for a fraction bar or a line of minus signs, its sides for
 * absolute-value bars, and an answer line joins the text beside it. A photographed rule often
 * breaks into dashes and specks, and a box's corner joins two of its edges into one piece, so
 * rules are found as chains of thin pieces along one straight line, not as single components.
 * Fraction bars stay: a bar with ink close above and below it, centred on it, is a fraction.
 */
import { componentHeight, componentWidth, type Component } from './components.js';
import type { InkLabels } from './glyph-under.js';

export interface Segment {
  piece: Component;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Chain {
  segments: Segment[];
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const h = componentHeight;
const w = componentWidth;

/**
 * The components that are ruled lines: horizontal chains of thin pieces at least 4 cap heights
 * long and at least half inked, and the vertical chains (at least 2 cap heights) that meet such a
 * rule's end — the sides of a box.
 */
export function findRules(components: Component[], cap: number, ink?: InkLabels): Set<Component> {
  const { rules, sides, long } = findRuleChains(components, cap, ink);
  return new Set([...rules, ...sides, ...long].flatMap((c) => c.segments.map((s) => s.piece)));
}

/**
 * The ruled lines as chains: `rules` the horizontal ones, `sides` the vertical ones meeting a
 * rule's end (a box's sides), `long` the long vertical rules standing alone (findRules).
 */
export function findRuleChains(
  components: Component[],
  cap: number,
  ink?: InkLabels,
): { rules: Chain[]; sides: Chain[]; long: Chain[] } {
  const thin = Math.max(3, 0.2 * cap);
  const horizontal: Segment[] = [];
  const vertical: Segment[] = [];
  const solid = components.filter((c) => h(c) >= 0.45 * cap);
  for (const c of components) {
    // A fraction bar is never a piece of a rule (several on the maths axis, with a minus or a
    // "÷" between them, would chain into one).
    if (w(c) >= 0.5 * cap && h(c) <= 0.5 * cap && isFractionBar(c, solid, cap)) continue;
    const side = { piece: c, left: c.left, right: c.right, top: c.top, bottom: c.bottom };
    if (h(c) <= thin && w(c) >= h(c)) horizontal.push(side);
    else if (w(c) >= 3 * cap && h(c) <= 0.5 * cap && c.area <= 0.8 * thin * w(c)) horizontal.push(side);
    if (w(c) <= thin && h(c) >= w(c)) vertical.push(side);
    else if (h(c) >= 2 * cap && w(c) <= 0.5 * cap && c.area <= 0.8 * thin * h(c)) vertical.push(side);
    if (
      ink &&
      Math.min(w(c), h(c)) > thin &&
      Math.max(w(c), h(c)) >= 0.8 * cap &&
      c.area <= thin * (w(c) + h(c))
    ) {
      // A corner of a box: thin strokes along the edges of its own box.
      const sides = boxSides(c, Math.max(2, Math.round(0.15 * cap)), ink, cap);
      horizontal.push(...sides.horizontal);
      vertical.push(...sides.vertical);
    }
  }
  const gap = 0.8 * cap;
  const hChains = chain(
    horizontal,
    (s) => s.left,
    (s) => s.right,
    (s) => (s.top + s.bottom) / 2,
    gap,
    Math.max(2, 0.15 * cap),
  );
  const rules = hChains.filter(
    (c) =>
      c.right - c.left + 1 >= 4 * cap &&
      covered(c.segments, (s) => [s.left, s.right]) >= 0.5 * (c.right - c.left + 1) &&
      // A fraction bar broken into pieces: each piece fails the centring test, the whole passes.
      !isFractionBar(c, solid, cap),
  );
  const vChains = chain(
    vertical,
    (s) => s.top,
    (s) => s.bottom,
    (s) => (s.left + s.right) / 2,
    gap,
    Math.max(2, 0.15 * cap),
  );
  const meetsRule = (v: Chain) => {
    const x = (v.left + v.right) / 2;
    return rules.some((r) => {
      const y = (r.top + r.bottom) / 2;
      const nearEnd = Math.abs(x - r.left) <= cap || Math.abs(x - r.right) <= cap;
      return nearEnd && (Math.abs(v.top - y) <= cap || Math.abs(v.bottom - y) <= cap);
    });
  };
  const sides = vChains.filter(
    (c) =>
      c.bottom - c.top + 1 >= 2 * cap &&
      covered(c.segments, (s) => [s.top, s.bottom]) >= 0.5 * (c.bottom - c.top + 1) &&
      meetsRule(c),
  );
  return { rules, sides, long: vChains.filter((c) => isLongVerticalRule(c, cap)) };
}

/** A vertical rule standing alone spans this many caps: three lines of text or more. */
const LONG_VERTICAL_RULE = 6;
/** ... and is inked along this share of its length (glyphs stacked in a column leave the line gaps). */
const LONG_VERTICAL_COVER = 0.75;

/**
 * A long vertical chain of thin pieces meeting no box: a notebook's margin rule or a column
 * ruling that the photo broke into dashes (grid-rules.ts erases it where it is whole). Left in,
 * its pieces chain the lines beside it into one and are read as exponents ("^1^1^1 3/5"). Glyphs
 * standing in one column line after line ("I", "1", "|") leave the gaps between the lines.
 */
export function isLongVerticalRule(c: Chain, cap: number): boolean {
  const length = c.bottom - c.top + 1;
  // Pieces no taller than an absolute-value bar could be bars opening line after line ("|x| = 3",
  // "|x − 1| = 2", …, 1.4 cap at a 1.7 cap pitch inks 82 % of the column, review): such a chain
  // must be inked almost throughout, as a rule broken only by the photo's specks is.
  const barSized = c.segments.every((s) => s.bottom - s.top + 1 <= BAR_SIZED * cap);
  return (
    length >= LONG_VERTICAL_RULE * cap &&
    covered(c.segments, (s) => [s.top, s.bottom]) >= (barSized ? BARS_COVER : LONG_VERTICAL_COVER) * length
  );
}
/** A piece this many caps tall or less may be an absolute-value bar. */
const BAR_SIZED = 1.6;
/** ... and a chain of such pieces is a rule only when inked along this share of its length. */
const BARS_COVER = 0.9;

/** Segments along the edges of a piece whose ink lies on its box's border (a box's corner). */
function boxSides(
  c: Component,
  band: number,
  ink: InkLabels,
  cap: number,
): { horizontal: Segment[]; vertical: Segment[] } {
  const none = { horizontal: [], vertical: [] };
  const at = (x: number, y: number) => ink.labels[y * ink.width + x] === c.label;
  let onBorder = 0;
  for (let y = c.top; y <= c.bottom; y++)
    for (let x = c.left; x <= c.right; x++)
      if (at(x, y) && (y < c.top + band || y > c.bottom - band || x < c.left + band || x > c.right - band))
        onBorder++;
  if (onBorder < 0.9 * c.area) return none;
  // A side is there when most of its length holds ink within the band.
  const rowCover = (from: number, to: number) => {
    let n = 0;
    for (let x = c.left; x <= c.right; x++) {
      for (let y = from; y <= to; y++)
        if (at(x, y)) {
          n++;
          break;
        }
    }
    return n / w(c);
  };
  const colCover = (from: number, to: number) => {
    let n = 0;
    for (let y = c.top; y <= c.bottom; y++) {
      for (let x = from; x <= to; x++)
        if (at(x, y)) {
          n++;
          break;
        }
    }
    return n / h(c);
  };
  const out: { horizontal: Segment[]; vertical: Segment[] } = { horizontal: [], vertical: [] };
  const seg = (left: number, right: number, top: number, bottom: number) => ({
    piece: c,
    left,
    right,
    top,
    bottom,
  });
  const top = rowCover(c.top, c.top + band - 1) >= 0.8;
  const bottom = rowCover(c.bottom - band + 1, c.bottom) >= 0.8;
  const left = colCover(c.left, c.left + band - 1) >= 0.8;
  const right = colCover(c.right - band + 1, c.right) >= 0.8;
  // A closed loop of glyph size is a thin-stroked glyph ("0", "O", "D"), not a box's corner.
  if (top && bottom && left && right && Math.max(w(c), h(c)) < 2 * cap) return none;
  if (top) out.horizontal.push(seg(c.left, c.right, c.top, c.top + band - 1));
  if (bottom) out.horizontal.push(seg(c.left, c.right, c.bottom - band + 1, c.bottom));
  if (left) out.vertical.push(seg(c.left, c.left + band - 1, c.top, c.bottom));
  if (right) out.vertical.push(seg(c.right - band + 1, c.right, c.top, c.bottom));
  return out;
}

/**
 * Chains segments along one axis: each joins the chain whose last segment ends at most `gap`
 * before it starts, at the same position across (within `drift`), the nearest across (the
 * earliest chain on a tie).
 *
 * Near-linear: the live chains are kept in buckets of `drift` by the position across of their
 * last segment, so a segment looks only at the chains of its own bucket and those beside it;
 * a chain whose last segment ends more than `gap` before the current segment starts can take no
 * later segment (they come sorted by start) and leaves its bucket.
 */
export function chain(
  segments: Segment[],
  start: (s: Segment) => number,
  end: (s: Segment) => number,
  across: (s: Segment) => number,
  gap: number,
  drift: number,
): Chain[] {
  type Open = { segments: Segment[]; last: Segment; order: number; bucket: number };
  const chains: Open[] = [];
  const buckets = new Map<number, Open[]>();
  const bucketOf = (s: Segment) => Math.floor(across(s) / drift);
  const place = (c: Open) => {
    const list = buckets.get(c.bucket);
    if (list) list.push(c);
    else buckets.set(c.bucket, [c]);
  };
  for (const s of [...segments].sort((a, b) => start(a) - start(b))) {
    const at = across(s);
    const home = bucketOf(s);
    let best: Open | null = null;
    let bestD = Infinity;
    // Two buckets each side: a distance of exactly `drift` may round across one more boundary.
    for (let k = home - 2; k <= home + 2; k++) {
      const list = buckets.get(k);
      if (!list) continue;
      let kept = 0;
      for (const c of list) {
        if (start(s) - end(c.last) > gap) continue; // dead for good
        list[kept++] = c;
        const d = Math.abs(across(c.last) - at);
        if (end(s) <= end(c.last) || d > drift) continue;
        if (d < bestD || (d === bestD && c.order < best!.order)) {
          best = c;
          bestD = d;
        }
      }
      list.length = kept;
      if (kept === 0) buckets.delete(k);
    }
    if (best) {
      best.segments.push(s);
      best.last = s;
      if (home !== best.bucket) {
        const list = buckets.get(best.bucket)!;
        list.splice(list.indexOf(best), 1);
        if (list.length === 0) buckets.delete(best.bucket);
        best.bucket = home;
        place(best);
      }
    } else {
      const c: Open = { segments: [s], last: s, order: chains.length, bucket: home };
      chains.push(c);
      place(c);
    }
  }
  return chains.map(({ segments }) => ({
    segments,
    left: Math.min(...segments.map((s) => s.left)),
    right: Math.max(...segments.map((s) => s.right)),
    top: Math.min(...segments.map((s) => s.top)),
    bottom: Math.max(...segments.map((s) => s.bottom)),
  }));
}

/** The length covered by the segments' spans (overlaps counted once). */
function covered(segments: Segment[], span: (s: Segment) => [number, number]): number {
  const spans = segments.map(span).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of spans) {
    if (to <= reach) continue;
    total += to - Math.max(from, reach + 1) + 1;
    reach = to;
  }
  return total;
}

/** A fraction bar: solid ink close above and close below it, within its width and centred on it. */
function isFractionBar(bar: Box, solid: Component[], cap: number): boolean {
  const within = (c: Component) => c.left >= bar.left - 0.25 * cap && c.right <= bar.right + 0.25 * cap;
  const above = solid.filter((c) => within(c) && c.bottom < bar.top && bar.top - c.bottom <= 0.8 * cap);
  const below = solid.filter((c) => within(c) && c.top > bar.bottom && c.top - bar.bottom <= 0.8 * cap);
  if (above.length === 0 || below.length === 0) return false;
  const centre = (cs: Component[]) =>
    (Math.min(...cs.map((c) => c.left)) + Math.max(...cs.map((c) => c.right))) / 2;
  const mid = (bar.left + bar.right) / 2;
  const tolerance = 0.15 * (bar.right - bar.left + 1) + 0.3 * cap;
  return Math.abs(centre(above) - mid) <= tolerance && Math.abs(centre(below) - mid) <= tolerance;
}
