/** The embedded default identity adapter: email + password accounts of our own server. */
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { clearAllUserStores } from '../storage/user-stores.js';
import { AuthContext, type AuthPort } from './auth-port.js';
import { getLocalToken, setLocalSignOutHandler } from './local-session.js';
import { useTokenStore } from './token-store.js';

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const token = useTokenStore((s) => s.token);
  const hydrated = useTokenStore((s) => s.hydrated);
  const navigate = useNavigate();

  const signOut = useCallback(async () => {
    useTokenStore.getState().clear();
    await clearAllUserStores();
    await navigate(paths.landing.to, { replace: true });
  }, [navigate]);

  useEffect(() => {
    setLocalSignOutHandler(() => void signOut());
  }, [signOut]);

  const port = useMemo<AuthPort>(
    () => ({
      mode: 'local',
      isLoaded: hydrated,
      isSignedIn: token !== null,
      getToken: getLocalToken,
      signOut,
    }),
    [hydrated, token, signOut],
  );
  return <AuthContext value={port}>{children}</AuthContext>;
}
