/**
 * Prepaid credit packages (docs/product.md and docs/architecture.md, "Decisions"): the credits the pricing
 * text promises the buyer. The server is the only judge of what a price id credits.
 */
export const CREDIT_PACKAGES = [
  { id: 'credits_550', priceEur: 5, credits: 550, problems: 55, bestChoice: false },
  { id: 'credits_1200', priceEur: 10, credits: 1200, problems: 120, bestChoice: true },
  { id: 'credits_2500', priceEur: 20, credits: 2500, problems: 250, bestChoice: false },
] as const;

export type CreditPackage = (typeof CREDIT_PACKAGES)[number];
export type CreditPackageId = CreditPackage['id'];
export const CREDIT_PACKAGE_IDS = CREDIT_PACKAGES.map((p) => p.id) as [CreditPackageId, ...CreditPackageId[]];

export function findCreditPackage(id: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((p) => p.id === id);
}
