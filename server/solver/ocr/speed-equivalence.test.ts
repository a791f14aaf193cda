/**
 * The round-21 speed-ups give what the code they replaced gave (helper speed21): counting instead
 * of sorting (hand-lines.ts `darkestFirst`, order-statistics.ts `byteQuantile`) and the edge contrast
 * gathered once per tile (sharpness.ts), each against the replaced code on random pages.
 */
import { describe, expect, it } from 'vitest';
import type { GrayImage, InkImage } from './gray-image.js';
import { darkestFirst } from './hand-lines.js';
import { byteQuantile } from './order-statistics.js';
import { edgeSteepness } from './sharpness.js';
import { seededRandom } from '../test-support/seeded-random.js';

/** A small deterministic generator (the tests must not depend on the run). */
describe('darkestFirst', () => {
  it('picks the pixels a stable sort by grey puts first', () => {
    const next = seededRandom(7);
    for (let round = 0; round < 50; round++) {
      const gray: GrayImage = { width: 40, height: 40, data: new Uint8Array(1600) };
      // Few greys, so the cut falls among equal ones.
      for (let i = 0; i < 1600; i++) gray.data[i] = Math.floor(next() * 6) * 40;
      const pixels = Array.from({ length: Math.floor(next() * 300) }, () => Math.floor(next() * 1600));
      const count = Math.max(1, pixels.length >> 1);
      const sorted = [...pixels].sort((a, b) => gray.data[a]! - gray.data[b]!).slice(0, count);
      const picked = darkestFirst(pixels, gray, count);
      expect([...picked].sort((a, b) => a - b)).toEqual([...sorted].sort((a, b) => a - b));
    }
  });
});

describe('byteQuantile', () => {
  it('gives the sorted list’s quantile', () => {
    const next = seededRandom(11);
    for (let round = 0; round < 100; round++) {
      const values = Array.from({ length: Math.floor(next() * 60) }, () => Math.floor(next() * 256));
      for (const q of [0, 0.1, 0.25, 0.5, 0.9, 1]) {
        const sorted = [...values].sort((a, b) => a - b);
        const expected = values.length
          ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]
          : 0;
        expect(byteQuantile(values, q)).toBe(expected);
      }
    }
  });
});

/** sharpness.ts `edgeSteepness` as it was before round 21 (each edge's 5 × 5 tiles read anew). */
function edgeSteepnessBefore(gray: GrayImage, ink: InkImage): { raw: number; smoothed: number } | null {
  const TILE = 8;
  const MAX_SAMPLES = 20000;
  const { width: w, height: h } = gray;
  const g = gray.data;
  const inkAt = ink.data;
  const boundary = (p: number) => inkAt[p] && !(inkAt[p - 1] && inkAt[p + 1] && inkAt[p - w] && inkAt[p + w]);
  let edges = 0;
  for (let y = 2; y < h - 2; y++) for (let x = 2; x < w - 2; x++) if (boundary(y * w + x)) edges++;
  if (edges === 0) return null;
  const tw = Math.ceil(w / TILE);
  const th = Math.ceil(h / TILE);
  const lo = new Uint8Array(tw * th).fill(255);
  const hi = new Uint8Array(tw * th);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const t = Math.floor(y / TILE) * tw + Math.floor(x / TILE);
      const v = g[y * w + x]!;
      if (inkAt[y * w + x] && v < lo[t]!) lo[t] = v;
      if (v > hi[t]!) hi[t] = v;
    }
  const box = (p: number) =>
    g[p - w - 1]! +
    g[p - w]! +
    g[p - w + 1]! +
    g[p - 1]! +
    g[p]! +
    g[p + 1]! +
    g[p + w - 1]! +
    g[p + w]! +
    g[p + w + 1]!;
  const grey = (p: number) => g[p]!;
  const sobel = (at: (p: number) => number, p: number) =>
    Math.hypot(
      at(p - w + 1) + 2 * at(p + 1) + at(p + w + 1) - (at(p - w - 1) + 2 * at(p - 1) + at(p + w - 1)),
      at(p + w - 1) + 2 * at(p + w) + at(p + w + 1) - (at(p - w - 1) + 2 * at(p - w) + at(p - w + 1)),
    );
  const stride = Math.max(1, Math.floor(edges / MAX_SAMPLES));
  const ratios: number[] = [];
  const rawRatios: number[] = [];
  let seen = 0;
  for (let y = 2; y < h - 2; y++)
    for (let x = 2; x < w - 2; x++) {
      const p = y * w + x;
      if (!boundary(p) || seen++ % stride !== 0) continue;
      const [tx, ty] = [Math.floor(x / TILE), Math.floor(y / TILE)];
      let dark = 255;
      let light = 0;
      for (let j = Math.max(0, ty - 2); j <= Math.min(th - 1, ty + 2); j++)
        for (let i = Math.max(0, tx - 2); i <= Math.min(tw - 1, tx + 2); i++) {
          dark = Math.min(dark, lo[j * tw + i]!);
          light = Math.max(light, hi[j * tw + i]!);
        }
      if (light <= dark) continue;
      ratios.push(sobel(box, p) / 72 / (light - dark));
      rawRatios.push(sobel(grey, p) / 8 / (light - dark));
    }
  if (ratios.length === 0) return null;
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return { raw: median(rawRatios), smoothed: median(ratios) };
}

describe('edgeSteepness', () => {
  it('measures random pages of blobs as before, to the last bit', () => {
    const next = seededRandom(3);
    for (let round = 0; round < 12; round++) {
      // Sizes that are and are not whole tiles.
      const [w, h] = [60 + Math.floor(next() * 90), 50 + Math.floor(next() * 70)];
      const gray: GrayImage = { width: w, height: h, data: new Uint8Array(w * h) };
      const ink: InkImage = { width: w, height: h, data: new Uint8Array(w * h) };
      for (let i = 0; i < w * h; i++) gray.data[i] = 150 + Math.floor(next() * 100);
      for (let blob = 0; blob < 12; blob++) {
        const [bx, by, bw, bh] = [next() * w, next() * h, 2 + next() * 12, 2 + next() * 12].map(Math.floor);
        const tone = Math.floor(next() * 120);
        for (let y = by!; y < Math.min(h, by! + bh!); y++)
          for (let x = bx!; x < Math.min(w, bx! + bw!); x++) {
            ink.data[y * w + x] = 1;
            gray.data[y * w + x] = tone + Math.floor(next() * 30);
          }
      }
      expect(edgeSteepness(gray, ink)).toEqual(edgeSteepnessBefore(gray, ink));
    }
  });
});
