/**
 * Spaces between figures, checked against the gaps in the ink (docs/solver.md, "Ink checks"): the
 * recogniser drops a space between two numbers ("4 4/5" read "44/5", a label "3. 4" read "3.4") or
 * reads one into a number of a wide-spaced face ("3,6 9" over "3,69"); the page's character pitch
 * and the gaps between the glyphs tell which, a broken figure's unread pieces being no gap.
 */
import { componentHeight, componentWidth, type Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { centre, runsByRow } from './glyph-rows.js';
import { cx, cy, DIGIT, glyphReadUnder, glyphsUnder, glyphUnder, type InkLabels } from './glyph-under.js';
import { median } from './order-statistics.js';

const WORD_CHAR = /^[\p{L}\d]$/u;
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
  const under = ownGlyphs(chars, glyphsUnder(chars, glyphs, cap), glyphs, cap);
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
      // The gap must also be a word space's: letters are narrower than figures, and so is a "1"
      // among proportional figures (League Spartan's "16", "17", "18" set the pitch below that of
      // "27", which then stood a pitch and a half apart and was split into "2 7").
      const apart = DIGIT.test(a.char)
        ? (bb.left + bb.right) / 2 - (ba.left + ba.right) / 2 > DIGITS_APART[pitch.from] * pitch.distance &&
          bb.left - ba.right > DIGITS_TOGETHER.gap * cap &&
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
  const under = ownGlyphs(chars, glyphsUnder(chars, glyphs, cap), glyphs, cap);
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
    // A letter gap is no word space, whatever the pitch: proportional figures (League Spartan,
    // old-style Garamond) set "27" more than a pitch apart, the pitch pulled down by narrow 1s.
    if (bb.left - ba.right <= DIGITS_TOGETHER.gap * cap) return false;
    if (pitch?.from === 'digits')
      return (bb.left + bb.right) / 2 - (ba.left + ba.right) / 2 > DIGITS_TOGETHER.pitches * pitch.distance;
    return true;
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

/** A glyph this narrow (caps) holds one character, not two figures run together. */
const ONE_CHARACTER = 0.8;

/**
 * The glyph each character was read over, where two characters in a row were put over one glyph
 * only because the recogniser's columns drifted beside the glyphs. When a glyph no wider than a
 * character is under two characters in a row, and the glyph next to it on one side is read by
 * nobody and stands within reach (0.3 cap) of the character on that side, that character, a figure
 * or a decimal point, was read over it: the second character over the glyph to the right ("580."
 * read "58 0." over four glyphs, the 8's column on the 5's right edge: the 8 and the 0 seemed a
 * figure's width apart and a space went in; Cardo's "(11" read "(1 1", the first 1's column on
 * the bracket), else the first over the glyph to the left ("400?" read "40 0?", the last 0's
 * column on the question mark). A figure must be a glyph of half a cap or more, a point one under
 * 0.4 cap both ways. Where the glyph is wide enough for two figures run together, nothing moves.
 */
function ownGlyphs(
  chars: RecognizedChar[],
  under: (Component | null)[],
  glyphs: Component[],
  cap: number,
): (Component | null)[] {
  const out = [...under];
  const claimed = new Set(out);
  const fits = (c: RecognizedChar, o: Component) => {
    const [w, h] = [componentWidth(o), componentHeight(o)];
    if (DIGIT.test(c.char)) return h >= 0.5 * cap;
    return /^[.,]$/.test(c.char) && w < 0.4 * cap && h < 0.4 * cap;
  };
  let previous = -1;
  for (let i = 0; i < chars.length; i++) {
    const g = out[i];
    if (!g) continue;
    const before = previous;
    previous = i;
    if (before < 0 || out[before] !== g || componentWidth(g) > ONE_CHARACTER * cap) continue;
    const [first, second] = [chars[before]!, chars[i]!];
    const right = glyphs
      .filter((o) => o.left > g.right)
      .reduce<Component | null>((best, o) => (best === null || o.left < best.left ? o : best), null);
    if (right && !claimed.has(right) && right.left - second.x <= 0.3 * cap && fits(second, right)) {
      out[i] = right;
      claimed.add(right);
      continue;
    }
    const left = glyphs
      .filter((o) => o.right < g.left)
      .reduce<Component | null>((best, o) => (best === null || o.right > best.right ? o : best), null);
    if (left && !claimed.has(left) && first.x - left.right <= 0.3 * cap && fits(first, left)) {
      out[before] = left;
      claimed.add(left);
    }
  }
  return out;
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
