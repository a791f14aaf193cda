/**
 * `npm run bench:soak`: SOAK_SECONDS (default 600) of mixed traffic against the embedded default
 * (one process, PGlite, a fake model): sign-ins, solves, status polls, history pages and deletes
 * from SOAK_USERS users at once. Prints the server's resident memory every minute, at the start
 * and at the end: it must stay flat. Not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { startFakeAi } from './fake-ai.js';
import { startProcess } from './start-process.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const USERS = Number(process.env.SOAK_USERS ?? 20);
const PASSWORD = 'Jabuka-na-stolu-7';

/** Resident memory of a process, MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function main() {
  const ai = await startFakeAi({ delayMs: 50 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-soak-'));
  const server = await startProcess(['server/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SOLVER: 'openai',
    OPENAI_BASE_URL: ai.url,
    OPENAI_API_KEY: 'soak',
    OPENAI_MODEL: 'soak',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WELCOME_CREDITS: '1000000',
    SOLVE_WAIT_SECONDS: '5',
  });
  const pid = server.child.pid!;
  const base = server.url;
  const counts = { signIns: 0, solves: 0, polls: 0, history: 0, deletes: 0, errors: 0 };
  const samples: { minute: number; rssMb: number }[] = [];
  try {
    const photo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const call = async (method: string, p: string, body?: unknown, auth?: string, form?: FormData) => {
      const res = await fetch(`${base}${p}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(auth ? { authorization: auth } : {}),
        },
        body: form ?? (body ? JSON.stringify(body) : undefined),
      });
      if (res.status >= 500) counts.errors++;
      return res;
    };

    const emails = Array.from({ length: USERS }, (_, i) => `soak-${i}-${randomUUID()}@primer.rs`);
    for (const email of emails)
      await call('POST', '/api/v1/auth/sign-up', { email, password: PASSWORD, username: 'Soak' });

    const deadline = Date.now() + SECONDS * 1000;
    samples.push({ minute: 0, rssMb: rssMb(pid) });
    const sampler = setInterval(() => samples.push({ minute: samples.length, rssMb: rssMb(pid) }), 60_000);

    /** One user's session, over and over: sign in, solve, poll, page through history, delete some. */
    const user = async (email: string) => {
      while (Date.now() < deadline) {
        const signIn = await call('POST', '/api/v1/auth/sign-in', { email, password: PASSWORD });
        counts.signIns++;
        const auth = `Bearer ${((await signIn.json()) as { token: string }).token}`;
        for (let round = 0; round < 5 && Date.now() < deadline; round++) {
          const upload = await call(
            'POST',
            '/api/v1/generate-upload-url/',
            {
              original_image_name: 'z.jpg',
              original_image_type: 'image/jpeg',
              grade: 'Faculty',
              language: 'srpski',
            },
            auth,
          );
          const { solution_id, data } = (await upload.json()) as {
            solution_id: string;
            data: { url: string; fields: Record<string, string> };
          };
          const form = new FormData();
          for (const [k, v] of Object.entries(data.fields)) form.append(k, v);
          form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'z.jpg');
          await call('POST', data.url, undefined, undefined, form);
          await call('POST', '/api/v1/upload-completed', { solution_id }, auth);
          await call('POST', '/api/v1/solve-problem', { solution_id }, auth);
          counts.solves++;
          for (let i = 0; i < 3; i++) {
            await call('GET', `/api/v1/solution/${solution_id}/status`, undefined, auth);
            counts.polls++;
          }
          for (const start of [0, 10]) {
            await call('GET', `/api/v1/problems/history?start=${start}&limit=10`, undefined, auth);
            counts.history++;
          }
          if (round % 2 === 1) {
            await call('DELETE', '/api/v1/problems/history', { solution_ids: [solution_id] }, auth);
            counts.deletes++;
          }
        }
      }
    };
    await Promise.all(emails.map(user));
    clearInterval(sampler);
    samples.push({ minute: Math.round(SECONDS / 60), rssMb: rssMb(pid) });

    console.log(
      `\nSoak: ${SECONDS} s of mixed traffic from ${USERS} users, embedded default (PGlite), one process`,
    );
    console.table([counts]);
    console.log('Resident memory of the server (MB), per minute:');
    console.table(samples);
    const first = samples[0]!.rssMb;
    const last = samples.at(-1)!.rssMb;
    console.log(`start ${first} MB → end ${last} MB (${last >= first ? '+' : ''}${last - first} MB)`);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await ai.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
