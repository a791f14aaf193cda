/**
 * What the recogniser read, checked against the ink under it (docs/solver.md, "Ink checks"). The
 * recogniser knows text, not geometry: it drops a space between two numbers ("4 4/5" read as
 * "44/5", a label "3. 4 · 2" as "3.4 · 2"), which the gaps between the glyphs still show.
 */
import { gapAcross, ownLabels, type Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { lightestAround, type GrayImage } from './gray-image.js';
import { UNREAD_MARK } from '../engine-types.js';
import { baselineFinder } from './math-layout.js';
import { barBesideMinus, centre, isRadicalTick, runsByRow } from './glyph-rows.js';

const cx = (g: Component) => (g.left + g.right) / 2;
const cy = (g: Component) => (g.top + g.bottom) / 2;

/** The glyph a character was read over: the one under its x, or the nearest within `reach`. */
export function glyphUnder(x: number, glyphs: Component[], reach: number): Component | null {
  let best: Component | null = null;
  let bestDistance = Infinity;
  for (const g of glyphs) {
    const distance = x < g.left ? g.left - x : x > g.right ? x - g.right : 0;
    const tie = distance === bestDistance && best && Math.abs(cx(g) - x) < Math.abs(cx(best) - x);
    if (distance < bestDistance || tie) {
      best = g;
      bestDistance = distance;
    }
  }
  return bestDistance <= reach ? best : null;
}

/** The glyph a character was read over: under its x, or within 0.3 cap (a CTC column may stand beside it). */
export const glyphReadUnder = (c: RecognizedChar, glyphs: Component[], cap: number) =>
  glyphUnder(c.x, glyphs, 0.3 * cap);

/** The glyph each character was read over (glyphReadUnder); null for a space. */
export const glyphsUnder = (chars: RecognizedChar[], glyphs: Component[], cap: number) =>
  chars.map((c) => (c.char.trim() === '' ? null : glyphReadUnder(c, glyphs, cap)));

/** Characters with those a rule found over glyphs the recogniser left unread, in reading order. */
export const withAdded = (chars: RecognizedChar[], added: RecognizedChar[]): RecognizedChar[] =>
  added.length === 0 ? chars : [...chars, ...added].sort((a, b) => a.x - b.x);

const WORD_CHAR = /^[\p{L}\d]$/u;
const DIGIT = /^\d$/;
/** Fewer neighbouring pairs than this give no pitch. */
const MIN_PITCH_SAMPLES = { digits: 3, letters: 5 };

export interface Pitch {
  /** Distance between the centres of neighbouring characters, px. */
  distance: number;
  /** Measured between digits (figures are all one width in print) or, lacking those, letters. */
  from: 'digits' | 'letters';
}

/**
 * The page's character pitch: the median distance between the centres of neighbouring glyphs read
 * as digits with no space between them (figures share one width in nearly every face), or, with
 * too few of those, as letters or digits. null when the page has too few such pairs.
 */
export function characterPitch(
  lines: { chars: RecognizedChar[]; glyphs: Component[] }[],
  cap: number,
): Pitch | null {
  const digits: number[] = [];
  const any: number[] = [];
  for (const { chars, glyphs } of lines)
    for (let i = 0; i + 1 < chars.length; i++) {
      const [a, b] = [chars[i]!, chars[i + 1]!];
      if (!WORD_CHAR.test(a.char) || !WORD_CHAR.test(b.char)) continue;
      const [ga, gb] = [glyphReadUnder(a, glyphs, cap), glyphReadUnder(b, glyphs, cap)];
      if (!ga || !gb || ga === gb || ga.right >= gb.left) continue;
      any.push(cx(gb) - cx(ga));
      if (DIGIT.test(a.char) && DIGIT.test(b.char)) digits.push(cx(gb) - cx(ga));
    }
  const median = (list: number[]) => [...list].sort((p, q) => p - q)[Math.floor(list.length / 2)]!;
  if (digits.length >= MIN_PITCH_SAMPLES.digits) return { distance: median(digits), from: 'digits' };
  if (any.length >= MIN_PITCH_SAMPLES.letters) return { distance: median(any), from: 'letters' };
  return null;
}

/** Digits one pitch apart belong to one number; this far apart a space stood between them. */
const DIGITS_APART = { digits: 1.4, letters: 1.25 };
/** A decimal point or comma sits close to its next digit; a full stop (a label "3.") does not. */
const POINT_APART = 0.65;

/**
 * Puts back spaces the recogniser dropped between a digit (or a point or comma) and the digit
 * after it, where the ink shows a gap wider than a character: "44/5" over "4 4/5" becomes
 * "4 4/5", "3.4" over a label "3." and a "4" becomes "3. 4". Not where the gap is filled by the
 * unread pieces of a broken figure (`brokenDigitBetween`).
 */
export function restoreLostSpaces(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  pitch: Pitch | null,
  ink?: InkLabels,
): RecognizedChar[] {
  if (pitch === null || chars.length < 2) return chars;
  const under = glyphsUnder(chars, glyphs, cap);
  const boxes = charBoxes(under);
  const read = new Set(under);
  const out: RecognizedChar[] = [chars[0]!];
  for (let i = 1; i < chars.length; i++) {
    const [a, b] = [chars[i - 1]!, chars[i]!];
    const bb = boxes[i];
    let ba = boxes[i - 1];
    // A point or comma placed over the figure before it: its own ink is the small low glyph
    // between that figure and the next one ("27,6": the gap after the comma, not after the 7).
    const next = /^[.,]$/.test(a.char) && ba && bb ? glyphReadUnder(b, glyphs, cap) : null;
    const mark = next
      ? glyphs.find(
          (g) =>
            g.left > ba!.right && g.right < next.left && g.bottom - g.top < 0.6 * cap && g.top > cy(next),
        )
      : undefined;
    if (mark) ba = { left: mark.left, right: mark.right };
    if (DIGIT.test(b.char) && /^[\d.,]$/.test(a.char) && ba && bb && ba.right < bb.left) {
      // Letters are narrower than figures: by a letter pitch, the gap must also be a word space's.
      const apart = DIGIT.test(a.char)
        ? (bb.left + bb.right) / 2 - (ba.left + ba.right) / 2 > DIGITS_APART[pitch.from] * pitch.distance &&
          (pitch.from === 'digits' || bb.left - ba.right > DIGITS_TOGETHER.gap * cap) &&
          !brokenDigitBetween(ba, bb, glyphs, read, cap, ink)
        : bb.left - ba.right > POINT_APART * pitch.distance;
      if (apart) out.push({ char: ' ', x: (ba.right + bb.left) / 2, p: 1 });
    }
    out.push(b);
  }
  return out;
}

/**
 * Digits this close belong to one number, whatever was read between them: centre to centre in
 * figure pitches or, with no figure pitch (letters are narrower than figures), the gap in cap
 * heights (a word space is wider).
 */
const DIGITS_TOGETHER = { pitches: 1.2, gap: 0.25 };

/**
 * Drops a space the recogniser read between two digits (or a decimal comma and a digit) that
 * stand as close as the digits of one number: wide letter spacing (a monospaced face, a light
 * one) reads "3,6 9" over "3,69" or "44 0" over "440". The ink decides, as for lost spaces: the gap has to be wider than a digit's
 * pitch for a space to stand there.
 */
export function dropFalseSpaces(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  pitch: Pitch | null,
  ink?: InkLabels,
): RecognizedChar[] {
  if (chars.length < 3) return chars;
  const under = glyphsUnder(chars, glyphs, cap);
  const boxes = charBoxes(under);
  const read = new Set(under);
  return chars.filter((c, i) => {
    if (c.char !== ' ' || i === 0 || i + 1 >= chars.length) return true;
    const [a, b] = [chars[i - 1]!, chars[i + 1]!];
    const [ba, bb] = [boxes[i - 1], boxes[i + 1]];
    if (
      DIGIT.test(a.char) &&
      DIGIT.test(b.char) &&
      ba &&
      bb &&
      brokenDigitBetween(ba, bb, glyphs, read, cap, ink)
    )
      return false;
    // A decimal comma between figures ("5, 17" over "5,17"): the figure after it stands as close
    // as a figure of the number; after a list's comma ("(48, 56)") a word space stands.
    if (a.char === ',' && DIGIT.test(chars[i - 2]?.char ?? '') && DIGIT.test(b.char))
      return !ba || !bb || ba.right >= bb.left || bb.left - ba.right > DIGITS_TOGETHER.gap * cap;
    if (!DIGIT.test(a.char) || !DIGIT.test(b.char) || !ba || !bb || ba.right >= bb.left) return true;
    if (pitch?.from === 'digits')
      return (bb.left + bb.right) / 2 - (ba.left + ba.right) / 2 > DIGITS_TOGETHER.pitches * pitch.distance;
    return bb.left - ba.right > DIGITS_TOGETHER.gap * cap;
  });
}

/** Paper this narrow between two figures' ink is a letter gap, not a word space. */
const FIGURE_GAP = 0.2;
/**
 * A broken figure's piece is narrower than this (caps); its pieces reach within this share of the
 * figures' height from their top (a colon's upper dot stands at the x-height, lower).
 */
const PIECE_WIDTH = 0.45;
const PIECE_REACH = 0.15;

/**
 * Is the gap between two figures' glyphs (`ba`, `bb`) filled by pieces of a figure the
 * binarisation broke off (a hairline face: a "0" in two halves, the ball ends of a "3" apart) and
 * the recogniser read nothing over: unread glyphs between the two, each under 0.45 cap wide,
 * together reaching from the figures' top 15 % into their bottom quarter, as a figure's pieces
 * do, and not beyond the figures' height (a decimal point or comma left unread, even a hand-drawn
 * comma's long tail, starts near the baseline; a "·" or minus is a small mark at mid-height; an
 * unread "=", "×", ":" or "+" keeps to the middle or is wider; a "/" reaches below the baseline),
 * with no paper wider than a letter gap left between the pieces and the figures? (Review finding:
 * the first bounds, 0.6 cap wide and the top and bottom 40 %, took Noto Serif's "5 + 3", "2 = 3"
 * and "1/2" with the operator unread for a broken figure and read "53", "23" and "12".)
 */
function brokenDigitBetween(
  ba: { left: number; right: number },
  bb: { left: number; right: number },
  glyphs: Component[],
  read: Set<Component | null>,
  cap: number,
  ink?: InkLabels,
): boolean {
  const [ga, gb] = [glyphUnder(ba.right, glyphs, 0), glyphUnder(bb.left, glyphs, 0)];
  if (!ga || !gb) return false;
  const [top, bottom] = [Math.min(ga.top, gb.top), Math.max(ga.bottom, gb.bottom)];
  const pieces = glyphs
    .filter((g) => !read.has(g) && g.left > ba.right && g.right < bb.left && g.right - g.left < 0.6 * cap)
    .filter((g) => g.bottom >= top && g.top <= bottom)
    .sort((p, q) => p.left - q.left);
  if (pieces.length === 0) return false;
  if (pieces.some((g) => g.right - g.left + 1 >= PIECE_WIDTH * cap)) return false;
  const span = bottom - top;
  const [highest, lowest] = [Math.min(...pieces.map((g) => g.top)), Math.max(...pieces.map((g) => g.bottom))];
  if (highest > top + PIECE_REACH * span || lowest < bottom - 0.25 * span) return false;
  const beyond = Math.max(1, 0.06 * cap);
  if (highest < top - beyond || lowest > bottom + beyond) return false;
  if (ink && pieces.some((g) => isSlash(g, ink, span))) return false;
  let edge = ba.right;
  let widest = 0;
  for (const g of pieces) {
    widest = Math.max(widest, g.left - edge - 1);
    edge = Math.max(edge, g.right);
  }
  widest = Math.max(widest, bb.left - edge - 1);
  return widest < FIGURE_GAP * cap;
}

/**
 * Does a glyph of most of the figures' height (`span`) run up to the right as one straight stroke,
 * a "/" (a fraction slash set within the figures' height, as Times sets it): the ink of its top
 * fifth a third of its width or more right of its bottom fifth's, its middle rows' between them?
 * The half of a broken "0" is an arc: its middle bulges out past both ends.
 */
function isSlash(g: Component, ink: InkLabels, span: number): boolean {
  const h = g.bottom - g.top + 1;
  if (h < 0.6 * span || h < 8) return false;
  const rows = runsByRow(g, ink);
  const meanCentre = (from: number, to: number) => {
    const mids = rows
      .slice(Math.floor(from * h), Math.ceil(to * h))
      .flatMap((runs) => (runs.length ? [centre(runs)] : []));
    return mids.length ? mids.reduce((a, b) => a + b, 0) / mids.length : null;
  };
  const [top, middle, foot] = [meanCentre(0, 0.2), meanCentre(0.4, 0.6), meanCentre(0.8, 1)];
  if (top === null || middle === null || foot === null) return false;
  const w = g.right - g.left + 1;
  return top - foot >= w / 3 && middle >= foot - 1 && middle <= top + 1;
}

/**
 * The ink span of each character, from the glyph each was read over (`glyphsUnder`): its glyph's,
 * or, where touching characters make one glyph ("00" run together), an equal share of it in
 * reading order.
 */
function charBoxes(under: (Component | null)[]): ({ left: number; right: number } | null)[] {
  return under.map((g, i) => {
    if (!g) return null;
    const sharing = under.flatMap((o, k) => (o === g ? [k] : []));
    const share = (g.right - g.left + 1) / sharing.length;
    const k = sharing.indexOf(i);
    return { left: g.left + k * share, right: g.left + (k + 1) * share - 1 };
  });
}

/** The pixels of a page's components (components.ts): which component each pixel belongs to. */
export interface InkLabels {
  width: number;
  labels: Int32Array;
}

/**
 * Does a glyph end in a flat stroke across most of its width at the bottom? "≤" and "≥" do (their
 * under-bar, joined or a part of its own), "<" and ">" end in a point.
 */
export function hasFootBar(g: Component, ink: InkLabels): boolean {
  const own = ownLabels(g);
  const height = g.bottom - g.top + 1;
  const width = g.right - g.left + 1;
  for (let y = g.bottom; y >= g.bottom - Math.max(1, Math.round(0.2 * height)); y--) {
    let n = 0;
    for (let x = g.left; x <= g.right; x++) if (own.has(ink.labels[y * ink.width + x]!)) n++;
    if (n >= 0.7 * width) return true;
  }
  return false;
}

const OR_EQUAL: Record<string, string> = { '<': '≤', '>': '≥' };

/**
 * "<" or ">" read over a glyph with an under-bar is "≤" or "≥" (the recogniser often drops the
 * bar, which turns the answer's relation).
 */
export function restoreOrEqual(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  return chars.map((c) => {
    const strict = OR_EQUAL[c.char];
    if (!strict) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    return g && hasFootBar(g, ink) ? { ...c, char: strict } : c;
  });
}

/**
 * Digits the recogniser read in the line whose ink is raised — all of it above the digits'
 * middle, reaching the capitals' top — right after a character standing on the baseline are an
 * exponent it did not mark: "6 2" over 6² is "6^2". This holds where the layout could not lift the
 * exponent as a glyph of its own (a thin "2" broken into pieces, math-layout.ts).
 */
export function markRaisedDigits(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear || chars.length < 2) return chars;
  const pieces = glyphs.flatMap((g) => g.parts ?? [g]);
  const inkOf = (k: number) => {
    const c = chars[k]!;
    const left = k > 0 ? (chars[k - 1]!.x + c.x) / 2 : c.x - 0.4 * cap;
    const right = k + 1 < chars.length ? (c.x + chars[k + 1]!.x) / 2 : c.x + 0.4 * cap;
    return pieces.filter((p) => cx(p) >= left && cx(p) < right);
  };
  const raised = (k: number) => {
    const ink = inkOf(k);
    const baseline = baselineNear(chars[k]!.x);
    return (
      ink.length > 0 &&
      ink.every((p) => p.bottom <= baseline - 0.3 * cap) &&
      Math.min(...ink.map((p) => p.top)) <= baseline - 0.9 * cap
    );
  };
  const onBaseline = (k: number) => {
    const ink = inkOf(k);
    return ink.length > 0 && Math.max(...ink.map((p) => p.bottom)) >= baselineNear(chars[k]!.x) - 0.15 * cap;
  };
  const out: RecognizedChar[] = [];
  for (let k = 0; k < chars.length; k++) {
    const c = chars[k]!;
    const prev = out.at(-1);
    const base = k > 0 && /^[\p{L}\d)]$/u.test(chars[k - 1]!.char) && onBaseline(k - 1);
    if (DIGIT.test(c.char) && prev && (base || prev.char.startsWith('^')) && raised(k)) {
      if (prev.char.startsWith('^') && chars[k - 1] !== undefined && DIGIT.test(chars[k - 1]!.char))
        prev.char = `^(${prev.char.replace(/^\^\(?|\)$/g, '')}${c.char})`;
      else out.push({ ...c, char: `^${c.char}` });
      continue;
    }
    out.push(c);
  }
  // A group of one digit needs no brackets.
  return out.map((c) => (/^\^\(\d\)$/.test(c.char) ? { ...c, char: `^${c.char[2]}` } : c));
}

