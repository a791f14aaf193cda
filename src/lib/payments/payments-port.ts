/**
 * The payments port of the PWA, as the identity port is for sign-in (src/lib/auth/auth-port.ts):
 * what the checkout screen needs from a payment provider, whichever the server uses — its embedded
 * sandbox (a dialog shaped like the provider's overlay) or Paddle's overlay. Adapters provide it
 * through PaymentsContext; both report the same events.
 */
import { createContext, useContext } from 'react';
import type { PaymentProvider } from '../../../contract/api.js';

/**
 * completed: paid, with the provider's transaction id (null if the provider gave none) · failed: the
 * payment was refused (the checkout stays usable) · error: the checkout itself broke · closed: the
 * checkout is gone, after any of these or when the buyer closes it.
 */
export type CheckoutEvent =
  | { type: 'completed'; transactionId: string | null }
  | { type: 'failed' }
  | { type: 'error'; message: string }
  | { type: 'closed' };

export interface CheckoutRequest {
  priceId: string;
  /** The buyer's e-mail address: the provider knows its customer by it. */
  email: string;
  /** What the sandbox's dialog shows (Paddle's overlay shows its own catalogue). */
  packageLabel: string;
}

export type PaymentsStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string };

export interface PaymentsPort {
  provider: PaymentProvider;
  status: PaymentsStatus;
  /** Opens the checkout for one package; events arrive through `onEvent` until `closed`. */
  open: (request: CheckoutRequest, onEvent: (event: CheckoutEvent) => void) => void;
}

export const PaymentsContext = createContext<PaymentsPort | null>(null);

export function usePaymentsPort(): PaymentsPort {
  const port = useContext(PaymentsContext);
  if (!port) throw new Error('usePaymentsPort must be used inside a payments provider');
  return port;
}
