import { okResponseSchema } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** The server checks the stored bytes really are a photo. */
export const uploadCompleted = async (solutionId: string): Promise<string> =>
  (
    await callApi(ENDPOINTS.uploadCompleted, {
      answer: okResponseSchema,
      json: { solution_id: solutionId },
      fallback: sr.solve.fallbacks.uploadCompleted,
    })
  ).status;