/** Glyphs over one another in a line: one column of ink. */
interface Column {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Characters of the maths (digits, signs, brackets), beside which no glyph goes unread. */
const MATHS_CHAR = /^[\d+\-−–·:×÷=<>≤≥()[\]√|/.,^*]/;

/**
 * Ink of a line the recogniser read nothing over, next to the maths (a "√" it dropped: "5 · √64"
 * read "5 · 64"): UNREAD_MARK goes in its place, so the engine declines that task instead of
 * answering what is left. The characters are aligned with the line's columns of ink in order (a
 * column is the glyphs over one another: both bars of "=", the dot and stem of "j"); a character
 * may cover several touching columns' worth ("00" run together) and a column may go without one
 * only at a price, so only a column far from every character is left unread. Columns under the
 * layout's own pieces (exponents, fractions, roots, symbols told by shape), ink lower than half the
 * capitals, pieces almost touching a column read, and ink inside a word are left alone.
 */
export function markUnreadInk(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: readonly { box: { left: number; right: number } }[],
  cap: number,
): RecognizedChar[] {
  const read = chars.filter((c) => c.char.trim() !== '');
  if (read.length === 0) return chars;
  const underSpecial = (g: Component) => specials.some((s) => cx(g) >= s.box.left && cx(g) <= s.box.right);
  const columns: Column[] = [];
  for (const g of [...glyphs].filter((g) => !underSpecial(g)).sort((a, b) => a.left - b.left)) {
    const last = columns.at(-1);
    const overlap = last ? Math.min(last.right, g.right) - Math.max(last.left, g.left) : -1;
    if (last && overlap >= 0.3 * Math.min(last.right - last.left + 1, g.right - g.left + 1)) {
      last.left = Math.min(last.left, g.left);
      last.right = Math.max(last.right, g.right);
      last.top = Math.min(last.top, g.top);
      last.bottom = Math.max(last.bottom, g.bottom);
    } else columns.push({ left: g.left, right: g.right, top: g.top, bottom: g.bottom });
  }
  const n = read.length;
  const m = columns.length;
  if (m === 0) return chars;
  const unreadCost = 0.6 * cap;
  const strayCost = 0.6 * cap;
  const dist = (i: number, j: number) => {
    const x = read[i]!.x;
    const c = columns[j]!;
    return x < c.left ? c.left - x : x > c.right ? x - c.right : 0;
  };
  // f[i][j]: least cost with read[0..i] placed and the last placed character over column j
  // (j = m: none placed yet); columns passed over without a character cost unreadCost each.
  const f = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  const from = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(-1));
  const stray = Array.from({ length: n + 1 }, () => new Array<boolean>(m + 1).fill(false));
  f[0]![m] = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= m; j++) {
      const here = f[i]![j]!;
      if (here === Infinity) continue;
      // The character stands over nothing (a space's neighbour, ink under a special).
      if (here + strayCost < f[i + 1]![j]!) {
        f[i + 1]![j] = here + strayCost;
        from[i + 1]![j] = j;
        stray[i + 1]![j] = true;
      }
      const first = j === m ? 0 : j;
      for (let k = first; k < m; k++) {
        const skipped = k - (j === m ? 0 : j + 1);
        const cost = here + dist(i, k) + Math.max(0, skipped) * unreadCost;
        if (cost < f[i + 1]![k]!) {
          f[i + 1]![k] = cost;
          from[i + 1]![k] = j;
          stray[i + 1]![k] = false;
        }
      }
    }
  let best = m;
  for (let j = 0; j <= m; j++) {
    const total = (j2: number) => f[n]![j2]! + (j2 === m ? m : m - 1 - j2) * unreadCost;
    if (total(j) < total(best)) best = j;
  }
  const covered = new Set<number>();
  for (let i = n, j = best; i > 0; i--) {
    const prev = from[i]![j]!;
    if (j !== m && !stray[i]![j]) covered.add(j);
    j = prev;
  }
  // A glyph broken in two side by side (a thick serif "9" whose loop split down its middle) is read
  // as one character standing over the seam between its halves: the two, close and no wider
  // together than a glyph, are that character's. A lost glyph beside a read one ("13" read "3") has
  // the character over the middle of the one read.
  const readAcross = (c: Column, o: Column | undefined) => {
    if (!o || gapAcross(c, o) >= 0.3 * cap) return false;
    const [left, right] = [Math.min(c.left, o.left), Math.max(c.right, o.right)];
    const third = (right - left + 1) / 3;
    return right - left + 1 <= cap && read.some((ch) => ch.x >= left + third && ch.x <= right - third);
  };
  const marks: RecognizedChar[] = [];
  for (const [j, c] of columns.entries()) {
    if (covered.has(j)) continue;
    // Specks, dashes and rulings are not maths the reading lost; neither is a piece of a glyph
    // broken by binarisation, which almost touches a column read ("1 3" of a thin "13").
    if (c.bottom - c.top + 1 < 0.5 * cap) continue;
    const near = (k: number) => {
      const o = columns[k];
      return !!o && covered.has(k) && gapAcross(c, o) < 0.15 * cap;
    };
    if (near(j - 1) || near(j + 1)) continue;
    if (readAcross(c, columns[j - 1]) || readAcross(c, columns[j + 1])) continue;
    const left = read.filter((ch) => ch.x < c.left).at(-1);
    const right = read.find((ch) => ch.x > c.right);
    const maths = (ch: RecognizedChar | undefined) => !!ch && MATHS_CHAR.test(ch.char);
    const letter = (ch: RecognizedChar | undefined) => !!ch && /^\p{L}/u.test(ch.char);
    if (!left || !right || letter(left) || letter(right)) continue;
    if (!maths(left) || !maths(right)) continue;
    marks.push({ char: UNREAD_MARK, x: (c.left + c.right) / 2, p: 0 });
  }
  if (marks.length === 0) return chars;
  return [...chars, ...marks].sort((a, b) => a.x - b.x);
}

