/** Glyph shapes told from the ink: Computer Modern's italic x and the letters it is misread as. */
import { describe, expect, it } from 'vitest';
import { asciiPage, readOver, textOf } from './test-support/ascii-ink.js';
import type { Component } from './components.js';
import {
  flatEndedDigit,
  isCrossShape,
  isFourNotL,
  isGreaterOrEqualShape,
  isLoneCross,
  restoreCrossedX,
  restoreFlatEndedDigits,
  restoreGreaterOrEqual,
  restoreJoinedDivision,
  isFadedNeckDivision,
  isJoinedDivision,
  restoreUnslantedZ,
  runsDownLeft,
} from './glyph-shapes.js';
import type { GrayImage } from './gray-image.js';
import { MONO_DIVIDE } from './test-support/tune-glyphs.js';

// Computer Modern italic x as binarised from a tune photo (about 0.7 cap of 39 px): a slanted
// shaft, a hook at its top left and bottom right, a ball at the other corners.
const CM_X = [
  '............###.........###...',
  '.........########.....#######.',
  '........###....###...##...####',
  '.......##......####.##....####',
  '......##........#####....#####',
  '.....##.........#####....#####',
  '.....##........#####.....####.',
  '....##.........#####......##..',
  '....##.........####...........',
  '..............#####...........',
  '..............#####...........',
  '..............####............',
  '.............#####............',
  '.............####.............',
  '.............####.............',
  '............#####.............',
  '............####..............',
  '............####..............',
  '...........#####.........##...',
  '...#.......####..........##...',
  '.#####.....####.........##....',
  '######....#####........##.....',
  '######...######........##.....',
  '#####....######......###......',
  '####...###..####....###.......',
  '.########....#########........',
  '..#####........####...........',
];
// The same letter smaller (19 px), its hooks run into the shaft at the bottom.
const CM_X_SMALL = [
  '........####....####....',
  '......###############...',
  '.....#################..',
  '....####..############..',
  '...####...############..',
  '...###....#####..#####..',
  '...##.....#####..####...',
  '..........#####.........',
  '..........####..........',
  '.........#####..........',
  '.........#####..........',
  '.........####...........',
  '...###..#####.....###...',
  '..#####.#####.....###...',
  '.############....###....',
  '.############..#####....',
  '.##################.....',
  '..################......',
  '....###....#####........',
];
// A serif "z" of a prose face: its diagonal crosses the middle rows at about 45°.
const SERIF_Z = [
  '#################...',
  '##################..',
  '#######...#######...',
  '####......#######...',
  '###.......######....',
  '###......######.....',
  '###.....#######.....',
  '##.....#######......',
  '.......######.......',
  '......######........',
  '.....#######........',
  '.....######.........',
  '....######..........',
  '...######...........',
  '..#######......##...',
  '..######.......##...',
  '.######.......###...',
  '######........###...',
  '#######.....######..',
  '###################.',
  '###################.',
];
// A "c": ink at its left side at mid-height.
const C = [
  '.....######....',
  '...###....###..',
  '..##.......###.',
  '.##........###.',
  '.##............',
  '##.............',
  '##.............',
  '##.............',
  '##.............',
  '##..........##.',
  '.##........##..',
  '..###....###...',
  '....######.....',
];
// A monospaced "r": the stem in the middle, an arm, a flat foot across the bottom.
const MONO_R = [
  '#######...#####',
  '#######.#######',
  '....#####....##',
  '....####.......',
  '....###........',
  '....###........',
  '....###........',
  '....###........',
  '....###........',
  '....###........',
  '...#####.......',
  '###############',
  '###############',
];
// An upright sans "x": two straight strokes crossing.
const UPRIGHT_X = Array.from({ length: 16 }, (_, y) =>
  Array.from({ length: 16 }, (_, x) => (Math.abs(x - y) <= 1 || Math.abs(x + y - 15) <= 1 ? '#' : '.')).join(
    '',
  ),
);
// An "8": two loops meet at a narrow waist.
const EIGHT = [
  '...######...',
  '..##....##..',
  '.##......##.',
  '.##......##.',
  '..##....##..',
  '....####....',
  '....####....',
  '..##....##..',
  '.##......##.',
  '##........##',
  '##........##',
  '.##......##.',
  '...######...',
];

