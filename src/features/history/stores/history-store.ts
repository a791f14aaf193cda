/**
 * The history list (docs/product.md, "History"): pages of 10 loaded as the user scrolls, kept in
 * IndexedDB so the list shows offline, and deletions that leave the paging intact (history-pages.ts).
 * Failures of loading are toasts, as the specification says; deletions throw, and the screen says so.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { HISTORY_PAGE_SIZE } from '../../../../contract/constants.js';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { sr } from '../../../i18n/sr.js';
import { ApiError } from '../../../lib/api-error.js';
import { mergeNewer, type LoadStatus } from '../../../lib/storage/create-user-resource-store.js';
import { idbStorage, userStoreKey } from '../../../lib/storage/idb-storage.js';
import { forgetAllPhotos, forgetPhotos } from '../../../lib/storage/photo-cache.js';
import { registerUserStore } from '../../../lib/storage/user-stores.js';
import { showToast } from '../../../lib/toast/toast-store.js';
import { clearHistory } from '../api/clear-history.js';
import { deleteHistoryItems } from '../api/delete-history-items.js';
import { getHistory } from '../api/get-history.js';
import { appendPage, nextPageStart, pageIsFull, withoutIds } from '../history-pages.js';
import { useOpenedSolutions } from './opened-solutions-store.js';

interface HistoryState {
  items: SolutionRecord[];
  hasMore: boolean;
  /** Epoch ms of the first page's fetch; 0 when nothing was ever loaded. */
  fetchedAt: number;
  /** The first page's load. */
  status: LoadStatus;
  error: string | null;
  loadingMore: boolean;
  hydrated: boolean;
  /** Loads the first page again (each time the screen opens: a new solve may have come in). */
  reload: () => Promise<void>;
  /** Loads the next page, if more remain and nothing is loading. */
  loadMore: () => Promise<void>;
  /** Deletes the given solutions; throws an ApiError with the text to show. */
  deleteItems: (ids: string[]) => Promise<void>;
  /** Deletes everything; throws an ApiError with the text to show. */
  clearAll: () => Promise<void>;
  /** A solution changed on the server (corrected): the listed copy is replaced in place. */
  replace: (record: SolutionRecord) => void;
  reset: () => void;
}

const initial = {
  items: [] as SolutionRecord[],
  hasMore: false,
  fetchedAt: 0,
  status: 'idle' as LoadStatus,
  error: null,
  loadingMore: false,
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** A reload, a delete or a sign-out makes any page still on its way stale: its answer is dropped. */
let generation = 0;

export const useHistoryStore = create<HistoryState>()(
  persist(
    (set, get) => ({
      ...initial,
      hydrated: false,

      async reload() {
        const mine = ++generation;
        set({ status: 'loading', error: null, loadingMore: false });
        try {
          const page = await getHistory(0, HISTORY_PAGE_SIZE);
          if (mine !== generation) return;
          set({
            items: page,
            hasMore: pageIsFull(page, HISTORY_PAGE_SIZE),
            fetchedAt: Date.now(),
            status: 'success',
          });
        } catch (error) {
          if (mine !== generation) return;
          set({ status: 'error', error: messageOf(error, sr.history.fallbacks.fetch) });
          showToast(sr.history.firstLoadFailed, 'error');
        }
      },

      async loadMore() {
        const { hasMore, loadingMore, status, items } = get();
        if (!hasMore || loadingMore || status === 'loading') return;
        const mine = generation;
        set({ loadingMore: true });
        try {
          const page = await getHistory(nextPageStart(items), HISTORY_PAGE_SIZE);
          if (mine !== generation) return;
          set((s) => ({
            items: appendPage(s.items, page),
            hasMore: pageIsFull(page, HISTORY_PAGE_SIZE),
            loadingMore: false,
          }));
        } catch {
          if (mine !== generation) return;
          // hasMore stays: scrolling to the end again tries again.
          set({ loadingMore: false });
          showToast(sr.history.nextPageFailed, 'error');
        }
      },

      async deleteItems(ids) {
        await deleteHistoryItems(ids);
        const photos = get()
          .items.filter((item) => ids.includes(item.id))
          .map((item) => item.s3_image_url ?? '');
        // A page or reload still on its way may have been answered before the delete: drop it and ask
        // again (the list's scroll end asks for the next page; a first page is reloaded here).
        const wasReloading = get().status === 'loading';
        generation++;
        set((s) => ({ items: withoutIds(s.items, ids), loadingMore: false }));
        if (wasReloading) void get().reload();
        useOpenedSolutions.getState().forget(ids);
        await forgetPhotos(photos);
      },

      async clearAll() {
        await clearHistory();
        generation++;
        set({ items: [], hasMore: false, loadingMore: false, fetchedAt: Date.now(), status: 'success' });
        useOpenedSolutions.getState().forgetAll();
        await forgetAllPhotos();
      },

      replace(record) {
        set((s) => ({ items: s.items.map((item) => (item.id === record.id ? record : item)) }));
      },

      reset() {
        generation++;
        set({ ...initial });
      },
    }),
    {
      name: userStoreKey('history'),
      storage: idbStorage,
      partialize: (s) => ({ items: s.items, hasMore: s.hasMore, fetchedAt: s.fetchedAt }),
      merge: (persisted, current) => mergeNewer(persisted, current),
      onRehydrateStorage: () => () => useHistoryStore.setState({ hydrated: true }),
    },
  ),
);

registerUserStore(() => useHistoryStore.getState().reset());
