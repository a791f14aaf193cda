/**
 * The round-22 speed-up of the grey look's crop mask (layout-reader.ts `faintStrokeMask`, helper
 * speed22: the neighbourhood by rows then columns, the medians by counting) against the code it
 * replaced, on random pages of glyphs, faint strokes and other ink.
 */
import { describe, expect, it } from 'vitest';
import { labelComponents, type Component } from './components.js';
import type { GrayImage, InkImage } from './gray-image.js';
import { faintStrokeMask } from './layout-reader.js';
import { countedQuantile } from './order-statistics.js';
import type { Box } from './math-layout.js';
import { seededRandom } from '../test-support/seeded-random.js';

const FAINT_STROKE = 0.3;

/** The code replaced (round 21), as it was. */
function oldFaintStrokeMask(
  width: number,
  labels: Int32Array,
  gray: GrayImage,
  components: Component[],
  keep: Set<number>,
  box: Box,
  pad: number,
  mask: Uint8Array,
): Uint8Array {
  const w = box.right - box.left + 1 + 2 * pad;
  const hgt = box.bottom - box.top + 1 + 2 * pad;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < gray.height;
  const grey = (cx: number, cy: number) => gray.data[(cy - pad + box.top) * width + (cx - pad + box.left)]!;
  const near = new Uint8Array(w * hgt);
  for (let cy = 0; cy < hgt; cy++)
    for (let cx = 0; cx < w; cx++) {
      if (!inside(cx - pad + box.left, cy - pad + box.top)) continue;
      search: for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [xx, yy] = [cx + dx, cy + dy];
          if (xx >= 0 && yy >= 0 && xx < w && yy < hgt && mask[yy * w + xx]) {
            near[cy * w + cx] = 1;
            break search;
          }
        }
    }
  const inBox = new Uint8Array(w * hgt);
  for (const part of components.flatMap((c) => c.parts ?? [c]))
    for (let y = Math.max(box.top, part.top - 1); y <= Math.min(box.bottom, part.bottom + 1); y++)
      for (let x = Math.max(box.left, part.left - 1); x <= Math.min(box.right, part.right + 1); x++)
        inBox[(y - box.top + pad) * w + (x - box.left + pad)] = 1;
  const paperLevels: number[] = [];
  const inkLevels: number[] = [];
  for (let i = 0; i < w * hgt; i++) {
    if (!inBox[i] || !inside((i % w) - pad + box.left, Math.floor(i / w) - pad + box.top)) continue;
    if (mask[i]) inkLevels.push(grey(i % w, Math.floor(i / w)));
    else if (!near[i]) paperLevels.push(grey(i % w, Math.floor(i / w)));
  }
  const median = (v: number[]) => [...v].sort((p, q) => p - q)[Math.floor(v.length / 2)] ?? 255;
  const [paperLevel, inkLevel] = [median(paperLevels), median(inkLevels)];
  const faint = paperLevel - FAINT_STROKE * (paperLevel - inkLevel);
  const otherInk = (cx: number, cy: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const [x, y] = [cx - pad + box.left + dx, cy - pad + box.top + dy];
        if (inside(x, y) && labels[y * width + x]! > 0 && !keep.has(labels[y * width + x]!)) return true;
      }
    return false;
  };
  const grown = new Uint8Array(w * hgt);
  const stack: number[] = [];
  for (let i = 0; i < w * hgt; i++)
    if (near[i]) {
      grown[i] = 1;
      stack.push(i);
    }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const [cx, cy] = [i % w, Math.floor(i / w)];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const [xx, yy] = [cx + dx, cy + dy];
        const j = yy * w + xx;
        if (xx < 0 || yy < 0 || xx >= w || yy >= hgt || grown[j] || !inBox[j]) continue;
        if (!inside(xx - pad + box.left, yy - pad + box.top) || grey(xx, yy) > faint || otherInk(xx, yy))
          continue;
        grown[j] = 1;
        stack.push(j);
      }
  }
  return grown;
}

/** A small deterministic generator (the tests must not depend on the run). */
describe('countedQuantile (the median, 255 for none)', () => {
  it('gives the sorted list’s middle element (255 for none)', () => {
    const next = seededRandom(5);
    for (let round = 0; round < 200; round++) {
      const values = Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 256));
      const counts = new Int32Array(256);
      for (const v of values) counts[v] = counts[v]! + 1;
      const sorted = [...values].sort((a, b) => a - b);
      expect(countedQuantile(counts, values.length, 0.5, 255)).toBe(
        sorted[Math.floor(values.length / 2)] ?? 255,
      );
    }
  });
});

describe('faintStrokeMask', () => {
  it('gives the mask the replaced code gave, crops inside and across the photo’s edges', () => {
    const next = seededRandom(22);
    for (let round = 0; round < 60; round++) {
      const width = 30 + Math.floor(next() * 50);
      const height = 20 + Math.floor(next() * 40);
      const gray: GrayImage = { width, height, data: new Uint8Array(width * height) };
      const ink: InkImage = { width, height, data: new Uint8Array(width * height) };
      for (let i = 0; i < width * height; i++) gray.data[i] = 200 + Math.floor(next() * 56);
      // Blobs of ink (dark), faint strokes (mid grey, no ink) and noise.
      for (let b = 0; b < 12; b++) {
        const [bx, by] = [Math.floor(next() * width), Math.floor(next() * height)];
        const [bw, bh] = [1 + Math.floor(next() * 8), 1 + Math.floor(next() * 8)];
        const faint = next() < 0.4;
        for (let y = by; y < Math.min(height, by + bh); y++)
          for (let x = bx; x < Math.min(width, bx + bw); x++) {
            gray.data[y * width + x] = faint ? 120 + Math.floor(next() * 60) : Math.floor(next() * 90);
            if (!faint) ink.data[y * width + x] = 1;
          }
      }
      const { labels, components } = labelComponents(ink);
      if (components.length === 0) continue;
      const chosen: Component[] = components.filter(() => next() < 0.6);
      if (chosen.length === 0) chosen.push(components[0]!);
      const keep = new Set(chosen.map((c) => c.label));
      const box: Box = {
        left: Math.min(...chosen.map((c) => c.left)),
        top: Math.min(...chosen.map((c) => c.top)),
        right: Math.max(...chosen.map((c) => c.right)),
        bottom: Math.max(...chosen.map((c) => c.bottom)),
      };
      for (const pad of [0, 2, 5]) {
        const w = box.right - box.left + 1 + 2 * pad;
        const hgt = box.bottom - box.top + 1 + 2 * pad;
        const mask = new Uint8Array(w * hgt);
        for (let y = box.top; y <= box.bottom; y++)
          for (let x = box.left; x <= box.right; x++)
            if (keep.has(labels[y * width + x]!)) mask[(y - box.top + pad) * w + (x - box.left + pad)] = 1;
        const before = oldFaintStrokeMask(width, labels, gray, chosen, keep, box, pad, mask);
        const after = faintStrokeMask(width, labels, gray, chosen, keep, box, pad, mask);
        expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
      }
    }
  });
});
