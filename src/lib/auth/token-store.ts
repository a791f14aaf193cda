/** The local adapter's session: the signed token the server issued, persisted to IndexedDB. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { idbStorage } from '../storage/idb-storage.js';

interface TokenState {
  token: string | null;
  hydrated: boolean;
  setToken: (token: string) => void;
  clear: () => void;
}

export const useTokenStore = create<TokenState>()(
  persist(
    (set) => ({
      token: null,
      hydrated: false,
      setToken: (token) => set({ token }),
      clear: () => set({ token: null }),
    }),
    {
      name: 'auth:local-session',
      storage: idbStorage,
      partialize: (s) => ({ token: s.token }),
      onRehydrateStorage: () => () => useTokenStore.setState({ hydrated: true }),
    },
  ),
);
