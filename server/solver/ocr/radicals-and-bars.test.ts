/** Radical signs, absolute-value bars and brackets misread, told from the glyph's shape. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import {
  restoreBarsReadAsL,
  restoreBrackets,
  restoreRadicals,
  restoreRadicalTicks,
  splitBarsFromMinus,
} from './radicals-and-bars.js';
import { barBesideMinus, isRadicalTick } from './glyph-rows.js';
import { at, glyph, text } from '../test-support/ink-glyphs.js';

describe('inline radicals', () => {
  it('reads a tall "V", "v" or "/" before a number as a radical sign, not a letter or a fraction', () => {
    // "4 · √121" read "4 · V121": the sign is taller than the capitals (30 px).
    const [four, dot, sign, d1, d2, d3] = [
      glyph(0, 19),
      glyph(30, 34, 12, 16),
      glyph(45, 70, -3, 31),
      glyph(72, 91),
      glyph(97, 116),
      glyph(122, 141),
    ];
    const glyphs = [four, dot, sign, d1, d2, d3];
    const line = (s: string) => [
      at('4', four),
      at('·', dot),
      at(s, sign),
      at('1', d1),
      at('2', d2),
      at('1', d3),
    ];
    expect(text(restoreRadicals(line('V'), glyphs, 30))).toBe('4·√121');
    expect(text(restoreRadicals(line('/'), glyphs, 30))).toBe('4·√121');
    // "x/3": a slash after a letter is a fraction; a short "v" is a letter.
    const [x, slash, three] = [glyph(0, 15, 10, 30), glyph(18, 30, -2, 32), glyph(33, 52)];
    const fraction = [at('x', x), at('/', slash), at('3', three)];
    expect(text(restoreRadicals(fraction, [x, slash, three], 30))).toBe('x/3');
    const short = glyph(45, 62, 10, 30);
    const letter = [at('4', four), at('v', short), at('1', d1)];
    expect(text(restoreRadicals(letter, [four, short, d1], 30))).toBe('4v1');
  });
});

describe('brackets read as bars', () => {
  /** A stroke 3 px wide, 36 px tall, whose middle stands `bow` px right of its ends. */
  function stroke(bow: number) {
    const width = 40;
    const labels = new Int32Array(width * 40);
    const g: Component = { label: 7, area: 0, left: 40, top: 2, right: -1, bottom: 37 };
    for (let y = 2; y <= 37; y++) {
      const t = (y - 2) / 35;
      const x0 = Math.round(15 + bow * 4 * t * (1 - t));
      for (let x = x0; x < x0 + 3; x++) {
        labels[y * width + x] = 7;
        g.area++;
        g.left = Math.min(g.left, x);
        g.right = Math.max(g.right, x);
      }
    }
    return { g, ink: { width, labels } };
  }

  it('reads a "|" over a glyph bowing right as ")" and bowing left as "(", a straight one stays "|"', () => {
    for (const [bow, expected] of [
      [5, ')'],
      [-5, '('],
      [0, '|'],
    ] as const) {
      const { g, ink } = stroke(bow);
      const read = [{ char: '|', x: (g.left + g.right) / 2, p: 0.9 }];
      expect(text(restoreBrackets(read, [g], 30, ink))).toBe(expected);
    }
  });
});

