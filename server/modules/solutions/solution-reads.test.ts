/**
 * The cached reads of solved tasks (status, history, one solution) never serve a deleted solution,
 * an old version of a changed one, or another user's, whichever API process changed it: two apps
 * over one database stand for two API processes, each with its own memory.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historyResponseSchema,
  solutionRecordSchema,
  statusResponseSchema,
  type SolutionStatus,
} from '../../../contract/index.js';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { hasPostgres, pgliteTarget, postgresTarget } from '../../test-support/test-database.js';
import { solutionSaying } from '../solve/solve.test-solvers.js';
import { createSolutionReads } from './solution-reads.js';

describe.each([
  ['PGlite', pgliteTarget],
  ['PostgreSQL', postgresTarget],
] as const)('cached solution reads on %s', (name, target) => {
  const skip = name === 'PostgreSQL' && !hasPostgres();
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({ databaseTarget: await target() });
    second = await buildApp(t.container, { logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** A signed-up user who can call either process, and make solutions straight in the database. */
  let solutionsMade = 0;
  async function user() {
    const { authorization, email } = await t.signUp();
    const call = (app: FastifyInstance, url: string, method: 'GET' | 'DELETE' = 'GET', payload?: object) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization },
        ...(payload ? { payload } : {}),
      });
    await call(t.app, '/dashboard/account'); // the first signed-in request creates the user row
    const { db } = t.container.database;
    const { id } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const solution = async (answer: string, status: SolutionStatus = 'COMPLETED'): Promise<string> => {
      const solutionId = randomUUID();
      // Each one a second newer than the last: two inserts can read the same now() on PGlite, and
      // history orders ties by id, which is random.
      solutionsMade += 1;
      await db
        .insertInto('solutions')
        .values({
          id: solutionId,
          user_id: id,
          status,
          grade: '7th grade of primary school',
          language: 'srpski',
          original_image_name: 'zadatak.jpg',
          image_content_type: 'image/jpeg',
          image_key: `photos/${id}/${solutionId}/abc`,
          solution_json: status === 'COMPLETED' ? JSON.stringify(solutionSaying(answer)) : null,
          created_at: new Date(Date.UTC(2026, 0, 1) + solutionsMade * 1000),
        })
        .execute();
      return solutionId;
    };
    const answers = {
      status: async (app: FastifyInstance, sid: string) => {
        const res = await call(app, `/solution/${sid}/status`);
        if (res.statusCode !== 200) return res.statusCode;
        const body = statusResponseSchema.parse(res.json());
        return body.solution?.solution_jsonb?.math_solutions[0]?.final_answer_latex ?? body.status;
      },
      one: async (app: FastifyInstance, sid: string) => {
        const res = await call(app, `/solution/${sid}`);
        if (res.statusCode !== 200) return res.statusCode;
        return solutionRecordSchema.parse(res.json()).solution_jsonb?.math_solutions[0]?.final_answer_latex;
      },
      history: async (app: FastifyInstance) => {
        const res = await call(app, '/problems/history?start=0&limit=50');
        return historyResponseSchema
          .parse(res.json())
          .data.map((r) => [r.id, r.solution_jsonb?.math_solutions[0]?.final_answer_latex]);
      },
    };
    return { id, call, solution, ...answers };
  }

  it.skipIf(skip)('shows a solution changed behind its back as it is now, in every process', async () => {
    const u = await user();
    const sid = await u.solution('x = 5');
    for (const app of [t.app, second]) {
      expect(await u.status(app, sid)).toBe('x = 5');
      expect(await u.one(app, sid)).toBe('x = 5');
      expect(await u.history(app)).toEqual([[sid, 'x = 5']]);
    }
    // A correction that tells no cache and leaves updated_at alone (#14 corrects solutions in place).
    await t.container.database.db
      .updateTable('solutions')
      .set({ solution_json: JSON.stringify(solutionSaying('x = 7')) })
      .where('id', '=', sid)
      .execute();
    for (const app of [t.app, second]) {
      expect(await u.status(app, sid)).toBe('x = 7');
      expect(await u.one(app, sid)).toBe('x = 7');
      expect(await u.history(app)).toEqual([[sid, 'x = 7']]);
    }
  });

  it.skipIf(skip)('never serves a deleted solution, whichever process or query deleted it', async () => {
    const u = await user();
    const [kept, deletedByApi, deletedBySql] = [
      await u.solution('a'),
      await u.solution('b'),
      await u.solution('c'),
    ];
    for (const app of [t.app, second]) {
      for (const sid of [kept, deletedByApi, deletedBySql]) expect(await u.status(app, sid)).not.toBe(404);
      expect(await u.history(app)).toHaveLength(3);
    }
    const deleted = await u.call(t.app, '/problems/history', 'DELETE', { solution_ids: [deletedByApi] });
    expect(deleted.json()).toEqual({ deleted: 1 });
    await t.container.database.db.deleteFrom('solutions').where('id', '=', deletedBySql).execute();
    for (const app of [t.app, second]) {
      for (const sid of [deletedByApi, deletedBySql]) {
        expect(await u.status(app, sid)).toBe(404);
        expect(await u.one(app, sid)).toBe(404);
      }
      expect(await u.history(app)).toEqual([[kept, 'a']]);
    }
  });

  it.skipIf(skip)(
    "never answers one user with another's solution, even when their requests share a batch",
    async () => {
      const [ana, bojan] = [await user(), await user()];
      const anas = [await ana.solution('ana-1'), await ana.solution('ana-2')];
      const bojans = [await bojan.solution('bojan-1'), await bojan.solution('bojan-2', 'PROCESSING')];
      // Both warm the cache with their own, then ask for everything at once, many times over.
      await Promise.all([...anas.map((s) => ana.status(t.app, s)), bojan.status(t.app, bojans[0]!)]);
      const asked = await Promise.all(
        Array.from({ length: 10 }, () => [
          ...anas.map(async (s) => ['ana', s, await ana.status(t.app, s)]),
          ...anas.map(async (s) => ['bojan', s, await bojan.status(t.app, s)]),
          ...anas.map(async (s) => ['bojan', s, await bojan.one(t.app, s)]),
          ...bojans.map(async (s) => ['ana', s, await ana.status(t.app, s)]),
          ...bojans.map(async (s) => ['bojan', s, await bojan.status(t.app, s)]),
          (async () => ['ana', 'history', await ana.history(t.app)])(),
          (async () => ['bojan', 'history', await bojan.history(t.app)])(),
        ]).flat(),
      );
      const expected = (who: string, what: string) => {
        if (what === 'history')
          return who === 'ana'
            ? [
                [anas[1], 'ana-2'],
                [anas[0], 'ana-1'],
              ]
            : [[bojans[0], 'bojan-1']];
        const ownerIsAna = anas.includes(what);
        if ((who === 'ana') !== ownerIsAna) return 404;
        if (what === bojans[1]) return 'PROCESSING';
        return ownerIsAna ? `ana-${anas.indexOf(what) + 1}` : 'bojan-1';
      };
      for (const [who, what, answer] of asked)
        expect(answer, `${String(who)} ${String(what)}`).toEqual(expected(who as string, what as string));
    },
  );

  it.skipIf(skip)(
    'checks a burst of polls with one query, and renders a solution once per version',
    async () => {
      const u = await user();
      const sid = await u.solution('x = 5');
      let queries = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => {
          queries++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const objectUrls: string[] = [];
      const reads = createSolutionReads({
        database: { ...t.container.database, db: t.container.database.db.withPlugin(counting) },
        storage: {
          ...t.container.storage,
          objectUrl: async (key) => {
            objectUrls.push(key);
            return t.container.storage.objectUrl(key);
          },
        },
      });
      const first = await Promise.all(Array.from({ length: 50 }, () => reads.status(u.id, sid)));
      expect(new Set(first.map((a) => a?.body)).size).toBe(1);
      expect(objectUrls).toHaveLength(1);
      expect(queries).toBe(2); // the version check, then the whole row to render once
      queries = 0;
      await Promise.all(Array.from({ length: 50 }, () => reads.status(u.id, sid)));
      expect(queries).toBe(1);
      expect(objectUrls).toHaveLength(1);
    },
  );
});

