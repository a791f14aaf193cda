/**
 * The layout of printed maths from the geometry of the ink alone — what a line recogniser does not
 * see (docs/solver.md, "Layout"):
 * - radicals: a component whose box holds other components (the radicand under its bar);
 * - stacked fractions: a thin bar with ink close above and below it, within its width;
 * - braces of systems: a tall narrow component left of two or more lines;
 * - lines: components chained to their nearest neighbour to the right at the same height, so a
 *   tilted or curled line stays one line and a wide gap (a second column) starts another;
 * - exponents: small glyphs raised off the line's baseline, right after a glyph of the line.
 * Pure geometry on connected components; no OCR here.
 */
import { componentHeight, componentWidth, gapAcross, type Component } from './components.js';
import { dropStraySpecks, isSpeck } from './line-specks.js';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Special =
  | { k: 'frac'; box: Box; bar: Component; num: Component[]; den: Component[] }
  | { k: 'root'; box: Box; sign: Component; body: Component[] }
  | { k: 'sup'; box: Box; glyphs: Component[] }
  /** A symbol told by its shape and place, which the recogniser confuses: "·", "|", "÷". */
  /**
   * A symbol told by its shape and place, which the recogniser confuses: "·", "|", "÷". A soft one
   * (a bar no taller than the digits) stays in the line's image; the reader decides from what the
   * recogniser read over it (layout-reader.ts).
   */
  | { k: 'sym'; box: Box; text: string; glyphs: Component[]; soft?: boolean };

export interface LayoutLine {
  box: Box;
  /** Components read as the line's text (exponents among them; other specials' parts not). */
  glyphs: Component[];
  /** Fractions, radicals and exponents of the line, left to right. */
  specials: Special[];
  /** The row of the page the line stands in (reading order: rows top to bottom). */
  row?: number;
}

export interface PageLayout {
  /** Typical height of a digit or capital (px). */
  cap: number;
  /** Lines in reading order: rows top to bottom, within a row left to right. */
  lines: LayoutLine[];
  /** Groups of line indices that one brace holds together (a system). */
  braces: number[][];
}

const h = componentHeight;
const w = componentWidth;
const cx = (b: Box) => (b.left + b.right) / 2;
const cy = (b: Box) => (b.top + b.bottom) / 2;

