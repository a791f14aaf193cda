import { statusResponseSchema, type StatusResponse } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** One poll; not retried (the poll loop is the retry). A 404 reads "Solution not found…". */
export const getSolutionStatus = (solutionId: string): Promise<StatusResponse> =>
  callApi(ENDPOINTS.solutionStatus, {
    params: { id: solutionId },
    answer: statusResponseSchema,
    retry: 0,
    statusTexts: { 404: sr.solve.fallbacks.notFound },
    fallback: sr.solve.fallbacks.status,
  });
