/**
 * Typed tasks through the local engine, with no photo and no OCR: each task's LaTeX (from the
 * maths keyboard, or a `problem_latex` the engine printed and the user corrected) becomes the
 * engine's task text (latex-to-task.ts) and is solved on its own by `solveTaskText`, as if read
 * with full confidence. The same reading checks typed tasks before the API charges anything.
 */
import {
  DEFAULT_GRADE,
  DEFAULT_LANGUAGE,
  solutionJsonSchema,
  type SolutionJson,
} from '../../contract/index.js';
import type { SolveTextRequest } from '../ports/solver.port.js';
import type { TaskReaderPort, TypedTaskProblem, TypedTasksReading } from '../ports/task-reader.port.js';
import { solveTaskText } from './engine/index.js';
import { latexToTaskText, TaskTextError, type TaskTextProblem } from './latex-to-task.js';

const PROBLEMS: Record<TaskTextProblem, TypedTaskProblem> = {
  empty: 'empty',
  placeholder: 'placeholder',
  unknownCommand: 'unknownSign',
  unbalanced: 'unbalanced',
};

/** Why one typed task cannot be solved as written, or null when the engine can read it. */
export function typedTaskProblem(task: string): TypedTaskProblem | null {
  let text: string;
  try {
    text = latexToTaskText(task);
  } catch (error) {
    if (error instanceof TaskTextError) return PROBLEMS[error.problem];
    throw error;
  }
  // The engine itself is the judge of what it can read: prose and garbage are "not maths",
  // a parse error is unreadable. A task it reads but declines (x³ = 8) is accepted: it costs nothing.
  const { outcome } = solveTaskText(text, { grade: DEFAULT_GRADE, language: DEFAULT_LANGUAGE }).diagnostics;
  return outcome === 'notMath' || outcome === 'unreadable' ? 'notMaths' : null;
}

export function readTypedTasks(tasks: readonly string[]): TypedTasksReading {
  for (const [index, task] of tasks.entries()) {
    const problem = typedTaskProblem(task);
    if (problem) return { ok: false, index, problem };
  }
  return { ok: true };
}

export const createTaskReader = (): TaskReaderPort => ({ read: readTypedTasks });

/** Every typed task solved in order; a task that cannot be read (never, after the reader) is declined by the engine. */
export function solveTypedTasks(request: SolveTextRequest): SolutionJson {
  const opts = { grade: request.grade, language: request.language };
  const math_solutions = request.tasks.map((task) => {
    let text: string;
    try {
      text = latexToTaskText(task);
    } catch (error) {
      if (!(error instanceof TaskTextError)) throw error;
      text = task;
    }
    return solveTaskText(text, opts).solution;
  });
  return solutionJsonSchema.parse({ math_solutions });
}