export function union(boxes: Box[]): Box {
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

const isBar = (c: Component, cap: number) => h(c) <= Math.max(3, 0.25 * cap) && w(c) >= 3 * h(c);
/** A short flat piece: a bar, or the thick foot of a "2" broken off (wider than tall, not round). */
const isFlat = (c: Component, cap: number) => h(c) <= Math.max(3, 0.25 * cap) && w(c) >= 1.8 * h(c);

/**
 * The height of a digit or capital: the median of the tall glyphs, within 0.85–1.1 of the 90th
 * percentile of glyph heights. Narrow glyphs (brackets, bars, "l", "1") are left out, being
 * taller or shorter than the rest, and so are lower-case letters, which fall below the window.
 */
export function capHeight(components: Component[]): number | null {
  const heights = components
    .filter((c) => h(c) >= 5 && w(c) <= 3 * h(c) && w(c) >= 0.45 * h(c))
    .map(h)
    .sort((a, b) => a - b);
  if (heights.length === 0) return null;
  const p90 = heights[Math.floor(heights.length * 0.9)]!;
  const tall = heights.filter((x) => x >= 0.85 * p90 && x <= 1.1 * p90);
  return tall[Math.floor(tall.length / 2)] ?? p90;
}

/** Tells whether a component's ink is one straight stroke (a bar), from its pixels (layout-reader.ts). */
export type StraightTest = (c: Component) => boolean;

/**
 * Tells whether a stroke has no flag, foot or serif: no row of its ink wider than the stroke
 * (layout-reader.ts measures each row's own extent, so a bar slanted on a sheared photo or with
 * rounded ends is still plain). Without the pixels: its box is hardly wider than its mean row.
 */
export type PlainTest = (c: Component) => boolean;
export const plainByBox: PlainTest = (c) => w(c) - c.area / h(c) <= 1.5;

/**
 * Tells whether a small cross of ink is a "÷" whose dots the binarisation joined to its bar: down
 * its middle the grey is lighter between each dot and the bar than in them (layout-reader.ts reads
 * the photo's grey levels). Without the grey, nothing is.
 */
export type JoinedDivisionTest = (c: Component) => boolean;

/** Two units that never chain into one line, however close (the two sides of a book's gutter). */
export type ApartTest = (a: Box, b: Box) => boolean;

/** A corner of thin strokes larger than 2.5 caps both ways: where a page's edges meet, no glyph. */
function thinCorner(c: Component, cap: number): boolean {
  return Math.min(w(c), h(c)) >= 2.5 * cap && c.area <= 0.3 * cap * (w(c) + h(c));
}

export function analyseLayout(
  components: Component[],
  straight: StraightTest = () => true,
  plain: PlainTest = plainByBox,
  joinedDivision: JoinedDivisionTest = () => false,
  apart: ApartTest = () => false,
): PageLayout | null {
  const cap = capHeight(components);
  if (cap === null) return null;
  const used = new Set<Component>();
  const roots = findRoots(components, cap, used);
  const divisions = findDivisionSigns(components, cap, used, joinedDivision);
  const fractions = findFractions(components, cap, used);
  // A straight stroke far taller than the text (the edge of a page or a ruling beside it) is no
  // glyph: chained into a line, it joins the text to the page's other edges into one tall "line"
  // that is read as nothing.
  // So is a corner of thin strokes larger than that both ways (where a page's edges meet).
  const edge = (c: Component) =>
    (h(c) >= 2.5 * cap && w(c) <= 0.2 * h(c) && straight(c)) || thinCorner(c, cap);
  // A brace curves; a straight stroke as tall is an absolute-value bar drawn tall (a hand-drawn
  // face's "|" stands almost two capitals high). Round 22: a corner of thin strokes is no brace
  // either — a page's edge on a desk and the shadow along its foot, ≥ 2.5 caps wide (printed
  // braces on tune are ≤ 2 caps wide), had held every line beside it as one "system".
  const braces = components.filter(
    (c) =>
      !used.has(c) &&
      h(c) >= 1.7 * cap &&
      w(c) <= 0.6 * h(c) &&
      w(c) >= 0.12 * h(c) &&
      !straight(c) &&
      !thinCorner(c, cap),
  );
  for (const b of braces) used.add(b);
  for (const c of components) if (!used.has(c) && edge(c)) used.add(c);
  const glyphs = mergeBrokenGlyphs(
    components.filter((c) => !used.has(c)),
    cap,
  );
  // Units that chain into lines: fractions and radicals as a whole, and the glyphs left.
  interface Unit {
    box: Box;
    /** The box that decides which line the unit belongs to (a fraction: around its bar). */
    core: Box;
    special: Special | null;
    glyph: Component | null;
  }
  const units: Unit[] = [
    ...[...roots, ...fractions, ...divisions].map((s) => ({
      box: s.box,
      core: coreBox(s, cap),
      special: s,
      glyph: null,
    })),
    ...glyphs.map((c) => ({ box: c, core: c, special: null, glyph: c })),
  ];
  // Every unit chains to its neighbours on the right at the same height; chains of small marks
  // only (a comma or dot that sits below the glyphs' middle) then join the nearest line beside them.
  const chains = chainIntoLines(units, cap, apart);
  // A lone narrow mark under 0.65 cap is one too: Computer Modern's comma hangs so far below the
  // digits (half a cap tall) that it chains with nothing, and read as a line of its own it is lost
  // ("8,5 − 7,11" read "85 − 711").
  const solid = (chain: Unit[]) =>
    chain.some((u) => u.box.bottom - u.box.top + 1 >= 0.45 * cap) &&
    !(chain.length === 1 && commaLike(chain[0]!.box, cap));
  const members = chains.filter(solid);
  for (const chain of chains.filter((c) => !solid(c))) {
    const box = union(chain.map((u) => u.box));
    let best: Unit[] | null = null;
    let bestDistance = 1.2 * cap;
    for (const line of members) {
      for (const u of line) {
        const dx = Math.max(0, u.box.left - box.right, box.left - u.box.right);
        // A small mark of the line counts only right above or below (a colon's other dot, far
        // from the digits in a monospaced face).
        if (u.box.bottom - u.box.top < 0.45 * cap) {
          const stacked = dx === 0 && Math.abs(cy(u.box) - cy(box)) < 0.6 * cap;
          if (stacked && bestDistance > 0) {
            bestDistance = 0;
            best = line;
          }
          continue;
        }
        const inside = cy(box) >= u.core.top - 0.2 * cap && cy(box) <= u.core.bottom + 0.45 * cap;
        if (inside && dx < bestDistance) {
          bestDistance = dx;
          best = line;
        }
      }
    }
    best?.push(...chain);
  }

  let lines: LayoutLine[] = members.map((line) => {
    const chain = dropStraySpecks(line, cap);
    const glyphs = chain.flatMap((u) => (u.glyph ? [u.glyph] : []));
    const specials = chain.flatMap((u) => (u.special ? [u.special] : []));
    const exponents = findExponents(glyphs, cap);
    const symbols = findSymbols(
      glyphs,
      cap,
      straight,
      specials.map((x) => x.box),
      plain,
    );
    // Exponents stay in the line's image (the recogniser reads a digit better among its
    // neighbours); the reader marks the characters over them. Symbols told by shape go.
    const lifted = new Set(symbols.flatMap((e) => (e.k === 'sym' && !e.soft ? e.glyphs : [])));
    return {
      box: union(chain.map((u) => u.box)),
      glyphs: glyphs.filter((g) => !lifted.has(g)),
      specials: [...specials, ...exponents, ...symbols].sort((a, b) => a.box.left - b.box.left),
    };
  });
  // A "line" of one glyph far taller than text is a page edge or a ruling, not text.
  lines = readingOrder(
    lines.filter((l) => l.glyphs.length + l.specials.length > 1 || l.box.bottom - l.box.top < 3 * cap),
    cap,
  );
  const braceGroups = braces
    .map((b) =>
      lines
        .map((line, i) => ({ line, i }))
        .filter(
          ({ line }) =>
            cy(line.box) > b.top &&
            cy(line.box) < b.bottom &&
            line.box.left >= b.right - 0.2 * cap &&
            line.box.left - b.right < 3 * cap,
        )
        .map(({ i }) => i),
    )
    .filter((group) => group.length >= 2);
  return { cap, lines, braces: braceGroups };
}

/**
 * Thin strokes break in binarisation (a small serif "2" comes apart at its diagonal): parts one
 * above the other, overlapping in x and nearly touching, are one glyph. A merged glyph keeps its
 * parts (for drawing it) in `parts`.
 */
function mergeBrokenGlyphs(components: Component[], cap: number): Component[] {
  const sorted = [...components].sort((a, b) => a.top - b.top);
  const out: Component[] = [];
  // A small "2" can break in three: its hook's tip, the curve, the foot. The tip is a speck beside
  // the curve's upper part, over the foot (the foot spans both); it counts in the upper width.
  const hookTip = (g: Component, c: Component) =>
    out.find(
      (p) =>
        p !== g &&
        Math.max(w(p), h(p)) <= 0.3 * cap &&
        p.bottom < c.top &&
        p.top >= g.top - 0.1 * cap &&
        p.bottom <= g.top + 0.5 * (g.bottom - g.top) &&
        p.left >= c.left - 0.1 * cap &&
        p.right <= c.right + 0.1 * cap &&
        p.right < g.left &&
        g.left - p.right <= 0.15 * cap,
    );
  for (const c of sorted) {
    let tip: Component | undefined;
    const into = out.find((g) => {
      tip = undefined;
      const overlap = Math.min(g.right, c.right) - Math.max(g.left, c.left) >= 0.5 * Math.min(w(g), w(c));
      const gap = c.top - g.bottom;
      if (!overlap || gap < -0.1 * cap) return false;
      // The foot of a thin "2" breaks off as a short flat piece just under it ("=" is two bars:
      // never; a colon's dots are round).
      if (isFlat(c, cap) && !isBar(g, cap) && !isFlat(g, cap)) {
        if (gap > 0.2 * cap) return false;
        if (w(c) <= 1.3 * w(g)) return true;
        tip = hookTip(g, c);
        return tip !== undefined && w(c) <= 1.3 * (g.right - tip.left + 1);
      }
      if (!isBar(g, cap) && !isBar(c, cap)) return gap <= 0.12 * cap;
      return false;
    });
    if (!into) {
      out.push(c);
      continue;
    }
    const pieces = tip ? [into, tip, c] : [into, c];
    const parts = pieces.flatMap((p) => (p === c ? [c] : (p.parts ?? [p])));
    const area = pieces.reduce((s, p) => s + p.area, 0);
    const merged: Component = { ...union(pieces), label: into.label, area, parts };
    out[out.indexOf(into)] = merged;
    if (tip) out.splice(out.indexOf(tip), 1);
  }
  return out;
}

/** A radical: a component whose box holds others, right of its hook, under its bar. */
function findRoots(components: Component[], cap: number, used: Set<Component>): Special[] {
  const out: Special[] = [];
  for (const sign of components) {
    if (used.has(sign) || h(sign) < 0.9 * cap || w(sign) < 1.0 * cap) continue;
    const body = components.filter(
      (c) =>
        c !== sign &&
        !used.has(c) &&
        c.left >= sign.left + 0.25 * h(sign) &&
        c.right <= sign.right + 1 &&
        c.top >= sign.top - 1 &&
        c.bottom <= sign.bottom + 0.15 * cap &&
        h(c) >= 0.3 * cap,
    );
    if (body.length === 0) continue;
    // The bar: ink in the top rows across most of the box's right part. A "0" or "O" holding a
    // speck has no bar; a radical's bar spans the radicand.
    if (sign.right - Math.max(...body.map((c) => c.right)) > 0.8 * cap) continue;
    const tallest = Math.max(...body.map(h));
    if (tallest < 0.5 * h(sign) * 0.6) continue;
    // Small glyphs inside (a minus, a comma) belong to the radicand too.
    const inner = components.filter(
      (c) =>
        c !== sign &&
        !used.has(c) &&
        c.left >= sign.left + 0.25 * h(sign) &&
        c.right <= sign.right + 1 &&
        c.top >= sign.top - 1 &&
        c.bottom <= sign.bottom + 0.15 * cap,
    );
    used.add(sign);
    for (const c of inner) used.add(c);
    out.push({ k: 'root', box: union([sign, ...inner]), sign, body: inner });
  }
  return out;
}

/**
 * A fraction bar that the tail of a hanging numerator (an old-style "3", "5", "9") touches: a bump
 * makes its box taller than a bar's, but its ink is as thin on average (EB Garamond's "3/5").
 */
const isDentedBar = (c: Component, cap: number) =>
  h(c) <= 0.4 * cap && w(c) >= 3 * h(c) && c.area <= 0.2 * cap * w(c);

/** Stacked fractions: a bar with a numerator close above and a denominator close below, within its width. */
function findFractions(components: Component[], cap: number, used: Set<Component>): Special[] {
  const out: Special[] = [];
  const bars = components
    .filter((c) => !used.has(c) && (isBar(c, cap) || isDentedBar(c, cap)) && w(c) >= 0.55 * cap)
    .sort((a, b) => w(b) - w(a));
  for (const bar of bars) {
    if (used.has(bar)) continue;
    const within = (c: Component) =>
      c !== bar && !used.has(c) && c.left >= bar.left - 0.25 * cap && c.right <= bar.right + 0.25 * cap;
    const above = components.filter(
      (c) =>
        within(c) &&
        c.bottom < bar.top + 1 &&
        c.bottom >= bar.top - 1.0 * cap &&
        c.top >= bar.top - 2.2 * cap,
    );
    const below = components.filter(
      (c) =>
        within(c) &&
        c.top > bar.bottom - 1 &&
        c.top <= bar.bottom + 1.0 * cap &&
        c.bottom <= bar.bottom + 2.2 * cap,
    );
    const solid = (cs: Component[]) => cs.some((c) => h(c) >= 0.45 * cap && !isBar(c, cap));
    if (!solid(above) || !solid(below)) continue;
    // Numerator and denominator stand about as far from the bar. The under-bar of "≤" or "≥" has
    // its "<" hugging it from above and nothing below but the next line, a cap away.
    const aboveGap = bar.top - Math.max(...above.filter((c) => h(c) >= 0.45 * cap).map((c) => c.bottom));
    const belowGap = Math.min(...below.filter((c) => h(c) >= 0.45 * cap).map((c) => c.top)) - bar.bottom;
    // Old-style figures make the gaps as uneven (a hanging 3 nearly touches the bar, an x-high 2
    // under it stands off), but then numerator and denominator each stand alone at their height,
    // where the "<" of "≤" has its line's glyphs beside it and the next line goes on under it.
    const uneven = Math.min(aboveGap, belowGap) <= 0.25 * cap && Math.max(aboveGap, belowGap) >= 0.7 * cap;
    if (
      uneven &&
      !(aloneAtItsHeight(above, bar, components, cap) && aloneAtItsHeight(below, bar, components, cap))
    )
      continue;
    // Numerator and denominator are centred on the bar in print; a minus between two lines is not.
    const numBox = union(above);
    const denBox = union(below);
    const tolerance = 0.35 * w(bar) + 0.3 * cap;
    if (Math.abs(cx(numBox) - cx(bar)) > tolerance || Math.abs(cx(denBox) - cx(bar)) > tolerance) continue;
    // Glyphs in the numerator's band between the outer ones (a minus in "x − 1") belong to it.
    const num = components.filter(
      (c) => within(c) && c.bottom < bar.top + 1 && c.top >= numBox.top - 1 && c.bottom <= numBox.bottom + 1,
    );
    const den = components.filter(
      (c) => within(c) && c.top > bar.bottom - 1 && c.top >= denBox.top - 1 && c.bottom <= denBox.bottom + 1,
    );
    used.add(bar);
    for (const c of [...num, ...den]) used.add(c);
    out.push({ k: 'frac', box: union([bar, ...num, ...den]), bar, num, den });
  }
  return out;
}

/**
 * No glyph at the height of `part` (overlapping it by half) stands within 1.5 cap outside the bar's
 * span: a numerator or denominator alone in its row, not a piece of a text line that goes on.
 */
function aloneAtItsHeight(part: Component[], bar: Component, components: Component[], cap: number): boolean {
  const solidPart = part.filter((c) => h(c) >= 0.45 * cap);
  if (solidPart.length === 0) return false;
  const box = union(solidPart);
  const height = box.bottom - box.top + 1;
  return !components.some((c) => {
    if (c === bar || part.includes(c) || h(c) < 0.3 * cap) return false;
    const overlap = Math.min(c.bottom, box.bottom) - Math.max(c.top, box.top) + 1;
    if (overlap < 0.5 * Math.min(h(c), height)) return false;
    const outside = c.right < bar.left - 0.25 * cap || c.left > bar.right + 0.25 * cap;
    return outside && Math.max(bar.left - c.right, c.left - bar.right) <= 1.5 * cap;
  });
}

/** The part of a special that sits on the line: a fraction's bar with a cap height around it. */
function coreBox(s: Special, cap: number): Box {
  // A radical's sign and bar reach above the capitals: its radicand stands on the line (a small
  // prose face's "3 · √121 − 3²" set in TeX broke into two lines at the radical).
  if (s.k === 'root' && s.body.length > 0) {
    const body = union(s.body);
    return { left: s.box.left, right: s.box.right, top: body.top, bottom: body.bottom };
  }
  if (s.k !== 'frac') return s.box;
  const y = cy(s.bar);
  return { left: s.box.left, right: s.box.right, top: y - 0.6 * cap, bottom: y + 0.6 * cap };
}

interface Chainable {
  box: Box;
  core: Box;
}

/**
 * A narrow mark shorter than the digits: a comma, an apostrophe, a broken-off piece. A monospaced
 * face draws its comma wider (mononoki's, 0.37 cap) but still taller than wide.
 */
function commaLike(b: Box, cap: number): boolean {
  const [width, height] = [b.right - b.left + 1, b.bottom - b.top + 1];
  return height < 0.65 * cap && (width <= 0.3 * cap || (width <= 0.4 * cap && height >= 1.3 * width));
}

/** Union-find over "b is right of a, close, at the same height". */
/** Two boxes on one line: they overlap in height by half the shorter one (bars: centres close). */
function sameLine(a: Box, b: Box, cap: number): boolean {
  const ha = a.bottom - a.top + 1;
  const hb = b.bottom - b.top + 1;
  if (Math.min(ha, hb) < 0.25 * cap) return Math.abs(cy(a) - cy(b)) <= 0.35 * cap;
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return overlap >= 0.45 * Math.min(ha, hb) && Math.abs(cy(a) - cy(b)) <= 0.75 * cap;
}

/**
 * The tallest an exponent stands, in caps: a superscript figure is about 0.7 of its base's size,
 * more where the maths is set larger than the text the cap is measured on (TeX Gyre Termes: 0.86).
 */
const EXPONENT_HEIGHT = 0.9;

/** b is small and raised just after a, as an exponent after its base ("x²" with an x-height x). */
function raisedAfter(a: Box, b: Box, cap: number): boolean {
  const hb = b.bottom - b.top + 1;
  return (
    hb <= EXPONENT_HEIGHT * cap &&
    b.left - a.right <= 0.5 * cap &&
    b.bottom < cy(a) + 0.1 * cap &&
    b.bottom > a.top - 0.3 * cap
  );
}

/**
 * A colon's two dots: specks one right over the other (middles within 0.2 cap across), alike in
 * size, 0.15–0.6 cap of paper between them. Returns the pairs' indices and their box.
 */
export function colonPairs(boxes: Box[], cap: number): [number, number, Box][] {
  const out: [number, number, Box][] = [];
  const taken = new Set<number>();
  const specks = boxes
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => isSpeck(b, cap))
    .sort((p, q) => cx(p.b) - cx(q.b));
  const alike = (p: number, q: number) => Math.abs(p - q) <= Math.max(2, 0.5 * Math.max(p, q));
  for (const [k, { b: a, i }] of specks.entries()) {
    // Sorted by middle: the specks close enough across are the next few, and no later one is.
    for (let m = k + 1; m < specks.length; m++) {
      const { b, i: j } = specks[m]!;
      if (cx(b) - cx(a) > 0.2 * cap) break;
      const [upper, lower] = a.top < b.top ? [a, b] : [b, a];
      const gap = lower.top - upper.bottom - 1;
      if (gap < 0.15 * cap || gap > 0.6 * cap) continue;
      if (!alike(a.right - a.left, b.right - b.left) || !alike(a.bottom - a.top, b.bottom - b.top)) continue;
      if (taken.has(i) || taken.has(j)) continue;
      taken.add(i).add(j);
      out.push([i, j, union([a, b])]);
    }
  }
  return out;
}

