/**
 * Once per test run: a migrated PGlite dump (each test file then opens its own database from it in
 * under a second instead of ~4 s) and a real PostgreSQL server for the production-path tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { startPostgres } from './postgres-server.js';

import './provided-context.js';

export default async function setup(project: TestProject) {
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-dump-')), 'migrated.tar.gz');
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const dump = await (handle.pglite as PGlite).dumpDataDir('gzip');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);

  const postgres = startPostgres();
  if (!postgres && process.env.CI)
    throw new Error("CI needs PostgreSQL: install Debian's postgresql package (.ci/run does).");
  // Outside CI the PostgreSQL tier is skipped, but never silently (docs/testing.md).
  if (!postgres)
    console.warn(
      '\n*** PostgreSQL tier SKIPPED: no PostgreSQL under /usr/lib/postgresql and no TEST_DATABASE_URL.\n' +
        "*** Install Debian's postgresql package or set TEST_DATABASE_URL to run it (see docs/testing.md).\n",
    );
  project.provide('postgresUrl', postgres?.url ?? '');

  return () => {
    postgres?.stop();
    fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true });
  };
}
