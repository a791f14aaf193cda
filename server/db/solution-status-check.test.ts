import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLUTION_STATUSES } from '../../contract/index.js';
import { insertUserIfAbsent } from '../modules/users/users.repository.js';
import { pgliteTarget } from '../test-support/test-database.js';
import { openDatabase, type DatabaseHandle } from './database.js';

describe('the solutions.status CHECK constraint (migration 0002)', () => {
  let handle: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    handle = await openDatabase(pgliteTarget());
    userId = (await insertUserIfAbsent(handle.db, {
      provider: 'local',
      externalId: randomUUID(),
      email: 'status@primer.rs',
      username: 'Status',
    }))!;
  });
  afterAll(() => handle?.close());

  // Raw SQL on purpose: the typed query builder would not let the bad value through at all.
  const insertWithStatus = (status: string) =>
    sql`insert into solutions (id, user_id, status, grade, language, original_image_name, image_content_type, image_key)
        values (${randomUUID()}, ${userId}, ${status}, 'Faculty', 'srpski', 'a.jpg', 'image/jpeg', 'k')`.execute(
      handle.db,
    );

  it('accepts every status the contract names', async () => {
    for (const status of SOLUTION_STATUSES) await expect(insertWithStatus(status)).resolves.toBeDefined();
  });

  it('refuses a status the contract does not know', async () => {
    await expect(insertWithStatus('SOLVED')).rejects.toThrow(/solutions_status_check/);
  });
});
