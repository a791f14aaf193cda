/** A decimal comma that left its line, between two figures the line reads side by side. */
import { describe, expect, it } from 'vitest';
import { markOrphanPoints } from './orphan-points.js';
import { at, glyph, text } from '../test-support/ink-glyphs.js';

describe('an orphan comma between two figures', () => {
  // "9,9" on a 30 px cap (glyphs rows 0–30), the comma a line of its own.
  const [nine, other] = [glyph(0, 17), glyph(44, 61)];
  const comma = glyph(24, 34, 24, 39);
  const chars = [at('9', nine), at('9', other)];

  it('marks the number unread where the reading has the figures side by side', () => {
    expect(text(markOrphanPoints(chars, [nine, other], [comma], 30))).toBe('9⁇9');
    // Read with a space between them, the same: the engine declines "9 9" as well.
    const spaced = [at('9', nine), { char: ' ', x: 30, p: 0.5 }, at('9', other)];
    expect(text(markOrphanPoints(spaced, [nine, other], [comma], 30))).toBe('9⁇ 9');
  });

  it('leaves a mark high in the line, a large one, or one beside a letter alone', () => {
    expect(text(markOrphanPoints(chars, [nine, other], [glyph(24, 34, 0, 8)], 30))).toBe('99');
    expect(text(markOrphanPoints(chars, [nine, other], [glyph(22, 40, 10, 39)], 30))).toBe('99');
    expect(text(markOrphanPoints([at('a', nine), at('9', other)], [nine, other], [comma], 30))).toBe('a9');
    expect(text(markOrphanPoints(chars, [nine, other], [], 30))).toBe('99');
  });
});