function chainIntoLines<U extends Chainable>(units: U[], cap: number, apart: ApartTest = () => false): U[][] {
  const parent = units.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  // A colon's dots chain as one mark of its height: each dot alone, judged by its own middle, chained
  // after an x-height letter to different neighbours (`x : 4` in a monospaced face: the lower dot to
  // the x, the upper to the 4, never the dots to each other), both then stood off their lines' print
  // and went as strays, and the line broke in two (`x` over `4 = 20 : 16`). Each dot still links
  // as itself too (the lower one to a blank's dashes on the baseline: `Odeljenje: ----`). The pair
  // links as one only to print (a glyph or a piece of one), never to another speck or pair: on a
  // screen's or a copy's grain, specks stacked by chance are pairs too, and pairs linking specks
  // chained the grain into staircases that joined lines.
  const colons = new Map<number, Box>();
  for (const [i, j, pair] of colonPairs(
    units.map((u) => u.box),
    cap,
  )) {
    colons.set(i, pair).set(j, pair);
    parent[find(j)] = find(i);
  }
  const coreOf = (i: number) => colons.get(i) ?? units[i]!.core;
  const order = units.map((_, i) => i).sort((a, b) => units[a]!.box.left - units[b]!.box.left);
  for (const [k, i] of order.entries()) {
    const a = units[i]!;
    for (const j of order.slice(k + 1)) {
      const b = units[j]!;
      if (b.box.left - a.box.right > 2.0 * cap) break;
      if (cx(b.box) <= cx(a.box)) continue;
      // Two specks never link two lines: a copier's toner specks, strewn between the lines, chained
      // speck to speck into a staircase that joined the lines around them into one tall "line".
      if (isSpeck(a.box, cap) && isSpeck(b.box, cap)) continue;
      if (apart(a.box, b.box)) continue;
      const linked =
        sameLine(a.core, b.core, cap) ||
        (colons.has(i) !== colons.has(j) && sameLine(coreOf(i), coreOf(j), cap)) ||
        raisedAfter(a.box, b.box, cap);
      if (linked) parent[find(j)] = find(i);
    }
  }
  const groups = new Map<number, U[]>();
  units.forEach((u, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), u]);
  });
  return [...groups.values()];
}

