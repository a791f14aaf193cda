/**
 * Root layout route: puts the active identity adapter around every page, inside the router.
 * Local mode uses the tiny local adapter. Clerk mode loads Clerk only once a page needs it: any page
 * but the landing, or the landing when Clerk has left a session cookie (to redirect to /app).
 */
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner.js';
import { authMode, env } from '../config/env.js';
import { paths } from '../config/paths.js';
import { AuthContext, type AuthPort } from '../lib/auth/auth-port.js';
import { hasClerkSessionHint } from '../lib/auth/guard.js';
import { LocalAuthProvider } from '../lib/auth/local-auth-provider.js';
import { sr } from '../i18n/sr.js';

const ClerkAuthProvider = lazy(() => import('../lib/auth/clerk-adapter.js'));

/** What the landing sees in Clerk mode before Clerk is loaded: a visitor. */
const clerkNotLoadedPort: AuthPort = {
  mode: 'clerk',
  isLoaded: true,
  isSignedIn: false,
  getToken: () => Promise.resolve(null),
  signOut: () => Promise.resolve(),
};

export function AuthRoot() {
  return (
    <>
      <ScrollRestoration />
      {authMode === 'local' ? (
        <LocalAuthProvider>
          <Outlet />
        </LocalAuthProvider>
      ) : (
        <ClerkRoot publishableKey={env.VITE_CLERK_PUBLISHABLE_KEY ?? ''} />
      )}
    </>
  );
}

function ClerkRoot({ publishableKey }: { publishableKey: string }) {
  const { pathname } = useLocation();
  const [clerkNeeded, setClerkNeeded] = useState(false);
  const wanted =
    pathname !== paths.landing.to ||
    (typeof document !== 'undefined' && hasClerkSessionHint(document.cookie));
  // Once loaded, Clerk stays mounted for the rest of the visit.
  if (wanted && !clerkNeeded) setClerkNeeded(true);

  if (!clerkNeeded && !wanted) {
    return (
      <AuthContext value={clerkNotLoadedPort}>
        <Outlet />
      </AuthContext>
    );
  }
  return (
    <Suspense fallback={<FullPageSpinner label={sr.auth.loadingProvider} />}>
      <ClerkAuthProvider publishableKey={publishableKey}>
        <Outlet />
      </ClerkAuthProvider>
    </Suspense>
  );
}
