/** The layout found in the ink of rendered pages: lines, exponents, fractions, radicals, braces, symbols. */
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../tests/solver-corpus/page.js';
import { labelComponents } from './components.js';
import type { InkImage } from './gray-image.js';
import { compose } from './layout-reader.js';
import { analyseLayout, colonPairs, type PageLayout, type Special } from './math-layout.js';
import { solidBox as box } from './test-support/glyph-box.js';
import { layoutOfPage } from './test-support/page-layout.js';

const layoutOf = layoutOfPage;

const task = (...lines: string[]): Cell => ({ k: 'task', lines });
const kinds = (layout: PageLayout, kind: Special['k']) =>
  layout.lines.flatMap((l) => l.specials.filter((s) => s.k === kind));
/** Symbols told by shape for sure (a soft bar is only a candidate, settled by the reading). */
const symbols = (layout: PageLayout) =>
  layout.lines.flatMap((l) => l.specials.flatMap((s) => (s.k === 'sym' && !s.soft ? [s.text] : [])));

describe('math layout', () => {
  it('finds the lines of a page in reading order, and two columns as two lines of one row', async () => {
    const layout = await layoutOf([
      [{ k: 'prose', text: 'Izračunaj:' }],
      [task('12 + 7'), task('30 - 4')],
      [task('5 * 6')],
    ]);
    expect(layout.lines).toHaveLength(4);
    const [heading, left, right, last] = layout.lines.map((l) => l.box);
    expect(left!.top).toBeGreaterThan(heading!.bottom);
    expect(right!.left).toBeGreaterThan(left!.right + 2 * layout.cap);
    expect(Math.abs(right!.top - left!.top)).toBeLessThan(layout.cap / 2);
    expect(last!.top).toBeGreaterThan(left!.bottom);
  });

  it('lifts a raised exponent after an x-height base, and leaves a percent sign alone', async () => {
    expect(kinds(await layoutOf([[task('x^{2} - 5x + 6 = 0')]]), 'sup')).toHaveLength(1);
    expect(
      kinds(await layoutOf([[task('7^{2} - 4^{2}')]], 'inline', 'Liberation Serif'), 'sup'),
    ).toHaveLength(2);
    expect(kinds(await layoutOf([[task('25% od 80')]]), 'sup')).toHaveLength(0);
  });

  it('lifts a thin exponent "2" broken in three (hook tip, curve, foot) as one raised glyph', () => {
    const width = 200;
    const ink: InkImage = { width, height: 80, data: new Uint8Array(width * 80) };
    const fill = (left: number, top: number, right: number, bottom: number) => {
      for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * width + x] = 1;
    };
    // Capitals 20 px tall on the baseline y = 59, then an x-height "x" and its exponent.
    for (const left of [10, 30, 50, 110, 130, 150, 170]) fill(left, 40, left + 11, 59);
    fill(70, 48, 81, 59);
    fill(86, 36, 90, 43); // the curve
    fill(83, 37, 84, 39); // the hook's tip, beside the curve
    fill(83, 46, 90, 48); // the foot, wider than the curve alone
    const layout = analyseLayout(labelComponents(ink).components)!;
    const sups = kinds(layout, 'sup');
    expect(sups).toHaveLength(1);
    expect(sups[0]!.box).toEqual({ left: 83, top: 36, right: 90, bottom: 48 });
    const sup = sups[0]!;
    expect(sup.k === 'sup' && sup.glyphs[0]!.parts).toHaveLength(3);
  });

  it('lifts a tall exponent (0.87 cap) after an x-height base into the line, as maths set larger than text has', () => {
    const width = 300;
    const ink: InkImage = { width, height: 100, data: new Uint8Array(width * 100) };
    const fill = (left: number, top: number, right: number, bottom: number) => {
      for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * width + x] = 1;
    };
    // Capitals 30 px tall on the baseline y = 79, an x-height "x" (18 px), its exponent 26 px
    // tall with its bottom just above the x's top, then "− 1" in capitals.
    for (const left of [10, 30, 50, 70]) fill(left, 50, left + 15, 79);
    fill(100, 62, 115, 79);
    fill(119, 30, 132, 55);
    fill(145, 68, 160, 71);
    for (const left of [170, 190, 210]) fill(left, 50, left + 15, 79);
    const layout = analyseLayout(labelComponents(ink).components)!;
    expect(layout.cap).toBe(30);
    expect(layout.lines).toHaveLength(1);
    expect(kinds(layout, 'sup').map((s) => s.box)).toEqual([{ left: 119, top: 30, right: 132, bottom: 55 }]);
  });

  it('lifts both exponents of "8² − 3²" though each, 0.83 cap tall, counts as full height for the baseline', () => {
    const width = 300;
    const ink: InkImage = { width, height: 100, data: new Uint8Array(width * 100) };
    const fill = (left: number, top: number, right: number, bottom: number) => {
      for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * width + x] = 1;
    };
    // Capitals 30 px tall on the baseline y = 79; the exponents 25 px tall, their bottoms 23 px
    // above it. Near the second one the first exponent is nearer than any figure but its base.
    for (const left of [10, 30, 50, 100, 170]) fill(left, 50, left + 15, 79);
    fill(119, 32, 130, 56);
    fill(145, 68, 160, 71);
    fill(189, 32, 200, 56);
    const layout = analyseLayout(labelComponents(ink).components)!;
    expect(layout.cap).toBe(30);
    expect(kinds(layout, 'sup').map((s) => s.box.left)).toEqual([119, 189]);
  });

  it('lifts no glyph standing on the line after an old-style figure that hangs below it ("40", "−4x")', () => {
    const width = 300;
    const page = () => ({ width, height: 110, data: new Uint8Array(width * 110) }) as InkImage;
    const filler = (ink: InkImage) => (left: number, top: number, right: number, bottom: number) => {
      for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * width + x] = 1;
    };
    // Capitals 30 px tall on the baseline y = 79; then figures hanging 10 px below it with their top
    // near the x-height (y = 56), each followed by a glyph of x-height (y = 58) on the baseline. Near
    // those the baseline is the hanging figures' foot, which leaves them 0.33 cap up.
    const standing = page();
    const fill = filler(standing);
    for (const left of [10, 30, 50, 70, 90]) fill(left, 50, left + 15, 79);
    for (const left of [120, 170, 220]) {
      fill(left, 56, left + 15, 89);
      fill(left + 20, 58, left + 35, 79);
    }
    const layout = analyseLayout(labelComponents(standing).components)!;
    expect(layout.cap).toBe(30);
    expect(kinds(layout, 'sup')).toHaveLength(0);
    // After the same hanging figures, small figures reaching above them are exponents.
    const raised = page();
    const fillRaised = filler(raised);
    for (const left of [10, 30, 50, 70, 90]) fillRaised(left, 50, left + 15, 79);
    for (const left of [120, 170, 220]) {
      fillRaised(left, 56, left + 15, 89);
      fillRaised(left + 20, 40, left + 31, 62);
    }
    expect(kinds(analyseLayout(labelComponents(raised).components)!, 'sup')).toHaveLength(3);
  });

  it('reads the old-style figures of Vollkorn on their line, and its exponents as exponents', async () => {
    const vollkorn = (t: string) => layoutOf([[task(t)]], 'inline', 'Vollkorn');
    expect(kinds(await vollkorn('NZD(15, 40) + 47 - 4x'), 'sup')).toHaveLength(0);
    expect(kinds(await vollkorn('Koliko je 10% od broja 40?'), 'sup')).toHaveLength(0);
    expect(kinds(await vollkorn('4^{2} + 3^{2} - 7^{2}'), 'sup')).toHaveLength(3);
  });

  it('stacks fractions: numerator and denominator over and under one bar, the whole part beside', async () => {
    const layout = await layoutOf([[task('3/4 + 2#1/6')]], 'typeset');
    const fractions = kinds(layout, 'frac');
    expect(fractions).toHaveLength(2);
    for (const f of fractions) {
      if (f.k !== 'frac') continue;
      expect(Math.max(...f.num.map((c) => c.bottom))).toBeLessThanOrEqual(f.bar.top);
      expect(Math.min(...f.den.map((c) => c.top))).toBeGreaterThanOrEqual(f.bar.bottom);
    }
    // The "2" of the mixed number stays on the line, left of its fraction.
    expect(layout.lines[0]!.glyphs.length).toBeGreaterThanOrEqual(2);
  });

  it('finds a radical with the radicand under its bar', async () => {
    const roots = kinds(await layoutOf([[task('√144 + 5^{2}')]], 'typeset'), 'root');
    expect(roots).toHaveLength(1);
    expect(roots[0]!.k === 'root' && roots[0]!.body.length).toBe(3);
  });

  it('holds the two equations behind a brace together', async () => {
    const layout = await layoutOf([[task('2x + 3y = 12', 'x - y = 1')]], 'typeset', 'TeX Gyre Termes');
    expect(layout.braces).toEqual([[0, 1]]);
  });

  it('tells absolute-value bars, minus signs, a times dot and a division sign by their shape', async () => {
    expect(symbols(await layoutOf([[task('|-11| + |6 - 11|')]]))).toEqual(['|', '-', '|', '|', '-', '|']);
    expect(symbols(await layoutOf([[task('12 + 3 * 4')]]))).toEqual(['·']);
    expect(symbols(await layoutOf([[task('18 ÷ 3 - 2')]]))).toEqual([':', '-']);
    // A colon, the dots of "i" and a decimal comma are none of them.
    expect(symbols(await layoutOf([[task('12 : 2 = 3,5 li')]]))).toEqual([]);
  });

  it("keeps a colon's dots, and the line through them, after an x-height letter", () => {
    // "x : 4 = 20 : 16" in a monospaced face on a page rising to the right (as PT Mono binarised):
    // the colon's lower dot sits at the x's middle, its upper one at the 4's.
    const width = 300;
    const ink: InkImage = { width, height: 80, data: new Uint8Array(width * 80) };
    const fill = (left: number, right: number, top: number, bottom: number) => {
      for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * width + x] = 1;
    };
    fill(10, 23, 47, 62); // x
    fill(52, 55, 45, 48); // the colon's upper dot ...
    fill(51, 54, 56, 60); // ... and its lower one
    fill(82, 97, 37, 57); // 4
    fill(119, 132, 41, 44); // =
    fill(119, 132, 46, 49);
    fill(155, 168, 32, 53); // 20
    fill(173, 187, 31, 52);
    fill(215, 218, 35, 38); // :
    fill(214, 217, 47, 50);
    fill(247, 258, 27, 48); // 16
    fill(263, 277, 26, 47);
    const layout = analyseLayout(labelComponents(ink).components)!;
    expect(layout.lines).toHaveLength(1);
    const lefts = layout.lines[0]!.glyphs.map((g) => g.left);
    for (const left of [10, 51, 52, 82, 214, 215]) expect(lefts).toContain(left);
  });

  it('pairs no specks that are not a colon', () => {
    const specks = [
      { left: 10, right: 13, top: 10, bottom: 13 },
      { left: 10, right: 13, top: 19, bottom: 22 }, // a colon's dots, 5 px apart (cap 20)
      { left: 40, right: 43, top: 10, bottom: 13 },
      { left: 40, right: 43, top: 40, bottom: 43 }, // too far apart
      { left: 70, right: 73, top: 10, bottom: 13 },
      { left: 78, right: 81, top: 19, bottom: 22 }, // aside
    ];
    expect(colonPairs(specks, 20).map(([i, j]) => [i, j])).toEqual([[0, 1]]);
  });
});

