import {
  generateUploadUrlResponseSchema,
  type GenerateUploadUrlRequest,
  type GenerateUploadUrlResponse,
} from '../../../../contract/api.js';
import { api } from '../../../lib/api-client.js';
import { toApiError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';

/** POST /api/v1/generate-upload-url/ — creates the solution and answers a presigned POST. */
export async function generateUploadUrl(body: GenerateUploadUrlRequest): Promise<GenerateUploadUrlResponse> {
  try {
    return generateUploadUrlResponseSchema.parse(
      await api.post('generate-upload-url/', { json: body }).json(),
    );
  } catch (error) {
    throw await toApiError(error, sr.solve.fallbacks.uploadUrl);
  }
}