// Domestic Manners "1" as binarised from a tune photo (cap 35): a flag, a stem and a wide swung foot.
const DM_ONE = [
  '...................###..............',
  '.................#####..............',
  '................#######.............',
  '.............##########.............',
  '..........##############............',
  '.......#################............',
  '.....###################............',
  '...####################.............',
  '.######################.............',
  '.#############...######.............',
  '.###########.....#####..............',
  '#########........#####..............',
  '########.........####...............',
  '#######..........#####..............',
  '.####...........#####...............',
  '.###............#####...............',
  '................#####...............',
  '................#####...............',
  '................#####...............',
  '................#####...............',
  '...............######...............',
  '...............########..#.####.....',
  '..............#####################.',
  '...........#..######################',
  '........#.########################..',
  '.......###########################..',
  '......#########################.....',
  '.....###################............',
  '.....###############................',
  '.....###############................',
  '......######....###.................',
  '.................##.................',
];
// Domestic Manners "7": a wide top, a crossbar, a stem ending in a narrow point.
const DM_SEVEN = [
  '...........#.##########...................',
  '......#####################...............',
  '..###########################.............',
  '.##############################...........',
  '################################..........',
  '################################..........',
  '############............########..........',
  '########....................####..........',
  '.###........................####..........',
  '..#.........................####..........',
  '............................####..........',
  '...........................#####..........',
  '..........................######..........',
  '..........................#####...........',
  '.........................######...........',
  '........................#######...........',
  '.......................##############.....',
  '......................#################...',
  '...............#.#.#######################',
  '............##############################',
  '...........#######################.......#',
  '...........###################............',
  '............###############...............',
  '.............#############................',
  '..................#######.................',
  '..................######..................',
  '.................#######..................',
  '.................#######..................',
  '................#########.................',
  '................#########.................',
  '................#########.................',
  '................#######...................',
  '.................####.....................',
];
// Domestic Manners "2": a wide arched top, a diagonal, a wide foot.
const DM_TWO = [
  '......#############..........',
  '....#################........',
  '..#####################......',
  '########################.....',
  '#########################....',
  '#########################....',
  '###########........#######...',
  '########.............#####...',
  '.#####...............######..',
  '......................#####..',
  '.....................######..',
  '.....................######..',
  '.....................######..',
  '....................######...',
  '....................######...',
  '...................#######...',
  '...................######....',
  '..................#######....',
  '.................########....',
  '................########.....',
  '................########.....',
  '...............#########.....',
  '..............###########....',
  '.............##############..',
  '...........#################.',
  '..........###################',
  '.........####################',
  '........############.#######.',
  '........#########............',
  '........#######..............',
  '.........#####...............',
  '...........#.................',
];

const page = asciiPage;
const at = readOver;
const text = textOf;

describe('cross-shaped glyphs', () => {
  it('tells an x — Computer Modern italic at two sizes, an upright sans one — from z, c, r and 8', () => {
    const { ink, draw } = page();
    expect(isCrossShape(draw(CM_X, 0, 0), ink)).toBe(true);
    expect(isCrossShape(draw(CM_X_SMALL, 40, 0), ink)).toBe(true);
    expect(isCrossShape(draw(UPRIGHT_X, 70, 0), ink)).toBe(true);
    expect(isCrossShape(draw(SERIF_Z, 100, 0), ink)).toBe(false);
    expect(isCrossShape(draw(C, 130, 0), ink)).toBe(false);
    expect(isCrossShape(draw(MONO_R, 160, 0), ink)).toBe(false);
    expect(isCrossShape(draw(EIGHT, 190, 0), ink)).toBe(false);
  });
});

