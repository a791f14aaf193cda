/**
 * normalizeTask and the Cyrillic reading's nearest word give a recent result again (helper
 * speed22): the result must be the one worked out anew, and no caller may change it for another.
 */
import { describe, expect, it } from 'vitest';
import { cyrillicWord, joinSplitWords, readCyrillic } from './cyrillic-read.js';
import { normalizeTask, normalizeUncached, type Intent } from './normalize.js';

const TEXTS = [
  'Reši jednačinu: 3x + 5 = 20',
  '1) 12 + 3 · 4 − 6 : 2',
  '| 5 - 9 | + 2',
  'Izračunaj 25% od 80?',
  'x2 - 4 = 0',
  'NZS(14.21)',
  'Koliko je 7 ⁇ 3',
  'Pewn jeAHa4MHy: 2x = 8',
  '',
];
const OPTIONS: { photo?: boolean; heading?: Intent | null; asks?: boolean }[] = [
  {},
  { photo: true },
  { photo: true, heading: 'equation' },
  { photo: true, heading: 'compute', asks: true },
];

describe('normalizeTask given again', () => {
  it('gives what normalizeUncached works out, first and second time, for each set of options', () => {
    for (const text of TEXTS)
      for (const o of OPTIONS) {
        const fresh = normalizeUncached(text, {
          photo: o.photo ?? false,
          heading: o.heading ?? null,
          asks: o.asks ?? false,
        });
        expect(normalizeTask(text, o)).toEqual(fresh);
        expect(normalizeTask(text, o)).toEqual(fresh);
      }
  });

  it('tells the options apart (a heading changes the result)', () => {
    expect(normalizeTask('x2 - 4 = 0', { photo: true }).text).toBe(
      normalizeUncached('x2 - 4 = 0', { photo: true, heading: null, asks: false }).text,
    );
    expect(normalizeTask('Koliko je 3 + 4?', { photo: true, asks: true })).toEqual(
      normalizeUncached('Koliko je 3 + 4?', { photo: true, heading: null, asks: true }),
    );
  });

  it('gives a frozen result: no caller can change what the next one is given', () => {
    const n = normalizeTask('Izračunaj 25% od 80 jabuka?', { photo: true });
    expect(Object.isFrozen(n)).toBe(true);
    expect(Object.isFrozen(n.leftovers)).toBe(true);
    expect(() => (n.leftovers as string[]).push('x')).toThrow();
  });
});

describe('the nearest Cyrillic word given again', () => {
  it('reads a Cyrillic page the same every time', () => {
    const page = {
      lines: [
        { text: 'Pewn jeAHa4MHy:', confidence: 90 },
        { text: '3a Be*6y 6poja 2x = 8', confidence: 90 },
      ],
    };
    const first = readCyrillic(page);
    expect(readCyrillic(page)).toEqual(first);
    expect(joinSplitWords('JIeKIIHja 3a Be*6y')).toBe(joinSplitWords('JIeKIIHja 3a Be*6y'));
  });

  it("does not give a word of the module's list for another list", () => {
    expect(cyrillicWord('PeIIIN')).toBe('Reši');
    expect(cyrillicWord('PeIIIN', [['реши', 'Solve']])).toBe('Solve');
    expect(cyrillicWord('PeIIIN')).toBe('Reši');
  });
});
