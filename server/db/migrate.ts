/** Runs the versioned migrations at start; the list is explicit so bundlers and tsx agree. */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as solutionStatusCheck from './migrations/0002-solution-status-check.js';
import * as signInFailures from './migrations/0003-sign-in-failures.js';
import * as sandboxPayments from './migrations/0004-sandbox-payments.js';
import * as solveStartedAt from './migrations/0005-solve-started-at.js';
import * as typedTasksAndCorrections from './migrations/0006-typed-tasks-and-corrections.js';
import * as historyAndReaperIndexes from './migrations/0007-history-and-reaper-indexes.js';
import type { Database } from './schema.js';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-solution-status-check': solutionStatusCheck,
  '0003-sign-in-failures': signInFailures,
  '0004-sandbox-payments': sandboxPayments,
  '0005-solve-started-at': solveStartedAt,
  '0006-typed-tasks-and-corrections': typedTasksAndCorrections,
  '0007-history-and-reaper-indexes': historyAndReaperIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Branches built in parallel numbered their migrations ahead of merging (0003 ran before 0002 was
  // merged in): each migration stands alone, so one that arrives late still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
