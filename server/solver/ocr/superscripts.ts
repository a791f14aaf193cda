/**
 * Exponents ("x²", "5³") are small raised digits that tesseract reads as "x*", "x?", "52" … .
 * They are lifted off the page here and read separately; the reader then writes them back into
 * the line as "^2" at the right place (text-reader.ts).
 */
import {
  componentHeight,
  componentWidth,
  keepComponents,
  labelComponents,
  type Component,
} from './components.js';
import type { InkImage } from './gray-image.js';
import { shiftLeft } from './ink-draw.js';
import { componentsInBand, lineMetrics } from './line-metrics.js';
import { textBands, type TextBand } from './text-height.js';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Exponent extends Box {
  /** Column where the exponent sits once the gaps are closed: just after its base. */
  anchorX: number;
}

export function liftExponents(ink: InkImage): { ink: InkImage; exponents: Exponent[] } {
  const labelled = labelComponents(ink);
  const lifted = new Set<number>();
  const exponents: Box[] = [];
  const bands: TextBand[] = [];
  for (const band of textBands(ink)) {
    const inBand = componentsInBand(band, labelled.components);
    const line = lineMetrics(band, inBand);
    if (!line) continue;
    const cap = line.baseline - line.capTop;
    const isRaisedDigit = (c: Component) => {
      const h = componentHeight(c);
      // Some fonts print exponents nearly full size: then they must sit clearly higher.
      const raisedEnough = c.bottom <= line.baseline - cap * (h <= cap * 0.8 ? 0.3 : 0.45);
      return (
        h >= cap * 0.45 &&
        h <= cap * 0.92 &&
        // Quote marks and apostrophes are as high but much thinner.
        componentWidth(c) >= cap * 0.2 &&
        componentWidth(c) <= cap * 0.8 &&
        raisedEnough &&
        c.top <= line.capTop + cap * 0.1 &&
        c.area >= 0.15 * componentWidth(c) * h
      );
    };
    const sorted = inBand.filter(isRaisedDigit).sort((a, b) => a.left - b.left);
    for (const c of sorted) {
      // Something full-size just to its left (the base) and nothing under it.
      const base = inBand.some(
        (o) =>
          o !== c && componentHeight(o) >= cap * 0.6 && o.right < c.left && c.left - o.right <= cap * 0.5,
      );
      // Nothing else in its column: rules out the rings of "%", the dots of ":" and "i". A minus
      // that starts under the exponent's last pixels ("x²−9") does not count.
      const isBarBelow = (o: Component) =>
        o.top > c.bottom && componentHeight(o) <= cap * 0.25 && componentWidth(o) >= 2 * componentHeight(o);
      const sharesColumn = inBand.some(
        (o) => o !== c && o.left <= c.right && c.left <= o.right && !isBarBelow(o),
      );
      if (!base || sharesColumn) continue;
      const last = exponents.at(-1);
      // Digits of one exponent ("10") sit close together.
      if (
        last &&
        lifted.size > 0 &&
        c.left - last.right <= cap * 0.25 &&
        Math.abs(c.top - last.top) < cap * 0.3
      ) {
        last.right = Math.max(last.right, c.right);
        last.top = Math.min(last.top, c.top);
        last.bottom = Math.max(last.bottom, c.bottom);
      } else {
        exponents.push({ left: c.left, top: c.top, right: c.right, bottom: c.bottom });
        bands.push(band);
      }
      lifted.add(c.label);
    }
  }
  if (exponents.length === 0) return { ink, exponents: [] };
  const out = keepComponents(ink, labelled, (c) => !lifted.has(c.label));
  // Close the gap each exponent leaves: tesseract invents characters in it ("x  = 0" → "x =90").
  const order = exponents.map((e, i) => ({ e, band: bands[i]! })).sort((a, b) => b.e.left - a.e.left);
  for (const { e, band } of order) shiftLeft(out, band, e.left, e.right - e.left + 1);
  const widthBefore = (e: Box, band: TextBand) =>
    exponents.reduce(
      (sum, o, i) => (bands[i] === band && o.left < e.left ? sum + (o.right - o.left + 1) : sum),
      0,
    );
  return {
    ink: out,
    exponents: exponents.map((e, i) => ({ ...e, anchorX: e.left - widthBefore(e, bands[i]!) })),
  };
}
