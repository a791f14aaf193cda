/** The health call: ok once the database answers. */
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, healthResponseSchema } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { routeOf } from '../../lib/route-of.js';

export const healthRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  app.route({
    ...routeOf(ENDPOINTS.health),
    schema: { response: { 200: healthResponseSchema } },
    handler: async () => {
      await sql`select 1`.execute(container.database.db);
      return { status: 'ok' as const };
    },
  });
};