describe('composing a line', () => {
  it('writes exponents after their base and fractions and radicals between the characters', () => {
    const chars = [...'x + = 1'].map((char, i) => ({ char, x: i * 10, p: 0.99 }));
    const box = (left: number) => ({ left, right: left + 4, top: 0, bottom: 4 });
    const specials: Special[] = [
      { k: 'sup', box: box(5), glyphs: [] },
      { k: 'sym', box: box(25), text: '·', glyphs: [] },
    ];
    expect(compose(chars, specials, ['^2', '·'], 20)).toBe('x^2 + · = 1');
  });
});

describe('a comma hanging below the digits', () => {
  it('keeps a Computer Modern comma half a cap tall in its line ("8,5 − 7,11")', () => {
    // Digits 48 px tall standing on y = 147, 26 px apart; the commas 26 px tall from y = 140.
    const digits = [0, 1, 3, 4, 5].map((k) => box(100 + 26 * k + (k >= 3 ? 60 : 0), 100, 22, 48));
    const commas = [box(124, 140, 10, 26), box(256, 140, 10, 26)];
    const minus = box(160, 122, 30, 4);
    const layout = analyseLayout([...digits, ...commas, minus])!;
    expect(layout.lines).toHaveLength(1);
    for (const comma of commas) expect(layout.lines[0]!.glyphs).toContain(comma);
  });

  it('keeps a monospaced face\'s wider comma in its line (mononoki\'s "6,2 + 1,87")', () => {
    // As measured on a photo: digits 38 px tall on y = 324; the commas 14 × 20 px hang below them.
    const digits = [774, 833, 951, 1009, 1042].map((left) => box(left, 287, 22, 38));
    const commas = [box(804, 317, 14, 20), box(980, 317, 14, 20)];
    const plus = box(892, 298, 22, 22);
    const layout = analyseLayout([...digits, ...commas, plus])!;
    expect(layout.lines).toHaveLength(1);
    for (const comma of commas) expect(layout.lines[0]!.glyphs).toContain(comma);
    // A mark as wide and as tall but no taller than wide is not taken for a comma.
    const blot = box(804, 317, 16, 18);
    expect(analyseLayout([...digits, blot, plus])!.lines).toHaveLength(2);
  });
});

