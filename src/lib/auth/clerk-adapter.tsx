/**
 * The Clerk identity adapter. Loaded lazily (its own chunk): the landing page and local mode never
 * download Clerk. Exports the provider and Clerk's hosted sign-in/sign-up components.
 */
import { AuthenticateWithRedirectCallback, ClerkProvider, SignIn, SignUp, useAuth } from '@clerk/clerk-react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AFTER_SIGN_IN_PATH, paths } from '../../config/paths.js';
import { configureApiAuth } from '../api-client.js';
import { clearAllUserStores } from '../storage/user-stores.js';
import { AuthContext, type AuthPort } from './auth-port.js';

export default function ClerkAuthProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to: string) => navigate(to)}
      routerReplace={(to: string) => navigate(to, { replace: true })}
      signInUrl={paths.signIn.to}
      signUpUrl={paths.signUp.to}
      signInFallbackRedirectUrl={AFTER_SIGN_IN_PATH}
      signUpFallbackRedirectUrl={AFTER_SIGN_IN_PATH}
      afterSignOutUrl="/"
    >
      <ClerkBridge>{children}</ClerkBridge>
    </ClerkProvider>
  );
}

function ClerkBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, getToken, signOut } = useAuth();

  const endSession = useCallback(async () => {
    await clearAllUserStores();
    await signOut({ redirectUrl: paths.landing.to });
  }, [signOut]);

  const tokenGetter = useCallback(() => getToken(), [getToken]);

  useEffect(() => {
    configureApiAuth({ getToken: tokenGetter, onUnauthorized: () => void endSession() });
  }, [tokenGetter, endSession]);

  const port = useMemo<AuthPort>(
    () => ({
      mode: 'clerk',
      isLoaded,
      isSignedIn: Boolean(isSignedIn),
      getToken: tokenGetter,
      signOut: endSession,
    }),
    [isLoaded, isSignedIn, tokenGetter, endSession],
  );
  return <AuthContext value={port}>{children}</AuthContext>;
}

export function ClerkSignIn() {
  return (
    <SignIn
      routing="path"
      path={paths.signIn.to}
      signUpUrl={paths.signUp.to}
      forceRedirectUrl={AFTER_SIGN_IN_PATH}
    />
  );
}

export function ClerkSignUp() {
  return (
    <SignUp
      routing="path"
      path={paths.signUp.to}
      signInUrl={paths.signIn.to}
      forceRedirectUrl={AFTER_SIGN_IN_PATH}
    />
  );
}

export function ClerkSsoCallback() {
  return <AuthenticateWithRedirectCallback />;
}
