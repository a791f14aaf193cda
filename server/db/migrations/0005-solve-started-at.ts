/**
 * When the first attempt of a solve began (null while it waits in the queue): the 2T bound of
 * modules/solve/solve-timing.ts counts from there, so a backlog in the queue does not eat it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('solutions').addColumn('solve_started_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('solutions').dropColumn('solve_started_at').execute();
}
