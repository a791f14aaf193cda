/**
 * What a solve costs and gives back. A user pays for answers: a solution costs CREDITS_PER_SOLVE
 * once it ends with an answer, and nothing when it ends declined, however often it is corrected.
 *
 * Each charge belongs to a round: 0 is the first solve, 1..MAX_CORRECTIONS the corrections. A
 * round's charge and its refund carry idempotency keys (`solve:<id>` / `refund:<id>` for round 0,
 * `solve:<id>#<round>` / `refund:<id>#<round>` after), so each is booked at most once whichever path
 * (worker, reaper, delete) gets there. At most one round's charge is outstanding (charged and not
 * refunded) at any time: a correction charges only when none is, which is why correcting the same
 * solution never charges twice.
 */
import type { Kysely } from 'kysely';
import { CREDITS_PER_SOLVE, MAX_CORRECTIONS } from '../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { bookLedgerEntry, type LedgerResult } from '../credits/credits.repository.js';
import { SOLVE_MESSAGES } from './solve.messages.js';

const suffix = (round: number) => (round === 0 ? '' : `#${round}`);
const chargeKey = (solutionId: string, round: number) => `solve:${solutionId}${suffix(round)}`;
const refundKey = (solutionId: string, round: number) => `refund:${solutionId}${suffix(round)}`;

export function chargeSolve(
  db: Kysely<Database>,
  userId: string,
  solutionId: string,
  round = 0,
): Promise<LedgerResult> {
  return bookLedgerEntry(db, {
    userId,
    type: 'SPEND',
    amount: -CREDITS_PER_SOLVE,
    description: round === 0 ? SOLVE_MESSAGES.spendDescription : SOLVE_MESSAGES.correctionSpendDescription,
    idempotencyKey: chargeKey(solutionId, round),
    solutionId,
  });
}

export function refundSolve(
  db: Kysely<Database>,
  userId: string,
  solutionId: string,
  round = 0,
): Promise<LedgerResult> {
  return bookLedgerEntry(db, {
    userId,
    type: 'REFUND',
    amount: CREDITS_PER_SOLVE,
    description: SOLVE_MESSAGES.refundDescription,
    idempotencyKey: refundKey(solutionId, round),
    solutionId,
  });
}

/** The round whose charge is still outstanding (charged, not refunded), or null: the solution is free now. */
export async function outstandingChargeRound(
  db: Kysely<Database>,
  solutionId: string,
): Promise<number | null> {
  const rounds = Array.from({ length: MAX_CORRECTIONS + 1 }, (_, round) => round);
  // By key: the unique index answers this without scanning the ledger.
  const booked = new Set(
    (
      await db
        .selectFrom('transactions')
        .select('idempotency_key')
        .where(
          'idempotency_key',
          'in',
          rounds.flatMap((round) => [chargeKey(solutionId, round), refundKey(solutionId, round)]),
        )
        .execute()
    ).map((row) => row.idempotency_key),
  );
  const open = rounds.filter(
    (round) => booked.has(chargeKey(solutionId, round)) && !booked.has(refundKey(solutionId, round)),
  );
  return open.at(-1) ?? null;
}

/** Gives the outstanding charge back, if there is one (an answer was replaced by a decline, or none came). */
export async function refundOutstanding(
  db: Kysely<Database>,
  userId: string,
  solutionId: string,
): Promise<void> {
  const round = await outstandingChargeRound(db, solutionId);
  if (round !== null) await refundSolve(db, userId, solutionId, round);
}

/** Gives back what `round` charged, if its charge is the outstanding one (a correction that never answered). */
export async function refundRound(
  db: Kysely<Database>,
  userId: string,
  solutionId: string,
  round: number,
): Promise<void> {
  if ((await outstandingChargeRound(db, solutionId)) === round)
    await refundSolve(db, userId, solutionId, round);
}