/**
 * Characters read over blank paper — where the layout lifted a piece out of the line's image (a
 * radical, a fraction, a times dot), the recogniser sometimes reads a character into the gap
 * ("3 · 個 √121"): a character farther than `reach` cap heights from every glyph of the line goes.
 */
export function dropCharsOverBlank(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  reach = 0.8,
): RecognizedChar[] {
  if (glyphs.length === 0) return chars;
  return chars.filter((c) => c.char.trim() === '' || glyphUnder(c.x, glyphs, reach * cap) !== null);
}

/**
 * A point or comma read between an operator and a figure ("−6x −.15" over "−6x − 15") over a
 * speck raised off the baseline is neither a decimal mark (which sits on the baseline, after a
 * figure: "0,15") nor a times dot (which stands between two operands): a speck of the photo, which
 * goes. Only a speck no larger than a fifth of the capitals both ways, its bottom a quarter cap or
 * more above the baseline.
 */
export function dropStraySpecks(chars: RecognizedChar[], glyphs: Component[], cap: number): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  const read = chars.filter((c) => c.char.trim() !== '');
  const under = glyphsUnder(read, glyphs, cap);
  const stray = new Set(
    read.filter((c, i) => {
      const g = under[i];
      if (!/^[.,]$/.test(c.char) || !g || !/^[-−–+=(<>≤≥:]$/.test(read[i - 1]?.char ?? '')) return false;
      if (!DIGIT.test(read[i + 1]?.char ?? '')) return false;
      if (g.right - g.left + 1 > 0.2 * cap || g.bottom - g.top + 1 > 0.2 * cap) return false;
      // The baseline there: no lower than the foot of any letter or figure read near it (old-style
      // figures hang below it — GFS Bodoni's ".5" — and would set it low, lifting a decimal point).
      const feet = read.flatMap((o, k) => {
        const og = under[k];
        if (!og || og === g || !/^[\p{L}\d×]$/u.test(o.char) || og.bottom - og.top + 1 < 0.4 * cap) return [];
        return Math.abs(cx(og) - cx(g)) <= 3 * cap ? [og.bottom] : [];
      });
      return g.bottom < Math.min(baselineNear(cx(g)), ...feet) - 0.25 * cap;
    }),
  );
  return stray.size === 0 ? chars : chars.filter((c) => !stray.has(c));
}

