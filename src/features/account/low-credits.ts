import { LOW_CREDIT_THRESHOLD } from '../../../contract/index.js';

/** The account page shows a red warning under 10 credits (docs/product.md, "Constants"). */
export function isLowOnCredits(credits: number): boolean {
  return credits < LOW_CREDIT_THRESHOLD;
}
