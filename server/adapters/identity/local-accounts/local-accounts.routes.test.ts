import fs from 'node:fs';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { AUTH_MESSAGES } from './local-accounts.service.js';
import { PASSWORD_MESSAGES } from './password-policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

describe('local accounts', () => {
  it('signs up, then signs in with the same password and gets a working token', async () => {
    const up = await post(
      '/api/v1/auth/sign-up',
      { email: 'Mila@Primer.rs', password: 'lozinka-123', username: 'Mila' },
      '10.0.0.2',
    );
    expect(up.statusCode).toBe(201);
    const inRes = await post(
      '/api/v1/auth/sign-in',
      { email: 'mila@primer.rs', password: 'lozinka-123' },
      '10.0.0.2',
    );
    expect(inRes.statusCode).toBe(200);
    const account = await t.app.inject({
      url: '/api/v1/dashboard/account',
      headers: { authorization: `Bearer ${inRes.json().token}` },
    });
    expect(account.json()).toMatchObject({ email: 'mila@primer.rs', username: 'Mila', credits: 500 });
  });

  it('refuses a second account with the same email with 409', async () => {
    const body = { email: 'dupla@primer.rs', password: 'lozinka-123', username: 'Dupla' };
    expect((await post('/api/v1/auth/sign-up', body, '10.0.0.3')).statusCode).toBe(201);
    const again = await post('/api/v1/auth/sign-up', { ...body, email: 'DUPLA@primer.rs' }, '10.0.0.3');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('answers 401 with a Serbian detail for a wrong password or an unknown email', async () => {
    await post(
      '/api/v1/auth/sign-up',
      { email: 'zoran@primer.rs', password: 'lozinka-123', username: 'Zoran' },
      '10.0.0.4',
    );
    for (const body of [
      { email: 'zoran@primer.rs', password: 'pogresna-123' },
      { email: 'niko@primer.rs', password: 'lozinka-123' },
    ]) {
      const res = await post('/api/v1/auth/sign-in', body, '10.0.0.4');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: AUTH_MESSAGES.wrongCredentials });
    }
  });

  it('stores only a scrypt hash, never the password', async () => {
    await post(
      '/api/v1/auth/sign-up',
      { email: 'hash@primer.rs', password: 'moja-tajna-lozinka', username: 'H' + 'h' },
      '10.0.0.5',
    );
    const row = await t.container.database.db
      .selectFrom('local_accounts')
      .selectAll()
      .where('email', '=', 'hash@primer.rs')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(row.password_hash).not.toContain('moja-tajna-lozinka');
  });

  it('rejects invalid sign-up fields with a Serbian 422 naming them in words', async () => {
    const res = await post(
      '/api/v1/auth/sign-up',
      { email: 'nije-email', password: 'kratka', username: 'A' },
      '10.0.0.6',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      'Neispravni podaci: e-adresa: nije ispravnog oblika; lozinka: najmanje 8 znakova; korisničko ime: najmanje 2 znaka.',
    );
  });

  it('answers a NUL byte or another control character in any text field with a Serbian 422', async () => {
    const cases = [
      { email: 'nul@primer.rs', password: 'lozinka-1234', username: 'Ni\u0000la' },
      { email: 'nul@primer.rs', password: 'lozinka\u0007-1234', username: 'Nila' },
      { email: 'n\u001bul@primer.rs', password: 'lozinka-1234', username: 'Nila' },
    ];
    const fields = ['korisničko ime', 'lozinka', 'e-adresa'];
    for (const [i, payload] of cases.entries()) {
      const res = await post('/api/v1/auth/sign-up', payload, '10.0.0.7');
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(
        `Neispravni podaci: ${fields[i]}: sadrži nedozvoljene kontrolne znakove.`,
      );
    }
  });

  it('refuses a common password, the e-mail address and eight spaces with a Serbian 422', async () => {
    for (const [password, detail] of [
      ['password', PASSWORD_MESSAGES.common],
      ['12345678', PASSWORD_MESSAGES.common],
      ['lozinka@primer.rs', PASSWORD_MESSAGES.personal],
      ['        ', PASSWORD_MESSAGES.repetitive],
    ] as const) {
      const res = await post(
        '/api/v1/auth/sign-up',
        { email: 'lozinka@primer.rs', password, username: 'Lozinka' },
        '10.0.0.9',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('rate limits sign-in attempts per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (
          await post(
            '/api/v1/auth/sign-in',
            { email: `ip-${i}@primer.rs`, password: 'lozinka-123' },
            '10.9.9.9',
          )
        ).statusCode,
      );
    expect(codes.slice(0, 5).every((c) => c === 401)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
    const other = await post('/api/v1/auth/sign-in', { email: 'ip-9@primer.rs', password: 'x' }, '10.9.9.8');
    expect(other.statusCode).toBe(401);
  });

  it('does not let a forged X-Forwarded-For escape the limit when no proxy is configured', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: `xff-${i}@primer.rs`, password: 'lozinka-123' },
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it("limits sign-in per account too: many IPs guessing one account's password are stopped", async () => {
    await post(
      '/api/v1/auth/sign-up',
      { email: 'meta@primer.rs', password: 'prava-lozinka-42', username: 'Meta' },
      '10.6.0.1',
    );
    const wrong = [];
    for (let i = 0; i < 6; i++)
      wrong.push(
        await post(
          '/api/v1/auth/sign-in',
          { email: 'meta@primer.rs', password: `pogadjam-${i}` },
          `10.6.1.${i}`,
        ),
      );
    expect(wrong.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(wrong[5]?.statusCode).toBe(429);
    expect(wrong[5]?.json()).toEqual({ detail: AUTH_MESSAGES.accountLocked });
    // While locked even the right password waits: that is what stops the guessing.
    const right = await post(
      '/api/v1/auth/sign-in',
      { email: 'meta@primer.rs', password: 'prava-lozinka-42' },
      '10.6.2.1',
    );
    expect(right.statusCode).toBe(429);
    // An unknown address is counted and answered the same way, so the lock tells nothing.
    const unknown = [];
    for (let i = 0; i < 6; i++)
      unknown.push(
        (
          await post(
            '/api/v1/auth/sign-in',
            { email: 'nema-ga@primer.rs', password: `x-${i}` },
            `10.6.3.${i}`,
          )
        ).statusCode,
      );
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('behind a configured proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '10.5.5.5' } });
  });
  afterAll(() => proxied.close());

  it("counts each client behind the proxy on its own, and the proxy's own requests as its own", async () => {
    const attempt = (i: number, remoteAddress: string, forwarded?: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: `p-${remoteAddress}-${i}@primer.rs`, password: 'lozinka-123' },
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    const viaProxy = [];
    for (let i = 0; i < 7; i++) viaProxy.push((await attempt(i, '10.5.5.5', `198.51.100.${i}`)).statusCode);
    expect(viaProxy.every((c) => c === 401)).toBe(true);
    // A peer that is not the proxy cannot choose its address by the header.
    const direct = [];
    for (let i = 0; i < 7; i++) direct.push((await attempt(i, '10.4.4.4', `198.51.100.${i}`)).statusCode);
    expect(direct.slice(5)).toEqual([429, 429]);
  });
});

describe('request hygiene', () => {
  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: '10.1.1.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.rs', password: 'x'.repeat(400_000) }),
      remoteAddress: '10.1.1.2',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('detail');
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toHaveProperty('detail');
  });

  it('guards signed-in routes: no token, a forged token and an expired token all get 401', async () => {
    const { authorization } = await t.signUp();
    const [header, payload] = authorization.slice(7).split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const auth of [undefined, 'Bearer', `Bearer ${forged}`, 'Basic abc']) {
      const res = await t.app.inject({
        url: '/api/v1/dashboard/overview',
        headers: auth ? { authorization: auth } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  it('answers 401 to a correctly signed but expired session token', async () => {
    const { authorization } = await t.signUp();
    const payload = decodeJwt(authorization.slice(7));
    const secret = fs.readFileSync(path.join(t.container.config.dataDir, 'session-secret'), 'utf8').trim();
    const expired = await new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(secret));
    const fresh = await t.app.inject({ url: '/api/v1/dashboard/account', headers: { authorization } });
    expect(fresh.statusCode).toBe(200);
    const res = await t.app.inject({
      url: '/api/v1/dashboard/account',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers health once the database is ready', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
