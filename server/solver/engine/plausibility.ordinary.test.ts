/**
 * False doubts: ordinary tasks as real school textbooks print them — multi-digit arithmetic,
 * divisions that do not come out even, fractional solutions, long decimals, percentages of
 * three-digit numbers, roots of three-digit squares — are not implausible readings. Each is solved
 * as a photo reading (so plausibility is judged, with the engine's real answer and kind) and must
 * come back with no doubt. The corpus generator prints none of these shapes (numbers of at most two
 * digits, even divisions, whole solutions), which is why rules tuned on it doubted them.
 */
import { describe, expect, it } from 'vitest';
import { solveTaskText } from './index.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

const ORDINARY = [
  // Multi-digit arithmetic.
  '480 : 6',
  '1000 - 7',
  '250 · 4 + 3',
  '1024 : 32',
  '(125 - 25) : 4',
  '3 · 125 - 75',
  '2^10 - 1000',
  '4500 + 1250 - 6',
  // Divisions that do not come out even.
  '7 : 2',
  '3 : 5',
  '(8 - 5) · 20 : 9',
  // Fractional solutions of whole-number equations, inequalities, systems and proportions.
  '3x + 5 = 7',
  '2x = 3',
  '5x - 3 = 2x + 7',
  '4x + 6 ≤ 9',
  'x : 4 = 3 : 8',
  'x + y = 7 ; x - y = 2',
  // Decimals of different lengths.
  '3,5 + 0,125',
  '0,5 + 0,125',
  '12,5 - 3,75 · 0,2',
  // Fractions, one of them equal to 1.
  '5/5 - 2/5',
  '3/4 + 5/6',
  '2/3 · 9/4',
  // Powers and roots beside two-digit numbers.
  '3^2 + 14',
  '√144 + 12',
  '√225 + √169',
  '√625 - 4^2',
  '5^2 + 4^2 - 13',
  '32 : 2^3',
  '2^5 - 23',
  '(-2)^3 + 42',
  // Times one in an early grade's drill.
  '5 · 1 - 3',
  '12 : 1 - 4',
  // Percentages of three-digit numbers.
  '15% od 360',
  '20% od 450',
  '12% od 250',
  // Equations of other kinds.
  'x^2 - 5x + 6 = 0',
  '|x - 3| = 5',
  '3 · (-4) + 10',
];

describe('plausibility of ordinary printed tasks', () => {
  it.each(ORDINARY)('%s is solved with no doubt', (task) => {
    const { diagnostics } = solveTaskText(task, opts, 100, null, true);
    expect(diagnostics.outcome).toBe('solved');
    expect(diagnostics.doubts).toEqual([]);
    expect(diagnostics.factors.plausibility).toBe(1);
  });
});
