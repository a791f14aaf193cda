import { deleteHistoryResponseSchema } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Deletes every solution of the user (the same call with no body). */
export const clearHistory = async (): Promise<number> =>
  (
    await callApi(ENDPOINTS.deleteHistory, {
      answer: deleteHistoryResponseSchema,
      fallback: sr.history.fallbacks.clearAll,
    })
  ).deleted;
