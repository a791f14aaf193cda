/**
 * Typed tasks (docs/architecture.md, "Corrections and typed tasks"): a task typed instead of
 * photographed (solve-text), and a solved task corrected by typing what the photo really says
 * (correct). Both are checked by the task reader before anything is stored or charged, so bad input
 * changes nothing; both are solved by the worker from the text, with no OCR.
 *
 * Credits follow the rule of solve-charges.ts: a solution costs CREDITS_PER_SOLVE once it ends with
 * an answer. A correction charges only when nothing is charged for the solution now (it was
 * declined, refunded, or not maths), inside the same transaction that locks the row and starts the
 * correction, so concurrent corrections start one round and charge at most once.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  MAX_CORRECTIONS,
  type CorrectSolutionRequest,
  type SolutionStatus,
  type SolveTextRequest,
  type SolveTextResponse,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { AppError, conflict, notFound, paymentRequired, unprocessable } from '../../errors.js';
import type { UserRow } from '../users/users.repository.js';
import {
  correctionFailure,
  insertTypedSolution,
  lockOwnedSolution,
  startCorrection,
} from './corrections.repository.js';
import { chargeSolve, outstandingChargeRound } from './solve-charges.js';
import { SOLVE_MESSAGES, typedTaskDetail } from './solve.messages.js';
import { visibleStatus, waitWhileSolving } from './solve-wait.js';
import { renderTaskPicture } from './task-picture.js';
import type { SolutionRow } from '../solutions/solution-record.js';
import { findOwnedSolution } from '../solutions/solutions.repository.js';

export type TypedTasksService = ReturnType<typeof createTypedTasksService>;

/** Why this solution cannot be corrected now, or null when it can. */
function correctionRefusal(row: SolutionRow | undefined): AppError | null {
  if (!row || row.status === 'DELETED') return notFound(SOLVE_MESSAGES.notFound);
  if (visibleStatus(row) === 'PROCESSING') return conflict(SOLVE_MESSAGES.correctionInProgress);
  if (row.status !== 'COMPLETED') return conflict(SOLVE_MESSAGES.notSolvedYet);
  if (row.corrections >= MAX_CORRECTIONS) return new AppError(429, SOLVE_MESSAGES.correctionLimit);
  return null;
}

export function createTypedTasksService(container: Container) {
  const { db } = container.database;
  const { storage, queue, taskReader } = container;

  /** Refuses tasks the solver could not read, with the reason, before anything changes. */
  const checkTasks = (tasks: string[]) => {
    const reading = taskReader.read(tasks);
    if (!reading.ok) throw unprocessable(typedTaskDetail(reading.problem, reading.index, tasks.length));
  };

  /** Stores the picture of the tasks under a key named by its bytes, as checked photos are. */
  const storePicture = async (userId: string, solutionId: string, tasks: string[]) => {
    const picture = await renderTaskPicture(tasks);
    const key = `photos/${userId}/${solutionId}/${createHash('sha256').update(picture).digest('hex').slice(0, 32)}`;
    await storage.putObject(key, picture, 'image/png');
    return key;
  };

  return {
    /**
     * Creates a solution of typed tasks with a rendered picture of them, takes the credits and
     * enqueues its solve in one transaction; answers its id at once (solve-problem then waits for
     * the outcome, as for a photo). Too few credits: 402, and nothing is kept.
     */
    async solveText(user: UserRow, request: SolveTextRequest): Promise<SolveTextResponse> {
      checkTasks(request.tasks);
      const id = randomUUID();
      const pictureKey = await storePicture(user.id, id, request.tasks);
      try {
        await db.transaction().execute(async (trx) => {
          await insertTypedSolution(trx, {
            id,
            userId: user.id,
            grade: request.grade,
            language: request.language,
            tasks: request.tasks,
            pictureKey,
          });
          const booked = await chargeSolve(trx, user.id, id);
          if (booked.outcome === 'insufficient') throw paymentRequired(SOLVE_MESSAGES.insufficientCredits);
          await queue.enqueueSolve({ solutionId: id }, trx);
        });
      } catch (error) {
        await storage.deleteObject(pictureKey);
        throw error;
      }
      return { solution_id: id };
    },

    /**
     * Solves the caller's finished solution again from the typed tasks, keeping its id, photo and
     * share link; answers once the corrected answer is stored (COMPLETED), the correction failed and
     * the solution is as it was (FAILED), or the wait is over (PROCESSING).
     */
    async correct(
      user: UserRow,
      id: string,
      request: CorrectSolutionRequest,
    ): Promise<{ status: SolutionStatus }> {
      const before = await findOwnedSolution(db, user.id, id);
      const early = correctionRefusal(before);
      if (early || !before) throw early ?? notFound(SOLVE_MESSAGES.notFound);
      checkTasks(request.tasks);
      // A typed solution's picture shows the corrected tasks once they are solved.
      const newPicture =
        before.source === 'typed' ? await storePicture(user.id, id, request.tasks) : undefined;
      const pictureKey = newPicture !== before.image_key ? newPicture : undefined;
      let round = 0;
      try {
        await db.transaction().execute(async (trx) => {
          const row = await lockOwnedSolution(trx, user.id, id);
          const refusal = correctionRefusal(row);
          if (refusal || !row) throw refusal ?? notFound(SOLVE_MESSAGES.notFound);
          round = row.corrections + 1;
          if ((await outstandingChargeRound(trx, id)) === null) {
            const booked = await chargeSolve(trx, user.id, id, round);
            if (booked.outcome === 'insufficient') throw paymentRequired(SOLVE_MESSAGES.insufficientCredits);
          }
          await startCorrection(trx, id, {
            tasks: request.tasks,
            grade: request.grade ?? row.grade,
            language: request.language ?? row.language,
            round,
            ...(pictureKey ? { pictureKey } : {}),
          });
          await queue.enqueueSolve({ solutionId: id }, trx);
        });
      } catch (error) {
        // The picture's key is the tasks' checksum: a correction with the same tasks that got in
        // first may be using this very object, so it goes only when nothing points at it.
        if (pictureKey) {
          const now = await findOwnedSolution(db, user.id, id);
          const inUse = now?.image_key === pictureKey || now?.pending_correction?.pictureKey === pictureKey;
          if (!inUse) await storage.deleteObject(pictureKey);
        }
        throw error;
      }
      const after = await waitWhileSolving(db, id, container.config.solveWaitSeconds);
      if (!after) return { status: 'DELETED' };
      if (after.error?.startsWith(correctionFailure(round))) return { status: 'FAILED' };
      return { status: visibleStatus(after) };
    },
  };
}
