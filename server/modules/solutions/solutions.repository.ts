/** Solution rows, always scoped to their owner. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Grade, Language, SolutionStatus } from '../../../contract/index.js';

type Db = Kysely<Database>;

export function findOwnedSolution(db: Db, userId: string, id: string) {
  return db
    .selectFrom('solutions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findSolution(db: Db, id: string) {
  return db.selectFrom('solutions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSolution(
  db: Db,
  row: {
    id: string;
    userId: string;
    grade: Grade;
    language: Language;
    imageName: string;
    contentType: string;
    imageKey: string;
  },
) {
  await db
    .insertInto('solutions')
    .values({
      id: row.id,
      user_id: row.userId,
      status: 'PENDING_UPLOAD',
      grade: row.grade,
      language: row.language,
      original_image_name: row.imageName,
      image_content_type: row.contentType,
      image_key: row.imageKey,
    })
    .execute();
}

/** Moves a solution from one status to another; false when it was not in `from` (someone else moved it). */
export async function transitionStatus(
  db: Db,
  id: string,
  from: SolutionStatus | SolutionStatus[],
  to: SolutionStatus,
  extra: {
    solution_json?: string;
    error?: string | null;
    image_content_type?: string;
    image_key?: string;
  } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('solutions')
    .set({ status: to, updated_at: new Date(), ...extra })
    .where('id', '=', id)
    .where('status', 'in', Array.isArray(from) ? from : [from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What every cached read checks first (solution-reads.ts): each row's owner, status and version.
 * The version is `xmin`, the id of the transaction that wrote this row version: every UPDATE,
 * whoever makes it (a worker finishing, a correction, a share token), gives a new one, so a writer
 * cannot forget to bump it. The ids must be UUIDs.
 */
export function solutionVersions(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('solutions')
    .select(['id', 'user_id', 'status', 'pending_correction', sql<string>`xmin::text`.as('version')])
    .where(sql<boolean>`id = any(${[...ids]}::uuid[])`)
    .execute();
}

/** Whole rows with their version (see `solutionVersions`), to render those not cached. */
export function findSolutionsWithVersion(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('solutions')
    .selectAll()
    .select(sql<string>`xmin::text`.as('version'))
    .where(sql<boolean>`id = any(${[...ids]}::uuid[])`)
    .execute();
}

/**
 * Pages of several users' histories in one query, as `listHistory` orders them, with each row's
 * version: `page` is the 1-based position of the page in `pages`.
 */
export async function historyVersions(
  db: Db,
  pages: readonly { userId: string; start: number; limit: number }[],
) {
  const { rows } = await sql<{ page: number; id: string; version: string }>`
    select p.page, s.id, s.xmin::text as version
    from unnest(
      ${pages.map((p) => p.userId)}::uuid[], ${pages.map((p) => p.start)}::int[], ${pages.map((p) => p.limit)}::int[]
    ) with ordinality as p(user_id, start, size, page)
    cross join lateral (
      select id, xmin, created_at from solutions
      where user_id = p.user_id and status = 'COMPLETED'
      order by created_at desc, id desc
      offset p.start limit p.size
    ) s
    order by p.page, s.created_at desc, s.id desc`.execute(db);
  return rows;
}

export function listHistory(db: Db, userId: string, start: number, limit: number) {
  return db
    .selectFrom('solutions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(start)
    .limit(limit)
    .execute();
}

/**
 * The owner's solutions (all, or the given ids), locked until the caller's transaction ends: a
 * solve that wants to start one of them, or a worker that wants to finish it, waits until the
 * delete has decided, then finds the row gone or DELETED.
 */
export function lockOwnedSolutions(trx: Db, userId: string, ids?: string[]) {
  let query = trx
    .selectFrom('solutions')
    .select(['id', 'status', 'image_key', 'pending_correction'])
    .where('user_id', '=', userId);
  if (ids) query = query.where('id', 'in', ids);
  return query.forUpdate().execute();
}

export async function deleteSolutions(db: Db, ids: string[]) {
  if (ids.length) await db.deleteFrom('solutions').where('id', 'in', ids).execute();
}

/** Solutions deleted while their worker was away, left behind when that worker never came back. */
export function abandonedDeleted(db: Db, olderThan: Date) {
  return db
    .selectFrom('solutions')
    .select(['id', 'image_key'])
    .where('status', '=', 'DELETED')
    .where('updated_at', '<', olderThan)
    .execute();
}

/**
 * Solves still PROCESSING whose first attempt began before `startedBefore`, or that never began
 * and were queued before `queuedBefore` (no worker took them).
 */
export function staleProcessing(db: Db, startedBefore: Date, queuedBefore: Date) {
  return db
    .selectFrom('solutions')
    .select(['id', 'user_id'])
    .where('status', '=', 'PROCESSING')
    .where((eb) =>
      eb.or([
        eb('solve_started_at', '<', startedBefore),
        eb.and([eb('solve_started_at', 'is', null), eb('updated_at', '<', queuedBefore)]),
      ]),
    )
    .execute();
}

/** Marks the start of a solve's first attempt (a retry keeps it); answers it. */
export async function markSolveStarted(db: Db, id: string): Promise<Date | undefined> {
  const row = await db
    .updateTable('solutions')
    .set((eb) => ({ solve_started_at: eb.fn.coalesce('solve_started_at', sql<Date>`now()`) }))
    .where('id', '=', id)
    .where('status', '=', 'PROCESSING')
    .returning('solve_started_at')
    .executeTakeFirst();
  return row?.solve_started_at ?? undefined;
}
