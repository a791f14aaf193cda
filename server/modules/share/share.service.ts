/**
 * Sharing a solution by link (docs/product.md, "Calls": GET /share/{id}/create-static): the owner
 * gets one unguessable URL per solution, and anyone holding it reads a server-rendered page with the
 * task photo. Deleting the solution deletes the row that carries the token, so its page and photo
 * answer 404 at once: every request asks the database first, the cache only saves the typesetting.
 * The requests of one turn of the event loop share that question (one query, DataLoader): one query
 * per view made PGlite's turns long enough to keep new connections waiting for seconds
 * (docs/architecture.md, "Throughput").
 */
import { randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import sharp from 'sharp';
import { hasAnsweredTask, type ShareResponse } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { AppError, conflict, notFound, unprocessable } from '../../errors.js';
import type { UserRow } from '../users/users.repository.js';
import { createPageCache, type CachedPage, type PageCache } from './page-cache.js';
import { renderSharePage } from './share-page.js';
import { SHARE_MESSAGES } from './share.messages.js';
import {
  ensureShareToken,
  findOwnedSolution,
  findSharedSolution,
  findSharedVersions,
} from './share.repository.js';

/** 24 random bytes: 192 bits, 32 URL-safe characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const SHARE_PAGE_PREFIX = '/s';
export const sharePagePath = (token: string) => `${SHARE_PAGE_PREFIX}/${token}`;
export const shareImagePath = (token: string) => `${SHARE_PAGE_PREFIX}/${token}/image`;

export type ShareService = ReturnType<typeof createShareService>;

export function createShareService(container: Container, pages: PageCache = createPageCache()) {
  const { db } = container.database;
  const { storage } = container;

  // Nothing is remembered between turns: each batch asks afresh.
  const versions = new DataLoader(
    async (tokens: readonly string[]) => {
      const rows = await findSharedVersions(db, [...new Set(tokens)]);
      const byToken = new Map(rows.map((row) => [row.share_token, row]));
      return tokens.map((token) => byToken.get(token));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 1000 },
  );

  /** The live row behind a token, or undefined (malformed, unknown, deleted, or not a finished solve). */
  const sharedVersion = (token: string) =>
    TOKEN_PATTERN.test(token) ? versions.load(token) : Promise.resolve(undefined);

  async function render(token: string, origin: string): Promise<string> {
    const row = await findSharedSolution(db, token);
    if (!row?.solution_json) throw notFound(SHARE_MESSAGES.notFound);
    const photo = await storage.getObject(row.image_key);
    const size = photo
      ? await sharp(photo.body)
          .metadata()
          .catch(() => undefined)
      : undefined;
    return renderSharePage({
      pageUrl: `${origin}${sharePagePath(token)}`,
      image: {
        path: shareImagePath(token),
        url: `${origin}${shareImagePath(token)}`,
        type: row.image_content_type,
        width: size?.width,
        height: size?.height,
      },
      grade: row.grade,
      solvedAt: row.created_at,
      solution: row.solution_json,
    });
  }

  return {
    /** The owner's link to the solution: the same URL every time (the token is made once). */
    async createLink(user: UserRow, id: string, origin: string): Promise<ShareResponse> {
      const row = await findOwnedSolution(db, user.id, id);
      if (!row) throw notFound(SHARE_MESSAGES.notFound);
      if (row.status !== 'COMPLETED') throw conflict(SHARE_MESSAGES.notSolved);
      if (!hasAnsweredTask(row.solution_json)) throw unprocessable(SHARE_MESSAGES.nothingToShare);
      const token =
        row.share_token ??
        (await ensureShareToken(db, user.id, id, randomBytes(TOKEN_BYTES).toString('base64url')));
      if (!token) throw notFound(SHARE_MESSAGES.notFound);
      return { solution_page_url: `${origin}${sharePagePath(token)}` };
    },

    /** The rendered page, or null when there is none to show (then the route answers the 404 page). */
    async page(token: string, origin: string): Promise<CachedPage | null> {
      const live = await sharedVersion(token);
      if (!live) {
        pages.forget(token);
        return null;
      }
      try {
        return await pages.get(token, `${live.updated_at.getTime()}|${origin}`, () => render(token, origin));
      } catch (error) {
        // Deleted between the check and the render.
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },

    /** The task photo of a shared solution, for the page and for messenger previews. */
    async image(token: string): Promise<{ body: Buffer; contentType: string } | null> {
      const live = await sharedVersion(token);
      if (!live) return null;
      const photo = await storage.getObject(live.image_key);
      return photo && { body: photo.body, contentType: live.image_content_type };
    },
  };
}
