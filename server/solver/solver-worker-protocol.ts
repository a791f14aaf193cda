/** Messages between the local solver and its worker threads: one typed union each way. */
import type { Grade, Language } from '../../contract/index.js';
import type { PhotoSolution } from './solve-photo.js';
import type { SolveBudget } from './solve-budget.js';

export interface SolveJob {
  id: number;
  image: Uint8Array;
  grade: Grade;
  language: Language;
  /** Measured from when the thread takes the job (solve-budget.ts). */
  budget?: SolveBudget;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'solved'; id: number; result: PhotoSolution }
  | { type: 'failed'; id: number; message: string };
