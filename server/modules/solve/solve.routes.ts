/** The solve calls (all signed in, all scoped to the caller; docs/product.md, "Calls"). History lives in modules/solutions. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  generateUploadUrlRequestSchema,
  generateUploadUrlResponseSchema,
  okResponseSchema,
  solutionIdRequestSchema,
  statusResponseSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { notFound } from '../../errors.js';
import { routeOf } from '../../lib/route-of.js';
import { currentUser } from '../../plugins/authenticate.js';
import { SOLVE_MESSAGES } from './solve.messages.js';
import { createSolveService } from './solve.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const solveRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const solve = createSolveService(container);

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
    handler: (request) => {
      if (!UUID.test(request.params.id)) throw notFound(SOLVE_MESSAGES.notFound);
      return solve.status(currentUser(request), request.params.id);
    },
  });
};
