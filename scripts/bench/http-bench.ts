/**
 * Throughput and latency of the status and history calls (and of a cached share page) under 200
 * concurrent clients (autocannon), each beside bare Fastify answering the same JSON (the status
 * call's, the history page's) or the same page bytes in the same run: once on the embedded PGlite database and, where Debian's PostgreSQL is installed, once on
 * PostgreSQL. The server runs as its own process with a fake AI solver, so the figures are the
 * API's, not the maths engine's. The targets (issue #17): at least 40 % of bare Fastify's
 * requests per second, p99 at most 50 ms, no errors.
 *
 * The CPU is shared with the bench client (and, on a shared machine, with whatever else runs), so
 * only the ratio to bare Fastify measured minutes apart means anything; the load average is printed.
 *
 * BENCH_SECONDS (default 20) per measurement, BENCH_CONNECTIONS (200), BENCH_DATABASES
 * (`pglite,postgres`). `scripts/bench/profile-call.ts` profiles one call alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  authTokenResponseSchema,
  generateUploadUrlResponseSchema,
  okResponseSchema,
  shareResponseSchema,
} from '../../contract/index.js';
import { startPostgres } from '../../server/test-support/postgres-server.js';
import { startFakeAi } from './fake-ai.js';
import { productEnv } from './pupil.js';
import { startProcess } from './start-process.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const TARGET_SHARE = 0.4;
const TARGET_P99_MS = 50;

interface Measure {
  title: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  errors: number;
}

export async function measure(
  title: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Measure> {
  // A short warm-up first, so the JIT and the caches are what a busy evening finds.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function residentMb(pid: number | undefined): number {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A row beside its baseline: the share of bare Fastify's rate and whether the targets hold. */
function judged(row: Measure, bare: Measure) {
  const share = row['req/s'] / bare['req/s'];
  const met = share >= TARGET_SHARE && row['p99 ms'] <= TARGET_P99_MS && row.errors === 0;
  return { ...row, 'of bare': `${(share * 100).toFixed(1)} %`, target: met ? 'met' : 'NOT met' };
}

