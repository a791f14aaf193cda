/** Absolute-value bars no taller than the digits (soft bars): slanted, round-ended, set tight. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import { isPlainStroke, markSoftBars } from './layout-reader.js';
import type { RecognizedChar } from './line-recognizer.js';
import { analyseLayout, type Special } from './math-layout.js';
import { solidBox as box } from './test-support/glyph-box.js';

/** Draws ASCII art on a 200 × 60 label page; returns the page and the component. */
function drawn(art: string[]) {
  const width = 200;
  const labels = new Int32Array(width * 60);
  const g: Component = {
    label: 1,
    area: 0,
    left: 10,
    top: 5,
    right: 10 + art[0]!.length - 1,
    bottom: 5 + art.length - 1,
  };
  art.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch !== '#') return;
      labels[(5 + y) * width + 10 + x] = 1;
      g.area++;
    }),
  );
  return { width, labels, g };
}

// A round-ended bar 4 px wide, slanted 2 px over its 30 rows (a sheared photo of Dosis "|").
const SLANTED_BAR = Array.from({ length: 30 }, (_, y) => {
  const x0 = 2 - Math.floor(y / 10);
  const round = y === 0 || y === 29;
  return '.'.repeat(x0 + (round ? 1 : 0)) + '#'.repeat(round ? 2 : 4) + '.'.repeat(2 - x0 + (round ? 1 : 0));
});
// Dosis "1": the same stroke with a flag running down to the left from its top, 4 px out.
const FLAGGED_ONE = SLANTED_BAR.map((row, y) =>
  y >= 1 && y <= 4
    ? '.'.repeat(y - 1) + '#'.repeat(5 - y) + row.replace(/^\.+/, (p) => '#'.repeat(p.length))
    : '....' + row,
);
// A slash: a stroke 4 px wide leaning 12 px over its 30 rows.
const SLASH = Array.from({ length: 30 }, (_, y) => {
  const x0 = 12 - Math.floor((y * 12) / 29);
  return '.'.repeat(x0) + '####' + '.'.repeat(12 - x0);
});

describe('a plain stroke', () => {
  it('takes a slanted, round-ended bar for plain, and neither a "1" with a flag nor a slash', () => {
    const bar = drawn(SLANTED_BAR);
    // Its box is 2 px wider than its rows: the box alone would take it for a flagged glyph.
    expect(bar.g.right - bar.g.left + 1 - bar.g.area / 30).toBeGreaterThan(1.5);
    expect(isPlainStroke(bar.g, bar.width, bar.labels)).toBe(true);
    const one = drawn(FLAGGED_ONE);
    expect(isPlainStroke(one.g, one.width, one.labels)).toBe(false);
    const slash = drawn(SLASH);
    expect(isPlainStroke(slash.g, slash.width, slash.labels)).toBe(false);
  });
});

describe('soft bars set tight against a digit', () => {
  it('finds both bars of "2·|8|" though the closing bar stands 2 px after the 8', () => {
    // Cap 33: digits 20 × 33 on the baseline y = 132; bars 4 × 34.
    // A digit's strokes fill some 40 % of its box (no plain stroke); a bar fills its box.
    const digit = (left: number) => ({ ...box(left, 100, 20, 33), area: 264 });
    const two = digit(100);
    const open = box(140, 99, 4, 34);
    const eight = digit(150);
    const close = box(172, 99, 4, 34);
    const nine = digit(200);
    const layout = analyseLayout([two, open, eight, close, nine])!;
    const bars = layout.lines[0]!.specials.filter((s) => s.k === 'sym' && s.text === '|');
    expect(bars.map((s) => s.box.left)).toEqual([140, 172]);
  });
});

