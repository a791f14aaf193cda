import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN_PATH, paths } from './paths.js';

describe('route table', () => {
  it('sends users to /app/ after sign-in', () => {
    expect(AFTER_SIGN_IN_PATH).toBe('/app/');
  });
  it('has the product’s public routes', () => {
    expect([
      paths.landing.pattern,
      paths.signIn.pattern,
      paths.signUp.pattern,
      paths.ssoCallback.pattern,
    ]).toEqual(['/', '/sign-in/*', '/sign-up/*', '/sso-callback']);
    expect(paths.terms.to).toBe('/uslovi.html');
    expect(paths.privacy.to).toBe('/politika-privatnosti.html');
  });
  it('nests every app page under /app', () => {
    for (const route of Object.values(paths.app)) expect(route.to.startsWith('/app/')).toBe(true);
  });
});
