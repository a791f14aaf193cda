/**
 * The identity port of the PWA: what the app needs from an identity provider, whichever it is
 * (the server's embedded local accounts, or Clerk). Adapters provide it through AuthContext.
 */
import { createContext, useContext } from 'react';
import type { AuthMode } from '../../config/env.js';

export interface AuthPort {
  mode: AuthMode;
  /** False while the adapter still restores its session (IndexedDB, or Clerk's script). */
  isLoaded: boolean;
  isSignedIn: boolean;
  /** The bearer token for API calls; null when signed out. Called once per request. */
  getToken: () => Promise<string | null>;
  /** Ends the session, clears every user store and returns to '/'. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthPort | null>(null);

export function useAuthPort(): AuthPort {
  const port = useContext(AuthContext);
  if (!port) throw new Error('useAuthPort must be used inside an auth provider');
  return port;
}
