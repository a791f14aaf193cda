/** Light task numbers on small filled shapes (number-discs.ts): which are turned, and how. */
import { describe, expect, it } from 'vitest';
import type { GrayImage, InkImage } from './gray-image.js';
import { darkenShapeNumbers, findNumberShapes } from './number-discs.js';

const [W, H] = [120, 60];
/** Grey levels: the paper, a disc's colour, the light number on it. */
const [PAPER, DISC, NUMBER] = [250, 60, 235];

type Pixel = (x: number, y: number) => number | null;

/** A page drawn by `shapes` (each gives a grey level or null for "not mine"), its ink ≤ 128. */
function page(...shapes: Pixel[]): { ink: InkImage; gray: GrayImage } {
  const gray = new Uint8Array(W * H).fill(PAPER);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      for (const shape of shapes) {
        const g = shape(x, y);
        if (g !== null) gray[y * W + x] = g;
      }
  const ink = gray.map((g) => (g <= 128 ? 1 : 0));
  return { ink: { width: W, height: H, data: ink }, gray: { width: W, height: H, data: gray } };
}

const inDisc = (cx: number, cy: number, r: number) => (x: number, y: number) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** A disc of radius 12 at (30, 30) with a light "1" (a stroke 3 px wide, 12 px tall) on it. */
const discWithOne: Pixel = (x, y) => {
  if (!inDisc(30, 30, 12)(x, y)) return null;
  return x >= 29 && x <= 31 && y >= 24 && y <= 35 ? NUMBER : DISC;
};
/** A light "4"-ish figure: a stem and a bar, two strokes of the number. */
const discWithFour: Pixel = (x, y) => {
  if (!inDisc(30, 30, 12)(x, y)) return null;
  const stem = x >= 32 && x <= 34 && y >= 23 && y <= 37;
  const bar = y >= 31 && y <= 33 && x >= 24 && x <= 36;
  const arm = x >= 24 && x <= 26 && y >= 23 && y <= 32;
  return stem || bar || arm ? NUMBER : DISC;
};
/** A bold "O" of the same size: a ring 4 px wide, one wide hole. */
const boldO: Pixel = (x, y) => {
  const d = (x - 30) ** 2 + (y - 30) ** 2;
  return d <= 144 && d > 64 ? DISC : null;
};
const bullet: Pixel = (x, y) => (inDisc(30, 30, 12)(x, y) ? DISC : null);
/** A large dark panel with a light stroke in it: far more than a line of text tall. */
const bigPanel: Pixel = (x, y) =>
  x >= 5 && x <= 115 && y >= 2 && y <= 58 ? (x >= 50 && x <= 52 && y >= 15 && y <= 45 ? NUMBER : DISC) : null;
/** A heavy narrow glyph (a bold "8" at text height: 14 × 19) with a thin counter stroke. */
const narrowHeavy: Pixel = (x, y) =>
  x >= 24 && x <= 37 && y >= 21 && y <= 39
    ? x >= 30 && x <= 31 && y >= 26 && y <= 34
      ? NUMBER
      : DISC
    : null;
/** A disc whose only hole is a slit (a bold "R"'s pinched counter): 1 × 12 px, under 5 % of it. */
const slitDisc: Pixel = (x, y) => {
  if (!inDisc(30, 30, 12)(x, y)) return null;
  return x === 30 && y >= 24 && y <= 35 ? NUMBER : DISC;
};
/** A disc with its "1" high up, off the middle (a capital's counter). */
const highOne: Pixel = (x, y) => {
  if (!inDisc(30, 30, 12)(x, y)) return null;
  return x >= 29 && x <= 31 && y >= 21 && y <= 30 ? NUMBER : DISC;
};
/** Glyph height of the page's text the shapes stand beside. */
const TEXT = 18;

describe('findNumberShapes', () => {
  it('finds a light number on a small filled disc', () => {
    expect(findNumberShapes(page(discWithOne).ink, TEXT)).toHaveLength(1);
    expect(findNumberShapes(page(discWithFour).ink, TEXT)).toHaveLength(1);
  });

  it('leaves a bold "O" (one wide hole), a bullet (no hole) and a shape many lines tall', () => {
    expect(findNumberShapes(page(boldO).ink, TEXT)).toHaveLength(0);
    expect(findNumberShapes(page(bullet).ink, TEXT)).toHaveLength(0);
    expect(findNumberShapes(page(bigPanel).ink, TEXT)).toHaveLength(0);
  });

  it('leaves a round glyph whose hole is a mere slit or sits off its middle', () => {
    expect(findNumberShapes(page(slitDisc).ink, TEXT)).toHaveLength(0);
    expect(findNumberShapes(page(highOne).ink, TEXT)).toHaveLength(0);
  });

  it('leaves a heavy glyph narrower than a disc, though its counter is a thin stroke', () => {
    expect(findNumberShapes(page(narrowHeavy).ink, TEXT)).toHaveLength(0);
  });

  it('leaves a disc far smaller than the text (a dot, not a task number)', () => {
    expect(findNumberShapes(page(discWithOne).ink, 60)).toHaveLength(0);
  });
});

describe('darkenShapeNumbers', () => {
  it("turns the number dark on paper within the disc's outline, in the ink and the grey", () => {
    const { ink, gray } = page(discWithOne);
    const out = darkenShapeNumbers(ink, gray, TEXT);
    const at = (x: number, y: number) => y * W + x;
    // The number's stroke is ink now, dark in the grey.
    expect(out.ink.data[at(30, 30)]).toBe(1);
    expect(out.gray.data[at(30, 30)]).toBeLessThan(40);
    // The disc around it is paper, white in the grey.
    expect(out.ink.data[at(22, 30)]).toBe(0);
    expect(out.gray.data[at(22, 30)]).toBe(255);
    // Paper outside the disc stays as it was.
    expect(out.gray.data[at(80, 30)]).toBe(PAPER);
  });

  it('hands back a page without such shapes unchanged', () => {
    const before = page(boldO);
    const out = darkenShapeNumbers(before.ink, before.gray, TEXT);
    expect(out.ink).toBe(before.ink);
    expect(out.gray).toBe(before.gray);
  });
});