describe('an unknown x misread', () => {
  // Cap height 39: digits 39 px tall standing on the baseline at y = 66, the x 27 px tall.
  const cap = 39;

  it('reads a cross on the baseline read as "c", "z", "α", "0" or "2" as "x"', () => {
    for (const misread of ['c', 'z', 'α', '0', '2']) {
      const { ink, draw, solid } = page();
      const six = solid(0, 22, 28, 66);
      const x = draw(CM_X, 26, 40);
      const chars = [at('6', six), at(misread, x, 0.6)];
      expect(text(restoreCrossedX(chars, [six, x], [], cap, ink))).toBe('6x');
    }
  });

  it('leaves a letter of a word, a "c"-shaped glyph and a raised cross ("×" or an exponent) alone', () => {
    const { ink, draw, solid } = page();
    const six = solid(0, 22, 28, 66);
    const x = draw(CM_X, 26, 40);
    const a = solid(60, 14, 47, 66);
    // "ca": the letter beside it is no cross.
    expect(text(restoreCrossedX([at('c', x), at('a', a)], [six, x, a], [], cap, ink))).toBe('ca');
    const c = draw(C, 100, 54);
    expect(text(restoreCrossedX([at('6', six), at('c', c)], [six, c], [], cap, ink))).toBe('6c');
    // Raised off the baseline by a third of the capitals.
    const raised = draw(CM_X, 140, 26);
    expect(text(restoreCrossedX([at('6', six), at('c', raised)], [six, raised], [], cap, ink))).toBe('6c');
  });

  it('reads a cross at the start of a tilted line as x, on the sloped baseline (not the nearest feet)', () => {
    const { ink, draw, solid } = page();
    // "x : 4 = 30 : 12" photographed at a slant (tune, New Computer Modern's x read "2" by every
    // look): the full-height figures' feet rise 4 px per 40 px; the x at the line's start stands
    // 13 px under the median foot of the three figures nearest it, on the line through them all.
    const figures = [62, 58, 54, 50, 46].map((bottom, k) => solid(130 + 40 * k, 20, bottom - 38, bottom));
    const x = draw(CM_X, 30, 44);
    const chars = [at('2', x, 0.39), ...figures.map((f) => at('4', f))];
    expect(text(restoreCrossedX(chars, [x, ...figures], [], cap, ink))).toBe('x44444');
    // Raised well off the line (an exponent), it stays as read.
    const other = page();
    const figures2 = [62, 58, 54, 50, 46].map((bottom, k) =>
      other.solid(130 + 40 * k, 20, bottom - 38, bottom),
    );
    const raised = other.draw(CM_X, 30, 10);
    const read = [at('2', raised, 0.39), ...figures2.map((f) => at('4', f))];
    expect(text(restoreCrossedX(read, [raised, ...figures2], [], cap, other.ink))).toBe('244444');
  });

  it('puts back an x read as nothing between maths characters, not one beside a word', () => {
    const { ink, draw, solid } = page();
    const bar = solid(0, 4, 24, 70);
    const x = draw(CM_X, 10, 40);
    const seven = solid(80, 20, 28, 66);
    // "|x − 7|" read "| − 7|": the bar and the minus were told by shape (specials).
    const specials = [{ box: { left: 0, right: 4 } }, { box: { left: 50, right: 70 } }];
    const read = [{ char: ' ', x: 60, p: 0.5 }, at('7', seven)];
    expect(text(restoreCrossedX(read, [bar, x, seven], specials, cap, ink))).toBe('x 7');
    // After a word's last letter it is no unknown of the maths.
    const other = page();
    const [e, x2, seven2] = [
      other.solid(0, 14, 47, 66),
      other.draw(CM_X, 30, 40),
      other.solid(100, 20, 28, 66),
    ];
    const word = [at('e', e), at('7', seven2)];
    expect(text(restoreCrossedX(word, [e, x2, seven2], [], cap, other.ink))).toBe('e7');
  });
});

describe('a fraction part that is an x', () => {
  it('reads a lone cross not read as a number as x ("x/3" read "()/3"), never a number or a "c"', () => {
    const { ink, draw } = page();
    const x = draw(CM_X, 0, 0);
    const c = draw(C, 40, 0);
    const eight = draw(EIGHT, 70, 0);
    expect(isLoneCross('()', [x], ink)).toBe(true);
    expect(isLoneCross('', [x], ink)).toBe(true);
    expect(isLoneCross('4', [x], ink)).toBe(false);
    expect(isLoneCross('()', [c], ink)).toBe(false);
    expect(isLoneCross('8', [eight], ink)).toBe(false);
    expect(isLoneCross('2c', [x, c], ink)).toBe(false);
  });
});

// Binarised from a tune photo in Latin Modern (cap 23): the italic x alone over "/3", its hairline
// diagonal starved to one sliver at the lower right, read "()" by both looks.
const STARVED_X = [
  '....#####...####.',
  '...##..#####.####',
  '..#.....###..####',
  '.#......###...##.',
  '.#.....####......',
  '.......###.......',
  '.......###.......',
  '.......###.......',
  '.......###.......',
  '......###........',
  '......###........',
  '###...###........',
  '###..####........',
  '###..####........',
  '#####..####......',
];
const STARVED_X_SLIVER = ['..#', '.##', '.#.', '#..'];

describe('a fraction part that is an x with its thin stroke in pieces', () => {
  it('reads the glyph with its slivers as x when together they cross, not the glyph alone', () => {
    const { ink, draw } = page();
    const main = draw(STARVED_X, 0, 0);
    const sliver = draw(STARVED_X_SLIVER, 13, 10);
    expect(isLoneCross('()', [main, sliver], ink, 23)).toBe(true);
    expect(isLoneCross('(α)', [main, sliver], ink, 23)).toBe(true);
    // Without the cap no pieces are joined; without the sliver it is a bracket's curve.
    expect(isLoneCross('()', [main, sliver], ink)).toBe(false);
    expect(isLoneCross('(', [main], ink, 23)).toBe(false);
    // A number stays a number; a piece a cap away is no sliver of it.
    expect(isLoneCross('11', [main, sliver], ink, 23)).toBe(false);
    const far = draw(STARVED_X_SLIVER, 60, 10);
    expect(isLoneCross('()', [main, far], ink, 23)).toBe(false);
  });
});

