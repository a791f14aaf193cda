import { describe, expect, it } from 'vitest';
import type { SolutionRecord } from '../../../contract/solution.js';
import { asMath, confidencePercent, solutionHeading } from './solution-format.js';

const withTasks = (n: number): SolutionRecord => ({
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
      problem_title_generated: 't',
      problem_difficulty: 'lako',
      problem_category: 'c',
      confidence_score: 1,
      key_concepts: [],
      introduction_latex: '',
      steps: [],
      final_answer_latex: '',
      image_is_math_problem: 'yes' as const,
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
});
