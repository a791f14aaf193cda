/** Share tokens on solution rows (the unique `solutions.share_token` column). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export function findOwnedSolution(db: Db, userId: string, id: string) {
  return db
    .selectFrom('solutions')
    .select(['id', 'status', 'solution_json', 'share_token'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Gives the solution a token unless it has one, and answers the token it has now. Two calls at once
 * both answer the first one's token: the second update finds the column set and changes nothing.
 * A row deleted meanwhile answers undefined.
 */
export async function ensureShareToken(db: Db, userId: string, id: string, token: string) {
  await db
    .updateTable('solutions')
    .set({ share_token: token })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('share_token', 'is', null)
    .execute();
  const row = await db
    .selectFrom('solutions')
    .select('share_token')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.share_token ?? undefined;
}

/**
 * The cheap check every page request makes: is the shared solution still there, and which version.
 * One query answers the requests of a whole turn of the event loop (share.service.ts).
 */
export function findSharedVersions(db: Db, tokens: readonly string[]) {
  return db
    .selectFrom('solutions')
    .select(['id', 'share_token', 'updated_at', 'image_key', 'image_content_type'])
    .where('share_token', 'in', tokens)
    .where('status', '=', 'COMPLETED')
    .execute();
}

/** What the page shows, read when the page is not cached. */
export function findSharedSolution(db: Db, token: string) {
  return db
    .selectFrom('solutions')
    .select(['id', 'grade', 'created_at', 'updated_at', 'solution_json', 'image_key', 'image_content_type'])
    .where('share_token', '=', token)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
}
