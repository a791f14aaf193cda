/** The solver port: a photo of a task in, the solution JSON of docs/product.md out. */
import type { Grade, Language, SolutionJson } from '../../contract/index.js';

export interface SolveRequest {
  /** The uploaded photo's bytes (jpeg, png, gif or webp; already checked by type and size). */
  image: Buffer;
  grade: Grade;
  language: Language;
}

export interface SolverPort {
  /**
   * Solves every task on the photo. Resolves with `image_is_math_problem: "no"` for a photo
   * that is not a maths task; rejects only when the solver itself failed (the caller refunds).
   */
  solve(request: SolveRequest): Promise<SolutionJson>;
  /** Frees workers and models; the solver is unusable afterwards. */
  close(): Promise<void>;
}