describe('a bar under a sign is no fraction bar', () => {
  it('takes "≤" with the next line a cap below it for no fraction, a fraction with parts as near for one', () => {
    // Cap 23: "6 ≤ 5" on the baseline y = 122, "6 < 39" on the next line, its "3" right under the "≤".
    const line1 = [box(100, 100, 14, 23), box(140, 104, 16, 14), box(140, 121, 16, 2), box(180, 100, 14, 23)];
    const line2 = [
      box(100, 144, 14, 23),
      box(125, 148, 16, 14),
      box(141, 144, 14, 23),
      box(157, 144, 14, 23),
    ];
    const lessOrEqual = analyseLayout([...line1, ...line2])!;
    expect(kinds(lessOrEqual, 'frac')).toHaveLength(0);
    // "2/3": numerator and denominator 4 px off a bar 20 px wide.
    const fraction = analyseLayout([
      box(100, 100, 14, 23),
      box(300, 80, 14, 23),
      box(297, 106, 20, 2),
      box(300, 112, 14, 23),
    ])!;
    expect(kinds(fraction, 'frac')).toHaveLength(1);
  });
});

describe('absolute-value bars drawn tall', () => {
  it('takes straight bars almost two capitals tall around "x − 6" for bars, not braces', () => {
    // Cap 30 ("6" and "2" on the baseline y = 324); the bars 56 px tall stand on it, 7 px wide.
    const digit = (left: number) => ({ ...box(left, 295, 23, 30), area: 300 });
    const open = { ...box(167, 272, 7, 56), area: 236 };
    const x = { ...box(179, 307, 22, 18), area: 160 };
    const minus = box(225, 304, 31, 5);
    const six = digit(280);
    const close = { ...box(310, 272, 7, 56), area: 236 };
    const layout = analyseLayout([
      open,
      x,
      minus,
      six,
      close,
      box(341, 301, 18, 6),
      box(341, 311, 18, 6),
      digit(382),
    ])!;
    expect(layout.braces).toEqual([]);
    expect(symbols(layout).filter((t) => t === '|')).toHaveLength(2);
  });
});

