/**
 * The embedded payment provider: behaves like Paddle without an account or a network. Its checkout
 * (the PWA's sandbox dialog, through sandbox-payments.routes.ts) creates a `txn_…` transaction for
 * one price id and the signed-in customer, then marks it paid or declined; verification reads this
 * ledger exactly as it reads Paddle's API. No card data is asked for or kept.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentsPort, ProviderTransaction } from '../../ports/payments.port.js';
import { SANDBOX_PRICE_IDS, TRANSACTION_ID } from './sandbox-catalogue.js';
import { sandboxPaymentsRoutes } from './sandbox-payments.routes.js';
import { findSandboxTransaction, type SandboxTransactionRow } from './sandbox-transactions.repository.js';

function toProviderTransaction(row: SandboxTransactionRow): ProviderTransaction {
  return {
    id: row.id,
    status: row.status,
    state: row.status === 'completed' ? 'paid' : row.status === 'declined' ? 'failed' : 'pending',
    customerEmail: row.customer_email,
    items: [{ priceId: row.price_id, quantity: 1 }],
    currency: row.currency,
    totalCents: row.total_cents,
  };
}

export function createSandboxPayments(db: Kysely<Database>): PaymentsPort {
  return {
    provider: 'sandbox',
    priceIds: SANDBOX_PRICE_IDS,
    async getTransaction(id) {
      if (!TRANSACTION_ID.test(id)) return null;
      const row = await findSandboxTransaction(db, id);
      return row ? toProviderTransaction(row) : null;
    },
    routes: { signedIn: sandboxPaymentsRoutes(db) },
  };
}