/** "÷": a short bar with a dot centred above and below it. */
function findDivisionSigns(
  components: Component[],
  cap: number,
  used: Set<Component>,
  joinedDivision: JoinedDivisionTest,
): Special[] {
  const out: Special[] = [];
  // Gentium's small "÷" blurred into one cross, read "+" by both looks ("3/7 ÷ 6/9" answered as a
  // sum): as wide as tall, under 0.7 cap, and necked in the grey between its dots and its bar.
  for (const c of components) {
    const [cw, ch] = [w(c), h(c)];
    if (used.has(c) || cw > 0.7 * cap || ch > 0.7 * cap || cw < 0.3 * cap || ch < 0.3 * cap) continue;
    if (cw < 0.75 * ch || ch < 0.75 * cw || !joinedDivision(c)) continue;
    used.add(c);
    out.push({ k: 'sym', box: union([c]), text: ':', glyphs: [c] });
  }
  const dot = (c: Component) =>
    h(c) <= 0.32 * cap && w(c) <= 0.32 * cap && w(c) >= 0.5 * h(c) && h(c) >= 0.5 * w(c);
  for (const bar of components) {
    if (used.has(bar) || !isBar(bar, cap) || w(bar) > 1.0 * cap || w(bar) < 0.3 * cap) continue;
    const centred = (c: Component) => Math.abs(cx(c) - cx(bar)) < 0.15 * w(bar) + 2;
    const up = components.find(
      (c) => !used.has(c) && dot(c) && centred(c) && c.bottom < bar.top && bar.top - c.bottom < 0.45 * cap,
    );
    const down = components.find(
      (c) => !used.has(c) && dot(c) && centred(c) && c.top > bar.bottom && c.top - bar.bottom < 0.45 * cap,
    );
    if (!up || !down) continue;
    for (const c of [bar, up, down]) used.add(c);
    out.push({ k: 'sym', box: union([bar, up, down]), text: ':', glyphs: [bar, up, down] });
  }
  return out;
}

