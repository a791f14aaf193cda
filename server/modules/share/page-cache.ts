/**
 * Rendered share pages, kept in memory so a page shared in a class group of thirty is typeset once.
 * The cache is only ever consulted after the database said the solution still exists (share.service.ts),
 * so a deleted solution is never served from here, whichever process deleted it.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  html: string;
  /** The same page compressed once: the SVG maths shrink about eightfold, which a phone on mobile data feels. */
  gzip: Buffer;
  /** Strong validator of the uncompressed page for If-None-Match (the gzip one adds `-gz`). */
  etag: string;
  /** What the page was rendered from (the row's updated_at, the origin in its links): a change renders again. */
  version: string;
}

/** Bounded by bytes, not entries: a long solution's SVG maths weighs far more than a short one. */
const MAX_BYTES = 64 * 1024 * 1024;

export function createPageCache() {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.html.length * 2 + page.gzip.length,
  });
  const rendering = new Map<string, Promise<CachedPage>>();

  return {
    /**
     * The page for `key` at `version`: from memory, or rendered once however many requests ask at
     * the same moment.
     */
    async get(key: string, version: string, render: () => Promise<string>): Promise<CachedPage> {
      const cached = pages.get(key);
      if (cached?.version === version) return cached;
      const inFlight = rendering.get(key);
      if (inFlight) return inFlight;
      const job = render()
        .then((html) => {
          const page = {
            html,
            gzip: gzipSync(html, { level: 9 }),
            version,
            etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
          };
          pages.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, job);
      return job;
    },
    /** Frees a page whose solution is gone. */
    forget(key: string): void {
      pages.delete(key);
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
