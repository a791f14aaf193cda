import { authTokenResponseSchema, type SignUpRequest } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Creates the account (201) and answers its session token. */
export const signUp = async (body: SignUpRequest): Promise<string> =>
  (
    await callApi(ENDPOINTS.signUp, {
      answer: authTokenResponseSchema,
      json: body,
      anonymous: true,
      fallback: sr.auth.errors.signUpFailed,
    })
  ).token;
