/** Messages between the local solver and its worker threads: one typed union each way. */
import type { Grade, Language } from '../../contract/index.js';
import type { PhotoSolution } from './solve-photo.js';

export interface SolveJob {
  id: number;
  image: Uint8Array;
  grade: Grade;
  language: Language;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'solved'; id: number; result: PhotoSolution }
  | { type: 'failed'; id: number; message: string };
