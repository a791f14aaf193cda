/**
 * The device's copy of the task photos the user has seen (docs/architecture.md, "Offline"): the
 * service worker (sw/photo-cache.ts) fills it, the PWA empties it when photos are deleted or the user
 * signs out. Imports nothing and uses no browser API: the service worker and the tests use it too.
 */

/** The Cache Storage cache holding the photos. */
export const TASK_PHOTO_CACHE = 'task-photos';

/** Path of the embedded store's checked photos (photos/<user>/<solution>/<checksum>, served by the server). */
const TASK_PHOTO_PATH = '/storage/objects/photos/';

/**
 * A signed GET of a checked photo from an S3 bucket, path-style or not:
 * `<scheme>://<host>/[<bucket>/]photos/<user>/<solution>/<checksum>?…X-Amz-Signature=…`.
 */
const S3_PHOTO_URL =
  /^https?:\/\/[^/?#]+\/(?:[^/?#]+\/)?photos\/[^/?#]+\/[^/?#]+\/[0-9a-f]{32}\?(?:[^#]*&)?X-Amz-Signature=/;

/**
 * A checked task photo (`href`: an absolute URL): served by this origin's embedded store, or a
 * signed GET of one from the S3 bucket (the page loads those with CORS, so the copy is readable).
 */
export function isTaskPhotoUrl(href: string, origin: string): boolean {
  return href.startsWith(`${origin}${TASK_PHOTO_PATH}`) || S3_PHOTO_URL.test(href);
}

/**
 * The cache key of a photo URL: without the query. The query only signs the download (a new
 * signature each day); the bytes under a key never change (the key ends in their checksum), so every
 * signed URL of a photo is one cache entry.
 */
export function taskPhotoCacheKey(href: string): string {
  return href.replace(/[?#].*$/, '');
}
