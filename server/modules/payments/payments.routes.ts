/**
 * The payment calls (docs/product.md, "Payment"): the checkout's options and the verification,
 * signed in; the provider's webhook, public and checked by its signature on the raw body.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutOptionsSchema,
  ENDPOINTS,
  okResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { routeOf } from '../../lib/route-of.js';
import { currentUser } from '../../plugins/authenticate.js';
import { createPaymentsService } from './payments.service.js';

export const paymentsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const payments = createPaymentsService(container);

  app.route({
    ...routeOf(ENDPOINTS.checkoutOptions),
    schema: { response: { 200: checkoutOptionsSchema } },
    handler: () => payments.checkoutOptions(),
  });

  app.route({
    ...routeOf(ENDPOINTS.verifyPayment),
    schema: { body: verifyPaymentRequestSchema, response: { 200: verifyPaymentResponseSchema } },
    handler: (request) => payments.verify(currentUser(request), request.body),
  });
};

/**
 * The signature covers the exact bytes Paddle sent, so this scope keeps JSON bodies as a Buffer
 * (its own content-type parser) and lets control characters through (the bytes are checked, not
 * read as text; plugins/error-handler.ts).
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ container: Container }> = async (
  instance,
  { container },
) => {
  const payments = createPaymentsService(container);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    ...routeOf(ENDPOINTS.paddleWebhook),
    config: { allowControlCharacters: true },
    schema: { response: { 200: okResponseSchema } },
    handler: async (request) => {
      const signature = request.headers['paddle-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return { status: await payments.webhook(body, Array.isArray(signature) ? signature[0] : signature) };
    },
  });
};
