/** Proportions, absolute values, NZD/NZS, simplifying, exercise labels and the words around tasks. */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_VALUES } from '../../../contract/index.js';
import { solveRecognizedText, solveRecognizedTextDetailed, solveTaskText } from './index.js';
import { MESSAGES } from './i18n/index.js';
import { assertTexRenders, splitInline } from './test-support/mathjax.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const answer = (task: string) => solveTaskText(task, opts).solution.final_answer_latex;

describe('proportions', () => {
  it('solves x : 4 = 6 : 8 and 3 : x = 12 : 48 by the product of the outer and inner terms', () => {
    expect(answer('x : 4 = 6 : 8')).toBe('\\(x = 3\\)');
    const { solution } = solveTaskText('3 : x = 12 : 48', opts);
    expect(solution.final_answer_latex).toBe('\\(x = 12\\)');
    expect(solution.steps[0]!.intermediate_result_latex).toBe('3 \\cdot 48 = x \\cdot 12');
    expect(solution.problem_title_generated).toBe('Proporcija');
  });
  it('says plainly that a proportion with a zero term is not defined', () => {
    expect(answer('x : 0 = 6 : 8')).toBe('Izraz nije definisan (deljenje nulom).');
    // Also a zero in the other ratio, where cross-multiplying would hide it ("x · 0 = 4 · 6").
    expect(answer('x : 4 = 6 : 0')).toBe('Izraz nije definisan (deljenje nulom).');
    // A zero first term is fine: "3 : x = 0 : 5" has no solution (3 : x is never 0).
    expect(answer('3 : x = 0 : 5')).toBe('Rešenje ne postoji.');
  });
});

describe('absolute values', () => {
  it('computes |−11| + |6 − 11| = 16 with a step for each bar', () => {
    const { solution } = solveTaskText('|-11| + |6 - 11|', opts);
    expect(solution.final_answer_latex).toContain('= 16');
    expect(solution.steps.filter((s) => s.description_latex.startsWith('Apsolutna vrednost'))).toHaveLength(
      2,
    );
  });
  it('solves |x − 3| = 5 in two cases, and says |x − 3| = −2 has no solution', () => {
    expect(answer('|x - 3| = 5')).toBe('\\(x_1 = 8, \\quad x_2 = -2\\)');
    expect(answer('|x - 3| = -2')).toBe('Rešenje ne postoji.');
  });
});

describe('NZD and NZS', () => {
  it('finds them from prime factors, also with the comma lost', () => {
    const { solution } = solveTaskText('NZD(12, 18)', opts);
    expect(solution.final_answer_latex).toBe('\\(\\text{NZD}\\left(12, 18\\right) = 6\\)');
    expect(solution.steps[0]!.intermediate_result_latex).toBe(
      '12 = 2^{2} \\cdot 3, \\quad 18 = 2 \\cdot 3^{2}',
    );
    expect(answer('NZS(12 27)')).toContain('= 108');
    expect(answer('Odredi: NZS(4, 6, 8)')).toContain('= 24');
    // A bracket of the call read square on a photo; the page's line is still this task.
    expect(answer('Odredi: NZD(30, 42]')).toContain('= 6');
    expect(
      solveRecognizedText({ lines: [{ text: '4. 0dredi: NZD(30, 42]', confidence: 90 }] }, opts)
        .math_solutions[0]!.final_answer_latex,
    ).toContain('= 6');
  });
  it('uses the school names of each language', () => {
    const names = {
      english: 'GCD',
      german: 'ggT',
      french: 'PGCD',
      bulgarian: 'НОД',
      turkish: 'EBOB',
    } as const;
    for (const [language, name] of Object.entries(names))
      expect(
        solveTaskText('NZD(8, 12)', { ...opts, language: language as keyof typeof names }).solution
          .final_answer_latex,
      ).toContain(`\\text{${name}}`);
  });
});

describe('simplifying polynomial expressions', () => {
  it('expands and collects like terms', () => {
    expect(answer('Uprosti izraz: (x + 3)^2 - x(x - 2)')).toContain('= 8x + 9');
    expect(answer('Sredi izraz: 3x(x - 2) + 5(x + 2)')).toContain('= 3x^{2} - x + 10');
  });
});

describe('the words around a task', () => {
  it('reads the division sign, exercise labels and instructions, never as maths', () => {
    expect(answer('(−12) ÷ 3')).toContain('= -4');
    expect(answer('Zadatak 4: Izračunaj (−3) · 5')).toContain('= -15');
    expect(answer('Q1. 2x + 9 > 5')).toContain('x > -2');
    expect(answer('3) x/4 + 7 = 5')).toBe('\\(x = -8\\)');
  });
  it('splits a numbered page into its tasks and drops the page header', () => {
    const solution = solveRecognizedText(
      {
        lines: [
          { text: 'Strana 34', confidence: 99 },
          { text: 'Lekcija 11: Ponavljanje', confidence: 99 },
          { text: '1. NZS(8, 12)', confidence: 99 },
          { text: '2. |-4| + |8 - 18|', confidence: 99 },
          { text: '3. Reši jednačinu: x : 8 = 9 : 24', confidence: 99 },
        ],
      },
      opts,
    );
    expect(solution.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(\\text{NZS}\\left(8, 12\\right) = 24\\)',
      '\\(\\left|-4\\right| + \\left|8 - 18\\right| = 14\\)',
      '\\(x = 3\\)',
    ]);
  });
  it('reads a misread bar before x ("1x") as a doubt, not as the coefficient 1', () => {
    expect(solveTaskText('1x-71=7', opts).solution.outcome).toBe('declined');
  });
});

