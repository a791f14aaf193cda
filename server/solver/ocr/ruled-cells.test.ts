/** A worksheet's ruled boxes read box by box (ruled-cells.ts). */
import { describe, expect, it } from 'vitest';
import { boxedOrder, boxAround, type Ruling } from './ruled-cells.js';
import type { PlacedLine } from './cell-order.js';
import type { Chain } from './rules.js';

const CAP = 20;
const at = (text: string, left: number, top: number, width = 150, height = CAP): PlacedLine => ({
  text,
  row: 0,
  box: { left, right: left + width, top, bottom: top + height },
});
const frame = (left: number, top: number, right: number, bottom: number) => ({ left, right, top, bottom });
const texts = (lines: PlacedLine[], ruling: Ruling) => boxedOrder(lines, ruling, CAP).map((l) => l.text);

/** Tune 312 as boxes: three boxes a row, the last box's question at the top of its box. */
const frames = [
  frame(50, 100, 310, 210),
  frame(330, 100, 620, 210),
  frame(640, 100, 1020, 210),
  frame(50, 230, 310, 370),
  frame(330, 230, 620, 370),
  frame(640, 230, 1020, 370),
];
const page = [
  at('Test znanja br. 1', 40, 50),
  at('NZS (54,63)', 80, 160),
  at('(x+4)^2 - x(x - 7)', 350, 160),
  at('3x - 13 =2x - 17', 660, 158),
  at('Koliko je 25% od 80?', 700, 250),
  at('3x + 4y = 11 ; -5x - 3y= 0', 70, 290, 180, 50),
  at('40% od 300', 360, 290),
];

describe('boxedOrder', () => {
  it('reads a row of boxes box by box when the maths sits at different heights in them', () => {
    expect(texts(page, { rules: [], sides: [], frames })).toEqual([
      'Test znanja br. 1',
      'NZS (54,63)',
      '(x+4)^2 - x(x - 7)',
      '3x - 13 =2x - 17',
      '3x + 4y = 11 ; -5x - 3y= 0',
      '40% od 300',
      'Koliko je 25% od 80?',
    ]);
    // A frame round the whole page (its edge on a table) is no cell.
    const edge = frame(20, 20, 1050, 400);
    expect(texts(page, { rules: [], sides: [], frames: [...frames, edge] })).toEqual(
      texts(page, { rules: [], sides: [], frames }),
    );
  });

  it('leaves the lines as read when a line outside the boxes stands level with them, or no row has two boxes', () => {
    const outside = [...page, at('Rešenje:', 1040, 300, 60)];
    expect(texts(outside, { rules: [], sides: [], frames })).toEqual(outside.map((l) => l.text));
    const column = [frame(50, 100, 310, 210), frame(50, 230, 310, 370)];
    const lines = [at('2 + 3', 80, 160), at('x = 4', 80, 250)];
    expect(texts(lines, { rules: [], sides: [], frames: column })).toEqual(['2 + 3', 'x = 4']);
  });

  it('finds a box from rules over and under a line and sides left and right of it', () => {
    const chain = (left: number, right: number, top: number, bottom: number): Chain => ({
      segments: [],
      left,
      right,
      top,
      bottom,
    });
    const ruling: Ruling = {
      rules: [chain(50, 310, 100, 102), chain(50, 310, 208, 210)],
      sides: [chain(50, 52, 100, 210), chain(308, 310, 100, 210)],
      frames: [],
    };
    expect(boxAround(at('NZS (54,63)', 80, 160).box, ruling, CAP)).toEqual({
      left: 52,
      right: 308,
      top: 102,
      bottom: 208,
    });
    expect(boxAround(at('Test', 80, 20).box, ruling, CAP)).toBeNull();
  });
});
