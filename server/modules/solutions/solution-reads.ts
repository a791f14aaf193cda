/**
 * Reading solved tasks at the evening rush: the status poll, the history pages and one solution by
 * id (docs/architecture.md, "Throughput").
 *
 * - **Never stale.** Every answer first asks the database, after the request arrived, which rows
 *   the caller owns, their status and their version (`xmin`, solutions.repository.ts). A deleted
 *   solution, another user's, or one changed since it was rendered (a correction) is never served
 *   from memory, whichever API process changed it.
 * - **Cheap.** Those checks are batched: every request that arrives in one turn of the event loop
 *   shares one query (DataLoader, scheduled with setImmediate). A finished solution is rendered
 *   once per version — the contract's schema checks it then, as the route's serializer did on every
 *   answer — and sent as the bytes it became: a status answer and a history page whose records are
 *   the same renderings as last time are the same bytes, encoded once (no string is built or
 *   encoded per request).
 * - A rendered answer carries a signed photo URL, so it is rendered again after URL_REUSE_MS: the
 *   URL it hands out has lost at most that much of its lifetime (a day or more; storage adapters).
 */
import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import { solutionRecordSchema, type SolutionStatus } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { visibleStatus } from '../solve/solve-wait.js';
import { toSolutionRecord } from './solution-record.js';
import { findSolutionsWithVersion, historyVersions, solutionVersions } from './solutions.repository.js';

const URL_REUSE_MS = 10 * 60_000;
/** Bounded by bytes: a long solution weighs far more than a short one. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const MAX_BATCH = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Rendered {
  userId: string;
  version: string;
  /** The solution record (contract: solutionRecordSchema) as JSON bytes. */
  record: Buffer;
  /** The status call's answer for it (contract: statusResponseSchema). */
  status: Buffer;
  renderedAt: number;
}

/** The last body of each history page, and the renderings it was made of. */
interface PageBody {
  records: Rendered[];
  body: Buffer;
}

const PAGE_OPEN = Buffer.from('{"data":[');
const PAGE_COMMA = Buffer.from(',');
const PAGE_CLOSE = Buffer.from(']}');

interface Checked {
  id: string;
  user_id: string;
  version: string;
}

/** A batch loader that checks each call afresh: nothing is remembered between batches. */
const everyTurn = <K, V>(load: (keys: readonly K[]) => Promise<V[]>) =>
  new DataLoader<K, V>(load, {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
    maxBatchSize: MAX_BATCH,
  });

export function createSolutionReads(container: Pick<Container, 'database' | 'storage'>, now = Date.now) {
  const { db } = container.database;
  const { storage } = container;
  const rendered = new LRUCache<string, Rendered>({
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: (r) => r.record.length + r.status.length + 200,
  });
  const rendering = new Map<string, Promise<Rendered | undefined>>();
  const pageBodies = new LRUCache<string, PageBody>({
    maxSize: MAX_CACHED_BYTES / 2,
    sizeCalculation: (p) => p.body.length + 8 * p.records.length + 200,
  });

  const versions = everyTurn(async (ids: readonly string[]) => {
    const rows = await solutionVersions(db, [...new Set(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  });

  const pages = everyTurn(async (keys: readonly string[]) => {
    const unique = [...new Set(keys)];
    const rows = await historyVersions(
      db,
      unique.map((key) => {
        const [userId = '', start, limit] = key.split(':');
        return { userId, start: Number(start), limit: Number(limit) };
      }),
    );
    const byKey = new Map<string, Checked[]>(unique.map((key) => [key, []]));
    for (const row of rows) {
      const key = unique[row.page - 1]!;
      byKey.get(key)!.push({ id: row.id, user_id: key.split(':')[0]!, version: row.version });
    }
    return keys.map((key) => byKey.get(key)!);
  });

  const wholeRows = everyTurn(async (ids: readonly string[]) => {
    const rows = await findSolutionsWithVersion(db, [...new Set(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  });

  /** Loads and renders the row as it is now (at least as new as `checked`); undefined if it is gone or not solved. */
  async function render(checked: Checked): Promise<Rendered | undefined> {
    const row = await wholeRows.load(checked.id);
    if (row?.status !== 'COMPLETED' || row.user_id !== checked.user_id) return undefined;
    const record = solutionRecordSchema.parse(toSolutionRecord(row, await storage.objectUrl(row.image_key)));
    const json = JSON.stringify(record);
    const entry: Rendered = {
      userId: row.user_id,
      version: row.version,
      record: Buffer.from(json),
      status: Buffer.from(`{"status":"COMPLETED","solution":${json}}`),
      renderedAt: now(),
    };
    rendered.set(row.id, entry);
    return entry;
  }

  /** The record of a solution the database has just said is the caller's, COMPLETED, at this version. */
  function recordOf(checked: Checked): Promise<Rendered | undefined> {
    const hit = rendered.get(checked.id);
    if (
      hit?.version === checked.version &&
      hit.userId === checked.user_id &&
      now() - hit.renderedAt < URL_REUSE_MS
    ) {
      return Promise.resolve(hit);
    }
    // Requests that saw the same version share one rendering; a newer version renders anew.
    const key = `${checked.id}:${checked.version}`;
    let job = rendering.get(key);
    if (!job) {
      job = render(checked).finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    return job;
  }

  /** The caller's solution as the database has it now, or undefined (unknown, malformed, someone else's). */
  async function checkedSolution(userId: string, id: string) {
    if (!UUID.test(id)) return undefined;
    const row = await versions.load(id);
    return row?.user_id === userId ? row : undefined;
  }

  return {
    /**
     * The status of the caller's solution; when it is COMPLETED, the whole answer of the status call
     * as JSON bytes. Undefined: not theirs.
     */
    async status(userId: string, id: string): Promise<{ status: SolutionStatus; body?: Buffer } | undefined> {
      const row = await checkedSolution(userId, id);
      // A solved task whose correction is being solved reads PROCESSING (solve-wait.ts).
      if (row?.status !== 'COMPLETED' || row.pending_correction) return row && { status: visibleStatus(row) };
      const entry = await recordOf(row);
      return entry && { status: 'COMPLETED', body: entry.status };
    },

    /** The record of the caller's solved task as JSON bytes; undefined for anything else. */
    async record(userId: string, id: string): Promise<Buffer | undefined> {
      const row = await checkedSolution(userId, id);
      return row?.status === 'COMPLETED' ? (await recordOf(row))?.record : undefined;
    },

    /** A page of the caller's history, newest first: the answer of the history call as JSON bytes. */
    async history(userId: string, start: number, limit: number): Promise<Buffer> {
      const key = `${userId}:${start}:${limit}`;
      const listed = await pages.load(key);
      // A solution deleted between the two reads is left out, as if the page had been read after.
      const records = (await Promise.all(listed.map(recordOf))).filter((r): r is Rendered => r !== undefined);
      const last = pageBodies.get(key);
      if (last?.records.length === records.length && last.records.every((r, i) => r === records[i])) {
        return last.body;
      }
      const parts = records.flatMap((r, i) => (i === 0 ? [r.record] : [PAGE_COMMA, r.record]));
      const body = Buffer.concat([PAGE_OPEN, ...parts, PAGE_CLOSE]);
      pageBodies.set(key, { records, body });
      return body;
    },
  };
}

export type SolutionReads = ReturnType<typeof createSolutionReads>;
