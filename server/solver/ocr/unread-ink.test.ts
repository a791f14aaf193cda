/** Ink read as nothing (marked, or a lost minus put back), characters over blank paper or specks. */
import { describe, expect, it } from 'vitest';
import { dropCharsOverBlank, dropStraySpecks, markUnreadInk, restoreLostMinus } from './unread-ink.js';
import { at, glyph, text } from '../test-support/ink-glyphs.js';

describe('ink the recogniser read nothing over', () => {
  // "5 · √64 = x" on a 30 px cap: a root sign between the dot and the 6.
  const five = glyph(0, 19);
  const dot = glyph(30, 35, 12, 17);
  const root = glyph(45, 68, -2, 32);
  const six = glyph(75, 94);
  const four = glyph(100, 119);
  const glyphs = [five, dot, root, six, four];

  it('marks a root sign read as nothing between maths characters ("5 · 64")', () => {
    const chars = [at('5', five), at('·', dot), at('6', six), at('4', four)];
    expect(text(markUnreadInk(chars, glyphs, [], 30))).toBe('5·⁇64');
    // Read, nothing is marked; under a piece of the layout (a radical it found), neither.
    const all = [at('5', five), at('·', dot), at('√', root), at('6', six), at('4', four)];
    expect(text(markUnreadInk(all, glyphs, [], 30))).toBe('5·√64');
    expect(text(markUnreadInk(chars, glyphs, [{ box: { left: 45, right: 119 } }], 30))).toBe('5·64');
  });

  it('marks a soft bar read as nothing between maths characters ("|x − 1| = 9" read "x − 1 = 9")', () => {
    // "1 | = 9" on a 30 px cap: a closing bar no taller than the digits, 8 px after the 1.
    const one = glyph(0, 12);
    const bar = glyph(20, 24);
    const [upper, lower] = [glyph(34, 53, 8, 11), glyph(34, 53, 18, 21)];
    const nine = glyph(62, 81);
    const chars = [at('1', one), { char: '=', x: 44, p: 1 }, at('9', nine)];
    const soft = { box: { left: 20, right: 24 }, soft: true, text: '|' };
    expect(text(markUnreadInk(chars, [one, bar, upper, lower, nine], [soft], 30))).toBe('1⁇=9');
    // Read over, it is covered; a bar the layout lifted out of the line (a hard one) is its own.
    const withBar = [chars[0]!, at('|', bar), ...chars.slice(1)];
    expect(text(markUnreadInk(withBar, [one, bar, upper, lower, nine], [soft], 30))).toBe('1|=9');
    expect(text(markUnreadInk(chars, [one, bar, upper, lower, nine], [{ ...soft, soft: false }], 30))).toBe(
      '1=9',
    );
  });

  it('marks raised ink after a line\'s last figure, read as nothing ("− 4²" read "− 4")', () => {
    // "− 4" and a thin exponent broken in two pieces over the 4's top, on a 30 px cap.
    const minus = glyph(0, 19, 14, 17);
    const four = glyph(28, 47);
    const [upper, lower] = [glyph(52, 58, -6, 4), glyph(50, 57, 6, 9)];
    const chars = [at('−', minus), at('4', four)];
    expect(text(markUnreadInk(chars, [minus, four, upper, lower], [], 30))).toBe('−4⁇');
    // Ink on the line after it (a figure read as nothing) is not this case; a speck is too small.
    expect(text(markUnreadInk(chars, [minus, four, glyph(55, 70)], [], 30))).toBe('−4');
    expect(text(markUnreadInk(chars, [minus, four, glyph(52, 56, -6, 0)], [], 30))).toBe('−4');
  });

  it('takes the two bars of "=" and the dot over "j" for one column each', () => {
    const seven = glyph(0, 19);
    const [upper, lower] = [glyph(28, 47, 8, 11), glyph(28, 47, 18, 21)];
    const two = glyph(55, 74);
    const chars = [at('7', seven), { char: '=', x: 38, p: 1 }, at('2', two)];
    expect(text(markUnreadInk(chars, [seven, upper, lower, two], [], 30))).toBe('7=2');
  });

  it('leaves the halves of a glyph broken down its middle, read as one over the seam, unmarked', () => {
    // "+ 9 −" on a 30 px cap, the 9 broken in two halves 4 px apart, read "9" over the seam.
    const [plus, left, right, minus] = [
      glyph(0, 19, 8, 27),
      glyph(30, 38),
      glyph(43, 51),
      glyph(60, 79, 16, 19),
    ];
    const nine = { char: '9', x: 41, p: 1 };
    const chars = [at('+', plus), nine, at('−', minus)];
    expect(text(markUnreadInk(chars, [plus, left, right, minus], [], 30))).toBe('+9−');
    // "13" read "3" over the middle of the 3: the 1 was lost and is marked.
    const [one, three] = [glyph(30, 34), glyph(39, 55)];
    const lost = [at('+', plus), at('3', three), at('−', minus)];
    expect(text(markUnreadInk(lost, [plus, one, three, minus], [], 30))).toBe('+⁇3−');
  });

  it('leaves a glyph inside a word unmarked (two letters read as one)', () => {
    const [r, n, a] = [glyph(0, 9, 10, 30), glyph(11, 24, 10, 30), glyph(30, 45, 10, 30)];
    const chars = [{ char: 'm', x: 5, p: 1 }, at('a', a)];
    expect(text(markUnreadInk(chars, [r, n, a], [], 30))).toBe('ma');
  });
});

