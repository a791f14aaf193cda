/**
 * Builds the Fastify app from a container of adapters, in layers: platform plugins (security
 * headers, rate limits, errors), then the API (public routes, then the signed-in scope), then the PWA.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../contract/index.js';
import type { Container } from './container.js';
import { requireUser, userDecorator } from './plugins/authenticate.js';
import { clientErrorHandler } from './plugins/client-error.js';
import { contentSecurityPolicy } from './plugins/content-security-policy.js';
import { errorHandler } from './plugins/error-handler.js';
import { registerStaticApp } from './plugins/static-app.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { solutionsRoutes } from './modules/solutions/solutions.routes.js';
import { solveRoutes } from './modules/solve/solve.routes.js';
import { localStorageRoutes } from './adapters/storage/local-storage.routes.js';

/** JSON bodies are small; photos go to object storage, not through the API. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** A request must arrive whole within this (a 15 MB photo on a slow phone link included). */
const REQUEST_TIMEOUT_MS = 5 * 60_000;

export async function buildApp(
  container: Container,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: container.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: container.config.trustProxy,
    requestTimeout: REQUEST_TIMEOUT_MS,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(container.config) });
  await app.register(rateLimit, { global: false });
  await app.register(errorHandler);
  await app.register(userDecorator);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { container });
      if (container.localSessions) await api.register(authRoutes, { container });
      await api.register(async (signedIn) => {
        requireUser(signedIn, container);
        await signedIn.register(dashboardRoutes, { container });
        await signedIn.register(solveRoutes, { container });
        await signedIn.register(solutionsRoutes, { container });
      });
    },
    { prefix: API_PREFIX },
  );

  if (container.localStorage) await app.register(localStorageRoutes, { storage: container.localStorage });
  await registerStaticApp(app, container.config.staticDir);
  return app;
}
