/**
 * The recogniser reads a crop the same every time: in one session, in a fresh session, and from a
 * copy of the crop at another offset in memory — to the last bit of every probability. Round 13
 * had suspected it of reading byte-identical photos differently between benches; those photos'
 * first readings were the same in every run, and what changed was which reading was kept (an engine
 * guard declined the first reading, so the retry's was the one saved; docs/solver.md, round 14).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grayFromSharp, type GrayImage } from './gray-image.js';
import { createLineRecognizer } from './line-recognizer.js';

async function lineCrop(): Promise<GrayImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="64"><rect width="100%" height="100%" fill="rgb(245,245,245)"/><text x="12" y="46" font-family="DejaVu Serif" font-size="36" fill="rgb(20,20,20)">5,4 : 2 − 3,69</text></svg>`;
  return grayFromSharp(sharp(Buffer.from(svg)).blur(0.8));
}

describe('line recogniser determinism', () => {
  it('reads one crop identically twice, in two sessions and from a shifted copy', async () => {
    const crop = await lineCrop();
    const shifted = new Uint8Array(crop.data.length + 3);
    shifted.set(crop.data, 3);
    const moved: GrayImage = { ...crop, data: shifted.subarray(3) };
    const first = await createLineRecognizer(1);
    const second = await createLineRecognizer(1);
    try {
      const reading = await first.read(crop);
      expect(reading.text.length).toBeGreaterThan(5);
      expect(await first.read(crop)).toEqual(reading);
      expect(await first.read(moved)).toEqual(reading);
      expect(await second.read(crop)).toEqual(reading);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
