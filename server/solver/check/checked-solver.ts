/**
 * The answer check as a decorator of the solver port (server/ports/solver.port.ts): whatever
 * adapter answers, its solution passes through the algebra check before the worker stores it.
 * Composed in server/compose.ts.
 */
import { isAnsweredTask, type MathSolution, type SolutionJson } from '../../../contract/index.js';
import type { SolveRequest, SolverPort } from '../../ports/solver.port.js';
import { checkTask } from './check-task.js';

/** A solver whose every answered task carries the check's verdict (check-task.ts). */
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
    close: () => engine.close(),
  };
}
