import { describe, expect, it } from 'vitest';
import { opensUnreadCall } from './gcd-lcm.js';
import { solveRecognizedTextDetailed } from '../index.js';

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
