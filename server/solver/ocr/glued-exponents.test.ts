/** Exponents glued to their bases by spread toner: "52" over one blob of 5² is "5^2". */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import { gluedExponentAfter, markGluedExponents } from './glued-exponents.js';
import { text } from '../test-support/ink-glyphs.js';

// Cap height 30, the blob's foot at y = 40: a base stands from 10 to 40.
const WIDTH = 80;
const HEIGHT = 50;

/** One blob (label 1) drawn from rectangles [left, right, top, bottom]. */
function blob(rects: [number, number, number, number][]) {
  const labels = new Int32Array(WIDTH * HEIGHT);
  for (const [l, r, t, b] of rects)
    for (let y = t; y <= b; y++) for (let x = l; x <= r; x++) labels[y * WIDTH + x] = 1;
  const g: Component = {
    label: 1,
    area: 0,
    left: Math.min(...rects.map((q) => q[0])),
    right: Math.max(...rects.map((q) => q[1])),
    top: Math.min(...rects.map((q) => q[2])),
    bottom: Math.max(...rects.map((q) => q[3])),
  };
  return { g, ink: { width: WIDTH, labels } };
}
const chars = (...read: [string, number][]) => read.map(([char, x]) => ({ char, x, p: 0.95 }));

describe('exponents glued to their bases', () => {
  // A base 0–17 standing on the foot; its exponent 14–27 hanging from y = 2 to 22.
  const glued = blob([
    [0, 17, 10, 40],
    [14, 27, 2, 22],
  ]);

  it('makes the digit read over a raised part of its base\'s blob an exponent: "52" is "5^2"', () => {
    expect(gluedExponentAfter(glued.g, 8, 30, glued.ink)).toBe(true);
    const read = chars(['5', 8], ['2', 22], ['+', 40]);
    expect(text(markGluedExponents(read, [glued.g], 30, glued.ink))).toBe('5^2+');
  });

  it('leaves two digits glued side by side on the baseline as read: "52"', () => {
    const side = blob([
      [0, 17, 10, 40],
      [15, 32, 10, 40],
    ]);
    expect(text(markGluedExponents(chars(['5', 8], ['2', 24]), [side.g], 30, side.ink))).toBe('52');
  });

  it("leaves ink level with the base's top (a 7's arm, a 3's bowl) and a small speck as read", () => {
    // Raised right part whose top is the base's top.
    const arm = blob([
      [0, 17, 10, 40],
      [14, 27, 10, 22],
    ]);
    expect(gluedExponentAfter(arm.g, 8, 30, arm.ink)).toBe(false);
    // A speck above the base's top, too short for a digit.
    const speck = blob([
      [0, 17, 10, 40],
      [16, 26, 6, 10],
    ]);
    expect(gluedExponentAfter(speck.g, 8, 30, speck.ink)).toBe(false);
    // Too narrow beyond the base.
    const narrow = blob([
      [0, 17, 10, 40],
      [12, 20, 2, 22],
    ]);
    expect(gluedExponentAfter(narrow.g, 8, 30, narrow.ink)).toBe(false);
  });

  it('needs the base and the digit over one blob, the base a digit, letter or bracket', () => {
    const read = chars(['+', 8], ['2', 22]);
    expect(text(markGluedExponents(read, [glued.g], 30, glued.ink))).toBe('+2');
    const apart = blob([[14, 27, 2, 22]]);
    const base = { ...blob([[0, 12, 10, 40]]).g, label: 2 };
    expect(text(markGluedExponents(chars(['5', 6], ['2', 22]), [base, apart.g], 30, apart.ink))).toBe('52');
  });

  it('leaves a full-height 7 glued to a letter as read: "x7", not "x^7"', () => {
    // An x of x-height (top at y = 19) whose right leg's foot the 7's stem touches at the foot; the
    // 7's arm at the cap top (y = 10), its stem running down-left from (34, 13) to (22, 40).
    const rects: [number, number, number, number][] = [[16, 24, 38, 40]];
    for (let y = 19; y <= 40; y++) {
      const d = Math.round(((y - 19) * 14) / 21);
      rects.push([d, d + 2, y, y], [14 - d, 16 - d, y, y]);
    }
    rects.push([18, 34, 10, 13]);
    for (let y = 14; y <= 40; y++) {
      const x = Math.round(34 - ((y - 13) * 12) / 27);
      rects.push([x - 2, x, y, y]);
    }
    const x7 = blob(rects);
    // The 7's right part hangs above the foot and rises over the x's top: a digit's base would take it.
    expect(gluedExponentAfter(x7.g, 8, 30, x7.ink)).toBe(true);
    expect(gluedExponentAfter(x7.g, 8, 30, x7.ink, true)).toBe(false);
    const read = chars(['x', 8], ['7', 27], ['=', 50]);
    expect(text(markGluedExponents(read, [x7.g], 30, x7.ink))).toBe('x7=');
  });

  it('still lifts an exponent glued to a letter when it rises over the cap top: "x2" is "x^2"', () => {
    // The x as above; a raised 2 from y = 4 (over the cap top at 10) to 22, glued to the x's arm.
    const rects: [number, number, number, number][] = [[15, 19, 18, 21]];
    for (let y = 19; y <= 40; y++) {
      const d = Math.round(((y - 19) * 14) / 21);
      rects.push([d, d + 2, y, y], [14 - d, 16 - d, y, y]);
    }
    rects.push([18, 28, 4, 22]);
    const x2 = blob(rects);
    const read = chars(['x', 8], ['2', 23], ['+', 50]);
    expect(text(markGluedExponents(read, [x2.g], 30, x2.ink))).toBe('x^2+');
  });
});
