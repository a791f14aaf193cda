/** History and reopening one solution: paging, owner scoping, deleting with the photos. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutionRecordSchema } from '../../../contract/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { scriptedSolver } from '../solve/solve.test-solvers.js';
import { SOLUTIONS_MESSAGES } from './solutions.messages.js';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ solver: scriptedSolver(), worker: true, env: { SOLVE_WAIT_SECONDS: '20' } });
  photo = await photoOfText('3x + 5 = 20');
});
afterAll(() => t.close());

async function user() {
  const { authorization } = await t.signUp();
  return solveCalls(t.app, authorization);
}

describe('history', () => {
  it('pages newest first, deletes selected items with their photos, then clears the rest', async () => {
    const api = await user();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await api.uploaded(photo);
      await api.solve(id);
      ids.push(id);
    }
    const page = (start: number, limit: number) =>
      api
        .call('GET', `/problems/history?start=${start}&limit=${limit}`)
        .then((r) => r.json().data.map((s: { id: string }) => s.id));
    expect(await page(0, 2)).toEqual([ids[2], ids[1]]);
    expect(await page(2, 2)).toEqual([ids[0]]);

    const keyOf = async (id: string) =>
      (
        await t.container.database.db
          .selectFrom('solutions')
          .select('image_key')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).image_key;
    const firstKey = await keyOf(ids[0]!);
    expect((await api.call('DELETE', '/problems/history', { solution_ids: [ids[0]] })).json()).toEqual({
      deleted: 1,
    });
    expect(await t.container.storage.getObject(firstKey)).toBeNull();
    expect(await page(0, 10)).toEqual([ids[2], ids[1]]);

    expect((await api.call('DELETE', '/problems/history')).json()).toEqual({ deleted: 2 });
    expect(await page(0, 10)).toEqual([]);
    expect((await api.call('GET', '/dashboard/overview')).json().totalSolutions).toBe(0);
  });
});

describe('one solution by id', () => {
  it('answers the owner the record history shows, with a signed photo URL', async () => {
    const api = await user();
    const id = await api.uploaded(photo);
    await api.solve(id);
    const res = await api.call('GET', `/solution/${id}`);
    expect(res.statusCode).toBe(200);
    const record = solutionRecordSchema.parse(res.json());
    const listed = (await api.call('GET', '/problems/history')).json().data[0];
    expect(record).toEqual(listed);
    expect(record.solution_jsonb?.math_solutions[0]?.final_answer_latex).toBe('x = 5');
    const image = await t.app.inject({ method: 'GET', url: record.s3_image_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it("answers 404 with a Serbian detail for another user's id, an unsolved one, an unknown one and a malformed one", async () => {
    const owner = await user();
    const solved = await owner.uploaded(photo);
    await owner.solve(solved);
    const unsolved = await owner.uploaded(photo);
    const other = await user();
    for (const [api, id] of [
      [other, solved],
      [owner, unsolved],
      [owner, '6f1c2a7e-0000-4000-8000-000000000000'],
      [owner, 'not-a-uuid'],
    ] as const) {
      const res = await api.call('GET', `/solution/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: SOLUTIONS_MESSAGES.notFound });
    }
    expect((await owner.call('GET', `/solution/${solved}`)).statusCode).toBe(200);
  });
});
