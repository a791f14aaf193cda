/**
 * Task photos the user has seen, kept so history and every opened solution show their photo offline
 * (the solutions themselves are kept by the PWA in IndexedDB).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isTaskPhotoUrl, TASK_PHOTO_CACHE, taskPhotoCacheKey } from '../contract/photo-cache.js';

/** Bounds: the 200 most recently used photos (a few hundred KB each after the browser's compression). */
const MAX_PHOTOS = 200;
/**
 * A photo nobody looked at for 30 days goes; opening it again online fetches it anew. Longer than a
 * signed URL's week on purpose: the bytes under a key never change, and the copy goes when its
 * solution is deleted or the user signs out (src/lib/storage/photo-cache.ts), so it never shows
 * what the server no longer has.
 */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export function registerPhotoCache(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && isTaskPhotoUrl(url.href, scope.location.origin),
    // Cache first: the bytes under a photo's key never change (the key ends in their checksum), so a
    // kept copy is always right and costs no request. Only 200 answers are kept (Workbox's default).
    new CacheFirst({
      cacheName: TASK_PHOTO_CACHE,
      plugins: [
        // One entry per photo, whichever day's signed URL asked for it (contract/photo-cache.ts).
        { cacheKeyWillBeUsed: async ({ request }: { request: Request }) => taskPhotoCacheKey(request.url) },
        // The size cap and the age limit; on a quota error this cache is the first thing dropped.
        new ExpirationPlugin({
          maxEntries: MAX_PHOTOS,
          maxAgeSeconds: MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
