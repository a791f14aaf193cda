/** Sign-up and sign-in (embedded local accounts only), rate limited per IP. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authTokenResponseSchema,
  ENDPOINTS,
  signInRequestSchema,
  signUpRequestSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { routeOf } from '../../lib/route-of.js';
import { createAuthService } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const auth = createAuthService(container);
  const rateLimit = { max: container.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.route({
    ...routeOf(ENDPOINTS.signUp),
    schema: { body: signUpRequestSchema, response: { 201: authTokenResponseSchema } },
    config: { rateLimit },
    handler: async (request, reply) => reply.code(201).send({ token: await auth.signUp(request.body) }),
  });

  app.route({
    ...routeOf(ENDPOINTS.signIn),
    schema: { body: signInRequestSchema, response: { 200: authTokenResponseSchema } },
    config: { rateLimit },
    handler: async (request) => ({ token: await auth.signIn(request.body) }),
  });
};
