import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';
import { isScaleRun } from './figure-labels.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const page = (...lines: string[]) => ({ lines: lines.map((text) => ({ text, confidence: 95 })) });
const items = (...lines: string[]) =>
  solveRecognizedTextDetailed(page(...lines), opts).solution.math_solutions.filter(
    (s) => s.image_is_math_problem === 'yes',
  );

describe('a figure’s labels read as lines of their own (crtez, round 21)', () => {
  it('knows a number line’s numbers read as one run, signs and spaces lost or kept', () => {
    for (const run of [
      '-5-4-3-2-10123',
      '012345678910',
      '-10123456789',
      '-5 -4 -3-2-1012345',
      '−3 −2 −1 0 1 2 3',
      '0 5 10 15 20',
      // A tick read as one more figure, a minus read as a tilde.
      '-3-2-101231',
      '~1012345',
    ])
      expect(isScaleRun(run), run).toBe(true);
  });

  it('leaves sums and numbers that are maths alone', () => {
    // A sum of negatives, a sum down to ten, one number, a difference, a scale misread twice.
    for (const maths of [
      '-5-4-3-2-1',
      '-5-4-3-2-10',
      '1-2-3-4-5',
      '12345',
      '2 - 3',
      '123 + 4',
      '10122456789',
    ])
      expect(isScaleRun(maths), maths).toBe(false);
  });

  it('spends its slack for a misread figure on no sign: a large subtraction stays a task', () => {
    // Less their minus these spell runs (12345 6789, 34567 8910); a grade-4 page prints them.
    for (const maths of [
      '12345 - 6789',
      '12345 − 6789',
      '12 345 - 6 789',
      '1234 - 56789',
      '34567 - 8910',
      '123456789 - 10',
    ])
      expect(isScaleRun(maths), maths).toBe(false);
  });

  it('joins no number line to the task above it (tune 0511)', () => {
    const solved = items('c) Izračunaj: 5^2 - 4^2', '-5-4-3-2-10123', 'Slika 1.', '012345678910');
    expect(solved).toHaveLength(1);
    expect(solved[0]!.final_answer_latex).toContain('9');
  });

  it('counts no number line or axis as a task beside the printed one (tune 0991)', () => {
    const solved = items(
      'Zadatak 14. Izračunaj: (17 - 1) · 9 + 21 : (3 + 4)',
      '++>',
      'Odgovor:',
      '-5-4-3-2-101234',
    );
    expect(solved).toHaveLength(1);
    expect(solved[0]!.final_answer_latex).toContain('147');
  });
});

describe('a ruler’s numbers read one to a line (pribor, round 22)', () => {
  it('joins no centimetre of a ruler under the page to the labelled task above it', () => {
    // A ruler's numbers, each its own line, after a system and after a sum (one lost to its tick).
    const system = items('Vežbanje', '(b) Reši sistem:', '-x - 5y=10 ; 3x - 2y= 4', '4', '5', '6');
    expect(system).toHaveLength(1);
    expect(system[0]!.final_answer_latex).toMatch(/x = 0.*y = -2/);
    const sum = items('Vežbanje', '1. Izračunaj: 57 - (5 - 1) · 4', '2', '3', '4', '6', '7', '8', '9', '10');
    expect(sum).toHaveLength(1);
    expect(sum[0]!.final_answer_latex).toContain('41');
  });

  it('leaves a number broken off a task, and two stacked ones, where they were', () => {
    // One lone number (a sign lost before it) or two (a fraction's figures) still decline the task.
    for (const rest of [['6'], ['3', '4'], ['4', '3', '2']]) {
      const solved = items('Zadatak 2. Izračunaj: 42 - (6 - 2)', ...rest);
      expect(solved[0]!.final_answer_latex ?? '').not.toContain('38');
    }
  });

  it('keeps a sum set in a column, its addends one to a line and a sign before the last', () => {
    // Review 22: `3`, `4`, `5` were dropped as a ruler's and `+ 6` alone was answered 6.
    const solved = items('Saberi:', '3', '4', '5', '+ 6');
    for (const s of solved) expect(s.final_answer_latex ?? '').not.toMatch(/^\\\(6\\\)$/);
    const ruler = items('1. Izračunaj: 57 - (5 - 1) · 4', '2', '3', '4');
    expect(ruler[0]!.final_answer_latex).toContain('41');
  });
});
