/** The reading checked against the ink: lost spaces, "≤" read as "<", soft dots, exponents' characters. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import {
  characterPitch,
  dropCharsOverBlank,
  dropFalseSpaces,
  dropStraySpecks,
  hasFootBar,
  markRaisedDigits,
  markUnreadInk,
  restoreLostSpaces,
  restoreBarsReadAsL,
  restoreBrackets,
  restoreCapitalsInWords,
  restoreColons,
  restoreLostMinus,
  restoreItalicX,
  restoreOrEqual,
  restoreRadicals,
  restoreRadicalTicks,
  restoreTimesDots,
  splitBarsFromMinus,
} from './ink-checks.js';
import { barBesideMinus, isRadicalTick } from './glyph-rows.js';
import { markExponents, markSoftDots } from './layout-reader.js';
import type { RecognizedChar } from './line-recognizer.js';
import type { Special } from './math-layout.js';

let nextLabel = 1;
const glyph = (left: number, right: number, top = 0, bottom = 30): Component => ({
  label: nextLabel++,
  area: (right - left + 1) * (bottom - top + 1),
  left,
  right,
  top,
  bottom,
});
const at = (char: string, g: Component, p = 0.99): RecognizedChar => ({ char, x: (g.left + g.right) / 2, p });
const text = (chars: RecognizedChar[]) => chars.map((c) => c.char).join('');

/** Glyphs 20 px wide on a 25 px pitch ("12 34 56 …"), and a line of them read without spaces. */
function digitsLine(groups: string[], gap: number) {
  const glyphs: Component[] = [];
  const chars: RecognizedChar[] = [];
  let x = 0;
  for (const group of groups) {
    for (const d of group) {
      const g = glyph(x, x + 19);
      glyphs.push(g);
      chars.push(at(d, g));
      x += 25;
    }
    x += gap - 25;
  }
  return { glyphs, chars };
}

