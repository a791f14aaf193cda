/**
 * The worker side of a solve: photo → solver → validated, sanitised solution stored. A user pays
 * for answers: a failed solve, a photo that is not a maths task and a photo whose every task was
 * declined give the credits back; so does a solve left hanging by a dead process (the reaper).
 * Refunds carry an idempotency key, so none is ever paid twice.
 */
import { isAnsweredTask, solutionJsonSchema, type Grade, type Language } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import type { SolverPort } from '../../ports/solver.port.js';
import { sanitizeSolution } from './sanitize-latex.js';
import { refundSolve } from './solve-charges.js';
import {
  abandonedDeleted,
  deleteSolutions,
  findSolution,
  staleProcessing,
  transitionStatus,
} from './solutions.repository.js';

type WorkerDeps = Pick<Container, 'database' | 'storage' | 'config'> & { solver: SolverPort };

export function createSolveWorker(deps: WorkerDeps) {
  const { db } = deps.database;

  async function failAndRefund(solutionId: string, userId: string, reason: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await transitionStatus(trx, solutionId, 'PROCESSING', 'FAILED', { error: reason.slice(0, 500) })))
        return;
      await refundSolve(trx, userId, solutionId);
    });
  }

  const dropDeleted = async (id: string, imageKey: string) => {
    await deleteSolutions(db, [id]);
    await deps.storage.deleteObject(imageKey);
  };

  return {
    async handle(solutionId: string): Promise<void> {
      const row = await findSolution(db, solutionId);
      if (!row) return;
      if (row.status === 'DELETED') return dropDeleted(row.id, row.image_key);
      if (row.status !== 'PROCESSING') return; // Finished by an earlier attempt.

      try {
        const object = await deps.storage.getObject(row.image_key);
        if (!object) throw new Error('uploaded photo is missing');
        const raw = await withTimeout(
          deps.solver.solve({
            image: object.body,
            grade: row.grade as Grade,
            language: row.language as Language,
          }),
          deps.config.jobTimeoutSeconds * 1000,
        );
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

    /**
     * Fails and refunds solves whose worker died and whose retry is long over, and removes
     * solutions deleted while such a worker held them (they were refunded when deleted).
     */
    async reapStale(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - deps.config.staleSolveSeconds * 1000);
      const stale = await staleProcessing(db, cutoff);
      for (const s of stale) await failAndRefund(s.id, s.user_id, 'solve abandoned by a stopped worker');
      for (const d of await abandonedDeleted(db, cutoff)) await dropDeleted(d.id, d.image_key);
      return stale.length;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`solver timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
