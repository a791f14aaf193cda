/** An 8 whose upper loop closed into a knot (Cupola's, a heavy face's) read as a ring is put back. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import { isKnottedEight, restoreKnottedEights } from './knotted-eight.js';
import type { RecognizedChar } from './line-recognizer.js';

// Binarised from a tune photo in Cupola (cap 26): its 8, read "0" in "2x(x − 8)", and its 6, read
// "0" in "56", whose hook starts narrow and off to the right.
const CUPOLA_8 = [
  '......#..##.#........',
  '....############.....',
  '....#####..#####.....',
  '....############.....',
  '....############.....',
  '....############.....',
  '....#####..#####.....',
  '...###.........###...',
  '..###...........##...',
  '..##.............##..',
  '.###..............##.',
  '###...............##.',
  '###................#.',
  '###................##',
  '##.................##',
  '##.................##',
  '##................###',
  '##................###',
  '###...............##.',
  '.##..............###.',
  '.###.............###.',
  '.####...........###..',
  '..####.........###...',
  '...#####.....####....',
  '....#############....',
  '......########.......',
];
const CUPOLA_6 = [
  '..........###........',
  '........#####........',
  '.......#####.........',
  '......######.........',
  '....##########.......',
  '....############.....',
  '...##############....',
  '..#######.....#####..',
  '..#####.........###..',
  '.#####...........###.',
  '.####............###.',
  '.###..............##.',
  '###...............###',
  '###...............###',
  '##................###',
  '##................###',
  '##................##.',
  '##................##.',
  '##................##.',
  '###..............##..',
  '.##.............###..',
  '.###............##...',
  '.###...........###...',
  '..###........####....',
  '...######..####......',
  '....##########.......',
  '.......##............',
];
// A heavy 0: its top and bottom strokes as thick as its sides (4 px); a C open on the right.
const HEAVY_0 = Array.from({ length: 26 }, (_, y) =>
  Array.from({ length: 20 }, (_, x) => {
    const [dx, dy] = [(x - 9.5) / 10, (y - 12.5) / 13];
    const r = Math.hypot(dx, dy);
    return r <= 1 && r >= 0.62 ? '#' : '.';
  }).join(''),
);
const C = HEAVY_0.map((row, y) => (y >= 8 && y <= 17 ? row.slice(0, 14) + '......' : row));

let nextLabel = 1;
function page(width = 400) {
  const labels = new Int32Array(width * 80);
  const draw = (art: string[], x0: number, y0: number): Component => {
    const g: Component = {
      label: nextLabel++,
      area: 0,
      left: x0,
      top: y0,
      right: x0 + art[0]!.length - 1,
      bottom: y0 + art.length - 1,
    };
    art.forEach((row, y) =>
      [...row].forEach((ch, x) => {
        if (ch !== '#') return;
        labels[(y0 + y) * width + x0 + x] = g.label;
        g.area++;
      }),
    );
    return g;
  };
  return { ink: { width, labels }, draw };
}
const at = (char: string, g: Component, p = 0.9): RecognizedChar => ({ char, x: (g.left + g.right) / 2, p });
const text = (chars: RecognizedChar[]) => chars.map((c) => c.char).join('');

describe('a knotted 8', () => {
  it("tells the 8 from the same face's 6, a heavy 0 and a C", () => {
    const { ink, draw } = page(500);
    expect(isKnottedEight(draw(CUPOLA_8, 0, 0), ink)).toBe(true);
    expect(isKnottedEight(draw(CUPOLA_6, 30, 0), ink)).toBe(false);
    expect(isKnottedEight(draw(HEAVY_0, 60, 0), ink)).toBe(false);
    expect(isKnottedEight(draw(C, 90, 0), ink)).toBe(false);
  });

  it('reads a "0" or "C" over it as 8 ("x − 0", "C(x + 2)"), the 6 and a word\'s letter not', () => {
    // Cap 26, baseline y = 51.
    const { ink, draw } = page(500);
    const eight = draw(CUPOLA_8, 10, 26);
    const six = draw(CUPOLA_6, 40, 25);
    const glyphs = [eight, six];
    const chars = [at('C', eight, 0.94), { char: '(', x: 34, p: 0.9 }, at('0', six)];
    expect(text(restoreKnottedEights(chars, glyphs, 26, ink))).toBe('8(0');
    const word = [{ char: 'D', x: 2, p: 0.9 }, at('o', eight), { char: 'm', x: 33, p: 0.9 }];
    expect(text(restoreKnottedEights(word, glyphs, 26, ink))).toBe('Dom');
  });
});
