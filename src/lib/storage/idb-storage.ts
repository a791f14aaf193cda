/**
 * The one persistence adapter: Zustand `persist` stores save to IndexedDB through idb-keyval.
 * Keys of per-user stores start with USER_KEY_PREFIX so sign-out can wipe them all, even the ones
 * whose feature code has not been loaded in this session.
 */
import { del, delMany, get, keys, set } from 'idb-keyval';
import { createJSONStorage, type StateStorage } from 'zustand/middleware';

export const USER_KEY_PREFIX = 'user:';

type StorageErrorListener = (error: unknown) => void;
const errorListeners = new Set<StorageErrorListener>();

/** Quota and private-mode failures must not break the app: the store keeps working in memory. */
export function onStorageError(listener: StorageErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

function report(error: unknown): void {
  if (errorListeners.size === 0) console.warn('IndexedDB storage failed', error);
  errorListeners.forEach((l) => l(error));
}

const idbStateStorage: StateStorage = {
  async getItem(name) {
    try {
      return (await get<string>(name)) ?? null;
    } catch (error) {
      report(error);
      return null;
    }
  },
  async setItem(name, value) {
    try {
      await set(name, value);
    } catch (error) {
      report(error);
    }
  },
  async removeItem(name) {
    try {
      await del(name);
    } catch (error) {
      report(error);
    }
  },
};

/** Storage for zustand's `persist({ storage })`. */
export const idbStorage = createJSONStorage(() => idbStateStorage);

/** Name of a persisted per-user store. */
export function userStoreKey(name: string): string {
  return `${USER_KEY_PREFIX}${name}`;
}

/** Deletes every persisted per-user store from IndexedDB. */
export async function clearPersistedUserData(): Promise<void> {
  try {
    const all = await keys();
    const mine = all.filter((k) => typeof k === 'string' && k.startsWith(USER_KEY_PREFIX));
    if (mine.length > 0) await delMany(mine);
  } catch (error) {
    report(error);
  }
}
