/** The solve calls of spec section 7 and the history list (all signed in, all scoped to the caller). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteHistoryRequestSchema,
  generateUploadUrlRequestSchema,
  generateUploadUrlResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  okResponseSchema,
  solutionIdRequestSchema,
  statusResponseSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/authenticate.js';
import { SOLVE_MESSAGES } from './solve.messages.js';
import { createSolveService } from './solve.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const solveRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const solve = createSolveService(container);

  app.post(
    '/generate-upload-url/',
    { schema: { body: generateUploadUrlRequestSchema, response: { 200: generateUploadUrlResponseSchema } } },
    (request) => solve.createUploadUrl(currentUser(request), request.body),
  );

  app.post(
    '/upload-completed',
    { schema: { body: solutionIdRequestSchema, response: { 200: okResponseSchema } } },
    (request) => solve.completeUpload(currentUser(request), request.body.solution_id),
  );

  app.post(
    '/solve-problem',
    { schema: { body: solutionIdRequestSchema, response: { 200: okResponseSchema } } },
    (request) => solve.solve(currentUser(request), request.body.solution_id),
  );

  app.get(
    '/solution/:id/status',
    { schema: { params: z.object({ id: z.string() }), response: { 200: statusResponseSchema } } },
    (request) => {
      if (!UUID.test(request.params.id)) throw notFound(SOLVE_MESSAGES.notFound);
      return solve.status(currentUser(request), request.params.id);
    },
  );

  app.get(
    '/problems/history',
    { schema: { querystring: historyQuerySchema, response: { 200: historyResponseSchema } } },
    async (request) => ({
      data: await solve.history(currentUser(request), request.query.start, request.query.limit),
    }),
  );

  app.delete(
    '/problems/history',
    {
      schema: {
        body: deleteHistoryRequestSchema.nullish(),
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    (request) => solve.deleteHistory(currentUser(request), request.body?.solution_ids),
  );
};
