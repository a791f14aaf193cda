/** Each solver kind, end to end from task text, with exact answers. */
import { describe, expect, it } from 'vitest';
import type { Grade, Language } from '../../../../contract/index.js';
import { solveTaskText } from '../index.js';

function solve(task: string, grade: Grade = '8th grade of primary school', language: Language = 'english') {
  const { solution, diagnostics } = solveTaskText(task, { grade, language });
  return { s: solution, d: diagnostics, answer: solution.final_answer_latex };
}

describe('arithmetic', () => {
  it('follows the order of operations, one operation per step', () => {
    const { s, answer } = solve('(2+3)·4-6:2');
    expect(answer).toBe('\\(\\left(2 + 3\\right) \\cdot 4 - 6 : 2 = 17\\)');
    expect(s.steps.map((x) => x.intermediate_result_latex)).toEqual([
      '5 \\cdot 4 - 6 : 2',
      '20 - 6 : 2',
      '20 - 3',
      '17',
    ]);
  });
  it('adds fractions over a common denominator: 1/2 + 1/3 = 5/6', () => {
    const { s, answer, d } = solve('1/2+1/3');
    expect(answer).toBe('\\(\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}\\)');
    expect(d.kind).toBe('fractions');
    expect(s.steps[0]!.description_latex).toContain('\\frac{3}{6} + \\frac{2}{6}');
  });
  it('divides fractions via the reciprocal and gives the mixed number', () => {
    expect(solve('3/4 : 1/2').answer).toBe(
      '\\(\\frac{3}{4} : \\frac{1}{2} = \\frac{3}{2} = 1\\frac{1}{2} = 1.5\\)',
    );
  });
  it('keeps decimals exact: 0,1 + 0,2 = 0,3 (decimal comma in Serbian)', () => {
    expect(solve('0,1 + 0,2', '6th grade of primary school', 'srpski').answer).toBe(
      '\\(0{,}1 + 0{,}2 = 0{,}3\\)',
    );
  });
  it('computes powers and exact or simplified roots', () => {
    expect(solve('2^3·3').answer).toBe('\\(2^{3} \\cdot 3 = 24\\)');
    expect(solve('√49').answer).toBe('\\(\\sqrt{49} = 7\\)');
    expect(solve('√12').answer).toBe('\\(\\sqrt{12} = 2\\sqrt{3}\\)');
    expect(solve('√12+√27').answer).toBe('\\(\\sqrt{12} + \\sqrt{27} = 5\\sqrt{3}\\)');
  });
  it('takes a fraction of a number: 2/3 od 90 = 60', () => {
    expect(solve('Izračunaj 2/3 od 90').answer).toBe('\\(\\frac{2}{3} \\cdot 90 = 60\\)');
  });
  it('files decimal tasks under arithmetic, fractions under fractions', () => {
    expect(solve('3,5 · 2 − 1,5').d.kind).toBe('arithmetic');
    expect(solve('3,5 · 2 − 1,5', undefined, 'german').answer).toBe('\\(3{,}5 \\cdot 2 - 1{,}5 = 5{,}5\\)');
  });
  it('declines "80 + 25%", which calculators and textbooks read differently', () => {
    expect(solve('80 + 25%').d.outcome).toBe('unsupported');
  });
  it('finds the percentage or the base in an equation', () => {
    expect(solve('x% od 80 = 20').answer).toBe('\\(x = 25\\)');
    expect(solve('25% od x = 20').answer).toBe('\\(x = 80\\)');
  });
  it('computes percentages: 25% od 80 = 20', () => {
    const { answer, d } = solve('Koliko je 25% od 80?', '6th grade of primary school', 'srpski');
    expect(d.kind).toBe('percent');
    expect(answer).toMatch(/= 20\\\)$/);
  });
  it('divides with a remainder in grades 1–4 and exactly above', () => {
    expect(solve('17 : 4', '3rd grade of primary school').answer).toBe(
      '\\(17 : 4 = 4 \\text{ (remainder 1)}\\)',
    );
    expect(solve('17 : 4', '6th grade of primary school').answer).toBe(
      '\\(17 : 4 = \\frac{17}{4} = 4\\frac{1}{4} = 4.25\\)',
    );
    expect(solve('12 : 4', '2nd grade of primary school').answer).toBe('\\(12 : 4 = 3\\)');
    // A remainder inside a longer expression has no grade-3 form: declined, not turned into fractions.
    expect(solve('17 : 4 + 1', '3rd grade of primary school').d.outcome).toBe('unsupported');
    expect(solve('17 : 4 + 1', '5th grade of primary school').answer).toContain('\\frac{21}{4}');
  });
});

describe('linear equations', () => {
  it('3x + 5 = 20 → x = 5, with the check', () => {
    const { s, answer } = solve('3x+5=20');
    expect(answer).toBe('\\(x = 5\\)');
    expect(s.steps.at(-1)!.description_latex).toContain('3 \\cdot 5 + 5 = 20');
  });
  it('handles brackets and fractions', () => {
    expect(solve('-(2x+1)=3').answer).toBe('\\(x = -2\\)');
    expect(solve('(x+1)/2 = x/3 + 1').answer).toBe('\\(x = 3\\)');
    expect(solve('x/2+x/3=5').answer).toBe('\\(x = 6\\)');
    expect(solve('1/2x + 1/3 = 2').answer).toBe('\\(x = \\frac{10}{3}\\)');
    expect(solve('0,5x + 1,2 = 2,7').answer).toBe('\\(x = 3\\)');
  });
  it('2(x-3) = 2x-6 → every number; 2x+1 = 2x+3 → no solution', () => {
    expect(solve('2(x-3)=2x-6').answer).toBe('Every real number is a solution.');
    expect(solve('2x+1=2x+3').answer).toBe('There is no solution.');
  });
  it('declines an unknown that cancels itself on a side without brackets (a lost exponent)', () => {
    // "x² − x = 0" read "x - x = 0": no printed task writes x − x; identities through brackets stay.
    expect(solve('x - x = 0').d.outcome).toBe('unsupported');
    expect(solve('3x + 2 - 3x = 2').d.outcome).toBe('unsupported');
    expect(solve('3(x-1) - 3x = -3').answer).toBe('Every real number is a solution.');
  });
});

