import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../db/database.js';
import type { IdentityPort, VerifiedIdentity } from '../../ports/identity.port.js';
import { hasPostgres, pgliteTarget, postgresTarget } from '../../test-support/test-database.js';
import { creditsOf } from '../credits/credits.repository.js';
import { ensureUser } from './users.service.js';

const identityPort: IdentityPort = {
  kind: 'clerk',
  verify: async () => null,
  profile: async (id) => ({ email: id.email || 'iz-profila@primer.rs', username: id.username || 'Profil' }),
};

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const targets: [string, () => Promise<DatabaseTarget> | DatabaseTarget][] = [
  ['PGlite', pgliteTarget],
  ['PostgreSQL', postgresTarget],
];

describe.each(targets)('ensureUser on %s', (name, target) => {
  it.skipIf(name === 'PostgreSQL' && !hasPostgres())(
    'creates a new identity once with 500 credits and one welcome deposit, even when 10 first requests race',
    async () => {
      handle = await openDatabase(await target());
      const identity: VerifiedIdentity = { provider: 'clerk', subject: 'user_2abc', email: '', username: '' };
      const users = await Promise.all(
        Array.from({ length: 10 }, () => ensureUser(handle!.db, identityPort, identity)),
      );
      expect(new Set(users.map((u) => u.id)).size).toBe(1);
      expect(users[0]).toMatchObject({ email: 'iz-profila@primer.rs', username: 'Profil' });
      expect(await creditsOf(handle.db, users[0]!.id)).toBe(500);
      const deposits = await handle.db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', users[0]!.id)
        .execute();
      expect(deposits).toHaveLength(1);
      expect(deposits[0]).toMatchObject({
        type: 'DEPOSIT',
        amount: 500,
        amount_billed_cents: 0,
        description: 'Početni krediti',
      });
    },
  );
});
