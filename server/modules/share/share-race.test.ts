/**
 * Share links under concurrency, on both engines the product runs on: calls at the same moment agree
 * on one URL, and a link made while the solution is being deleted never outlives the solution.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareResponseSchema } from '../../../contract/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { hasPostgres, pgliteTarget, postgresTarget } from '../../test-support/test-database.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { scriptedSolver, solutionSaying } from '../solve/solve.test-solvers.js';

const TRIALS = 10;

describe.each([
  ['PGlite', pgliteTarget],
  ['PostgreSQL', postgresTarget],
] as const)('share links racing each other and deletes, on %s', (name, target) => {
  const skip = name === 'PostgreSQL' && !hasPostgres();
  let t: TestApp;
  let api: ReturnType<typeof solveCalls>;
  let photo: Buffer;
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({
      databaseTarget: await target(),
      solver: scriptedSolver(() => solutionSaying('\\(x = 5\\)')),
      worker: true,
      env: { SOLVE_WAIT_SECONDS: '20' },
    });
    api = solveCalls(t.app, (await t.signUp()).authorization);
    photo = await photoOfText('3x + 5 = 20');
  });
  afterAll(() => t?.close());

  const solved = async () => {
    const id = await api.uploaded(photo);
    expect((await api.solve(id)).json()).toEqual({ status: 'COMPLETED' });
    return id;
  };
  const createLink = (id: string) => api.call('GET', `/share/${id}/create-static`);

  it.skipIf(skip)('answers one URL to calls made at the same moment', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const id = await solved();
      const answers = await Promise.all(Array.from({ length: 4 }, () => createLink(id)));
      const urls = answers.map((res) => shareResponseSchema.parse(res.json()).solution_page_url);
      expect(new Set(urls).size).toBe(1);
    }
  });

  it.skipIf(skip)('never leaves a page for a solution deleted while its link was being made', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const id = await solved();
      const [made, deleted] = await Promise.all([
        createLink(id),
        api.call('DELETE', '/problems/history', { solution_ids: [id] }),
      ]);
      expect(deleted.statusCode).toBe(200);
      if (made.statusCode === 200) {
        const url = new URL(shareResponseSchema.parse(made.json()).solution_page_url);
        expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
        expect((await t.app.inject({ url: `${url.pathname}/image` })).statusCode).toBe(404);
      } else {
        expect(made.statusCode).toBe(404);
      }
      // Either order may win; both are fine as long as nothing is left behind.
    }
  });
});
