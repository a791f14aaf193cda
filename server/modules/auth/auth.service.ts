/** Sign-up and sign-in with local accounts; both answer a signed session token. */
import { randomUUID } from 'node:crypto';
import type { SignInRequest, SignUpRequest } from '../../../contract/index.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import type { Container } from '../../container.js';
import { conflict, unauthorized } from '../../errors.js';
import { ensureUser } from '../users/users.service.js';
import { findLocalAccountByEmail, insertLocalAccount } from './local-accounts.repository.js';

export const AUTH_MESSAGES = {
  wrongCredentials: 'Pogrešna e-adresa ili lozinka.',
  emailTaken: 'Nalog sa ovom e-adresom već postoji. Prijavite se.',
} as const;

// Verifying against a real hash for unknown emails keeps both answers equally slow.
const dummyHash = hashPassword(randomUUID());

export function createAuthService(container: Container) {
  const { db } = container.database;
  const sessions = container.localSessions;
  if (!sessions) throw new Error('Local auth routes need local sessions');

  return {
    async signUp(input: SignUpRequest): Promise<string> {
      const account = { id: randomUUID(), email: input.email, username: input.username };
      const created = await insertLocalAccount(db, {
        ...account,
        passwordHash: await hashPassword(input.password),
      });
      if (!created) throw conflict(AUTH_MESSAGES.emailTaken);
      const token = await sessions.issue(account);
      const identity = { provider: 'local' as const, subject: account.id, ...account };
      await ensureUser(db, sessions, identity, container.config.welcomeCredits);
      return token;
    },

    async signIn(input: SignInRequest): Promise<string> {
      const account = await findLocalAccountByEmail(db, input.email);
      const valid = await verifyPassword(input.password, account?.password_hash ?? (await dummyHash));
      if (!account || !valid) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
      return sessions.issue(account);
    },
  };
}
