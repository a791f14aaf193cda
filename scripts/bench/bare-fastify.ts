// The baselines: bare Fastify answering the same JSON as the status call and as the history call,
// and the same share page bytes (gzipped once, as the product caches them), with no DB and no auth.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BODY ?? '{"status":"COMPLETED"}') as unknown;
const historyBody = JSON.parse(process.env.BENCH_HISTORY_BODY ?? '{"data":[]}') as unknown;
const page = gzipSync(
  process.env.BENCH_PAGE_FILE ? fs.readFileSync(process.env.BENCH_PAGE_FILE) : '<!DOCTYPE html>',
  {
    level: 9,
  },
);
const app = Fastify({ logger: false });
app.get('/baseline', async () => body);
app.get('/baseline-history', async () => historyBody);
app.get('/baseline-page', (_request, reply) =>
  reply.type('text/html; charset=utf-8').header('content-encoding', 'gzip').send(page),
);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${address}`);
