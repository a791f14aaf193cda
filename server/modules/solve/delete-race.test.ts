/**
 * A user pays for answers: a solution deleted before it was answered costs nothing, whichever of
 * `solve-problem` and `DELETE /problems/history` the database sees first. Repeated, since a race
 * shows itself only in some interleavings, on both engines the product runs on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolutionJson } from '../../../contract/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { hasPostgres, pgliteTarget, postgresTarget } from '../../test-support/test-database.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { scriptedSolver, solutionSaying } from './solve.test-solvers.js';

const TRIALS = 20;

describe.each([
  ['PGlite', pgliteTarget],
  ['PostgreSQL', postgresTarget],
] as const)('deleting a solution while it is being solved, on %s', (name, target) => {
  const skip = name === 'PostgreSQL' && !hasPostgres();
  // The solver waits for the test, so no answer exists while the delete and the solve race.
  let release: () => void = () => {};
  const solver = scriptedSolver(
    () =>
      new Promise<SolutionJson>((resolve) => {
        const previous = release;
        release = () => {
          previous();
          resolve(solutionSaying('x = 5'));
        };
      }),
  );
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({
      databaseTarget: await target(),
      solver,
      worker: true,
      env: { SOLVE_WAIT_SECONDS: '0' },
    });
    photo = await photoOfText('3x + 5 = 20');
  });
  afterAll(() => t?.close());

  const ledgerOf = async (email: string) => {
    const { db } = t.container.database;
    const user = await db
      .selectFrom('users')
      .select(['id', 'credits'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('transactions')
      .select(['type', 'amount', 'solution_id'])
      .where('user_id', '=', user.id)
      .execute();
    return { balance: user.credits, rows };
  };

  it.skipIf(skip)(
    `refunds or never charges, in ${TRIALS} of ${TRIALS} races, and keeps the ledger equal to the balance`,
    async () => {
      const { authorization, email } = await t.signUp();
      const api = solveCalls(t.app, authorization);
      const ids: string[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await api.uploaded(photo);
        ids.push(id);
        const [solved, deleted] = await Promise.all([
          api.solve(id),
          api.call('DELETE', '/problems/history', { solution_ids: [id] }),
        ]);
        expect(solved.statusCode, solved.body).toBeLessThan(500);
        expect(deleted.statusCode, deleted.body).toBe(200);
      }
      release();

      // Every deleted solution disappears, the ones the worker still held included.
      const { db } = t.container.database;
      const deadline = Date.now() + 20_000;
      let left = Infinity;
      while (left > 0 && Date.now() < deadline) {
        left = (await db.selectFrom('solutions').select('id').where('id', 'in', ids).execute()).length;
        if (left > 0) await new Promise((r) => setTimeout(r, 200));
      }
      expect(left).toBe(0);

      const { balance, rows } = await ledgerOf(email);
      expect(balance).toBe(500);
      expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(balance);
      for (const id of ids) {
        const mine = rows.filter((r) => r.solution_id === id);
        expect(
          mine.reduce((sum, r) => sum + r.amount, 0),
          `solution ${id}`,
        ).toBe(0);
      }
    },
    120_000,
  );

  it.skipIf(skip)('refunds a solve that is already running when it is deleted', async () => {
    const { authorization, email } = await t.signUp();
    const api = solveCalls(t.app, authorization);
    const id = await api.uploaded(photo);
    expect((await api.solve(id)).json()).toEqual({ status: 'PROCESSING' });
    expect((await ledgerOf(email)).balance).toBe(490);

    const deleted = await api.call('DELETE', '/problems/history', { solution_ids: [id] });
    expect(deleted.statusCode).toBe(200);
    expect((await ledgerOf(email)).balance).toBe(500);
    expect((await api.status(id)).json()).toEqual({ status: 'DELETED' });
    release();

    const { balance, rows } = await ledgerOf(email);
    expect(balance).toBe(500);
    expect(
      rows
        .filter((r) => r.solution_id === id)
        .map((r) => r.type)
        .sort(),
    ).toEqual(['REFUND', 'SPEND']);
  });
});
