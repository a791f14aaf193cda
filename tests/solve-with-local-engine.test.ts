/**
 * The whole solve sequence with a real generated photo, the embedded object store and the real
 * local maths engine (OCR in worker threads): nothing stubbed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutionRecordSchema } from '../contract/index.js';
import { createTestApp, type TestApp } from '../server/test-support/test-app.js';
import { solveCalls } from '../server/test-support/solve-flow.js';
import sharp from 'sharp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { SOLVE_WAIT_SECONDS: '60', SOLVER_THREADS: '1' } });
});
afterAll(() => t.close());

async function photoOfTask(lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="50" y="${110 + i * 100}" font-family="DejaVu Sans" font-size="54">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${120 + lines.length * 100}"><rect width="100%" height="100%" fill="#fbfaf7"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe('solving a photographed task end to end with the local engine', () => {
  it('solves 3x + 5 = 20, charges 10 credits, lists it in history, and deletes it with its photo', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const id = await api.uploaded(await photoOfTask(['Reši jednačinu:', '3x + 5 = 20']));
    expect((await api.solve(id)).json()).toEqual({ status: 'COMPLETED' });

    const record = solutionRecordSchema.parse((await api.status(id)).json().solution);
    const task = record.solution_jsonb!.math_solutions[0]!;
    expect(task.image_is_math_problem).toBe('yes');
    expect(task.final_answer_latex.replace(/\s+/g, '')).toMatch(/x=5(?![0-9])/);
    expect(task.steps.length).toBeGreaterThan(1);
    expect(task.problem_language).toBe('srpski');

    expect(await api.credits()).toBe(490);
    const spend = (await api.call('GET', '/dashboard/transactions')).json()[0];
    expect(spend).toMatchObject({ type: 'SPEND', amount_cents: -10 });
    expect((await api.call('GET', '/problems/history')).json().data.map((s: { id: string }) => s.id)).toEqual(
      [id],
    );

    const { image_key } = await t.container.database.db
      .selectFrom('solutions')
      .select('image_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await t.container.storage.getObject(image_key)).not.toBeNull();
    expect((await api.call('DELETE', '/problems/history', { solution_ids: [id] })).json()).toEqual({
      deleted: 1,
    });
    expect((await api.call('GET', '/problems/history')).json().data).toEqual([]);
    expect(await t.container.storage.getObject(image_key)).toBeNull();
  });

  it('refunds a photo that is not a maths task', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const id = await api.uploaded(
      await photoOfTask(['Dragi deda, hvala na poklonu.', 'Vidimo se za vikend!']),
    );
    expect((await api.solve(id)).json()).toEqual({ status: 'COMPLETED' });
    const task = (await api.status(id)).json().solution.solution_jsonb.math_solutions[0];
    expect(task.image_is_math_problem).toBe('no');
    expect(await api.credits()).toBe(500);
  });
});
