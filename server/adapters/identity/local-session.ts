/** Signed, expiring session tokens for local accounts (HS256 JWTs via jose). */
import { jwtVerify, SignJWT } from 'jose';
import type { IdentityPort, VerifiedIdentity } from '../../ports/identity.port.js';

const ISSUER = 'resavac-local';

export interface LocalSessions extends IdentityPort {
  issue(account: { id: string; email: string; username: string }): Promise<string>;
}

export function createLocalSessions(options: { secret: string; ttlSeconds: number }): LocalSessions {
  const key = new TextEncoder().encode(options.secret);
  return {
    kind: 'local',
    issue: (account) =>
      new SignJWT({ email: account.email, username: account.username })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    async verify(token): Promise<VerifiedIdentity | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.sub || typeof payload.email !== 'string' || typeof payload.username !== 'string')
          return null;
        return {
          provider: 'local',
          subject: payload.sub,
          email: payload.email,
          username: payload.username,
          ...(payload.exp ? { expiresAt: payload.exp * 1000 } : {}),
        };
      } catch {
        return null;
      }
    },
    profile: async (identity) => ({ email: identity.email, username: identity.username }),
  };
}