/** What the recogniser makes of an inline radical sign "√" (a tall tick with no bar over the radicand). */
const RADICAL_READINGS = new Set(['V', 'v', '/', '√', 'ν']);

/**
 * An inline radical read as a letter or a slash: "V121", "v81", "3× /81". A "V" or "v" right
 * before a number, not inside a word, and a "/" right before a number after an operator (not
 * "x/3"), standing over a glyph at least as tall as the capitals, are the radical sign "√".
 */
export function restoreRadicals(chars: RecognizedChar[], glyphs: Component[], cap: number): RecognizedChar[] {
  return chars.map((c, i) => {
    if (!RADICAL_READINGS.has(c.char) || c.char === '√') return c;
    const next = chars[i + 1];
    if (!next || !DIGIT.test(next.char)) return c;
    const before = chars
      .slice(0, i)
      .reverse()
      .find((o) => o.char.trim() !== '');
    if (c.char === '/') {
      if (before && !/^[+\-−–·×*:=(<>≤≥]$/.test(before.char)) return c;
    } else if (before && /\p{L}/u.test(before.char)) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g || g.bottom - g.top + 1 < 0.9 * cap) return c;
    return { ...c, char: '√' };
  });
}

/**
 * A bracket read as a bar ("NZD |25, 35|", "(x - 9|"): the glyph under a "|" that bows — its
 * middle rows stand off the line through its ends — is a bracket, "(" when the middle is left of
 * the ends, ")" when right. A straight bar stays "|".
 */
