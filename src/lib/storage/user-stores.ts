/**
 * Registry of the in-memory per-user stores. Each user store registers its reset when its module loads,
 * so sign-out can clear them without `lib` importing any feature.
 */
import { clearPersistedUserData } from './idb-storage.js';
import { forgetAllPhotos } from './photo-cache.js';

const resets = new Set<() => void>();

export function registerUserStore(reset: () => void): void {
  resets.add(reset);
}

/** Clears every user store in memory and in IndexedDB, and the task photos the device kept. */
export async function clearAllUserStores(): Promise<void> {
  resets.forEach((reset) => reset());
  await Promise.all([clearPersistedUserData(), forgetAllPhotos()]);
}
