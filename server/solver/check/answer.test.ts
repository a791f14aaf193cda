import { describe, expect, it } from 'vitest';
import { claimMatches, readAnswer, substituteBack } from './answer.js';
import { readTask } from './task-model.js';

/** Reads `answer` against `task`: 'right', 'wrong' or 'unreadable'. */
function judge(task: string, answer: string): 'right' | 'wrong' | 'unreadable' {
  const model = readTask(task);
  if (!model) throw new Error(`task not read: ${task}`);
  const claim = readAnswer(answer, model);
  if (!claim) return 'unreadable';
  return claimMatches(claim, model) && substituteBack(claim, model) !== false ? 'right' : 'wrong';
}

describe('final answers compared exactly with the engine', () => {
  it.each([
    ['3x + 5 = 20', 'x = 5'],
    ['3x + 5 = 20', '\\(x = \\frac{15}{3}\\)'],
    ['3x + 5 = 20', '5 = x'],
    ['2x = 3', 'x = 1{,}5'],
    ['2x = 3', 'x = \\frac{3}{2} = 1\\frac{1}{2}'],
    ['x^2 - 5x + 6 = 0', 'x_1 = 3, \\quad x_2 = 2'],
    ['x^2 - 5x + 6 = 0', 'x \\in \\{2, 3\\}'],
    ['x^2 - 5x + 6 = 0', 'x = 2 \\text{ ili } x = 3'],
    ['x^2 - 2x - 1 = 0', 'x_{1,2} = 1 \\pm \\sqrt{2}'],
    ['x^2 - 2x - 1 = 0', 'x_{1,2} = \\frac{2 \\pm \\sqrt{8}}{2}'],
    ['x^2 + 1 = 0', 'x \\in \\emptyset'],
    ['2x - 3 > 5', 'x > 4'],
    ['2x - 3 > 5', '4 < x'],
    ['2x - 3 > 5', 'x \\in \\left(4, +\\infty\\right)'],
    ['-2x + 4 <= 10', 'x \\geq -3, \\quad x \\in [-3, +\\infty)'],
    ['x + y = 9; x - y = 3', 'x = 6, y = 3'],
    ['x + y = 9; x - y = 3', '(x, y) = (6, 3)'],
    ['2 + 3 * 4', '14'],
    ['2 + 3 * 4', '2 + 3 \\cdot 4 = 2 + 12 = 14'],
    ['17 : 4', '\\frac{17}{4} = 4\\frac{1}{4} = 4{,}25'],
    ['25% od 80', '20'],
    ['(a + b)^2', 'a^{2} + 2ab + b^{2}'],
  ])('%s: %s is right', (task, answer) => {
    expect(judge(task, answer)).toBe('right');
  });

  it.each([
    ['3x + 5 = 20', 'x = 7'],
    ['x^2 - 5x + 6 = 0', 'x = 2'],
    ['x^2 - 5x + 6 = 0', 'x_1 = 2, x_2 = 3, x_3 = 1'],
    ['x^2 - 2x - 1 = 0', 'x = 1 + \\sqrt{2}'],
    ['2x - 3 > 5', 'x < 4'],
    ['2x - 3 > 5', 'x \\geq 4'],
    ['x + y = 9; x - y = 3', 'x = 3, y = 6'],
    ['x + y = 9; x - y = 3', 'x = 6'],
    ['2 + 3 * 4', '20'],
    ['2 + 3 * 4', '2 + 3 \\cdot 4 = 20'],
    ['(a + b)^2', 'a^{2} + b^{2}'],
  ])('%s: %s is wrong', (task, answer) => {
    expect(judge(task, answer)).toBe('wrong');
  });

  it.each([
    ['3x + 5 = 20', 'x \\approx 5'],
    ['3x + 5 = 20', 'x = 10/2 = 6'],
    ['x^2 + 1 = 0', '\\text{Jednačina nema realnih rešenja.}'],
    ['2 + 3 * 4', 'x = 14'],
    ['3x + 5 = 20', 'y = 5'],
  ])('%s: %s cannot be read as an answer', (task, answer) => {
    expect(judge(task, answer)).toBe('unreadable');
  });
});

describe('tasks the engine reads', () => {
  it.each([
    ['3x + 5 = 20', 'equation'],
    ['Reši jednačinu: 2x - 1 = 7', 'equation'],
    ['x + y = 9; x - y = 3', 'system'],
    ['x + y = 9\nx - y = 3', 'system'],
    ['2/3 + 1/4', 'value'],
    ['(a + b)^2', 'expression'],
    ['2x - 3 > 5', 'inequality'],
  ])('%s is a %s', (text, kind) => {
    expect(readTask(text)?.kind).toBe(kind);
  });

  it.each([
    'Marko ima 5 jabuka, a Ana 3 više. Koliko imaju zajedno?',
    'x^3 = 8',
    '1/x = 2',
    'x + y = 3',
    '6 : 2(1 + 2)',
    '',
  ])('%s is not a task the engine checks', (text) => {
    expect(readTask(text)).toBeNull();
  });
});