export function restoreBrackets(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  return chars.map((c) => {
    if (c.char !== '|') return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g || g.parts || g.bottom - g.top + 1 < 0.9 * cap || g.right - g.left + 1 > 0.6 * cap) return c;
    const bow = bowOf(g, ink);
    if (bow === null || !bowed(bow, g.bottom - g.top + 1)) return c;
    return { ...c, char: bow < 0 ? '(' : ')' };
  });
}

/** A bow this far off the chord (px, of a glyph `height` px tall) is a bracket's curve, not noise. */
export const bowed = (bow: number, height: number) => Math.abs(bow) >= 0.04 * height + 0.5;

/** How far the middle third of a glyph's rows stands right (+) or left (−) of the chord through its ends, px. */
export function bowOf(g: Component, ink: InkLabels): number | null {
  const centre = (y: number) => {
    let sum = 0;
    let n = 0;
    for (let x = g.left; x <= g.right; x++)
      if (ink.labels[y * ink.width + x] === g.label) {
        sum += x;
        n++;
      }
    return n > 0 ? sum / n : null;
  };
  const height = g.bottom - g.top + 1;
  const ends = [g.top, g.top + 1, g.bottom - 1, g.bottom].map(centre);
  const mids: number[] = [];
  for (let y = g.top + Math.round(height / 3); y <= g.bottom - Math.round(height / 3); y++) {
    const m = centre(y);
    if (m !== null) mids.push(m);
  }
  if (ends.some((e) => e === null) || mids.length === 0) return null;
  const [t0, t1, b0, b1] = ends as number[];
  const chord = (t0! + t1! + b0! + b1!) / 4;
  return mids.reduce((a, b) => a + b, 0) / mids.length - chord;
}

