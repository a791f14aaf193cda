import { shareResponseSchema, type ShareResponse } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** The solution's public link (the same one every time); the share row shows the error or this fallback. */
export const createShareLink = (solutionId: string): Promise<ShareResponse> =>
  callApi(ENDPOINTS.createShareLink, {
    params: { id: solutionId },
    answer: shareResponseSchema,
    fallback: sr.common.unknownError,
  });
