/** Solvers with known behaviour for API tests (the real engines have their own tests). */
import type { SolutionJson } from '../../../contract/index.js';
import type { SolveRequest, SolverPort, SolveTextRequest } from '../../ports/solver.port.js';

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

/**
 * A solver driven by the test: answers what `next` gives for a photo and `nextText` for typed
 * tasks, counting calls and keeping the last photo and the last typed tasks.
 */
export function scriptedSolver(
  next: (request: SolveRequest) => Promise<SolutionJson> | SolutionJson = () => solutionSaying('x = 5'),
  nextText: (request: SolveTextRequest) => Promise<SolutionJson> | SolutionJson = () =>
    solutionSaying('x = 4'),
) {
  const solver: SolverPort & {
    calls: number;
    textCalls: number;
    lastImage: Buffer | null;
    lastText: SolveTextRequest | null;
    next: typeof next;
    nextText: typeof nextText;
  } = {
    calls: 0,
    textCalls: 0,
    lastImage: null,
    lastText: null,
    next,
    nextText,
    async solve(request) {
      solver.calls++;
      solver.lastImage = request.image;
      return solver.next(request);
    },
    async solveText(request) {
      solver.textCalls++;
      solver.lastText = request;
      return solver.nextText(request);
    },
    async close() {},
  };
  return solver;
}
