import { describe, expect, it } from 'vitest';
import { solveTaskText } from './index.js';
import { mathsDoubt, mathsRulesOut } from './maths-doubt.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

describe('mathsDoubt', () => {
  /** What the maths says of a task as the engine solves it. */
  function doubt(task: string) {
    const { solution, diagnostics } = solveTaskText(task, opts);
    if (diagnostics.kind === null) throw new Error(`the engine gives "${task}" no kind`);
    return mathsDoubt({
      normalized: diagnostics.normalized,
      kind: diagnostics.kind,
      answer: solution.final_answer_latex,
    });
  }

  it('doubts an equation solved in fractions, a quadratic in surds and a fraction that is one whole', () => {
    expect(doubt('3x + 6 = 20')).toMatch(/fractions/);
    expect(doubt('4x - 1 > 6')).toMatch(/fractions/);
    expect(doubt('x^2 = 17')).toMatch(/surds/);
    expect(doubt('2/2 · 2/3')).toMatch(/one whole/);
  });

  it('says nothing of whole solutions, fractions that are no whole, or calculations in fractions', () => {
    for (const task of ['3x + 5 = 20', 'x^2 = 16', '2/5 · 2/3', '5/7 + 1/2', '22/2 + 1', '12/120 + 1'])
      expect(doubt(task), task).toBeNull();
  });

  it('doubts what a misread leaves: an uneven whole division, an endless decimal, a part percent, a gcd of 1', () => {
    // "46 : 5" for "45 : 5", "20,2 : 6" for "20,1 : 6", "18%" for "15%", "NZD(10, 27)" for "NZD(10, 21)".
    expect(doubt('20 + 9 · 4 - 46 : 5')).toMatch(/not whole/);
    expect(doubt('20,2 : 6 - 3,19')).toMatch(/does not end/);
    expect(doubt('18% od 240')).toMatch(/percent that is not whole/);
    expect(doubt('NZD(10, 27)')).toMatch(/divisor of 1/);
    // Their printed neighbours: an even division, a decimal that ends, a whole percent, a real gcd.
    for (const task of ['20 + 9 · 4 - 45 : 5', '9,9 : 3 - 7,11', '15% od 240', 'NZD(10, 25)', 'NZS(10, 27)'])
      expect(doubt(task), task).toBeNull();
  });

  it('doubts a lost decimal comma, a mixed number read as one, a merged operand and a lost exponent', () => {
    expect(doubt('75 - 6,59')).toMatch(/lost decimal comma/);
    expect(doubt('327 - 7/9')).toMatch(/mixed number/);
    expect(doubt('6,6 + 3,287')).toMatch(/operator lost/);
    expect(doubt('x/29 = 7')).toMatch(/far larger/);
    expect(doubt('3^3 + 22')).toMatch(/base line/);
    // A round whole number or a product beside decimals, a mixed number, decimals of like length,
    // a solution of the size printed, a power beside a one-digit or a 1x number.
    for (const task of [
      '7,5 - 6,59',
      '100 - 6,59',
      '38 : 4 - 3,72',
      '3 2/7 - 7/9',
      '6,6 + 3,28 · 7',
      '3,5 + 0,125',
      'x/2 + 9 = 7',
      'x : 6 = 45 : 15',
      '3^3 + 2^2',
      '3^2 + 14',
    ])
      expect(doubt(task), task).toBeNull();
  });

  it('says nothing of a task printed in fractions solved in fractions, nor of an exponent over a number', () => {
    for (const task of ['x + 1/2 = 3/4', '|x - 1| = 1/2', 'x^2/2 = 8', '2^2/2 + 1'])
      expect(doubt(task), task).toBeNull();
  });
});

describe('mathsRulesOut', () => {
  function rulesOut(task: string) {
    const { solution, diagnostics } = solveTaskText(task, opts);
    if (diagnostics.kind === null) throw new Error(`the engine gives "${task}" no kind`);
    return mathsRulesOut({
      normalized: diagnostics.normalized,
      kind: diagnostics.kind,
      answer: solution.final_answer_latex,
    });
  }

  it('rules out an equation in small whole numbers solved over a three-digit denominator', () => {
    // Tune 234: "5(x − 2) = x + 26", its broken "+" read "÷".
    expect(rulesOut('5(x - 2) = x : 26')).toMatch(/denominator/);
  });

  it('keeps fractional solutions of ordinary size, and tasks printed in fractions, decimals or large numbers', () => {
    for (const task of [
      '3x + 6 = 20',
      'x : 4 = 3',
      '7x - 2 = 3x + 9',
      'x/7 + 1/13 = 1',
      '0.3x = 1.21',
      '125x = 3',
      // (review, round 18) a power, a sum of printed coefficients, a system: big denominators of small numbers
      '2^7 * x = 1',
      '57x + 44x = 3',
      '3x + 7y = 2 ; 11x - 37y = 5',
    ])
      expect(rulesOut(task), task).toBeNull();
  });
});
