/** Reads behind the dashboard (the recent list is the first page of the history). */
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
