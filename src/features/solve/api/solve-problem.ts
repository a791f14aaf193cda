import { okResponseSchema } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Takes the credits and answers once the solve has finished (hence no client timeout). */
export const solveProblem = async (solutionId: string): Promise<string> =>
  (
    await callApi(ENDPOINTS.solveProblem, {
      answer: okResponseSchema,
      json: { solution_id: solutionId },
      fallback: sr.solve.fallbacks.solve,
    })
  ).status;