describe('characters over blank paper', () => {
  it('drops a character read where the line holds no ink, keeps those over glyphs', () => {
    const [three, two] = [glyph(0, 19), glyph(150, 169)];
    const read = [at('3', three), { char: '個', x: 75, p: 0.5 }, at('2', two)];
    expect(text(dropCharsOverBlank(read, [three, two], 30))).toBe('32');
    const near = [at('3', three), { char: '+', x: 30, p: 0.9 }, at('2', two)];
    expect(text(dropCharsOverBlank(near, [three, two], 30))).toBe('3+2');
  });
});

describe('a short minus read as nothing', () => {
  // Cap 30: "6² − 4²" with the digits on the baseline y = 30 and a hyphen 8 × 5 px at mid-height.
  const six = glyph(0, 19, 0, 30);
  const sup1 = glyph(22, 30, -8, 6);
  const four = glyph(60, 79, 0, 30);
  const sup2 = glyph(82, 90, -8, 6);
  const sups = [sup1, sup2].map((g) => ({ box: { left: g.left, right: g.right } }));
  const chars = [at('6', six), at('2', sup1), at('4', four), at('2', sup2)];

  it('puts "-" back over a flat mark at mid-height between two operands', () => {
    const hyphen = glyph(41, 48, 16, 20);
    const out = restoreLostMinus(chars, [six, sup1, hyphen, four, sup2], sups, 30);
    expect(text(out)).toBe('62-42');
  });

  it('leaves "=" (two bars in one column), a mark on the baseline and a mark read as something', () => {
    const upper = glyph(41, 48, 12, 15);
    const lower = glyph(41, 48, 20, 23);
    expect(text(restoreLostMinus(chars, [six, sup1, upper, lower, four, sup2], sups, 30))).toBe('6242');
    const low = glyph(41, 48, 26, 30);
    expect(text(restoreLostMinus(chars, [six, sup1, low, four, sup2], sups, 30))).toBe('6242');
    const hyphen = glyph(41, 48, 16, 20);
    const read = [...chars.slice(0, 2), at('+', hyphen), ...chars.slice(2)];
    expect(text(restoreLostMinus(read, [six, sup1, hyphen, four, sup2], sups, 30))).toBe('62+42');
  });
});

describe('stray specks', () => {
  it('drops a point read over a raised speck between an operator and a figure, not a decimal point', () => {
    // "−6x −.15" over "−6x − 15", cap 20, baseline y = 20: the speck (2 × 2 px) at y 12–13.
    const [six, x] = [glyph(0, 12, 0, 20), glyph(15, 27, 7, 20)];
    const [minus, speck, one, five] = [
      glyph(32, 42, 11, 12),
      glyph(44, 45, 12, 13),
      glyph(47, 52, 0, 20),
      glyph(55, 67, 0, 20),
    ];
    const glyphs = [six, x, minus, speck, one, five];
    const read = [
      at('6', six),
      at('x', x),
      at('-', minus),
      at('.', speck, 0.34),
      at('1', one),
      at('5', five),
    ];
    expect(text(dropStraySpecks(read, glyphs, 20))).toBe('6x-15');
    // A point on the baseline stays ("−.15" as printed), and so does a point after a figure ("6.15").
    const low = glyph(44, 45, 19, 20);
    const onBaseline = [at('6', six), at('x', x), at('-', minus), at('.', low), at('1', one), at('5', five)];
    expect(text(dropStraySpecks(onBaseline, [six, x, minus, low, one, five], 20))).toBe('6x-.15');
    const afterFigure = [at('6', six), at('.', speck), at('1', one), at('5', five)];
    expect(text(dropStraySpecks(afterFigure, [six, speck, one, five], 20))).toBe('6.15');
  });

  it('keeps a decimal point before an old-style figure that hangs below the baseline', () => {
    // "x − .5" in GFS Bodoni (cap 23, blurred): the "5" descends 3 px below the x's foot (y 75),
    // the only full-height glyph near, so the baseline it gives lies low; the point sits on the x's.
    const x = glyph(34, 48, 59, 75);
    const [minus, point, five] = [glyph(60, 80, 64, 65), glyph(91, 94, 69, 72), glyph(97, 112, 56, 78)];
    const read = [at('x', x), at('-', minus), at('.', point, 0.6), at('5', five)];
    expect(text(dropStraySpecks(read, [x, minus, point, five], 23))).toBe('x-.5');
  });
});
