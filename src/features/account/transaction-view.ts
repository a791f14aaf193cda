/** How a transaction reads in the list (docs/product.md: DEPOSIT is a top-up, other types are spending). */
import type { Transaction } from '../../../contract/index.js';
import { formatEuroCents } from '../../lib/format.js';

export type TransactionKind = 'deposit' | 'refund' | 'spend';

export function transactionKind(type: string): TransactionKind {
  if (type === 'DEPOSIT') return 'deposit';
  if (type === 'REFUND') return 'refund';
  return 'spend';
}

/** "+500" for credits in, "−10" for credits out; amount_cents is a credit count. */
export function signedCredits(tx: Pick<Transaction, 'type' | 'amount_cents'>): string {
  const amount = Math.abs(tx.amount_cents);
  return transactionKind(tx.type) === 'spend' ? `−${amount}` : `+${amount}`;
}

/** The euro amount paid: only for deposits billed above 0 (amount_cents_billed is euro cents). */
export function billedAmount(tx: Pick<Transaction, 'type' | 'amount_cents_billed'>): string | null {
  if (transactionKind(tx.type) !== 'deposit' || tx.amount_cents_billed <= 0) return null;
  return formatEuroCents(tx.amount_cents_billed);
}
