/**
 * The embedded identity provider: local e-mail + password accounts (local-accounts/) whose session
 * tokens local-session.ts signs and verifies. It answers its own sign-up and sign-in endpoints.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { IdentityPort } from '../../ports/identity.port.js';
import { localAccountsRoutes } from './local-accounts/local-accounts.routes.js';
import { createLocalAccounts } from './local-accounts/local-accounts.service.js';
import { createLocalSessions } from './local-session.js';

export interface LocalIdentityOptions {
  db: Kysely<Database>;
  secret: string;
  ttlSeconds: number;
  /** Sign-in and sign-up attempts per IP and minute; failed sign-ins per account and minute. */
  rateLimitPerMinute: number;
}

export function createLocalIdentity(options: LocalIdentityOptions): IdentityPort {
  const sessions = createLocalSessions({ secret: options.secret, ttlSeconds: options.ttlSeconds });
  const accounts = createLocalAccounts({
    db: options.db,
    sessions,
    rateLimitPerMinute: options.rateLimitPerMinute,
  });
  return {
    kind: sessions.kind,
    verify: (token) => sessions.verify(token),
    profile: (identity) => sessions.profile(identity),
    routes: { public: localAccountsRoutes(accounts, options.rateLimitPerMinute) },
  };
}
