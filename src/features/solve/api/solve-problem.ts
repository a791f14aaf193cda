import { okResponseSchema } from '../../../../contract/api.js';
import { api } from '../../../lib/api-client.js';
import { toApiError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';

/** POST /api/v1/solve-problem — takes the credits and answers once the solve has finished. */
export async function solveProblem(solutionId: string): Promise<string> {
  try {
    return okResponseSchema.parse(
      await api.post('solve-problem', { json: { solution_id: solutionId } }).json(),
    ).status;
  } catch (error) {
    throw await toApiError(error, sr.solve.fallbacks.solve);
  }
}
