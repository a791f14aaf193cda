import { describe, expect, it } from 'vitest';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { createClerkIdentity } from './clerk-identity.js';

// Tokens in Clerk's session-token shape, signed with our own RSA key standing in for the instance's.
async function setup() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const pem = await exportSPKI(publicKey);
  const sign = (claims: Record<string, unknown>, key = privateKey, expiresIn = '5m') =>
    new SignJWT({ sid: 'sess_123', azp: 'http://localhost:8080', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_test' })
      .setSubject('user_2Nabc')
      .setIssuer('https://clerk.example.accounts.dev')
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(expiresIn)
      .sign(key);
  return { pem, sign, otherKey: other.privateKey };
}

describe('Clerk identity adapter', () => {
  it('accepts a valid session token without any network call', async () => {
    const { pem, sign } = await setup();
    const identity = createClerkIdentity({
      secretKey: 'sk_test',
      jwtKey: pem,
      authorizedParties: ['http://localhost:8080'],
      fetchProfile: async () => null,
    });
    const before = Date.now();
    const verified = await identity.verify(await sign({ email: 'ana@primer.rs' }));
    expect(verified).toEqual({
      provider: 'clerk',
      subject: 'user_2Nabc',
      email: 'ana@primer.rs',
      username: '',
      expiresAt: expect.any(Number),
    });
    // The token's own expiry (5 minutes), to the second: how long it may be taken without verifying again.
    expect(verified!.expiresAt! - before).toBeGreaterThan(4 * 60_000);
    expect(verified!.expiresAt! - before).toBeLessThanOrEqual(5 * 60_000);
  });

  it('rejects a token signed by another key, an expired one, and one for another party', async () => {
    const { pem, sign, otherKey } = await setup();
    const identity = createClerkIdentity({
      secretKey: 'sk_test',
      jwtKey: pem,
      authorizedParties: ['http://localhost:8080'],
      fetchProfile: async () => null,
    });
    expect(await identity.verify(await sign({}, otherKey))).toBeNull();
    const expired = await new SignJWT({ sid: 's', azp: 'http://localhost:8080' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('u')
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign((await generateKeyPair('RS256')).privateKey);
    expect(await identity.verify(expired)).toBeNull();
    expect(await identity.verify(await sign({ azp: 'https://evil.example' }))).toBeNull();
    expect(await identity.verify('not-a-jwt')).toBeNull();
  });

  it('looks the profile up at Clerk when the token carries no email', async () => {
    const { pem, sign } = await setup();
    const asked: string[] = [];
    const identity = createClerkIdentity({
      secretKey: 'sk_test',
      jwtKey: pem,
      authorizedParties: [],
      fetchProfile: async (id) => {
        asked.push(id);
        return { email: 'marko@primer.rs', username: 'marko' };
      },
    });
    const verified = (await identity.verify(await sign({})))!;
    expect(await identity.profile(verified)).toEqual({ email: 'marko@primer.rs', username: 'marko' });
    expect(asked).toEqual(['user_2Nabc']);
  });
});
