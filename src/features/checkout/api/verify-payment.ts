import { ENDPOINTS } from '../../../../contract/endpoints.js';
import {
  verifyPaymentResponseSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '../../../../contract/api.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Sends the provider's transaction id (and the remembered solution) for the server to check and credit. */
export const verifyPayment = (request: VerifyPaymentRequest): Promise<VerifyPaymentResponse> =>
  callApi(ENDPOINTS.verifyPayment, {
    answer: verifyPaymentResponseSchema,
    json: request,
    fallback: sr.checkout.verifyFallback,
  });
