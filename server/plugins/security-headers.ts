/**
 * Helmet's security headers on every answer. The middleware is built once, at start: the
 * @fastify/helmet wrapper built it anew for every request, re-parsing the content security policy
 * each time, which cost about a tenth of a status poll (docs/architecture.md, "Throughput").
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
});
