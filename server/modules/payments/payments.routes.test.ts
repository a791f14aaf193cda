/**
 * Buying credits on the embedded sandbox, through the API as the PWA's checkout does it: open a
 * transaction, pay or decline it, verify it; and the solve that stopped for lack of credits resumed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { SANDBOX_MESSAGES } from '../../adapters/payments/sandbox-payments.routes.js';
import { scriptedSolver } from '../solve/solve.test-solvers.js';
import { PAYMENT_MESSAGES } from './payments.messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ solver: scriptedSolver(), worker: true, env: { WELCOME_CREDITS: '5' } });
});
afterAll(() => t?.close());

const PRICE_10 = 'pri_sandbox_credits_1200';

async function customer() {
  const { authorization, email } = await t.signUp();
  const api = solveCalls(t.app, authorization);
  const open = async (price_id = PRICE_10) => {
    const res = await api.call('POST', '/sandbox-checkout/transactions', { price_id });
    return res;
  };
  const opened = async (price_id = PRICE_10) => {
    const res = await open(price_id);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ transaction_id: string }>().transaction_id;
  };
  return {
    api,
    email,
    open,
    opened,
    pay: (id: string) => api.call('POST', `/sandbox-checkout/transactions/${id}/pay`),
    decline: (id: string) => api.call('POST', `/sandbox-checkout/transactions/${id}/decline`),
    verify: (transaction_id: string, solution_id?: string) =>
      api.call('POST', '/transactions/verify-payment-completed', {
        transaction_id,
        ...(solution_id ? { solution_id } : {}),
      }),
    ledger: async () =>
      (await api.call('GET', '/dashboard/transactions')).json<
        { type: string; amount_cents: number; amount_cents_billed: number; description: string }[]
      >(),
  };
}

describe('the sandbox checkout and payment verification', () => {
  it('offers the three packages with the sandbox price ids', async () => {
    const { api } = await customer();
    const res = await api.call('GET', '/payments/checkout-options');
    expect(res.json()).toEqual({
      provider: 'sandbox',
      packages: [
        { id: 'credits_550', price_id: 'pri_sandbox_credits_550' },
        { id: 'credits_1200', price_id: 'pri_sandbox_credits_1200' },
        { id: 'credits_2500', price_id: 'pri_sandbox_credits_2500' },
      ],
    });
  });

  it('opens a provider-shaped transaction, and credits a paid one once with a DEPOSIT billed in euro cents', async () => {
    const c = await customer();
    const opened = await c.open();
    expect(opened.json()).toMatchObject({
      status: 'ready',
      price_id: PRICE_10,
      currency: 'EUR',
      total_cents: 1000,
    });
    const id = opened.json<{ transaction_id: string }>().transaction_id;
    expect(id).toMatch(/^txn_[a-z0-9]{26}$/);
    expect((await c.pay(id)).json()).toMatchObject({ status: 'completed' });

    const first = await c.verify(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      status: 'credited',
      package_id: 'credits_1200',
      credits_added: 1200,
      credits: 1205,
      solution_started: false,
    });
    const again = await c.verify(id);
    expect(again.json()).toMatchObject({ status: 'already_credited', credits: 1205 });

    const deposits = (await c.ledger()).filter((tx) => tx.type === 'DEPOSIT' && tx.amount_cents_billed > 0);
    expect(deposits).toEqual([
      expect.objectContaining({
        amount_cents: 1200,
        amount_cents_billed: 1000,
        description: 'Kupovina paketa: 1200 kredita (10 €)',
      }),
    ]);
  });

  it("credits nothing for a declined, an unpaid, a made-up or another customer's transaction", async () => {
    const c = await customer();
    const declined = await c.opened();
    expect((await c.decline(declined)).json()).toMatchObject({ status: 'declined' });
    const d = await c.verify(declined);
    expect([d.statusCode, d.json().detail]).toEqual([402, PAYMENT_MESSAGES.declined]);
    expect((await c.pay(declined)).statusCode).toBe(409);

    const unpaid = await c.opened();
    const u = await c.verify(unpaid);
    expect([u.statusCode, u.json().detail]).toEqual([409, PAYMENT_MESSAGES.notPaid]);

    for (const madeUp of ['txn_aaaaaaaaaaaaaaaaaaaaaaaaaa', 'made-up', 'txn_../../x']) {
      const m = await c.verify(madeUp);
      expect([m.statusCode, m.json().detail]).toEqual([404, PAYMENT_MESSAGES.notFound]);
    }

    const other = await customer();
    const theirs = await other.opened();
    await other.pay(theirs);
    const f = await c.verify(theirs);
    expect([f.statusCode, f.json().detail]).toEqual([404, PAYMENT_MESSAGES.notFound]);
    expect((await c.pay(theirs)).statusCode).toBe(404);
    expect((await c.decline(theirs)).json().detail).toBe(SANDBOX_MESSAGES.notFound);

    expect(await c.api.credits()).toBe(5);
    expect(await other.api.credits()).toBe(5);
  });

  it('refuses to open a checkout for a price the server does not sell', async () => {
    const c = await customer();
    const res = await c.open('pri_01hfree');
    expect([res.statusCode, res.json().detail]).toEqual([422, SANDBOX_MESSAGES.unknownPrice]);
  });

  it("opens no checkout for a user without an e-mail address, and lets them claim no one's payment", async () => {
    const c = await customer();
    const stranger = await customer();
    const theirs = await stranger.opened();
    await c.api.credits();
    await t.container.database.db
      .updateTable('users')
      .set({ email: '' })
      .where('email', '=', c.email)
      .execute();
    // The address is written once, when a user is first seen, and a session remembers the user
    // (signed-in-users.ts): a new session sees the emptied row. A token issued in the same second
    // would be the same token, so the clock moves on first.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2_000);
    const signIn = await t.app
      .inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: c.email, password: 'lozinka-1234' },
      })
      .finally(() => vi.useRealTimers());
    const emailless = solveCalls(t.app, `Bearer ${signIn.json<{ token: string }>().token}`);
    const res = await emailless.call('POST', '/sandbox-checkout/transactions', { price_id: PRICE_10 });
    expect([res.statusCode, res.json().detail]).toEqual([422, SANDBOX_MESSAGES.noEmail]);
    const claim = await emailless.call('POST', '/transactions/verify-payment-completed', {
      transaction_id: theirs,
    });
    expect(claim.statusCode).toBe(404);
  });

  it('answers a verify without a transaction id, or with a solution id that is no id, with a 422', async () => {
    const c = await customer();
    expect((await c.api.call('POST', '/transactions/verify-payment-completed', {})).statusCode).toBe(422);
    const bad = await c.api.call('POST', '/transactions/verify-payment-completed', {
      transaction_id: 'txn_aaaaaaaaaaaaaaaaaaaaaaaaaa',
      solution_id: 'nije-id',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('resumes the solve that stopped for lack of credits: charged once, however often verify is called', async () => {
    const c = await customer();
    const photo = await photoOfText('3x + 5 = 20');
    const solutionId = await c.api.uploaded(photo);
    const stopped = await c.api.solve(solutionId);
    expect(stopped.statusCode).toBe(402);

    const id = await c.opened();
    await c.pay(id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.verify(id, solutionId)));
    for (const a of answers) expect(a.json()).toMatchObject({ solution_started: true });
    expect(answers.filter((a) => a.json().status === 'credited')).toHaveLength(1);

    const deadline = Date.now() + 15_000;
    let status = '';
    while (status !== 'COMPLETED' && Date.now() < deadline) {
      status = (await c.api.status(solutionId)).json<{ status: string }>().status;
      if (status !== 'COMPLETED') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('COMPLETED');
    expect(await c.api.credits()).toBe(1195);
    const ledger = await c.ledger();
    expect(ledger.filter((tx) => tx.type === 'SPEND')).toEqual([
      expect.objectContaining({ amount_cents: -10 }),
    ]);
  });

  it("lets no payment provider's origin into the page's CSP when the sandbox takes the payments", async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(String(res.headers['content-security-policy'])).not.toContain('paddle');
  });

  it("credits the payment but starts nothing for another user's solution", async () => {
    const owner = await customer();
    const theirs = await owner.api.uploaded(await photoOfText('2x = 8'));
    const c = await customer();
    const id = await c.opened();
    await c.pay(id);
    expect((await c.verify(id, theirs)).json()).toMatchObject({
      status: 'credited',
      solution_started: false,
    });
    expect((await owner.api.status(theirs)).json()).toEqual({ status: 'UPLOADED' });
    expect(await owner.api.credits()).toBe(5);
  });
});
