/** Soft dots and exponents in the line reading: what layout-reader.ts makes of the layout's pieces. */
import { describe, expect, it } from 'vitest';
import { markExponents, markSoftDots } from './layout-reader.js';
import type { Special } from './math-layout.js';
import { glyph, text } from '../test-support/ink-glyphs.js';

describe('soft dots and exponents in the line reading', () => {
  it('keeps a dash read over a wide dot and makes a point read there a times dot', () => {
    const dot: Special = { k: 'sym', box: glyph(40, 47, 12, 17), text: '·', glyphs: [], soft: true };
    const chars = (c: string) => [
      { char: '4', x: 20, p: 1 },
      { char: c, x: 44, p: 0.9 },
      { char: '3', x: 70, p: 1 },
    ];
    expect(text(markSoftDots(chars('-'), [dot], 30))).toBe('4-3');
    expect(text(markSoftDots(chars('.'), [dot], 30))).toBe('4·3');
    expect(text(markSoftDots([chars('')[0]!, chars('')[2]!], [dot], 30))).toBe('4·3');
  });

  it('gives the exponent the character read at the edge of its base ("2" and "4" of 2⁴ both nearest the 2)', () => {
    const two = glyph(575, 595, 328, 359);
    const four = glyph(599, 612, 322, 341);
    const sup: Special = { k: 'sup', box: four, glyphs: [four] };
    const chars = [
      { char: '2', x: 583, p: 1 },
      { char: '4', x: 595, p: 1 },
    ];
    const marked = markExponents(chars, [two, four], [sup], ['4'], 32);
    expect(text(marked.chars)).toBe('2^4');
    expect(marked.covered.has(sup)).toBe(true);
  });

  it('gives the base the first of two characters read over its exponent ("4" and "2" of 4² both nearest the 2)', () => {
    const minus = glyph(540, 560, 345, 348);
    const four = glyph(610, 632, 426, 459);
    const two = glyph(637, 650, 420, 440);
    const sup: Special = { k: 'sup', box: two, glyphs: [two] };
    const chars = [
      { char: '-', x: 550, p: 1 },
      { char: '4', x: 633, p: 1 },
      { char: '2', x: 645, p: 0.7 },
    ];
    const marked = markExponents(chars, [minus, four, two], [sup], ['2'], 32);
    expect(text(marked.chars)).toBe('-4^2');
    // One character over each: nothing moves.
    const apart = [chars[0]!, { char: '4', x: 621, p: 1 }, chars[2]!];
    expect(text(markExponents(apart, [minus, four, two], [sup], ['2'], 32).chars)).toBe('-4^2');
  });

  it('takes a raised digit read as a mark ("9°") for an exponent when its own reading is a number', () => {
    const nine = glyph(575, 595, 328, 359);
    const two = glyph(599, 612, 322, 341);
    const sup: Special = { k: 'sup', box: two, glyphs: [two] };
    const read = [
      { char: '9', x: 585, p: 1 },
      { char: '°', x: 605, p: 0.8 },
    ];
    expect(text(markExponents(read, [nine, two], [sup], ['2'], 32).chars)).toBe('9^2');
    // Read as a mark in the line and as no number on its own: no exponent (a degree sign).
    const degree = markExponents(read, [nine, two], [sup], ['o'], 32);
    expect(text(degree.chars)).toBe('9°');
    expect(degree.rejected.has(sup)).toBe(true);
  });

  it('takes a raised digit read as a double or curly quote (3" or 3”) for an exponent too', () => {
    const three = glyph(575, 595, 328, 359);
    const cube = glyph(599, 612, 322, 341);
    const sup: Special = { k: 'sup', box: cube, glyphs: [cube] };
    for (const mark of ['"', '”', '“', '‘']) {
      const read = [
        { char: '3', x: 585, p: 1 },
        { char: mark, x: 605, p: 0.8 },
      ];
      expect(text(markExponents(read, [three, cube], [sup], ['3'], 32).chars)).toBe('3^3');
    }
  });

  it('leaves a real prime, inch mark or closing quote a mark, though its own reading is a number (5" read "5^11")', () => {
    // Cap 32: the two strokes of an inch mark stand 11 px tall (a third of the cap), raised.
    const five = glyph(575, 595, 328, 359);
    const left = glyph(599, 602, 328, 338);
    const right = glyph(606, 609, 328, 338);
    const sup: Special = { k: 'sup', box: { ...left, right: 609 }, glyphs: [left, right] };
    for (const [mark, own] of [
      ['"', '11'],
      ["'", '1'],
      ['”', '11'],
    ] as const) {
      const read = [
        { char: '5', x: 585, p: 1 },
        { char: mark, x: 604, p: 0.8 },
      ];
      const marked = markExponents(read, [five, left, right], [sup], [own], 32);
      expect(text(marked.chars)).toBe(`5${mark}`);
      expect(marked.rejected.has(sup)).toBe(true);
    }
  });
});