/**
 * Share of the glyph's contrast (paper to its darkest ink) by which a pixel the binarisation left
 * as paper must be darker than the paper to count as a faint stroke (`restoreItalicX`).
 */
const FAINT_STROKE = 0.3;

/**
 * An italic unknown "x" (TeX, a slanted face) read as "r": standing alone — no letter beside it —
 * over an x-height glyph with ink in its lower right corner, where an "r" has none (its arm is at
 * the top, its stem on the left), it is "x". With the page's grey, a faint stroke there counts too:
 * the hairline of a light italic x that the binarisation lost (tune: TeX's x read "r" on a pale
 * page, its ink an "r" without the tail).
 */
export function restoreItalicX(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
  gray?: GrayImage,
): RecognizedChar[] {
  const letter = (c: RecognizedChar | undefined) => !!c && /\p{L}/u.test(c.char);
  return chars.map((c, i) => {
    if (c.char !== 'r' || letter(chars[i - 1]) || letter(chars[i + 1])) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g) return c;
    const [w, h] = [g.right - g.left + 1, g.bottom - g.top + 1];
    if (h < 0.45 * cap || h > 0.9 * cap) return c;
    const own = ownLabels(g);
    const faint = gray && gray.width === ink.width ? faintBelow(g, own, ink, gray) : -1;
    let corner = 0;
    for (let y = g.top + Math.ceil(0.65 * h); y <= g.bottom; y++)
      for (let x = g.left + Math.ceil(0.7 * w); x <= g.right; x++) {
        const p = y * ink.width + x;
        const label = ink.labels[p]!;
        if (own.has(label) || (faint >= 0 && label === 0 && gray!.data[p]! <= faint)) corner++;
      }
    return corner >= 0.06 * g.area ? { ...c, char: 'x' } : c;
  });
}

/**
 * The grey at or below which a paper pixel in the glyph's box is a faint stroke: `FAINT_STROKE` of
 * the way from the paper (the lightest grey around the box) to the glyph's darkest ink.
 */
