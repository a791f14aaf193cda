import { gradeLabel } from '../../../contract/grades.js';

/** What 'Razred' needs of a solution: the dashboard's recent items and history records both fit. */
interface Graded {
  grade: string;
  solution_jsonb: { math_solutions: readonly { problem_grade: string }[] } | null;
}

/** 'Razred' of a solution: the first math solution's problem_grade, else the record's grade (docs/product.md). */
export function solutionGradeLabel(solution: Graded): string {
  const fromSolution = solution.solution_jsonb?.math_solutions[0]?.problem_grade;
  const grade = fromSolution && fromSolution.trim() !== '' ? fromSolution : solution.grade;
  return gradeLabel(grade);
}