describe('a cross broken in binarisation', () => {
  it('tests an x with the ball at its top right broken off as one glyph with that piece', () => {
    const { ink, draw, solid } = page();
    const cap = 39;
    // CM_X_SMALL (19 px tall, cap 27 here) with its columns 15 and up of rows 0–6 drawn apart.
    const ball = CM_X_SMALL.map((row, y) =>
      y <= 6 ? '.'.repeat(15) + row.slice(15) : '.'.repeat(row.length),
    );
    const rest = CM_X_SMALL.map((row, y) => (y <= 6 ? row.slice(0, 15) + '.'.repeat(row.length - 15) : row));
    const pieceArt = ball.slice(0, 7).map((row) => row.slice(15));
    const six = solid(0, 22, 28, 66);
    const body = draw(
      rest.map((row) => row.slice(0, 20)),
      30,
      48,
    );
    const piece = draw(pieceArt, 45, 48);
    expect(isCrossShape(body, ink)).toBe(false);
    const read = [at('6', six), at('c', body, 0.4)];
    expect(text(restoreCrossedX(read, [six, body, piece], [], cap, ink))).toBe('6x');
    // Without the piece it is no cross.
    expect(text(restoreCrossedX(read, [six, body], [], cap, ink))).toBe('6c');
    // Read as nothing, a glyph is judged on its own ink: no x is put back for the broken one.
    const seven = solid(80, 20, 28, 66);
    const unread = [at('6', six), at('7', seven)];
    expect(text(restoreCrossedX(unread, [six, body, piece, seven], [], cap, ink))).toBe('67');
  });
});

// Binarised from a line set in EB Garamond (old-style figures, cap 19, blurred): "3x" run
// together into one glyph, the 3's tail hanging under the x — wide at the top, narrow at the foot.
const GARAMOND_3X = [
  '...####...#####...###..',
  '.#######..######.#####.',
  '.########..#####.####..',
  '.#...####...########...',
  '.....####...#######....',
  '.....###.....#####.....',
  '....####......####.....',
  '...#####......#####....',
  '..######.....#######...',
  '..#######...########...',
  '.....####..###..#####..',
  '......########...#####.',
  '......########...######',
  '.....#########...#####.',
  '.....####..............',
  '..######...............',
  '#######................',
  '#####..................',
];

describe('hand-drawn digits read as "z"', () => {
  it('tells a flagged "1" with a foot and a "7" from a "2" and a "z"', () => {
    const { ink, draw } = page(500);
    expect(flatEndedDigit(draw(DM_ONE, 0, 0), ink)).toBe('1');
    expect(flatEndedDigit(draw(DM_SEVEN, 50, 0), ink)).toBe('7');
    expect(flatEndedDigit(draw(DM_TWO, 100, 0), ink)).toBeNull();
    expect(flatEndedDigit(draw(SERIF_Z, 150, 0), ink)).toBeNull();
  });

  it('reads a "z" over a digit-tall "1" or "7" outside a word as that digit, an x-height "z" not', () => {
    // Cap 33: "6(3x − z) − (x + z)" in short: "6" 33 px tall on the baseline y = 65, then the
    // "1" (32 px), the "7" (33 px) and an x-height z (21 px) standing on it.
    const { ink, draw, solid } = page(500);
    const six = solid(0, 24, 33, 65);
    const one = draw(DM_ONE, 40, 34);
    const seven = draw(DM_SEVEN, 100, 33);
    const z = draw(SERIF_Z, 160, 45);
    const glyphs = [six, one, seven, z];
    const chars = [at('6', six), at('z', one, 0.7), at('z', seven, 0.6), at('z', z)];
    expect(text(restoreFlatEndedDigits(chars, glyphs, 33, ink))).toBe('617z');
    // Inside a word the glyph is a letter: "Zadatak" keeps its capital.
    const word = [at('6', six), at('Z', one), { char: 'a', x: 80, p: 0.9 }];
    expect(text(restoreFlatEndedDigits(word, glyphs, 33, ink))).toBe('6Za');
  });

  it('reads an "x" over a digit-tall flagged "1" outside a word as "1", an x-height "x" not', () => {
    // "6x − 1" in short, cap 33: the unknown an x-height cross (21 px), the "1" read "x".
    const { ink, draw, solid } = page(500);
    const six = solid(0, 24, 33, 65);
    const cross = solid(30, 20, 45, 65);
    const one = draw(DM_ONE, 70, 34);
    const glyphs = [six, cross, one];
    const chars = [at('6', six), at('x', cross), at('x', one, 0.7)];
    expect(text(restoreFlatEndedDigits(chars, glyphs, 33, ink))).toBe('6x1');
  });

  it('leaves an "x" read over a glyph it shares with the figure before it (a run-together "3x")', () => {
    const { ink, draw, solid } = page(500);
    const joined = draw(GARAMOND_3X, 10, 0);
    const [one, equals] = [solid(60, 6, 4, 17), solid(80, 10, 8, 10)];
    const glyphs = [joined, one, equals];
    const chars = [{ char: '3', x: 16, p: 1 }, { char: 'x', x: 27, p: 0.64 }, at('1', one), at('=', equals)];
    expect(flatEndedDigit(joined, ink)).toBe('7');
    expect(text(restoreFlatEndedDigits(chars, glyphs, 19, ink))).toBe('3x1=');
  });
});

