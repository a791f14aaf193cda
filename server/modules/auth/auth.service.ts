/** Sign-up and sign-in with local accounts; both answer a signed session token. */
import { randomUUID } from 'node:crypto';
import type { SignInRequest, SignUpRequest } from '../../../contract/index.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import type { Container } from '../../container.js';
import { AppError, conflict, unauthorized, unprocessable } from '../../errors.js';
import { ensureUser } from '../users/users.service.js';
import {
  countSignInFailures,
  findLocalAccountByEmail,
  insertLocalAccount,
  recordSignInFailure,
} from './local-accounts.repository.js';
import { passwordProblem } from './password-policy.js';

export const AUTH_MESSAGES = {
  wrongCredentials: 'Pogrešna e-adresa ili lozinka.',
  emailTaken: 'Nalog sa ovom e-adresom već postoji. Prijavite se.',
  accountLocked: 'Previše neuspelih prijava na ovaj nalog. Sačekajte minut pa pokušajte ponovo.',
} as const;

const FAILURE_WINDOW_MS = 60_000;

// Verifying against a real hash for unknown emails keeps both answers equally slow.
const dummyHash = hashPassword(randomUUID());

export function createAuthService(container: Container) {
  const { db } = container.database;
  const sessions = container.localSessions;
  if (!sessions) throw new Error('Local auth routes need local sessions');

  return {
    async signUp(input: SignUpRequest): Promise<string> {
      const problem = passwordProblem(input.password, input);
      if (problem) throw unprocessable(problem);
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

    /**
     * Limited per address as well as per IP (auth.routes.ts): many IPs guessing one account's
     * password are stopped too. Known and unknown addresses are counted and answered alike.
     */
    async signIn(input: SignInRequest): Promise<string> {
      const now = Date.now();
      const failures = await countSignInFailures(db, input.email, new Date(now - FAILURE_WINDOW_MS));
      if (failures >= container.config.authRateLimitPerMinute)
        throw new AppError(429, AUTH_MESSAGES.accountLocked);
      const account = await findLocalAccountByEmail(db, input.email);
      const valid = await verifyPassword(input.password, account?.password_hash ?? (await dummyHash));
      if (!account || !valid) {
        await recordSignInFailure(db, input.email, new Date(now - FAILURE_WINDOW_MS));
        throw unauthorized(AUTH_MESSAGES.wrongCredentials);
      }
      return sessions.issue(account);
    },
  };
}
