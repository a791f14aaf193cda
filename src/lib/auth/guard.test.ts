import { describe, expect, it } from 'vitest';
import { hasClerkSessionHint, protectedRouteDecision, publicOnlyRouteDecision } from './guard.js';

describe('route guards', () => {
  it('waits on /app while the session is still restoring', () => {
    expect(protectedRouteDecision({ isLoaded: false, isSignedIn: false })).toBe('wait');
  });
  it('sends visitors of /app to the landing page', () => {
    expect(protectedRouteDecision({ isLoaded: true, isSignedIn: false })).toBe('redirect');
  });
  it('lets signed-in users into /app', () => {
    expect(protectedRouteDecision({ isLoaded: true, isSignedIn: true })).toBe('render');
  });
  it('redirects a signed-in user away from the landing page', () => {
    expect(publicOnlyRouteDecision({ isLoaded: true, isSignedIn: true })).toBe('redirect');
  });
  it('shows the landing page to visitors', () => {
    expect(publicOnlyRouteDecision({ isLoaded: true, isSignedIn: false })).toBe('render');
  });
});

describe('hasClerkSessionHint', () => {
  it('is true for a non-zero __client_uat cookie', () => {
    expect(hasClerkSessionHint('a=1; __client_uat=1732345678; b=2')).toBe(true);
    expect(hasClerkSessionHint('__client_uat_Ab12=1732345678')).toBe(true);
  });
  it('is false when signed out or absent', () => {
    expect(hasClerkSessionHint('__client_uat=0')).toBe(false);
    expect(hasClerkSessionHint('')).toBe(false);
    expect(hasClerkSessionHint('cookieConsent=true')).toBe(false);
  });
});
