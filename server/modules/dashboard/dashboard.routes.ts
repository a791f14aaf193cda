/** GET /dashboard/overview, /dashboard/account, /dashboard/transactions (signed in). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSchema,
  dashboardOverviewSchema,
  transactionsResponseSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { currentUser } from '../../plugins/authenticate.js';
import { createDashboardService } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const dashboard = createDashboardService(container);

  app.get('/dashboard/overview', { schema: { response: { 200: dashboardOverviewSchema } } }, (request) =>
    dashboard.overview(currentUser(request)),
  );
  app.get('/dashboard/account', { schema: { response: { 200: accountSchema } } }, async (request) =>
    dashboard.account(currentUser(request)),
  );
  app.get(
    '/dashboard/transactions',
    { schema: { response: { 200: transactionsResponseSchema } } },
    (request) => dashboard.transactions(currentUser(request)),
  );
};
