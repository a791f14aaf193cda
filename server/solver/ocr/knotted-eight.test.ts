/** An 8 whose upper loop closed into a knot (Cupola's, a heavy face's) read as a ring is put back. */
import { describe, expect, it } from 'vitest';
import { asciiPage, readOver, textOf } from './test-support/ascii-ink.js';
import { isKnottedEight, restoreKnottedEights } from './knotted-eight.js';

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

const page = asciiPage;
const at = readOver;
const text = textOf;

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
