/** Route guard decisions, kept pure so they can be tested without a browser. */
export type GuardDecision = 'wait' | 'render' | 'redirect';

/** /app/*: visitors go to '/'. */
export function protectedRouteDecision(auth: { isLoaded: boolean; isSignedIn: boolean }): GuardDecision {
  if (!auth.isLoaded) return 'wait';
  return auth.isSignedIn ? 'render' : 'redirect';
}

/** '/', /sign-in, /sign-up: a signed-in user goes to /app at once. */
export function publicOnlyRouteDecision(auth: { isLoaded: boolean; isSignedIn: boolean }): GuardDecision {
  if (!auth.isLoaded) return 'wait';
  return auth.isSignedIn ? 'redirect' : 'render';
}

/**
 * Whether the Clerk script is worth loading on the landing page: only when Clerk has left a sign of a
 * session on this domain (its `__client_uat` cookie is a non-zero timestamp while signed in).
 */
export function hasClerkSessionHint(cookie: string): boolean {
  return cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return (
      name !== undefined &&
      name.startsWith('__client_uat') &&
      value !== undefined &&
      value !== '' &&
      value !== '0'
    );
  });
}
