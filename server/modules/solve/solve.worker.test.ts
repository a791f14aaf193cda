import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { createSolveReaper, createSolveWorker } from './solve.worker.js';
import { scriptedSolver } from './solve.test-solvers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SOLVE_WAIT_SECONDS: '0', JOB_TIMEOUT_SECONDS: '5' } });
});
afterAll(() => t.close());

describe('the worker', () => {
  it('tells the solver what is left of the solve time (a retry after a dead worker has less)', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const id = await api.uploaded(await photoOfText('3 + 4'));
    await api.solve(id);
    // The first attempt began 6 s ago; JOB_TIMEOUT_SECONDS is 5 here, so a retry must end 8 s after
    // the first began (solve-timing.ts): 2 s are left.
    await t.container.database.db
      .updateTable('solutions')
      .set({ solve_started_at: new Date(Date.now() - 6_000) })
      .where('id', '=', id)
      .execute();
    const asked: (number | undefined)[] = [];
    const solver = scriptedSolver((request) => {
      asked.push(request.timeLeftMs);
      return scriptedSolver().next(request);
    });
    await createSolveWorker({ ...t.container, solver }).handle(id);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThan(0);
    expect(asked[0]).toBeLessThanOrEqual(2_000);
    expect((await api.status(id)).json().status).toBe('COMPLETED');
  });
});

describe('the reaper', () => {
  it('fails and refunds, once, a solve whose worker vanished long ago, and leaves fresh ones alone', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const photo = await photoOfText('1 + 1');
    const old = await api.uploaded(photo);
    const fresh = await api.uploaded(photo);
    await api.solve(old);
    await api.solve(fresh);
    expect(await api.credits()).toBe(480);
    await t.container.database.db
      .updateTable('solutions')
      .set({ updated_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', old)
      .execute();

    const reaper = createSolveReaper(t.container);
    const worker = createSolveWorker({ ...t.container, solver: scriptedSolver() });
    expect(await reaper.reapStale()).toBe(1);
    expect(await reaper.reapStale()).toBe(0);
    expect((await api.status(old)).json()).toEqual({ status: 'FAILED' });
    expect((await api.status(fresh)).json()).toEqual({ status: 'PROCESSING' });
    expect(await api.credits()).toBe(490);

    // A late retry of the reaped job must not resurrect it or pay anything back twice.
    await worker.handle(old);
    expect((await api.status(old)).json()).toEqual({ status: 'FAILED' });
    expect(await api.credits()).toBe(490);
  });

  it('counts from the first attempt: a solve waiting behind a backlog is not reaped, a started one is', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const photo = await photoOfText('5 + 5');
    const queued = await api.uploaded(photo);
    const started = await api.uploaded(photo);
    await api.solve(queued);
    await api.solve(started);
    // JOB_TIMEOUT_SECONDS is 5 here: both are three timeouts old, only one ever began.
    const threeTimeoutsAgo = new Date(Date.now() - 15_000);
    const { db } = t.container.database;
    await db
      .updateTable('solutions')
      .set({ updated_at: threeTimeoutsAgo })
      .where('id', 'in', [queued, started])
      .execute();
    await db
      .updateTable('solutions')
      .set({ solve_started_at: threeTimeoutsAgo })
      .where('id', '=', started)
      .execute();

    expect(await createSolveReaper(t.container).reapStale()).toBe(1);
    expect((await api.status(queued)).json()).toEqual({ status: 'PROCESSING' });
    expect((await api.status(started)).json()).toEqual({ status: 'FAILED' });
  });

  it('removes a solution deleted while its worker was away, once that worker is long gone', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const id = await api.uploaded(await photoOfText('2 + 2'));
    await api.solve(id);
    const deleted = await api.call('DELETE', '/problems/history', { solution_ids: [id] });
    expect(deleted.statusCode).toBe(200);
    expect(await api.credits()).toBe(500);
    const { db } = t.container.database;
    const key = (
      await db.selectFrom('solutions').select('image_key').where('id', '=', id).executeTakeFirstOrThrow()
    ).image_key;
    await db
      .updateTable('solutions')
      .set({ updated_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();

    await createSolveReaper(t.container).reapStale();
    expect(
      await db.selectFrom('solutions').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.container.storage.getObject(key)).toBeNull();
    expect(await api.credits()).toBe(500);
  });
});
