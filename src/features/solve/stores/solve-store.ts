/**
 * The solve flow's client state (docs/product.md, "Problem draft" and "Solve flow"): the draft
 * (photo, grade, language), the running solve, its solution or error, and the solution id kept for
 * a credit top-up. Persisted to IndexedDB so a reload keeps the draft and the last solution; the
 * photo is kept as its data URL (a File does not survive JSON), the File itself only in memory.
 * Progress lives in its own unpersisted store: it changes many times a second during the upload.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Grade } from '../../../../contract/grades.js';
import type { Language } from '../../../../contract/languages.js';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { ACCEPTED_IMAGE_TYPES } from '../../../../contract/constants.js';
import { idbStorage, userStoreKey } from '../../../lib/storage/idb-storage.js';
import { registerUserStore } from '../../../lib/storage/user-stores.js';
import { generateUploadUrl } from '../api/generate-upload-url.js';
import { getSolutionStatus } from '../api/get-solution-status.js';
import { solveProblem } from '../api/solve-problem.js';
import { solveText } from '../api/solve-text.js';
import { uploadCompleted } from '../api/upload-completed.js';
import { uploadToStorage } from '../api/upload-to-storage.js';
import { dataUrlToBlob } from '../image-file.js';
import { PROGRESS } from '../progress.js';
import { readSavedConfig } from '../saved-config.js';
import {
  finishSolve,
  isInsufficientCredits,
  runSolve,
  runTypedSolve,
  solveErrorMessage,
  type SolveCalls,
} from '../run-solve.js';

export interface ProblemDraft {
  /** The photo as a data URL; '' for a typed task. */
  imageDataUrl: string;
  imageName: string;
  imageType: string;
  grade: Grade;
  language: Language;
  /** Tasks typed instead of a photo (LaTeX from the maths keyboard). */
  typedTasks?: string[];
}

/** idle: nothing running · solving · done: solution shown · error: error screen · needsCredits: waits for a top-up (the solution screen sends the user to checkout). */
export type SolvePhase = 'idle' | 'solving' | 'done' | 'error' | 'needsCredits';

interface SolveState {
  draft: ProblemDraft | null;
  /** The picked/captured (compressed) photo of this session; the data URL stands in after a reload. */
  imageFile: File | null;
  phase: SolvePhase;
  solution: SolutionRecord | null;
  error: string | null;
  /** The solution the server created for the running or last solve. */
  solutionId: string | null;
  /** Remembered when credits ran out, for the payment verification to start that solve. */
  pendingSolutionId: string | null;
  hydrated: boolean;

  setImage: (file: File, dataUrl: string) => void;
  /** 'Ukucaj zadatak': the typed tasks become the draft, in place of a photo. */
  setTyped: (tasks: string[]) => void;
  setDetails: (grade: Grade, language: Language) => void;
  submit: () => Promise<void>;
  /** After a reload in the middle of a solve: wait for the server's outcome of that solution. */
  resume: () => Promise<void>;
  clearPendingSolution: () => void;
  /** Credits were bought and the server started the remembered solve: follow it like a running one. */
  resumeAfterTopUp: (solutionId: string) => void;
  /** 'Reši novi zadatak': draft, solution and error go. */
  reset: () => void;
  /** The solution shown was corrected: the new version replaces it. */
  replaceSolution: (record: SolutionRecord) => void;
}

const calls: SolveCalls = {
  generateUploadUrl,
  uploadToStorage,
  uploadCompleted,
  solveProblem,
  getSolutionStatus,
  solveText,
};

export const useSolveProgress = create<{ progress: number; uploadCompleted: boolean }>()(() => ({
  progress: PROGRESS.start,
  uploadCompleted: false,
}));

const setProgress = (progress: number) => useSolveProgress.setState({ progress });

let running: Promise<void> | null = null;

function imageTypeOf(type: string): (typeof ACCEPTED_IMAGE_TYPES)[number] {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)
    ? (type as (typeof ACCEPTED_IMAGE_TYPES)[number])
    : 'image/jpeg';
}

const cleared = {
  draft: null,
  imageFile: null,
  phase: 'idle' as SolvePhase,
  solution: null,
  error: null,
  solutionId: null,
};

