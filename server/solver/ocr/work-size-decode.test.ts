/**
 * The photo's grey is converted from its colour after the shrink to the work size (preprocess.ts
 * `decodeAtWorkSize`, helper speed22): one decode instead of two, and a phone photo's grey
 * conversion at 1600 px instead of 12 MP.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grayFromSharp } from './gray-image.js';
import { decodeAtWorkSize } from './preprocess.js';

/** A colour photo of a page: print in three colours on tinted, unevenly lit paper. */
async function colourPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#f4ead2"/><stop offset="1" stop-color="#b9c4d6"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="${width * 0.05}" y="${height * 0.3}" font-family="DejaVu Sans" font-size="${height / 8}" fill="#1a1a60">Reši jednačinu: 3x + 5 = 20</text>
    <text x="${width * 0.05}" y="${height * 0.6}" font-family="DejaVu Serif" font-size="${height / 9}" fill="#7a1010">12 + 3 · 4 − 6 : 2</text>
    <text x="${width * 0.05}" y="${height * 0.85}" font-family="DejaVu Sans" font-size="${height / 10}" fill="#0f5020">√144 + 2^5</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

describe('decodeAtWorkSize', () => {
  it('gives a photo within the work size the grey a grey decode of it gives, byte for byte', async () => {
    const photo = await colourPhoto(1400, 500);
    const { gray, colour } = await decodeAtWorkSize(photo);
    const direct = await grayFromSharp(sharp(photo).rotate());
    expect([gray.width, gray.height]).toEqual([1400, 500]);
    expect([colour.width, colour.height]).toEqual([1400, 500]);
    expect(Buffer.from(gray.data).equals(Buffer.from(direct.data))).toBe(true);
  });

  it("converts a larger photo's grey after shrinking it: the grey of its work-size colour", async () => {
    const photo = await colourPhoto(3200, 1000);
    const { gray, colour } = await decodeAtWorkSize(photo);
    expect([gray.width, gray.height]).toEqual([1600, 500]);
    const fromColour = await grayFromSharp(
      sharp(Buffer.from(colour.data), { raw: { width: colour.width, height: colour.height, channels: 3 } }),
    );
    expect(Buffer.from(gray.data).equals(Buffer.from(fromColour.data))).toBe(true);
    // Grey before the shrink (the order before round 22) differs by a few levels at most (up to 8 at
    // the edges of this page's coloured print; at most 3 on the 32 tune photos over 1600 px).
    const before = await grayFromSharp(sharp(photo).resize(1600, 1600, { fit: 'inside' }));
    let most = 0;
    for (let i = 0; i < gray.data.length; i++)
      most = Math.max(most, Math.abs(gray.data[i]! - before.data[i]!));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(10);
  });
});
