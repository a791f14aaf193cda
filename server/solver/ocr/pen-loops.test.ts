/** A pen's loop round a task's start is taken off the ink; a printed frame and a radical are not. */
import { describe, expect, it } from 'vitest';
import { labelComponents } from './components.js';
import type { InkImage } from './gray-image.js';
import { eraseLoops, findPenLoops } from './pen-loops.js';

const W = 200;
const H = 80;
const CAP = 20;

/** A page with a row of three cap-tall glyphs (x 40–99, y 30–49) and `extra` ink drawn on it. */
function page(extra: (set: (x: number, y: number) => void) => void): InkImage {
  const data = new Uint8Array(W * H);
  const set = (x: number, y: number) => {
    if (x >= 0 && x < W && y >= 0 && y < H) data[y * W + x] = 1;
  };
  for (const left of [40, 62, 84])
    for (let y = 30; y < 50; y++)
      for (let x = left; x < left + 14; x++) if (x < left + 3 || y < 33) set(x, y);
  extra(set);
  return { width: W, height: H, data };
}

/** An oval ring `thick` px thick round (cx, cy), open by a little at its start. */
const oval =
  (cx: number, cy: number, rx: number, ry: number, thick = 2) =>
  (set: (x: number, y: number) => void) => {
    for (let t = 0.3; t < 0.3 + Math.PI * 1.9; t += 0.01)
      for (let d = 0; d < thick; d++)
        set(Math.round(cx + (rx + d) * Math.cos(t)), Math.round(cy + (ry + d) * Math.sin(t)));
  };

describe('pen loops', () => {
  it('takes away a loop round the start of the row and leaves the print', () => {
    const ink = page(oval(47, 40, 13, 16, 1));
    const labelled = labelComponents(ink);
    const loops = findPenLoops(ink, labelled, CAP);
    expect(loops).toHaveLength(1);
    const clean = eraseLoops(ink, labelled.labels, loops, CAP);
    expect(clean.data[24 * W + 47]).toBe(0); // the loop's top
    expect(clean.data[56 * W + 47]).toBe(0); // its foot
    expect(clean.data[40 * W + 35]).toBe(0); // its left side
    expect(clean.data[40 * W + 59]).toBe(0); // its right side
    expect(clean.data[31 * W + 41]).toBe(1); // the glyph it held
    expect(clean.data[45 * W + 63]).toBe(1); // the next one
  });

  it('leaves a loop that crossed a glyph beside the print as it is (the 4 of "a) 4x")', () => {
    // Round the first glyph, its right side through the second glyph's bar.
    const ink = page(oval(52, 40, 20, 17));
    const labelled = labelComponents(ink);
    const loops = findPenLoops(ink, labelled, CAP);
    expect(eraseLoops(ink, labelled.labels, loops, CAP).data).toEqual(ink.data);
  });

  it('leaves a printed frame (its corners inked) and a radical (nothing under the print) alone', () => {
    const frame = page((set) => {
      for (let x = 34; x <= 104; x++) [24, 55].forEach((y) => set(x, y));
      for (let y = 24; y <= 55; y++) [34, 104].forEach((x) => set(x, y));
    });
    expect(findPenLoops(frame, labelComponents(frame), CAP)).toHaveLength(0);
    const radical = page((set) => {
      for (let x = 34; x <= 104; x++) set(x, 24);
      for (let y = 24; y <= 52; y++) set(34 - Math.round((y - 24) / 6), y);
    });
    expect(findPenLoops(radical, labelComponents(radical), CAP)).toHaveLength(0);
  });
});
