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

describe('bluenessOf, round 23 (helper speed23)', () => {
  it('gives max(0, b − min(r, g)) for every pixel, as the code it replaced', () => {
    let s = 41;
    const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) % 256;
    const width = 257;
    const height = 131;
    const data = new Uint8Array(width * height * 3);
    for (let i = 0; i < data.length; i++) data[i] = next();
    const out = bluenessOf({ width, height, data }).data;
    for (let i = 0; i < width * height; i++)
      expect(out[i]).toBe(Math.max(0, data[i * 3 + 2]! - Math.min(data[i * 3]!, data[i * 3 + 1]!)));
  });
});
