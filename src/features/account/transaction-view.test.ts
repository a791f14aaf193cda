import { describe, expect, it } from 'vitest';
import { isLowOnCredits } from './low-credits.js';
import { billedAmount, signedCredits, transactionKind } from './transaction-view.js';

describe('transaction view', () => {
  it('shows DEPOSIT as a top-up, REFUND as a refund and anything else as spending', () => {
    expect(transactionKind('DEPOSIT')).toBe('deposit');
    expect(transactionKind('REFUND')).toBe('refund');
    expect(transactionKind('SPEND')).toBe('spend');
    expect(transactionKind('SOMETHING_NEW')).toBe('spend');
  });

  it('signs credit amounts by direction', () => {
    expect(signedCredits({ type: 'DEPOSIT', amount_cents: 500 })).toBe('+500');
    expect(signedCredits({ type: 'SPEND', amount_cents: 10 })).toBe('−10');
    expect(signedCredits({ type: 'SPEND', amount_cents: -10 })).toBe('−10');
    expect(signedCredits({ type: 'REFUND', amount_cents: 10 })).toBe('+10');
  });

  it('shows the euro amount only for deposits billed above 0', () => {
    expect(billedAmount({ type: 'DEPOSIT', amount_cents_billed: 1000 })).toContain('10,00');
    expect(billedAmount({ type: 'DEPOSIT', amount_cents_billed: 0 })).toBeNull();
    expect(billedAmount({ type: 'SPEND', amount_cents_billed: 1000 })).toBeNull();
  });
});

describe('low credit warning', () => {
  it('warns under 10 credits only', () => {
    expect(isLowOnCredits(9)).toBe(true);
    expect(isLowOnCredits(0)).toBe(true);
    expect(isLowOnCredits(10)).toBe(false);
    expect(isLowOnCredits(500)).toBe(false);
  });
});
