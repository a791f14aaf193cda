import { okResponseSchema } from '../../../../contract/api.js';
import { api } from '../../../lib/api-client.js';
import { toApiError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';

/** POST /api/v1/upload-completed — the server checks the stored bytes really are a photo. */
export async function uploadCompleted(solutionId: string): Promise<string> {
  try {
    return okResponseSchema.parse(
      await api.post('upload-completed', { json: { solution_id: solutionId } }).json(),
    ).status;
  } catch (error) {
    throw await toApiError(error, sr.solve.fallbacks.uploadCompleted);
  }
}