describe('lost spaces', () => {
  it('puts back a space the recogniser dropped between two numbers, as the gap in the ink shows', () => {
    // "12 34" read "1234": the figures' pitch is 25 px, the gap between the numbers 40 px more.
    const { glyphs, chars } = digitsLine(['12', '34', '56'], 65);
    const pitch = characterPitch([{ chars, glyphs }], 30);
    expect(pitch).toEqual({ distance: 25, from: 'digits' });
    expect(text(restoreLostSpaces(chars, glyphs, 30, pitch))).toBe('12 34 56');
  });

  it('leaves the figures of one number together, also two figures run into one glyph', () => {
    const { glyphs, chars } = digitsLine(['1234'], 25);
    const pitch = characterPitch([{ chars, glyphs }], 30);
    expect(text(restoreLostSpaces(chars, glyphs, 30, pitch))).toBe('1234');
    // "400" whose zeros touch: one glyph under two characters.
    const four = glyph(0, 19);
    const zeros = glyph(25, 69);
    const read = [at('4', four), { char: '0', x: 36, p: 1 }, { char: '0', x: 58, p: 1 }];
    expect(text(restoreLostSpaces(read, [four, zeros], 30, { distance: 25, from: 'digits' }))).toBe('400');
  });

  it('drops a space read between two figures of one number, keeps one the ink shows', () => {
    const pitch = { distance: 25, from: 'digits' as const };
    // "440" read "44 0": the zero stands one pitch after the second 4.
    const { glyphs, chars } = digitsLine(['440'], 25);
    const spaced = [...chars.slice(0, 2), { char: ' ', x: 47, p: 1 }, chars[2]!];
    expect(text(dropFalseSpaces(spaced, glyphs, 30, pitch))).toBe('440');
    // "4 4/5": a word space between the whole part and the numerator stays.
    const mixed = digitsLine(['4', '4'], 60);
    const read = [mixed.chars[0]!, { char: ' ', x: 40, p: 1 }, mixed.chars[1]!];
    expect(text(dropFalseSpaces(read, mixed.glyphs, 30, pitch))).toBe('4 4');
    // Without a figure pitch the gap decides: 5 px is a letter gap, 40 px a word space.
    expect(text(dropFalseSpaces(spaced, glyphs, 30, null))).toBe('440');
    expect(text(dropFalseSpaces(read, mixed.glyphs, 30, null))).toBe('4 4');
    // By a letter pitch (letters narrower than figures) no space goes back into a letter gap.
    const letters = { distance: 20, from: 'letters' as const };
    expect(text(restoreLostSpaces(chars, glyphs, 30, letters))).toBe('440');
  });

  it('drops a space read between figures whose gap holds unread pieces of a broken figure, not a lone comma', () => {
    // "20" in a hairline face, cap 26: the "0" broke into halves, the recogniser read "2 0" with
    // the "0" over its right half (14 px from the "2"); the left half fills the gap to 4 px.
    const two = glyph(0, 15, 0, 25);
    const [left, right] = [glyph(20, 27, 0, 25), glyph(30, 38, 1, 25)];
    const read = [at('2', two), { char: ' ', x: 22, p: 1 }, at('0', right)];
    expect(text(dropFalseSpaces(read, [two, left, right], 26, null))).toBe('20');
    // A figure pitch that calls the centres apart does not keep the space either.
    expect(text(dropFalseSpaces(read, [two, left, right], 26, { distance: 15, from: 'digits' }))).toBe('20');
    // "3 5" over "3,5" with the comma left unread: a low mark, not a figure's piece; the space stays.
    const comma = glyph(20, 24, 20, 29);
    expect(text(dropFalseSpaces(read, [two, comma, right], 26, null))).toBe('2 0');
    // Nor a hand-drawn comma whose tail is as long as 0.6 of the figures, starting at mid-height.
    const tail = glyph(20, 24, 13, 29);
    expect(text(dropFalseSpaces(read, [two, tail, right], 26, null))).toBe('2 0');
    // A real word space with a piece in it: paper wider than a letter gap is left.
    const far = glyph(50, 58, 0, 25);
    const spaced = [at('2', two), { char: ' ', x: 40, p: 1 }, at('0', far)];
    expect(text(dropFalseSpaces(spaced, [two, glyph(22, 27, 0, 25), far], 26, null))).toBe('2 0');
  });

  it('keeps the space between figures whose gap holds an unread operator, not a broken figure', () => {
    // Noto Serif at cap 26 (a 36 px line): "5 + 3", "2 = 3" and "3 : 4" with the operator left
    // unread — a "+" 0.6 cap wide, the bars of "=" and the colon's upper dot within the middle.
    const [left, right] = [glyph(76, 90, 46, 71), glyph(116, 131, 46, 71)];
    const read = [at('5', left), { char: ' ', x: 103, p: 1 }, at('3', right)];
    expect(text(dropFalseSpaces(read, [left, glyph(96, 111, 51, 66), right], 26, null))).toBe('5 3');
    const equals = [glyph(96, 111, 54, 56), glyph(96, 111, 61, 63)];
    expect(text(dropFalseSpaces(read, [left, ...equals, right], 26, null))).toBe('5 3');
    const near = glyph(105, 123, 46, 71);
    const colon = [glyph(97, 100, 52, 56), glyph(97, 100, 67, 71)];
    const ratio = [at('3', left), { char: ' ', x: 102, p: 1 }, at('4', near)];
    expect(text(dropFalseSpaces(ratio, [left, ...colon, near], 26, null))).toBe('3 4');
    // Liberation Serif at cap 24: "1/2" with its slash, set within the figures' height, unread.
    const width = 200;
    const labels = new Int32Array(width * 100);
    const [one, slash, two] = [glyph(74, 86, 48, 71), glyph(89, 98, 48, 71), glyph(100, 114, 48, 71)];
    for (let y = 48; y <= 71; y++) {
      const x = 97 - Math.round(((y - 48) * 8) / 23);
      labels[y * width + x] = slash.label;
      labels[y * width + x + 1] = slash.label;
    }
    const half = [at('1', one), { char: ' ', x: 93, p: 1 }, at('2', two)];
    expect(text(dropFalseSpaces(half, [one, slash, two], 24, null, { width, labels }))).toBe('1 2');
    // The left half of a broken "0" in the same place, an arc bulging left, is a figure's piece.
    const arc = glyph(89, 98, 48, 71);
    for (let y = 48; y <= 71; y++) {
      const x = 90 + Math.round(Math.abs(y - 59.5) / 2);
      labels[y * width + x] = arc.label;
      labels[y * width + x + 1] = arc.label;
    }
    expect(text(dropFalseSpaces(half, [one, arc, two], 24, null, { width, labels }))).toBe('12');
  });

  it('puts no space back between figures whose gap holds unread pieces of a broken figure', () => {
    // "53" in a hairline face, cap 26, pitch 17: the "3" lost its ball ends (two pieces 5 px
    // from the "5"), read "53" over the "5" and the rest of the "3" 25 px apart centre to centre.
    const five = glyph(0, 16, 0, 25);
    const [top, foot, three] = [glyph(21, 25, 0, 6), glyph(21, 25, 19, 25), glyph(27, 37, 0, 25)];
    const read = [at('5', five), at('3', three)];
    const pitch = { distance: 17, from: 'digits' as const };
    expect(text(restoreLostSpaces(read, [five, top, foot, three], 26, pitch))).toBe('53');
    // Without the pieces the gap is a word space's.
    expect(text(restoreLostSpaces(read, [five, three], 26, pitch))).toBe('5 3');
  });

  it('drops a space read after a decimal comma the next figure stands close to, not after a list comma', () => {
    const [five, comma, one, seven] = [glyph(0, 19), glyph(24, 29, 24, 36), glyph(35, 54), glyph(58, 77)];
    const read = [at('5', five), at(',', comma), { char: ' ', x: 32, p: 1 }, at('1', one), at('7', seven)];
    expect(text(dropFalseSpaces(read, [five, comma, one, seven], 30, null))).toBe('5,17');
    // "(48, 56)": a word space after the comma stays.
    const far = glyph(45, 64);
    const list = [at('8', five), at(',', comma), { char: ' ', x: 37, p: 1 }, at('5', far)];
    expect(text(dropFalseSpaces(list, [five, comma, far], 30, null))).toBe('8, 5');
  });

  it('tells a label "3." from a decimal point by the gap after the point', () => {
    const pitch = { distance: 25, from: 'digits' as const };
    const [three, point, four] = [glyph(0, 19), glyph(24, 28, 24, 30), glyph(55, 74)];
    const label = [at('3', three), at('.', point), at('4', four)];
    expect(text(restoreLostSpaces(label, [three, point, four], 30, pitch))).toBe('3. 4');
    const near = glyph(32, 51);
    const decimal = [at('3', three), at(',', point), at('4', near)];
    expect(text(restoreLostSpaces(decimal, [three, point, near], 30, pitch))).toBe('3,4');
  });

  it('measures the gap after a comma from its own ink when the comma was read over the figure before it', () => {
    const pitch = { distance: 22, from: 'digits' as const };
    const [two, seven, comma, six] = [glyph(0, 19), glyph(22, 41), glyph(44, 48, 24, 34), glyph(56, 75)];
    // The recogniser placed "," at the 7's right edge: "27,6", no space after the comma.
    const read = [at('2', two), at('7', seven), { char: ',', x: 40, p: 1 }, at('6', six)];
    expect(text(restoreLostSpaces(read, [two, seven, comma, six], 30, pitch))).toBe('27,6');
    // A label "7." with the next figure a word space away keeps its space.
    const far = glyph(70, 89);
    const label = [at('7', seven), { char: '.', x: 40, p: 1 }, at('4', far)];
    expect(text(restoreLostSpaces(label, [seven, comma, far], 30, pitch))).toBe('7. 4');
  });

  it('gives no pitch on a page with too few characters to measure', () => {
    const { glyphs, chars } = digitsLine(['4', '4'], 40);
    expect(characterPitch([{ chars, glyphs }], 30)).toBeNull();
    expect(text(restoreLostSpaces(chars, glyphs, 30, null))).toBe('44');
  });
});

