/**
 * A worker process killed in the middle of a solve loses nobody's credits: the job expires, a new
 * worker retries it, and the user ends up with the solution they paid for; when the retry's worker
 * dies too, the solve is failed and refunded within 2 × JOB_TIMEOUT_SECONDS. Runs on PostgreSQL,
 * since separate API and worker processes share one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutionSaying } from '../server/modules/solve/solve.test-solvers.js';
import { createTestApp, type TestApp } from '../server/test-support/test-app.js';
import { hasPostgres, postgresTarget } from '../server/test-support/test-database.js';
import { photoOfText, solveCalls } from '../server/test-support/solve-flow.js';

const JOB_TIMEOUT_SECONDS = 10;
let fakeAi: FastifyInstance;
let aiUrl: string;
let aiRequests = 0;
let answerAi = false;
let t: TestApp;
let databaseUrl: string;
const workers: ChildProcess[] = [];

/**
 * Starts a worker process and resolves once it takes jobs: how long a process takes to boot on a
 * busy machine is not part of the bound under test.
 */
async function startWorker(): Promise<ChildProcess> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, 'server/main.ts'], {
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: databaseUrl,
      SOLVER: 'openai',
      OPENAI_BASE_URL: aiUrl,
      OPENAI_API_KEY: 'sk-local',
      OPENAI_MODEL: 'fake-vision',
      JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
      LOG_LEVEL: 'silent',
      DATA_DIR: t.container.config.dataDir,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  workers.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('worker radi')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code} before it was ready`)));
  });
  return child;
}

async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!hasPostgres())('a worker killed mid-solve', () => {
  beforeAll(async () => {
    fakeAi = Fastify({ forceCloseConnections: true });
    fakeAi.post('/v1/chat/completions', async () => {
      aiRequests++;
      // Until the test says so the model "thinks" forever: the worker is stuck mid-job.
      while (!answerAi) await new Promise((r) => setTimeout(r, 100));
      return {
        id: 'c',
        object: 'chat.completion',
        created: 1,
        model: 'fake-vision',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: JSON.stringify(solutionSaying('x = 5')) },
          },
        ],
      };
    });
    aiUrl = `${await fakeAi.listen({ port: 0, host: '127.0.0.1' })}/v1`;
    const target = await postgresTarget();
    databaseUrl = target.kind === 'postgres' ? target.url : '';
    t = await createTestApp({
      databaseTarget: target,
      env: { SOLVE_WAIT_SECONDS: '0', JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS) },
      reaper: true,
    });
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await t?.close();
    await fakeAi?.close();
  });

  /** Two booted workers, the second held back (SIGSTOP) so that the first takes the first attempt. */
  async function twoWorkers() {
    const first = await startWorker();
    const second = await startWorker();
    second.kill('SIGSTOP');
    return { first, second };
  }

  it('is failed and refunded within 2 × JOB_TIMEOUT_SECONDS when the retry dies too', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const id = await api.uploaded(await photoOfText('2x = 8'));
    const { first, second } = await twoWorkers();
    const before = aiRequests;
    const started = Date.now();
    expect((await api.solve(id)).json()).toEqual({ status: 'PROCESSING' });

    await until(() => aiRequests >= before + 1, 30_000, 'the first worker to call the model');
    first.kill('SIGKILL');
    second.kill('SIGCONT');
    await until(() => aiRequests >= before + 2, 30_000, 'the retry to call the model');
    second.kill('SIGKILL');

    const status = await until(
      async () => {
        const s = (await api.status(id)).json().status as string;
        return s === 'PROCESSING' ? undefined : s;
      },
      60_000,
      'the reaper to end the solve',
    );
    const seconds = (Date.now() - started) / 1000;
    expect(status).toBe('FAILED');
    // The status poll above looks every 0.2 s; the bound itself is the product's.
    expect(seconds).toBeLessThanOrEqual(2 * JOB_TIMEOUT_SECONDS + 0.5);
    expect(await api.credits()).toBe(500);
  }, 180_000);

  it('is retried by another worker, charging the user once', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const id = await api.uploaded(await photoOfText('3x + 5 = 20'));
    const { first, second } = await twoWorkers();
    const before = aiRequests;
    expect((await api.solve(id)).json()).toEqual({ status: 'PROCESSING' });
    expect(await api.credits()).toBe(490);

    await until(() => aiRequests >= before + 1, 30_000, 'the first worker to call the model');
    first.kill('SIGKILL');
    answerAi = true;
    second.kill('SIGCONT');
    const status = await until(
      async () => {
        const s = (await api.status(id)).json().status as string;
        return s === 'PROCESSING' ? undefined : s;
      },
      60_000,
      'the retried solve to finish',
    );

    expect(status).toBe('COMPLETED');
    expect(aiRequests).toBeGreaterThanOrEqual(before + 2);
    expect(await api.credits()).toBe(490);
    const types = (await api.call('GET', '/dashboard/transactions'))
      .json()
      .map((x: { type: string }) => x.type);
    expect(types.filter((x: string) => x === 'SPEND')).toHaveLength(1);
  }, 180_000);
});
