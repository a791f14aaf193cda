/** What every solver returns; steps and concepts are written into the shared Ctx. */
import type { Difficulty, TaskKind } from '../i18n/messages.js';

export interface SolverOutput {
  kind: TaskKind;
  /** The task as LaTeX, e.g. "3x + 5 = 20". */
  taskLatex: string;
  /** The final answer as prose with inline math. */
  answer: string;
  difficulty: Difficulty;
}

/** Thrown when the independent check of an answer fails: the engine then declines. */
export class CheckFailed extends Error {}

export function difficultyFor(steps: number, hard = false): Difficulty {
  if (hard || steps > 6) return 'hard';
  return steps <= 2 ? 'easy' : 'medium';
}