/** The median bottom of the three full-height glyphs nearest to x: the line's baseline there. */
export function baselineFinder(
  glyphs: Component[],
  cap: number,
): ((x: number, without?: Component) => number) | null {
  // Full-height and not narrow: bars, brackets, "1" and "l" reach below or above the others.
  const full = glyphs
    .filter((g) => h(g) >= 0.75 * cap && h(g) <= 1.25 * cap && w(g) >= 0.3 * h(g))
    .map((g) => ({ g, bottom: footOf(g, glyphs, cap) }));
  if (full.length === 0) return null;
  // `without`: a glyph whose own place is in question (a large exponent counts as full-height).
  return (x, without) => {
    const others = without && full.length > 1 ? full.filter((f) => f.g !== without) : full;
    const near = [...others].sort((a, b) => Math.abs(cx(a.g) - x) - Math.abs(cx(b.g) - x)).slice(0, 3);
    const bottoms = near.map((f) => f.bottom).sort((a, b) => a - b);
    return bottoms[Math.floor(bottoms.length / 2)]!;
  };
}

/** A times dot inks at least this share of its box (a disc three quarters, a thin "+" under half) ... */
const DOT_FILL = 0.5;
/** ... judged from this size in pixels up. */
const DOT_FILL_FROM = 6;

