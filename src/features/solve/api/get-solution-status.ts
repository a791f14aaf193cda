import { statusResponseSchema, type StatusResponse } from '../../../../contract/api.js';
import { api } from '../../../lib/api-client.js';
import { ApiError, toApiError } from '../../../lib/api-error.js';
import { isHTTPError } from 'ky';
import { sr } from '../../../i18n/sr.js';

/** GET /api/v1/solution/{id}/status — a 404 reads "Solution not found…". */
export async function getSolutionStatus(solutionId: string): Promise<StatusResponse> {
  try {
    return statusResponseSchema.parse(
      await api.get(`solution/${encodeURIComponent(solutionId)}/status`, { retry: 0 }).json(),
    );
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) {
      throw new ApiError(sr.solve.fallbacks.notFound, 404);
    }
    throw await toApiError(error, sr.solve.fallbacks.status);
  }
}
