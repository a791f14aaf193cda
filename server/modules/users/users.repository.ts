/** Users: one row per identity at a provider, holding the credit balance. */
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema.js';

/**
 * The user as a signed-in request knows it. Each of these fields is written once, when the user is
 * first seen, so it may be remembered between requests (signed-in-users.ts). The balance is left
 * out on purpose: every solve and payment changes it, so it is read fresh where it is shown
 * (credits.repository.ts, `creditsOf`).
 */
export type UserRow = Awaited<ReturnType<typeof findUserByIdentity>> & {};

export function findUserByIdentity(db: Kysely<Database>, provider: string, externalId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'identity_provider', 'external_id', 'email', 'username', 'created_at'])
    .where('identity_provider', '=', provider)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

/**
 * Inserts the user unless the identity already has one; returns the new id, or undefined when
 * another request created it first (the unique constraint decides races).
 */
export async function insertUserIfAbsent(
  db: Kysely<Database>,
  user: { provider: string; externalId: string; email: string; username: string },
): Promise<string | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      identity_provider: user.provider,
      external_id: user.externalId,
      email: user.email,
      username: user.username,
      credits: 0,
    })
    .onConflict((oc) => oc.columns(['identity_provider', 'external_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Users whose address is this one, compared without case (a payment provider knows its customer by e-mail). */
export function findUsersByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .limit(2)
    .execute();
}
