/**
 * The SolverPort adapter for the local engine. Preprocessing, OCR and the engine are CPU-bound,
 * so they run in a small pool of worker threads and the API's event loop stays responsive.
 * Each thread keeps its PP-OCRv4 recogniser (an onnxruntime session) warm between photos.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SolveRequest, SolverPort } from '../ports/solver.port.js';
import type { PhotoSolution } from './solve-photo.js';
import { solveTypedTasks } from './solve-text.js';
import { BUDGET_SHARES, budgetAtDispatch, type BudgetShares } from './solve-budget.js';
import type { SolveJob, WorkerReply } from './solver-worker-protocol.js';

export interface LocalSolverOptions {
  /** Worker threads; default min(2, cores). */
  threads?: number;
  /** A photo taking longer than this fails and its thread is replaced. */
  timeoutMs?: number;
  /**
   * Shares of `timeoutMs` after which a solve starts no optional work and stops reading
   * (solve-budget.ts); default BUDGET_SHARES, null for no budget.
   */
  budgetShares?: BudgetShares | null;
}

export interface LocalSolver extends SolverPort {
  /** Like `solve`, with what OCR read and how long each stage took. */
  solveWithDetails(request: SolveRequest): Promise<PhotoSolution>;
}

interface PendingJob {
  job: SolveJob;
  /** When the caller's own time runs out (ms since the epoch), if it said (SolveRequest.timeLeftMs). */
  deadline?: number;
  resolve: (result: PhotoSolution) => void;
  reject: (error: Error) => void;
}

interface PoolThread {
  worker: Worker;
  ready: boolean;
  current: PendingJob | null;
  timer: NodeJS.Timeout | null;
  /** Timed out: its photo failed and a fresh thread took its place; it is stopped once idle. */
  retiring?: () => void;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** Threads that die before they are ready this many times in a row mean a broken install. */
const MAX_START_FAILURES = 3;

/**
 * A timed-out thread is stopped when it finishes its photo, not at once: terminating a thread
 * while onnxruntime runs in it aborts the whole process (a native Napi::Error, seen in round 13
 * on a photo slower than the limit). Past this many timeouts more it is terminated all the same.
 */
const RETIRE_GRACE_TIMEOUTS = 5;
/** ... and never sooner than this: a short limit must not cut a photo's reading off mid-way. */
const RETIRE_GRACE_MIN_MS = 60_000;

export function createLocalSolver(options: LocalSolverOptions = {}): LocalSolver {
  const size = Math.max(1, options.threads ?? Math.min(2, availableParallelism()));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const shares = options.budgetShares === undefined ? BUDGET_SHARES : options.budgetShares;
  const queue: PendingJob[] = [];
  const threads = new Set<PoolThread>();
  let nextId = 1;
  let closed = false;
  let startFailures = 0;

  const spawn = () => {
    // The entry registers tsx inside the thread (see solver-worker-entry.mjs); no inherited flags.
    const worker = new Worker(new URL('./solver-worker-entry.mjs', import.meta.url), { execArgv: [] });
    const thread: PoolThread = { worker, ready: false, current: null, timer: null };
    threads.add(thread);
    worker.on('message', (message: WorkerReply) => {
      if (thread.retiring) return thread.retiring();
      if (message.type === 'ready') {
        thread.ready = true;
        startFailures = 0;
      } else {
        const pending = finish(thread);
        if (pending && message.type === 'solved') pending.resolve(message.result);
        else if (pending && message.type === 'failed')
          pending.reject(new Error(`local solver failed: ${message.message}`));
      }
      dispatch();
    });
    // A retired thread that fails or exits is done with its photo too (review: it had waited out
    // the whole grace).
    worker.on('error', (error) => (thread.retiring ? thread.retiring() : replace(thread, error)));
    worker.on('exit', (code) =>
      thread.retiring
        ? thread.retiring()
        : replace(thread, new Error(`solver thread exited with code ${code}`)),
    );
  };

  const finish = (thread: PoolThread): PendingJob | null => {
    const pending = thread.current;
    thread.current = null;
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    return pending;
  };

  /** A thread that died or hung: fail its photo and start a fresh thread in its place. */
  const replace = (thread: PoolThread, error: Error) => {
    if (!threads.delete(thread)) return;
    finish(thread)?.reject(error);
    void thread.worker.terminate();
    if (closed) return;
    if (!thread.ready && ++startFailures >= MAX_START_FAILURES) {
      // Threads cannot even start: fail what waits instead of respawning forever.
      if (threads.size === 0)
        for (const pending of queue.splice(0))
          pending.reject(new Error(`local solver cannot start: ${error.message}`));
      return;
    }
    spawn();
  };

  const retiring = new Set<Promise<void>>();
  /**
   * A thread past its time: fail its photo, stop it once it is idle, and start a fresh thread —
   * at once while no more threads are retiring than the pool holds, else when one has stopped
   * (review: slow photos one after another must not pile up busy threads on the cores).
   */
  const retire = (thread: PoolThread, error: Error) => {
    if (!threads.delete(thread)) return;
    finish(thread)?.reject(error);
    const stopped = new Promise<void>((resolve) => {
      const grace = setTimeout(
        () => thread.retiring?.(),
        Math.max(timeoutMs * RETIRE_GRACE_TIMEOUTS, RETIRE_GRACE_MIN_MS),
      );
      grace.unref();
      thread.retiring = () => {
        clearTimeout(grace);
        thread.retiring = () => {};
        void thread.worker.terminate().finally(resolve);
      };
    });
    retiring.add(stopped);
    void stopped.then(() => {
      retiring.delete(stopped);
      if (!closed && threads.size < size) spawn();
    });
    if (!closed && retiring.size <= size) spawn();
    dispatch();
  };

  const dispatch = () => {
    for (const thread of threads) {
      if (queue.length === 0) return;
      if (!thread.ready || thread.current) continue;
      const pending = queue.shift()!;
      // The budget's clock starts when the thread takes the photo: what the caller has left then.
      if (shares) pending.job.budget = budgetAtDispatch(timeoutMs, shares, pending.deadline, Date.now());
      thread.current = pending;
      thread.timer = setTimeout(
        () => retire(thread, new Error(`local solver timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      thread.worker.postMessage(pending.job);
    }
  };

  for (let i = 0; i < size; i++) spawn();

  const solveWithDetails = (request: SolveRequest) =>
    new Promise<PhotoSolution>((resolve, reject) => {
      if (closed) return reject(new Error('local solver is closed'));
      if (threads.size === 0) return reject(new Error('local solver has no working threads'));
      const image = new Uint8Array(request.image);
      queue.push({
        job: {
          id: nextId++,
          image,
          grade: request.grade,
          language: request.language,
        },
        ...(request.timeLeftMs !== undefined ? { deadline: Date.now() + request.timeLeftMs } : {}),
        resolve,
        reject,
      });
      dispatch();
    });

  return {
    solveWithDetails,
    async solve(request) {
      return (await solveWithDetails(request)).solution;
    },
    // Typed tasks need no OCR: the engine alone answers in milliseconds, so no thread is used.
    async solveText(request) {
      return solveTypedTasks(request);
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('local solver is closed'));
      const all = [...threads];
      threads.clear();
      for (const thread of all) finish(thread)?.reject(new Error('local solver is closed'));
      await Promise.all(all.map((thread) => thread.worker.terminate()));
      // Retired threads get one more time limit to finish their photos (terminating one inside
      // onnxruntime aborts the process); then they are stopped all the same.
      const wait = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([Promise.all(retiring), wait]);
    },
  };
}
