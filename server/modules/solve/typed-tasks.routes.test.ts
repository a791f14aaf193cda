/**
 * Typed tasks and corrections through the real app: POST /solve-text and POST /solution/{id}/correct.
 * Photos are answered by a scripted solver (declined, misread, answered, as each test needs); typed
 * tasks by the local engine's real text path, so a corrected task gets its true answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CREDITS_PER_SOLVE,
  MAX_CORRECTIONS,
  solutionRecordSchema,
  type SolutionJson,
} from '../../../contract/index.js';
import { solveTypedTasks } from '../../solver/solve-text.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { hasPostgres, pgliteTarget, postgresTarget } from '../../test-support/test-database.js';
import { createSolveReaper } from './solve.worker.js';
import { scriptedSolver, solutionSaying } from './solve.test-solvers.js';

/** What the engine answers for a photo it read but would not answer. */
function declinedPhoto(): SolutionJson {
  const read = '2x + 3 = 1?';
  const [task] = solutionSaying('Rešenje nije dato.').math_solutions;
  return {
    math_solutions: [
      { ...task!, steps: [], outcome: 'declined', problem_latex: read, confidence_score: 0.2 },
    ],
  };
}
/** A photo of 2x + 3 = 11 misread as 2x + 3 = 17 and answered (wrongly). */
function misreadPhoto(): SolutionJson {
  const [task] = solutionSaying('x = 7').math_solutions;
  return { math_solutions: [{ ...task!, problem_latex: '2x + 3 = 17' }] };
}

type Api = ReturnType<typeof solveCalls>;

