/**
 * The worker side of a solve: photo (or typed tasks) → solver → validated, sanitised solution
 * stored; a correction of a finished solution is correction.worker.ts's. A user pays
 * for answers: a failed solve, a photo that is not a maths task and a photo whose every task was
 * declined give the credits back; so does a solve left hanging by a dead process (the reaper).
 * Refunds carry an idempotency key, so none is ever paid twice.
 */
import { isAnsweredTask, solutionJsonSchema } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import type { SolverPort } from '../../ports/solver.port.js';
import { sanitizeSolution } from './sanitize-latex.js';
import { refundSolve } from './solve-charges.js';
import { solveTiming } from './solve-timing.js';
import { withTimeout } from './with-timeout.js';
import { createCorrectionReaper, createCorrectionWorker } from './correction.worker.js';
import {
  abandonedDeleted,
  deleteSolutions,
  findSolution,
  markSolveStarted,
  staleProcessing,
  transitionStatus,
} from '../solutions/solutions.repository.js';

type EndingDeps = Pick<Container, 'database' | 'storage' | 'config'>;
type WorkerDeps = EndingDeps & { solver: SolverPort };

/** The two ways a solve ends without an answer, shared by the worker and the reaper. */
function solveEndings(deps: EndingDeps) {
  const { db } = deps.database;
  return {
    failAndRefund: async (solutionId: string, userId: string, reason: string): Promise<void> => {
      await db.transaction().execute(async (trx) => {
        const failed = await transitionStatus(trx, solutionId, 'PROCESSING', 'FAILED', {
          error: reason.slice(0, 500),
        });
        if (failed) await refundSolve(trx, userId, solutionId);
      });
    },
    /** A solution deleted while it was being solved (refunded by the delete) goes for good. */
    dropDeleted: async (id: string, imageKey: string): Promise<void> => {
      await deleteSolutions(db, [id]);
      await deps.storage.deleteObject(imageKey);
    },
  };
}

export function createSolveWorker(deps: WorkerDeps) {
  const { db } = deps.database;
  const timing = solveTiming(deps.config.jobTimeoutSeconds);
  const { failAndRefund, dropDeleted } = solveEndings(deps);
  const corrections = createCorrectionWorker(deps);

  return {
    async handle(solutionId: string): Promise<void> {
      const row = await findSolution(db, solutionId);
      if (!row) return;
      if (row.status === 'DELETED') return dropDeleted(row.id, row.image_key);
      if (row.status === 'COMPLETED' && row.pending_correction)
        return corrections.handle(row, row.pending_correction);
      if (row.status !== 'PROCESSING') return; // Finished by an earlier attempt.

      try {
        // A retry after a dead worker gets only what is left of the solve's time (solve-timing.ts).
        const startedAt = await markSolveStarted(db, solutionId);
        if (!startedAt) return; // Deleted or ended by the reaper meanwhile.
        const budgetMs = timing.attemptBudgetMs(startedAt);
        if (budgetMs <= 0) throw new Error('no time left for another attempt');
        const { grade, language } = row;
        // Typed tasks are solved from their text; the picture rendered of them is not read.
        const solving = row.typed_tasks
          ? deps.solver.solveText({ tasks: row.typed_tasks, grade, language })
          : deps.storage.getObject(row.image_key).then((object) => {
              if (!object) throw new Error('uploaded photo is missing');
              return deps.solver.solve({ image: object.body, grade, language, timeLeftMs: budgetMs });
            });
        const raw = await withTimeout(solving, budgetMs);
        const solution = solutionJsonSchema.parse(sanitizeSolution(solutionJsonSchema.parse(raw)));
        const answered = solution.math_solutions.some(isAnsweredTask);
        await db.transaction().execute(async (trx) => {
          const saved = await transitionStatus(trx, solutionId, 'PROCESSING', 'COMPLETED', {
            solution_json: JSON.stringify(solution),
            error: null,
          });
          if (saved && !answered) await refundSolve(trx, row.user_id, solutionId);
        });
        // Deleted (and refunded) while we worked: drop the result.
        const after = await findSolution(db, solutionId);
        if (after?.status === 'DELETED') await dropDeleted(solutionId, row.image_key);
      } catch (error) {
        await failAndRefund(solutionId, row.user_id, error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/**
 * Fails and refunds solves whose workers died (solve-timing.ts bounds how long that takes), and
 * removes solutions deleted while such a worker held them. Runs in every role, so a solve is
 * ended even when no worker process is left.
 */
export function createSolveReaper(deps: EndingDeps) {
  const { db } = deps.database;
  const timing = solveTiming(deps.config.jobTimeoutSeconds);
  const { failAndRefund, dropDeleted } = solveEndings(deps);
  const reapCorrections = createCorrectionReaper(deps);
  return {
    intervalMs: timing.checkSeconds * 1000,
    async reapStale(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - timing.reapAfterSeconds * 1000);
      const queuedCutoff = new Date(now.getTime() - timing.queueWaitLimitSeconds * 1000);
      const stale = await staleProcessing(db, cutoff, queuedCutoff);
      for (const s of stale) await failAndRefund(s.id, s.user_id, 'solve abandoned by a stopped worker');
      for (const d of await abandonedDeleted(db, cutoff)) await dropDeleted(d.id, d.image_key);
      return stale.length + (await reapCorrections(now));
    },
  };
}