describe('absolute-value bars a little shorter than the figures', () => {
  it('offers Tuffy\'s bars, 0.88 of its figures, as soft bars around "x − 3"', () => {
    // Cap 25 (figures on the baseline y = 407); the bars 22 px tall and 4 wide stand on it.
    // Figures and letters ink about half their box (no plain stroke); the bars fill theirs.
    const digit = (left: number) => ({ ...box(left, 383, 14, 25), area: 180 });
    const bar = (left: number) => box(left, 385, 4, 22);
    const layout = analyseLayout([
      bar(1039),
      { ...box(1045, 391, 11, 17), area: 90 },
      box(1070, 395, 8, 4),
      digit(1091),
      bar(1107),
      box(1123, 393, 12, 3),
      box(1123, 399, 12, 3),
      digit(1149),
      digit(1170),
    ])!;
    const soft = layout.lines.flatMap((l) =>
      l.specials.filter((s) => s.k === 'sym' && s.soft && s.text === '|'),
    );
    expect(soft).toHaveLength(2);
    // A stroke 0.8 of the figures (a letter's stem) is none.
    const stems = analyseLayout([
      box(1039, 387, 4, 20),
      box(1045, 391, 11, 17),
      digit(1091),
      box(1107, 387, 4, 20),
      digit(1149),
    ])!;
    expect(
      stems.lines.flatMap((l) => l.specials.filter((s) => s.k === 'sym' && s.text === '|')),
    ).toHaveLength(0);
  });
});

