/**
 * The solve calls (all signed in, all scoped to the caller; docs/product.md, "Calls"), typed tasks and
 * corrections included. History lives in modules/solutions.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctSolutionRequestSchema,
  ENDPOINTS,
  generateUploadUrlRequestSchema,
  generateUploadUrlResponseSchema,
  okResponseSchema,
  solutionIdRequestSchema,
  solveTextRequestSchema,
  solveTextResponseSchema,
  statusResponseSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { notFound } from '../../errors.js';
import { routeOf } from '../../lib/route-of.js';
import { sendJson } from '../../lib/send-json.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { SolutionReads } from '../solutions/solution-reads.js';
import { SOLVE_MESSAGES } from './solve.messages.js';
import { createSolveService } from './solve.service.js';
import { createTypedTasksService } from './typed-tasks.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const solveRoutes: FastifyPluginAsyncZod<{ container: Container; reads: SolutionReads }> = async (
  app,
  { container, reads },
) => {
  const solve = createSolveService(container);
  const typed = createTypedTasksService(container);

  app.route({
    ...routeOf(ENDPOINTS.generateUploadUrl),
    schema: { body: generateUploadUrlRequestSchema, response: { 200: generateUploadUrlResponseSchema } },
    handler: (request) => solve.createUploadUrl(currentUser(request), request.body),
  });

  app.route({
    ...routeOf(ENDPOINTS.uploadCompleted),
    schema: { body: solutionIdRequestSchema, response: { 200: okResponseSchema } },
    handler: (request) => solve.completeUpload(currentUser(request), request.body.solution_id),
  });

  app.route({
    ...routeOf(ENDPOINTS.solveProblem),
    schema: { body: solutionIdRequestSchema, response: { 200: okResponseSchema } },
    handler: (request) => solve.solve(currentUser(request), request.body.solution_id),
  });

  app.route({
    ...routeOf(ENDPOINTS.solutionStatus),
    schema: { params: z.object({ id: z.string() }), response: { 200: statusResponseSchema } },
    // Polled every few seconds by every phone waiting for an answer: served through the batched,
    // always-checked reads of modules/solutions (solution-reads.ts).
    handler: async (request, reply) => {
      const found = await reads.status(currentUser(request).id, request.params.id);
      if (!found) throw notFound(SOLVE_MESSAGES.notFound);
      if (found.body === undefined) return { status: found.status };
      return sendJson(reply, found.body);
    },
  });

  app.route({
    ...routeOf(ENDPOINTS.correctSolution),
    schema: {
      params: z.object({ id: z.string() }),
      body: correctSolutionRequestSchema,
      response: { 200: okResponseSchema },
    },
    handler: (request) => {
      if (!UUID.test(request.params.id)) throw notFound(SOLVE_MESSAGES.notFound);
      return typed.correct(currentUser(request), request.params.id, request.body);
    },
  });

  app.route({
    ...routeOf(ENDPOINTS.solveText),
    schema: { body: solveTextRequestSchema, response: { 200: solveTextResponseSchema } },
    handler: (request) => typed.solveText(currentUser(request), request.body),
  });
};
