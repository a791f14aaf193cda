/**
 * The sandbox checkout's endpoints, what Paddle's overlay does at Paddle: open a transaction for a
 * price and the signed-in customer, then pay or decline it. Only the customer reaches their own.
 */
import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENDPOINTS,
  sandboxCheckoutOpenRequestSchema,
  sandboxTransactionSchema,
  type SandboxTransaction,
} from '../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import { routeOf } from '../../lib/route-of.js';
import type { RouteCaller, SignedInRouteOptions } from '../../ports/adapter-routes.js';
import { newSandboxTransactionId, SANDBOX_CURRENCY, sandboxPriceCents } from './sandbox-catalogue.js';
import {
  findSandboxTransaction,
  insertSandboxTransaction,
  settleSandboxTransaction,
  type SandboxTransactionRow,
} from './sandbox-transactions.repository.js';

export const SANDBOX_MESSAGES = {
  unknownPrice: 'Nepoznata cena: izabrani paket ne postoji.',
  notFound: 'Transakcija nije pronađena.',
  alreadyDeclined: 'Ovo plaćanje je već odbijeno. Pokreni novu kupovinu.',
  alreadyPaid: 'Ovo plaćanje je već izvršeno.',
  noEmail: 'Za plaćanje je potrebna e-adresa naloga.',
} as const;

const sameEmail = (a: string, b: string) =>
  a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

const toAnswer = (row: SandboxTransactionRow): SandboxTransaction => ({
  transaction_id: row.id,
  status: row.status,
  price_id: row.price_id,
  currency: row.currency,
  total_cents: row.total_cents,
});

export const sandboxPaymentsRoutes =
  (db: Kysely<Database>): FastifyPluginAsync<SignedInRouteOptions> =>
  async (instance, { callerOf }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const idParams = z.object({ id: z.string().max(200) });

    /** The caller's own transaction; another customer's answers 404, as an unknown one does. */
    const owned = async (caller: RouteCaller, id: string) => {
      const row = await findSandboxTransaction(db, id);
      if (!row || !sameEmail(row.customer_email, caller.email)) throw notFound(SANDBOX_MESSAGES.notFound);
      return row;
    };

    app.route({
      ...routeOf(ENDPOINTS.sandboxCheckoutOpen),
      schema: { body: sandboxCheckoutOpenRequestSchema, response: { 201: sandboxTransactionSchema } },
      handler: async (request, reply) => {
        const totalCents = sandboxPriceCents(request.body.price_id);
        if (totalCents === undefined) throw unprocessable(SANDBOX_MESSAGES.unknownPrice);
        // Like the provider, the sandbox knows its customer by e-mail address.
        const { email } = callerOf(request);
        if (!email.trim()) throw unprocessable(SANDBOX_MESSAGES.noEmail);
        const row = await insertSandboxTransaction(db, {
          id: newSandboxTransactionId(),
          customerEmail: email,
          priceId: request.body.price_id,
          currency: SANDBOX_CURRENCY,
          totalCents,
        });
        return reply.code(201).send(toAnswer(row));
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.sandboxCheckoutPay),
      schema: { params: idParams, response: { 200: sandboxTransactionSchema } },
      handler: async (request) => {
        const { id } = request.params;
        await owned(callerOf(request), id);
        await settleSandboxTransaction(db, id, 'completed');
        const row = await owned(callerOf(request), id);
        // Paying twice is answered like the first time; a declined payment stays declined.
        if (row.status === 'declined') throw conflict(SANDBOX_MESSAGES.alreadyDeclined);
        return toAnswer(row);
      },
    });

    app.route({
      ...routeOf(ENDPOINTS.sandboxCheckoutDecline),
      schema: { params: idParams, response: { 200: sandboxTransactionSchema } },
      handler: async (request) => {
        const { id } = request.params;
        await owned(callerOf(request), id);
        await settleSandboxTransaction(db, id, 'declined');
        const row = await owned(callerOf(request), id);
        if (row.status === 'completed') throw conflict(SANDBOX_MESSAGES.alreadyPaid);
        return toAnswer(row);
      },
    });
  };
