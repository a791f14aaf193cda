/** The solver port: a photo of a task (or tasks typed by the user) in, the solution JSON of docs/product.md out. */
import type { Grade, Language, SolutionJson } from '../../contract/index.js';

export interface SolveRequest {
  /** The uploaded photo's bytes (jpeg, png, gif or webp; already checked by type and size). */
  image: Buffer;
  grade: Grade;
  language: Language;
  /**
   * What is left of the caller's time for this solve, in ms (the job's attempt budget). A solver
   * may stop optional work to answer within it; one that ignores it is cut off by the caller.
   */
  timeLeftMs?: number;
}

/** Tasks the user typed instead of a photo (or to correct what was read from one). */
export interface SolveTextRequest {
  /** One entry per task: LaTeX from the maths keyboard or plain text; already checked by the task reader. */
  tasks: string[];
  grade: Grade;
  language: Language;
}

/** A solution with, per math_solutions item, the task in the local engine's plain syntax (or null). */
export interface SolutionWithTaskTexts {
  solution: SolutionJson;
  /** "3x + 5 = 20", "x + y = 9; x - y = 3"; null or "" when the task is no such text (a word problem). */
  taskTexts: Array<string | null>;
}

export interface SolverPort {
  /**
   * Solves every task on the photo. Resolves with `image_is_math_problem: "no"` for a photo
   * that is not a maths task; rejects only when the solver itself failed (the caller refunds).
   */
  solve(request: SolveRequest): Promise<SolutionJson>;
  /**
   * Solves typed tasks with no photo and no OCR: one entry of `math_solutions` per task, each with
   * `problem_latex` (the task as the solver understood it). Rejects only when the solver failed.
   */
  solveText(request: SolveTextRequest): Promise<SolutionJson>;
  /**
   * Optional: the same answer with each task as plain text, so the answer check
   * (server/solver/check/) can read the task without parsing LaTeX.
   */
  solveWithTaskTexts?(request: SolveRequest): Promise<SolutionWithTaskTexts>;
  /** Frees workers and models; the solver is unusable afterwards. */
  close(): Promise<void>;
}
