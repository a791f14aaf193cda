/** Databases for tests: an in-memory PGlite from the migrated dump, or a fresh schema on PostgreSQL. */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../db/database.js';
import './provided-context.js';

export function pgliteTarget(): DatabaseTarget {
  const dump = fs.readFileSync(inject('pgliteDumpPath'));
  return { kind: 'pglite-memory', loadDataDir: new Blob([dump]) };
}

export const hasPostgres = () => inject('postgresUrl') !== '';

/** A fresh database on the test PostgreSQL server, so test files do not see each other's rows. */
export async function postgresTarget(): Promise<DatabaseTarget> {
  const base = inject('postgresUrl');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString(), poolSize: 30 };
}
