/** The crops the recogniser reads: the grey look keeps a hairline the binary ink lost. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import type { GrayImage } from './gray-image.js';
import { render } from './layout-reader.js';

/**
 * A 40 × 30 page: a thick stroke "\" (label 1, the binary ink of a serif x) whose hairline "/"
 * shows only in the grey levels (180 on paper of 240), a grey smudge of the same level apart from
 * it, and a second glyph (label 2) whose grey must not be lent to the first.
 */
function page() {
  const width = 40;
  const height = 30;
  const labels = new Int32Array(width * height);
  const grey = new Uint8Array(width * height).fill(240);
  const stroke: Component = { label: 1, area: 0, left: 5, top: 5, right: 18, bottom: 18 };
  for (let y = 5; y <= 18; y++)
    for (let x = y - 1; x <= y + 1; x++) {
      labels[y * width + x] = 1;
      grey[y * width + x] = 40;
      stroke.area++;
    }
  // The hairline from the bottom left to the top right corner, crossing the stroke.
  for (let y = 5; y <= 18; y++) grey[y * width + (23 - y)] = 180;
  // A smudge in the stroke's box, not touching it.
  grey[12 * width + 5] = 180;
  grey[12 * width + 6] = 180;
  // Another glyph right of it, its anti-aliased edge reaching into the stroke's box.
  for (let y = 5; y <= 18; y++) {
    labels[y * width + 20] = 2;
    grey[y * width + 20] = 40;
    grey[y * width + 19] = 180;
  }
  return { width, labels, gray: { width, height, data: grey } as GrayImage, stroke };
}

describe('the grey crop', () => {
  it('keeps a faint stroke joined to the glyph within its box, not a smudge apart or another glyph', () => {
    const { width, labels, gray, stroke } = page();
    const pad = 2;
    const crop = render(width, labels, [stroke], stroke, pad, gray);
    const at = (x: number, y: number) =>
      crop.data[(y - stroke.top + pad) * crop.width + (x - stroke.left + pad)];
    // The hairline's far ends, well away from the thick stroke: kept.
    expect(at(18, 5)).toBe(180);
    expect(at(6, 17)).toBe(180);
    // The smudge joined to nothing, and the other glyph's edge: paper.
    expect(at(5, 12)).toBe(255);
    expect(at(6, 12)).toBe(255);
    expect(at(19, 12)).toBe(255);
    // The stroke itself.
    expect(at(10, 10)).toBe(40);
    // The binary crop has the stroke only.
    const binary = render(width, labels, [stroke], stroke, pad);
    const bin = (x: number, y: number) =>
      binary.data[(y - stroke.top + pad) * binary.width + (x - stroke.left + pad)];
    expect(bin(18, 5)).toBe(255);
    expect(bin(10, 10)).toBe(0);
  });
});
