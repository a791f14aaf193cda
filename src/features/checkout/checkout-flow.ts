/**
 * The payment flow of docs/product.md ("Payment"), apart from React and the network so it is tested
 * alone: the completed event stores the transaction id; when the checkout closes, the id goes to the
 * server for verification after 1 s, with the remembered solution id; the outcome is told in a toast.
 * A checkout closed without paying is no outcome at all: the buyer may pick again.
 */
import type { VerifyPaymentRequest, VerifyPaymentResponse } from '../../../contract/api.js';
import { PAYMENT_VERIFY_DELAY_MS } from '../../../contract/constants.js';
import { sr } from '../../i18n/sr.js';
import type { CheckoutEvent } from '../../lib/payments/payments-port.js';
import type { ToastKind } from '../../lib/toast/toast-store.js';

/**
 * paid: verified and credited · unconfirmed: paid, but the confirmation or the crediting failed ·
 * providerError: the checkout itself broke · dismissed: closed without paying.
 */
export type CheckoutOutcome =
  | { kind: 'paid'; result: VerifyPaymentResponse }
  | { kind: 'unconfirmed' }
  | { kind: 'providerError'; message: string }
  | { kind: 'dismissed' };

export interface CheckoutFlowDeps {
  verify: (request: VerifyPaymentRequest) => Promise<VerifyPaymentResponse>;
  /** The solve that stopped for lack of credits, if one is remembered. */
  solutionId: string | null;
  toast: (message: string, kind: ToastKind) => void;
  delay?: (ms: number) => Promise<void>;
  /** The checkout closed after paying: verification is on its way. */
  onVerifying?: () => void;
  onOutcome: (outcome: CheckoutOutcome) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One checkout's event handler: pass it to the payments port's `open`. */
export function checkoutEventHandler(deps: CheckoutFlowDeps): (event: CheckoutEvent) => void {
  const t = sr.checkout;
  let completed = false;
  let transactionId: string | null = null;
  let done = false;
  const finish = (outcome: CheckoutOutcome) => {
    if (done) return;
    done = true;
    deps.onOutcome(outcome);
  };

  const verifyClosed = async () => {
    if (!transactionId) {
      deps.toast(t.confirmationMissing, 'error');
      return finish({ kind: 'unconfirmed' });
    }
    deps.onVerifying?.();
    await (deps.delay ?? wait)(PAYMENT_VERIFY_DELAY_MS);
    try {
      const result = await deps.verify({
        transaction_id: transactionId,
        ...(deps.solutionId ? { solution_id: deps.solutionId } : {}),
      });
      deps.toast(t.success, 'success');
      finish({ kind: 'paid', result });
    } catch {
      deps.toast(t.creditingFailed, 'error');
      finish({ kind: 'unconfirmed' });
    }
  };

  return (event) => {
    switch (event.type) {
      case 'completed':
        completed = true;
        transactionId = event.transactionId;
        return;
      case 'failed':
        deps.toast(t.paymentFailed, 'error');
        return;
      case 'error':
        return finish({ kind: 'providerError', message: event.message });
      case 'closed':
        if (!completed) return finish({ kind: 'dismissed' });
        return void verifyClosed();
    }
  };
}
