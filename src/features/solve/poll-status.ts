/**
 * Status polling (docs/product.md): up to STATUS_POLL_ATTEMPTS calls, STATUS_POLL_INTERVAL_MS apart.
 * COMPLETED answers the solution; FAILED and DELETED are a server failure; anything else waits.
 */
import { STATUS_POLL_ATTEMPTS, STATUS_POLL_INTERVAL_MS } from '../../../contract/constants.js';
import type { StatusResponse } from '../../../contract/api.js';
import type { SolutionRecord } from '../../../contract/solution.js';
import { ApiError } from '../../lib/api-error.js';
import { sr } from '../../i18n/sr.js';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PollOptions {
  attempts?: number;
  intervalMs?: number;
  wait?: (ms: number) => Promise<void>;
}

export type PollStep =
  { kind: 'done'; solution: SolutionRecord } | { kind: 'failed'; message: string } | { kind: 'wait' };

/** What one status answer means. A COMPLETED answer without its record counts as still waiting. */
export function interpretStatus(answer: StatusResponse): PollStep {
  if (answer.status === 'COMPLETED' && answer.solution) return { kind: 'done', solution: answer.solution };
  if (answer.status === 'FAILED' || answer.status === 'DELETED') {
    return { kind: 'failed', message: sr.solve.fallbacks.failed };
  }
  return { kind: 'wait' };
}

/**
 * Polls until the solution is there. Throws an ApiError with the product's text for a failure or a
 * timeout; errors of the status call itself (404 included) are thrown as the fetcher made them.
 */
export async function pollSolutionStatus(
  getStatus: () => Promise<StatusResponse>,
  { attempts = STATUS_POLL_ATTEMPTS, intervalMs = STATUS_POLL_INTERVAL_MS, wait = sleep }: PollOptions = {},
): Promise<SolutionRecord> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const step = interpretStatus(await getStatus());
    if (step.kind === 'done') return step.solution;
    if (step.kind === 'failed') throw new ApiError(step.message, null);
    if (attempt < attempts) await wait(intervalMs);
  }
  throw new ApiError(sr.solve.fallbacks.timeout, null);
}
