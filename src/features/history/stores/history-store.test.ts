import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { sr } from '../../../i18n/sr.js';
import { ApiError } from '../../../lib/api-error.js';
import { useToastStore } from '../../../lib/toast/toast-store.js';

/** The server: the user's solutions newest first, paged as the API pages them. */
let server: SolutionRecord[] = [];
let failPagesFrom: number | null = null;
let pending: Array<() => void> = [];
let holdPages = false;
let refuseDeletes = false;

vi.mock('idb-keyval', () => ({
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  del: () => Promise.resolve(),
  delMany: () => Promise.resolve(),
  keys: () => Promise.resolve([]),
}));
vi.mock('../api/get-history.js', () => ({
  getHistory: (start: number, limit: number) => {
    if (failPagesFrom !== null && start >= failPagesFrom) {
      return Promise.reject(new ApiError('Failed to fetch history.', 500));
    }
    const answer = () => server.slice(start, start + limit);
    if (!holdPages) return Promise.resolve(answer());
    // Answered when the test says so, from the server as it is then.
    return new Promise((resolve) => pending.push(() => resolve(answer())));
  },
}));
vi.mock('../api/delete-history-items.js', () => ({
  deleteHistoryItems: (ids: string[]) => {
    if (refuseDeletes)
      return Promise.reject(new ApiError('Nema internet veze. Ova radnja zahteva vezu.', null, true));
    server = server.filter((s) => !ids.includes(s.id));
    return Promise.resolve(ids.length);
  },
}));
vi.mock('../api/clear-history.js', () => ({
  clearHistory: () => {
    const n = server.length;
    server = [];
    return Promise.resolve(n);
  },
}));

const { useHistoryStore } = await import('./history-store.js');
const { useOpenedSolutions, withOpened } = await import('./opened-solutions-store.js');

const record = (n: number): SolutionRecord => ({
  id: `s${n}`,
  timestamp: n,
  grade: 'Faculty',
  language: 'srpski',
  s3_image_url: null,
  solution_jsonb: null,
  s3_solution_image_url: null,
});
const ids = () => useHistoryStore.getState().items.map((s) => s.id);
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

beforeEach(() => {
  server = Array.from({ length: 23 }, (_, i) => record(23 - i));
  failPagesFrom = null;
  holdPages = false;
  refuseDeletes = false;
  pending = [];
  useHistoryStore.getState().reset();
  useOpenedSolutions.getState().forgetAll();
  useToastStore.setState({ toasts: [] });
});

describe('the history store', () => {
  it('loads the first page, then the next ones until a page comes back short', async () => {
    const store = useHistoryStore.getState();
    await store.reload();
    expect(ids()).toHaveLength(10);
    expect(useHistoryStore.getState().hasMore).toBe(true);
    await useHistoryStore.getState().loadMore();
    await useHistoryStore.getState().loadMore();
    expect(ids()).toEqual(server.map((s) => s.id));
    expect(useHistoryStore.getState().hasMore).toBe(false);
    await useHistoryStore.getState().loadMore();
    expect(ids()).toHaveLength(23);
  });

  it('drops a page that was on its way while items were deleted, and the next one fits', async () => {
    await useHistoryStore.getState().reload();
    holdPages = true;
    const page = useHistoryStore.getState().loadMore();
    await useHistoryStore.getState().deleteItems(['s22', 's20']);
    pending.forEach((answer) => answer());
    await page;
    expect(ids()).toHaveLength(8);
    holdPages = false;
    await useHistoryStore.getState().loadMore();
    await useHistoryStore.getState().loadMore();
    expect(ids()).toEqual(server.map((s) => s.id));
    expect(ids()).toHaveLength(21);
  });

  it('forgets deleted solutions among the opened ones, and everything on clear', async () => {
    await useHistoryStore.getState().reload();
    useOpenedSolutions.getState().remember(record(23));
    useOpenedSolutions.getState().remember(record(22));
    await useHistoryStore.getState().deleteItems(['s23']);
    expect(Object.keys(useOpenedSolutions.getState().byId)).toEqual(['s22']);
    await useHistoryStore.getState().clearAll();
    expect(ids()).toEqual([]);
    expect(useHistoryStore.getState().hasMore).toBe(false);
    expect(useOpenedSolutions.getState().byId).toEqual({});
  });

  it('toasts a failed first load and a failed next page, keeping what it has', async () => {
    failPagesFrom = 0;
    await useHistoryStore.getState().reload();
    expect(useHistoryStore.getState().status).toBe('error');
    expect(useHistoryStore.getState().error).toBe('Failed to fetch history.');
    expect(toasts()).toEqual([sr.history.firstLoadFailed]);
    failPagesFrom = 10;
    await useHistoryStore.getState().reload();
    await useHistoryStore.getState().loadMore();
    expect(ids()).toHaveLength(10);
    expect(useHistoryStore.getState().hasMore).toBe(true);
    expect(toasts()).toEqual([sr.history.firstLoadFailed, sr.history.nextPageFailed]);
  });

  it('throws a refused delete and keeps the items', async () => {
    await useHistoryStore.getState().reload();
    refuseDeletes = true;
    await expect(useHistoryStore.getState().deleteItems(['s23'])).rejects.toThrow(sr.common.offline);
    expect(ids()).toHaveLength(10);
    expect(server).toHaveLength(23);
  });
});

describe('opened solutions', () => {
  it('keeps the most recently opened ones, at most the cap', () => {
    let kept = {};
    for (let n = 1; n <= 5; n++) kept = withOpened(kept, record(n), n, 3);
    kept = withOpened(kept, record(2), 10, 3);
    expect(Object.keys(kept).sort()).toEqual(['s2', 's4', 's5']);
  });
});
