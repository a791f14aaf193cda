import { describe, expect, it, vi } from 'vitest';
import type { VerifyPaymentResponse } from '../../../contract/api.js';
import { sr } from '../../i18n/sr.js';
import { checkoutEventHandler, type CheckoutFlowDeps } from './checkout-flow.js';

const verified: VerifyPaymentResponse = {
  status: 'credited',
  package_id: 'credits_1200',
  credits_added: 1200,
  credits: 1195,
  solution_started: true,
};

function flow(overrides: Partial<CheckoutFlowDeps> = {}) {
  const deps = {
    verify: vi.fn(() => Promise.resolve(verified)),
    solutionId: null,
    toast: vi.fn(),
    delay: vi.fn(() => Promise.resolve()),
    onVerifying: vi.fn(),
    onOutcome: vi.fn(),
    ...overrides,
  };
  return { deps, handle: checkoutEventHandler(deps) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the checkout flow', () => {
  it('verifies the stored transaction id 1 s after close, with the remembered solution, then thanks', async () => {
    const { deps, handle } = flow({ solutionId: 'f7a4a4d8-8d1e-4c1b-9a55-0f6a3b1f2c11' });
    handle({ type: 'completed', transactionId: 'txn_01' });
    expect(deps.verify).not.toHaveBeenCalled();
    handle({ type: 'closed' });
    await settled();
    expect(deps.delay).toHaveBeenCalledWith(1000);
    expect(deps.verify).toHaveBeenCalledWith({
      transaction_id: 'txn_01',
      solution_id: 'f7a4a4d8-8d1e-4c1b-9a55-0f6a3b1f2c11',
    });
    expect(deps.toast).toHaveBeenCalledWith(sr.checkout.success, 'success');
    expect(deps.onOutcome).toHaveBeenCalledWith({ kind: 'paid', result: verified });
  });

  it('sends no solution id when none is remembered', async () => {
    const { deps, handle } = flow();
    handle({ type: 'completed', transactionId: 'txn_02' });
    handle({ type: 'closed' });
    await settled();
    expect(deps.verify).toHaveBeenCalledWith({ transaction_id: 'txn_02' });
  });

  it('asks to contact support when the provider gave no transaction id', async () => {
    const { deps, handle } = flow();
    handle({ type: 'completed', transactionId: null });
    handle({ type: 'closed' });
    await settled();
    expect(deps.verify).not.toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledWith(sr.checkout.confirmationMissing, 'error');
    expect(deps.onOutcome).toHaveBeenCalledWith({ kind: 'unconfirmed' });
  });

  it('says the credits may not show yet when verification fails', async () => {
    const { deps, handle } = flow({ verify: vi.fn(() => Promise.reject(new Error('500'))) });
    handle({ type: 'completed', transactionId: 'txn_03' });
    handle({ type: 'closed' });
    await settled();
    expect(deps.toast).toHaveBeenCalledWith(sr.checkout.creditingFailed, 'error');
    expect(deps.onOutcome).toHaveBeenCalledWith({ kind: 'unconfirmed' });
  });

  it('shows the failure toast for a refused payment and verifies nothing when the checkout closes', async () => {
    const { deps, handle } = flow();
    handle({ type: 'failed' });
    handle({ type: 'closed' });
    await settled();
    expect(deps.toast).toHaveBeenCalledWith(sr.checkout.paymentFailed, 'error');
    expect(deps.verify).not.toHaveBeenCalled();
    expect(deps.onOutcome).toHaveBeenCalledWith({ kind: 'dismissed' });
  });

  it('reports a broken provider once, whatever follows', async () => {
    const { deps, handle } = flow();
    handle({ type: 'error', message: sr.payments.initFailed });
    handle({ type: 'closed' });
    await settled();
    expect(deps.onOutcome).toHaveBeenCalledTimes(1);
    expect(deps.onOutcome).toHaveBeenCalledWith({ kind: 'providerError', message: sr.payments.initFailed });
  });
});
