/**
 * The answer check as a decorator of the solver port (server/ports/solver.port.ts): whatever
 * adapter answers, its solution passes through the algebra check before the worker stores it.
 * Composed in server/compose.ts.
 */
import { isAnsweredTask, type MathSolution, type SolutionJson } from '../../../contract/index.js';
import type { SolveRequest, SolverPort } from '../../ports/solver.port.js';
import { latexToTaskText, TaskTextError } from '../latex-to-task.js';
import { checkTask } from './check-task.js';

/** A typed task as the check reads it (the engine's plain syntax); null when it is no such text. */
function typedTaskText(latex: string | undefined): string | null {
  if (latex === undefined) return null;
  try {
    return latexToTaskText(latex);
  } catch (error) {
    if (error instanceof TaskTextError) return null;
    throw error;
  }
}

/**
 * A solver whose every answered task carries the check's verdict (check-task.ts). Typed tasks are
 * checked against what the pupil typed, not against what the model says it read.
 */
export function createCheckedSolver(inner: SolverPort): SolverPort {
  return {
    async solve(request: SolveRequest): Promise<SolutionJson> {
      const { solution, taskTexts } = inner.solveWithTaskTexts
        ? await inner.solveWithTaskTexts(request)
        : { solution: await inner.solve(request), taskTexts: [] };
      return {
        math_solutions: solution.math_solutions.map((item, i) =>
          checkTask(item, taskTexts[i] ?? null, request),
        ),
      };
    },
    async solveText(request) {
      const solution = await inner.solveText(request);
      return {
        math_solutions: solution.math_solutions.map((item, i) => {
          const typed = request.tasks[i];
          // The task is what the pupil typed, whatever the model says it read.
          const task = typed === undefined ? item : { ...item, problem_latex: typed };
          return checkTask(task, typedTaskText(typed), request);
        }),
      };
    },
    close: () => inner.close(),
  };
}

/**
 * The local engine's answers: the engine re-checks each one on the original tree before it answers
 * (docs/solver-engine.md, "Check"), so they are marked verified by the engine.
 */
export function markEngineChecked(item: MathSolution): MathSolution {
  if (!isAnsweredTask(item)) return item;
  return { ...item, verification: { status: 'verified', checks: ['engine'] } };
}

export function createEngineMarkedSolver(engine: SolverPort): SolverPort {
  return {
    async solve(request) {
      const solution = await engine.solve(request);
      return { math_solutions: solution.math_solutions.map(markEngineChecked) };
    },
    async solveText(request) {
      const solution = await engine.solveText(request);
      return { math_solutions: solution.math_solutions.map(markEngineChecked) };
    },
    close: () => engine.close(),
  };
}
