/**
 * Guards a route scope: a valid bearer token is required and the caller's user row (created with
 * the welcome credits on first sight) is put on `request.user`.
 *
 * Plugins sit at the HTTP edge beside the routes, so calling the users service from here points the
 * right way (edge → module → port); adapters and ports never import modules (eslint.config.js).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Container } from '../container.js';
import { unauthorized } from '../errors.js';
import type { UserRow } from '../modules/users/users.repository.js';
import { ensureUser } from '../modules/users/users.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

/** Registers the decorator once, at the root. */
export const userDecorator = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
});

/** Adds the guard to the scope it is registered in. */
export function requireUser(app: FastifyInstance, container: Container): void {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const identity = token ? await container.identity.verify(token) : null;
    if (!identity) throw unauthorized();
    request.user = await ensureUser(
      container.database.db,
      container.identity,
      identity,
      container.config.welcomeCredits,
    );
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