describe('"≤" read as "<"', () => {
  /** A 20 × 20 glyph drawn on a 40 px wide label image: a "<" (two arms), with a foot bar or not. */
  function drawn(foot: boolean) {
    const width = 40;
    const labels = new Int32Array(width * 30);
    const g = glyph(5, 24, 5, 24);
    for (let y = 5; y <= 20; y++) {
      // The arms meet at the left, at mid-height.
      const x = 5 + Math.round(Math.abs(y - 12.5) * 2.5);
      labels[y * width + x] = g.label;
      labels[y * width + x + 1] = g.label;
    }
    if (foot) for (let x = 5; x <= 24; x++) for (const y of [23, 24]) labels[y * width + x] = g.label;
    return { g, ink: { width, labels } };
  }

  it('finds the under-bar of "≤" and none under "<"', () => {
    const withBar = drawn(true);
    expect(hasFootBar(withBar.g, withBar.ink)).toBe(true);
    const plain = drawn(false);
    expect(hasFootBar(plain.g, plain.ink)).toBe(false);
  });

  it('turns "<" read over a glyph with an under-bar into "≤", and leaves a plain "<"', () => {
    const withBar = drawn(true);
    expect(text(restoreOrEqual([at('<', withBar.g)], [withBar.g], 30, withBar.ink))).toBe('≤');
    const plain = drawn(false);
    expect(text(restoreOrEqual([at('<', plain.g)], [plain.g], 30, plain.ink))).toBe('<');
  });
});

