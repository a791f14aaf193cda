import { authTokenResponseSchema, type SignInRequest } from '../../../../contract/index.js';
import { toApiError } from '../../../lib/api-error.js';
import { publicApi } from '../../../lib/api-client.js';
import { sr } from '../../../i18n/sr.js';

/** POST /api/v1/auth/sign-in → the session token; throws ApiError with the server's detail. */
export async function signIn(body: SignInRequest): Promise<string> {
  try {
    const answer = await publicApi.post('auth/sign-in', { json: body }).json();
    return authTokenResponseSchema.parse(answer).token;
  } catch (error) {
    throw await toApiError(error, sr.auth.errors.signInFailed);
  }
}