// Binarised from a tune photo (C059 page, TeX maths, cap 19): Computer Modern's italic x whose
// hairline was lost — a shaft with the top hook and ball run together and a ball at the bottom
// left — which the recogniser reads "r" or "z"; and a real "z" of the same page's text face.
const CM_X_NO_HAIRLINE = [
  '.....########.',
  '...##########.',
  '.....#########',
  '.....####..##.',
  '.....####.....',
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
  '###.####......',
  '########......',
  '###########...',
  '.##....#......',
];
const TEXT_Z = [
  '.#########.',
  '.#########.',
  '##########.',
  '###..####..',
  '.#..#####..',
  '....####...',
  '...####....',
  '..#####....',
  '..####..###',
  '.####...###',
  '.##########',
  '.##########',
  '.#########.',
];
// The thick stroke of a serif x alone, running down to the right.
const BACKSLASH = Array.from({ length: 14 }, (_, y) =>
  Array.from({ length: 14 }, (_, x) => (x >= y - 1 && x <= y + 2 ? '#' : '.')).join(''),
);

// Rendered: Latin Modern Roman italic "z" at 36 pt (TeX's maths-italic z), binarised. Its thin
// diagonal is narrower than the curl of its bars, so the widest run of its lower middle rows is
// the bottom bar's end at the right; the stroke itself runs down to the left.
const LM_ITALIC_Z = [
  '.....####....#',
  '....######..##',
  '....#....####.',
  '...#.......#..',
  '..........#...',
  '.........#....',
  '........#.....',
  '.......#......',
  '......#.......',
  '.....#........',
  '....#.......##',
  '...#........#.',
  '..###......##.',
  '.##..#######..',
  '.#....#####...',
  '#......###....',
];

describe('an italic x read as "z"', () => {
  it('tells a "z" by its middle running down to the left', () => {
    const { ink, draw } = page();
    expect(runsDownLeft(draw(TEXT_Z, 0, 0), ink)).toBe(true);
    expect(runsDownLeft(draw(SERIF_Z, 20, 0), ink)).toBe(true);
    expect(runsDownLeft(draw(CM_X_NO_HAIRLINE, 50, 0), ink)).toBe(false);
    expect(runsDownLeft(draw(BACKSLASH, 70, 0), ink)).toBe(false);
  });

  it('follows a thin z diagonal past wider curls, and leaves a glyph under 12 px alone', () => {
    const { ink, draw } = page();
    expect(runsDownLeft(draw(LM_ITALIC_Z, 0, 0), ink)).toBe(true);
    // The stroke followed from the middle still tells the x and the backslash.
    expect(runsDownLeft(draw(CM_X_NO_HAIRLINE, 20, 0), ink)).toBe(false);
    expect(runsDownLeft(draw(BACKSLASH, 40, 0), ink)).toBe(false);
    expect(runsDownLeft(draw(BACKSLASH.slice(0, 11), 60, 0), ink)).toBe(true);
  });

  it('keeps a real TeX italic "z" read alone on the baseline', () => {
    // Cap 22: "7" 22 px tall on the baseline y = 60, then the z 16 px tall on it.
    const cap = 22;
    const { ink, draw, solid } = page();
    const seven = solid(0, 14, 39, 60);
    const z = draw(LM_ITALIC_Z, 20, 45);
    expect(text(restoreUnslantedZ([at('7', seven), at('z', z)], [seven, z], cap, ink))).toBe('7z');
  });

  it('reads a lone "z" over an x-height glyph that is no z as "x"; a real z, a word\'s z stay', () => {
    // Cap 19: "7" 19 px tall on the baseline y = 60, then x-height glyphs 13 px tall on it.
    const cap = 19;
    const { ink, draw, solid } = page();
    const seven = solid(0, 12, 42, 60);
    const x = draw(CM_X_NO_HAIRLINE, 16, 48);
    const z = draw(TEXT_Z, 40, 48);
    const glyphs = [seven, x, z];
    expect(text(restoreUnslantedZ([at('7', seven), at('z', x, 0.6)], glyphs, cap, ink))).toBe('7x');
    expect(text(restoreUnslantedZ([at('7', seven), at('z', z)], glyphs, cap, ink))).toBe('7z');
    // A letter right beside it: a word's z.
    const word = [at('a', seven), at('z', x)];
    expect(text(restoreUnslantedZ(word, glyphs, cap, ink))).toBe('az');
    // Raised off the baseline (an exponent), it is left alone.
    const raised = draw(CM_X_NO_HAIRLINE, 70, 36);
    expect(text(restoreUnslantedZ([at('7', seven), at('z', raised)], [seven, raised], cap, ink))).toBe('7z');
  });
});

