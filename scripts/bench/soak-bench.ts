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
import { benchFetch, productEnv, uploadAndSolve, type BenchCall } from './pupil.js';
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
    ...productEnv(ai.url, dataDir),
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
    const call: BenchCall = async (method, p, init = {}) => {
      const res = await benchFetch(base, method, p, init);
      if (res.status >= 500) counts.errors++;
      return res;
    };

    const emails = Array.from({ length: USERS }, (_, i) => `soak-${i}-${randomUUID()}@primer.rs`);
    for (const email of emails)
      await call('POST', '/api/v1/auth/sign-up', { json: { email, password: PASSWORD, username: 'Soak' } });

    const deadline = Date.now() + SECONDS * 1000;
    samples.push({ minute: 0, rssMb: rssMb(pid) });
    const sampler = setInterval(() => samples.push({ minute: samples.length, rssMb: rssMb(pid) }), 60_000);

    /** One user's session, over and over: sign in, solve, poll, page through history, delete some. */
    const user = async (email: string) => {
      while (Date.now() < deadline) {
        const signIn = await call('POST', '/api/v1/auth/sign-in', { json: { email, password: PASSWORD } });
        counts.signIns++;
        const auth = `Bearer ${((await signIn.json()) as { token: string }).token}`;
        for (let round = 0; round < 5 && Date.now() < deadline; round++) {
          const solution_id = await uploadAndSolve(call, auth, photo);
          counts.solves++;
          for (let i = 0; i < 3; i++) {
            await call('GET', `/api/v1/solution/${solution_id}/status`, { auth });
            counts.polls++;
          }
          for (const start of [0, 10]) {
            await call('GET', `/api/v1/problems/history?start=${start}&limit=10`, { auth });
            counts.history++;
          }
          if (round % 2 === 1) {
            await call('DELETE', '/api/v1/problems/history', { auth, json: { solution_ids: [solution_id] } });
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
    // The embedded database's start-up peak (~0.9 GB) is given back in the first minute, so the
    // traffic's own baseline is the first minute's sample when there is one.
    const first = (samples[1] ?? samples[0])!.rssMb;
    const last = samples.at(-1)!.rssMb;
    console.log(
      `after the first minute ${first} MB → end ${last} MB (${last >= first ? '+' : ''}${last - first} MB)`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await ai.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
