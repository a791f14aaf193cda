/**
 * The client half of the solve sequence (docs/product.md, "Solve flow"): upload URL → storage POST →
 * upload-completed → solve-problem → status polling, reporting progress on the way.
 * The calls are passed in, so the sequence is tested without a network.
 */
import type {
  GenerateUploadUrlRequest,
  GenerateUploadUrlResponse,
  SolveTextRequest,
  SolveTextResponse,
  StatusResponse,
} from '../../../contract/api.js';
import type { Grade } from '../../../contract/grades.js';
import type { Language } from '../../../contract/languages.js';
import type { SolutionRecord } from '../../../contract/solution.js';
import { ApiError } from '../../lib/api-error.js';
import { sr } from '../../i18n/sr.js';
import { pollSolutionStatus, type PollOptions } from './poll-status.js';
import { PROGRESS, uploadProgress } from './progress.js';

export interface SolveCalls {
  generateUploadUrl: (body: GenerateUploadUrlRequest) => Promise<GenerateUploadUrlResponse>;
  uploadToStorage: (
    url: string,
    fields: Record<string, string>,
    file: Blob,
    fileName: string,
    onProgress: (loaded: number, total: number) => void,
  ) => Promise<void>;
  uploadCompleted: (solutionId: string) => Promise<unknown>;
  solveProblem: (solutionId: string) => Promise<unknown>;
  getSolutionStatus: (solutionId: string) => Promise<StatusResponse>;
  solveText: (body: SolveTextRequest) => Promise<SolveTextResponse>;
}

export interface SolveInput {
  file: Blob;
  fileName: string;
  fileType: GenerateUploadUrlRequest['original_image_type'];
  grade: Grade;
  language: Language;
}

export interface SolveEvents {
  onProgress: (progress: number) => void;
  /** The server created the solution: remembered so a credit top-up or a reload can pick it up. */
  onSolutionId: (id: string) => void;
  onUploadCompleted?: () => void;
}

export async function runSolve(
  input: SolveInput,
  calls: SolveCalls,
  events: SolveEvents,
  poll: PollOptions = {},
): Promise<SolutionRecord> {
  events.onProgress(PROGRESS.start);
  const { solution_id: id, data } = await calls.generateUploadUrl({
    original_image_name: input.fileName,
    original_image_type: input.fileType,
    grade: input.grade,
    language: input.language,
  });
  events.onSolutionId(id);
  events.onProgress(PROGRESS.uploadUrl);

  let last: number = PROGRESS.uploadUrl;
  await calls.uploadToStorage(data.url, data.fields, input.file, input.fileName, (loaded, total) => {
    const next = uploadProgress(loaded, total);
    if (next > last) {
      last = next;
      events.onProgress(next);
    }
  });
  events.onProgress(PROGRESS.uploaded);

  await calls.uploadCompleted(id);
  events.onUploadCompleted?.();
  return finishSolve(id, calls, events, poll);
}

/**
 * A typed task instead of a photo: solve-text creates the solution (with a picture of the task) and
 * takes the credits, then it goes on as a photo does from solve-problem. Nothing to upload, so the bar
 * goes straight to the solving stage.
 */
export async function runTypedSolve(
  input: SolveTextRequest,
  calls: SolveCalls,
  events: SolveEvents,
  poll: PollOptions = {},
): Promise<SolutionRecord> {
  events.onProgress(PROGRESS.start);
  const { solution_id: id } = await calls.solveText(input);
  events.onSolutionId(id);
  events.onProgress(PROGRESS.uploaded);
  events.onUploadCompleted?.();
  return finishSolve(id, calls, events, poll);
}

/** From solve-problem on: also what a reload in the middle of a solve resumes. */
export async function finishSolve(
  id: string,
  calls: Pick<SolveCalls, 'solveProblem' | 'getSolutionStatus'>,
  events: Pick<SolveEvents, 'onProgress'>,
  poll: PollOptions = {},
): Promise<SolutionRecord> {
  await calls.solveProblem(id);
  events.onProgress(PROGRESS.solved);
  const solution = await pollSolutionStatus(() => calls.getSolutionStatus(id), poll);
  events.onProgress(PROGRESS.fetched);
  return solution;
}

/** The text of any failure: an ApiError's message (server detail or fallback), else the unknown-error text. */
export function solveErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : sr.solve.unknownError;
}

/**
 * Spec: an error mentioning "nedovoljno kredita" while a solution id exists goes to checkout. A typed
 * task has no solution yet when solve-text refuses it for credits, and goes to checkout all the same.
 */
export function isInsufficientCredits(message: string, solutionId: string | null, typed = false): boolean {
  return (Boolean(solutionId) || typed) && message.toLowerCase().includes(sr.solve.insufficientCreditsMarker);
}
