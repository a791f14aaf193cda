/** The dashboard, account and transaction calls (signed in). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSchema,
  dashboardOverviewSchema,
  ENDPOINTS,
  transactionsResponseSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { routeOf } from '../../lib/route-of.js';
import { currentUser } from '../../plugins/authenticate.js';
import { createDashboardService } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const dashboard = createDashboardService(container);

  app.route({
    ...routeOf(ENDPOINTS.dashboardOverview),
    schema: { response: { 200: dashboardOverviewSchema } },
    handler: (request) => dashboard.overview(currentUser(request)),
  });
  app.route({
    ...routeOf(ENDPOINTS.account),
    schema: { response: { 200: accountSchema } },
    handler: (request) => dashboard.account(currentUser(request)),
  });
  app.route({
    ...routeOf(ENDPOINTS.transactions),
    schema: { response: { 200: transactionsResponseSchema } },
    handler: (request) => dashboard.transactions(currentUser(request)),
  });
};
