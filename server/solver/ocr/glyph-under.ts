/**
 * Which glyph of a line a recognised character was read over, and the page's labelled ink: the
 * ground the ink checks (ink-checks.ts) and the glyph-shape tests (glyph-shapes.ts) all stand on.
 */
import type { Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';

export const cx = (g: Component) => (g.left + g.right) / 2;
export const cy = (g: Component) => (g.top + g.bottom) / 2;
export const DIGIT = /^\d$/;

/** The pixels of a page's components (components.ts): which component each pixel belongs to. */
export interface InkLabels {
  width: number;
  labels: Int32Array;
}

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
