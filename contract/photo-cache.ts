/**
 * The device's copy of the task photos the user has seen (docs/architecture.md, "Offline"): the
 * service worker (sw/photo-cache.ts) fills it, the PWA empties it when photos are deleted or the user
 * signs out. Imports nothing and uses no browser API: the service worker and the tests use it too.
 */

/** The Cache Storage cache holding the photos. */
export const TASK_PHOTO_CACHE = 'task-photos';

/** Path of the embedded store's checked photos (photos/<user>/<solution>/<checksum>, served by the server). */
const TASK_PHOTO_PATH = '/storage/objects/photos/';

/** A checked task photo served by this origin's embedded store (`href`: an absolute URL). */
export function isTaskPhotoUrl(href: string, origin: string): boolean {
  return href.startsWith(`${origin}${TASK_PHOTO_PATH}`);
}

/**
 * The cache key of a photo URL: without the query. The query only signs the download (a new
 * signature each day); the bytes under a key never change (the key ends in their checksum), so every
 * signed URL of a photo is one cache entry.
 */
export function taskPhotoCacheKey(href: string): string {
  return href.replace(/[?#].*$/, '');
}
