/** Round 23 (helper speed23): the flattening's lookup gives the per-pixel division it replaced. */
import { describe, expect, it } from 'vitest';
import { flattenBackground, flattened } from './flatten-background.js';

describe('flattened', () => {
  it('holds min(255, round(v · 255 / max(bg, 1))) for every grey over every background', () => {
    const table = flattened();
    for (let bg = 0; bg < 256; bg++)
      for (let v = 0; v < 256; v++)
        expect(table[(bg << 8) | v]).toBe(Math.min(255, Math.round((v * 255) / Math.max(bg, 1))));
  });

  it('flattens a shaded page to white paper with its ink kept dark', async () => {
    const width = 120;
    const height = 90;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data[y * width + x] = 140 + Math.floor(x / 2);
    for (let x = 30; x < 90; x++) data[45 * width + x] = 20;
    const flat = await flattenBackground({ width, height, data });
    expect(flat.data[10 * width + 10]).toBeGreaterThan(235);
    expect(flat.data[45 * width + 60]).toBeLessThan(60);
  });
});
