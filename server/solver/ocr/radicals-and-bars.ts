/**
 * Radical signs, absolute-value bars and brackets the recogniser misread, told from the glyph's
 * shape: a "√" read "V", "v", "/" or "<" (or lost but for its tick), a bracket read as a bar, a
 * bar and a minus run together, a bar read "l" after a figure. A wrong one turns the task read.
 */
import type { Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { baselineFinder } from './math-layout.js';
import { barBesideMinus, isRadicalTick } from './glyph-rows.js';
import { cx, DIGIT, glyphReadUnder, glyphsUnder, withAdded, type InkLabels } from './glyph-under.js';

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