describe('soft dots and exponents in the line reading', () => {
  it('keeps a dash read over a wide dot and makes a point read there a times dot', () => {
    const dot: Special = { k: 'sym', box: glyph(40, 47, 12, 17), text: '·', glyphs: [], soft: true };
    const chars = (c: string) => [
      { char: '4', x: 20, p: 1 },
      { char: c, x: 44, p: 0.9 },
      { char: '3', x: 70, p: 1 },
    ];
    expect(text(markSoftDots(chars('-'), [dot], 30))).toBe('4-3');
    expect(text(markSoftDots(chars('.'), [dot], 30))).toBe('4·3');
    expect(text(markSoftDots([chars('')[0]!, chars('')[2]!], [dot], 30))).toBe('4·3');
  });

  it('gives the exponent the character read at the edge of its base ("2" and "4" of 2⁴ both nearest the 2)', () => {
    const two = glyph(575, 595, 328, 359);
    const four = glyph(599, 612, 322, 341);
    const sup: Special = { k: 'sup', box: four, glyphs: [four] };
    const chars = [
      { char: '2', x: 583, p: 1 },
      { char: '4', x: 595, p: 1 },
    ];
    const marked = markExponents(chars, [two, four], [sup], ['4'], 32);
    expect(text(marked.chars)).toBe('2^4');
    expect(marked.covered.has(sup)).toBe(true);
  });

  it('gives the base the first of two characters read over its exponent ("4" and "2" of 4² both nearest the 2)', () => {
    const minus = glyph(540, 560, 345, 348);
    const four = glyph(610, 632, 426, 459);
    const two = glyph(637, 650, 420, 440);
    const sup: Special = { k: 'sup', box: two, glyphs: [two] };
    const chars = [
      { char: '-', x: 550, p: 1 },
      { char: '4', x: 633, p: 1 },
      { char: '2', x: 645, p: 0.7 },
    ];
    const marked = markExponents(chars, [minus, four, two], [sup], ['2'], 32);
    expect(text(marked.chars)).toBe('-4^2');
    // One character over each: nothing moves.
    const apart = [chars[0]!, { char: '4', x: 621, p: 1 }, chars[2]!];
    expect(text(markExponents(apart, [minus, four, two], [sup], ['2'], 32).chars)).toBe('-4^2');
  });

  it('takes a raised digit read as a mark ("9°") for an exponent when its own reading is a number', () => {
    const nine = glyph(575, 595, 328, 359);
    const two = glyph(599, 612, 322, 341);
    const sup: Special = { k: 'sup', box: two, glyphs: [two] };
    const read = [
      { char: '9', x: 585, p: 1 },
      { char: '°', x: 605, p: 0.8 },
    ];
    expect(text(markExponents(read, [nine, two], [sup], ['2'], 32).chars)).toBe('9^2');
    // Read as a mark in the line and as no number on its own: no exponent (a degree sign).
    const degree = markExponents(read, [nine, two], [sup], ['o'], 32);
    expect(text(degree.chars)).toBe('9°');
    expect(degree.rejected.has(sup)).toBe(true);
  });

  it('takes a raised digit read as a double or curly quote (3" or 3”) for an exponent too', () => {
    const three = glyph(575, 595, 328, 359);
    const cube = glyph(599, 612, 322, 341);
    const sup: Special = { k: 'sup', box: cube, glyphs: [cube] };
    for (const mark of ['"', '”', '“', '‘']) {
      const read = [
        { char: '3', x: 585, p: 1 },
        { char: mark, x: 605, p: 0.8 },
      ];
      expect(text(markExponents(read, [three, cube], [sup], ['3'], 32).chars)).toBe('3^3');
    }
  });

  it('leaves a real prime, inch mark or closing quote a mark, though its own reading is a number (5" read "5^11")', () => {
    // Cap 32: the two strokes of an inch mark stand 11 px tall (a third of the cap), raised.
    const five = glyph(575, 595, 328, 359);
    const left = glyph(599, 602, 328, 338);
    const right = glyph(606, 609, 328, 338);
    const sup: Special = { k: 'sup', box: { ...left, right: 609 }, glyphs: [left, right] };
    for (const [mark, own] of [
      ['"', '11'],
      ["'", '1'],
      ['”', '11'],
    ] as const) {
      const read = [
        { char: '5', x: 585, p: 1 },
        { char: mark, x: 604, p: 0.8 },
      ];
      const marked = markExponents(read, [five, left, right], [sup], [own], 32);
      expect(text(marked.chars)).toBe(`5${mark}`);
      expect(marked.rejected.has(sup)).toBe(true);
    }
  });
});

