/**
 * The credit ledger. A balance change and its transaction row are written together or not at
 * all; an idempotency key makes a booking happen at most once; the balance never goes below 0.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database, TransactionsTable } from '../../db/schema.js';

export interface LedgerEntry {
  userId: string;
  type: TransactionsTable['type'];
  /** Credits: positive adds, negative takes. */
  amount: number;
  description: string;
  billedCents?: number;
  /** Same key, same booking: a second attempt is a no-op answered 'duplicate'. */
  idempotencyKey?: string;
  solutionId?: string;
}

export type LedgerResult =
  { outcome: 'applied'; balance: number } | { outcome: 'duplicate' } | { outcome: 'insufficient' };

class InsufficientCredits extends Error {}

type Db = Kysely<Database> | Transaction<Database>;

/** Books one entry atomically. Pass a transaction to make it part of a larger unit of work. */
export async function bookLedgerEntry(db: Db, entry: LedgerEntry): Promise<LedgerResult> {
  const run = async (trx: Transaction<Database>): Promise<LedgerResult> => {
    const inserted = await trx
      .insertInto('transactions')
      .values({
        id: randomUUID(),
        user_id: entry.userId,
        type: entry.type,
        amount: entry.amount,
        amount_billed_cents: entry.billedCents ?? 0,
        description: entry.description,
        idempotency_key: entry.idempotencyKey ?? null,
        solution_id: entry.solutionId ?? null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { outcome: 'duplicate' };
    const updated = await trx
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '+', entry.amount) }))
      .where('id', '=', entry.userId)
      .where((eb) => eb(eb('credits', '+', entry.amount), '>=', 0))
      .returning('credits')
      .executeTakeFirst();
    // Throwing rolls the inserted row back with the transaction.
    if (!updated) throw new InsufficientCredits();
    return { outcome: 'applied', balance: updated.credits };
  };
  try {
    return db.isTransaction
      ? await savepoint(db as Transaction<Database>, run)
      : await db.transaction().execute(run);
  } catch (error) {
    if (error instanceof InsufficientCredits) return { outcome: 'insufficient' };
    throw error;
  }
}

/** Inside a caller's transaction a failed booking must not abort the caller's other work. */
async function savepoint<T>(
  trx: Transaction<Database>,
  run: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  await sql`savepoint ledger_entry`.execute(trx);
  try {
    const result = await run(trx);
    await sql`release savepoint ledger_entry`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ledger_entry`.execute(trx);
    throw error;
  }
}

export async function listTransactions(db: Db, userId: string, limit = 500) {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The user's balance now. */
export async function creditsOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.credits;
}