/**
 * Where a glyph as tall as the capitals stands: its own bottom, or, when it hangs below the line
 * (an old-style 3 4 5 7 9, a "p" or "y"), the foot of the x-height glyphs its top is level with.
 * Such a glyph's top is at the x-height, so a glyph of x-height beside it (0.4–0.75 cap, within 3
 * caps) has its top within 0.1 cap of it and is 0.15–0.5 cap shorter; the foot is then the hanging
 * glyph's top plus that glyph's height (heights, not bottoms, are compared: a tilted photo moves
 * the bottoms of glyphs apart by as much as a hairline's hang). It counts when a second glyph
 * stands on that foot too (an exponent of one digit has no such company).
 * Without this, "|x − 7| = 1" in EB Garamond had its baseline at the 7's foot: the bars were no
 * longer below it and the "x" after "|" stood raised as an exponent.
 */
export function footOf(g: Component, glyphs: Component[], cap: number): number {
  const xHigh = glyphs.filter(
    (o) =>
      o !== g &&
      h(o) >= 0.4 * cap &&
      h(o) <= 0.75 * cap &&
      w(o) >= 0.3 * h(o) &&
      Math.abs(cx(o) - cx(g)) <= 3 * cap &&
      Math.abs(o.top - g.top) <= 0.1 * cap &&
      h(g) - h(o) >= 0.15 * cap &&
      h(g) - h(o) <= 0.5 * cap,
  );
  const standing = xHigh.filter((o) =>
    glyphs.some(
      (p) => p !== g && p !== o && h(p) >= 0.3 * cap && Math.abs(p.bottom - o.bottom) <= 0.08 * cap,
    ),
  );
  return standing.length > 0 ? g.top + Math.max(...standing.map(h)) - 1 : g.bottom;
}

/**
 * The shortest a soft bar stands, in caps: a plain straight stroke shorter than this is a letter's
 * stem; taller, the reader settles it from what the recogniser read over it, in pairs only.
 */
const SOFT_BAR_HEIGHT = 0.85;

/**
 * Symbols the recogniser confuses, told by shape and place: a small round dot at mid-height with
 * nothing above or below it is a times sign "·" (read as a decimal point "."); a straight bar
 * reaching above the capitals and below the baseline is an absolute-value bar "|" (read as "/",
 * "1" or "}").
 */
