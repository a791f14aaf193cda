/**
 * Typed tasks and corrections (docs/architecture.md, "Corrections and typed tasks"): the tasks a
 * solution is solved from when they were typed instead of read off its photo, the correction being
 * solved right now (the solution keeps its last answer, and stays COMPLETED, until it lands), how
 * many corrections were started (at most MAX_CORRECTIONS), and whether the solution began as a
 * photo or as typed tasks (whose image is a picture the server rendered of them).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('solutions')
    .addColumn('typed_tasks', 'jsonb')
    .addColumn('pending_correction', 'jsonb')
    .addColumn('corrections', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('photo'))
    .execute();
  await sql`alter table solutions add constraint solutions_source_check check (source in ('photo', 'typed'))`.execute(
    db,
  );
  await sql`alter table solutions add constraint solutions_corrections_check check (corrections >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('solutions')
    .dropColumn('typed_tasks')
    .dropColumn('pending_correction')
    .dropColumn('corrections')
    .dropColumn('source')
    .execute();
}
