/** The retry's local threshold (sauvola.ts): its window sized to the page's text. */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image.js';
import { sauvolaBinarize, sauvolaForPage } from './sauvola.js';

/** Paper (240) with one dark (30) stroke 40 px wide and 120 px tall: a large bold glyph's stem. */
function boldStem(): GrayImage {
  const [width, height] = [400, 300];
  const data = new Uint8Array(width * height).fill(240);
  for (let y = 90; y < 210; y++) for (let x = 180; x < 220; x++) data[y * width + x] = 30;
  return { width, height, data };
}

describe('sauvolaForPage', () => {
  it('keeps a thick stroke solid where a window narrower than it hollows it', () => {
    const page = boldStem();
    const centre = 150 * page.width + 200;
    // A 25 px window inside the stem sees no contrast and puts its split below the stem's grey.
    expect(sauvolaBinarize(page, { radius: 12 }).data[centre]).toBe(0);
    // The window sized to the 120 px line reaches the paper on both sides of the stem.
    const ink = sauvolaForPage(page);
    expect(ink.data[centre]).toBe(1);
    expect(ink.data[150 * page.width + 100]).toBe(0);
  });
});
