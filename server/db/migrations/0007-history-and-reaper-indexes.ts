/**
 * Indexes for the reads that run most (docs/architecture.md, "Throughput"):
 * - a user's solved tasks, newest first: history pages and the dashboard walk it in order, with no
 *   sort and no rows of other statuses to skip (a deep page no longer sorts the user's whole list);
 * - the few solves still running or deleted mid-solve, which the reaper looks for every few seconds
 *   (without it, every look read the whole table, on PGlite in the thread that answers requests).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index solutions_history on solutions (user_id, created_at desc, id desc)
    where status = 'COMPLETED'`.execute(db);
  await sql`create index solutions_unfinished on solutions (status, updated_at)
    where status in ('PROCESSING', 'DELETED')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists solutions_unfinished`.execute(db);
  await sql`drop index if exists solutions_history`.execute(db);
}
