/**
 * The user's solved tasks: the history list, one solution by id, and deleting them with their
 * photos. The solve module creates and finishes solutions; this module reads and removes them.
 */
import type { SolutionRecord } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { notFound } from '../../errors.js';
import { refundRound, refundSolve } from '../solve/solve-charges.js';
import type { UserRow } from '../users/users.repository.js';
import { toSolutionRecord, type SolutionRow } from './solution-record.js';
import { SOLUTIONS_MESSAGES } from './solutions.messages.js';
import {
  deleteSolutions,
  findOwnedSolution,
  listHistory,
  lockOwnedSolutions,
  transitionStatus,
} from './solutions.repository.js';

export type SolutionsService = ReturnType<typeof createSolutionsService>;

export function createSolutionsService(container: Container) {
  const { db } = container.database;
  const { storage } = container;

  const record = async (row: SolutionRow): Promise<SolutionRecord> =>
    toSolutionRecord(row, await storage.objectUrl(row.image_key));

  return {
    async history(user: UserRow, start: number, limit: number): Promise<SolutionRecord[]> {
      return Promise.all((await listHistory(db, user.id, start, limit)).map(record));
    },

    /** A solved task of the caller's, as history shows it; anything else (another user's, unsolved) is 404. */
    async solution(user: UserRow, id: string): Promise<SolutionRecord> {
      const row = await findOwnedSolution(db, user.id, id);
      if (row?.status !== 'COMPLETED') throw notFound(SOLUTIONS_MESSAGES.notFound);
      return record(row);
    },

    /**
     * Deletes the given solutions (or all) with their photos; foreign or unknown ids are not touched.
     * A user pays for answers: a solve still running is refunded and marked DELETED (its worker
     * throws the result away), and so is what a correction still being solved charged. The rows stay locked until the decision commits, so a solve starting
     * at the same moment either finds the row gone (and charges nothing) or was running (refunded).
     * The race is tested in modules/solve/delete-race.test.ts.
     */
    async deleteHistory(user: UserRow, ids?: string[]): Promise<{ deleted: number }> {
      const removed = await db.transaction().execute(async (trx) => {
        const rows = await lockOwnedSolutions(trx, user.id, ids);
        for (const r of rows.filter((r) => r.status === 'PROCESSING')) {
          await transitionStatus(trx, r.id, 'PROCESSING', 'DELETED');
          await refundSolve(trx, user.id, r.id);
        }
        for (const r of rows)
          if (r.status === 'COMPLETED' && r.pending_correction)
            await refundRound(trx, user.id, r.id, r.pending_correction.round);
        const done = rows.filter((r) => r.status !== 'PROCESSING');
        await deleteSolutions(
          trx,
          done.map((r) => r.id),
        );
        return { rows, done };
      });
      if (ids && removed.rows.length === 0) throw notFound(SOLUTIONS_MESSAGES.noSolutionsToDelete);
      const pictures = removed.done.flatMap((r) =>
        [r.image_key, r.pending_correction?.pictureKey ?? []].flat(),
      );
      await Promise.all(pictures.map((key) => storage.deleteObject(key)));
      return { deleted: removed.rows.length };
    },
  };
}
