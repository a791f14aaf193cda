// The baseline: bare Fastify answering a JSON body of the same size as the status call, no DB, no auth.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BODY ?? '{"status":"COMPLETED"}') as unknown;
const app = Fastify({ logger: false });
app.get('/baseline', async () => body);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${address}`);
