/** The sandbox's ledger of provider-shaped transactions (migrations/0004-sandbox-payments.ts). */
import type { Kysely } from 'kysely';
import type { Database, SandboxTransactionsTable } from '../../db/schema.js';

export type SandboxTransactionRow = Awaited<ReturnType<typeof findSandboxTransaction>> & {};

export function findSandboxTransaction(db: Kysely<Database>, id: string) {
  return db.selectFrom('sandbox_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSandboxTransaction(
  db: Kysely<Database>,
  row: { id: string; customerEmail: string; priceId: string; currency: string; totalCents: number },
): Promise<SandboxTransactionRow> {
  return db
    .insertInto('sandbox_transactions')
    .values({
      id: row.id,
      customer_email: row.customerEmail,
      price_id: row.priceId,
      currency: row.currency,
      total_cents: row.totalCents,
      status: 'ready',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves a ready transaction to its outcome; false when it was no longer ready (paid or declined before). */
export async function settleSandboxTransaction(
  db: Kysely<Database>,
  id: string,
  status: Exclude<SandboxTransactionsTable['status'], 'ready'>,
): Promise<boolean> {
  const row = await db
    .updateTable('sandbox_transactions')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
