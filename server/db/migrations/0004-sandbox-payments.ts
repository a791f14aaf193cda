/**
 * The payment sandbox's ledger (adapters/payments/sandbox-payments.ts): provider-shaped transactions
 * the embedded checkout creates, pays or declines. No card data: there is none to keep.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ready', 'completed', 'declined')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_transactions').ifExists().execute();
}
