/** A flat-topped "3" (Cupola's, a hand's) read as ")" or "2" is put back from its ink. */
import { describe, expect, it } from 'vitest';
import { asciiPage, readOver, textOf } from './test-support/ascii-ink.js';
import { UNREAD_MARK } from '../engine-types.js';
import { hasFoot, isFlatTopThree, restoreFlatTopThrees } from './flat-top-three.js';

// Glyphs binarised from tune photos in Cupola (cap 25): its 3 (read ")" in "22 + 3 · 6"), its 2
// and 7, and a ")" of the same line, which reaches below the baseline.
const CUPOLA_3 = [
  '........#.#.....',
  '.############...',
  '.############...',
  '.###.....####...',
  '.........#####..',
  '..........#####.',
  '.............###',
  '.............###',
  '..............##',
  '..............##',
  '..............##',
  '..............##',
  '..............##',
  '.............###',
  '.............###',
  '.............##.',
  '............###.',
  '...........###..',
  '..........####..',
  '..........###...',
  '........####....',
  '.......###......',
  '....#####.......',
  '.#######........',
  '#####...........',
  '####............',
];
const CUPOLA_2 = [
  '........##........',
  '....##########....',
  '..#############...',
  '.######....#####..',
  '####.........####.',
  '###...........###.',
  '..............####',
  '..............####',
  '..............####',
  '...............###',
  '...............##.',
  '..............###.',
  '..............###.',
  '..............###.',
  '.............####.',
  '............####..',
  '............###...',
  '...........###....',
  '..........###.....',
  '........#####.....',
  '.......###........',
  '....#####....##...',
  '...#####....###...',
  '.###############..',
  '.#############....',
];
const CUPOLA_7 = [
  '.............#..',
  '..##############',
  '..##############',
  '..##........####',
  '............###.',
  '............###.',
  '...........###..',
  '..........###...',
  '..........##....',
  '.........###....',
  '.........##.....',
  '........###.....',
  '........##......',
  '.......##.......',
  '......###.......',
  '.....###........',
  '.....##.........',
  '....###.........',
  '...###..........',
  '...##...........',
  '..###...........',
  '.###............',
  '####............',
  '###.............',
  '##..............',
  '#...............',
];
const CLOSE = [
  '###......',
  '####.....',
  '.####....',
  '..####...',
  '....###..',
  '.....##..',
  '.....###.',
  '......##.',
  '......##.',
  '......###',
  '......###',
  '......###',
  '.......##',
  '.......##',
  '.......##',
  '.......##',
  '......###',
  '.......##',
  '.......##',
  '......###',
  '......###',
  '......##.',
  '.....##..',
  '.....##..',
  '....###..',
  '...###...',
  '.####....',
  '####.....',
  '###......',
  '##.......',
];
// Cupola's 5 in "56 ÷ 8" (cap 26), read "2": its bar and stem a knot, no foot under the bowl.
const CUPOLA_5 = [
  '..##....#####.....',
  '.#############....',
  '###############...',
  '###############...',
  '################..',
  '################..',
  '#######.....#####.',
  '#####.........###.',
  '####...........###',
  '.#.............###',
  '...............###',
  '...............###',
  '...............###',
  '...............###',
  '...............###',
  '...............##.',
  '..............###.',
  '..............##..',
  '.............##...',
  '............###...',
  '...........###....',
  '..........###.....',
  '.........###......',
  '........##........',
  '.....####.........',
  '...#####..........',
  '..####............',
];
// A flat-topped 5 (its stem down the left under the bar) and a round-topped 3, drawn.
const FIVE = [
  '################',
  '################',
  '###.............',
  '###.............',
  '###.............',
  '###.............',
  '###.............',
  '###.#######.....',
  '##############..',
  '###.........###.',
  '.............###',
  '..............##',
  '..............##',
  '..............##',
  '..............##',
  '.............###',
  '............###.',
  '##.........###..',
  '.############...',
  '...########.....',
];
const ROUND_3 = [
  '....########....',
  '..############..',
  '.###........###.',
  '###..........###',
  '..............##',
  '.............###',
  '...........####.',
  '......#######...',
  '......########..',
  '.............##.',
  '..............##',
  '..............##',
  '..............##',
  '###..........###',
  '.###........###.',
  '..############..',
  '....########....',
];

const page = asciiPage;
const at = readOver;
const text = textOf;

describe('a flat-topped 3', () => {
  it('tells the 3 from the same face\'s 2 and 7, a ")", a 5 and a round-topped 3', () => {
    const { ink, draw } = page(500);
    expect(isFlatTopThree(draw(CUPOLA_3, 0, 0), ink)).toBe(true);
    expect(isFlatTopThree(draw(CUPOLA_2, 30, 0), ink)).toBe(false);
    expect(isFlatTopThree(draw(CUPOLA_7, 60, 0), ink)).toBe(false);
    expect(isFlatTopThree(draw(CLOSE, 90, 0), ink)).toBe(false);
    expect(isFlatTopThree(draw(FIVE, 120, 0), ink)).toBe(false);
    expect(isFlatTopThree(draw(ROUND_3, 150, 0), ink)).toBe(false);
  });

  it('reads a ")" or "2" over it as 3 ("22 + ) · 6", "4x − 2y"), a real bracket and 2 not', () => {
    // Cap 25, baseline y = 50: "2 2 + 3" with a bracket that reaches below the line after it.
    const { ink, draw } = page(500);
    const two = draw(CUPOLA_2, 10, 26);
    const three = draw(CUPOLA_3, 40, 25);
    const seven = draw(CUPOLA_7, 70, 25);
    const close = draw(CLOSE, 100, 23);
    const glyphs = [two, three, seven, close];
    const chars = [at('2', two), at(')', three, 0.65), at('7', seven), at(')', close)];
    expect(text(restoreFlatTopThrees(chars, glyphs, 25, ink))).toBe('237)');
    const misread = [at('2', two), at('2', three), { char: 'y', x: 62, p: 0.9 }];
    expect(text(restoreFlatTopThrees(misread, glyphs, 25, ink))).toBe('23y');
  });

  it('leaves the glyph alone inside a word (a "J") or shared with the character beside it', () => {
    const { ink, draw } = page(500);
    const three = draw(CUPOLA_3, 40, 25);
    const word = [{ char: 'a', x: 30, p: 0.9 }, at(')', three), { char: 'e', x: 62, p: 0.9 }];
    expect(text(restoreFlatTopThrees(word, [three], 25, ink))).toBe('a)e');
    const before = [at(')', three), { char: 'n', x: 62, p: 0.9 }];
    expect(text(restoreFlatTopThrees(before, [three], 25, ink))).toBe(')n');
    const shared = [{ char: '4', x: 41, p: 0.9 }, at(')', three)];
    expect(text(restoreFlatTopThrees(shared, [three], 25, ink))).toBe('4)');
  });

  it('reads a "2" with no foot as unread, so its task is declined ("56" read "20"), a 2 with one not', () => {
    const { ink, draw } = page(500);
    const five = draw(CUPOLA_5, 10, 24);
    const two = draw(CUPOLA_2, 40, 26);
    expect(hasFoot(five, ink)).toBe(false);
    expect(hasFoot(two, ink)).toBe(true);
    const chars = [at('2', five, 0.73), at('2', two)];
    expect(text(restoreFlatTopThrees(chars, [five, two], 25, ink))).toBe(`${UNREAD_MARK}2`);
  });
});
