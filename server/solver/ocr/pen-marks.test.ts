/** A pen's tick or cross after a row of print is told from the row's own glyphs by shape and place. */
import { describe, expect, it } from 'vitest';
import { asciiPage } from './test-support/ascii-ink.js';
import { isMarkAfterRow } from './pen-marks.js';

/** ASCII art of straight strokes `t` px thick between points (x0, y0)–(x1, y1) in a w × h box. */
function strokes(w: number, h: number, lines: [number, number, number, number][], t = 3): string[] {
  const rows = Array.from({ length: h }, () => Array<string>(w).fill('.'));
  for (const [x0, y0, x1, y1] of lines) {
    const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) * 2;
    for (let i = 0; i <= n; i++) {
      const x = Math.round(x0 + ((x1 - x0) * i) / n);
      const y = Math.round(y0 + ((y1 - y0) * i) / n);
      for (let dx = 0; dx < t; dx++) if (rows[y] && x + dx < w) rows[y][x + dx] = '#';
    }
  }
  return rows.map((r) => r.join(''));
}

const CAP = 20;
/** A row of five cap-tall glyphs standing on y = 39, ending at x = 118. */
function rowOfPrint() {
  const page = asciiPage(400);
  const print = [0, 1, 2, 3, 4].map((i) => page.solid(20 + i * 20, 14, 20, 39));
  return { page, print, printEnd: 20 + 4 * 20 + 13 };
}

describe('a pen mark after a row', () => {
  it('takes a cross and a tick drawn after the row, a little off it, for marks', () => {
    const { page, print, printEnd } = rowOfPrint();
    const cross = page.draw(
      strokes(20, 20, [
        [0, 0, 17, 19],
        [17, 0, 0, 19],
      ]),
      130,
      21,
    );
    expect(isMarkAfterRow(cross, print, printEnd, CAP, page.ink)).toBe(true);
    const tick = page.draw(
      strokes(22, 22, [
        [0, 11, 6, 21],
        [6, 21, 19, 0],
      ]),
      170,
      19,
    );
    expect(isMarkAfterRow(tick, print, printEnd, CAP, page.ink)).toBe(true);
  });

  it('leaves a wide monospaced y alone: its arms top out at x-height, under the capitals (review, round 17)', () => {
    const { page, print, printEnd } = rowOfPrint();
    // "2y" in GWMonospace: a y a cap wide, set a little off the 2, its tail under the foot.
    const y = page.draw(
      strokes(21, 21, [
        [0, 0, 10, 14],
        [18, 0, 4, 20],
      ]),
      124,
      25,
    );
    expect(isMarkAfterRow(y, print, printEnd, CAP, page.ink)).toBe(false);
  });

  it('leaves a 7, an H, a lower-case x, two slanted 4s run together and a cross glued to the print alone', () => {
    const { page, print, printEnd } = rowOfPrint();
    const seven = page.draw(
      strokes(18, 20, [
        [0, 0, 17, 0],
        [15, 0, 5, 19],
      ]),
      130,
      20,
    );
    expect(isMarkAfterRow(seven, print, printEnd, CAP, page.ink)).toBe(false);
    const h = page.draw(
      strokes(18, 20, [
        [0, 0, 0, 19],
        [15, 0, 15, 19],
        [0, 10, 17, 10],
      ]),
      170,
      20,
    );
    expect(isMarkAfterRow(h, print, printEnd, CAP, page.ink)).toBe(false);
    const x = page.draw(
      strokes(14, 13, [
        [0, 0, 11, 12],
        [11, 0, 0, 12],
      ]),
      210,
      27,
    );
    expect(isMarkAfterRow(x, print, printEnd, CAP, page.ink)).toBe(false);
    // An italic "44" whose figures touch (a photocopy's, after "20 :"): stems down the whole height.
    const fours = page.draw(
      strokes(34, 22, [
        [8, 0, 0, 15],
        [0, 15, 33, 15],
        [12, 0, 10, 21],
        [24, 0, 16, 15],
        [28, 0, 26, 21],
      ]),
      250,
      18,
    );
    expect(isMarkAfterRow(fours, print, printEnd, CAP, page.ink)).toBe(false);
    const glued = page.draw(
      strokes(20, 20, [
        [0, 0, 17, 19],
        [17, 0, 0, 19],
      ]),
      115,
      21,
    );
    expect(isMarkAfterRow(glued, print, printEnd, CAP, page.ink)).toBe(false);
  });
});
