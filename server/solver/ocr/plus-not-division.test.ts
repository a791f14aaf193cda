/** A "+" read "÷" is put back from its ink; a "÷" stays one. */
import { describe, expect, it } from 'vitest';
import { asciiPage, readOver, textOf } from './test-support/ascii-ink.js';
import { isBrokenPlus, restorePlusSigns } from './plus-not-division.js';
// A monospaced "÷": its dots blur-joined to a whole bar.
import { MONO_DIVIDE } from './test-support/tune-glyphs.js';

// Binarised from a tune photo of an open book in thin Gentium (cap 24): "x + 26" read "x ÷ 26" by
// both looks — the plus starved to four pieces, its crossing gone, two slivers over a broken bar.
const STARVED_PLUS = [
  '.....#.....',
  '.....##....',
  '.....##....',
  '...........',
  '.#.........',
  '####...####',
  '...........',
  '...........',
  '.....#.....',
  '.....##....',
  '.....#.....',
];

const { draw } = asciiPage(600);

/** Each piece of the art (8-connected ink) drawn as a component of its own at (x0, y0). */
function drawPieces(art: string[], x0: number, y0: number) {
  const seen = new Set<string>();
  const pieces = [];
  for (let y = 0; y < art.length; y++)
    for (let x = 0; x < art[0]!.length; x++) {
      if (art[y]![x] !== '#' || seen.has(`${x},${y}`)) continue;
      const stack = [[x, y]];
      const own: [number, number][] = [];
      seen.add(`${x},${y}`);
      while (stack.length) {
        const [px, py] = stack.pop()!;
        own.push([px!, py!]);
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [px! + dx, py! + dy];
            if (art[ny]?.[nx] !== '#' || seen.has(`${nx},${ny}`)) continue;
            seen.add(`${nx},${ny}`);
            stack.push([nx, ny]);
          }
      }
      const [l, t] = [Math.min(...own.map((p) => p[0])), Math.min(...own.map((p) => p[1]))];
      const [r, b] = [Math.max(...own.map((p) => p[0])), Math.max(...own.map((p) => p[1]))];
      const sub = Array.from({ length: b - t + 1 }, (_, yy) =>
        Array.from({ length: r - l + 1 }, (_, xx) =>
          own.some(([ox, oy]) => ox === l + xx && oy === t + yy) ? '#' : '.',
        ).join(''),
      );
      pieces.push(draw(sub, x0 + l, y0 + t));
    }
  return pieces;
}

describe('a plus read as a division sign', () => {
  it('tells a plus starved to pieces from a "÷" whose bar is whole', () => {
    expect(isBrokenPlus(drawPieces(STARVED_PLUS, 100, 0), 24)).toBe(true);
    // The same dots over a whole bar: a division sign.
    const whole = STARVED_PLUS.map((row, y) => (y === 5 ? '###########' : row));
    expect(isBrokenPlus(drawPieces(whole, 130, 0), 24)).toBe(false);
    // Dots off to one side of the bar's gap: no crossing stood there.
    const aside = STARVED_PLUS.map((row, y) => (y === 5 ? '#######.###' : row));
    expect(isBrokenPlus(drawPieces(aside, 160, 0), 24)).toBe(false);
    // Round dots over a bar broken in two: a division sign, not a plus's arms (review, round 18).
    const dotted = [
      '....###....',
      '....###....',
      '....###....',
      '...........',
      '...........',
      '####...####',
      '...........',
      '...........',
      '....###....',
      '....###....',
      '....###....',
    ];
    expect(isBrokenPlus(drawPieces(dotted, 190, 0), 24)).toBe(false);
  });

  it('reads "÷" over such pieces as "+", and a "÷" as it was', () => {
    const divide = draw(MONO_DIVIDE, 230, 20);
    const starved = drawPieces(STARVED_PLUS, 260, 20);
    const glyphs = [divide, ...starved];
    const chars = [readOver('÷', divide), { char: '÷', x: 266, p: 0.9 }];
    expect(textOf(restorePlusSigns(chars, glyphs, 24))).toBe('÷+');
  });
});