describe('a radical sign that kept only its tick', () => {
  // Binarised from a tune photo (URW Gothic, cap 26): the short first stroke of "√16", its long
  // thin stroke lost; and the thick stroke of a serif x whose hairline was lost (wider, 16 × 18).
  const TICK = [
    '##......',
    '###.....',
    '.##.....',
    '.###....',
    '..##....',
    '..##....',
    '...##...',
    '...##...',
    '...###..',
    '....##..',
    '....##..',
    '.....##.',
    '.....###',
    '.....###',
    '......##',
    '......##',
  ];
  const X_STROKE = Array.from({ length: 18 }, (_, y) =>
    Array.from({ length: 16 }, (_, x) =>
      x >= Math.round(y * 0.85) && x <= Math.round(y * 0.85) + 3 ? '#' : '.',
    ).join(''),
  );
  /** A 300 px page, baseline y = 40, cap 26: digits are solid 16 × 26 glyphs. */
  function page() {
    const width = 300;
    const labels = new Int32Array(width * 60);
    const draw = (art: string[], x0: number, bottom: number): Component => {
      const g = glyph(x0, x0 + art[0]!.length - 1, bottom - art.length + 1, bottom);
      g.area = 0;
      art.forEach((row, y) =>
        [...row].forEach((ch, x) => {
          if (ch !== '#') return;
          labels[(g.top + y) * width + x0 + x] = g.label;
          g.area++;
        }),
      );
      return g;
    };
    const digit = (x0: number) =>
      draw(
        Array.from({ length: 26 }, () => '#'.repeat(16)),
        x0,
        40,
      );
    return { ink: { width, labels }, draw, digit };
  }

  it("tells a radical's tick from an x's stroke", () => {
    const { ink, draw } = page();
    expect(isRadicalTick(draw(TICK, 0, 40), ink)).toBe(true);
    expect(isRadicalTick(draw(X_STROKE, 20, 40), ink)).toBe(false);
  });

  it('reads a tick before a number with no operand before it as "√": "<25" and "4 · 16" over "√25", "4 · √16"', () => {
    const cap = 26;
    const { ink, draw, digit } = page();
    const tick = draw(TICK, 10, 40);
    const [two, five] = [digit(30), digit(50)];
    const glyphs = [tick, two, five];
    const lessThan = [at('<', tick, 0.25), at('2', two), at('5', five)];
    expect(text(restoreRadicalTicks(lessThan, glyphs, [], cap, ink))).toBe('√25');
    // Read as nothing after a times dot told by shape.
    const four = digit(100);
    const tick2 = draw(TICK, 150, 40);
    const [one, six] = [digit(170), digit(190)];
    const dot = { box: { left: 125, right: 128 }, text: '·' };
    const line = [at('4', four), at('1', one), at('6', six)];
    expect(text(restoreRadicalTicks(line, [four, tick2, one, six], [dot], cap, ink))).toBe('4√16');
    // A relation "<" with an operand before it stays: "3 < 25".
    const other = page();
    const [three, tick3, two3] = [other.digit(0), other.draw(TICK, 20, 40), other.digit(40)];
    const relation = [at('3', three), at('<', tick3), at('2', two3)];
    expect(text(restoreRadicalTicks(relation, [three, tick3, two3], [], cap, other.ink))).toBe('3<2');
    expect(text(restoreRadicalTicks(relation.slice(1), [tick3, two3], [], cap, other.ink))).toBe('√2');
    // Without the times dot, "4" is an operand right before it: no radical is put back.
    expect(text(restoreRadicalTicks(line, [four, tick2, one, six], [], cap, ink))).toBe('416');
  });

  it('leaves a tick right against a digit, or before a raised digit, alone (an x\'s lone stroke, "x2")', () => {
    const cap = 26;
    const { ink, draw, digit } = page();
    // A digit two pixels from the stroke: no room for a radical's long stroke.
    const tick = draw(TICK, 10, 40);
    const two = digit(tick.right + 3);
    expect(text(restoreRadicalTicks([at('<', tick, 0.25), at('2', two)], [tick, two], [], cap, ink))).toBe(
      '<2',
    );
    expect(text(restoreRadicalTicks([at('2', two)], [tick, two], [], cap, ink))).toBe('2');
    // An exponent digit standing well above the baseline, however far away.
    const tick2 = draw(TICK, 100, 40);
    const high = draw(
      Array.from({ length: 16 }, () => '#'.repeat(10)),
      125,
      28,
    );
    expect(text(restoreRadicalTicks([at('2', high)], [tick2, high], [], cap, ink))).toBe('2');
  });
});

