/**
 * Editing a binary page in place: the symbol rewriters (symbol-rewrite.ts, comma-rewrite.ts,
 * slash-rewrite.ts) and the exponent lifting (superscripts.ts) erase glyphs, make or close room
 * in a text line, and draw strokes tesseract reads.
 */
import type { Component } from './components.js';
import type { InkImage } from './gray-image.js';
import type { TextBand } from './text-height.js';

/** Erases one component (its own pixels only, not others inside its box). */
export function erase(ink: InkImage, labels: Int32Array, c: Component): void {
  for (let y = c.top; y <= c.bottom; y++) {
    for (let x = c.left; x <= c.right; x++) {
      const i = y * ink.width + x;
      if (labels[i] === c.label) ink.data[i] = 0;
    }
  }
}

/** Moves the band's ink right of column `from` by `by` pixels (ink pushed past the edge is lost). */
export function shiftRight(ink: InkImage, band: TextBand, from: number, by: number): void {
  if (by <= 0) return;
  for (let y = band.top; y <= band.bottom; y++) {
    const row = y * ink.width;
    for (let x = ink.width - 1; x >= from; x--) {
      const src = x - by;
      ink.data[row + x] = src >= from ? ink.data[row + src]! : 0;
    }
  }
}

export function drawLine(
  ink: InkImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  thickness: number,
): void {
  const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2) + 1;
  const r = thickness / 2;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const cx = x0 + (x1 - x0) * t;
    const cy = y0 + (y1 - y0) * t;
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        if (x < 0 || y < 0 || x >= ink.width || y >= ink.height) continue;
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) ink.data[y * ink.width + x] = 1;
      }
    }
  }
}

/** Moves the band's ink from column `from + by` onwards left by `by` pixels. */
export function shiftLeft(ink: InkImage, band: TextBand, from: number, by: number): void {
  for (let y = band.top; y <= band.bottom; y++) {
    const row = y * ink.width;
    for (let x = from; x < ink.width; x++)
      ink.data[row + x] = x + by < ink.width ? ink.data[row + x + by]! : 0;
  }
}
