import { describe, expect, it } from 'vitest';
import type { MathSolution } from '../../../contract/solution.js';
import { editableLatex, editableTasks } from './editable-tasks.js';

const task = (over: Partial<MathSolution>): MathSolution => ({
  problem_grade: 'Faculty',
  problem_language: 'srpski',
  problem_title_generated: 'Zadatak',
  problem_difficulty: 'lako',
  problem_category: 'Algebra',
  confidence_score: 0.9,
  key_concepts: [],
  introduction_latex: '',
  steps: [],
  final_answer_latex: '',
  image_is_math_problem: 'yes',
  ...over,
});

describe('the tasks the correction editor starts with', () => {
  it('are the maths tasks as they were read, in order', () => {
    const solution = {
      solution_jsonb: {
        math_solutions: [
          task({ problem_latex: '2x + 3 = 17' }),
          task({ problem_latex: '\\frac{1}{2} + 1', outcome: 'declined' }),
        ],
      },
    };
    expect(editableTasks(solution)).toEqual(['2x + 3 = 17', '\\frac{1}{2} + 1']);
  });

  it('unwrap an unparsed reading from \\text{} so it can be fixed as maths', () => {
    expect(editableLatex('\\text{x = = 2}')).toBe('x = = 2');
    expect(editableLatex('\\text{NZD}\\left(12, 18\\right)')).toBe('\\text{NZD}\\left(12, 18\\right)');
  });

  it('start empty when nothing was read, or the photo is not maths', () => {
    expect(editableTasks({ solution_jsonb: { math_solutions: [task({})] } })).toEqual(['']);
    expect(
      editableTasks({ solution_jsonb: { math_solutions: [task({ image_is_math_problem: 'no' })] } }),
    ).toEqual(['']);
    expect(editableTasks({ solution_jsonb: null })).toEqual(['']);
  });
});
