import { describe, expect, it } from 'vitest';
import type { SolutionRecord } from '../../../contract/solution.js';
import { asMath, confidencePercent, isNotMaths, solutionHeading, solutionTitle } from './solution-format.js';

const withTasks = (n: number, isMath: 'yes' | 'no' = 'yes', title = 't'): SolutionRecord => ({
  id: 'a',
  timestamp: 1,
  grade: 'Faculty',
  language: 'srpski',
  s3_image_url: null,
  s3_solution_image_url: null,
  solution_jsonb: {
    math_solutions: Array.from({ length: n }, () => ({
      problem_grade: 'Faculty',
      problem_language: 'srpski',
      problem_title_generated: title,
      problem_difficulty: 'lako',
      problem_category: 'c',
      confidence_score: 1,
      key_concepts: [],
      introduction_latex: '',
      steps: [],
      final_answer_latex: '',
      image_is_math_problem: isMath,
    })),
  },
});

describe('solution format', () => {
  it('names one task or several', () => {
    expect(solutionHeading(withTasks(1))).toBe('Rešenje zadatka');
    expect(solutionHeading(withTasks(0))).toBe('Rešenje zadatka');
    expect(solutionHeading(withTasks(2))).toBe('Rešenja zadataka');
  });
  it('shows the confidence as a percent', () => {
    expect(confidencePercent(0.873)).toBe('87 %');
    expect(confidencePercent(1)).toBe('100 %');
    expect(confidencePercent(1.7)).toBe('100 %');
    expect(confidencePercent(Number.NaN)).toBe('0 %');
  });
  it('typesets a bare intermediate result as maths and leaves prose alone', () => {
    expect(asMath('3x = 15')).toBe('\\(3x = 15\\)');
    expect(asMath('dakle \\(x = 5\\)')).toBe('dakle \\(x = 5\\)');
  });
  it('shows the not-maths state only when no task on the photo is maths', () => {
    expect(isNotMaths(withTasks(1, 'no'))).toBe(true);
    expect(isNotMaths(withTasks(2, 'no'))).toBe(true);
    expect(isNotMaths(withTasks(1, 'yes'))).toBe(false);
    expect(isNotMaths(withTasks(0))).toBe(false);
    const mixed = withTasks(2, 'no');
    mixed.solution_jsonb!.math_solutions[1]!.image_is_math_problem = 'yes';
    expect(isNotMaths(mixed)).toBe(false);
  });
  it('titles a solution by its first maths task', () => {
    expect(solutionTitle(withTasks(1, 'yes', 'Rešavanje kvadratne jednačine'))).toBe(
      'Rešavanje kvadratne jednačine',
    );
    const mixed = withTasks(2, 'no', 'Razglednica');
    mixed.solution_jsonb!.math_solutions[1]!.image_is_math_problem = 'yes';
    mixed.solution_jsonb!.math_solutions[1]!.problem_title_generated = 'Sistem jednačina';
    expect(solutionTitle(mixed)).toBe('Sistem jednačina');
    expect(solutionTitle(withTasks(1, 'no'))).toBe('Nije matematički zadatak');
    expect(solutionTitle(withTasks(1, 'yes', '  '))).toBe('Zadatak');
    expect(solutionTitle({ solution_jsonb: null })).toBe('Zadatak');
  });
});
