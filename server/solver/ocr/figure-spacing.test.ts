/** Spaces between figures checked against the gaps in the ink: lost ones put back, false ones dropped. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import { characterPitch, dropFalseSpaces, restoreLostSpaces } from './figure-spacing.js';
import type { RecognizedChar } from './line-recognizer.js';
import { at, glyph, text } from '../test-support/ink-glyphs.js';

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

  it('keeps proportional figures together whose pitch narrow 1s pulled down (League Spartan)', () => {
    // Cap 23: "16", "17", "18" and "11" with a 5 px wide "1" set the digit pitch to 13 px; "27"
    // (15 px wide figures, a 4 px gap) then stands 19.5 px apart, over 1.4 pitches.
    const lines = ['16', '17', '18', '11'].map((number, k) => {
      const [a, b] = [glyph(100 * k, 100 * k + 4), glyph(100 * k + 7, 100 * k + 21)];
      return { chars: [at(number[0]!, a), at(number[1]!, b)], glyphs: [a, b] };
    });
    const pitch = characterPitch(lines, 23);
    expect(pitch?.from).toBe('digits');
    expect(pitch!.distance).toBeLessThan(14);
    const [two, seven] = [glyph(698, 713), glyph(718, 732)];
    const read = [at('2', two), at('7', seven)];
    expect(text(restoreLostSpaces(read, [two, seven], 23, pitch))).toBe('27');
    // Read "2 7" by the recogniser: the letter gap drops the space.
    const spaced = [read[0]!, { char: ' ', x: 716, p: 0.9 }, read[1]!];
    expect(text(dropFalseSpaces(spaced, [two, seven], 23, pitch))).toBe('27');
    // A word space (9 px, 0.4 cap) between the same figures stays, and a lost one goes back.
    const far = glyph(723, 737);
    expect(text(dropFalseSpaces([read[0]!, spaced[1]!, at('7', far)], [two, far], 23, pitch))).toBe('2 7');
    expect(text(restoreLostSpaces([read[0]!, at('7', far)], [two, far], 23, pitch))).toBe('2 7');
  });

  it("finds each figure's own glyph where the recogniser's columns drifted onto the glyph before it", () => {
    // Cap 42, "580." in four glyphs; the 8's column stood on the 5's right edge, so the 8 and the 0
    // seemed a figure's width apart and a space went in ("58 0."), a task declined.
    const pitch = { distance: 28.5, from: 'digits' as const };
    const [five, eight, zero, point] = [
      glyph(799, 824),
      glyph(827, 852),
      glyph(855, 881),
      glyph(886, 894, 22, 30),
    ];
    const read = [
      { char: '5', x: 804, p: 1 },
      { char: '8', x: 824, p: 1 },
      { char: '0', x: 862, p: 1 },
      { char: '.', x: 881, p: 1 },
    ];
    const glyphs = [five, eight, zero, point];
    expect(text(restoreLostSpaces(read, glyphs, 42, pitch))).toBe('580.');
    // Cardo's "(11" read "(1 1", the first 1's column on the bracket's edge: a letter gap apart.
    const [open, one, other] = [glyph(584, 594, 0, 39), glyph(596, 608, 6, 31), glyph(615, 627, 6, 31)];
    const spaced = [
      { char: '(', x: 584, p: 1 },
      { char: '1', x: 594, p: 1 },
      { char: ' ', x: 605, p: 1 },
      { char: '1', x: 626, p: 1 },
    ];
    expect(text(dropFalseSpaces(spaced, [open, one, other], 26, { distance: 18.5, from: 'digits' }))).toBe(
      '(11',
    );
    // "400?" read "40 0?", the last 0's column on the question mark: the 0 was read over the glyph
    // left of it, a letter gap after the first 0 (cap 27, Old Standard).
    const [four, zero1, zero2, mark] = [glyph(494, 512), glyph(514, 534), glyph(537, 556), glyph(558, 573)];
    const question = [
      at('4', four),
      at('0', zero1),
      { char: ' ', x: 540, p: 1 },
      { char: '0', x: 560, p: 1 },
      { char: '?', x: 575, p: 1 },
    ];
    const old = { distance: 22.5, from: 'digits' as const };
    expect(text(dropFalseSpaces(question, [four, zero1, zero2, mark], 27, old))).toBe('400?');
    // Two figures run together in one glyph wide enough for both keep it; the unread glyph after it
    // (a "+" the recogniser left out) is nobody's figure, and the space before the 3 stays.
    const [pair, plus, three] = [glyph(0, 44), glyph(52, 70, 8, 24), glyph(80, 99)];
    const pairRead = [
      { char: '1', x: 12, p: 1 },
      { char: '0', x: 40, p: 1 },
      { char: ' ', x: 60, p: 1 },
      at('3', three),
    ];
    expect(text(dropFalseSpaces(pairRead, [pair, plus, three], 30, { distance: 25, from: 'digits' }))).toBe(
      '10 3',
    );
    // A glyph another character was read over is not taken from it.
    const [a, b, c] = [glyph(0, 19), glyph(25, 44), glyph(75, 94)];
    const claimed = [at('4', a), { char: '4', x: 19, p: 1 }, { char: '7', x: 44, p: 1 }, at('9', c)];
    expect(text(restoreLostSpaces(claimed, [a, b, c], 30, { distance: 25, from: 'digits' }))).toBe('447 9');
  });

  it('gives no pitch on a page with too few characters to measure', () => {
    const { glyphs, chars } = digitsLine(['4', '4'], 40);
    expect(characterPitch([{ chars, glyphs }], 30)).toBeNull();
    expect(text(restoreLostSpaces(chars, glyphs, 30, null))).toBe('44');
  });
});
