import { describe, expect, it } from 'vitest';
import { checkStep, checkSteps } from './steps.js';
import { readTask } from './task-model.js';

const step = (task: string, result: string, last = false) => checkStep(result, readTask(task), last);

describe('a step of an equation keeps its solution set', () => {
  it.each([
    ['3x + 5 = 20', '3x = 20 - 5'],
    ['3x + 5 = 20', '3x = 20 - 5 = 15'],
    ['3x + 5 = 20', 'x = \\frac{15}{3}'],
    ['3x + 5 = 20', '3 \\cdot 5 + 5 = 20'],
    ['x^2 - 5x + 6 = 0', '\\left(x - 2\\right)\\left(x - 3\\right) = 0'],
    ['x^2 - 5x + 6 = 0', 'x - 2 = 0 \\lor x - 3 = 0'],
    ['x^2 - 5x + 6 = 0', 'x_1 = 2'],
    ['x^2 - 2x - 1 = 0', 'x_{1,2} = 1 \\pm \\sqrt{2}'],
    ['2x - 3 > 5', '2x > 8'],
    ['2x - 3 > 5', '2 \\cdot 5 - 3 = 7, \\quad 7 > 5'],
    ['x + y = 9; x - y = 3', 'x = -y + 9'],
    ['x + y = 9; x - y = 3', '\\left(-y + 9\\right) - y = 3'],
    ['2 + 3 * 4', '2 + 12'],
    ['(a + b)^2', '(a + b)^2 = a^2 + 2ab + b^2'],
  ])('%s: %s holds', (task, result) => {
    expect(step(task, result, true)).toBe('holds');
  });

  it.each([
    ['3x + 5 = 20', '3x = 25'],
    ['3x + 5 = 20', '3x = 20 - 5 = 16'],
    ['3x + 5 = 20', '20 - 5 = 16'],
    ['x^2 - 5x + 6 = 0', '\\left(x - 2\\right)\\left(x + 3\\right) = 0'],
    ['x^2 - 5x + 6 = 0', 'x_1 = 1'],
    ['2x - 3 > 5', '2x < 8'],
    ['x + y = 9; x - y = 3', 'x = y + 9'],
    ['2 + 3 * 4', '3 \\cdot 4 = 7'],
    ['(a + b)^2', '(a + b)^2 = a^2 + b^2'],
  ])('%s: %s is wrong', (task, result) => {
    expect(step(task, result)).toBe('wrong');
  });

  it.each([
    ['x^2 - 5x + 6 = 0', 'D = b^2 - 4ac'],
    ['x^2 - 5x + 6 = 0', 'a = 1, b = -5, c = 6'],
    ['3x + 5 = 20', '\\text{Oduzmemo 5 od obe strane}'],
    ['2 + 3 * 4', '12'],
  ])('%s: %s is not checked', (task, result) => {
    expect(step(task, result)).toBe('unchecked');
  });

  it('a lone value in the last step must be the value of the task', () => {
    expect(step('2 + 3 * 4', '14', true)).toBe('holds');
    expect(step('2 + 3 * 4', '20', true)).toBe('wrong');
  });

  it('without a task, only statements between numbers are checked', () => {
    expect(checkStep('5 + 3 = 8', null, false)).toBe('holds');
    expect(checkStep('5 + 3 = 9', null, false)).toBe('wrong');
    expect(checkStep('x = 8', null, true)).toBe('unchecked');
  });

  it('names the first wrong step and counts the checked ones', () => {
    const steps = ['3x = 20 - 5', '3x = 25', 'x = 5'].map((r, i) => ({
      step_number: i + 1,
      description_latex: '',
      explanation_latex: '',
      intermediate_result_latex: r,
    }));
    expect(checkSteps(steps, readTask('3x + 5 = 20'))).toEqual({ checked: 2, firstWrong: 2 });
    steps[1]!.intermediate_result_latex = '3x = 15';
    expect(checkSteps(steps, readTask('3x + 5 = 20'))).toEqual({ checked: 3, firstWrong: null });
  });
});
