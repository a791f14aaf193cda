import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler, MESSAGES } from './error-handler.js';

const INTERNALS = 'connect ECONNREFUSED 10.0.0.7:5432 (user resavac_admin)';

/** A bare app with the real error handler and a log we can read. */
async function appWithLog(): Promise<{ app: FastifyInstance; log: Record<string, unknown>[] }> {
  const log: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  let counter = 0;
  const app = Fastify({ logger: { level: 'info', stream }, genReqId: () => `req-${++counter}` });
  await app.register(errorHandler);
  app.get('/boom', () => {
    throw new Error(INTERNALS);
  });
  app.get('/unavailable', () => {
    throw Object.assign(new Error(INTERNALS), { statusCode: 503 });
  });
  await app.ready();
  return { app, log };
}

describe('the error handler on a server failure', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it.each(['/boom', '/unavailable'])(
    '%s answers 500 with the generic detail and no internals',
    async (url) => {
      const made = await appWithLog();
      app = made.app;
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: MESSAGES.server });
      expect(res.body).not.toContain('ECONNREFUSED');
      expect(res.body).not.toContain('resavac_admin');
    },
  );

  it('logs the error with its internals under the request id', async () => {
    const made = await appWithLog();
    app = made.app;
    await app.inject({ url: '/boom' });
    const entry = made.log.find((line) => line.level === 50);
    expect(entry).toBeDefined();
    expect(entry?.reqId).toBe('req-1');
    expect(JSON.stringify(entry?.err)).toContain(INTERNALS);
  });
});
