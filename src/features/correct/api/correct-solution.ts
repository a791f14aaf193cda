import { okResponseSchema, type CorrectSolutionRequest } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Solves the solution again from the typed tasks; answers once that is over (hence no client timeout). */
export const correctSolution = async (solutionId: string, body: CorrectSolutionRequest): Promise<string> =>
  (
    await callApi(ENDPOINTS.correctSolution, {
      params: { id: solutionId },
      json: body,
      answer: okResponseSchema,
      retry: 0,
      statusTexts: { 404: sr.solve.fallbacks.notFound },
      fallback: sr.correct.fallback,
    })
  ).status;