function faintBelow(g: Component, own: Set<number>, ink: InkLabels, gray: GrayImage): number {
  const paper = lightestAround(gray, g);
  let dark = 255;
  for (let y = g.top; y <= g.bottom; y++)
    for (let x = g.left; x <= g.right; x++)
      if (own.has(ink.labels[y * ink.width + x]!)) dark = Math.min(dark, gray.data[y * gray.width + x]!);
  return paper - FAINT_STROKE * (paper - dark);
}

/**
 * A times dot read as a full stop ("3.| − 6|", which reads as a label "3."): a "." over a small
 * glyph at mid-height — a quarter of the capitals or more above the baseline — between a number
 * or a bracket and the next operand is "·". A decimal point or a full stop sits on the baseline.
 */
export function restoreTimesDots(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  return chars.map((c, i) => {
    if (c.char !== '.') return c;
    const before = chars[i - 1];
    const after = chars.slice(i + 1).find((o) => o.char.trim() !== '');
    if (!before || !/^[\d)|]$/.test(before.char) || !after || !/^[\d(|√\p{L}]/u.test(after.char)) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g || g.bottom - g.top + 1 > 0.35 * cap || g.right - g.left + 1 > 0.35 * cap) return c;
    return (g.top + g.bottom) / 2 <= baselineNear(c.x) - 0.25 * cap ? { ...c, char: '·' } : c;
  });
}

/**
 * A colon read as a semicolon ("Izračunaj; 5 · √81", which the engine takes for a system's
 * separator): a ";" over two small marks one above the other whose lower one is a round dot
 * standing on the baseline — a semicolon's comma is taller than wide and hangs below it — is ":".
 */
export function restoreColons(chars: RecognizedChar[], glyphs: Component[], cap: number): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  const small = (g: Component) => g.bottom - g.top + 1 <= 0.35 * cap && g.right - g.left + 1 <= 0.35 * cap;
  return chars.map((c) => {
    if (c.char !== ';') return c;
    // The lowest small mark near the character, and the one above it in its column (a dot of a
    // letter beside it, "j", stands apart).
    const near = glyphs.filter((g) => small(g) && Math.abs(cx(g) - c.x) <= 0.35 * cap);
    const lower = near.sort((a, b) => b.bottom - a.bottom)[0];
    if (!lower) return c;
    const above = near.filter((g) => g.bottom < lower.top && Math.abs(cx(g) - cx(lower)) <= 0.2 * cap);
    if (above.length !== 1) return c;
    const [w, h] = [lower.right - lower.left + 1, lower.bottom - lower.top + 1];
    const round = h <= 1.35 * w + 1.5 && w <= 1.35 * h + 1.5;
    const onBaseline = lower.bottom <= baselineNear(c.x) + 0.08 * cap;
    return round && onBaseline ? { ...c, char: ':' } : c;
  });
}

/**
 * A short minus read as nothing ("6² − 4²" read "6^2 4^2": a hyphen of a slab face, shorter and
 * thicker than the layout's minus): a flat mark — wider than tall, a fifth of a capital long or
 * more — at mid-height, alone in its column ("=" has a second bar), with nothing read over it and
 * an operand read close on each side, is "-".
 */
export function restoreLostMinus(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: readonly { box: { left: number; right: number } }[],
  cap: number,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  const read = chars.filter((c) => c.char.trim() !== '');
  const added: RecognizedChar[] = [];
  for (const g of glyphs) {
    const [w, h] = [g.right - g.left + 1, g.bottom - g.top + 1];
    if (h > 0.25 * cap || w < 1.4 * h || w < 0.2 * cap || w > 1.2 * cap) continue;
    const baseline = baselineNear(cx(g));
    if (cy(g) > baseline - 0.15 * cap || cy(g) < baseline - 0.65 * cap) continue;
    if (specials.some((s) => cx(g) >= s.box.left && cx(g) <= s.box.right)) continue;
    const alone = !glyphs.some(
      (o) =>
        o !== g &&
        Math.min(o.right, g.right) - Math.max(o.left, g.left) >= 0 &&
        Math.max(o.top - g.bottom, g.top - o.bottom) < 0.8 * cap,
    );
    if (!alone) continue;
    if (read.some((c) => c.x >= g.left - 0.15 * cap && c.x <= g.right + 0.15 * cap)) continue;
    const left = read.filter((c) => c.x < g.left).at(-1);
    const right = read.find((c) => c.x > g.right);
    if (!left || !right || g.left - left.x > 1.5 * cap || right.x - g.right > 1.5 * cap) continue;
    if (!/^[\d)|\]²³xy]$/.test(left.char) || !/^[\d(|[√xy]$/.test(right.char)) continue;
    added.push({ char: '-', x: cx(g), p: 0.5 });
  }
  return withAdded(chars, added);
}

/** The capital a digit of the same shape stands for, read between two capitals. */
const CAPITAL_OF_DIGIT: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' };

/**
 * A digit read between two capital letters of one word is the capital it resembles: a hand-drawn
 * "Z" is read "2" ("NZD(24, 28)" read "N2D(24, 28)", "NZS" read "N2S"), a round "O" is read "0".
 * No number stands inside a word of capitals. An "I" is no capital here: it is what the recogniser
 * makes of an absolute-value bar ("|5|" read "I5I" must stay a number between bars).
 */
