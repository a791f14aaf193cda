/**
 * The task-reader port: checks tasks a user typed (LaTeX from the maths keyboard, or plain text
 * such as `7x - 4 = 24`) before anything is charged or stored, so a typo is refused at once with
 * a reason instead of costing a solve. Cheap and synchronous: the API process uses it without
 * loading the solver.
 */

/** Why a typed task cannot be solved as it is written. */
export type TypedTaskProblem =
  /** Nothing but spaces or layout. */
  | 'empty'
  /** A box of a fraction, power or root was left empty. */
  | 'placeholder'
  /** A sign the solver does not know (`\sin`, `\pi`, `x_1`). */
  | 'unknownSign'
  /** A bracket or brace without its partner. */
  | 'unbalanced'
  /** Readable, but not maths the solver can read (`asdf`, `x = = 2`). */
  | 'notMaths';

export type TypedTasksReading =
  { ok: true } | { ok: false; /** 0-based. */ index: number; problem: TypedTaskProblem };

export interface TaskReaderPort {
  /** Whether every task is written so that the solver can read it; the first one that is not, and why. */
  read(tasks: readonly string[]): TypedTasksReading;
}
