/** The database refuses a solution status the contract does not know (contract/solution.ts). */
import { type Kysely, sql } from 'kysely';

// The list as it stands when this migration is written: a later status needs a new migration.
const STATUSES = ['PENDING_UPLOAD', 'UPLOADED', 'PROCESSING', 'COMPLETED', 'FAILED', 'DELETED'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table solutions add constraint solutions_status_check check (status in (${sql.join(
    STATUSES.map((status) => sql.lit(status)),
  )}))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table solutions drop constraint if exists solutions_status_check`.execute(db);
}