function testsOn(name: 'PGlite' | 'PostgreSQL') {
  const skip = name === 'PostgreSQL' && !hasPostgres();
  const solver = scriptedSolver(declinedPhoto, solveTypedTasks);
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({
      databaseTarget: name === 'PGlite' ? pgliteTarget() : await postgresTarget(),
      solver,
      worker: true,
      env: { SOLVE_WAIT_SECONDS: '20' },
    });
    photo = await photoOfText('2x + 3 = 11');
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    solver.next = declinedPhoto;
    solver.nextText = solveTypedTasks;
    solver.calls = 0;
    solver.textCalls = 0;
  });

  const user = async () => solveCalls(t.app, (await t.signUp()).authorization);
  const correct = (api: Api, id: string, body: object) => api.call('POST', `/solution/${id}/correct`, body);
  const record = async (api: Api, id: string) => {
    const status = (await api.status(id)).json<{ status: string; solution?: unknown }>();
    expect(status.status).toBe('COMPLETED');
    return solutionRecordSchema.parse(status.solution);
  };
  const ledger = async (api: Api) =>
    (await api.call('GET', '/dashboard/transactions')).json<
      Array<{ type: string; amount_cents: number; description: string }>
    >();
  const solvedPhoto = async (api: Api) => {
    const id = await api.uploaded(photo);
    expect((await api.solve(id)).json()).toEqual({ status: 'COMPLETED' });
    return id;
  };
  const solutionRow = (id: string) =>
    t.container.database.db
      .selectFrom('solutions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe.skipIf(skip)(`correcting a solved photo, on ${name}`, () => {
    it('a decline, then a correction that answers: 10 credits in total, same id, same photo', async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      const before = await record(api, id);
      expect(before.solution_jsonb?.math_solutions[0]?.outcome).toBe('declined');
      expect(await api.credits()).toBe(500); // declined: refunded

      const fixed = await correct(api, id, { tasks: ['2x + 3 = 11'] });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json()).toEqual({ status: 'COMPLETED' });
      expect(solver.lastText?.tasks).toEqual(['2x + 3 = 11']);

      const after = await record(api, id);
      const [task] = after.solution_jsonb!.math_solutions;
      expect(task!.problem_latex).toBe('2x + 3 = 11');
      expect(task!.outcome).toBeUndefined();
      expect(task!.final_answer_latex).toMatch(/x = 4/);
      expect(after.id).toBe(id);
      const photoKey = (url: string | null) => new URL(url!, 'http://x').pathname;
      expect(photoKey(after.s3_image_url)).toBe(photoKey(before.s3_image_url));
      expect((await t.app.inject({ url: after.s3_image_url! })).rawPayload.equals(photo)).toBe(true);

      expect(await api.credits()).toBe(500 - CREDITS_PER_SOLVE);
      const moves = (await ledger(api)).filter((e) => e.type !== 'DEPOSIT');
      expect(moves.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(-CREDITS_PER_SOLVE);
      // History and the solution's own URL show the corrected version.
      const history = (await api.call('GET', '/problems/history')).json<{ data: Array<{ id: string }> }>();
      expect(history.data.map((s) => s.id)).toEqual([id]);
      const own = solutionRecordSchema.parse((await api.call('GET', `/solution/${id}`)).json());
      expect(own.solution_jsonb?.math_solutions[0]?.final_answer_latex).toMatch(/x = 4/);
    });

    it('a misread photo that was answered is corrected without a second charge', async () => {
      solver.next = misreadPhoto;
      const api = await user();
      const id = await solvedPhoto(api);
      expect(await api.credits()).toBe(490);
      expect((await correct(api, id, { tasks: ['2x+3=11'] })).json()).toEqual({ status: 'COMPLETED' });
      expect((await record(api, id)).solution_jsonb?.math_solutions[0]?.final_answer_latex).toMatch(/x = 4/);
      expect(await api.credits()).toBe(490);
      const spends = (await ledger(api)).filter((e) => e.type === 'SPEND');
      expect(spends).toHaveLength(1);
      expect(spends[0]!.amount_cents).toBe(-CREDITS_PER_SOLVE);
    });

    it('a correction that ends declined gives the credits back; grade and language may change', async () => {
      solver.next = misreadPhoto;
      const api = await user();
      const id = await solvedPhoto(api);
      expect(await api.credits()).toBe(490);
      const res = await correct(api, id, { tasks: ['x^{3} = 8'], grade: 'Faculty', language: 'english' });
      expect(res.json()).toEqual({ status: 'COMPLETED' });
      const after = await record(api, id);
      expect(after.solution_jsonb?.math_solutions[0]?.outcome).toBe('declined');
      expect(after.grade).toBe('Faculty');
      expect(after.language).toBe('english');
      expect(after.solution_jsonb?.math_solutions[0]?.problem_language).toBe('english');
      expect(await api.credits()).toBe(500);
    });

    it('a photo that is not maths can be typed instead: free until it answers, then 10 credits', async () => {
      solver.next = () => solutionSaying('Nije matematički zadatak.', 'no');
      const api = await user();
      const id = await solvedPhoto(api);
      expect((await record(api, id)).solution_jsonb?.math_solutions[0]?.image_is_math_problem).toBe('no');
      expect(await api.credits()).toBe(500);
      expect((await correct(api, id, { tasks: ['2x + 3 = 11'] })).json()).toEqual({ status: 'COMPLETED' });
      const [task] = (await record(api, id)).solution_jsonb!.math_solutions;
      expect(task!.image_is_math_problem).toBe('yes');
      expect(task!.final_answer_latex).toMatch(/x = 4/);
      expect(await api.credits()).toBe(500 - CREDITS_PER_SOLVE);
    });

    it('another user’s solution, or no solution, answers 404 and changes nothing', async () => {
      const owner = await user();
      const id = await solvedPhoto(owner);
      const stranger = await user();
      for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await correct(stranger, target, { tasks: ['2x + 3 = 11'] });
        expect(res.statusCode).toBe(404);
        expect(typeof res.json<{ detail: string }>().detail).toBe('string');
      }
      expect(solver.textCalls).toBe(0);
      expect((await record(owner, id)).solution_jsonb?.math_solutions[0]?.outcome).toBe('declined');
      expect((await solutionRow(id)).corrections).toBe(0);
      expect(await stranger.credits()).toBe(500);
    });

    it.each([
      ['empty', [''], /ne sme biti prazno/],
      ['only spaces', ['   '], /ne sme biti prazno/],
      ['no task at all', [], /najmanje 1 stavka/],
      ['oversized', [`${'1 + '.repeat(130)}1`], /najviše 500 znakova/],
      ['prose', ['Danas je lep dan'], /nije ispravno zapisan matematički zadatak/],
      ['garbage', ['x = = 2'], /nije ispravno zapisan matematički zadatak/],
      ['an unknown sign', ['\\sin x = 1'], /znak koji ne umemo da rešimo/],
      ['an empty box', ['\\frac{\\placeholder{}}{2}'], /prazno polje/],
      ['a good task and a bad one', ['2 + 2', '+++'], /^Zadatak 2 nije ispravno zapisan/],
    ])('%s gets a 4xx with a Serbian detail and changes nothing', async (_, tasks, detail) => {
      const api = await user();
      const id = await solvedPhoto(api);
      const rowBefore = await solutionRow(id);
      const ledgerBefore = await ledger(api);
      const res = await correct(api, id, { tasks });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json<{ detail: string }>().detail).toMatch(detail);
      const rowAfter = await solutionRow(id);
      expect(rowAfter.corrections).toBe(0);
      expect(rowAfter.pending_correction).toBeNull();
      expect(rowAfter.solution_json).toEqual(rowBefore.solution_json);
      expect(rowAfter.updated_at).toEqual(rowBefore.updated_at);
      expect(await ledger(api)).toEqual(ledgerBefore);
      expect(solver.textCalls).toBe(0);
    });

    it(`refuses the correction after the ${MAX_CORRECTIONS}th with 429, charging once in all`, async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      for (let i = 1; i <= MAX_CORRECTIONS; i++) {
        const res = await correct(api, id, { tasks: [`2x + 3 = ${10 + i}`] });
        expect(res.json(), `correction ${i}`).toEqual({ status: 'COMPLETED' });
      }
      const sixth = await correct(api, id, { tasks: ['2x + 3 = 11'] });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json<{ detail: string }>().detail).toBe(
        'Ovaj zadatak je već ispravljen 5 puta, koliko je najviše moguće. Ukucaj ga kao novi zadatak ili ga ponovo uslikaj.',
      );
      // The fifth correction (2x + 3 = 15, x = 6) stands.
      expect((await record(api, id)).solution_jsonb?.math_solutions[0]?.final_answer_latex).toMatch(/x = 6/);
      expect(await api.credits()).toBe(490);
    });

    it('10 concurrent corrections start one correction and charge at most once', async () => {
      const api = await user();
      const declined = await solvedPhoto(api);
      solver.next = misreadPhoto;
      const answered = await solvedPhoto(api);
      expect(await api.credits()).toBe(490);
      for (const id of [declined, answered]) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => correct(api, id, { tasks: ['2x + 3 = 11'] })),
        );
        const statuses = answers.map((r) => r.statusCode).sort();
        expect(
          statuses.filter((s) => s === 200),
          answers.map((r) => r.body).join('\n'),
        ).toHaveLength(1);
        expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
        expect((await solutionRow(id)).corrections).toBe(1);
      }
      // The declined photo now answers (10); the answered one was charged already (10).
      expect(await api.credits()).toBe(480);
      const entries = await ledger(api);
      expect(entries.filter((e) => e.type === 'SPEND')).toHaveLength(3);
      expect(entries.filter((e) => e.type === 'REFUND')).toHaveLength(1);
      expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(480);
    });

    it('a correction that fails leaves the solution as it was and gives back what it charged', async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      const before = await record(api, id);
      solver.nextText = () => {
        throw new Error('solver crashed');
      };
      expect((await correct(api, id, { tasks: ['2x + 3 = 11'] })).json()).toEqual({ status: 'FAILED' });
      expect(await record(api, id)).toEqual(before);
      expect(await api.credits()).toBe(500);
      // It counted as a correction, and the next one works.
      solver.nextText = solveTypedTasks;
      expect((await correct(api, id, { tasks: ['2x + 3 = 11'] })).json()).toEqual({ status: 'COMPLETED' });
      expect(await api.credits()).toBe(490);
      expect((await solutionRow(id)).corrections).toBe(2);
    });

    it('while a correction is solved, the last answer stays in history and the status says PROCESSING', async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      let release: () => void = () => {};
      solver.nextText = (request) =>
        new Promise<SolutionJson>((resolve) => {
          release = () => resolve(solveTypedTasks(request));
        });
      const fixing = correct(api, id, { tasks: ['2x + 3 = 11'] });
      await expect
        .poll(async () => (await api.status(id)).json<{ status: string }>().status)
        .toBe('PROCESSING');
      const own = solutionRecordSchema.parse((await api.call('GET', `/solution/${id}`)).json());
      expect(own.solution_jsonb?.math_solutions[0]?.outcome).toBe('declined');
      const history = (await api.call('GET', '/problems/history')).json<{ data: Array<{ id: string }> }>();
      expect(history.data.map((s) => s.id)).toEqual([id]);
      expect((await correct(api, id, { tasks: ['2x = 4'] })).statusCode).toBe(409);
      await expect.poll(() => solver.textCalls).toBe(1);
      release();
      expect((await fixing).json()).toEqual({ status: 'COMPLETED' });
      expect((await record(api, id)).solution_jsonb?.math_solutions[0]?.final_answer_latex).toMatch(/x = 4/);
    });

    it('deleting a solution while its correction is solved gives back what the correction charged', async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      let release: () => void = () => {};
      solver.nextText = (request) =>
        new Promise<SolutionJson>((resolve) => {
          release = () => resolve(solveTypedTasks(request));
        });
      const fixing = correct(api, id, { tasks: ['2x + 3 = 11'] });
      await expect.poll(() => solver.textCalls).toBe(1);
      expect(await api.credits()).toBe(490);
      const deleted = await api.call('DELETE', '/problems/history', { solution_ids: [id] });
      expect(deleted.statusCode).toBe(200);
      expect(await api.credits()).toBe(500);
      release();
      expect((await fixing).json()).toEqual({ status: 'DELETED' });
      expect(await api.credits()).toBe(500);
      expect((await api.status(id)).statusCode).toBe(404);
    });

    it('a correction whose worker died is given up by the reaper, refunded, and the solution kept', async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      // The worker hangs (as one whose process died would, never reporting back).
      let release: () => void = () => {};
      solver.nextText = (request) =>
        new Promise<SolutionJson>((resolve) => {
          release = () => resolve(solveTypedTasks(request));
        });
      const fixing = correct(api, id, { tasks: ['2x + 3 = 11'] });
      await expect.poll(() => solver.textCalls).toBe(1);
      expect(await api.credits()).toBe(490);
      const reaper = createSolveReaper(t.container);
      expect(await reaper.reapStale(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
      expect((await fixing).json()).toEqual({ status: 'FAILED' });
      expect(await api.credits()).toBe(500);
      expect((await record(api, id)).solution_jsonb?.math_solutions[0]?.outcome).toBe('declined');
      // Its answer, if it ever comes, is thrown away.
      release();
      await expect.poll(async () => (await solutionRow(id)).pending_correction).toBeNull();
      await new Promise((r) => setTimeout(r, 300));
      expect((await record(api, id)).solution_jsonb?.math_solutions[0]?.outcome).toBe('declined');
      expect(await api.credits()).toBe(500);
    });

    it('the share link stays and shows the corrected solution', async () => {
      solver.next = misreadPhoto;
      const api = await user();
      const id = await solvedPhoto(api);
      const link = (await api.call('GET', `/share/${id}/create-static`)).json<{
        solution_page_url: string;
      }>();
      const page = () => t.app.inject({ url: new URL(link.solution_page_url).pathname });
      expect((await page()).body).toContain('x = 7');
      await correct(api, id, { tasks: ['2x + 3 = 11'] });
      const again = (await api.call('GET', `/share/${id}/create-static`)).json<{
        solution_page_url: string;
      }>();
      expect(again.solution_page_url).toBe(link.solution_page_url);
      const shown = (await page()).body;
      expect(shown).not.toContain('x = 7');
      expect(shown).toContain('x = 4');
    });
  });

  describe.skipIf(skip)(`typing a task instead of a photo, on ${name}`, () => {
    it('creates the solution with a picture of the task and solves it like a photo, for 10 credits', async () => {
      const api = await user();
      const res = await api.call('POST', '/solve-text', {
        tasks: ['2x + 3 = 11'],
        grade: '6th grade of primary school',
        language: 'srpski',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { solution_id } = res.json<{ solution_id: string }>();
      expect((await api.solve(solution_id)).json()).toEqual({ status: 'COMPLETED' });
      const solved = await record(api, solution_id);
      expect(solved.grade).toBe('6th grade of primary school');
      expect(solved.solution_jsonb?.math_solutions[0]?.problem_latex).toBe('2x + 3 = 11');
      expect(solved.solution_jsonb?.math_solutions[0]?.final_answer_latex).toMatch(/x = 4/);
      const picture = await t.app.inject({ url: solved.s3_image_url! });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(solver.calls).toBe(0); // no photo was read
      expect(await api.credits()).toBe(490);
      const history = (await api.call('GET', '/problems/history')).json<{ data: Array<{ id: string }> }>();
      expect(history.data.map((s) => s.id)).toEqual([solution_id]);
    });

    it('a typed task the engine declines costs nothing', async () => {
      const api = await user();
      const res = await api.call('POST', '/solve-text', {
        tasks: ['x^{3} = 8'],
        grade: 'Faculty',
        language: 'srpski',
      });
      const { solution_id } = res.json<{ solution_id: string }>();
      await api.solve(solution_id);
      expect((await record(api, solution_id)).solution_jsonb?.math_solutions[0]?.outcome).toBe('declined');
      expect(await api.credits()).toBe(500);
    });

    it('with too few credits answers 402 with "nedovoljno kredita" and keeps nothing', async () => {
      const api = await user();
      const { email } = (await api.call('GET', '/dashboard/account')).json<{ email: string }>();
      await t.container.database.db
        .updateTable('users')
        .set({ credits: 5 })
        .where('email', '=', email)
        .execute();
      const res = await api.call('POST', '/solve-text', {
        tasks: ['2x + 3 = 11'],
        grade: '6th grade of primary school',
        language: 'srpski',
      });
      expect(res.statusCode).toBe(402);
      expect(res.json<{ detail: string }>().detail).toContain('nedovoljno kredita');
      expect(await api.credits()).toBe(5);
      expect((await ledger(api)).filter((e) => e.type !== 'DEPOSIT')).toEqual([]);
      const { db } = t.container.database;
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(await db.selectFrom('solutions').select('id').where('user_id', '=', owner.id).execute()).toEqual(
        [],
      );
    });

    it.each([
      ['empty', { tasks: [''], grade: 'Faculty', language: 'srpski' }],
      ['garbage', { tasks: ['asdf'], grade: 'Faculty', language: 'srpski' }],
      ['oversized', { tasks: ['1'.repeat(501)], grade: 'Faculty', language: 'srpski' }],
      ['no grade', { tasks: ['1 + 1'], language: 'srpski' }],
    ])('refuses %s with a 422 and creates nothing', async (_, body) => {
      const api = await user();
      const res = await api.call('POST', '/solve-text', body);
      expect(res.statusCode).toBe(422);
      expect(typeof res.json<{ detail: string }>().detail).toBe('string');
      expect(await api.credits()).toBe(500);
      expect((await api.call('GET', '/problems/history')).json()).toEqual({ data: [] });
    });

    it('correcting a typed task shows the corrected task in its picture', async () => {
      const api = await user();
      const { solution_id } = (
        await api.call('POST', '/solve-text', { tasks: ['2x + 3 = 1'], grade: 'Faculty', language: 'srpski' })
      ).json<{ solution_id: string }>();
      await api.solve(solution_id);
      const before = await record(api, solution_id);
      const oldPicture = (await t.app.inject({ url: before.s3_image_url! })).rawPayload;
      expect((await correct(api, solution_id, { tasks: ['2x + 3 = 11'] })).json()).toEqual({
        status: 'COMPLETED',
      });
      const after = await record(api, solution_id);
      const newPicture = await t.app.inject({ url: after.s3_image_url! });
      expect(newPicture.statusCode).toBe(200);
      expect(newPicture.rawPayload.equals(oldPicture)).toBe(false);
      expect((await t.app.inject({ url: before.s3_image_url! })).statusCode).toBe(404);
      expect(await api.credits()).toBe(490);
    });

    it('concurrent corrections with the same tasks keep the picture of the one that runs', async () => {
      const api = await user();
      const { solution_id } = (
        await api.call('POST', '/solve-text', { tasks: ['2x + 3 = 1'], grade: 'Faculty', language: 'srpski' })
      ).json<{ solution_id: string }>();
      await api.solve(solution_id);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => correct(api, solution_id, { tasks: ['2x + 3 = 11'] })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const after = await record(api, solution_id);
      expect(after.solution_jsonb?.math_solutions[0]?.final_answer_latex).toContain('4');
      expect((await t.app.inject({ url: after.s3_image_url! })).statusCode).toBe(200);
    });
  });

  describe.skipIf(skip)(`hostile typed tasks, on ${name}`, () => {
    it.each([
      ['NUL', '2x + 3 = 11\u0000'],
      ['a bell', '2x\u0007 + 3 = 11'],
      ['an escape sequence', '\u001b[2J2x + 3 = 11'],
    ])(
      'a task with %s answers 422 with a Serbian detail, on both calls, and changes nothing',
      async (_, task) => {
        const api = await user();
        const id = await solvedPhoto(api);
        const rowBefore = await solutionRow(id);
        const ledgerBefore = await ledger(api);
        for (const res of [
          await correct(api, id, { tasks: [task] }),
          await api.call('POST', '/solve-text', { tasks: [task], grade: 'Faculty', language: 'srpski' }),
        ]) {
          expect(res.statusCode).toBe(422);
          expect(res.json<{ detail: string }>().detail).toMatch(/kontrolne znakove/);
        }
        const rowAfter = await solutionRow(id);
        expect(rowAfter.corrections).toBe(0);
        expect(rowAfter.solution_json).toEqual(rowBefore.solution_json);
        expect(await ledger(api)).toEqual(ledgerBefore);
        expect((await api.call('GET', '/problems/history')).json<{ data: unknown[] }>().data).toHaveLength(1);
        expect(solver.textCalls).toBe(0);
      },
    );

    it('a typed \\href{javascript:…} is refused before it is stored or charged', async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      const hostile = '\\href{javascript:alert(1)}{2x + 3 = 11}';
      const fixed = await correct(api, id, { tasks: [hostile] });
      expect(fixed.statusCode).toBe(422);
      expect(fixed.json<{ detail: string }>().detail).toMatch(/znak koji ne umemo da rešimo/);
      const typed = await api.call('POST', '/solve-text', {
        tasks: [hostile],
        grade: 'Faculty',
        language: 'srpski',
      });
      expect(typed.statusCode).toBe(422);
      expect((await solutionRow(id)).corrections).toBe(0);
      expect(await api.credits()).toBe(500);
      expect(solver.textCalls).toBe(0);
    });

    it('what the solver answers for a correction is sanitised: no link, no script URL is stored', async () => {
      const api = await user();
      const id = await solvedPhoto(api);
      solver.nextText = (request) => {
        const solved = solveTypedTasks(request);
        const [task] = solved.math_solutions;
        return {
          math_solutions: [
            {
              ...task!,
              problem_latex: '\\href{javascript:alert(1)}{2x + 3 = 11}',
              introduction_latex: 'Vidi <script>alert(1)</script> \\url{javascript:alert(2)}',
            },
          ],
        };
      };
      expect((await correct(api, id, { tasks: ['2x + 3 = 11'] })).json()).toEqual({ status: 'COMPLETED' });
      const [task] = (await record(api, id)).solution_jsonb!.math_solutions;
      expect(task!.problem_latex).toBe('2x + 3 = 11');
      expect(task!.final_answer_latex).toMatch(/x = 4/);
      const stored = JSON.stringify((await solutionRow(id)).solution_json);
      expect(stored).not.toMatch(/\\\\(href|url)|javascript:|<script/i);
      expect(await api.credits()).toBe(490);
    });
  });
}

testsOn('PGlite');
testsOn('PostgreSQL');
