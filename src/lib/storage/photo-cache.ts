/**
 * The PWA's side of the service worker's photo cache (sw/photo-cache.ts): a deleted solution's photo,
 * and at sign-out every photo, leave the device too. Failures are reported like any storage failure.
 */
import { TASK_PHOTO_CACHE, taskPhotoCacheKey } from '../../../contract/photo-cache.js';

const hasCacheStorage = () => typeof caches !== 'undefined';

/** Removes the kept copies of these photos (absolute or page-relative URLs; empty ones are skipped). */
export async function forgetPhotos(urls: readonly string[]): Promise<void> {
  const wanted = urls.filter(Boolean);
  if (!hasCacheStorage() || wanted.length === 0) return;
  try {
    const cache = await caches.open(TASK_PHOTO_CACHE);
    await Promise.all(wanted.map((url) => cache.delete(taskPhotoCacheKey(new URL(url, location.href).href))));
  } catch (error) {
    console.warn('Could not remove cached photos', error);
  }
}

/** Removes every kept photo (sign-out: the next user of this device must not see them). */
export async function forgetAllPhotos(): Promise<void> {
  if (!hasCacheStorage()) return;
  try {
    await caches.delete(TASK_PHOTO_CACHE);
  } catch (error) {
    console.warn('Could not remove cached photos', error);
  }
}