// Binarised from tune photos: a "≥" of a humanist face (Cantarell, cap 19) and of a slab
// monospaced one (Anonymous Pro, cap 21), each one glyph with its bar, both read "2".
const SANS_GE = [
  '.#...........',
  '.##..........',
  '#######......',
  '.########....',
  '..#########..',
  '.....#######.',
  '.......######',
  '......#######',
  '...########..',
  '.##########..',
  '########.....',
  '####.........',
  '.###.........',
  '.############',
  '.############',
  '..###..######',
  '......#......',
];
const SLAB_GE = [
  '....#.......',
  '...####.....',
  '....####....',
  '....#####...',
  '.....####...',
  '......####..',
  '.......####.',
  '.......#####',
  '.......#####',
  '......#####.',
  '.....#####..',
  '....#####...',
  '...#####....',
  '..#####.....',
  '..####......',
  '.#########..',
  '###########.',
  '###########.',
  '##########..',
];
// A plain "2": the top of its arc in the middle, its hook and the bowl's side in the same rows.
const PLAIN_TWO = [
  '...######...',
  '.##########.',
  '###......###',
  '##........##',
  '..........##',
  '.........##.',
  '........##..',
  '.......##...',
  '......##....',
  '....###.....',
  '...##.......',
  '.##.........',
  '############',
  '############',
];

describe('a "≥" read as "2"', () => {
  it('tells a "≥" with its bar from a "2"', () => {
    const { ink, draw } = page(500);
    expect(isGreaterOrEqualShape(draw(SANS_GE, 0, 0), ink)).toBe(true);
    expect(isGreaterOrEqualShape(draw(SLAB_GE, 20, 0), ink)).toBe(true);
    expect(isGreaterOrEqualShape(draw(PLAIN_TWO, 40, 0), ink)).toBe(false);
    expect(isGreaterOrEqualShape(draw(DM_TWO, 60, 0), ink)).toBe(false);
    // Nor is a "2" a cross: "4 : 2" keeps its figure.
    expect(isCrossShape(draw(PLAIN_TWO, 100, 0), ink)).toBe(false);
    expect(isCrossShape(draw(DM_TWO, 120, 0), ink)).toBe(false);
  });

  it('reads a "2" over a "≥" as "≥" ("152 - 39" over "15 ≥ −39"), a "2" over a 2 stays', () => {
    const cap = 19;
    const { ink, draw, solid } = page(500);
    const five = solid(0, 12, 41, 59);
    const ge = draw(SANS_GE, 20, 43);
    const two = draw(PLAIN_TWO, 40, 46);
    const glyphs = [five, ge, two];
    const chars = [at('5', five), at('2', ge), at('2', two)];
    expect(text(restoreGreaterOrEqual(chars, glyphs, cap, ink))).toBe('5≥2');
  });

  it('keeps a "2" of that shape where no relation can stand: after a relation, or with no operand before it', () => {
    // "6x − 10 > 26" in a face whose "2" passes for the chevron with its bar (Cantarell).
    const cap = 19;
    const { ink, draw, solid } = page(500);
    const gt = solid(0, 8, 45, 55);
    const ge = draw(SANS_GE, 20, 43);
    const six = solid(40, 12, 41, 59);
    const chars = [at('>', gt), { char: ' ', x: 15, p: 1 }, at('2', ge), at('6', six)];
    expect(text(restoreGreaterOrEqual(chars, [gt, ge, six], cap, ink))).toBe('> 26');
    expect(text(restoreGreaterOrEqual([at('2', ge), at('6', six)], [ge, six], cap, ink))).toBe('26');
  });

  it('keeps a "2" of that shape with no operand after it: before a comma, a bracket or the end', () => {
    // "NZD(32, 72)" on a blurred sans page.
    const cap = 19;
    const { ink, draw, solid } = page(500);
    const three = solid(0, 12, 41, 59);
    const ge = draw(SANS_GE, 20, 43);
    const comma = solid(40, 3, 56, 62);
    const chars = [at('3', three), at('2', ge), at(',', comma)];
    expect(text(restoreGreaterOrEqual(chars, [three, ge, comma], cap, ink))).toBe('32,');
    expect(text(restoreGreaterOrEqual(chars.slice(0, 2), [three, ge], cap, ink))).toBe('32');
    // Before an operand it is the relation.
    const six = solid(40, 12, 41, 59);
    expect(
      text(restoreGreaterOrEqual([at('3', three), at('2', ge), at('6', six)], [three, ge, six], cap, ink)),
    ).toBe('3≥6');
  });
});

// Binarised from a tune photo (JetBrains Mono fraction, cap 27): a "4" the parts strip read "L";
// and an "L" of the same size.
const MONO_FOUR = [
  '........###....',
  '.......####....',
  '.......####....',
  '......####.....',
  '......###......',
  '.....####......',
  '....####.......',
  '....####.......',
  '...####........',
  '...####........',
  '..####.....###.',
  '.#####.....###.',
  '.####......####',
  '.###.......####',
  '####.......####',
  '#####.....#####',
  '###############',
  '###############',
  '.##############',
  '...........####',
  '...........####',
  '...........####',
  '............###',
  '............###',
];
const MONO_L = Array.from({ length: 24 }, (_, y) => (y >= 20 ? '#'.repeat(15) : '####' + '.'.repeat(11)));

