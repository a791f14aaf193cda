/** What the sandbox sells and how its ids look: a fixed catalogue, like a provider's. */
import { randomBytes } from 'node:crypto';
import { CREDIT_PACKAGES, type CreditPackageId } from '../../../contract/index.js';

/** The sandbox's price of each package: a fixed table, like a provider's catalogue. */
export const SANDBOX_PRICE_IDS: Readonly<Record<CreditPackageId, string>> = {
  credits_550: 'pri_sandbox_credits_550',
  credits_1200: 'pri_sandbox_credits_1200',
  credits_2500: 'pri_sandbox_credits_2500',
};

export const SANDBOX_CURRENCY = 'EUR';

/** Paddle's transaction id shape: `txn_` and 26 lower-case letters and digits. */
export const TRANSACTION_ID = /^txn_[a-z0-9]{26}$/;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newSandboxTransactionId(): string {
  // 26 characters from 36 (a byte's remainder is very nearly uniform here: 256 mod 36 = 4).
  return `txn_${Array.from(randomBytes(26), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

/** The catalogue price of a sandbox price id, in euro cents; undefined for a price the sandbox does not sell. */
export function sandboxPriceCents(priceId: string): number | undefined {
  const pkg = CREDIT_PACKAGES.find((p) => SANDBOX_PRICE_IDS[p.id] === priceId);
  return pkg && pkg.priceEur * 100;
}
