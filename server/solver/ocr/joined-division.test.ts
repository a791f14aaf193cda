/** A "÷" whose dots the binarisation joined to its bar, told from a "+" by the photo's grey. */
import { describe, expect, it } from 'vitest';
import { analyseLayout } from './math-layout.js';
import { isJoinedDivision } from './joined-division.js';
import type { Component } from './components.js';
import type { GrayImage, InkImage } from './gray-image.js';
import { solidBox as box } from './test-support/glyph-box.js';

// Both signs as the ink has them (rows of the 13 × 12 cross in Gentium's "3/7 ÷ 6/9", photo 318):
// three columns of ink down the middle, the bar four rows across.
const CROSS = [
  '.....###.....',
  '.....###.....',
  '.....###.....',
  '.....###.....',
  '#############',
  '#############',
  '#############',
  '#############',
  '.....###.....',
  '.....###.....',
  '.....###.....',
  '.....###.....',
];
// The grey down the middle: a "÷" lightens between each dot and the bar (182, 172 against
// 107–121), a "+" is evenly dark.
const DIVISION_MIDDLE = [150, 121, 135, 182, 110, 107, 108, 150, 172, 135, 111, 150];
const PLUS_MIDDLE = [120, 112, 110, 115, 110, 107, 108, 112, 110, 108, 111, 118];

// A plus thinned by the print where its upright meets the bar (Andika's "3x + 2 > 17"): its arms
// are strokes twice as tall as wide, though the grey lightens beside the bar.
const THIN_PLUS = [
  ...Array<string>(7).fill('.....###.....'),
  '.....#.#.....',
  '#############',
  '#############',
  '#############',
  '.....#.#.....',
  ...Array<string>(7).fill('.....###.....'),
];
const THIN_PLUS_MIDDLE = [90, 80, 70, 70, 70, 70, 80, 150, 100, 100, 100, 150, 80, 70, 70, 70, 70, 80, 90];

// Specks either side of a stroke's end, no dots: they fill under half their box.
const SPECKED = [...Array<string>(4).fill('....#...#....'), ...CROSS.slice(4)];

/** The cross at (10, 10) on a 40 × 40 page of paper grey 250, its middle columns graded as given. */
function page(middle: number[], art = CROSS): { c: Component; ink: InkImage; gray: GrayImage } {
  const size = 40;
  const ink: InkImage = { width: size, height: size, data: new Uint8Array(size * size) };
  const gray: GrayImage = { width: size, height: size, data: new Uint8Array(size * size).fill(250) };
  art.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch !== '#') return;
      const at = (10 + y) * size + 10 + x;
      ink.data[at] = 1;
      gray.data[at] = x >= 5 && x <= 7 ? middle[y]! : 110;
    }),
  );
  const c: Component = { ...box(10, 10, 13, art.length), area: art.join('').replace(/\./g, '').length };
  return { c, ink, gray };
}

describe('a division sign joined into one cross', () => {
  it('is told by the lighter grey between its dots and its bar', () => {
    const division = page(DIVISION_MIDDLE);
    expect(isJoinedDivision(division.c, division.ink, division.gray)).toBe(true);
  });

  it('is not a plus, whose upright is evenly dark', () => {
    const plus = page(PLUS_MIDDLE);
    expect(isJoinedDivision(plus.c, plus.ink, plus.gray)).toBe(false);
  });

  it('is not a plus whose upright the print thinned beside the bar', () => {
    const plus = page(THIN_PLUS_MIDDLE, THIN_PLUS);
    expect(isJoinedDivision(plus.c, plus.ink, plus.gray)).toBe(false);
  });

  it('is not a cross with specks for dots', () => {
    const specked = page(DIVISION_MIDDLE, SPECKED);
    expect(isJoinedDivision(specked.c, specked.ink, specked.gray)).toBe(false);
  });

  it('stands in the layout as a division sign, and a plus does not', () => {
    // Cap 25: digits 16 × 25 either side of the 13 × 12 cross, their strokes filling 40 % of
    // their boxes.
    const digits = [0, 32].map((left) => ({ ...box(left, 5, 16, 25), area: 160 }));
    const cross = { ...box(18, 12, 13, 12), area: 84 };
    const signs = (joined: boolean) =>
      analyseLayout(
        [...digits, cross],
        () => true,
        undefined,
        (c) => joined && c === cross,
      )!.lines.flatMap((l) => l.specials.filter((s) => s.k === 'sym' && s.text === ':'));
    expect(signs(true).map((s) => s.box)).toEqual([{ left: 18, top: 12, right: 30, bottom: 23 }]);
    expect(signs(false)).toEqual([]);
  });
});
