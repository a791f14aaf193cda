import { describe, expect, it } from 'vitest';
import { alignTasks, answerMatches, evaluate, judgeSolution } from './answer-check.js';
import { generateItem } from './corpus.js';
import type { SolutionJson } from '../../contract/index.js';

describe('answer comparison', () => {
  it('reads values, fractions and decimal commas', () => {
    expect(answerMatches({ type: 'value', value: '21' }, '\\(12 + 3 \\cdot 4 - 6 : 2 = 21\\)')).toBe(true);
    expect(
      answerMatches({ type: 'value', value: '-7/12' }, '\\(\\frac{1}{6} - \\frac{3}{4} = -\\frac{7}{12}\\)'),
    ).toBe(true);
    expect(
      answerMatches(
        { type: 'value', value: '19/18' },
        '\\(\\frac{2}{9} + \\frac{5}{6} = \\frac{19}{18} = 1\\frac{1}{18}\\)',
      ),
    ).toBe(true);
    expect(answerMatches({ type: 'value', value: '-7/2' }, '-3\\frac{1}{2}')).toBe(true);
    expect(answerMatches({ type: 'value', value: '-57/20' }, '\\(-2{,}85\\)')).toBe(true);
    expect(answerMatches({ type: 'value', value: '20' }, '\\(5\\% \\cdot 4007 = 200{,}35\\)')).toBe(false); // An answer past exact integers is no match (it had stopped the bench).
    expect(answerMatches({ type: 'value', value: '52' }, '\\(5204110829884873{,}005\\)')).toBe(false);
    expect(evaluate('5204110829884873.005')).toBeNull();
  });
  it('reads roots, systems and inequalities in several forms', () => {
    expect(
      answerMatches({ type: 'roots', variable: 'x', values: ['2', '3'] }, 'x_1 = 3, \\quad x_2 = 2'),
    ).toBe(true);
    expect(answerMatches({ type: 'roots', variable: 'x', values: ['2', '3'] }, 'x_1 = 3')).toBe(false);
    expect(
      answerMatches(
        { type: 'system', values: { x: '5', y: '-2' } },
        '\\(x = 5, \\quad y = -2 \\quad \\left(x, y\\right) = \\left(5, -2\\right)\\)',
      ),
    ).toBe(true);
    expect(answerMatches({ type: 'system', values: { x: '5', y: '-2' } }, 'x = 5, y = 2')).toBe(false);
    expect(
      answerMatches(
        { type: 'inequality', variable: 'x', relation: '<', bound: '-3' },
        '\\(x < -3, \\quad x \\in \\left(-\\infty, -3\\right)\\)',
      ),
    ).toBe(true);
    expect(
      answerMatches({ type: 'inequality', variable: 'x', relation: '>=', bound: '-2' }, 'x \\ge -2'),
    ).toBe(true);
    expect(answerMatches({ type: 'inequality', variable: 'x', relation: '>=', bound: '-2' }, 'x = -2')).toBe(
      false,
    );
  });
  it('evaluates only plain arithmetic', () => {
    expect(evaluate('(1)/(2)+0.25')?.toString()).toBe('3/4');
    expect(evaluate('v*64')).toBeNull();
  });
  it('counts a task without steps as declined and a "yes" on a non-maths photo as wrong', () => {
    const task = (final: string, steps: number) => ({
      problem_grade: '',
      problem_language: '',
      problem_title_generated: '',
      problem_difficulty: '',
      problem_category: '',
      confidence_score: 0.2,
      key_concepts: [],
      introduction_latex: '',
      final_answer_latex: final,
      image_is_math_problem: 'yes' as const,
      steps: Array.from({ length: steps }, (_, i) => ({
        step_number: i + 1,
        description_latex: '',
        explanation_latex: '',
      })),
    });
    const one = (final: string, steps: number): SolutionJson => ({ math_solutions: [task(final, steps)] });
    expect(judgeSolution([{ type: 'value', value: '5' }], one('5', 2))).toBe('correct');
    expect(judgeSolution([{ type: 'value', value: '5' }], one('6', 2))).toBe('wrong');
    expect(judgeSolution([{ type: 'value', value: '5' }], one('could not read', 0))).toBe('declined');
    expect(judgeSolution(null, one('6', 2))).toBe('wrong');

    // Several tasks: items are aligned with the printed tasks in reading order.
    const page = (...items: [string, number][]): SolutionJson => ({
      math_solutions: items.map(([final, steps]) => task(final, steps)),
    });
    const printed = [
      { type: 'value', value: '5' },
      { type: 'value', value: '7' },
      { type: 'value', value: '9' },
    ] as const;
    expect(judgeSolution([...printed], page(['5', 2], ['7', 2], ['9', 2]))).toBe('correct');
    // A task the reader missed: the answers that match the tasks after it are no wrong answers.
    expect(judgeSolution([...printed], page(['5', 2], ['9', 2]))).toBe('declined');
    expect(alignTasks([...printed], page(['5', 2], ['9', 2]).math_solutions)).toEqual([0, 2]);
    // An answer that matches no task at its place, or an item more than was printed, is wrong.
    expect(judgeSolution([...printed], page(['5', 2], ['8', 2], ['9', 2]))).toBe('wrong');
    expect(judgeSolution([...printed], page(['9', 2], ['5', 2]))).toBe('wrong');
    expect(judgeSolution([...printed], page(['5', 2], ['7', 2], ['9', 2], ['1', 2]))).toBe('wrong');
    // A declined item may stand for any task.
    expect(judgeSolution([...printed], page(['5', 2], ['?', 0], ['9', 2]))).toBe('declined');
  });
});

describe('corpus', () => {
  it('is deterministic per seed and differs between TUNE and HELD-OUT', async () => {
    const a = await generateItem('heldout', 3);
    const b = await generateItem('heldout', 3);
    const c = await generateItem('tune', 3);
    expect(a.image.equals(b.image)).toBe(true);
    expect(a.printed).toEqual(b.printed);
    expect(a.image.equals(c.image)).toBe(false);
  });
});
