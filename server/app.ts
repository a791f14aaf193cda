/**
 * Builds the Fastify app from a container of adapters, in layers: platform plugins (security
 * headers, rate limits, errors), then the API (public routes, then the signed-in scope), then the PWA.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../contract/index.js';
import type { Container } from './container.js';
import { currentUser, requireUser, userDecorator } from './plugins/authenticate.js';
import { clientErrorHandler } from './plugins/client-error.js';
import { contentSecurityPolicy } from './plugins/content-security-policy.js';
import { errorHandler } from './plugins/error-handler.js';
import { securityHeaders } from './plugins/security-headers.js';
import { registerStaticApp } from './plugins/static-app.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { solutionsRoutes } from './modules/solutions/solutions.routes.js';
import { paymentsRoutes, paymentWebhookRoutes } from './modules/payments/payments.routes.js';
import { solveRoutes } from './modules/solve/solve.routes.js';
import { createSolutionReads } from './modules/solutions/solution-reads.js';
import { createSignedInUsers } from './modules/users/signed-in-users.js';
import type { AdapterRoutes, SignedInRouteOptions } from './ports/adapter-routes.js';
import { sharePageRoutes, shareRoutes } from './modules/share/share.routes.js';

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

  await app.register(securityHeaders, { contentSecurityPolicy: contentSecurityPolicy(container.config) });
  await app.register(rateLimit, { global: false });
  await app.register(errorHandler);
  await app.register(userDecorator);

  // The endpoints the chosen adapters answer themselves (local accounts, the embedded store, the
  // payment sandbox); hosted services bring none.
  const adapterRoutes: AdapterRoutes[] = [container.identity, container.storage, container.payments].flatMap(
    (port) => (port.routes ? [port.routes] : []),
  );
  const signedInUsers = createSignedInUsers({
    db: container.database.db,
    identity: container.identity,
    welcomeCredits: container.config.welcomeCredits,
  });
  // One cache of rendered solutions for the status, history and solution routes.
  const reads = createSolutionReads(container);
  const signedInOptions: SignedInRouteOptions = {
    callerOf: (request) => ({ id: currentUser(request).id, email: currentUser(request).email }),
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { container });
      await api.register(paymentWebhookRoutes, { container });
      for (const routes of adapterRoutes) if (routes.public) await api.register(routes.public);
      await api.register(async (signedIn) => {
        requireUser(signedIn, signedInUsers);
        await signedIn.register(dashboardRoutes, { container });
        await signedIn.register(solveRoutes, { container, reads });
        await signedIn.register(solutionsRoutes, { container, reads });
        await signedIn.register(paymentsRoutes, { container });
        for (const routes of adapterRoutes)
          if (routes.signedIn) await signedIn.register(routes.signedIn, signedInOptions);
        await signedIn.register(shareRoutes, { container });
      });
    },
    { prefix: API_PREFIX },
  );

  for (const routes of adapterRoutes) if (routes.root) await app.register(routes.root);
  await app.register(sharePageRoutes, { container });
  await registerStaticApp(app, container.config.staticDir);
  return app;
}
