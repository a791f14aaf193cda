/**
 * Round 23 (helper speed23): `labelComponents`' faster fill gives the labels and components of the
 * fill it replaced (copied in below), on random pages of every density, ink on the page's edges,
 * one-pixel-wide and one-pixel-high pages, and pages all ink (the stack sized to the ink).
 */
import { describe, expect, it } from 'vitest';
import { labelComponents, type Component, type Labelled } from './components.js';
import type { InkImage } from './gray-image.js';
import { seededRandom } from '../test-support/seeded-random.js';

/** components.ts `labelComponents` as it was before round 23. */
function labelComponentsReference(ink: InkImage): Labelled {
  const { width, height, data } = ink;
  const labels = new Int32Array(width * height);
  const components: Component[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || labels[start]) continue;
    const label = components.length + 1;
    const c: Component = { label, area: 0, left: width, top: height, right: -1, bottom: -1 };
    let sp = 0;
    stack[sp++] = start;
    labels[start] = label;
    while (sp > 0) {
      const p = stack[--sp]!;
      const x = p % width;
      const y = (p - x) / width;
      c.area++;
      if (x < c.left) c.left = x;
      if (x > c.right) c.right = x;
      if (y < c.top) c.top = y;
      if (y > c.bottom) c.bottom = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (data[q] && !labels[q]) {
            labels[q] = label;
            stack[sp++] = q;
          }
        }
      }
    }
    components.push(c);
  }
  return { labels, components };
}

describe('labelComponents', () => {
  it('labels as the fill it replaced did', () => {
    const next = seededRandom(23);
    const sizes = [
      [1, 1],
      [1, 30],
      [30, 1],
      [2, 2],
      [7, 5],
      [64, 48],
      [3, 200],
      [150, 90],
      [20, 20],
    ];
    for (const density of [0, 0.05, 0.3, 0.5, 0.7, 1])
      for (const [width, height] of sizes) {
        const data = new Uint8Array(width! * height!);
        for (let i = 0; i < data.length; i++) data[i] = next() < density ? 1 : 0;
        const ink = { width: width!, height: height!, data };
        const got = labelComponents(ink);
        const want = labelComponentsReference(ink);
        expect(got.components).toEqual(want.components);
        expect(Buffer.from(got.labels.buffer).equals(Buffer.from(want.labels.buffer))).toBe(true);
      }
  });

  it('labels strokes as the fill it replaced did (lines, rings, blobs)', () => {
    const next = seededRandom(5);
    for (let round = 0; round < 20; round++) {
      const width = 40 + Math.floor(next() * 80);
      const height = 30 + Math.floor(next() * 60);
      const data = new Uint8Array(width * height);
      for (let s = 0; s < 12; s++) {
        const [x0, y0] = [Math.floor(next() * width), Math.floor(next() * height)];
        const [dx, dy] = [next() * 2 - 1, next() * 2 - 1];
        for (let t = 0; t < 60; t++) {
          const x = Math.round(x0 + dx * t);
          const y = Math.round(y0 + dy * t);
          if (x >= 0 && y >= 0 && x < width && y < height) data[y * width + x] = 1;
        }
      }
      const ink = { width, height, data };
      const got = labelComponents(ink);
      const want = labelComponentsReference(ink);
      expect(got.components).toEqual(want.components);
      expect(Array.from(got.labels)).toEqual(Array.from(want.labels));
    }
  });
});
