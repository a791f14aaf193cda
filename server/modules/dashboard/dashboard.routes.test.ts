import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  accountSchema,
  dashboardOverviewSchema,
  transactionsResponseSchema,
  type Grade,
  type SolutionStatus,
} from '../../../contract/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { bookLedgerEntry } from '../credits/credits.repository.js';
import { hasPostgres, postgresTarget } from '../../test-support/test-database.js';

describe.each([
  ['PGlite', undefined],
  ['PostgreSQL', postgresTarget],
] as const)('dashboard API on %s', (name, target) => {
  const skip = name === 'PostgreSQL' && !hasPostgres();
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await createTestApp(target ? { databaseTarget: await target() } : {});
  });
  afterAll(() => t?.close());

  it.skipIf(skip)('shows a new user 500 credits, the welcome deposit and an empty overview', async () => {
    const before = Math.floor(Date.now() / 1000) - 5;
    const { authorization, email } = await t.signUp({ username: 'Jelena' });
    const get = (url: string) =>
      t.app.inject({ url: `/api/v1/dashboard/${url}`, headers: { authorization } });

    const account = accountSchema.parse((await get('account')).json());
    expect(account).toMatchObject({ credits: 500, username: 'Jelena', email });
    expect(account.memberSince).toBeGreaterThanOrEqual(before);

    const transactions = transactionsResponseSchema.parse((await get('transactions')).json());
    expect(transactions).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        amount_cents: 500,
        amount_cents_billed: 0,
        description: 'Početni krediti',
      }),
    ]);

    expect(dashboardOverviewSchema.parse((await get('overview')).json())).toEqual({
      totalSolutions: 0,
      creditsRemaining: 500,
      recentSolutions: [],
    });
  });

  it.skipIf(skip)('starts new accounts with WELCOME_CREDITS when it is configured', async () => {
    const promo = await createTestApp({ env: { WELCOME_CREDITS: '25' } });
    try {
      const { authorization } = await promo.signUp();
      const account = await promo.app.inject({
        url: '/api/v1/dashboard/account',
        headers: { authorization },
      });
      expect(account.json().credits).toBe(25);
    } finally {
      await promo.close();
    }
  });

  it.skipIf(skip)(
    'shows the balance as it is now, though the caller is remembered between requests',
    async () => {
      const { authorization, email } = await t.signUp();
      const get = (url: string) => t.app.inject({ url, headers: { authorization } }).then((r) => r.json());
      expect((await get('/api/v1/dashboard/overview')).creditsRemaining).toBe(500);
      expect((await get('/api/v1/dashboard/account')).credits).toBe(500);
      const { db } = t.container.database;
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await bookLedgerEntry(db, { userId: user.id, type: 'SPEND', amount: -10, description: 'x' });
      expect((await get('/api/v1/dashboard/overview')).creditsRemaining).toBe(490);
      expect((await get('/api/v1/dashboard/account')).credits).toBe(490);
    },
  );

  it.skipIf(skip)("counts only the caller's completed solutions, newest first", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { db } = t.container.database;
    const userOf = async (authorization: string) => {
      const acc = (
        await t.app.inject({ url: '/api/v1/dashboard/account', headers: { authorization } })
      ).json();
      return (
        await db.selectFrom('users').select('id').where('email', '=', acc.email).executeTakeFirstOrThrow()
      ).id;
    };
    const [ua, ub] = [await userOf(a.authorization), await userOf(b.authorization)];
    const solution = (
      user_id: string,
      status: SolutionStatus,
      created_at: string,
      grade: Grade = '5th grade of primary school',
    ) => ({
      id: randomUUID(),
      user_id,
      status,
      grade,
      language: 'srpski' as const,
      original_image_name: 'z.jpg',
      image_content_type: 'image/jpeg',
      image_key: `k/${randomUUID()}`,
      created_at,
      solution_json: JSON.stringify({ math_solutions: [] }),
    });
    await db
      .insertInto('solutions')
      .values([
        solution(ua, 'COMPLETED', '2026-01-01T10:00:00Z'),
        solution(ua, 'COMPLETED', '2026-02-01T10:00:00Z', 'Faculty'),
        solution(ua, 'FAILED', '2026-03-01T10:00:00Z'),
        solution(ub, 'COMPLETED', '2026-03-01T10:00:00Z'),
      ])
      .execute();
    const overview = (
      await t.app.inject({ url: '/api/v1/dashboard/overview', headers: { authorization: a.authorization } })
    ).json();
    expect(overview.totalSolutions).toBe(2);
    expect(overview.recentSolutions.map((s: { grade: string }) => s.grade)).toEqual([
      'Faculty',
      '5th grade of primary school',
    ]);
    expect(overview.recentSolutions[0].timestamp).toBe(Date.parse('2026-02-01T10:00:00Z') / 1000);
  });
});
