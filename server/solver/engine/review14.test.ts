/** Pages the round-14 review left declined or unread (docs/solver.md "What it cannot do yet"). */
import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';
import { parseTask } from './parse.js';
import { findGcdLcm } from './solvers/gcd-lcm.js';
import { splitTasks } from './split.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const page = (...lines: string[]) => ({ lines: lines.map((text) => ({ text, confidence: 95 })) });
/** Each task's answer, or its outcome when it was not solved. */
const answers = (...lines: string[]) =>
  solveRecognizedTextDetailed(page(...lines), opts).solutionTasks.map((t, i, all) =>
    t.outcome === 'solved'
      ? solveRecognizedTextDetailed(page(...lines), opts).solution.math_solutions[i]!.final_answer_latex
      : `${t.outcome} (${all.length})`,
  );

describe('a question heading over its tasks', () => {
  it('takes the "?" ending a task under "Koliko je:" for the question\'s own mark', () => {
    expect(answers('Koliko je:', 'a) 12 · 5?', 'b) 3 + 4?')).toEqual([
      '\\(12 \\cdot 5 = 60\\)',
      '\\(3 + 4 = 7\\)',
    ]);
    expect(answers('1. Колико је:', 'a) 12 · 5?')).toEqual(['\\(12 \\cdot 5 = 60\\)']);
  });

  it('still takes it for a lost power under a heading that asks nothing, or before a sign', () => {
    expect(answers('Izračunaj:', 'a) √144 + 4?')[0]).toMatch(/^unreadable/);
    expect(answers('1. Koliko je:', 'a) 12 · 5?', '2. Izračunaj:', 'a) √144 + 4?')[1]).toMatch(/^unreadable/);
    expect(answers('Koliko je:', 'a) 4? + 3')[0]).toMatch(/^unreadable/);
    // One "?" among the tasks of an asking heading is a lost power rather than the question's (review).
    expect(answers('Koliko je:', 'a) 2 · 4?', 'b) 10 · 3')[0]).toMatch(/^unreadable/);
  });

  it('marks the tasks under such a heading, in a row of headings too', () => {
    const asks = (...lines: string[]) => splitTasks(page(...lines).lines).map((t) => t.asks ?? false);
    expect(asks('Koliko je:', 'a) 12 · 5?', 'b) 3 + 4?')).toEqual([true, true]);
    expect(asks('Izračunaj:', 'a) 12 · 5', 'Koliko je:', 'b) 3 + 4?')).toEqual([false, true]);
    expect(asks('a) Koliko je:', 'b) Izračunaj:', '12 · 5?', '3 + 4')).toEqual([true, false]);
  });
});

describe('NZD and NZS in words', () => {
  it('reads "NZD brojeva 12 i 18" as the call NZD(12, 18)', () => {
    expect(findGcdLcm('Izračunaj NZD brojeva 12 i 18.')).toEqual({ op: 'gcd', numbers: [12n, 18n] });
    expect(findGcdLcm('IZRAČUNAJ NZS BROJEVA 4, 6 I 8')).toEqual({ op: 'lcm', numbers: [4n, 6n, 8n] });
    expect(findGcdLcm('Израчунај НЗД бројева 12 и 18.')).toEqual({ op: 'gcd', numbers: [12n, 18n] });
    expect(answers('Izračunaj NZD brojeva 12 i 18.')).toEqual(['\\(\\text{NZD}\\left(12, 18\\right) = 6\\)']);
  });

  it('not a decimal comma, a one-letter name or numbers that go on', () => {
    expect(findGcdLcm('NZS brojeva 12,5 i 3')).toBeNull();
    expect(findGcdLcm('Izračunaj d 12 i 18')).toBeNull();
    expect(findGcdLcm('NZD brojeva 12 i 18 + 3')).toBeNull();
  });
});

describe('an absolute value times a number', () => {
  it('parses a number before a bar as a product, bars inside bars still closing', () => {
    expect(() => parseTask('2|x| = 6')).not.toThrow();
    expect(() => parseTask('|2 - |-7||')).not.toThrow();
    expect(() => parseTask('||-5| - 8|')).not.toThrow();
  });

  it('solves a·|ax + b| + c = d by leaving the absolute value alone first', () => {
    expect(answers('Reši jednačinu: 2|x| = 6')).toEqual(['\\(x_1 = 3, \\quad x_2 = -3\\)']);
    expect(answers('Reši jednačinu: 3|x - 1| + 2 = 14')).toEqual(['\\(x_1 = 5, \\quad x_2 = -3\\)']);
    expect(answers('Reši jednačinu: 10 = 5 - |x|')).toEqual(['Rešenje ne postoji.']);
    expect(answers('Reši jednačinu: |x| + |x - 1| = 4')[0]).toMatch(/^unsupported/);
  });
});

describe('doubts that printed tasks raised', () => {
  const doubts = (line: string) => solveRecognizedTextDetailed(page(line), opts).solutionTasks[0]!.doubts;

  it('takes a power of 1 before 2 to the same power for a sum of powers from 1 on, not a look-alike', () => {
    expect(doubts('Izračunaj: 1^2 + 2^2 + 3^2')).toEqual([]);
    expect(doubts('Izračunaj: 1^3 + 2^3')).toEqual([]);
    // "4^2 + 6^2" read "1^2 + 6^2" (round 14) is still doubted, and so is another power of 2.
    expect(doubts('Izračunaj: 1^2 + 6^2')).toHaveLength(1);
    expect(doubts('Izračunaj: 1^2 + 2^3')).toHaveLength(1);
  });
});

describe('an instruction glued to the first number', () => {
  const normalized = (line: string) =>
    solveRecognizedTextDetailed(page(line), opts).solutionTasks[0]!.normalized;

  it('keeps the number whose colon and space were lost, rather than dropping it with the word', () => {
    // "4(x − 6) = x + 6" had been read "(x - 6) = x + 6" (round 14, the factor lost with the word).
    expect(normalized('Reši jednačinu4(x - 6) = x + 6')).toBe('4(x - 6) = x + 6');
    expect(normalized('Resi jednacinu2x + 3 = 7')).toBe('2x + 3 = 7');
    expect(normalized('Izracunaj3 + 4')).toBe('3 + 4');
    // A word with a misread letter is still one word, and the digits of a word that names no
    // instruction still go with it.
    expect(normalized('Res1 jednacinu: 2x = 4')).toBe('2x = 4');
    expect(normalized('abcd4(x - 6) = x + 6')).toBe('(x - 6) = x + 6');
  });
});