function findSymbols(
  glyphs: Component[],
  cap: number,
  straight: StraightTest,
  stacked: Box[],
  plain: PlainTest = plainByBox,
): Special[] {
  // Between stacked fractions there may be no full-height glyph: their middle is the maths axis.
  const axis = stacked.map(cy).sort((a, b) => a - b)[Math.floor(stacked.length / 2)];
  const baselineNear = baselineFinder(glyphs, cap) ?? (axis === undefined ? null : () => axis + 0.35 * cap);
  if (!baselineNear) return [];
  // A bar has nothing above or below it in its own columns (the dot of a "j" or "i"); a glyph
  // beside it set tight (a closing bar after a digit: "|5 − 13|") does not count.
  const aloneInColumns = (g: Component) =>
    !glyphs.some(
      (o) =>
        o !== g &&
        Math.min(o.right, g.right) - Math.max(o.left, g.left) + 1 >= 0.5 * Math.min(w(o), w(g)) &&
        Math.max(o.top - g.bottom, g.top - o.bottom) < 0.8 * cap,
    );
  // Straight (perhaps slanted on a sheared photo) and unbroken: a bracket curves, a "j" has its dot.
  const oneStraightStroke = (g: Component) => !g.parts && w(g) - g.area / h(g) <= 0.22 * h(g) && straight(g);
  // A times dot stands between two operands; a full stop ends a sentence with nothing after it.
  // (One list for every glyph: a glyph is never on both sides of itself, so it need not be left
  // out. The tests below over all glyphs are made only when a glyph's shape asks for them — a
  // board's thousands of chalk specks made them quadratic: tune-0410 ~9 s in this function.)
  const operands: Box[] = [...glyphs.filter((o) => h(o) >= 0.4 * cap), ...stacked];
  const out: Special[] = [];
  for (const g of glyphs) {
    // Looked for only when a glyph's shape asks (a search among the full-height glyphs each time).
    let near: number | undefined;
    const baseline = () => (near ??= baselineNear(cx(g)));
    // Nothing above or below it (a colon's other dot, the bar of "÷"), even on a sheared photo.
    const alone = () =>
      !glyphs.some(
        (o) =>
          o !== g &&
          Math.abs(cx(o) - cx(g)) < 0.15 * cap + 0.5 * Math.max(w(o), w(g)) &&
          Math.max(o.top - g.bottom, g.top - o.bottom) < 0.8 * cap,
      );
    const barAlone = () => aloneInColumns(g);
    // Round: a short hyphen is as small, but wider than tall.
    // (A pixel and a half of slack: a tiny dot binarises to 2×4.)
    // And filled: a small "+" of thin strokes (Gentium's) is as big but inks under half its box,
    // a round dot three quarters (a tiny dot binarises to a cross of pixels, so only from 6 px).
    const dot =
      h(g) <= 0.42 * cap &&
      w(g) <= 0.42 * cap &&
      w(g) <= 1.2 * h(g) + 1 &&
      h(g) <= 1.35 * w(g) + 1.5 &&
      (Math.min(w(g), h(g)) < DOT_FILL_FROM || g.area >= DOT_FILL * w(g) * h(g));
    const mid = () => cy(g) <= baseline() - 0.25 * cap && cy(g) >= baseline() - 0.75 * cap;
    const between = () =>
      operands.some((o) => o.right < g.left && g.left - o.right < 1.5 * cap) &&
      operands.some((o) => o.left > g.right && o.left - g.right < 1.5 * cap);
    // A piece almost touching the glyph beside it is a part of that glyph broken off (the ear of
    // a thin "r"), not a sign between two operands.
    const touching = () =>
      glyphs.some(
        (o) =>
          o !== g &&
          gapAcross(g, o) < 0.1 * cap &&
          Math.min(o.bottom, g.bottom) - Math.max(o.top, g.top) > -0.1 * cap,
      );
    // A minus: a short bar at mid-height, alone in its column ("=" has a second bar), between
    // operands. Alone between two stacked fractions the recogniser has no context for it.
    const minus =
      isBar(g, cap) &&
      w(g) >= 0.3 * cap &&
      w(g) <= 1.2 * cap &&
      cy(g) <= baseline() - 0.15 * cap &&
      cy(g) >= baseline() - 0.65 * cap;
    if (minus && w(g) >= 1.5 * h(g) && alone() && between())
      out.push({ k: 'sym', box: g, text: '-', glyphs: [g] });
    else if (dot && mid() && alone() && between() && !touching())
      // A dot a third wider than tall may be a short thick hyphen (C059's at a small size): the
      // recogniser, which sees it in the line, decides (markSoftDots in layout-reader.ts).
      out.push({ k: 'sym', box: g, text: '·', glyphs: [g], ...(w(g) >= 1.3 * h(g) ? { soft: true } : {}) });
    else if (
      w(g) <= 0.25 * h(g) &&
      // Taller than the digits and reaching below the baseline, or about as tall and set lower
      // (a bar centred on the maths axis, as Adventor's): no digit or letter stands so.
      ((h(g) >= 1.04 * cap && g.bottom >= baseline() + 0.07 * cap && g.top <= baseline() - 0.85 * cap) ||
        (h(g) >= 0.95 * cap && g.bottom >= baseline() + 0.12 * cap && g.top <= baseline() - 0.75 * cap) ||
        // Drawn half as tall again as the digits (a hand-drawn face), standing on the baseline.
        (h(g) >= 1.5 * cap && g.bottom >= baseline() - 0.1 * cap && g.top <= baseline() - 1.3 * cap)) &&
      oneStraightStroke(g) &&
      barAlone()
    )
      out.push({ k: 'sym', box: g, text: '|', glyphs: [g] });
    else if (
      // A bar no taller than the digits (FreeSerif's "|"), or a little shorter (Tuffy's, 0.88 of
      // its figures, read "Ix - 31 = 9"): one stroke, no serif, flag or foot.
      h(g) >= SOFT_BAR_HEIGHT * cap &&
      g.top <= baseline() - 0.85 * cap &&
      g.bottom >= baseline() - 0.1 * cap &&
      !g.parts &&
      plain(g) &&
      straight(g) &&
      barAlone()
    )
      out.push({ k: 'sym', box: g, text: '|', glyphs: [g], soft: true });
  }
  // Absolute-value bars come in pairs. An odd count: the one glyph that stands as the found bars
  // do but missed a test above by a hair (a photo's tilt lifts the baseline under it; "1 − 8| +
  // |8 − 18|") — as tall as they are within a tenth, taller than the digits, one straight narrow
  // stroke alone in its columns — is a soft bar, which the recogniser's reading settles
  // (markSoftBars in layout-reader.ts: only a bar-like reading outside a word, only in pairs).
  const hard = out.filter((s) => s.k === 'sym' && s.text === '|' && !s.soft);
  if (hard.length % 2 === 1) {
    const heights = hard.map((s) => s.box.bottom - s.box.top + 1);
    const [low, high] = [Math.min(...heights), Math.max(...heights)];
    const taken = new Set(out.flatMap((s) => (s.k === 'sym' ? s.glyphs : [])));
    const alike = glyphs.filter(
      (g) =>
        !taken.has(g) &&
        h(g) >= 1.04 * cap &&
        h(g) >= 0.9 * low &&
        h(g) <= 1.1 * high &&
        w(g) <= 0.25 * h(g) &&
        oneStraightStroke(g) &&
        aloneInColumns(g),
    );
    if (alike.length === 1) {
      out.push({ k: 'sym', box: alike[0]!, text: '|', glyphs: [alike[0]!], soft: true });
      return out;
    }
  }
  // A lone bar is a letter ("j" with its dot joined).
  return hard.length === 1 ? out.filter((s) => s !== hard[0]) : out;
}

/**
 * Exponents: glyphs 0.3–0.9 cap tall (`EXPONENT_HEIGHT`) whose bottom is at least 0.3 cap above the local baseline,
 * right after another glyph, with nothing under them in the line (the upper circle of "%", the
 * dot of "i" and accents have ink below).
 */