export function restoreCapitalsInWords(chars: RecognizedChar[]): RecognizedChar[] {
  const capital = (c: RecognizedChar | undefined) => !!c && c.char !== 'I' && /^\p{Lu}$/u.test(c.char);
  return chars.map((c, i) => {
    const letter = CAPITAL_OF_DIGIT[c.char];
    return letter && capital(chars[i - 1]) && capital(chars[i + 1]) ? { ...c, char: letter } : c;
  });
}

/**
 * A radical sign whose long thin stroke the binarisation lost keeps only its short tick, which
 * the recogniser reads as "<" or as nothing ("4 · √16" read "4 · 16", "√25 + 3^3" read "<25 + 3^3"):
 * a tick (`isRadicalTick`) 0.45–0.8 of the capitals tall standing on the baseline, before a
 * number on the baseline with room for the lost stroke between them, and with no operand before
 * it (a relation "<" needs one), is "√".
 */
export function restoreRadicalTicks(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: readonly { box: { left: number; right: number }; text?: string }[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  const tick = (g: Component | null): g is Component => {
    if (!g) return false;
    const h = g.bottom - g.top + 1;
    if (h < 0.45 * cap || h > 0.8 * cap) return false;
    return Math.abs(g.bottom - baselineNear(cx(g))) <= 0.15 * cap && isRadicalTick(g, ink);
  };
  const read = chars.filter((c) => c.char.trim() !== '');
  // A number right after the glyph, and no operand before it. The number stands on the baseline
  // (an exponent's digit left unlifted after an x's lone stroke stands higher), and a quarter of a
  // cap or more of paper lies between them, where the radical's lost long stroke stood (an x or
  // v whose hairline was lost stands right against what follows).
  const fits = (g: Component) => {
    const next = read.find((c) => c.x > g.right);
    if (!next || !DIGIT.test(next.char) || next.x - g.right > 1.2 * cap) return false;
    const digit = glyphReadUnder(next, glyphs, cap);
    if (!digit || Math.abs(digit.bottom - baselineNear(cx(digit))) > 0.15 * cap) return false;
    if (digit.left - g.right < 0.25 * cap) return false;
    // What stands before it: a character read or a symbol told by its shape ("4 · √16").
    const before = [
      ...read.filter((c) => c.x < g.left).map((c) => ({ x: c.x, text: c.char })),
      ...specials.filter((s) => s.box.right < g.left).map((s) => ({ x: s.box.right, text: s.text ?? 'x' })),
    ]
      .sort((a, b) => a.x - b.x)
      .at(-1);
    return !before || !/^[\p{L}\d)|\]^²³%]/u.test(before.text);
  };
  const under = glyphsUnder(chars, glyphs, cap);
  const out = chars.map((c, i) => {
    const g = under[i]!;
    if (c.char !== '<' || !tick(g) || !fits(g)) return c;
    return { ...c, char: '√', p: Math.max(c.p, 0.7) };
  });
  const taken = new Set(under);
  const added: RecognizedChar[] = [];
  for (const g of glyphs)
    if (!taken.has(g) && tick(g) && fits(g)) added.push({ char: '√', x: cx(g), p: 0.7 });
  return withAdded(out, added);
}

/**
 * "-" read over a bar and a minus run together (`barBesideMinus`) is "|-" or "-|"; read as
 * nothing, the two are put back (at a lower certainty, as the shape alone tells them).
 */
export function splitBarsFromMinus(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
): RecognizedChar[] {
  const pair = (g: Component, side: 'left' | 'right', p: number, minus: RecognizedChar) => {
    const bar = { char: '|', x: side === 'left' ? g.left : g.right, p };
    return side === 'left' ? [bar, minus] : [minus, bar];
  };
  const under = glyphsUnder(chars, glyphs, cap);
  const out = chars.flatMap((c, i) => {
    const g = under[i];
    if (!/^[-−–]$/.test(c.char) || !g) return [c];
    const side = barBesideMinus(g, cap, ink);
    return side ? pair(g, side, c.p, { ...c, x: cx(g) }) : [c];
  });
  const read = new Set(under);
  const added = glyphs.flatMap((g) => {
    const side = read.has(g) ? null : barBesideMinus(g, cap, ink);
    return side ? pair(g, side, 0.6, { char: '-', x: cx(g), p: 0.6 }) : [];
  });
  return withAdded(out, added);
}

/**
 * An absolute-value bar read as "l" or "I" right after a figure ("|x − 6| = 5" read "x - 6l=5",
 * "|−9| + |3 − 10|" read "| - 9l +|3 - 10l"), over a glyph as tall as the capitals: a bar. The
 * engine would take a lone "l" among numbers for a 1 ("61", a wrong answer); no school task
 * glues a letter l to a number, and on tune readings every such "l" was a bar. With its pair lost
 * the task is then declined (the bars do not pair), not answered.
 */
export function restoreBarsReadAsL(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  return chars.map((c, i) => {
    const [before, after] = [chars[i - 1], chars[i + 1]];
    if (!/^[lI]$/.test(c.char) || !before || !DIGIT.test(before.char)) return c;
    if (after && /^\p{L}/u.test(after.char)) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    return g && g.bottom - g.top + 1 >= 0.85 * cap ? { ...c, char: '|' } : c;
  });
}