describe('soft bars read as letters', () => {
  const bar = (left: number): Special => ({
    k: 'sym',
    box: { left, right: left + 3, top: 0, bottom: 30 },
    text: '|',
    glyphs: [],
    soft: true,
  });
  const chars = (s: string): RecognizedChar[] => [...s].map((char, i) => ({ char, x: 10 * i + 1, p: 0.9 }));

  it('leaves a plain capital I that starts a word, and marks the bars of the maths after it', () => {
    // "Izracunaj: 1-81" — the I, and both bars read "1".
    const read = chars('Izracunaj: 1-81');
    const out = markSoftBars(read, [bar(0), bar(110), bar(140)]);
    expect(out.map((c) => c.char).join('')).toBe('Izracunaj: |-8|');
  });

  it('marks no pair whose opening "bar" stands before an operator or whose closing one after a bracket', () => {
    // "(18 - 4) · 2 + 16 : (1 + 3)" in a thin face whose 1s pass for bars: paired, the second
    // would close after "(" and stand before "+".
    const read = chars('(18 - 4) · 2 + 16 : (1 + 3)');
    const out = markSoftBars(read, [bar(10), bar(210)]);
    expect(out.map((c) => c.char).join('')).toBe('(18 - 4) · 2 + 16 : (1 + 3)');
    // A real pair still: "2 · 1-81 + 1" → "2 · |-8| + 1".
    const pair = markSoftBars(chars('2 · 1-81 + 1'), [bar(40), bar(70)]);
    expect(pair.map((c) => c.char).join('')).toBe('2 · |-8| + 1');
  });

  it('marks no pair whose opening "bar" stands before a decimal comma (Caslon\'s "9,6 - 1,61")', () => {
    const read = chars('9,6 - 1,61');
    expect(
      markSoftBars(read, [bar(60), bar(90)])
        .map((c) => c.char)
        .join(''),
    ).toBe('9,6 - 1,61');
  });

  it('marks no pair of "bars" with nothing read between them (a plain "11" in "x^2 - 11x + 28 = 0")', () => {
    const read = chars('x^2 - 11x + 28 = 0');
    expect(
      markSoftBars(read, [bar(60), bar(70)])
        .map((c) => c.char)
        .join(''),
    ).toBe('x^2 - 11x + 28 = 0');
  });

  it('marks both bars of a one-letter value read "IxI", which is no word starting with I', () => {
    const out = markSoftBars(chars('IxI = 1'), [bar(0), bar(20)]);
    expect(out.map((c) => c.char).join('')).toBe('|x| = 1');
  });
});

describe('the bar that completes a pair', () => {
  // Cap 30: digits 20 × 30 on the baseline y = 129; bars 4 × 38 reaching above and below them.
  const digit = (left: number) => ({ ...box(left, 100, 20, 30), area: 240 });
  const bar = (left: number, top = 97) => box(left, top, 4, 38);
  const line = (first: ReturnType<typeof box>) => [
    first,
    box(110, 112, 15, 3),
    digit(130),
    bar(155),
    { ...box(170, 107, 16, 16), area: 90 },
    bar(195),
    digit(205),
    box(230, 112, 15, 3),
    digit(250),
    digit(275),
    bar(300),
  ];
  const bars = (components: Component[]) =>
    analyseLayout(components)!
      .lines[0]!.specials.filter((s) => s.k === 'sym' && s.text === '|')
      .map((s) => `${s.box.left}${s.k === 'sym' && s.soft ? ' soft' : ''}`);

  it('takes a glyph as tall as the other three bars, set lower by a tilt, for the fourth (soft) bar', () => {
    // "|−8| + |8 − 18|": the first bar stands 13 px lower than the others, under the digits' top.
    expect(bars(line(bar(100, 110)))).toEqual(['100 soft', '155', '195', '300']);
  });

  it('takes no digit-tall glyph, and adds nothing to bars already in pairs', () => {
    // A flagged "1" (its box wider than its stroke) as tall as the digits.
    expect(bars(line({ ...box(100, 100, 6, 30), area: 120 }))).toEqual(['155', '195', '300']);
    expect(bars(line(bar(100)))).toEqual(['100', '155', '195', '300']);
  });
});
