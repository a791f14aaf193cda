/** History and reopening one solution (all signed in, all scoped to the caller; docs/product.md, "Calls"). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteHistoryRequestSchema,
  deleteHistoryResponseSchema,
  ENDPOINTS,
  historyQuerySchema,
  historyResponseSchema,
  solutionRecordSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { notFound } from '../../errors.js';
import { routeOf } from '../../lib/route-of.js';
import { currentUser } from '../../plugins/authenticate.js';
import { SOLUTIONS_MESSAGES } from './solutions.messages.js';
import { createSolutionsService } from './solutions.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const solutionsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const solutions = createSolutionsService(container);

  app.route({
    ...routeOf(ENDPOINTS.history),
    schema: { querystring: historyQuerySchema, response: { 200: historyResponseSchema } },
    handler: async (request) => ({
      data: await solutions.history(currentUser(request), request.query.start, request.query.limit),
    }),
  });

  app.route({
    ...routeOf(ENDPOINTS.solution),
    schema: { params: z.object({ id: z.string() }), response: { 200: solutionRecordSchema } },
    handler: (request) => {
      // Any id that is not one of ours reads as "not found", a malformed one included.
      if (!UUID.test(request.params.id)) throw notFound(SOLUTIONS_MESSAGES.notFound);
      return solutions.solution(currentUser(request), request.params.id);
    },
  });

  app.route({
    ...routeOf(ENDPOINTS.deleteHistory),
    schema: {
      body: deleteHistoryRequestSchema.nullish(),
      response: { 200: deleteHistoryResponseSchema },
    },
    handler: (request) => solutions.deleteHistory(currentUser(request), request.body?.solution_ids),
  });
};
