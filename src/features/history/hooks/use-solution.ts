/**
 * One solution for its own page: the kept copy shows at once (offline too), the server's answer
 * replaces it and is kept. A 404 means it is gone (deleted, or not this user's); any other failure
 * leaves the kept copy on screen.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { ApiError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';
import { getSolution } from '../api/get-solution.js';
import { useHistoryStore } from '../stores/history-store.js';
import { useOpenedSolutions } from '../stores/opened-solutions-store.js';

export type SolutionLoad =
  | { state: 'loading' }
  | { state: 'ready'; solution: SolutionRecord; refreshError: string | null }
  | { state: 'notFound'; message: string }
  | { state: 'error'; message: string };

export function useSolution(id: string): { load: SolutionLoad; retry: () => void } {
  const kept = useOpenedSolutions((s) => s.byId[id]?.record ?? null);
  const listed = useHistoryStore((s) => s.items.find((item) => item.id === id) ?? null);
  const openedHydrated = useOpenedSolutions((s) => s.hydrated);
  const historyHydrated = useHistoryStore((s) => s.hydrated);
  const remember = useOpenedSolutions((s) => s.remember);
  const [fetch, setFetch] = useState<{ status: 'pending' | 'done' | 'failed'; error: ApiError | null }>({
    status: 'pending',
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getSolution(id).then(
      (record) => {
        if (!live) return;
        remember(record);
        setFetch({ status: 'done', error: null });
      },
      (error: unknown) => {
        if (!live) return;
        const apiError =
          error instanceof ApiError ? error : new ApiError(sr.history.fallbacks.solution, null);
        // Deleted (perhaps on another device) or not this user's: the kept copy goes too.
        if (apiError.status === 404) useOpenedSolutions.getState().forget([id]);
        setFetch({ status: 'failed', error: apiError });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt, remember]);

  const retry = useCallback(() => {
    setFetch({ status: 'pending', error: null });
    setAttempt((n) => n + 1);
  }, []);
  const saved = kept ?? listed;

  if (fetch.error?.status === 404)
    return { load: { state: 'notFound', message: fetch.error.message }, retry };
  if (saved) {
    return { load: { state: 'ready', solution: saved, refreshError: fetch.error?.message ?? null }, retry };
  }
  if (fetch.status === 'pending' || !openedHydrated || !historyHydrated)
    return { load: { state: 'loading' }, retry };
  return { load: { state: 'error', message: fetch.error?.message ?? sr.history.fallbacks.solution }, retry };
}