describe('a 4 read as "L"', () => {
  it('tells a 4 — top reaching right, a narrow stem at the bottom — from an L, a 2 and an x', () => {
    const { ink, draw } = page();
    expect(isFourNotL(draw(MONO_FOUR, 0, 0), ink)).toBe(true);
    expect(isFourNotL(draw(MONO_L, 20, 0), ink)).toBe(false);
    expect(isFourNotL(draw(PLAIN_TWO, 40, 0), ink)).toBe(false);
    expect(isFourNotL(draw(UPRIGHT_X, 60, 0), ink)).toBe(false);
  });
});

// Binarised from a tune photo (Noto Serif, cap 24): a "÷" whose dots blur joined to its bar by
// thin necks, read "+"; and a "+" of the same size, its arms one stroke's width all along.
const JOINED_DIVIDE = [
  '....###.......',
  '....###.......',
  '...####.......',
  '....###.......',
  '.....##.......',
  '.....##.......',
  '.##########...',
  '##############',
  '##############',
  '.############.',
  '......#.......',
  '......#.......',
  '....####......',
  '....####......',
  '....####......',
  '....####......',
];
const PLUS = [
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
  '##############',
  '##############',
  '##############',
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
  '.....###......',
];

// Binarised from tune photos: a monospaced "÷" (TeX Gyre Cursor, cap 18) whose dots, wider than
// its bar is thick, blur into the bar by necks of 3 px, read "+", and the "+" of the same page;
// a rounded face's "+" (Comfortaa), its arms narrowing to their ends; a serif "÷" (Linux
// Libertine, cap 37) whose upper dot hangs on a 1-px neck and whose lower dot stands apart.
const MONO_PLUS = [
  '......#......',
  '.....##......',
  '.....##......',
  '.....##......',
  '.....###.....',
  '.....###.....',
  '#############',
  '#############',
  '....####.....',
  '.....###.....',
  '.....##......',
  '.....##......',
  '.....##......',
  '.....##......',
];
const ROUNDED_PLUS = [
  '.......###.......',
  '.......###.......',
  '......#####......',
  '......#####......',
  '......######.....',
  '...###########...',
  '.###############.',
  '.###############.',
  '..##############.',
  '.....#########...',
  '......#####......',
  '......#####......',
  '.......####......',
  '.......####......',
  '........##.......',
];
const SERIF_DIVIDE = [
  '........#####..........',
  '........#####..........',
  '........######.........',
  '........######.........',
  '.........####..........',
  '..........##...........',
  '..........#............',
  '....##################.',
  '######################.',
  '#######################',
  '#######################',
  '..####################.',
  '.......................',
  '.......................',
  '...........##..........',
  '..........####.........',
  '.........#####.........',
  '.........######........',
  '.........#####.........',
  '..........####.........',
  '...........##..........',
];

// A "+" in pieces (Wargames, a stencil face, 44 px): arms apart from a bar broken across.
const STENCIL_PLUS = [
  '.......####......',
  '......#####......',
  '......#####......',
  '......#####......',
  '......#####......',
  '.................',
  '.................',
  '#####.#####.#####',
  '#####.#####.#####',
  '#####.#####.#####',
  '#####.#####.#####',
  '.................',
  '.................',
  '......#####......',
  '......#####......',
  '......#####......',
  '......#####......',
  '.......####......',
];

describe('a division sign with its dots joined', () => {
  it('tells a "÷" whose dots hang on thin necks from a "+"', () => {
    const { ink, draw } = page();
    expect(isJoinedDivision(draw(JOINED_DIVIDE, 0, 0), ink)).toBe(true);
    expect(isJoinedDivision(draw(PLUS, 30, 0), ink)).toBe(false);
    // A bar at the glyph's top or bottom edge leaves no arm there ("⊥", "T"): no division sign.
    expect(isJoinedDivision(draw(JOINED_DIVIDE.slice(6), 60, 0), ink)).toBe(false);
    expect(isJoinedDivision(draw(JOINED_DIVIDE.slice(0, 9), 90, 0), ink)).toBe(false);
  });

  it('tells a "÷" whose dots widen past a neck thinner than themselves, or stand apart, from a "+"', () => {
    const { ink, draw } = page();
    expect(isJoinedDivision(draw(MONO_DIVIDE, 0, 0), ink)).toBe(true);
    expect(isJoinedDivision(draw(MONO_PLUS, 20, 0), ink)).toBe(false);
    expect(isJoinedDivision(draw(ROUNDED_PLUS, 40, 0), ink)).toBe(false);
    // The lower dot apart from the bar: one glyph of two pieces (math-layout.ts merges them).
    const upper = draw(SERIF_DIVIDE.slice(0, 13), 60, 0);
    const lower = draw(SERIF_DIVIDE.slice(14), 60, 14);
    const merged: Component = {
      ...upper,
      bottom: lower.bottom,
      area: upper.area + lower.area,
      parts: [upper, lower],
    };
    expect(isJoinedDivision(merged, ink)).toBe(true);
    // Without the detached dot's gap: a bar with one arm below it is no "÷".
    expect(isJoinedDivision(upper, ink)).toBe(false);
    // Paper beside the bar but the bar broken too: a "+" in pieces, not a "÷" with dots apart.
    expect(isJoinedDivision(draw(STENCIL_PLUS, 100, 0), ink)).toBe(false);
  });

  it('reads a "+" over such a glyph as division ":"', () => {
    const { ink, draw } = page();
    const [divide, plus] = [draw(JOINED_DIVIDE, 0, 0), draw(PLUS, 30, 0)];
    const read = [at('+', divide), at('+', plus)];
    expect(text(restoreJoinedDivision(read, [divide, plus], 24, ink))).toBe(':+');
  });
});

