import { statusResponseSchema, type StatusResponse } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** The corrected solution's status (PROCESSING while its correction is solved); one poll, not retried. */
export const getCorrectionStatus = (solutionId: string): Promise<StatusResponse> =>
  callApi(ENDPOINTS.solutionStatus, {
    params: { id: solutionId },
    answer: statusResponseSchema,
    retry: 0,
    statusTexts: { 404: sr.solve.fallbacks.notFound },
    fallback: sr.correct.statusFallback,
  });