function findExponents(glyphs: Component[], cap: number): Special[] {
  const firstFinder = baselineFinder(glyphs, cap);
  if (!firstFinder) return [];
  // An exponent up to 0.9 cap tall counts as a full-height glyph for the baseline, so two near
  // each other ("8² − 3²") would make the baseline their own: a glyph is judged on the baseline
  // of the others, and then again on that of the glyphs not raised in the first pass.
  // (The baseline is looked for only under glyphs of an exponent's height: a board's specks made
  // a search for each of thousands of them.)
  const raisedOn = (baselineNear: (x: number, without?: Component) => number) =>
    glyphs.filter((g) => exponentSized(g) && isRaised(g, baselineNear(cx(g), g)));
  function exponentSized(g: Component): boolean {
    return h(g) >= 0.3 * cap && h(g) <= EXPONENT_HEIGHT * cap && !isBar(g, cap);
  }
  const first = new Set(raisedOn(firstFinder));
  const rest = glyphs.filter((g) => !first.has(g));
  const raised = first.size > 0 ? raisedOn(baselineFinder(rest, cap) ?? firstFinder) : [];
  /** `g` (exponent-sized: raisedOn asks no other) raised off `baseline` as an exponent is. */
  function isRaised(g: Component, baseline: number): boolean {
    // Raised off the baseline and reaching above the capitals (a "+" or "−" is raised too, but
    // stays below the cap line).
    if (g.bottom > baseline - 0.3 * cap || g.top > baseline - 0.95 * cap) return false;
    // Ink under it in its column: the rest of a "%", the letter under an accent or a dot, the dot
    // of a "?" on the baseline. A speck off the baseline is a copier's toner or dust ("x²" with a
    // speck under the 2 lost its power).
    const under = glyphs.some(
      (o) =>
        o !== g &&
        (!isSpeck(o, cap) || Math.abs(o.bottom - baseline) <= 0.2 * cap) &&
        o.bottom > g.bottom + 0.15 * cap &&
        Math.min(o.right, g.right) - Math.max(o.left, g.left) > 0.3 * Math.min(w(o), w(g)),
    );
    if (under) return false;
    const bases = glyphs.filter(
      (o) => o !== g && o.right <= g.left + 0.2 * cap && g.left - o.right < 0.6 * cap && o.bottom > g.bottom,
    );
    return bases.length > 0 && !besideHangingGlyph(g, bases, cap);
  }
  // Neighbouring raised glyphs form one exponent ("10" in "2^10").
  const sorted = raised.sort((a, b) => a.left - b.left);
  const groups: Component[][] = [];
  for (const g of sorted) {
    const last = groups.at(-1);
    const prev = last?.at(-1);
    if (last && prev && g.left - prev.right < 0.35 * cap && Math.abs(cy(g) - cy(prev)) < 0.3 * cap)
      last.push(g);
    else groups.push([g]);
  }
  return groups.map((g) => ({ k: 'sup', box: union(g), glyphs: g }));
}

/**
 * Is `g` a glyph standing on the line beside one that hangs below it, not an exponent: its nearest
 * base (of `bases`) is a wide glyph as tall as the capitals that `g` does not reach above, and `g`
 * sits less than 0.4 cap above that base's foot. Old-style figures hang 3 4 5 7 9 below the
 * baseline with their tops near the x-height, so the "0" of "40" or the "x" of "4x" looks raised
 * off a baseline that the hanging figures pulled down. An exponent reaches above its base's top
 * (a figure set smaller and raised) or stands higher off its foot (a superscript figure topped at
 * the cap line sits about half a cap up); a bracket (narrow) is no such base.
 */
function besideHangingGlyph(g: Component, bases: Component[], cap: number): boolean {
  const base = bases.reduce((a, b) => (b.right > a.right ? b : a));
  const tall = h(base) >= 0.75 * cap && w(base) >= 0.45 * h(base);
  return tall && g.top >= base.top - 0.08 * cap && base.bottom - g.bottom < 0.4 * cap;
}

/**
 * Reading order: rows top to bottom, left to right within a row. A tilted photo moves a long
 * line's box, so lines are compared at one reference point: each line's glyph centres are carried
 * along the page's slope (the median slope of the long lines) to x = 0.
 */
function readingOrder(lines: LayoutLine[], cap: number): LayoutLine[] {
  const fits = lines.map((line) => ({ line, ...fitCentres(line) }));
  const slopes = fits
    .filter((f) => f.long)
    .map((f) => f.b)
    .sort((p, q) => p - q);
  const slope = slopes[Math.floor(slopes.length / 2)] ?? 0;
  const ref = (f: (typeof fits)[number]) => f.my - slope * f.mx;
  const sorted = [...fits].sort((p, q) => ref(p) - ref(q));
  const rows: (typeof fits)[] = [];
  for (const f of sorted) {
    const row = rows.at(-1);
    if (row && ref(f) - ref(row.at(-1)!) < 0.5 * cap) row.push(f);
    else rows.push([f]);
  }
  return rows.flatMap((row, i) =>
    row.map((f) => ({ ...f.line, row: i })).sort((a, b) => a.box.left - b.box.left),
  );
}

/** The centre of a line's glyphs and, for a long line, the slope of a least-squares fit through them. */
function fitCentres(line: LayoutLine): { mx: number; my: number; b: number; long: boolean } {
  const boxes: Box[] = [...line.glyphs, ...line.specials.map((s) => s.box)];
  const xs = boxes.map(cx);
  const ys = boxes.map(cy);
  const mx = xs.reduce((s, v) => s + v, 0) / xs.length;
  const my = ys.reduce((s, v) => s + v, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
  });
  const long = boxes.length >= 6 && line.box.right - line.box.left > 6 * (line.box.bottom - line.box.top);
  return { mx, my, b: sxx > 0 ? sxy / sxx : 0, long };
}
