import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image.js';
import { narrowWideLetters } from './letter-spacing.js';

const CAP = 20;

/** A crop of blocks standing on one baseline: [width, height, gap after] in pixels. */
function crop(blocks: [number, number, number][], raised: number[] = []): GrayImage {
  const width = blocks.reduce((s, [w, , g]) => s + w + g, 10);
  const height = 40;
  const data = new Uint8Array(width * height).fill(255);
  let x = 5;
  blocks.forEach(([w, h, g], i) => {
    const bottom = 30 - (raised.includes(i) ? 6 : 0);
    for (let y = bottom - h + 1; y <= bottom; y++) for (let k = x; k < x + w; k++) data[y * width + k] = 0;
    x += w + g;
  });
  return { width, height, data };
}

describe('narrowWideLetters', () => {
  it('closes up letters set half a capital apart, keeping word spaces spaces', () => {
    // Two words of six letters, 11 px (0.55 cap) between letters, 22 px between the words.
    const word: [number, number, number][] = [14, 14, 14, 14, 14, 14].map((w, i) => [
      w,
      14,
      i === 5 ? 22 : 11,
    ]);
    const image = crop([
      ...word,
      ...word.map(([w, h], i): [number, number, number] => [w, h, i === 5 ? 0 : 11]),
    ]);
    const narrowed = narrowWideLetters(image, CAP);
    expect(narrowed).not.toBeNull();
    // Ten letter gaps narrowed to 2 px (0.12 cap) each; the word space loses as much as a letter gap but stays ≥ 10 px.
    expect(narrowed!.image.width).toBe(image.width - 10 * 9 - 9);
    // The narrowed image's columns map back to the crop's: the last letter ends where it ended.
    expect(narrowed!.original(narrowed!.image.width - 1)).toBe(image.width - 1);
    expect(narrowed!.original(0)).toBe(0);
  });

  it('leaves letters set close, and a word of five letters set wide, as they are', () => {
    expect(narrowWideLetters(crop([14, 14, 14, 14, 14].map((w) => [w, 14, 11])), CAP)).toBeNull();
    expect(narrowWideLetters(crop([14, 14, 14, 14, 14, 14].map((w) => [w, 14, 2])), CAP)).toBeNull();
  });

  it('leaves spaced maths as it is: narrow colons, flat and raised signs break a run of wide gaps', () => {
    // "5 : x = 20 : 44": figures 12 px wide, a colon 3 px wide, "=" 5 px high.
    const maths: [number, number, number][] = [
      [12, 20, 11],
      [3, 12, 11],
      [12, 14, 11],
      [12, 5, 11],
      [24, 20, 11],
      [3, 12, 11],
      [24, 20, 0],
    ];
    expect(narrowWideLetters(crop(maths), CAP)).toBeNull();
    // "5 + 5 + 5 + 5": the plus signs stand above the baseline.
    const sums: [number, number, number][] = [12, 12, 12, 12, 12, 12, 12].map((w) => [w, 12, 11]);
    expect(narrowWideLetters(crop(sums, [1, 3, 5]), CAP)).toBeNull();
    // "x + 1 1 < 9": figures as high as capitals among the small signs.
    const figures: [number, number, number][] = [14, 14, 7, 7, 14, 14].map((w, i) => [
      w,
      [2, 3, 5].includes(i) ? 20 : 14,
      11,
    ]);
    expect(narrowWideLetters(crop(figures), CAP)).toBeNull();
    // The same glyphs all on the baseline are letters set wide.
    expect(narrowWideLetters(crop(sums), CAP)).not.toBeNull();
  });
});