// A small "÷" (Comic Neue at 27 px cap, tune) whose dots the blur joined to its bar: its ink is a
// "+" with thin arms; rows 2–3 and 7–8 (0-based) are where the photo's grey is paler (the neck).
const FADED_DIVIDE = [
  '.....##.....',
  '.....###....',
  '.....##.....',
  '.....##.....',
  '############',
  '############',
  '############',
  '.....#......',
  '....##......',
  '....##......',
  '....##......',
];
const NECK_ROWS = [2, 3, 7, 8];
// Linux Libertine's "÷" (cap 27, tune), its dots joined to the bar, the row above the bar 8 px wide.
const LIBERTINE_DIVIDE = [
  '.......#.......',
  '......###......',
  '......###......',
  '......###......',
  '......###......',
  '...########....',
  '##############.',
  '###############',
  '.#############.',
  '....####.......',
  '....####.......',
  '....####.......',
  '....####.......',
  '.....##........',
];

describe('a division sign joined through the grey of the blur', () => {
  /** The page's grey: paper 240, ink `dark`, the glyph's neck rows `neck` (its ink all the same). */
  function greyOf(ink: { width: number; labels: Int32Array }, g: Component, dark: number, neck: number) {
    const height = ink.labels.length / ink.width;
    const data = new Uint8Array(ink.width * height).fill(240);
    for (let y = g.top; y <= g.bottom; y++)
      for (let x = g.left; x <= g.right; x++)
        if (ink.labels[y * ink.width + x] === g.label)
          data[y * ink.width + x] = NECK_ROWS.includes(y - g.top) ? neck : dark;
    return { width: ink.width, height, data } satisfies GrayImage;
  }

  it('tells a "÷" whose grey pales between each dot and the bar from a "+" dark all along', () => {
    const { ink, draw } = page();
    const g = draw(FADED_DIVIDE, 10, 10);
    // The ink alone looks like a "+" (arms as wide as a dot, no narrower neck).
    expect(isJoinedDivision(g, ink)).toBe(false);
    expect(isFadedNeckDivision(g, ink, greyOf(ink, g, 60, 150))).toBe(true);
    // One stroke, as dark all along, or only a little paler near the bar: a "+".
    expect(isFadedNeckDivision(g, ink, greyOf(ink, g, 60, 60))).toBe(false);
    expect(isFadedNeckDivision(g, ink, greyOf(ink, g, 60, 90))).toBe(false);
  });

  it('tells it when the row next to the bar flares into it (Libertine, tune: "2/4 ÷ 4/8" read "+")', () => {
    const { ink, draw } = page();
    // Rows 0–4 the upper dot and its neck, row 5 flaring 8 px wide into the bar (rows 6–8).
    const g = draw(LIBERTINE_DIVIDE, 10, 10);
    const neck = [3, 4, 5, 9];
    const height = ink.labels.length / ink.width;
    const data = new Uint8Array(ink.width * height).fill(240);
    for (let y = g.top; y <= g.bottom; y++)
      for (let x = g.left; x <= g.right; x++)
        if (ink.labels[y * ink.width + x] === g.label)
          data[y * ink.width + x] = neck.includes(y - g.top) ? 150 : 60;
    expect(isFadedNeckDivision(g, ink, { width: ink.width, height, data })).toBe(true);
    // Dark all along: a "+" with a fillet.
    expect(isFadedNeckDivision(g, ink, greyOf(ink, g, 60, 60))).toBe(false);
  });

  it('reads a "+" over such a glyph as ":" only with the page\'s grey', () => {
    const { ink, draw } = page();
    const g = draw(FADED_DIVIDE, 10, 10);
    const gray = greyOf(ink, g, 60, 150);
    expect(text(restoreJoinedDivision([at('+', g)], [g], 27, ink, gray))).toBe(':');
    expect(text(restoreJoinedDivision([at('+', g)], [g], 27, ink))).toBe('+');
  });
});
