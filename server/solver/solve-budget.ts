/**
 * A photo's time budget inside its solve (docs/solver.md, round 14). The pool fails a photo past
 * its time limit and retires the thread; a page of hundreds of line crops (a school board whose
 * wiped chalk binarises as ink: tune-0070 spent ~45 s on two looks, a tie-breaker and a retry on a
 * loaded machine) used to run into it. With a budget the solve stops its optional work — the
 * tie-breaker and the retry — once `optionalMs` have passed, and stops reading at `readingMs`:
 * an optional reading cut short is dropped (what the solve had stands), a first reading cut short
 * declines the photo. The clock is injectable so tests need no real slowness.
 */
import type { LineRecognizer } from './ocr/line-recognizer.js';

export interface SolveBudget {
  /** The tie-breaker and the retry are started only before this many ms of the solve. */
  optionalMs: number;
  /** No line is read after this many ms of the solve. */
  readingMs: number;
}

/** Shares of a time limit: optional work starts before `optional` of it, reading stops at `reading`. */
export interface BudgetShares {
  optional: number;
  reading: number;
}

/** The pool's shares: optional work starts before 40 % of its limit, reading stops at 70 %. */
export const BUDGET_SHARES: Readonly<BudgetShares> = { optional: 0.4, reading: 0.7 };

/** What a budget stopped: the tie-breaker, the retry, or the first reading (the photo declined). */
export type BudgetCut = 'tie-breaker' | 'retry' | 'reading';

export function budgetFor(timeoutMs: number, shares: BudgetShares = BUDGET_SHARES): SolveBudget {
  return { optionalMs: timeoutMs * shares.optional, readingMs: timeoutMs * shares.reading };
}

/**
 * The budget of a photo as a thread takes it: from the pool's limit, or from what is left of the
 * caller's own time when that is shorter (`deadline`, ms since the epoch: a job retried after a
 * dead worker, or a hybrid solve that still needs the model, has less than the pool's limit; the
 * time the photo waited in the queue is spent too).
 */
export function budgetAtDispatch(
  timeoutMs: number,
  shares: BudgetShares,
  deadline: number | undefined,
  now: number,
): SolveBudget {
  const left = deadline === undefined ? timeoutMs : Math.max(0, Math.min(timeoutMs, deadline - now));
  return budgetFor(left, shares);
}

/** A reading stopped because the solve's reading time was spent. */
export class BudgetSpent extends Error {
  constructor(elapsedMs: number) {
    super(`reading stopped after ${Math.round(elapsedMs)} ms (the solve's budget)`);
  }
}

export interface BudgetClock {
  mayStartOptional(): boolean;
  /** Throws BudgetSpent once the reading time is spent. */
  checkReading(): void;
  /** Ms of reading time left (Infinity without a budget): a reading that cannot be stopped waits no longer. */
  readingLeftMs(): number;
}

/** Started when the solve starts; without a budget nothing is ever stopped. */
export function startBudget(budget?: SolveBudget, now: () => number = () => performance.now()): BudgetClock {
  const start = now();
  return {
    mayStartOptional: () => !budget || now() - start < budget.optionalMs,
    checkReading() {
      const elapsed = now() - start;
      if (budget && elapsed >= budget.readingMs) throw new BudgetSpent(elapsed);
    },
    readingLeftMs: () => (budget ? Math.max(0, budget.readingMs - (now() - start)) : Infinity),
  };
}

/** `lines`, refusing to read a line once the budget's reading time is spent. */
export function budgeted(lines: LineRecognizer, clock: BudgetClock): LineRecognizer {
  return {
    close: () => lines.close(),
    read(image) {
      clock.checkReading();
      return lines.read(image);
    },
  };
}

/** `step`'s value, or `fallback` when the budget stopped it (other errors are thrown on). */
export async function unlessSpent<T>(step: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof BudgetSpent) return fallback();
    throw error;
  }
}
