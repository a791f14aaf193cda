import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed, solveTaskText } from './index.js';
import { isSquare, judgePlausibility, PLAUSIBILITY, type PlausibilityInput } from './plausibility.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const judge = (normalized: string, kind: PlausibilityInput['kind'], answer = '\\(1\\)') =>
  judgePlausibility({ normalized, intent: null, kind, answer });
const photo = (...lines: string[]) =>
  solveRecognizedTextDetailed({ lines: lines.map((text) => ({ text, confidence: 99 })) }, opts);

describe('judgePlausibility', () => {
  it('finds nothing doubtful in ordinary printed tasks', () => {
    for (const [text, kind] of [
      ['(14 - 4)*6 + 12 : (3 + 1)', 'arithmetic'],
      ['3 * √121 - 5^2', 'arithmetic'],
      ['√144 + 4^2', 'arithmetic'],
      ['9.5 - 7.41', 'arithmetic'],
      ['3x + 5y = 42 ; 5x - 3y = -38', 'system'],
      ['x : 8 = 15 : 40', 'proportion'],
      ['15%*220', 'percent'],
      ['(x + 9)^2 - x(x - 6)', 'simplify'],
    ] as const)
      expect(judge(text, kind), text).toEqual({ factor: 1, reasons: [] });
  });
  it('calls a fraction of a fraction and a lone bracketed number impossible', () => {
    expect(judge('3/62/5', 'fractions').factor).toBe(PLAUSIBILITY.impossible);
    expect(judge('7 * (55) - 15', 'arithmetic').factor).toBe(PLAUSIBILITY.impossible);
    // A bracketed negative number or a bracket raised to a power is printed so.
    expect(judge('7 * (-5) - 15', 'arithmetic').factor).toBe(1);
  });
  it('calls a merged digit run, an operator before a minus and uneven results unusual', () => {
    expect(judge('(6 - 5)*618 : |3 + 3|', 'arithmetic').reasons).toEqual([
      'unusual: merged digit run (3 digits among 1-digit numbers)',
    ]);
    expect(judge('8 * -6 + 2', 'arithmetic').factor).toBe(PLAUSIBILITY.unusual);
    expect(judge('2x + 3 = 8', 'linear', '\\(x = \\frac{5}{2}\\)').factor).toBe(PLAUSIBILITY.unusual);
    expect(judge('x/2 + 3 = 8', 'linear', '\\(x = 10\\)').factor).toBe(1);
    expect(judge('(8 - 5)*20 : (5 + 4)', 'arithmetic', '\\(\\frac{20}{3}\\)').factor).toBe(
      PLAUSIBILITY.unusual,
    );
    expect(judge('7.2 + 2.713', 'arithmetic').factor).toBe(PLAUSIBILITY.unusual);
    expect(judge('√253^3', 'roots').reasons).toHaveLength(2);
  });
  it('calls a two-digit number ending in a usual exponent beside powers look-alike-prone', () => {
    expect(judge('5^2 + 42', 'arithmetic').factor).toBe(PLAUSIBILITY.lookalikeProne);
    expect(judge('√16 + 24', 'arithmetic').factor).toBe(PLAUSIBILITY.lookalikeProne);
    expect(judge('5^2 + 47', 'arithmetic').factor).toBe(1);
  });
  it('doubts a fraction equal to 1 and an unknown other than the usual letters', () => {
    expect(judge('2/2 * 2/2', 'fractions').factor).toBe(PLAUSIBILITY.unusual);
    expect(judge('|r - 2| = 8', 'absolute').factor).toBe(PLAUSIBILITY.lookalikeProne);
    expect(judge('|x - 2| = 8', 'absolute').factor).toBe(1);
  });
  it('does not judge NZD/NZS, found by name', () => {
    expect(judge('(14.21)', 'gcdLcm').factor).toBe(1);
  });
});

describe('plausibility in the engine', () => {
  it('judges photo readings only: a typed task is taken as written', () => {
    const typed = solveTaskText('Izračunaj: 5^2 + 42', opts);
    expect(typed.solution.confidence_score).toBe(1);
    expect(typed.diagnostics.doubts).toEqual([]);
    const read = photo('Izračunaj:', '5^2 + 42');
    expect(read.solutionTasks[0]!.outcome).toBe('solved');
    expect(read.solution.math_solutions[0]!.confidence_score).toBeLessThan(0.9);
    expect(read.solutionTasks[0]!.factors.plausibility).toBe(PLAUSIBILITY.lookalikeProne);
  });
  it('declines an impossible reading of a photo, answers it when typed', () => {
    expect(photo('Izračunaj:', '3/62/5').solutionTasks[0]!.outcome).toBe('lowConfidence');
    expect(solveTaskText('3/62/5', opts).diagnostics.outcome).toBe('solved');
  });
});

describe('isSquare', () => {
  it('is exact beyond 2^53 and fast on a photo’s 60-digit radicand', () => {
    const root = 123456789012345678901234567890n;
    const start = performance.now();
    expect(isSquare((root * root).toString())).toBe(true);
    expect(isSquare((root * root + 1n).toString())).toBe(false);
    expect(isSquare((root * root - 1n).toString())).toBe(false);
    expect(isSquare('9'.repeat(60))).toBe(false);
    expect(isSquare(`1${'0'.repeat(60)}`)).toBe(true);
    expect(judge(`√${'9'.repeat(53)} + 12`, 'arithmetic').factor).toBeLessThanOrEqual(1);
    expect(performance.now() - start).toBeLessThan(200);
    for (const [n, square] of [
      ['0', true],
      ['1', true],
      ['2', false],
      ['144', true],
      ['143', false],
      ['145', false],
      ['9007199254740993', false],
      ['9007199136250226', false],
      ['9007199136250225', true],
    ] as const)
      expect(isSquare(n), n).toBe(square);
  });
});
