import { authTokenResponseSchema, type SignUpRequest } from '../../../../contract/index.js';
import { toApiError } from '../../../lib/api-error.js';
import { publicApi } from '../../../lib/api-client.js';
import { sr } from '../../../i18n/sr.js';

/** POST /api/v1/auth/sign-up → 201 with the session token of the new account. */
export async function signUp(body: SignUpRequest): Promise<string> {
  try {
    const answer = await publicApi.post('auth/sign-up', { json: body }).json();
    return authTokenResponseSchema.parse(answer).token;
  } catch (error) {
    throw await toApiError(error, sr.auth.errors.signUpFailed);
  }
}
