/**
 * Paddle Billing. Verification fetches the transaction from Paddle's API with its customer (the
 * browser's word is only the id); webhooks are checked against the notification secret on their
 * exact bytes. The SDK is imported on first use, so a server without Paddle never loads it.
 */
import type { Environment, Paddle, Transaction } from '@paddle/paddle-node-sdk';
import type { PaddleConfig } from '../../config/env.js';
import {
  WebhookRejected,
  type PaymentState,
  type PaymentsPort,
  type ProviderTransaction,
  type WebhookNotice,
} from '../../ports/payments.port.js';
import { checkPaddleSignature } from './paddle-signature.js';

/** Paddle's transaction ids: `txn_` and 26 lower-case letters and digits. Anything else is not asked for. */
const PADDLE_TRANSACTION_ID = /^txn_[a-z0-9]{26}$/;

/** Paddle's statuses (developer.paddle.com, transaction entity): paid is captured, completed also processed. */
function stateOf(status: string): PaymentState {
  if (status === 'paid' || status === 'completed') return 'paid';
  if (status === 'canceled' || status === 'past_due') return 'failed';
  return 'pending';
}

function toProviderTransaction(transaction: Transaction): ProviderTransaction {
  return {
    id: transaction.id,
    status: transaction.status,
    state: stateOf(transaction.status),
    customerEmail: transaction.customer?.email ?? null,
    items: transaction.items.map((item) => ({ priceId: item.price?.id ?? '', quantity: item.quantity })),
    currency: transaction.currencyCode,
    totalCents: Number(transaction.details?.totals?.total ?? 0),
  };
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'not_found' || error.code === 'entity_not_found');

export function createPaddlePayments(config: PaddleConfig): PaymentsPort {
  let client: Promise<Paddle> | undefined;
  const paddle = () =>
    (client ??= import('@paddle/paddle-node-sdk').then(
      ({ Paddle: PaddleClient, Environment: Environments }) =>
        new PaddleClient(config.apiKey, {
          // The SDK takes a URL in place of an environment name (its base-URL lookup falls back to it).
          environment: (config.apiUrl ?? Environments[config.environment]) as Environment,
        }),
    ));

  return {
    provider: 'paddle',
    priceIds: config.priceIds,

    async getTransaction(id) {
      if (!PADDLE_TRANSACTION_ID.test(id)) return null;
      try {
        const transaction = await (await paddle()).transactions.get(id, { include: ['customer'] });
        return toProviderTransaction(transaction);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    readWebhook(rawBody, signature, now): WebhookNotice {
      const verdict = checkPaddleSignature(rawBody, signature, config.webhookSecret, now);
      if (verdict !== 'valid') throw new WebhookRejected(verdict);
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const { event_type: type, data } = (event ?? {}) as { event_type?: unknown; data?: { id?: unknown } };
      if (type === 'transaction.completed' && typeof data?.id === 'string')
        return { kind: 'transaction.completed', transactionId: data.id };
      return { kind: 'ignored' };
    },
  };
}
