/** Digits read in the line whose ink is raised after a base: exponents. */
import { describe, expect, it } from 'vitest';
import { markRaisedDigits } from './raised-digits.js';
import { at, glyph, text } from '../test-support/ink-glyphs.js';

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
