/**
 * Solution rows of typed tasks and corrections. A correction lives in `pending_correction` while it
 * is solved; the row stays COMPLETED with its last answer (history, its own URL and share pages keep
 * showing it) until the corrected answer replaces it in one update.
 */
import { type Kysely, sql } from 'kysely';
import type { Grade, Language, SolutionJson } from '../../../contract/index.js';
import type { Database, PendingCorrection } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The file name a typed task's rendered picture is stored under (a photo keeps the user's). */
export const TYPED_PICTURE_NAME = 'ukucani-zadatak.png';

/** A solution of typed tasks, already PROCESSING: the caller charges and enqueues in the same transaction. */
export async function insertTypedSolution(
  db: Db,
  row: { id: string; userId: string; grade: Grade; language: Language; tasks: string[]; pictureKey: string },
) {
  await db
    .insertInto('solutions')
    .values({
      id: row.id,
      user_id: row.userId,
      status: 'PROCESSING',
      grade: row.grade,
      language: row.language,
      original_image_name: TYPED_PICTURE_NAME,
      image_content_type: 'image/png',
      image_key: row.pictureKey,
      typed_tasks: JSON.stringify(row.tasks),
      source: 'typed',
    })
    .execute();
}

/** The owner's solution, locked until the caller's transaction ends (one correction starts at a time). */
export function lockOwnedSolution(trx: Db, userId: string, id: string) {
  return trx
    .selectFrom('solutions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function startCorrection(trx: Db, id: string, pending: PendingCorrection) {
  await trx
    .updateTable('solutions')
    .set({
      pending_correction: JSON.stringify(pending),
      corrections: pending.round,
      // The new round's time budget starts when a worker takes it (solve-timing.ts).
      solve_started_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

const isRound = (round: number) => sql<boolean>`(pending_correction->>'round')::int = ${round}`;

/** Marks the start of the correction's first attempt (a retry keeps it); answers it, or undefined when it is gone. */
export async function markCorrectionStarted(db: Db, id: string, round: number): Promise<Date | undefined> {
  const row = await db
    .updateTable('solutions')
    .set((eb) => ({ solve_started_at: eb.fn.coalesce('solve_started_at', sql<Date>`now()`) }))
    .where('id', '=', id)
    .where('status', '=', 'COMPLETED')
    .where(isRound(round))
    .returning('solve_started_at')
    .executeTakeFirst();
  return row?.solve_started_at ?? undefined;
}

/** The corrected answer replaces the last one; false when the correction is no longer pending (deleted, reaped). */
export async function finishCorrection(
  db: Db,
  id: string,
  pending: PendingCorrection,
  solution: SolutionJson,
): Promise<boolean> {
  const result = await db
    .updateTable('solutions')
    .set({
      solution_json: JSON.stringify(solution),
      grade: pending.grade,
      language: pending.language,
      typed_tasks: JSON.stringify(pending.tasks),
      pending_correction: null,
      error: null,
      updated_at: new Date(),
      ...(pending.pictureKey ? { image_key: pending.pictureKey } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'COMPLETED')
    .where(isRound(pending.round))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How a given-up correction is noted in `error`, so the call that asked for it can say it failed. */
export const correctionFailure = (round: number, reason = '') => `correction ${round} failed: ${reason}`;

/** The correction is given up: the solution stays as it was. False when it was no longer pending. */
export async function dropCorrection(db: Db, id: string, round: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('solutions')
    .set({
      pending_correction: null,
      error: correctionFailure(round, reason).slice(0, 500),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where(isRound(round))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Corrections whose first attempt began before `startedBefore`, or that no worker began before `queuedBefore`. */
export function staleCorrections(db: Db, startedBefore: Date, queuedBefore: Date) {
  return db
    .selectFrom('solutions')
    .select(['id', 'user_id', 'pending_correction'])
    .where('status', '=', 'COMPLETED')
    .where('pending_correction', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('solve_started_at', '<', startedBefore),
        eb.and([eb('solve_started_at', 'is', null), eb('updated_at', '<', queuedBefore)]),
      ]),
    )
    .execute();
}