describe('a bar and a minus run together', () => {
  /** Cap 25: a glyph 33 px tall (a bar's height), drawn by `inked` in a `w` px wide box at x0. */
  function page() {
    const width = 200;
    const labels = new Int32Array(width * 50);
    const draw = (x0: number, w: number, inked: (x: number, y: number) => boolean): Component => {
      const g = glyph(x0, x0 + w - 1, 2, 34);
      g.area = 0;
      for (let y = 0; y < 33; y++)
        for (let x = 0; x < w; x++)
          if (inked(x, y)) {
            labels[(2 + y) * width + x0 + x] = g.label;
            g.area++;
          }
      return g;
    };
    return { ink: { width, labels }, draw };
  }
  const minusAt = (from: number, to: number) => (x: number, y: number) =>
    x >= from && x <= to && y >= 16 && y <= 18;

  it("finds the bar's side; a cross, a foot or a bar alone is no such pair", () => {
    const { ink, draw } = page();
    const left = draw(0, 20, (x, y) => x <= 2 || minusAt(3, 19)(x, y));
    const right = draw(30, 20, (x, y) => x >= 17 || minusAt(0, 16)(x, y));
    const cross = draw(60, 21, (x, y) => (x >= 9 && x <= 11) || minusAt(0, 20)(x, y));
    const foot = draw(90, 20, (x, y) => x <= 2 || (y >= 30 && x <= 19));
    expect(barBesideMinus(left, 25, ink)).toBe('left');
    expect(barBesideMinus(right, 25, ink)).toBe('right');
    expect(barBesideMinus(cross, 25, ink)).toBeNull();
    expect(barBesideMinus(foot, 25, ink)).toBeNull();
  });

  it('takes no bracket with short arms run into a minus ("[−") for a bar beside one', () => {
    const { ink, draw } = page();
    // Arms two pixels long at the top and bottom: within the bar's two-pixel margin.
    const bracket = draw(0, 20, (x, y) => x <= 2 || ((y <= 2 || y >= 30) && x <= 4) || minusAt(5, 19)(x, y));
    expect(barBesideMinus(bracket, 25, ink)).toBeNull();
    const closing = draw(
      30,
      20,
      (x, y) => x >= 17 || ((y <= 2 || y >= 30) && x >= 15) || minusAt(0, 14)(x, y),
    );
    expect(barBesideMinus(closing, 25, ink)).toBeNull();
  });

  it('reads "-" over "|−" as "|-", and puts both back where nothing was read', () => {
    const { ink, draw } = page();
    const pair = draw(0, 20, (x, y) => x <= 2 || minusAt(3, 19)(x, y));
    const seven = glyph(30, 45, 8, 32);
    const read = [at('-', pair), at('7', seven)];
    expect(text(splitBarsFromMinus(read, [pair, seven], 25, ink))).toBe('|-7');
    expect(text(splitBarsFromMinus([at('7', seven)], [pair, seven], 25, ink))).toBe('|-7');
  });
});

describe('a bar read as "l" after a figure', () => {
  // "x − 6| = 5" on a 30 px cap: the closing bar (full height) read "l" right after the 6.
  const [x, minus, six, bar, eq, five] = [
    glyph(0, 15, 10, 30),
    glyph(22, 35, 18, 21),
    glyph(42, 61),
    glyph(66, 69, -2, 32),
    glyph(76, 95, 10, 20),
    glyph(102, 121),
  ];
  const glyphs = [x, minus, six, bar, eq, five];
  it('reads it as the bar (not a 1 glued to the number)', () => {
    const chars = [at('x', x), at('-', minus), at('6', six), at('l', bar), at('=', eq), at('5', five)];
    expect(text(restoreBarsReadAsL(chars, glyphs, 30))).toBe('x-6|=5');
    const capitalI = [at('6', six), at('I', bar)];
    expect(text(restoreBarsReadAsL(capitalI, glyphs, 30))).toBe('6|');
  });
  it('leaves an l in a word, after a space, or over a short glyph', () => {
    const word = [at('6', six), at('l', bar), at('a', eq)];
    expect(text(restoreBarsReadAsL(word, glyphs, 30))).toBe('6la');
    const spaced = [at('6', six), { char: ' ', x: 64, p: 1 }, at('l', bar)];
    expect(text(restoreBarsReadAsL(spaced, glyphs, 30))).toBe('6 l');
    const short = glyph(66, 69, 15, 30);
    expect(text(restoreBarsReadAsL([at('6', six), at('l', short)], [six, short], 30))).toBe('6l');
  });
});