describe('a radical in a line of a small face', () => {
  it('keeps "3 · √121 − 3²" one line though the radical reaches far above the capitals', () => {
    // A prose line of capitals 16 px tall sets the cap; the maths below stands on y = 220, its
    // radical sign 33 px tall, the minus a thin bar at mid-height just after it.
    const prose = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({ ...box(55 + 14 * k, 100, 11, 16), area: 80 }));
    const digit = (left: number, width = 12) => ({ ...box(left, 204, width, 17), area: 100 });
    const maths = [
      digit(55),
      box(76, 212, 4, 3),
      { ...box(90, 190, 62, 33), area: 340 },
      digit(108, 10),
      digit(122),
      digit(137),
      box(160, 213, 17, 2),
      digit(186),
      { ...box(201, 196, 7, 11), area: 45 },
    ];
    const layout = analyseLayout([...prose, ...maths])!;
    expect(kinds(layout, 'root')).toHaveLength(1);
    expect(layout.lines).toHaveLength(2);
  });
});

describe('a small thin "+" is no times dot', () => {
  it('takes a filled disc between two numbers for "·", a cross of thin strokes as big for no dot', () => {
    // Cap 31 ("5" standing on y = 130), the sign 12 × 11 px at mid-height between two numbers.
    const numbers = [100, 122, 170, 192].map((left) => box(left, 100, 18, 31));
    const sign = (area: number) => ({ ...box(146, 110, 12, 11), area });
    const dots = (area: number) => symbols(analyseLayout([...numbers, sign(area)])!).filter((t) => t === '·');
    expect(dots(104)).toHaveLength(1);
    // Gentium's "+" in thinned strokes: two 3 px strokes ink 57 of its 132 px.
    expect(dots(57)).toHaveLength(0);
  });
});

describe('a page edge on a desk is no brace', () => {
  // Cap 30: two rows of figures, each 23 × 30, to the right of a tall mark.
  const row = (top: number) => [130, 160, 190, 220].map((left) => ({ ...box(left, top, 23, 30), area: 300 }));
  const rows = [...row(150), ...row(250), ...row(350)];
  const curved = () => false;
  it('holds the rows behind a printed brace together', () => {
    // A brace: 3.6 caps tall, 0.8 cap wide, a thin stroke.
    const brace = { ...box(95, 140, 24, 108), area: 560 };
    const layout = analyseLayout([brace, ...row(150), ...row(200)], curved)!;
    expect(layout.braces).toEqual([[0, 1]]);
  });
  it("takes the page's edge and the shadow along its foot (a thin corner 3 caps wide) for no brace", () => {
    // 100 × 400 px (3.3 × 13 caps), a stroke about 12 px thick down it and along its foot.
    const corner = { ...box(10, 120, 100, 400), area: 4300 };
    const layout = analyseLayout([corner, ...rows], curved)!;
    expect(layout.braces).toEqual([]);
    expect(layout.lines).toHaveLength(3);
  });
});
