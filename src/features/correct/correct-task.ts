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
  previous: SolutionRecord,
  body: CorrectSolutionRequest,
  calls: CorrectCalls,
): Promise<SolutionRecord> {
  const { id } = previous;
  const wait = calls.wait ?? sleep;
  const outcome = await calls.correctSolution(id, body);
  // Once the server stopped waiting, a correction given up later (a stopped worker, the reaper)
  // shows as COMPLETED with the solution as it was: that is a failed correction, not a success.
  const unchanged = (solution: SolutionRecord) =>
    outcome === 'PROCESSING' &&
    JSON.stringify(solution.solution_jsonb) === JSON.stringify(previous.solution_jsonb);
  if (outcome === 'FAILED') throw new ApiError(sr.correct.failed, null);
  if (outcome === 'DELETED') throw new ApiError(sr.solve.fallbacks.notFound, 404);
  for (let attempt = 1; attempt <= STATUS_POLL_ATTEMPTS; attempt++) {
    const answer = await calls.getCorrectionStatus(id);
    if (answer.status === 'COMPLETED' && answer.solution) {
      if (unchanged(answer.solution)) throw new ApiError(sr.correct.failed, null);
      return answer.solution;
    }
    if (answer.status === 'DELETED' || answer.status === 'FAILED')
      throw new ApiError(sr.solve.fallbacks.notFound, 404);
    if (attempt < STATUS_POLL_ATTEMPTS) await wait(STATUS_POLL_INTERVAL_MS);
  }
  throw new ApiError(sr.correct.timeout, null);
}
