import { deleteHistoryResponseSchema } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Deletes the selected solutions with their photos; answers how many went. */
export const deleteHistoryItems = async (solutionIds: string[]): Promise<number> =>
  (
    await callApi(ENDPOINTS.deleteHistory, {
      answer: deleteHistoryResponseSchema,
      json: { solution_ids: solutionIds },
      fallback: sr.history.fallbacks.deleteItems,
    })
  ).deleted;
