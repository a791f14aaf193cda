import { gradeLabel, type RecentSolution } from '../../../contract/index.js';

/** 'Razred' of a recent solution: the first math solution's problem_grade, else the record's grade. */
export function recentSolutionGradeLabel(solution: Pick<RecentSolution, 'grade' | 'solution_jsonb'>): string {
  const fromSolution = solution.solution_jsonb?.math_solutions[0]?.problem_grade;
  const grade = fromSolution && fromSolution.trim() !== '' ? fromSolution : solution.grade;
  return gradeLabel(grade);
}
