/** A lone exponent 2 told from its ink: an arc, a side, a diagonal and a foot. */
import { describe, expect, it } from 'vitest';
import { asciiPage } from './test-support/ascii-ink.js';
import { isTwoShape } from './raised-two.js';
import { CUPOLA_2 } from './test-support/tune-glyphs.js';

/** A glyph 13 × 20 drawn by a rule on its columns and rows. */
const shape = (ink: (x: number, y: number) => boolean) =>
  Array.from({ length: 20 }, (_, y) =>
    Array.from({ length: 13 }, (_, x) => (ink(x, y) ? '#' : '.')).join(''),
  );
const diagonal = (x: number, y: number) => Math.abs(x - Math.round(12 - (y * 12) / 19)) <= 1;
const Z = shape((x, y) => y <= 1 || y >= 18 || diagonal(x, y));
const N = shape((x, y) => x <= 1 || x >= 11 || Math.abs(x - Math.round((y * 12) / 19)) <= 1);
const SEVEN = shape((x, y) => y <= 1 || diagonal(x, y));
const QUESTION = CUPOLA_2.map((row, y) => (y >= 16 ? (y === 19 ? '.....###.....' : '.............') : row));

describe('a lone 2', () => {
  it("tells Cupola's 2 from a Z, an N, a 7 and a question mark's hook", () => {
    const { ink, draw } = asciiPage(400);
    expect(isTwoShape(draw(CUPOLA_2, 0, 0), ink)).toBe(true);
    expect(isTwoShape(draw(Z, 30, 0), ink)).toBe(false);
    expect(isTwoShape(draw(N, 60, 0), ink)).toBe(false);
    expect(isTwoShape(draw(SEVEN, 90, 0), ink)).toBe(false);
    expect(isTwoShape(draw(QUESTION, 120, 0), ink)).toBe(false);
  });
});
