/** Finds the user behind an identity, creating it with the welcome credits the first time. */
import type { Kysely } from 'kysely';
import { WELCOME_CREDITS, WELCOME_DEPOSIT_DESCRIPTION } from '../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import type { IdentityPort, VerifiedIdentity } from '../../ports/identity.port.js';
import { bookLedgerEntry } from '../credits/credits.repository.js';
import { findUserByIdentity, insertUserIfAbsent, type UserRow } from './users.repository.js';

export async function ensureUser(
  db: Kysely<Database>,
  identityPort: IdentityPort,
  identity: VerifiedIdentity,
  welcomeCredits: number = WELCOME_CREDITS,
): Promise<UserRow> {
  const existing = await findUserByIdentity(db, identity.provider, identity.subject);
  if (existing) return existing;

  const profile = await identityPort.profile(identity);
  await db.transaction().execute(async (trx) => {
    const userId = await insertUserIfAbsent(trx, {
      provider: identity.provider,
      externalId: identity.subject,
      ...profile,
    });
    if (!userId) return;
    // The key makes the welcome deposit a one-off even if this code ever ran twice for a user.
    await bookLedgerEntry(trx, {
      userId,
      type: 'DEPOSIT',
      amount: welcomeCredits,
      description: WELCOME_DEPOSIT_DESCRIPTION,
      idempotencyKey: `welcome:${userId}`,
    });
  });
  const created = await findUserByIdentity(db, identity.provider, identity.subject);
  if (!created) throw new Error('User vanished right after creation');
  return created;
}
