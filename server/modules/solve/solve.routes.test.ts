import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solutionRecordSchema } from '../../../contract/index.js';
import type { LocalStorage } from '../../adapters/storage/local-storage.js';
import { signPostPolicy } from '../../adapters/storage/post-policy.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { IMAGE_MESSAGES } from './image-check.js';
import { SOLVE_MESSAGES } from './solve.messages.js';
import { scriptedSolver, solutionSaying } from './solve.test-solvers.js';

const solver = scriptedSolver();
let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ solver, worker: true, env: { SOLVE_WAIT_SECONDS: '20' } });
  photo = await photoOfText('3x + 5 = 20');
});
afterAll(() => t.close());
beforeEach(() => {
  solver.next = () => solutionSaying('x = 5');
});

async function user() {
  const { authorization } = await t.signUp();
  return solveCalls(t.app, authorization);
}

const setCredits = async (api: ReturnType<typeof solveCalls>, credits: number) => {
  const { email } = (await api.call('GET', '/dashboard/account')).json();
  await t.container.database.db.updateTable('users').set({ credits }).where('email', '=', email).execute();
};

/** A PNG that claims 20000 x 20000 pixels: tiny on disk, 400 megapixels decoded. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(20001 * 50));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the solve sequence', () => {
  it('uploads, solves, charges 10 credits once, and lists the solution in history', async () => {
    const api = await user();
    const { solution_id, data } = await api.uploadUrl();
    expect(data.image_uri).toBe(`local://objects/uploads/${data.fields.key!.split('/')[1]}/${solution_id}`);
    expect((await api.postToStorage(data.url, data.fields, photo)).statusCode).toBe(204);
    expect((await api.call('POST', '/upload-completed', { solution_id })).json()).toEqual({
      status: 'UPLOADED',
    });

    const solved = await api.solve(solution_id);
    expect(solved.json()).toEqual({ status: 'COMPLETED' });
    expect((await api.solve(solution_id)).json()).toEqual({ status: 'COMPLETED' });
    expect(await api.credits()).toBe(490);

    const status = (await api.status(solution_id)).json();
    expect(status.status).toBe('COMPLETED');
    const record = solutionRecordSchema.parse(status.solution);
    expect(record.solution_jsonb?.math_solutions[0]?.final_answer_latex).toBe('x = 5');
    const image = await t.app.inject({ url: record.s3_image_url! });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(photo)).toBe(true);

    const transactions = (await api.call('GET', '/dashboard/transactions')).json();
    expect(transactions[0]).toMatchObject({
      type: 'SPEND',
      amount_cents: -10,
      description: SOLVE_MESSAGES.spendDescription,
    });
    const history = (await api.call('GET', '/problems/history?start=0&limit=10')).json();
    expect(history.data.map((s: { id: string }) => s.id)).toEqual([solution_id]);
  });

  it('refunds the credits when the solver crashes and marks the solution FAILED', async () => {
    const api = await user();
    solver.next = () => Promise.reject(new Error('engine exploded'));
    const id = await api.uploaded(photo);
    expect((await api.solve(id)).json()).toEqual({ status: 'FAILED' });
    expect(await api.credits()).toBe(500);
    const types = (await api.call('GET', '/dashboard/transactions'))
      .json()
      .map((x: { type: string }) => x.type);
    expect(types.sort()).toEqual(['DEPOSIT', 'REFUND', 'SPEND']);
  });

  it('refunds a photo that is not a maths task but still shows the verdict', async () => {
    const api = await user();
    solver.next = () => solutionSaying('', 'no');
    const id = await api.uploaded(photo);
    expect((await api.solve(id)).json()).toEqual({ status: 'COMPLETED' });
    expect(await api.credits()).toBe(500);
    expect(
      (await api.status(id)).json().solution.solution_jsonb.math_solutions[0].image_is_math_problem,
    ).toBe('no');
  });

  it('refunds a photo whose every task was declined, and charges one with an answered task', async () => {
    const api = await user();
    const declinedTask = {
      ...solutionSaying('').math_solutions[0]!,
      steps: [],
      outcome: 'declined' as const,
    };
    solver.next = () => ({ math_solutions: [declinedTask] });
    const declined = await api.uploaded(photo);
    expect((await api.solve(declined)).json()).toEqual({ status: 'COMPLETED' });
    expect(await api.credits()).toBe(500);

    solver.next = () => ({ math_solutions: [declinedTask, solutionSaying('x = 5').math_solutions[0]!] });
    const partly = await api.uploaded(photo);
    expect((await api.solve(partly)).json()).toEqual({ status: 'COMPLETED' });
    expect(await api.credits()).toBe(490);
  });

  it('fails and refunds a solver answer that breaks the contract', async () => {
    const api = await user();
    solver.next = () => ({ math_solutions: [{ nonsense: true }] }) as never;
    const id = await api.uploaded(photo);
    expect((await api.solve(id)).json()).toEqual({ status: 'FAILED' });
    expect(await api.credits()).toBe(500);
  });

  it('neutralises LaTeX that tries to inject links or HTML before storing it', async () => {
    const api = await user();
    solver.next = () =>
      solutionSaying('\\href{javascript:alert(1)}{x = 5} <script>alert(1)</script>\\style{color:red}{1}');
    const id = await api.uploaded(photo);
    await api.solve(id);
    const answer: string = (await api.status(id)).json().solution.solution_jsonb.math_solutions[0]
      .final_answer_latex;
    expect(answer).toContain('x = 5');
    expect(answer).not.toMatch(/\\href|\\style|<script|javascript:/);
  });

  it('answers 402 with "nedovoljno kredita" and takes nothing when credits are short', async () => {
    const api = await user();
    await setCredits(api, 9);
    const id = await api.uploaded(photo);
    const res = await api.solve(id);
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toContain('nedovoljno kredita');
    expect(await api.credits()).toBe(9);
    expect((await api.status(id)).json()).toEqual({ status: 'UPLOADED' });
  });

  it('runs exactly 3 of 20 concurrent solves when credits cover 3, never going negative', async () => {
    const api = await user();
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await api.uploaded(photo));
    await setCredits(api, 30);
    const before = solver.calls;
    const results = await Promise.all(ids.map((id) => api.solve(id)));
    expect(results.filter((r) => r.statusCode === 200).map((r) => r.json().status)).toEqual([
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(17);
    expect(solver.calls - before).toBe(3);
    expect(await api.credits()).toBe(0);
  });
});

describe('what the storage and the upload check refuse', () => {
  it('refuses a tampered policy, an expired one and a different content type, like S3', async () => {
    const api = await user();
    const { data } = await api.uploadUrl();
    const policy = JSON.parse(Buffer.from(data.fields.Policy!, 'base64').toString());
    policy.conditions = policy.conditions.map((c: unknown) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10 ** 10] : c,
    );
    const tampered = await api.postToStorage(
      data.url,
      { ...data.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') },
      photo,
    );
    expect(tampered.statusCode).toBe(403);
    expect(tampered.body).toContain('<Code>SignatureDoesNotMatch</Code>');

    const wrongType = await api.postToStorage(
      data.url,
      { ...data.fields, 'Content-Type': 'text/html' },
      photo,
      'text/html',
    );
    expect(wrongType.statusCode).toBe(403);
    expect(wrongType.body).toContain('Policy Condition failed');

    const storage = t.container.storage as LocalStorage;
    const expiredFields = signPostPolicy(
      storage.credentials,
      {
        bucket: 'objects',
        key: data.fields.key!,
        contentType: 'image/jpeg',
        maxBytes: 1000,
        expiresInSeconds: 60,
      },
      new Date(Date.now() - 3_600_000),
    );
    const expired = await api.postToStorage(data.url, expiredFields, photo);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Policy expired');
  });

  it('refuses a validly signed key that climbs out of the store with a 400, not a 500', async () => {
    const api = await user();
    const { data } = await api.uploadUrl();
    const fields = signPostPolicy((t.container.storage as LocalStorage).credentials, {
      bucket: 'objects',
      key: 'uploads/../../escape',
      contentType: 'image/jpeg',
      maxBytes: 1_000_000,
      expiresInSeconds: 60,
    });
    const res = await api.postToStorage(data.url, fields, photo);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<Code>InvalidArgument</Code>');
  });

  it('refuses an upload over 15 MB with EntityTooLarge', async () => {
    const api = await user();
    const { data } = await api.uploadUrl();
    const res = await api.postToStorage(data.url, data.fields, Buffer.alloc(15 * 1024 * 1024 + 10, 0xff));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<Code>EntityTooLarge</Code>');
  });

  it('refuses a PDF renamed .png by its bytes and marks the record failed', async () => {
    const api = await user();
    const { solution_id, data } = await api.uploadUrl('image/png', 'zadatak.png');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');
    expect((await api.postToStorage(data.url, data.fields, pdf, 'image/png')).statusCode).toBe(204);
    const res = await api.call('POST', '/upload-completed', { solution_id });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe(IMAGE_MESSAGES.notImage);
    expect((await api.status(solution_id)).json()).toEqual({ status: 'FAILED' });
    expect(await t.container.storage.getObject(data.fields.key!)).toBeNull();
  });

  it('refuses a 20000 x 20000 PNG bomb without decoding it', async () => {
    const api = await user();
    const { solution_id, data } = await api.uploadUrl('image/png', 'bomba.png');
    expect((await api.postToStorage(data.url, data.fields, pngBomb(), 'image/png')).statusCode).toBe(204);
    const res = await api.call('POST', '/upload-completed', { solution_id });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  it('solves and shows exactly the checked photo when the upload form is used again after the check', async () => {
    const api = await user();
    const { solution_id, data } = await api.uploadUrl();
    expect((await api.postToStorage(data.url, data.fields, photo)).statusCode).toBe(204);
    expect((await api.call('POST', '/upload-completed', { solution_id })).statusCode).toBe(200);
    // The form is valid for ten minutes: a PDF sent with it after the check must reach nobody.
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');
    expect((await api.postToStorage(data.url, data.fields, pdf)).statusCode).toBe(204);

    expect((await api.solve(solution_id)).json()).toEqual({ status: 'COMPLETED' });
    expect(solver.lastImage?.equals(photo)).toBe(true);
    const record = (await api.status(solution_id)).json().solution;
    const image = await t.app.inject({ url: record.s3_image_url });
    expect(image.rawPayload.equals(photo)).toBe(true);
  });

  it('answers a NUL byte in the image name with a Serbian 422 and creates nothing', async () => {
    const api = await user();
    const res = await api.call('POST', '/generate-upload-url/', {
      original_image_name: 'zada\u0000tak.jpg',
      original_image_type: 'image/jpeg',
      grade: '7th grade of primary school',
      language: 'srpski',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'Neispravni podaci: naziv slike: sadrži nedozvoljene kontrolne znakove.',
    });
    expect((await api.call('GET', '/problems/history')).json().data).toEqual([]);
  });

  it('refuses to solve before the upload with 409 and charges nothing', async () => {
    const api = await user();
    const { solution_id } = await api.uploadUrl();
    const res = await api.solve(solution_id);
    expect(res.statusCode).toBe(409);
    expect(await api.credits()).toBe(500);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's solution on every call and leaves it alone", async () => {
    const owner = await user();
    const id = await owner.uploaded(photo);
    await owner.solve(id);
    const other = await user();
    expect((await other.solve(id)).statusCode).toBe(404);
    expect((await other.status(id)).statusCode).toBe(404);
    expect((await other.call('POST', '/upload-completed', { solution_id: id })).statusCode).toBe(404);
    expect((await other.call('DELETE', '/problems/history', { solution_ids: [id] })).statusCode).toBe(404);
    expect((await other.call('GET', '/problems/history')).json().data).toEqual([]);
    expect((await other.call('DELETE', '/problems/history')).json()).toEqual({ deleted: 0 });
    expect((await owner.status(id)).json().status).toBe('COMPLETED');
    expect((await other.status('not-a-uuid')).statusCode).toBe(404);
  });
});
