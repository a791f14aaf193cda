/** A decimal comma read as a space, put back from the ink. */
import { describe, expect, it } from 'vitest';
import { restoreDecimalCommas } from './decimal-comma.js';
import { at, glyph, text } from '../test-support/ink-glyphs.js';

describe('decimal commas read as spaces', () => {
  // TeX Gyre Termes at cap 23: "3,2" with the figures on the baseline y = 672.
  const three = glyph(1162, 1173, 651, 672);
  const two = glyph(1186, 1198, 651, 672);
  const read = [at('3', three), { char: ' ', x: 1180, p: 0.9 }, at('2', two)];

  it('reads the comma hanging below the baseline between two figures', () => {
    const comma = glyph(1178, 1182, 669, 675);
    expect(text(restoreDecimalCommas(read, [three, comma, two], 23))).toBe('3,2');
    // Read "32", the comma left out.
    expect(text(restoreDecimalCommas([read[0]!, read[2]!], [three, comma, two], 23))).toBe('3,2');
  });

  it('leaves a point on the baseline, a mark at mid-height and a word space alone', () => {
    expect(text(restoreDecimalCommas(read, [three, glyph(1178, 1182, 667, 672), two], 23))).toBe('3 2');
    expect(text(restoreDecimalCommas(read, [three, glyph(1178, 1182, 659, 664), two], 23))).toBe('3 2');
    // "(3, 2)": a word space after the comma.
    const far = glyph(1196, 1208, 651, 672);
    const list = [at('3', three), { char: ' ', x: 1185, p: 0.9 }, at('2', far)];
    expect(text(restoreDecimalCommas(list, [three, glyph(1176, 1180, 669, 675), far], 23))).toBe('3 2');
    // A narrow face's list "3, 2": the comma hugs the 3, a narrow word space after it (review).
    const near = glyph(1184, 1196, 651, 672);
    const narrowList = [at('3', three), { char: ' ', x: 1181, p: 0.9 }, at('2', near)];
    expect(text(restoreDecimalCommas(narrowList, [three, glyph(1175, 1178, 669, 675), near], 23))).toBe(
      '3 2',
    );
    // Nothing between: the space stays.
    expect(text(restoreDecimalCommas(read, [three, two], 23))).toBe('3 2');
  });
});
