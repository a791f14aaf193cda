/**
 * `npm run bench:scale`: the production layout on one machine, with failures. A real PostgreSQL,
 * two `ROLE=api` processes behind a small round-robin proxy, two `ROLE=worker` processes, and a
 * fake model answering in SCALE_AI_DELAY_MS. 20 users push 100 solves at once; mid-run one worker
 * and one API process are killed with SIGKILL. Then every solve must have ended COMPLETED (charged
 * once) or FAILED (charged and refunded), and every user's ledger must sum to their balance.
 * Prints solves per second and the time to drain. Exits non-zero when a check fails.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import sharp from 'sharp';
import { startPostgres } from '../../server/test-support/postgres-server.js';
import { startFakeAi } from './fake-ai.js';
import { benchFetch, productEnv, uploadAndSolve, type BenchCallInit } from './pupil.js';
import { startProcess, startWorkerProcess } from './start-process.js';

const USERS = 20;
const SOLVES_PER_USER = 5;
const AI_DELAY_MS = Number(process.env.SCALE_AI_DELAY_MS ?? 400);
const JOB_TIMEOUT_SECONDS = 10;
/** Solves one worker process runs at once (the model's latency, not the CPU, bounds a worker). */
const WORKER_CONCURRENCY = 4;
/** The kills happen once this share of the solves has been sent. */
const KILL_AFTER_SHARE = 0.3;

/** Round-robin over the API processes; a dead one (connection refused) is skipped. */
function startProxy(targets: string[]): Promise<{ url: string; close: () => void }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      const tryTarget = (attempt: number) => {
        const target = new URL(targets[(next++ + attempt) % targets.length]!);
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: req.url,
            method: req.method,
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => {
          if (res.headersSent) return res.destroy();
          if (attempt + 1 < targets.length) return tryTarget(attempt + 1);
          res.writeHead(502).end();
        });
        upstream.end(Buffer.concat(body));
      };
      tryTarget(0);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

/** One call through the proxy, retried while the answer is a network error or a 5xx (a killed API). */
async function call(base: string, method: string, p: string, init: BenchCallInit = {}) {
  let last = '';
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await benchFetch(base, method, p, init);
      if (res.status < 500) return res;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      // The process behind the proxy died mid-request: try again.
      last = String(error);
    }
    if (attempt > 30) throw new Error(`${method} ${p} kept failing: ${last}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  const postgres = startPostgres();
  if (!postgres)
    throw new Error("bench:scale needs Debian's postgresql package (apt-get install postgresql)");
  const ai = await startFakeAi({ delayMs: AI_DELAY_MS });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-scale-'));
  const env = {
    ...productEnv(ai.url, dataDir),
    DATABASE_URL: postgres.url,
    SESSION_SECRET: randomUUID() + randomUUID(),
    JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
    SOLVE_WAIT_SECONDS: '0',
    WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  };
  const children: ChildProcess[] = [];
  try {
    // The first API process migrates the database; the others start on a ready schema.
    const api1 = await startProcess(['server/main.ts'], { ...env, ROLE: 'api' });
    const api2 = await startProcess(['server/main.ts'], { ...env, ROLE: 'api' });
    const workers = [await startWorkerProcess(env), await startWorkerProcess(env)];
    children.push(api1.child, api2.child, ...workers);
    const proxy = await startProxy([api1.url, api2.url]);
    const base = proxy.url;

    const photo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const tokens = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const res = await call(base, 'POST', '/api/v1/auth/sign-up', {
          json: {
            email: `skala-${i}-${randomUUID()}@primer.rs`,
            password: 'Jabuka-na-stolu-7',
            username: `Skala ${i}`,
          },
        });
        return `Bearer ${((await res.json()) as { token: string }).token}`;
      }),
    );

    let sent = 0;
    let killed = false;
    const killOne = () => {
      if (killed || sent < USERS * SOLVES_PER_USER * KILL_AFTER_SHARE) return;
      killed = true;
      workers[0]!.kill('SIGKILL');
      api1.child.kill('SIGKILL');
      console.log(`killed one worker and one API process after ${sent} solves were sent`);
    };

    /** One pupil's solve, start to end, as the PWA does it; answers the final status. */
    const solveOnce = async (auth: string): Promise<string> => {
      const solution_id = await uploadAndSolve((method, p, init) => call(base, method, p, init), auth, photo);
      sent++;
      killOne();
      for (;;) {
        const res = await call(base, 'GET', `/api/v1/solution/${solution_id}/status`, { auth });
        const { status } = (await res.json()) as { status: string };
        if (status !== 'PROCESSING') return status;
        await new Promise((r) => setTimeout(r, 250));
      }
    };

    const started = Date.now();
    const outcomes = await Promise.all(
      tokens.flatMap((auth) => Array.from({ length: SOLVES_PER_USER }, () => solveOnce(auth))),
    );
    const seconds = (Date.now() - started) / 1000;

    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const ledgers = await db.query<{ credits: number; sum: string }>(
      `select u.credits, coalesce(sum(t.amount), 0) as sum from users u
       left join transactions t on t.user_id = u.id group by u.id`,
    );
    const perSolution = await db.query<{ status: string; spends: string; refunds: string }>(
      `select s.status,
              count(*) filter (where t.type = 'SPEND') as spends,
              count(*) filter (where t.type = 'REFUND') as refunds
       from solutions s left join transactions t on t.solution_id = s.id
       where s.status <> 'PENDING_UPLOAD' group by s.id, s.status`,
    );
    await db.end();

    const problems: string[] = [];
    const completed = outcomes.filter((o) => o === 'COMPLETED').length;
    const failed = outcomes.filter((o) => o === 'FAILED').length;
    if (completed + failed !== outcomes.length)
      problems.push(`solves ended otherwise: ${outcomes.join(',')}`);
    for (const l of ledgers.rows)
      if (Number(l.sum) !== l.credits)
        problems.push(`a ledger sums to ${l.sum} but the balance is ${l.credits}`);
    for (const s of perSolution.rows) {
      const spends = Number(s.spends);
      const refunds = Number(s.refunds);
      const fine =
        (s.status === 'COMPLETED' && spends === 1 && refunds === 0) ||
        (s.status === 'FAILED' && spends === 1 && refunds === 1);
      if (!fine) problems.push(`a ${s.status} solution has ${spends} spend(s) and ${refunds} refund(s)`);
    }

    console.log(
      `\nScale-out on ${os.cpus().length} cores: PostgreSQL, 2 API processes behind a round-robin proxy, 2 workers × ${WORKER_CONCURRENCY} jobs, model answering in ${AI_DELAY_MS} ms, JOB_TIMEOUT_SECONDS=${JOB_TIMEOUT_SECONDS}`,
    );
    console.table([
      {
        solves: outcomes.length,
        completed,
        'failed + refunded': failed,
        'drain s': seconds.toFixed(1),
        'solves/s': (outcomes.length / seconds).toFixed(2),
        'model calls': ai.calls(),
        'ledgers = balances': problems.length === 0 ? 'yes' : 'NO',
      },
    ]);
    if (problems.length) {
      console.error(problems.slice(0, 20).join('\n'));
      process.exitCode = 1;
    }
    proxy.close();
  } finally {
    for (const c of children) c.kill('SIGKILL');
    await ai.close();
    postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
