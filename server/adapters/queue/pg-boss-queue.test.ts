import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { pgliteTarget } from '../../test-support/test-database.js';
import { createPgBossQueue } from './pg-boss-queue.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase(pgliteTarget());
});
afterAll(() => handle.close());

const expireSeconds = async () =>
  (
    await sql<{
      expire_seconds: number;
    }>`select expire_seconds from pgboss.queue where name = 'solve'`.execute(handle.db)
  ).rows[0]?.expire_seconds;

describe('the pg-boss solve queue', () => {
  it('takes the job expiry from the settings of every start, not only the first', async () => {
    const first = await createPgBossQueue(handle.db, {
      expireInSeconds: 130,
      maintenanceIntervalSeconds: 13,
    });
    await first.stop();
    expect(await expireSeconds()).toBe(130);

    const second = await createPgBossQueue(handle.db, { expireInSeconds: 35, maintenanceIntervalSeconds: 4 });
    await second.stop();
    expect(await expireSeconds()).toBe(35);
  });
});
