/**
 * Who is calling, remembered per session token. Verifying the token and reading the user row on
 * every request was the largest cost of a status poll after the database itself
 * (docs/architecture.md, "Throughput"), and a phone polls every few seconds with the same token.
 *
 * - A token is remembered only until it expires, and at most REMEMBER_MS: the cache never makes a
 *   session last longer than its token says.
 * - Only fields that never change are kept (users.repository.ts, `UserRow`), never the balance.
 * - `forgetUser` drops every session of a user: whatever deletes an account or changes its
 *   profile must call it. Another API process forgets on its own within REMEMBER_MS.
 *   (Signing out is the PWA dropping its token: there is nothing to forget on the server.)
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.js';
import type { IdentityPort } from '../../ports/identity.port.js';
import type { UserRow } from './users.repository.js';
import { ensureUser } from './users.service.js';

const REMEMBER_MS = 60_000;
const MAX_SESSIONS = 20_000;

export interface SignedInUsersDeps {
  db: Kysely<Database>;
  identity: IdentityPort;
  welcomeCredits: number;
  now?: () => number;
}

export function createSignedInUsers(deps: SignedInUsersDeps) {
  const now = deps.now ?? Date.now;
  const sessions = new LRUCache<string, { user: UserRow; until: number }>({ max: MAX_SESSIONS });

  return {
    /** The user behind a bearer token (created with the welcome credits the first time), or null. */
    async userOf(token: string): Promise<UserRow | null> {
      const remembered = sessions.get(token);
      if (remembered && remembered.until > now()) return remembered.user;
      const identity = await deps.identity.verify(token);
      if (!identity) {
        sessions.delete(token);
        return null;
      }
      const user = await ensureUser(deps.db, deps.identity, identity, deps.welcomeCredits);
      // A token that does not say when it expires is verified every time.
      if (identity.expiresAt) {
        sessions.set(token, { user, until: Math.min(identity.expiresAt, now() + REMEMBER_MS) });
      }
      return user;
    },
    forgetUser(userId: string): void {
      const tokens = [...sessions.entries()].filter(([, s]) => s.user.id === userId).map(([token]) => token);
      for (const token of tokens) sessions.delete(token);
    },
  };
}

export type SignedInUsers = ReturnType<typeof createSignedInUsers>;
