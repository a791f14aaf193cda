/** Local email + password accounts (embedded identity only). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

export function findLocalAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('local_accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Returns false when the email is taken (the unique constraint decides races). */
export async function insertLocalAccount(
  db: Kysely<Database>,
  account: { id: string; email: string; username: string; passwordHash: string },
): Promise<boolean> {
  const row = await db
    .insertInto('local_accounts')
    .values({
      id: account.id,
      email: account.email,
      username: account.username,
      password_hash: account.passwordHash,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Failed sign-ins for this address since `since`. */
export async function countSignInFailures(db: Kysely<Database>, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a failed sign-in and forgets those older than `forgetBefore`. */
export async function recordSignInFailure(db: Kysely<Database>, email: string, forgetBefore: Date) {
  await db.insertInto('sign_in_failures').values({ email }).execute();
  await db.deleteFrom('sign_in_failures').where('created_at', '<', forgetBefore).execute();
}
