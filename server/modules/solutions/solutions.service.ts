/**
 * Deleting the user's solved tasks with their photos. The solve module creates and finishes
 * solutions; this module reads them (solution-reads.ts) and removes them.
 */
import type { Container } from '../../container.js';
import { notFound } from '../../errors.js';
import { refundRound, refundSolve } from '../solve/solve-charges.js';
import type { UserRow } from '../users/users.repository.js';
import { SOLUTIONS_MESSAGES } from './solutions.messages.js';
import { deleteSolutions, lockOwnedSolutions, transitionStatus } from './solutions.repository.js';

export type SolutionsService = ReturnType<typeof createSolutionsService>;

export function createSolutionsService(container: Container) {
  const { db } = container.database;
  const { storage } = container;

  return {
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
