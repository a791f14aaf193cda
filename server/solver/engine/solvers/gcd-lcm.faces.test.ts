import { describe, expect, it } from 'vitest';
import { findGcdLcm, opensUnreadCall } from './gcd-lcm.js';
import { solveRecognizedTextDetailed, solveTaskText } from '../index.js';

describe('opensUnreadCall', () => {
  it('takes a task opening with NZD or NZS whose numbers cannot be read for that call misread', () => {
    expect(opensUnreadCall('Odredi: NZD (25.3^5)')).toBe(true);
    expect(opensUnreadCall('NZS(4⁇6)')).toBe(true);
    // Read calls, calls inside arithmetic and brackets without a name are not.
    expect(opensUnreadCall('Odredi: NZD(25, 35)')).toBe(false);
    expect(opensUnreadCall('Izracunaj: 2 · NZD(12.5^2)')).toBe(false);
    expect(opensUnreadCall('NZD(4.6^2) + 1')).toBe(false);
    expect(opensUnreadCall('Izracunaj: (25.3^5)')).toBe(false);
  });

  it('declines such a task rather than answering the arithmetic left without its name', () => {
    const read = solveRecognizedTextDetailed(
      { lines: [{ text: 'c. Odredi: NZD (25.3^5)', confidence: 0.95 }] },
      { grade: '7th grade of primary school', language: 'srpski' },
    );
    expect(read.tasks[0]).toMatchObject({ outcome: 'unreadable' });
  });
});

describe('a call whose separator was read as nothing (tune 0252, a sleeve photo)', () => {
  const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

  it('marks the numbers of a bracket that stand apart by a space alone', () => {
    expect(findGcdLcm('c) Odredi: NZS (28 19)')).toMatchObject({ numbers: [28n, 19n], separatorLost: true });
    expect(findGcdLcm('NZD(8. 14)')).toMatchObject({ separatorLost: false });
    expect(findGcdLcm('NZS(4, 6 8)')).toMatchObject({ separatorLost: true });
    expect(findGcdLcm('NZS(4, 6, 8)')).toMatchObject({ separatorLost: false });
  });

  it('declines it on a photo (the glare that took the comma took part of a figure), not in typed text', () => {
    const outcome = (t: string, photo: boolean) =>
      solveTaskText(t, opts, 95, null, photo).diagnostics.outcome;
    expect(outcome('c) Odredi: NZS (28 19)', true)).toBe('unreadable');
    expect(outcome('c) Odredi: NZS (28, 49)', true)).toBe('solved');
    expect(outcome('NZS(28 49)', false)).toBe('solved');
  });
});
