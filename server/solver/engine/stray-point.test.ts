import { describe, expect, it } from 'vitest';
import { endsInStrayPoint } from './stray-point.js';
import { solveTaskText } from './index.js';

describe('a point after bare arithmetic on a photo (tune 0192, a page in a plastic sleeve)', () => {
  const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

  it('takes the point after the last figure of a line of bare arithmetic for a glyph left as its foot', () => {
    expect(endsInStrayPoint('1 - 13.')).toBe(true);
    expect(endsInStrayPoint('b) 5 · |−4| − |1 − 13.')).toBe(true);
    // Words, a relation, a decimal or no operation keep the line as it is.
    expect(endsInStrayPoint('Izracunaj 30% od broja 740.')).toBe(false);
    expect(endsInStrayPoint('x - 5 = 13.')).toBe(false);
    expect(endsInStrayPoint('1 - 13.5')).toBe(false);
    expect(endsInStrayPoint('1 - 13')).toBe(false);
    expect(endsInStrayPoint('2. 13.')).toBe(false);
    // A printed list's last item ends with a full stop (review): kept, unless a bar is left odd.
    expect(endsInStrayPoint('b) 3 · 4.')).toBe(false);
    expect(endsInStrayPoint('1. 12 + 5.')).toBe(false);
    expect(endsInStrayPoint('a. 5 - 3.')).toBe(false);
  });

  it('declines such a line read off a photo, and answers it typed', () => {
    const outcome = (t: string, photo: boolean) =>
      solveTaskText(t, opts, 95, null, photo).diagnostics.outcome;
    expect(outcome('1 - 13.', true)).toBe('unreadable');
    expect(outcome('1 - 13', true)).toBe('solved');
    expect(outcome('1 - 13.', false)).toBe('solved');
    expect(outcome('b) 3 · 4.', true)).toBe('solved');
  });
});
