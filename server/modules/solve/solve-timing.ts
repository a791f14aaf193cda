/**
 * Every time limit of a solve, derived in one place from JOB_TIMEOUT_SECONDS (T), so that a solve
 * ends within 2T of its first attempt's start (answered, or failed and refunded) however many
 * workers die on it:
 *
 *   attempt 1 ≤ T · a silent worker's job expires T + check later and is retried once · the retry
 *   gets what is left of the budget · the reaper, looking every `check` seconds, fails and refunds
 *   whatever is still PROCESSING at 2T − check.
 *
 * Waiting in the queue before the first attempt does not count (a backlog at the evening rush is
 * not a failure); a solve no worker takes for QUEUE_WAIT_LIMIT is refunded all the same.
 */
export interface SolveTiming {
  /** One attempt's solver limit (ms). */
  attemptMs: number;
  /** After this long without finishing, the queue takes a job's worker for dead and retries it. */
  queueExpireSeconds: number;
  /** How often the queue's expiry check and the reaper run. */
  checkSeconds: number;
  /** A solve still PROCESSING this long after it started is failed and refunded. */
  reapAfterSeconds: number;
  /** The longest any solve stays PROCESSING once its first attempt began. */
  maxProcessingSeconds: number;
  /** A solve no worker has begun after this long is failed and refunded. */
  queueWaitLimitSeconds: number;
  /** How long an attempt of a solve that started at `startedAt` may still run (ms; ≤ 0: none). */
  attemptBudgetMs(startedAt: Date, now?: Date): number;
}

/** With no worker running for half an hour, a queued solve is given up and refunded. */
const QUEUE_WAIT_LIMIT_SECONDS = 30 * 60;

export function solveTiming(jobTimeoutSeconds: number): SolveTiming {
  const t = jobTimeoutSeconds;
  const check = Math.min(15, Math.max(1, Math.ceil(t / 10)));
  const max = 2 * t;
  // The retry must be over before the reaper looks: one check to notice the expiry, one to reap.
  const lastAttemptEnd = max - 2 * check;
  return {
    attemptMs: t * 1000,
    queueExpireSeconds: t + check,
    checkSeconds: check,
    reapAfterSeconds: max - check,
    maxProcessingSeconds: max,
    queueWaitLimitSeconds: Math.max(QUEUE_WAIT_LIMIT_SECONDS, 10 * t),
    attemptBudgetMs: (startedAt, now = new Date()) =>
      Math.min(t * 1000, startedAt.getTime() + lastAttemptEnd * 1000 - now.getTime()),
  };
}