describe('rendered solutions and their photo URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('renders again once the signed photo URL it carries is ten minutes old', async () => {
    const { authorization, email } = await t.signUp();
    await t.app.inject({ url: '/api/v1/dashboard/account', headers: { authorization } });
    const { db } = t.container.database;
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const sid = randomUUID();
    await db
      .insertInto('solutions')
      .values({
        id: sid,
        user_id: userId,
        status: 'COMPLETED',
        grade: '7th grade of primary school',
        language: 'srpski',
        original_image_name: 'z.jpg',
        image_content_type: 'image/jpeg',
        image_key: `photos/${userId}/${sid}/abc`,
        solution_json: JSON.stringify(solutionSaying('x = 5')),
      })
      .execute();
    let clock = 1_000_000;
    let signed = 0;
    const reads = createSolutionReads(
      {
        database: t.container.database,
        storage: { ...t.container.storage, objectUrl: async (key) => `/photo/${key}?n=${++signed}` },
      },
      () => clock,
    );
    const url = async () =>
      solutionRecordSchema.parse(JSON.parse((await reads.record(userId, sid))!.toString())).s3_image_url;
    expect(await url()).toMatch(/n=1$/);
    clock += 9 * 60_000;
    expect(await url()).toMatch(/n=1$/);
    clock += 60_000;
    expect(await url()).toMatch(/n=2$/);
  });
});
