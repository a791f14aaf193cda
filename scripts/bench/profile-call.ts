/**
 * Profiles the API under load on one call: starts the product with `--cpu-prof`, loads it with 200
 * clients (as `npm run bench`) on the call alone, stops it, and names the .cpuprofile written (open it
 * in Chrome's DevTools or speedscope). The profile covers the start-up too; the load dominates it.
 *
 *   npx tsx scripts/bench/profile-call.ts status|history [pglite|postgres] [out-dir]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../../server/test-support/postgres-server.js';
import { startFakeAi } from './fake-ai.js';
import { measure, startProduct } from './http-bench.js';

const [
  call = 'status',
  database = 'pglite',
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-prof-')),
] = process.argv.slice(2);
const ai = await startFakeAi();
const postgres = database === 'postgres' ? startPostgres() : undefined;
if (database === 'postgres' && !postgres) throw new Error('PostgreSQL is not installed');
try {
  const product = await startProduct(ai.url, postgres ? { DATABASE_URL: postgres.url } : {}, [
    '--cpu-prof',
    `--cpu-prof-dir=${path.resolve(outDir)}`,
  ]);
  try {
    const url =
      call === 'history' ? product.historyUrl : `${product.url}/api/v1/solution/${product.solutionId}/status`;
    console.table([await measure(`${call} (${database})`, url, { authorization: product.auth })]);
  } finally {
    await product.stop();
  }
  console.log(`profile in ${outDir}:`, fs.readdirSync(outDir));
} finally {
  postgres?.stop();
  await ai.close();
}
