/**
 * Print lighter than the page's dark ink (binarize.ts, `addLighterPrint`): Otsu's split falls
 * between dark maths and everything else, under the cap, and a light instruction or a starved
 * stroke beside the maths broke into specks (tune 0116: "1. Izračunaj:" in light grey beside a
 * bold "2³ + 5²").
 */
import { describe, expect, it } from 'vitest';
import { binarize, otsuThreshold } from './binarize.js';
import { labelComponents } from './components.js';
import type { GrayImage } from './gray-image.js';

const [WIDTH, HEIGHT] = [420, 200];

/** Paper at 250 with ±2 levels of deterministic grain. */
function paper(): GrayImage {
  const data = new Uint8Array(WIDTH * HEIGHT);
  let seed = 11;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    data[i] = 248 + (seed % 5);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** Fills a box of the page with one grey. */
function fill(
  image: GrayImage,
  left: number,
  top: number,
  right: number,
  bottom: number,
  grey: number,
): void {
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) image.data[y * image.width + x] = grey;
}

/** A ring-shaped glyph ("0", 14 × 24, strokes 3 px) at `left`, `top` in one grey. */
function ring(image: GrayImage, left: number, top: number, grey: number): void {
  fill(image, left, top, left + 13, top + 2, grey);
  fill(image, left, top + 21, left + 13, top + 23, grey);
  fill(image, left, top, left + 2, top + 23, grey);
  fill(image, left + 11, top, left + 13, top + 23, grey);
}

/**
 * A row of dark glyphs (grey 30) from x = 200, and in the same row to their left a light glyph
 * (grey 200) and one the split catches only specks of: two short dark pieces in lighter grey
 * (205). Below, far from any print, a light glyph of a second layer (text through the paper).
 */
function page(): GrayImage {
  const image = paper();
  for (const left of [200, 222, 244, 266, 288, 310]) ring(image, left, 60, 30);
  ring(image, 150, 60, 200);
  ring(image, 175, 60, 205);
  fill(image, 175, 60, 177, 64, 30);
  fill(image, 186, 72, 188, 76, 30);
  ring(image, 60, 150, 200);
  return image;
}

const inkAt = (ink: { width: number; data: Uint8Array }, x: number, y: number) => ink.data[y * ink.width + x];

describe('lighter print beside dark print', () => {
  it('splits under the cap, where hysteresis never starts', () => {
    expect(otsuThreshold(page())).toBeLessThan(200);
  });

  it("adds a light glyph in the dark print's row whole, and one the split caught specks of", () => {
    const ink = binarize(page(), { hysteresis: true });
    const { labels, components } = labelComponents(ink);
    const light = components.find((c) => c.label === labels[60 * WIDTH + 150]);
    expect(light && light.right - light.left + 1).toBe(14);
    expect(light && light.bottom - light.top + 1).toBe(24);
    const starved = components.find((c) => c.label === labels[65 * WIDTH + 176]);
    expect(starved && starved.area).toBe(light?.area);
    // Without it (the capped split alone) the light glyph is paper and the other two specks.
    const capped = binarize(page());
    expect(inkAt(capped, 150, 60)).toBe(0);
    expect(labelComponents(capped).labels[62 * WIDTH + 176]).not.toBe(
      labelComponents(capped).labels[74 * WIDTH + 187],
    );
  });

  it('leaves a light glyph away from the print paper, and dark glyphs as they were', () => {
    const ink = binarize(page(), { hysteresis: true });
    expect(inkAt(ink, 60, 150)).toBe(0);
    const capped = binarize(page());
    for (let y = 40; y < 100; y++)
      for (let x = 195; x < 330; x++) expect(inkAt(ink, x, y)).toBe(inkAt(capped, x, y));
  });
});
