/**
 * Clerk session tokens, verified without a network call using the instance's PEM public key.
 * Email and username come from token claims when the instance's session template adds them,
 * otherwise from Clerk's Backend API once, when the user is first seen.
 */
import type { IdentityPort, VerifiedIdentity } from '../../ports/identity.port.js';

export interface ClerkIdentityOptions {
  secretKey: string;
  jwtKey: string;
  authorizedParties: string[];
  /** Looks a user's profile up at Clerk; injectable for tests. */
  fetchProfile?: (userId: string) => Promise<{ email: string; username: string } | null>;
}

export function createClerkIdentity(options: ClerkIdentityOptions): IdentityPort {
  const fetchProfile = options.fetchProfile ?? defaultProfileFetcher(options.secretKey);
  return {
    kind: 'clerk',
    async verify(token): Promise<VerifiedIdentity | null> {
      const { verifyToken } = await import('@clerk/backend');
      let claims: Record<string, unknown>;
      try {
        claims = await verifyToken(token, {
          jwtKey: options.jwtKey,
          ...(options.authorizedParties.length ? { authorizedParties: options.authorizedParties } : {}),
        });
      } catch {
        return null;
      }
      const subject = typeof claims.sub === 'string' ? claims.sub : '';
      if (!subject) return null;
      const email = typeof claims.email === 'string' ? claims.email : '';
      const username = typeof claims.username === 'string' ? claims.username : '';
      const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
      return { provider: 'clerk', subject, email, username, ...(expiresAt ? { expiresAt } : {}) };
    },
    async profile(identity) {
      let { email, username } = identity;
      if (!email) {
        const found = await fetchProfile(identity.subject).catch(() => null);
        email = found?.email ?? '';
        username ||= found?.username ?? '';
      }
      return { email, username: username || email.split('@')[0] || 'korisnik' };
    },
  };
}

function defaultProfileFetcher(secretKey: string) {
  return async (userId: string) => {
    const { createClerkClient } = await import('@clerk/backend');
    const user = await createClerkClient({ secretKey }).users.getUser(userId);
    const email = user.primaryEmailAddress?.emailAddress ?? user.emailAddresses[0]?.emailAddress ?? '';
    return { email, username: user.username ?? [user.firstName, user.lastName].filter(Boolean).join(' ') };
  };
}
