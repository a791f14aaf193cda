/**
 * The worker side of a correction: the typed tasks → the solver's text path (no OCR) → validated,
 * sanitised solution replacing the last one in place. A user pays for answers: a correction that
 * ends declined gives back whatever is charged for the solution; one that fails or is abandoned
 * leaves the solution as it was and gives back only what this correction charged.
 */
import { isAnsweredTask, solutionJsonSchema } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import type { PendingCorrection } from '../../db/schema.js';
import type { SolverPort } from '../../ports/solver.port.js';
import type { SolutionRow } from '../solutions/solution-record.js';
import {
  dropCorrection,
  finishCorrection,
  markCorrectionStarted,
  staleCorrections,
} from './corrections.repository.js';
import { sanitizeSolution } from './sanitize-latex.js';
import { refundOutstanding, refundRound } from './solve-charges.js';
import { solveTiming } from './solve-timing.js';
import { withTimeout } from './with-timeout.js';

type Deps = Pick<Container, 'database' | 'storage' | 'config'>;

export function createCorrectionEndings(deps: Deps) {
  const { db } = deps.database;
  return {
    /** Gives the correction up: the solution stays as it was; what this round charged comes back. */
    giveUp: async (id: string, userId: string, pending: PendingCorrection, reason: string): Promise<void> => {
      const dropped = await db.transaction().execute(async (trx) => {
        const gone = await dropCorrection(trx, id, pending.round, reason);
        if (gone) await refundRound(trx, userId, id, pending.round);
        return gone;
      });
      if (dropped && pending.pictureKey) await deps.storage.deleteObject(pending.pictureKey);
    },
  };
}

export function createCorrectionWorker(deps: Deps & { solver: SolverPort }) {
  const { db } = deps.database;
  const timing = solveTiming(deps.config.jobTimeoutSeconds);
  const { giveUp } = createCorrectionEndings(deps);

  return {
    async handle(row: SolutionRow, pending: PendingCorrection): Promise<void> {
      try {
        const startedAt = await markCorrectionStarted(db, row.id, pending.round);
        if (!startedAt) return; // Deleted or given up meanwhile.
        const budgetMs = timing.attemptBudgetMs(startedAt);
        if (budgetMs <= 0) throw new Error('no time left for another attempt');
        const raw = await withTimeout(
          deps.solver.solveText({ tasks: pending.tasks, grade: pending.grade, language: pending.language }),
          budgetMs,
        );
        const solution = solutionJsonSchema.parse(sanitizeSolution(solutionJsonSchema.parse(raw)));
        const answered = solution.math_solutions.some(isAnsweredTask);
        const saved = await db.transaction().execute(async (trx) => {
          const replaced = await finishCorrection(trx, row.id, pending, solution);
          if (replaced && !answered) await refundOutstanding(trx, row.user_id, row.id);
          return replaced;
        });
        if (pending.pictureKey) await deps.storage.deleteObject(saved ? row.image_key : pending.pictureKey);
      } catch (error) {
        await giveUp(row.id, row.user_id, pending, error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** Gives up corrections whose workers died, on the same clock as solves (solve-timing.ts). */
export function createCorrectionReaper(deps: Deps) {
  const { db } = deps.database;
  const timing = solveTiming(deps.config.jobTimeoutSeconds);
  const { giveUp } = createCorrectionEndings(deps);
  return async (now: Date): Promise<number> => {
    const cutoff = new Date(now.getTime() - timing.reapAfterSeconds * 1000);
    const queuedCutoff = new Date(now.getTime() - timing.queueWaitLimitSeconds * 1000);
    const stale = await staleCorrections(db, cutoff, queuedCutoff);
    for (const s of stale)
      if (s.pending_correction)
        await giveUp(s.id, s.user_id, s.pending_correction, 'correction abandoned by a stopped worker');
    return stale.length;
  };
}
