/**
 * Paddle's overlay checkout through @paddle/paddle-js (which injects Paddle's script from Paddle's
 * CDN). Imported only by the Paddle adapter, itself loaded only on /app/checkout. Failures become the
 * provider texts of docs/product.md: the script cannot load, or Paddle will not initialise.
 */
import type { Paddle, PaddleEventData } from '@paddle/paddle-js';
import { CHECKOUT_COUNTRY_CODE, PAYMENT_ENVIRONMENT } from '../../../contract/constants.js';
import { sr } from '../../i18n/sr.js';
import type { CheckoutEvent, CheckoutRequest } from './payments-port.js';

/** A failure of the payment provider itself, carrying the text the checkout's error screen shows. */
export class PaymentProviderError extends Error {}

/** The product pays in Paddle's sandbox; a live token (live_…) is Paddle's production. */
export const paddleEnvironment = (token: string) =>
  token.startsWith('live_') ? 'production' : PAYMENT_ENVIRONMENT;

/** The events the checkout acts on; the rest (loaded, items updated, …) are not its concern. */
export function toCheckoutEvent(event: PaddleEventData): CheckoutEvent | null {
  // Compared as text: the enum of paddle-js's types is not needed at run time.
  const name: string | undefined = event.name;
  switch (name) {
    case 'checkout.completed':
      return { type: 'completed', transactionId: event.data?.transaction_id ?? null };
    case 'checkout.closed':
      return { type: 'closed' };
    case 'checkout.payment.failed':
      return { type: 'failed' };
    case 'checkout.error':
      return { type: 'error', message: sr.payments.initFailed };
    default:
      return null;
  }
}

export async function loadPaddle(token: string, onEvent: (event: CheckoutEvent) => void): Promise<Paddle> {
  let paddleJs: typeof import('@paddle/paddle-js');
  try {
    paddleJs = await import('@paddle/paddle-js');
  } catch {
    throw new PaymentProviderError(sr.payments.loadFailed);
  }
  let paddle: Paddle | undefined;
  try {
    paddle = await paddleJs.initializePaddle({
      environment: paddleEnvironment(token),
      token,
      eventCallback: (event) => {
        const mapped = toCheckoutEvent(event);
        if (mapped) onEvent(mapped);
      },
    });
  } catch {
    // The promise rejects when Paddle's script cannot be fetched.
    throw new PaymentProviderError(sr.payments.loadFailed);
  }
  if (!paddle) throw new PaymentProviderError(sr.payments.initFailed);
  return paddle;
}

/** One item (the package's price, quantity 1), the buyer's e-mail address and country RS. */
export function openPaddleCheckout(paddle: Paddle, request: CheckoutRequest): void {
  paddle.Checkout.open({
    items: [{ priceId: request.priceId, quantity: 1 }],
    customer: { email: request.email, address: { countryCode: CHECKOUT_COUNTRY_CODE } },
  });
}
