/** Sign-up and sign-in with local accounts; both answer a signed session token. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignInRequest, SignUpRequest } from '../../../../contract/index.js';
import type { Database } from '../../../db/schema.js';
import { AppError, conflict, unauthorized, unprocessable } from '../../../errors.js';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.js';
import type { LocalSessions } from '../local-session.js';
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

export interface LocalAccountsOptions {
  db: Kysely<Database>;
  sessions: LocalSessions;
  /** Failed sign-ins allowed per address and minute. */
  rateLimitPerMinute: number;
}

/**
 * Like a hosted provider, local accounts only prove who someone is: the user row and its welcome
 * credits are created by the app's guard on the first signed-in request (modules/users).
 */
export function createLocalAccounts({ db, sessions, rateLimitPerMinute }: LocalAccountsOptions) {
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
      return sessions.issue(account);
    },

    /**
     * Limited per address as well as per IP (local-accounts.routes.ts): many IPs guessing one
     * account's password are stopped too. Known and unknown addresses are counted and answered alike.
     */
    async signIn(input: SignInRequest): Promise<string> {
      const now = Date.now();
      const failures = await countSignInFailures(db, input.email, new Date(now - FAILURE_WINDOW_MS));
      if (failures >= rateLimitPerMinute) throw new AppError(429, AUTH_MESSAGES.accountLocked);
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

export type LocalAccounts = ReturnType<typeof createLocalAccounts>;
