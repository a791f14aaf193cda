/** Sign-up and sign-in of the embedded local accounts, rate limited per IP. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authTokenResponseSchema,
  ENDPOINTS,
  signInRequestSchema,
  signUpRequestSchema,
} from '../../../../contract/index.js';
import { routeOf } from '../../../lib/route-of.js';
import type { LocalAccounts } from './local-accounts.service.js';

export function localAccountsRoutes(
  accounts: LocalAccounts,
  rateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  const rateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.route({
      ...routeOf(ENDPOINTS.signUp),
      schema: { body: signUpRequestSchema, response: { 201: authTokenResponseSchema } },
      config: { rateLimit },
      handler: async (request, reply) => reply.code(201).send({ token: await accounts.signUp(request.body) }),
    });

    app.route({
      ...routeOf(ENDPOINTS.signIn),
      schema: { body: signInRequestSchema, response: { 200: authTokenResponseSchema } },
      config: { rateLimit },
      handler: async (request) => ({ token: await accounts.signIn(request.body) }),
    });
  };
}
