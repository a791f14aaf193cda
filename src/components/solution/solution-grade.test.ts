import { describe, expect, it } from 'vitest';
import { solutionGradeLabel } from './solution-grade.js';

describe("a solution's 'Razred' (dashboard and history)", () => {
  it("takes the first math solution's problem_grade", () => {
    expect(
      solutionGradeLabel({
        grade: '1st grade of primary school',
        solution_jsonb: { math_solutions: [{ problem_grade: '7th grade of primary school' }] },
      }),
    ).toBe('7. razred osnovne škole (12-13 godina)');
  });

  it("falls back to the record's grade without math solutions", () => {
    expect(solutionGradeLabel({ grade: 'Faculty', solution_jsonb: null })).toBe('Fakultet (18+ godina)');
    expect(solutionGradeLabel({ grade: 'Faculty', solution_jsonb: { math_solutions: [] } })).toBe(
      'Fakultet (18+ godina)',
    );
  });

  it('shows an unknown grade as it is', () => {
    expect(solutionGradeLabel({ grade: 'Grade 9', solution_jsonb: null })).toBe('Grade 9');
  });
});
