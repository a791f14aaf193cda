import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN_PATH, paths, solutionPath } from './paths.js';

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
  it('gives each solution a URL of its own', () => {
    expect(solutionPath('6f1c2a7e-0000-4000-8000-000000000000')).toBe(
      '/app/history/6f1c2a7e-0000-4000-8000-000000000000',
    );
    expect(solutionPath('a/b')).toBe('/app/history/a%2Fb');
  });
});
