/**
 * The client half of a correction: POST /solution/{id}/correct waits for the corrected answer, then the
 * status call returns the solution with it (polled a few times if the server stopped waiting first).
 * The calls are passed in, so the sequence is tested without a network.
 */
import type { CorrectSolutionRequest, StatusResponse } from '../../../contract/api.js';
import { STATUS_POLL_ATTEMPTS, STATUS_POLL_INTERVAL_MS } from '../../../contract/constants.js';
import type { SolutionRecord } from '../../../contract/solution.js';
import { ApiError } from '../../lib/api-error.js';
import { sr } from '../../i18n/sr.js';

export interface CorrectCalls {
  correctSolution: (id: string, body: CorrectSolutionRequest) => Promise<string>;
  getCorrectionStatus: (id: string) => Promise<StatusResponse>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The corrected solution; throws an ApiError with the text to show when there is none. */
export async function correctTask(
  id: string,
  body: CorrectSolutionRequest,
  calls: CorrectCalls,
): Promise<SolutionRecord> {
  const wait = calls.wait ?? sleep;
  const outcome = await calls.correctSolution(id, body);
  if (outcome === 'FAILED') throw new ApiError(sr.correct.failed, null);
  if (outcome === 'DELETED') throw new ApiError(sr.solve.fallbacks.notFound, 404);
  for (let attempt = 1; attempt <= STATUS_POLL_ATTEMPTS; attempt++) {
    const answer = await calls.getCorrectionStatus(id);
    if (answer.status === 'COMPLETED' && answer.solution) return answer.solution;
    if (answer.status === 'DELETED' || answer.status === 'FAILED')
      throw new ApiError(sr.solve.fallbacks.notFound, 404);
    if (attempt < STATUS_POLL_ATTEMPTS) await wait(STATUS_POLL_INTERVAL_MS);
  }
  throw new ApiError(sr.correct.timeout, null);
}
