import { historyResponseSchema } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** One page of solved tasks, newest first. */
export const getHistory = async (start: number, limit: number): Promise<SolutionRecord[]> =>
  (
    await callApi(ENDPOINTS.history, {
      answer: historyResponseSchema,
      searchParams: { start, limit },
      fallback: sr.history.fallbacks.fetch,
    })
  ).data;
