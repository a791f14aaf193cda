/**
 * The worker side of a solve: photo → solver → validated, sanitised solution stored. A failed solve
 * and a photo that is not a maths task give the credits back; so does a solve left hanging by a
 * dead process (the reaper). Refunds carry an idempotency key, so none is ever paid twice.
 */
import { CREDITS_PER_SOLVE, solutionJsonSchema } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import type { SolverPort } from '../../ports/solver.port.js';
import { bookLedgerEntry } from '../credits/credits.repository.js';
import { sanitizeSolution } from './sanitize-latex.js';
import { SOLVE_MESSAGES } from './solve.messages.js';
import { deleteSolutions, findSolution, staleProcessing, transitionStatus } from './solutions.repository.js';

type WorkerDeps = Pick<Container, 'database' | 'storage' | 'config'> & { solver: SolverPort };

export function createSolveWorker(deps: WorkerDeps) {
  const { db } = deps.database;

  async function failAndRefund(solutionId: string, userId: string, reason: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await transitionStatus(trx, solutionId, 'PROCESSING', 'FAILED', { error: reason.slice(0, 500) })))
        return;
      await refund(trx, solutionId, userId);
    });
  }

  async function refund(trx: typeof db, solutionId: string, userId: string) {
    await bookLedgerEntry(trx, {
      userId,
      type: 'REFUND',
      amount: CREDITS_PER_SOLVE,
      description: SOLVE_MESSAGES.refundDescription,
      idempotencyKey: `refund:${solutionId}`,
      solutionId,
    });
  }

  return {
    async handle(solutionId: string): Promise<void> {
      const row = await findSolution(db, solutionId);
      if (!row) return;
      if (row.status === 'DELETED') {
        await deleteSolutions(db, [row.id]);
        await deps.storage.deleteObject(row.image_key);
        return;
      }
      if (row.status !== 'PROCESSING') return; // Finished by an earlier attempt.

      try {
        const object = await deps.storage.getObject(row.image_key);
        if (!object) throw new Error('uploaded photo is missing');
        const raw = await withTimeout(
          deps.solver.solve({
            image: object.body,
            grade: row.grade,
            language: row.language,
          }),
          deps.config.jobTimeoutSeconds * 1000,
        );
        const solution = solutionJsonSchema.parse(sanitizeSolution(solutionJsonSchema.parse(raw)));
        const notMath =
          solution.math_solutions.length === 0 ||
          solution.math_solutions.every((s) => s.image_is_math_problem === 'no');
        await db.transaction().execute(async (trx) => {
          const saved = await transitionStatus(trx, solutionId, 'PROCESSING', 'COMPLETED', {
            solution_json: JSON.stringify(solution),
            error: null,
          });
          if (saved && notMath) await refund(trx, solutionId, row.user_id);
        });
        // Deleted while we worked: drop the result.
        const after = await findSolution(db, solutionId);
        if (after?.status === 'DELETED') {
          await deleteSolutions(db, [solutionId]);
          await deps.storage.deleteObject(row.image_key);
        }
      } catch (error) {
        await failAndRefund(solutionId, row.user_id, error instanceof Error ? error.message : String(error));
      }
    },

    /** Fails and refunds solves whose worker died and whose retry is long over. */
    async reapStale(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - deps.config.staleSolveSeconds * 1000);
      const stale = await staleProcessing(db, cutoff);
      for (const s of stale) await failAndRefund(s.id, s.user_id, 'solve abandoned by a stopped worker');
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
