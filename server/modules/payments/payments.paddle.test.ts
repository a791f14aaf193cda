/**
 * Verification and webhooks with Paddle as the provider, against a local fake of Paddle's API, on
 * both engines the product runs on: however many verify calls and webhooks arrive, in whatever
 * order, a transaction is credited once; nothing else is credited at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaddleWebhook } from '../../adapters/payments/paddle-signature.js';
import {
  completedEvent,
  paddleId,
  startFakePaddle,
  type FakePaddle,
  type FakeTransaction,
} from '../../test-support/fake-paddle.js';
import { solveCalls } from '../../test-support/solve-flow.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { hasPostgres, pgliteTarget, postgresTarget } from '../../test-support/test-database.js';
import { PAYMENT_MESSAGES } from './payments.messages.js';

const SECRET = 'pdl_ntfset_01_test_secret';
const PRICES = { five: 'pri_01five', ten: 'pri_01ten', twenty: 'pri_01twenty' };

describe.each([
  ['PGlite', pgliteTarget],
  ['PostgreSQL', postgresTarget],
] as const)('payments with Paddle, on %s', (name, target) => {
  const skip = name === 'PostgreSQL' && !hasPostgres();
  let fake: FakePaddle;
  let t: TestApp;
  let next = 1;
  beforeAll(async () => {
    if (skip) return;
    fake = await startFakePaddle();
    t = await createTestApp({
      databaseTarget: await target(),
      env: {
        PADDLE_API_KEY: fake.apiKey,
        PADDLE_WEBHOOK_SECRET: SECRET,
        PADDLE_API_URL: fake.url,
        PADDLE_PRICE_ID_5_EUR: PRICES.five,
        PADDLE_PRICE_ID_10_EUR: PRICES.ten,
        PADDLE_PRICE_ID_20_EUR: PRICES.twenty,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A transaction Paddle knows, for this customer unless told otherwise. */
  const paddleTransaction = (customerEmail: string | null, overrides: Partial<FakeTransaction> = {}) => {
    const transaction: FakeTransaction = {
      id: paddleId('txn', next++),
      status: 'completed',
      customerEmail,
      priceId: PRICES.ten,
      total: 1000,
      ...overrides,
    };
    fake.transactions.set(transaction.id, transaction);
    return transaction.id;
  };

  async function customer() {
    const { authorization, email } = await t.signUp();
    const api = solveCalls(t.app, authorization);
    // The user row exists from the first signed-in call on, long before anyone pays.
    expect(await api.credits()).toBe(500);
    return {
      api,
      email,
      verify: (transaction_id: string) =>
        api.call('POST', '/transactions/verify-payment-completed', { transaction_id }),
      deposits: async () =>
        (await api.call('GET', '/dashboard/transactions'))
          .json<{ type: string; amount_cents: number; amount_cents_billed: number }[]>()
          .filter((tx) => tx.type === 'DEPOSIT' && tx.amount_cents_billed > 0),
    };
  }

  const webhook = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/paddle',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'paddle-signature': signature } : {}),
      },
      payload: body,
    });
  const signed = (body: string, at = new Date()) => webhook(body, signPaddleWebhook(body, SECRET, at));

  it.skipIf(skip)('tells the PWA to open Paddle with the configured price ids', async () => {
    const { api } = await customer();
    expect((await api.call('GET', '/payments/checkout-options')).json()).toEqual({
      provider: 'paddle',
      packages: [
        { id: 'credits_550', price_id: PRICES.five },
        { id: 'credits_1200', price_id: PRICES.ten },
        { id: 'credits_2500', price_id: PRICES.twenty },
      ],
    });
  });

  it.skipIf(skip)('credits one transaction once under 20 parallel verify calls and 5 webhooks', async () => {
    const c = await customer();
    const id = paddleTransaction(c.email.toUpperCase());
    const body = completedEvent(id);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => c.verify(id)),
      ...Array.from({ length: 5 }, () => signed(body)),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const statuses = answers.map((a) => a.json<{ status: string }>().status);
    expect(statuses.filter((s) => s === 'credited')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'already_credited')).toHaveLength(24);
    expect(await c.api.credits()).toBe(500 + 1200);
    expect(await c.deposits()).toEqual([
      expect.objectContaining({ amount_cents: 1200, amount_cents_billed: 1000 }),
    ]);
  });

  it.skipIf(skip)('credits through the webhook alone, and verify afterwards adds nothing', async () => {
    const c = await customer();
    const id = paddleTransaction(c.email, { priceId: PRICES.twenty, total: 2000 });
    expect((await signed(completedEvent(id))).json()).toEqual({ status: 'credited' });
    expect((await c.verify(id)).json()).toMatchObject({ status: 'already_credited', credits: 3000 });
  });

  it.skipIf(skip)(
    'answers 4xx and credits nothing for a foreign, unpaid, failed or made-up transaction',
    async () => {
      const c = await customer();
      const cases: [string, number, string][] = [
        [paddleTransaction('someone.else@primer.rs'), 404, PAYMENT_MESSAGES.notFound],
        [paddleTransaction(null, { status: 'draft' }), 404, PAYMENT_MESSAGES.notFound],
        [paddleTransaction(c.email, { status: 'ready' }), 409, PAYMENT_MESSAGES.notPaid],
        [paddleTransaction(c.email, { status: 'past_due' }), 402, PAYMENT_MESSAGES.declined],
        [paddleTransaction(c.email, { status: 'canceled' }), 402, PAYMENT_MESSAGES.declined],
        [paddleId('txn', 99_999), 404, PAYMENT_MESSAGES.notFound],
        ['txn_made_up', 404, PAYMENT_MESSAGES.notFound],
      ];
      for (const [id, status, detail] of cases) {
        const res = await c.verify(id);
        expect([id, res.statusCode, res.json().detail]).toEqual([id, status, detail]);
      }
      expect(await c.api.credits()).toBe(500);
    },
  );

  it.skipIf(skip)(
    'refuses a price id it does not know, a second item, and a total below the price',
    async () => {
      const c = await customer();
      for (const overrides of [
        { priceId: 'pri_01unknown' },
        { quantity: 2, total: 2000 },
        { total: 1 },
        { currency: 'USD' },
      ]) {
        const id = paddleTransaction(c.email, overrides);
        const verified = await c.verify(id);
        expect(verified.statusCode, JSON.stringify(overrides)).toBe(422);
        expect((await signed(completedEvent(id))).statusCode).toBe(422);
      }
      expect(await c.api.credits()).toBe(500);
    },
  );

  it.skipIf(skip)(
    'rejects a webhook with a bad, missing or stale signature and credits nothing',
    async () => {
      const c = await customer();
      const id = paddleTransaction(c.email);
      const body = completedEvent(id);
      const attempts = [
        await webhook(body),
        await webhook(body, signPaddleWebhook(body, 'not-the-secret')),
        await webhook(body, 'ts=1;h1=zz'),
        await webhook(body.replace(id, paddleTransaction(c.email)), signPaddleWebhook(body, SECRET)),
        await signed(body, new Date(Date.now() - 10 * 60_000)),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.badSignature });
      }
      expect(await c.api.credits()).toBe(500);
    },
  );

  it.skipIf(skip)('acknowledges events it does not act on, and a customer it cannot tell apart', async () => {
    const other = JSON.stringify({ event_type: 'transaction.created', data: { id: paddleId('txn', 5) } });
    expect((await signed(other)).json()).toEqual({ status: 'ignored' });
    const nobody = paddleTransaction('nobody@primer.rs');
    expect((await signed(completedEvent(nobody))).json()).toEqual({ status: 'ignored' });
  });

  it.skipIf(skip)("allows exactly the origins of Paddle's overlay in the page's CSP", async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('https://cdn.paddle.com');
    expect(csp).toMatch(/frame-src[^;]*https:\/\/sandbox-buy\.paddle\.com/);
    expect(csp).not.toContain('https://buy.paddle.com');
  });
});
