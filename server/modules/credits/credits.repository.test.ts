import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { hasPostgres, pgliteTarget, postgresTarget } from '../../test-support/test-database.js';
import { insertUserIfAbsent } from '../users/users.repository.js';
import { bookLedgerEntry } from './credits.repository.js';

async function newUserWith(handle: DatabaseHandle, credits: number): Promise<string> {
  const id = (await insertUserIfAbsent(handle.db, {
    provider: 'local',
    externalId: randomUUID(),
    email: 'x@primer.rs',
    username: 'X',
  }))!;
  if (credits)
    await bookLedgerEntry(handle.db, { userId: id, type: 'DEPOSIT', amount: credits, description: 'test' });
  return id;
}

const balance = async (handle: DatabaseHandle, id: string) =>
  (await handle.db.selectFrom('users').select('credits').where('id', '=', id).executeTakeFirstOrThrow())
    .credits;

describe.each([
  ['PGlite', pgliteTarget],
  ['PostgreSQL', postgresTarget],
] as const)('credit ledger on %s', (name, target) => {
  let handle: DatabaseHandle;
  const skip = name === 'PostgreSQL' && !hasPostgres();
  beforeAll(async () => {
    if (!skip) handle = await openDatabase(await target());
  });
  afterAll(() => handle?.close());

  it.skipIf(skip)('books a deposit with an idempotency key exactly once', async () => {
    const id = await newUserWith(handle, 0);
    const entry = {
      userId: id,
      type: 'DEPOSIT' as const,
      amount: 1200,
      billedCents: 1000,
      description: 'Kupovina',
      idempotencyKey: `paddle:${randomUUID()}`,
    };
    expect(await bookLedgerEntry(handle.db, entry)).toEqual({ outcome: 'applied', balance: 1200 });
    expect(await bookLedgerEntry(handle.db, entry)).toEqual({ outcome: 'duplicate' });
    expect(await balance(handle, id)).toBe(1200);
  });

  it.skipIf(skip)('refuses a spend that would go below zero and leaves no row behind', async () => {
    const id = await newUserWith(handle, 5);
    expect(
      await bookLedgerEntry(handle.db, { userId: id, type: 'SPEND', amount: -10, description: 'Rešavanje' }),
    ).toEqual({ outcome: 'insufficient' });
    expect(await balance(handle, id)).toBe(5);
    const rows = await handle.db
      .selectFrom('transactions')
      .select('type')
      .where('user_id', '=', id)
      .execute();
    expect(rows.map((r) => r.type)).toEqual(['DEPOSIT']);
  });

  it.skipIf(skip)('lets exactly 3 of 20 concurrent spends of 10 through on a balance of 30', async () => {
    const id = await newUserWith(handle, 30);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        bookLedgerEntry(handle.db, { userId: id, type: 'SPEND', amount: -10, description: 'Rešavanje' }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(3);
    expect(await balance(handle, id)).toBe(0);
  });

  it.skipIf(skip)(
    'rolls back its own booking inside a caller transaction without aborting the caller',
    async () => {
      const id = await newUserWith(handle, 0);
      const outcome = await handle.db.transaction().execute(async (trx) => {
        const failed = await bookLedgerEntry(trx, {
          userId: id,
          type: 'SPEND',
          amount: -10,
          description: 'x',
        });
        const ok = await bookLedgerEntry(trx, { userId: id, type: 'DEPOSIT', amount: 7, description: 'y' });
        return [failed.outcome, ok.outcome];
      });
      expect(outcome).toEqual(['insufficient', 'applied']);
      expect(await balance(handle, id)).toBe(7);
    },
  );
});
