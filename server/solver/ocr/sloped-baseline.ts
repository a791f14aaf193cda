/**
 * The baseline of a line photographed at a slant, as a straight line through the feet of its
 * full-height glyphs. `baselineFinder` takes the median foot of the three full-height glyphs
 * nearest a point; at a line's start, where only x-height letters stand ("a. x : 4 = 30 : 12"),
 * those glyphs are far along the line, and on a tilted photo their feet are several pixels off
 * the foot of the glyph in question.
 */
import type { Component } from './components.js';
import { footOf } from './math-layout.js';

/** Full-height glyphs whose feet span at least this many caps across are needed for a slope. */
const MIN_SPAN_CAPS = 2;

export function slopedBaseline(glyphs: Component[], cap: number): ((x: number) => number) | null {
  const feet = glyphs
    .filter((g) => {
      const [gh, gw] = [g.bottom - g.top + 1, g.right - g.left + 1];
      return gh >= 0.75 * cap && gh <= 1.25 * cap && gw >= 0.3 * gh;
    })
    .map((g) => ({ x: (g.left + g.right) / 2, y: footOf(g, glyphs, cap) }));
  if (feet.length < 3) return null;
  const xs = feet.map((f) => f.x);
  if (Math.max(...xs) - Math.min(...xs) < MIN_SPAN_CAPS * cap) return null;
  // Least squares; a foot off the line by more than a fifth of a cap (a bar, a bracket reaching
  // below) is left out of a second fit.
  const fit = (pts: { x: number; y: number }[]) => {
    const mx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const my = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    const sxx = pts.reduce((s, p) => s + (p.x - mx) ** 2, 0);
    const slope = sxx === 0 ? 0 : pts.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
    return (x: number) => my + slope * (x - mx);
  };
  const first = fit(feet);
  const kept = feet.filter((f) => Math.abs(f.y - first(f.x)) <= 0.2 * cap);
  return kept.length >= 3 ? fit(kept) : first;
}