export interface Product {
  url: string;
  auth: string;
  solutionId: string;
  statusBody: string;
  historyUrl: string;
  historyBody: string;
  sharePageUrl: string;
  sharePage: string;
  /** The server process's resident memory now, in MB (Linux). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts the product on one database and makes a user with 10 solved tasks. */
export async function startProduct(
  aiUrl: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Product> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-bench-'));
  const server = await startProcess(
    ['server/main.ts'],
    { ...productEnv(aiUrl, dataDir), AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env },
    nodeArgs,
  );
  const stop = async () => {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = async <T>(schema: z.ZodType<T>, method: string, p: string, body?: unknown, auth?: string) => {
      const res = await fetch(`${server.url}/api/v1${p}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(auth ? { authorization: auth } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return schema.parse(await res.json());
    };
    const { token } = await api(authTokenResponseSchema, 'POST', '/auth/sign-up', {
      email: 'bench@primer.rs',
      password: 'lozinka-1234',
      username: 'Bench',
    });
    const auth = `Bearer ${token}`;
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    let solutionId = '';
    for (let i = 0; i < 10; i++) {
      const upload = {
        original_image_name: 'a.jpg',
        original_image_type: 'image/jpeg',
        grade: 'Faculty',
        language: 'srpski',
      };
      const { solution_id, data } = await api(
        generateUploadUrlResponseSchema,
        'POST',
        '/generate-upload-url/',
        upload,
        auth,
      );
      const form = new FormData();
      for (const [k, v] of Object.entries(data.fields)) form.append(k, v);
      form.append('file', new Blob([photo], { type: 'image/jpeg' }));
      await fetch(`${server.url}${data.url}`, { method: 'POST', body: form });
      await api(okResponseSchema, 'POST', '/upload-completed', { solution_id }, auth);
      await api(okResponseSchema, 'POST', '/solve-problem', { solution_id }, auth);
      solutionId = solution_id;
    }
    const statusUrl = `${server.url}/api/v1/solution/${solutionId}/status`;
    const statusBody = await (await fetch(statusUrl, { headers: { authorization: auth } })).text();
    const historyUrl = `${server.url}/api/v1/problems/history?start=0&limit=10`;
    const historyBody = await (await fetch(historyUrl, { headers: { authorization: auth } })).text();
    const share = await api(
      shareResponseSchema,
      'GET',
      `/share/${solutionId}/create-static`,
      undefined,
      auth,
    );
    // The first view typesets the page; the bench measures the cached page every later view gets.
    const sharePage = await (await fetch(share.solution_page_url)).text();
    return {
      url: server.url,
      auth,
      solutionId,
      statusBody,
      historyUrl,
      historyBody,
      sharePageUrl: share.solution_page_url,
      sharePage,
      rssMb: () => residentMb(server.child.pid),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Measures one database: bare Fastify with the status JSON, the status call, bare Fastify with the
 * history JSON, the history call, bare Fastify with the status JSON again, then the share page
 * beside its own baseline.
 */
async function benchDatabase(label: string, product: Product) {
  const pageFile = path.join(os.tmpdir(), `resavac-bench-page-${process.pid}.html`);
  fs.writeFileSync(pageFile, product.sharePage);
  const bare = await startProcess(['scripts/bench/bare-fastify.ts'], {
    PORT: '0',
    BENCH_BODY: product.statusBody,
    BENCH_HISTORY_BODY: product.historyBody,
    BENCH_PAGE_FILE: pageFile,
  });
  try {
    const authorization = { authorization: product.auth };
    const bytes = (text: string) => Buffer.byteLength(text);
    console.log(
      `${label}: the status answer is ${bytes(product.statusBody)} bytes, the history page ${bytes(product.historyBody)}`,
    );
    const bareBefore = await measure(`bare Fastify, same JSON (before ${label})`, `${bare.url}/baseline`);
    const withMemory = (row: Measure) => ({ ...row, 'server RSS MB': product.rssMb() });
    const status = withMemory(
      await measure(
        `GET /solution/{id}/status (${label})`,
        `${product.url}/api/v1/solution/${product.solutionId}/status`,
        authorization,
      ),
    );
    const bareHistory = await measure(
      `bare Fastify, same history JSON (${label})`,
      `${bare.url}/baseline-history`,
    );
    const history = withMemory(
      await measure(`GET /problems/history, 10 items (${label})`, product.historyUrl, authorization),
    );
    const bareAfter = await measure(`bare Fastify, same JSON (after ${label})`, `${bare.url}/baseline`);
    const gzip = { 'accept-encoding': 'gzip' };
    const barePage = await measure(`bare Fastify, same share page, gzip`, `${bare.url}/baseline-page`, gzip);
    const page = withMemory(
      await measure(`GET /s/{token}, cached share page, gzip (${label})`, product.sharePageUrl, gzip),
    );
    // The status call is judged against the mean of the bare runs around it (the shared CPU moves
    // both), the history call against bare Fastify sending the same page just before it.
    const baseline = { ...bareBefore, 'req/s': (bareBefore['req/s'] + bareAfter['req/s']) / 2 };
    return [
      bareBefore,
      judged(status, baseline),
      bareHistory,
      judged(history, bareHistory),
      bareAfter,
      barePage,
      judged(page, barePage),
    ];
  } finally {
    bare.child.kill();
    fs.rmSync(pageFile, { force: true });
  }
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(`load average at the start: ${load()} (${os.cpus().length} cores)`);
  const ai = await startFakeAi();
  const postgres = DATABASES.includes('postgres') ? startPostgres() : undefined;
  const rows: object[] = [];
  try {
    if (DATABASES.includes('pglite')) {
      const product = await startProduct(ai.url, {});
      try {
        rows.push(...(await benchDatabase('PGlite', product)));
      } finally {
        await product.stop();
      }
    }
    if (postgres) {
      const product = await startProduct(ai.url, { DATABASE_URL: postgres.url });
      try {
        rows.push(...(await benchDatabase('PostgreSQL', product)));
      } finally {
        await product.stop();
      }
    }
    console.log(
      `\nHTTP under ${CONNECTIONS} concurrent clients, ${DURATION_S} s each, one API process, the bench client on the same cores.` +
        `\nTargets: at least ${TARGET_SHARE * 100} % of bare Fastify's req/s, p99 at most ${TARGET_P99_MS} ms, no errors (timeouts and non-2xx count).` +
        `\nload average at the end: ${load()}`,
    );
    console.table(rows);
    if (DATABASES.includes('postgres') && !postgres)
      console.log('(PostgreSQL not installed: apt-get install postgresql to bench the production path too)');
  } finally {
    postgres?.stop();
    await ai.close();
  }
}

// Run as a script (`npm run bench`); other benches and profiling harnesses import the helpers.
if (import.meta.filename === path.resolve(process.argv[1] ?? '')) await main();
