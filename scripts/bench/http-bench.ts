/**
 * Throughput and p99 latency of the status and history endpoints and of a cached share page under
 * 100 concurrent clients (autocannon), beside bare Fastify on the same machine in the same run: once on the embedded
 * PGlite database and, where Debian's PostgreSQL is installed, once on PostgreSQL. The server runs
 * as its own process with a fake AI solver, so the figures are the API's, not the maths engine's.
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
import { startProcess } from './start-process.js';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

type Row = Awaited<ReturnType<typeof run>>;

/** Starts the product on one database, makes a user with 10 solved tasks, and measures both calls. */
async function benchProduct(
  label: string,
  aiUrl: string,
  env: Record<string, string>,
): Promise<{ rows: Row[]; statusBody: string; sharePage: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-bench-'));
  const server = await startProcess(['server/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SOLVER: 'openai',
    OPENAI_BASE_URL: aiUrl,
    OPENAI_API_KEY: 'bench',
    OPENAI_MODEL: 'bench',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
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
    const share = await api(
      shareResponseSchema,
      'GET',
      `/share/${solutionId}/create-static`,
      undefined,
      auth,
    );
    // The first view typesets the page; the bench measures the cached page every later view gets.
    const sharePage = await (await fetch(share.solution_page_url)).text();
    const rows = [
      await run(`GET /solution/{id}/status (${label})`, statusUrl, { authorization: auth }),
      await run(
        `GET /problems/history, 10 items (${label})`,
        `${server.url}/api/v1/problems/history?start=0&limit=10`,
        { authorization: auth },
      ),
      await run(`GET /s/{token}, cached share page, gzip (${label})`, share.solution_page_url, {
        'accept-encoding': 'gzip',
      }),
    ];
    return { rows, statusBody, sharePage };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const ai = await startFakeAi();
  const postgres = startPostgres();
  try {
    const embedded = await benchProduct('PGlite', ai.url, {});
    const onPostgres = postgres
      ? await benchProduct('PostgreSQL', ai.url, { DATABASE_URL: postgres.url })
      : undefined;
    const pageFile = path.join(os.tmpdir(), `resavac-bench-page-${process.pid}.html`);
    fs.writeFileSync(pageFile, embedded.sharePage);
    const bare = await startProcess(['scripts/bench/bare-fastify.ts'], {
      PORT: '0',
      BENCH_BODY: embedded.statusBody,
      BENCH_PAGE_FILE: pageFile,
    });
    const baselines: Row[] = [];
    try {
      baselines.push(await run('bare Fastify, same JSON, no DB/auth', `${bare.url}/baseline`));
      baselines.push(
        await run('bare Fastify, same share page, gzip, no DB', `${bare.url}/baseline-page`, {
          'accept-encoding': 'gzip',
        }),
      );
    } finally {
      bare.child.kill();
      fs.rmSync(pageFile, { force: true });
    }
    console.log(
      `\nHTTP under ${CONNECTIONS} concurrent clients, ${DURATION_S} s each, ${os.cpus().length} cores, one API process:`,
    );
    console.table([...baselines, ...embedded.rows, ...(onPostgres?.rows ?? [])]);
    if (!postgres)
      console.log('(PostgreSQL not installed: apt-get install postgresql to bench the production path too)');
  } finally {
    postgres?.stop();
    await ai.close();
  }
}

await main();
