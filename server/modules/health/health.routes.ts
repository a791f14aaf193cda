/** GET /health: ok once the database answers. */
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../contract/index.js';
import type { Container } from '../../container.js';

export const healthRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await sql`select 1`.execute(container.database.db);
    return { status: 'ok' as const };
  });
};
