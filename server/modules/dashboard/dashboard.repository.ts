/** Reads behind the dashboard: counts and the most recent finished solutions. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function countCompletedSolutions(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('solutions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function recentCompletedSolutions(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('solutions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
