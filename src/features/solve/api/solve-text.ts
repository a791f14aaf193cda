import {
  solveTextResponseSchema,
  type SolveTextRequest,
  type SolveTextResponse,
} from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Creates the solution of typed tasks and takes the credits (402 'nedovoljno kredita' when short). */
export const solveText = (body: SolveTextRequest): Promise<SolveTextResponse> =>
  callApi(ENDPOINTS.solveText, {
    answer: solveTextResponseSchema,
    json: body,
    retry: 0,
    fallback: sr.solve.fallbacks.solveText,
  });
