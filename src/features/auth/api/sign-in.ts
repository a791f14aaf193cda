import { authTokenResponseSchema, type SignInRequest } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** The session token of the account; throws ApiError with the server's detail. */
export const signIn = async (body: SignInRequest): Promise<string> =>
  (
    await callApi(ENDPOINTS.signIn, {
      answer: authTokenResponseSchema,
      json: body,
      anonymous: true,
      fallback: sr.auth.errors.signInFailed,
    })
  ).token;
