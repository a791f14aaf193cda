/** What pen-writing.ts reads as a ballpoint's colour: blue (or violet), not any colour. */
import { describe, expect, it } from 'vitest';
import { bluenessOf, type ColourImage } from './gray-image.js';

const pixels = (...rgb: [number, number, number][]): ColourImage => ({
  width: rgb.length,
  height: 1,
  data: Uint8Array.from(rgb.flat()),
});

describe('bluenessOf', () => {
  it("is high for a ballpoint's blue and violet, low for black print, paper, a pencil's grey", () => {
    const [blue, violet, black, paper, pencil] = bluenessOf(
      pixels([27, 63, 168], [106, 27, 154], [25, 25, 25], [245, 243, 238], [92, 92, 92]),
    ).data;
    expect(blue).toBeGreaterThan(100);
    expect(violet).toBeGreaterThan(100);
    expect(black).toBe(0);
    expect(paper).toBeLessThan(8);
    expect(pencil).toBe(0);
  });

  it('is low for a term a textbook prints in red or green for emphasis (review: read as a pen, it was cut off the task)', () => {
    const [red, green] = bluenessOf(pixels([179, 38, 30], [46, 125, 50])).data;
    expect(red).toBe(0);
    expect(green).toBeLessThan(8);
  });
});