describe('problem_latex', () => {
  it('is set on answered and on declined tasks', () => {
    expect(solveTaskText('x : 4 = 6 : 8', opts).solution.problem_latex).toBe('x : 4 = 6 : 8');
    const declined = solveTaskText('x^3 = 8', opts).solution;
    expect(declined.outcome).toBe('declined');
    expect(declined.problem_latex).toBe('x^{3} = 8');
  });
});

describe('every language', () => {
  it('writes MathJax-valid steps for the new kinds', () => {
    for (const language of LANGUAGE_VALUES)
      for (const task of ['x : 4 = 6 : 8', '|x - 3| = 5', '|-2| + |3 - 9|', 'NZS(12, 18)', '5 : 0']) {
        const s = solveTaskText(task, { ...opts, language }).solution;
        expect(s.steps.length, `${language} ${task}`).toBeGreaterThan(0);
        for (const text of [
          s.final_answer_latex,
          ...s.steps.flatMap((st) => [st.description_latex, st.explanation_latex]),
        ])
          for (const math of splitInline(text).math) assertTexRenders(math);
        for (const st of s.steps)
          if (st.intermediate_result_latex) assertTexRenders(st.intermediate_result_latex);
      }
  });
});

describe('the instruction decides the kind of task', () => {
  const solve = (...l: string[]) =>
    solveRecognizedTextDetailed(
      { lines: l.map((text) => ({ text, confidence: 95 })) },
      { grade: '7th grade of primary school', language: 'srpski' },
    ).solutionTasks[0]!;
  it('"Reši kvadratnu jednačinu" over a linear equation is a lost exponent: declined', () => {
    expect(solve('Reši kvadratnu jednačinu:', 'x^2 - 1 = 0')).toMatchObject({
      outcome: 'solved',
      kind: 'quadratic',
    });
    expect(solve('Reši kvadratnu jednačinu:', 'x - 1 = 0')).toMatchObject({
      outcome: 'lowConfidence',
      kind: 'linear',
    });
  });
  it('"Reši proporciju" confirms a proportion and contradicts a calculation', () => {
    const p = solve('Reši proporciju:', 'x : 4 = 6 : 8');
    expect(p).toMatchObject({ outcome: 'solved', kind: 'proportion' });
    expect(p.factors.intentConfirmed).toBe(true);
    expect(solve('Reši proporciju:', 'x/4 = 6/8').factors.intentMismatch).toBe('weak');
    expect(solve('Reši proporciju:', '12 : 4 + 2').outcome).toBe('lowConfidence');
  });
});

describe('undefined values are said plainly', () => {
  it('says a square root of a negative number has no real value, in every language, with a step that renders', () => {
    const { solution, diagnostics } = solveTaskText('√(2 - 11) + 1', opts);
    expect(diagnostics).toMatchObject({ outcome: 'solved', reason: 'undefined: negative radicand' });
    expect(solution.final_answer_latex).toBe(
      'Izraz nije definisan u skupu realnih brojeva (koren negativnog broja).',
    );
    for (const language of LANGUAGE_VALUES) {
      const other = solveTaskText('√(-4)', { ...opts, language }).solution;
      expect(other.final_answer_latex, language).toBe(MESSAGES[language].answers.undefinedRoot);
      for (const step of other.steps) {
        for (const text of [step.description_latex, step.explanation_latex])
          for (const math of splitInline(text).math) assertTexRenders(math);
        if (step.intermediate_result_latex) assertTexRenders(step.intermediate_result_latex);
      }
    }
  });
  it('keeps NZD(0, n) declined and computes 0^0 = 1', () => {
    expect(solveTaskText('NZD(0, 12)', opts).diagnostics.outcome).toBe('unsupported');
    expect(answer('0^0')).toBe('\\(0^{0} = 1\\)');
  });
  it('answers an undefined reading of a photo below 0.9 (a misread 6 as 0 makes one)', () => {
    const read = solveRecognizedTextDetailed(
      { lines: [{ text: 'Izračunaj: 12 : 0', confidence: 99 }] },
      { grade: '7th grade of primary school', language: 'srpski' },
    );
    expect(read.solutionTasks[0]).toMatchObject({
      outcome: 'solved',
      doubts: ['unusual: an undefined value'],
    });
    expect(read.solution.math_solutions[0]!.confidence_score).toBeLessThan(0.9);
  });
});
