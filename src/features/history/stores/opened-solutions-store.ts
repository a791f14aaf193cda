/**
 * Every solution the user has opened (a history item expanded, a solution's own page, a finished
 * solve), kept in IndexedDB so it opens typeset with no connection (docs/architecture.md, "Offline").
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { idbStorage, userStoreKey } from '../../../lib/storage/idb-storage.js';
import { registerUserStore } from '../../../lib/storage/user-stores.js';

/** The most recently opened are kept; a record is a few KB, so this stays far below any quota. */
export const MAX_OPENED_SOLUTIONS = 100;

interface OpenedSolution {
  record: SolutionRecord;
  /** Epoch ms of the last opening. */
  openedAt: number;
}

interface OpenedSolutionsState {
  byId: Record<string, OpenedSolution>;
  hydrated: boolean;
  remember: (record: SolutionRecord) => void;
  forget: (ids: readonly string[]) => void;
  forgetAll: () => void;
}

/** The kept solutions after opening `record`: the newest MAX_OPENED_SOLUTIONS openings. */
export function withOpened(
  byId: Record<string, OpenedSolution>,
  record: SolutionRecord,
  now: number,
  max = MAX_OPENED_SOLUTIONS,
): Record<string, OpenedSolution> {
  const all = { ...byId, [record.id]: { record, openedAt: now } };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.openedAt - a.openedAt)
    .slice(0, max);
  return Object.fromEntries(kept);
}

export const useOpenedSolutions = create<OpenedSolutionsState>()(
  persist(
    (set) => ({
      byId: {},
      hydrated: false,
      remember: (record) => set((s) => ({ byId: withOpened(s.byId, record, Date.now()) })),
      forget: (ids) =>
        set((s) => ({
          byId: Object.fromEntries(Object.entries(s.byId).filter(([id]) => !ids.includes(id))),
        })),
      forgetAll: () => set({ byId: {} }),
    }),
    {
      name: userStoreKey('opened-solutions'),
      storage: idbStorage,
      partialize: (s) => ({ byId: s.byId }),
      // Openings made before IndexedDB answered are newer than what it held.
      merge: (persisted, current) => ({
        ...current,
        byId: {
          ...((persisted as { byId?: Record<string, OpenedSolution> } | undefined)?.byId ?? {}),
          ...current.byId,
        },
      }),
      onRehydrateStorage: () => () => useOpenedSolutions.setState({ hydrated: true }),
    },
  ),
);

registerUserStore(() => useOpenedSolutions.getState().forgetAll());
