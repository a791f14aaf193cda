/**
 * Guards a route scope: a valid bearer token is required and the caller (created with the welcome
 * credits on first sight, remembered per token: modules/users/signed-in-users.ts) is put on
 * `request.user`.
 *
 * Plugins sit at the HTTP edge beside the routes, so calling the users service from here points the
 * right way (edge → module → port); adapters and ports never import modules (eslint.config.js).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.js';
import type { SignedInUsers } from '../modules/users/signed-in-users.js';
import type { UserRow } from '../modules/users/users.repository.js';

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
export function requireUser(app: FastifyInstance, users: SignedInUsers): void {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const user = token ? await users.userOf(token) : null;
    if (!user) throw unauthorized();
    request.user = user;
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