describe('raised digits the recogniser read in the line', () => {
  // Cap height 30, baseline at y = 30: full-height glyphs stand from 0 to 30.
  const line = (raisedTop: number, raisedBottom: number) => {
    const six = glyph(0, 19);
    const two = glyph(22, 31, raisedTop, raisedBottom);
    const minus = glyph(40, 55, 14, 17);
    const three = glyph(62, 81);
    return {
      glyphs: [six, two, minus, three],
      chars: [at('6', six), at('2', two), at('-', minus), at('3', three)],
    };
  };

  it('makes a digit set high after a base an exponent: "62-3" over 6² − 3 is "6^2-3"', () => {
    const { glyphs, chars } = line(-2, 14);
    expect(text(markRaisedDigits(chars, glyphs, 30))).toBe('6^2-3');
  });

  it('leaves a digit standing on the baseline, and one raised only a little, in the line', () => {
    const { glyphs, chars } = line(0, 30);
    expect(text(markRaisedDigits(chars, glyphs, 30))).toBe('62-3');
    // Its foot above the middle of the digits but its top below the cap line: no exponent.
    const low = line(8, 18);
    expect(text(markRaisedDigits(low.chars, low.glyphs, 30))).toBe('62-3');
  });
});

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

describe('characters over blank paper and inline radicals', () => {
  it('drops a character read where the line holds no ink, keeps those over glyphs', () => {
    const [three, two] = [glyph(0, 19), glyph(150, 169)];
    const read = [at('3', three), { char: '個', x: 75, p: 0.5 }, at('2', two)];
    expect(text(dropCharsOverBlank(read, [three, two], 30))).toBe('32');
    const near = [at('3', three), { char: '+', x: 30, p: 0.9 }, at('2', two)];
    expect(text(dropCharsOverBlank(near, [three, two], 30))).toBe('3+2');
  });

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

describe('italic x and times dots', () => {
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

  it('reads a "." at mid-height between a number and a bar as "·", one on the baseline as a point', () => {
    const [three, dot, bar] = [glyph(0, 19), glyph(26, 30, 13, 17), glyph(36, 39, -3, 33)];
    const low = glyph(26, 30, 26, 30);
    const line = (d: Component) => [at('3', three), at('.', d), at('|', bar)];
    expect(text(restoreTimesDots(line(dot), [three, dot, bar], 30))).toBe('3·|');
    expect(text(restoreTimesDots(line(low), [three, low, bar], 30))).toBe('3.|');
  });
});

describe('a colon read as a semicolon', () => {
  // Cap 30: a letter with its dot and a "5" standing on the baseline y = 30, the mark
  // read ";" between them.
  const j = glyph(0, 10, 8, 30);
  const jDot = glyph(4, 8, 0, 4);
  const five = glyph(60, 79, 0, 30);
  const line = () => [at('j', j), { char: ';', x: 30, p: 0.5 }, at('5', five)];

  it('reads ";" over two round dots, the lower on the baseline, as ":" ("Izračunaj; 5")', () => {
    const upper = glyph(27, 33, 8, 14);
    const lower = glyph(27, 33, 24, 30);
    expect(text(restoreColons(line(), [j, jDot, upper, lower, five], 30))).toBe('j:5');
  });

  it('keeps a semicolon whose comma is taller than wide and hangs below the baseline', () => {
    const upper = glyph(27, 33, 8, 14);
    const comma = glyph(26, 32, 24, 40);
    expect(text(restoreColons(line(), [j, jDot, upper, comma, five], 30))).toBe('j;5');
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
