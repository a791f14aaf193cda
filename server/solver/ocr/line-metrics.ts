/** Where a text line's digits sit: the cap line and baseline measured from its full-size glyphs. */
import { componentHeight, type Component } from './components.js';
import type { TextBand } from './text-height.js';

export interface LineMetrics {
  band: TextBand;
  /** Top of digits and capitals. */
  capTop: number;
  baseline: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function componentsInBand(band: TextBand, components: Component[]): Component[] {
  return components.filter((c) => {
    const mid = (c.top + c.bottom) / 2;
    return mid >= band.top && mid <= band.bottom;
  });
}

export function lineMetrics(band: TextBand, inBand: Component[]): LineMetrics | null {
  const tallest = Math.max(0, ...inBand.map(componentHeight));
  const tall = inBand.filter((c) => componentHeight(c) >= tallest * 0.6);
  if (tall.length < 2 || tallest < 8) return null;
  const capTop = median(tall.map((c) => c.top));
  const baseline = median(tall.map((c) => c.bottom));
  return baseline - capTop >= 6 ? { band, capTop, baseline } : null;
}