export const useSolveStore = create<SolveState>()(
  persist(
    (set, get) => {
      const settle = async (work: () => Promise<SolutionRecord>) => {
        try {
          const solution = await work();
          set({ phase: 'done', solution, error: null });
        } catch (error) {
          const message = solveErrorMessage(error);
          const id = get().solutionId;
          if (isInsufficientCredits(message, id, Boolean(get().draft?.typedTasks))) {
            set({ phase: 'needsCredits', pendingSolutionId: id, error: null });
          } else {
            set({ phase: 'error', error: message });
          }
        }
      };
      const track = (work: () => Promise<void>) => {
        if (running) return running;
        running = work().finally(() => {
          running = null;
        });
        return running;
      };

      return {
        ...cleared,
        pendingSolutionId: null,
        hydrated: false,

        setImage(file, dataUrl) {
          const previous = get().draft;
          const { grade, language } = previous ?? readSavedConfig();
          set({
            imageFile: file,
            draft: {
              imageDataUrl: dataUrl,
              imageName: file.name || 'zadatak.jpg',
              imageType: file.type,
              grade,
              language,
            },
            phase: 'idle',
            solution: null,
            error: null,
            solutionId: null,
          });
        },

        setTyped(tasks) {
          const { grade, language } = get().draft ?? readSavedConfig();
          set({
            imageFile: null,
            draft: { imageDataUrl: '', imageName: '', imageType: '', grade, language, typedTasks: tasks },
            phase: 'idle',
            solution: null,
            error: null,
            solutionId: null,
          });
        },

        setDetails(grade, language) {
          const draft = get().draft;
          if (draft) set({ draft: { ...draft, grade, language } });
        },

        submit() {
          const { draft, imageFile } = get();
          if (!draft) return Promise.resolve();
          return track(async () => {
            set({ phase: 'solving', solution: null, error: null, solutionId: null });
            useSolveProgress.setState({ progress: PROGRESS.start, uploadCompleted: false });
            const events = {
              onProgress: setProgress,
              onSolutionId: (solutionId: string) => set({ solutionId }),
              onUploadCompleted: () => useSolveProgress.setState({ uploadCompleted: true }),
            };
            const { typedTasks: tasks, grade, language } = draft;
            if (tasks) return settle(() => runTypedSolve({ tasks, grade, language }, calls, events));
            const file = imageFile ?? dataUrlToBlob(draft.imageDataUrl);
            await settle(() =>
              runSolve(
                {
                  file,
                  fileName: draft.imageName,
                  fileType: imageTypeOf(file.type || draft.imageType),
                  grade: draft.grade,
                  language: draft.language,
                },
                calls,
                events,
              ),
            );
          });
        },

        resume() {
          const { phase, solutionId, draft } = get();
          if (phase !== 'solving') return Promise.resolve();
          if (!solutionId) {
            // Nothing reached the server yet (or this tab is already at it): start, or join, the solve.
            if (draft) return get().submit();
            set({ phase: 'idle' });
            return Promise.resolve();
          }
          return track(async () => {
            useSolveProgress.setState({ progress: PROGRESS.uploaded, uploadCompleted: true });
            await settle(() => finishSolve(solutionId, calls, { onProgress: setProgress }));
          });
        },

        clearPendingSolution() {
          set({ pendingSolutionId: null });
        },

        resumeAfterTopUp(solutionId) {
          set({ phase: 'solving', solutionId, pendingSolutionId: null, solution: null, error: null });
          useSolveProgress.setState({ progress: PROGRESS.uploaded, uploadCompleted: true });
        },

        reset() {
          set({ ...cleared });
          useSolveProgress.setState({ progress: PROGRESS.start, uploadCompleted: false });
        },

        replaceSolution(record) {
          if (get().solution?.id === record.id) set({ solution: record });
        },
      };
    },
    {
      name: userStoreKey('solve'),
      storage: idbStorage,
      partialize: (s) => ({
        draft: s.draft,
        phase: s.phase,
        solution: s.solution,
        error: s.error,
        solutionId: s.solutionId,
        pendingSolutionId: s.pendingSolutionId,
      }),
      // A solve running in this tab wins over whatever an earlier visit left in storage.
      merge: (persisted, current) =>
        running || current.draft ? current : { ...current, ...(persisted as object) },
      onRehydrateStorage: () => () => useSolveStore.setState({ hydrated: true }),
    },
  ),
);

registerUserStore(() => {
  useSolveStore.getState().reset();
  useSolveStore.setState({ pendingSolutionId: null });
});

/** Resolves once the persisted state has been read (the configure screen must not redirect before). */
export function useSolveHydrated(): boolean {
  return useSolveStore((s) => s.hydrated);
}
