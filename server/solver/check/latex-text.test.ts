import { describe, expect, it } from 'vitest';
import { latexToPlain, splitStatements } from './latex-text.js';

describe('latexToPlain', () => {
  it.each([
    ['\\(3x + 5 = 20\\)', '3x + 5 = 20'],
    ['x = \\frac{15}{3}', 'x = ((15)/(3))'],
    ['\\dfrac{x+1}{2} = 3', '((x+1)/(2)) = 3'],
    ['x^{2} - 5x + 6 = 0', 'x^(2) - 5x + 6 = 0'],
    ['3\\frac{1}{2}', '(3+((1)/(2)))'],
    ['-2\\frac12', '-(2+((1)/(2)))'],
    ['2 \\cdot 3 \\times 4 \\div 6', '2 * 3 * 4 : 6'],
    ['0{,}25 \\cdot 80 = 20', '0.25 * 80 = 20'],
    ['\\sqrt{49} + \\sqrt[2]{9}', '√(49) + √(9)'],
    ['\\left(x - 2\\right)\\left(x - 3\\right) = 0', '(x - 2)(x - 3) = 0'],
    ['x_1 = 2, \\quad x_{2} = 3', 'x = 2, ; x = 3'],
    ['x = 2 \\text{ ili } x = 3', 'x = 2 ; x = 3'],
    ['x \\in \\left(4, +\\infty\\right)', 'x ∈ (4, +∞)'],
    ['x \\in \\{2, 3\\}', 'x ∈ {2, 3}'],
    ['x \\in \\mathbb{R}', 'x ∈ ℝ'],
    ['x \\leq -3', 'x ≤ -3'],
    ['25\\% \\cdot 80', '25% * 80'],
    [
      '\\left\\{ \\begin{array}{l} x + y = 9 \\\\ x - y = 3 \\end{array} \\right.',
      '; x + y = 9 ; x - y = 3 ;',
    ],
    ['3x − 5 = 1', '3x - 5 = 1'],
  ])('%s → %s', (latex, plain) => {
    expect(latexToPlain(latex)).toBe(plain);
  });

  it.each([
    '\\text{Marko ima 5 jabuka}',
    'x \\approx 3{,}14',
    'x \\neq 2',
    '90^\\circ',
    '\\Delta = 1',
    '\\sqrt[3]{8}',
    '\\frac{1}{2',
    'x = 5 \\text{ cm}',
    '\\href{javascript:alert(1)}{x}',
  ])('reads nothing beyond school algebra: %s', (latex) => {
    expect(latexToPlain(latex)).toBeNull();
  });
});

describe('splitStatements', () => {
  it('splits at semicolons and at commas outside brackets; a comma between digits is a decimal comma', () => {
    expect(splitStatements('x = 2, x = 3')).toEqual(['x = 2', 'x = 3']);
    expect(splitStatements('x ∈ {2, 3}')).toEqual(['x ∈ {2, 3}']);
    expect(splitStatements('(x, y) = (6, 3) ; x = 6')).toEqual(['(x, y) = (6, 3)', 'x = 6']);
    expect(splitStatements('x = 2,5')).toEqual(['x = 2.5']);
  });
});
