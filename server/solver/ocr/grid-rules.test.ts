import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image.js';
import { removeGridRules } from './grid-rules.js';

const W = 480;
const H = 360;
const PITCH = 20;

function blank(): GrayImage {
  // Paper with a little grain, as a flattened photo has.
  const data = new Uint8Array(W * H);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    data[i] = 246 + (seed % 9);
  }
  return { width: W, height: H, data };
}

const set = (image: GrayImage, x: number, y: number, v: number) => {
  if (x >= 0 && x < W && y >= 0 && y < H) image.data[y * W + x] = v;
};

/** Squared paper: 1 px rules of `grey` every PITCH px, the horizontal ones sloping by `tilt`. */
function drawGrid(image: GrayImage, grey = 200, tilt = 0): void {
  for (let y0 = PITCH / 2; y0 < H; y0 += PITCH)
    for (let x = 0; x < W; x++) set(image, x, Math.round(y0 + tilt * x), grey);
  for (let x0 = PITCH / 2; x0 < W; x0 += PITCH) for (let y = 0; y < H; y++) set(image, x0, y, grey);
}

/** Print: a "T" of 4 px black strokes crossing several rules, and a minus on one. */
function drawPrint(image: GrayImage): { x: number; y: number }[] {
  const ink: { x: number; y: number }[] = [];
  const fill = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) {
        set(image, x, y, 20);
        ink.push({ x, y });
      }
  };
  fill(200, 128, 60, 4); // the T's bar, across the vertical rules
  fill(228, 128, 4, 60); // its stem, across the horizontal rules
  fill(300, 169, 24, 3); // a minus lying on a horizontal rule (y = 170)
  return ink;
}

const at = (image: GrayImage, x: number, y: number) => image.data[y * W + x]!;

describe('removeGridRules', () => {
  it("lightens squared paper's rules and keeps the print crossing them", () => {
    const page = blank();
    drawGrid(page);
    const ink = drawPrint(page);
    const out = removeGridRules(page);
    expect(out).not.toBe(page);
    // Rules away from the print are paper now (they were 200).
    for (const [x, y] of [
      [37, 10],
      [100, 50],
      [410, 330],
      [10, 77],
      [150, 290],
    ] as const)
      expect(at(out, x, y)).toBeGreaterThan(240);
    // Every pixel of the print is as dark as it was.
    for (const { x, y } of ink) expect(at(out, x, y)).toBe(20);
  });

  it('follows rules that slope (a page not quite straight)', () => {
    const page = blank();
    drawGrid(page, 190, 0.02);
    const out = removeGridRules(page);
    let left = 0;
    for (let y0 = PITCH / 2; y0 < H - 20; y0 += PITCH)
      for (let x = 0; x < W; x += 7) if (at(out, x, Math.round(y0 + 0.02 * x)) < 230) left++;
    expect(left).toBeLessThan(10);
  });

  it("removes the notebook's darker margin rule once the grid is found", () => {
    const page = blank();
    drawGrid(page);
    for (let y = 0; y < H; y++) for (const x of [34, 35]) set(page, x, y, 120);
    const out = removeGridRules(page);
    for (let y = 5; y < H - 5; y += 11) expect(at(out, 34, y)).toBeGreaterThan(230);
  });

  it('leaves a page without squared paper as it is', () => {
    const page = blank();
    drawPrint(page);
    expect(removeGridRules(page)).toBe(page);
  });

  it('leaves lined paper (rules one way only) and a lone margin rule as they are', () => {
    const page = blank();
    for (let y0 = PITCH / 2; y0 < H; y0 += PITCH) for (let x = 0; x < W; x++) set(page, x, y0, 200);
    for (let y = 0; y < H; y++) set(page, 34, y, 120);
    drawPrint(page);
    expect(removeGridRules(page)).toBe(page);
  });

  it('finds a grid whose rules down were found only in places, on the lattice of the rules across', () => {
    // A small or grainy grid: every rule across found, the rules down only here and there (two
    // of them side by side), one pitch or several apart.
    const page = blank();
    for (let y0 = PITCH / 2; y0 < H; y0 += PITCH) for (let x = 0; x < W; x++) set(page, x, y0, 200);
    const columns = [10, 30, 110, 250, 270, 390];
    for (const x0 of columns) for (let y = 0; y < H; y++) set(page, x0, y, 200);
    const out = removeGridRules(page);
    expect(out).not.toBe(page);
    for (const [x, y] of [
      [100, 50],
      [30, 77],
      [270, 301],
    ] as const)
      expect(at(out, x, y)).toBeGreaterThan(240);
    // Lines down off that lattice are no grid's: lined paper with a few other lines stays.
    const lined = blank();
    for (let y0 = PITCH / 2; y0 < H; y0 += PITCH) for (let x = 0; x < W; x++) set(lined, x, y0, 200);
    for (const x0 of [10, 30, 117, 253, 301, 386]) for (let y = 0; y < H; y++) set(lined, x0, y, 200);
    expect(removeGridRules(lined)).toBe(lined);
  });

  it('leaves rectangles (pitch across unlike the pitch down: a table) as they are', () => {
    const page = blank();
    for (let y0 = 10; y0 < H; y0 += 20) for (let x = 0; x < W; x++) set(page, x, y0, 200);
    for (let x0 = 10; x0 < W; x0 += 60) for (let y = 0; y < H; y++) set(page, x0, y, 200);
    expect(removeGridRules(page)).toBe(page);
  });
});
