import { describe, expect, it } from 'vitest';
import type { SolutionJson } from '../../contract/index.js';
import { judgeSolution } from '../../tests/solver-corpus/answer-check.js';
import { toTex, type PrintStyle } from '../../tests/solver-corpus/math-source.js';
import { SeededRandom } from '../../tests/solver-corpus/seeded-random.js';
import { TASK_GENERATORS, TASK_KINDS, type SourceTask } from '../../tests/solver-corpus/task-kinds.js';
import { latexToTaskText, TaskTextError } from './latex-to-task.js';
import { readTypedTasks, solveTypedTasks, typedTaskProblem } from './solve-text.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const solve = (...tasks: string[]) => solveTypedTasks({ tasks, ...opts });
const answerOf = (solution: SolutionJson, i = 0) => solution.math_solutions[i]!.final_answer_latex;

describe('LaTeX from the maths keyboard → the engine’s task text', () => {
  it.each([
    ['2x+3=11', '2x+3=11'],
    ['7x - 4 = 24', '7x - 4 = 24'],
    ['\\frac{3}{4}+\\frac{1}{2}', '3/4+1/2'],
    ['3\\frac{1}{2}-1\\frac{1}{4}', '3 1/2-1 1/4'],
    ['\\frac{x+1}{2}=3', '((x+1)/2)=3'],
    ['\\frac{1}{2}x=4', '1/2x=4'],
    ['x^{2}-5x+6=0', 'x^2-5x+6=0'],
    ['2^{n+1}', '2^(n+1)'],
    ['x^2\\frac{1}{2}', 'x^21/2'],
    ['\\sqrt{49}+\\sqrt{x+1}', '√(49)+√(x+1)'],
    ['12\\cdot3\\div4', '12*3:4'],
    ['6\\times7', '6*7'],
    ['x\\le3', 'x≤3'],
    ['x\\geq-2', 'x≥-2'],
    ['\\left(2+3\\right)\\cdot4', '(2+3)*4'],
    ['\\left|x-7\\right|=1', '|x-7|=1'],
    ['\\lvert -11\\rvert', '| -11|'],
    ['3{,}5\\cdot2', '3,5*2'],
    ['25\\%\\cdot80', '25% od 80'],
    ['\\text{NZD}\\left(12, 18\\right)', 'NZD(12, 18)'],
    ['\\operatorname{NZS}(4,6)', 'NZS(4,6)'],
    ['\\begin{cases}x+y=5\\\\x-y=1\\end{cases}', 'x+y=5 ; x-y=1'],
    ['\\left\\{ \\begin{array}{l} x + y = 5 \\\\ x - y = 1 \\end{array} \\right.', 'x + y = 5 ; x - y = 1'],
    ['x + y = 5, \\quad x - y = 1', 'x + y = 5 ; x - y = 1'],
    ['\\left[2-\\left(1+3\\right)\\right]', '(2-(1+3))'],
  ])('%s → %s', (latex, text) => {
    expect(latexToTaskText(latex)).toBe(text);
  });

  it.each([
    ['\\sin x=1', 'unknownCommand'],
    ['2\\pi r', 'unknownCommand'],
    ['x_1+2=3', 'unknownCommand'],
    ['\\sqrt[3]{8}', 'unknownCommand'],
    ['\\frac{1}{\\placeholder{}}', 'placeholder'],
    ['\\frac{1}{}', 'empty'],
    ['{x+1', 'unbalanced'],
    ['x+1}', 'unbalanced'],
    ['\\quad', 'empty'],
  ])('refuses %s (%s)', (latex, problem) => {
    let thrown: unknown;
    try {
      latexToTaskText(latex);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TaskTextError);
    expect((thrown as TaskTextError).problem).toBe(problem);
  });
});

describe('the task reader', () => {
  it.each([
    ['2x + 3 = 11', null],
    ['x^{3}=8', null], // read, though the engine declines it: that costs nothing
    ['asdf', 'notMaths'],
    ['Danas je lep dan', 'notMaths'],
    ['x = = 2', 'notMaths'],
    ['+++', 'notMaths'],
    ['\\sin x', 'unknownSign'],
    ['\\frac{\\placeholder{}}{2}', 'placeholder'],
    ['(2 + 3', 'notMaths'],
    ['{2 + 3', 'unbalanced'],
  ])('%s: %s', (task, problem) => {
    expect(typedTaskProblem(task)).toBe(problem);
  });

  it('names the first task that cannot be read', () => {
    expect(readTypedTasks(['2 + 2', 'x + 1 = 3'])).toEqual({ ok: true });
    expect(readTypedTasks(['2 + 2', 'hello', '\\pi'])).toEqual({ ok: false, index: 1, problem: 'notMaths' });
  });
});

describe('typed tasks through the engine', () => {
  it('solves each task on its own, in order, with the task as the engine read it', () => {
    const solution = solve('2x + 3 = 11', '\\frac{3}{4}+\\frac{1}{2}', 'x + y = 5 \\\\ x - y = 1');
    expect(solution.math_solutions).toHaveLength(3);
    expect(answerOf(solution, 0)).toMatch(/x = 4/);
    expect(answerOf(solution, 1)).toContain('\\frac{5}{4}');
    expect(answerOf(solution, 2)).toMatch(/x = 3, \\quad y = 2/);
    expect(solution.math_solutions[0]!.problem_latex).toBe('2x + 3 = 11');
    expect(solution.math_solutions.every((t) => t.outcome !== 'declined')).toBe(true);
  });

  it('declines what it reads but does not solve, showing what it read', () => {
    const [task] = solve('x^{3} = 8').math_solutions;
    expect(task!.outcome).toBe('declined');
    expect(task!.problem_latex).toBe('x^{3} = 8');
  });

  it('answers in the chosen language', () => {
    const english = solveTypedTasks({ tasks: ['2x = 8'], grade: 'Faculty', language: 'english' });
    expect(english.math_solutions[0]!.problem_language).toBe('english');
  });

  // Independent LaTeX (the corpus typesets tasks for MathJax, with expected answers computed
  // without the engine) and the engine's own `problem_latex` must both come back to the right answer.
  const styles: PrintStyle[] = [
    { minus: '−', times: '·', divide: ':' },
    { minus: '-', times: '×', divide: '÷' },
  ];
  const random = new SeededRandom(20261214);
  const cases: Array<[string, SourceTask, PrintStyle]> = TASK_KINDS.flatMap((kind) =>
    Array.from({ length: 12 }, (_, i) => {
      const task = TASK_GENERATORS[kind](random);
      return [`${kind} ${i}`, task, styles[i % 2]!] as [string, SourceTask, PrintStyle];
    }),
  );

  it.each(cases)(
    '%s: typeset LaTeX and the engine’s reading of it both give the expected answer',
    (_, task, style) => {
      const latex = task.lines.map((line) => toTex(line, style)).join(' \\\\ ');
      const typed = solve(latex);
      expect(judgeSolution([task.expected], typed), `${latex}: ${answerOf(typed)}`).toBe('correct');
      const reading = typed.math_solutions[0]!.problem_latex!;
      const again = solve(reading);
      expect(judgeSolution([task.expected], again), `${reading}: ${answerOf(again)}`).toBe('correct');
    },
  );
});
