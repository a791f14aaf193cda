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
import { sendJson } from '../../lib/send-json.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { SolutionReads } from './solution-reads.js';
import { SOLUTIONS_MESSAGES } from './solutions.messages.js';
import { createSolutionsService } from './solutions.service.js';

export const solutionsRoutes: FastifyPluginAsyncZod<{ container: Container; reads: SolutionReads }> = async (
  app,
  { container, reads },
) => {
  const solutions = createSolutionsService(container);

  app.route({
    ...routeOf(ENDPOINTS.history),
    schema: { querystring: historyQuerySchema, response: { 200: historyResponseSchema } },
    // Reads go through solution-reads.ts: checked against the database on every call, rendered once.
    handler: async (request, reply) => {
      const { start, limit } = request.query;
      return sendJson(reply, await reads.history(currentUser(request).id, start, limit));
    },
  });

  app.route({
    ...routeOf(ENDPOINTS.solution),
    schema: { params: z.object({ id: z.string() }), response: { 200: solutionRecordSchema } },
    handler: async (request, reply) => {
      // Any id that is not one of ours reads as "not found", a malformed one included.
      const record = await reads.record(currentUser(request).id, request.params.id);
      if (record === undefined) throw notFound(SOLUTIONS_MESSAGES.notFound);
      return sendJson(reply, record);
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
