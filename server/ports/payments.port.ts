/**
 * The payments port: what the payment provider records about a checkout's transaction, and the
 * signed notices it sends. The server trusts nothing the browser says about a payment beyond its id.
 */
import type { CreditPackageId } from '../../contract/index.js';
import type { AdapterRoutes } from './adapter-routes.js';

/** paid: the money is captured · pending: not (yet) paid · failed: declined, canceled or past due. */
export type PaymentState = 'paid' | 'pending' | 'failed';

export interface ProviderTransaction {
  /** The provider's id, `txn_…`. */
  id: string;
  /** The provider's own word for the status, for logs. */
  status: string;
  state: PaymentState;
  /** The provider's customer, by e-mail address; null while the checkout has none. */
  customerEmail: string | null;
  items: { priceId: string; quantity: number }[];
  /** ISO 4217, upper case. */
  currency: string;
  /** What the customer pays, in the currency's minor unit (cents), tax included. */
  totalCents: number;
}

/** What a verified webhook delivery says; anything but a completed transaction is acknowledged and ignored. */
export type WebhookNotice = { kind: 'transaction.completed'; transactionId: string } | { kind: 'ignored' };

/** A webhook delivery whose signature is missing, malformed, wrong or too old. */
export class WebhookRejected extends Error {}

export interface PaymentsPort {
  readonly provider: 'sandbox' | 'paddle';
  /** The provider's price id of each package: what the PWA's checkout opens, and what the server credits. */
  readonly priceIds: Readonly<Record<CreditPackageId, string>>;
  /** The transaction as the provider records it; null when the provider knows no transaction by this id. */
  getTransaction(id: string): Promise<ProviderTransaction | null>;
  /**
   * Checks a webhook delivery's signature over its exact bytes and reads it; throws WebhookRejected
   * when the signature does not hold. Absent when the provider sends no webhooks (the sandbox).
   */
  readWebhook?(rawBody: Buffer, signature: string | undefined, now?: Date): WebhookNotice;
  /** The sandbox answers its checkout's endpoints itself; Paddle's checkout is Paddle's. */
  readonly routes?: AdapterRoutes;
}
