import {
  generateUploadUrlResponseSchema,
  type GenerateUploadUrlRequest,
  type GenerateUploadUrlResponse,
} from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Creates the solution and answers a presigned POST for its photo. */
export const generateUploadUrl = (body: GenerateUploadUrlRequest): Promise<GenerateUploadUrlResponse> =>
  callApi(ENDPOINTS.generateUploadUrl, {
    answer: generateUploadUrlResponseSchema,
    json: body,
    fallback: sr.solve.fallbacks.uploadUrl,
  });
