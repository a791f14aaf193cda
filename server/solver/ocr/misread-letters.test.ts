/** An italic x read as "r", a digit read inside a word of capitals. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import { restoreCapitalsInWords, restoreHangingFives, restoreItalicX } from './misread-letters.js';
import { solidBox as box } from './test-support/glyph-box.js';
import type { RecognizedChar } from './line-recognizer.js';
import { text } from '../test-support/ink-glyphs.js';

describe('italic x', () => {
  /** A glyph of label `label` drawn from the pixels `inked` returns true for, in a 20 × 20 box at (x0, 10). */
  function draw(
    labels: Int32Array,
    width: number,
    label: number,
    x0: number,
    inked: (x: number, y: number) => boolean,
  ) {
    const g: Component = { label, area: 0, left: x0, top: 10, right: x0 + 19, bottom: 29 };
    for (let y = 0; y < 20; y++)
      for (let x = 0; x < 20; x++)
        if (inked(x, y)) {
          labels[(10 + y) * width + x0 + x] = label;
          g.area++;
        }
    return g;
  }

  it('reads a lone "r" over an x-shaped glyph as "x", over an r-shaped one as "r"', () => {
    const width = 100;
    const labels = new Int32Array(width * 40);
    const cross = draw(labels, width, 1, 10, (x, y) => Math.abs(x - y) <= 1 || Math.abs(x + y - 19) <= 1);
    const r = draw(labels, width, 2, 50, (x, y) => x <= 2 || (y <= 2 && x <= 14));
    const ink = { width, labels };
    const read = (g: Component) => [
      { char: '2', x: g.left - 8, p: 1 },
      { char: 'r', x: g.left + 10, p: 0.9 },
    ];
    expect(text(restoreItalicX(read(cross), [cross], 30, ink))).toBe('2x');
    expect(text(restoreItalicX(read(r), [r], 30, ink))).toBe('2r');
    // Inside a word an "r" is a letter.
    const word = [
      { char: 'a', x: 0, p: 1 },
      { char: 'r', x: 20, p: 1 },
      { char: 'e', x: 32, p: 1 },
    ];
    expect(text(restoreItalicX(word, [cross], 30, ink))).toBe('are');
  });

  it("counts a faint stroke the binarisation lost in the lower right corner, with the page's grey", () => {
    const width = 100;
    const labels = new Int32Array(width * 40);
    // The ink of a pale italic x whose hairline tail was lost: an "r" shape (stem, arm at the top).
    const g = draw(labels, width, 1, 10, (x, y) => x <= 2 || (y <= 2 && x <= 14));
    const ink = { width, labels };
    const grey = (tail: number) => {
      const data = new Uint8Array(width * 40).fill(235);
      for (let y = 0; y < 40; y++)
        for (let x = 0; x < width; x++) {
          if (labels[y * width + x] === 1) data[y * width + x] = 70;
          // The lost tail: the glyph's lower right corner, paler than the ink but not paper.
          else if (x >= 25 && x <= 29 && y >= 24 && y <= 29) data[y * width + x] = tail;
        }
      return { width, height: 40, data };
    };
    const read = [
      { char: '2', x: g.left - 8, p: 1 },
      { char: 'r', x: g.left + 10, p: 0.9 },
    ];
    expect(text(restoreItalicX(read, [g], 30, ink, grey(160)))).toBe('2x');
    // The corner as pale as the paper (a real "r"), or no grey to look at: "r" stays.
    expect(text(restoreItalicX(read, [g], 30, ink, grey(225)))).toBe('2r');
    expect(text(restoreItalicX(read, [g], 30, ink))).toBe('2r');
  });
});

describe('a digit inside a word of capitals', () => {
  const chars = (s: string): RecognizedChar[] => [...s].map((char, i) => ({ char, x: 10 * i, p: 0.9 }));

  it('reads "N2D(24, 28)" as "NZD(24, 28)" and "N0S" as "NOS", and leaves numbers alone', () => {
    expect(text(restoreCapitalsInWords(chars('N2D(24, 28)')))).toBe('NZD(24, 28)');
    expect(text(restoreCapitalsInWords(chars('N0S')))).toBe('NOS');
    expect(text(restoreCapitalsInWords(chars('2x + 12 = D2 A 5 B')))).toBe('2x + 12 = D2 A 5 B');
    // Bars read "I" are no capitals: "|5| + 3", "|8| - |2|" keep their numbers.
    expect(text(restoreCapitalsInWords(chars('I5I + 3')))).toBe('I5I + 3');
    expect(text(restoreCapitalsInWords(chars('I8I - I2I')))).toBe('I8I - I2I');
  });
});

describe('an old-style 5 read as "s"', () => {
  // Cap 25: "x" and "0" of x-height (y 133–148) on the baseline y = 148; the "5" from the x-height
  // hanging to y = 154.
  const x = box(56, 133, 13, 16);
  const zero = box(153, 133, 14, 16);
  const five = box(100, 133, 12, 22);
  const read = (glyph: { left: number; right: number }) => [
    { char: 'x', x: 62, p: 0.99 },
    { char: '-', x: 85, p: 0.99 },
    { char: 's', x: (glyph.left + glyph.right) / 2, p: 0.88 },
    { char: '=', x: 135, p: 0.9 },
    { char: '0', x: 160, p: 0.9 },
  ];

  it('reads an "s" over a glyph hanging below the x-height glyphs beside it as "5"', () => {
    expect(text(restoreHangingFives(read(five), [x, five, zero], 25))).toBe('x-5=0');
  });

  it('leaves an "s" standing on the line, and one over a glyph a letter that hangs shares', () => {
    const s = box(100, 133, 12, 16);
    expect(text(restoreHangingFives(read(s), [x, s, zero], 25))).toBe('x-s=0');
    // "sp" set tight: one glyph under both letters, the hang the "p"'s.
    const sp = box(100, 133, 26, 22);
    const word = [
      { char: 's', x: 105, p: 0.9 },
      { char: 'p', x: 120, p: 0.9 },
    ];
    expect(text(restoreHangingFives(word, [x, sp, zero], 25))).toBe('sp');
    // Between two letters ("vrednost") an "s" is a letter, whatever its glyph.
    const inWord = [
      { char: 'o', x: 85, p: 0.9 },
      { char: 's', x: 106, p: 0.9 },
      { char: 't', x: 130, p: 0.9 },
    ];
    expect(text(restoreHangingFives(inWord, [x, five, zero], 25))).toBe('ost');
  });
});
