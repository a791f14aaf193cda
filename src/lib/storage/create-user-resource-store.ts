/**
 * A per-user server resource (dashboard, account, transactions) kept in a Zustand store persisted to
 * IndexedDB, so the last loaded data shows offline. Registered for sign-out clearing.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ApiError } from '../api-error.js';
import { idbStorage, userStoreKey } from './idb-storage.js';
import { registerUserStore } from './user-stores.js';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ResourceState<T> {
  data: T | null;
  /** Epoch ms of the data's fetch; 0 when there is none. */
  fetchedAt: number;
  status: LoadStatus;
  error: string | null;
  /** Fetched at least once since the app started (persisted data does not count). */
  loadedThisSession: boolean;
  /** Fetches now, whatever the state. */
  load: () => Promise<void>;
  /** Fetches only when not yet loaded in this session (docs/product.md: fetched when opened, if not yet loaded). */
  ensureLoaded: () => Promise<void>;
  reset: () => void;
}

export function needsLoad(state: Pick<ResourceState<unknown>, 'loadedThisSession' | 'status'>): boolean {
  return !state.loadedThisSession && state.status !== 'loading';
}

/** Keeps whichever of the persisted and the in-memory data is newer (a fetch may beat hydration). */
export function mergeNewer<S extends { fetchedAt: number }>(persisted: unknown, current: S): S {
  const p = persisted as Partial<S> | undefined;
  if (!p || typeof p.fetchedAt !== 'number' || p.fetchedAt <= current.fetchedAt) return current;
  return { ...current, ...p };
}

export function createUserResourceStore<T>(name: string, fetcher: () => Promise<T>, unknownError: string) {
  const initial = {
    data: null,
    fetchedAt: 0,
    status: 'idle' as LoadStatus,
    error: null,
    loadedThisSession: false,
  };

  const useStore = create<ResourceState<T>>()(
    persist(
      (set, get) => ({
        ...initial,
        load: async () => {
          set({ status: 'loading', error: null });
          try {
            const data = await fetcher();
            set({ data, fetchedAt: Date.now(), status: 'success', error: null, loadedThisSession: true });
          } catch (error) {
            const message = error instanceof ApiError ? error.message : unknownError;
            set({ status: 'error', error: message, loadedThisSession: true });
          }
        },
        ensureLoaded: async () => {
          if (needsLoad(get())) await get().load();
        },
        reset: () => set({ ...initial }),
      }),
      {
        name: userStoreKey(name),
        storage: idbStorage,
        partialize: (s) => ({ data: s.data, fetchedAt: s.fetchedAt }),
        merge: (persisted, current) => mergeNewer(persisted, current),
      },
    ),
  );

  registerUserStore(() => useStore.getState().reset());
  return useStore;
}