describe('quadratic equations', () => {
  it('x² - 5x + 6 = 0 → 2 and 3 by factoring', () => {
    const { s, answer } = solve('x^2-5x+6=0');
    expect(answer).toBe('\\(x_1 = 2, \\quad x_2 = 3\\)');
    expect(s.key_concepts).toContain('factoring');
  });
  it('x² + x + 1 = 0 → no real roots', () => {
    expect(solve('x²+x+1=0').answer).toBe('The equation has no real solutions.');
  });
  it('gives irrational roots as exact radicals: x² - 2x - 1 = 0 → 1 ± √2', () => {
    expect(solve('x^2-2x-1=0').answer).toBe('\\(x_1 = 1 + \\sqrt{2}, \\quad x_2 = 1 - \\sqrt{2}\\)');
  });
  it('uses the formula with rational roots: 2x² - 3x - 2 = 0 → 2, -1/2', () => {
    expect(solve('2x^2-3x-2=0').answer).toBe('\\(x_1 = 2, \\quad x_2 = -\\frac{1}{2}\\)');
  });
  it('covers c = 0, b = 0 and a double root', () => {
    expect(solve('2x^2=8x').answer).toBe('\\(x_1 = 0, \\quad x_2 = 4\\)');
    expect(solve('x^2-12=0').answer).toBe('\\(x_1 = 2\\sqrt{3}, \\quad x_2 = -2\\sqrt{3}\\)');
    expect(solve('x^2+4=0').answer).toBe('The equation has no real solutions.');
    expect(solve('x^2-6x+9=0').answer).toBe('\\(x_1 = x_2 = 3\\)');
  });
  it('reads roots straight off an already factored equation', () => {
    const { s, answer } = solve('(x-1)(x+2)=0');
    expect(answer).toBe('\\(x_1 = 1, \\quad x_2 = -2\\)');
    expect(s.steps[0]!.description_latex).toContain('x - 1 = 0 \\quad \\text{or} \\quad x + 2 = 0');
  });
  it('makes the leading coefficient positive first', () => {
    expect(solve('-x^2+5x-6=0').answer).toBe('\\(x_1 = 2, \\quad x_2 = 3\\)');
  });
});

describe('systems of two linear equations', () => {
  it('x + y = 5, x - y = 1 → (3, 2) by substitution', () => {
    const { s, answer } = solve('x+y=5, x-y=1');
    expect(answer).toContain('\\left(x, y\\right) = \\left(3, 2\\right)');
    expect(s.key_concepts).toContain('substitution method');
  });
  it('2x + 3y = 12, 3x - 2y = 5 → (3, 2) by elimination', () => {
    const { s, answer } = solve('2x+3y=12; 3x-2y=5');
    expect(answer).toContain('\\left(3, 2\\right)');
    expect(s.key_concepts).toContain('elimination method');
  });
  it('detects parallel and identical equations', () => {
    expect(solve('x+y=1; 2x+2y=5').answer).toBe(
      'The system has no solution (the equations contradict each other).',
    );
    expect(solve('x+y=1; 2x+2y=2').answer).toBe(
      'The system has infinitely many solutions (the equations are equivalent).',
    );
  });
});

describe('linear inequalities', () => {
  it('2x - 3 > 5 → x > 4', () => {
    expect(solve('2x-3>5').answer).toBe('\\(x > 4, \\quad x \\in \\left(4, +\\infty\\right)\\)');
  });
  it('-2x < 6 → x > -3 (sign flips on a negative divisor)', () => {
    const { s, answer } = solve('-2x<6');
    expect(answer).toBe('\\(x > -3, \\quad x \\in \\left(-3, +\\infty\\right)\\)');
    expect(s.steps[0]!.description_latex).toContain('reverse the inequality sign');
  });
  it('keeps ≤ closed: 3x + 1 ≤ 7 → x ≤ 2', () => {
    expect(solve('3x+1≤7').answer).toBe('\\(x \\le 2, \\quad x \\in \\left(-\\infty, 2\\right]\\)');
  });
});

describe('simplifying', () => {
  it('expands and collects like terms', () => {
    expect(solve('Uprosti: (a+b)^2').answer).toBe('\\(\\left(a + b\\right)^{2} = a^{2} + 2ab + b^{2}\\)');
    expect(solve('2x(x+1)-x^2').answer).toBe('\\(2x\\left(x + 1\\right) - x^{2} = x^{2} + 2x\\)');
  });
  it('does not answer a bracket around what is already simplest (what is left of a lost exponent or factor)', () => {
    for (const task of ['Uprosti izraz: (x + 6)', 'Uprosti: ((2a - 3b))'])
      expect(solve(task).s.steps, task).toHaveLength(0);
    expect(solve('Uprosti: (x + 6) + 2').answer).toBe('\\(\\left(x + 6\\right) + 2 = x + 8\\)');
  });
});
