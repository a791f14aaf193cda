/**
 * What a solve costs and gives back. One charge and at most one refund per solution, whichever
 * path (worker, reaper, delete) gets there: the idempotency keys make a second booking a no-op.
 */
import type { Kysely } from 'kysely';
import { CREDITS_PER_SOLVE } from '../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { bookLedgerEntry, type LedgerResult } from '../credits/credits.repository.js';
import { SOLVE_MESSAGES } from './solve.messages.js';

export function chargeSolve(db: Kysely<Database>, userId: string, solutionId: string): Promise<LedgerResult> {
  return bookLedgerEntry(db, {
    userId,
    type: 'SPEND',
    amount: -CREDITS_PER_SOLVE,
    description: SOLVE_MESSAGES.spendDescription,
    idempotencyKey: `solve:${solutionId}`,
    solutionId,
  });
}

export function refundSolve(db: Kysely<Database>, userId: string, solutionId: string): Promise<LedgerResult> {
  return bookLedgerEntry(db, {
    userId,
    type: 'REFUND',
    amount: CREDITS_PER_SOLVE,
    description: SOLVE_MESSAGES.refundDescription,
    idempotencyKey: `refund:${solutionId}`,
    solutionId,
  });
}
