/**
 * Opens the database port: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite
 * under DATA_DIR/db. Both go through node-postgres and Kysely's PostgresDialect, so the SQL
 * and the transaction semantics are the production ones (kysely-pglite interleaves transactions).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

// bigint and numeric come back as strings by default; the app's numbers fit in JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, optionally from a dump made by `dumpDataDir()` (fast test databases). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The embedded engine, when there is one (the queue runs over it). */
  pglite: PGlite | undefined;
  /** Postgres connection string, when there is one. */
  url: string | undefined;
  close(): Promise<void>;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const handle =
    target.kind === 'postgres' ? openPostgres(target.url, target.poolSize) : await openPglite(target);
  if (options.migrate !== false) {
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pglite: undefined, url, close: () => db.destroy() };
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true });
    releaseLock = acquireLock(path.join(target.dataDir, '..', 'db.lock'));
    try {
      // Creating a cluster leaves the instance that ran initdb holding about 430 MB it does not give
      // back; the same cluster opened afresh holds its own heap only (docs/architecture.md,
      // "Throughput"). So a new data dir is created by one instance and served by the next.
      if (!fs.existsSync(path.join(target.dataDir, 'PG_VERSION')))
        await (await PGlite.create(target.dataDir)).close();
      pglite = await PGlite.create(target.dataDir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    pglite = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  // PGlite is single-session: one pooled connection keeps each transaction on its own.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pglite,
    url: undefined,
    close: async () => {
      await db.destroy();
      await pglite.close();
      releaseLock();
    },
  };
}

/**
 * Two processes on one PGlite data dir corrupt it, so the first holds a lock file with its pid.
 * A lock left by a dead process is taken over.
 */
function acquireLock(lockPath: string): () => void {
  const tryCreate = () => {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  };
  try {
    tryCreate();
  } catch {
    const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockPath)} is in use by process ${holder}. ` +
          'Stop it, or use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
