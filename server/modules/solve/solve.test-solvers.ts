/** Solvers with known behaviour for API tests (the real engines have their own tests). */
import type { SolutionJson } from '../../../contract/index.js';
import type { SolveRequest, SolverPort } from '../../ports/solver.port.js';

export function solutionSaying(finalAnswer: string, isMath: 'yes' | 'no' = 'yes'): SolutionJson {
  return {
    math_solutions: [
      {
        problem_grade: '7th grade of primary school',
        problem_language: 'srpski',
        problem_title_generated: 'Linearna jednačina',
        problem_difficulty: 'lako',
        problem_category: 'Algebra',
        confidence_score: 0.9,
        key_concepts: ['jednačina'],
        introduction_latex: 'Rešavamo \\(3x + 5 = 20\\).',
        steps:
          isMath === 'yes'
            ? [
                {
                  step_number: 1,
                  description_latex: 'Oduzmemo 5.',
                  explanation_latex: 'Da x ostane sam.',
                  intermediate_result_latex: '3x = 15',
                },
              ]
            : [],
        final_answer_latex: finalAnswer,
        image_is_math_problem: isMath,
      },
    ],
  };
}

/** A solver driven by the test: answers what `next` gives, counting calls and keeping the last photo. */
export function scriptedSolver(
  next: (request: SolveRequest) => Promise<SolutionJson> | SolutionJson = () => solutionSaying('x = 5'),
) {
  const solver: SolverPort & { calls: number; lastImage: Buffer | null; next: typeof next } = {
    calls: 0,
    lastImage: null,
    next,
    async solve(request) {
      solver.calls++;
      solver.lastImage = request.image;
      return solver.next(request);
    },
    async close() {},
  };
  return solver;
}
