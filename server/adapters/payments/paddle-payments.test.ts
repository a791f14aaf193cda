/** The Paddle adapter against a local fake of Paddle's API (server/test-support/fake-paddle.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedEvent,
  paddleId,
  startFakePaddle,
  type FakePaddle,
} from '../../test-support/fake-paddle.js';
import { WebhookRejected, type PaymentsPort } from '../../ports/payments.port.js';
import { createPaddlePayments } from './paddle-payments.js';
import { signPaddleWebhook } from './paddle-signature.js';

const priceIds = { credits_550: 'pri_5', credits_1200: 'pri_10', credits_2500: 'pri_20' };
const webhookSecret = 'pdl_ntfset_test_secret';

let fake: FakePaddle;
let paddle: PaymentsPort;
beforeAll(async () => {
  fake = await startFakePaddle();
  paddle = createPaddlePayments({
    kind: 'paddle',
    apiKey: fake.apiKey,
    webhookSecret,
    environment: 'sandbox',
    apiUrl: fake.url,
    priceIds,
  });
});
afterAll(() => fake.close());

describe('the Paddle payments adapter', () => {
  it('fetches the transaction with its customer and reads completed and paid as paid, past_due as failed', async () => {
    const cases = [
      ['completed', 'paid'],
      ['paid', 'paid'],
      ['past_due', 'failed'],
      ['canceled', 'failed'],
      ['ready', 'pending'],
    ] as const;
    for (const [i, [status, state]] of cases.entries()) {
      const id = paddleId('txn', 100 + i);
      fake.transactions.set(id, {
        id,
        status,
        customerEmail: 'Ana@Primer.rs',
        priceId: 'pri_10',
        total: 1000,
      });
      expect(await paddle.getTransaction(id)).toEqual({
        id,
        status,
        state,
        customerEmail: 'Ana@Primer.rs',
        items: [{ priceId: 'pri_10', quantity: 1 }],
        currency: 'EUR',
        totalCents: 1000,
      });
      expect(fake.requests.at(-1)).toBe(`GET /transactions/${id}?include=customer`);
    }
  });

  it('answers null for an id Paddle does not know, and does not ask about one that is not Paddle-shaped', async () => {
    expect(await paddle.getTransaction(paddleId('txn', 999))).toBeNull();
    const asked = fake.requests.length;
    expect(await paddle.getTransaction('txn_../../customers')).toBeNull();
    expect(await paddle.getTransaction('made-up')).toBeNull();
    expect(fake.requests.length).toBe(asked);
  });

  it('throws when Paddle refuses the API key, rather than calling the payment unknown', async () => {
    const wrongKey = createPaddlePayments({
      kind: 'paddle',
      apiKey: 'pdl_wrong',
      webhookSecret,
      environment: 'sandbox',
      apiUrl: fake.url,
      priceIds,
    });
    const id = paddleId('txn', 100);
    await expect(wrongKey.getTransaction(id)).rejects.toThrow();
  });

  it('reads a signed transaction.completed, ignores other events, and refuses bad signatures', () => {
    const id = paddleId('txn', 7);
    const body = Buffer.from(completedEvent(id));
    expect(paddle.readWebhook?.(body, signPaddleWebhook(body, webhookSecret))).toEqual({
      kind: 'transaction.completed',
      transactionId: id,
    });
    const other = Buffer.from(JSON.stringify({ event_type: 'customer.created', data: { id: 'ctm_1' } }));
    expect(paddle.readWebhook?.(other, signPaddleWebhook(other, webhookSecret))).toEqual({ kind: 'ignored' });

    const stale = signPaddleWebhook(body, webhookSecret, new Date(Date.now() - 3_600_000));
    for (const signature of [undefined, signPaddleWebhook(body, 'another-secret'), stale])
      expect(() => paddle.readWebhook?.(body, signature)).toThrow(WebhookRejected);
  });
});
