import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { solutionRecordSchema, type SolutionRecord } from '../../../../contract/solution.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** One solved task by id (its own URL); another user's or a deleted one is a 404. */
export const getSolution = (id: string): Promise<SolutionRecord> =>
  callApi(ENDPOINTS.solution, {
    params: { id },
    answer: solutionRecordSchema,
    fallback: sr.history.fallbacks.solution,
  });
