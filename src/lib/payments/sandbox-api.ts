/** The embedded sandbox checkout's calls (server/adapters/payments/sandbox-payments.routes.ts). */
import { ENDPOINTS } from '../../../contract/endpoints.js';
import { sandboxTransactionSchema, type SandboxTransaction } from '../../../contract/api.js';
import { sr } from '../../i18n/sr.js';
import { callApi } from '../api-call.js';

export const openSandboxTransaction = (priceId: string): Promise<SandboxTransaction> =>
  callApi(ENDPOINTS.sandboxCheckoutOpen, {
    answer: sandboxTransactionSchema,
    json: { price_id: priceId },
    fallback: sr.payments.sandbox.openFallback,
  });

export const paySandboxTransaction = (id: string): Promise<SandboxTransaction> =>
  callApi(ENDPOINTS.sandboxCheckoutPay, {
    answer: sandboxTransactionSchema,
    params: { id },
    fallback: sr.payments.sandbox.payFallback,
  });

export const declineSandboxTransaction = (id: string): Promise<SandboxTransaction> =>
  callApi(ENDPOINTS.sandboxCheckoutDecline, {
    answer: sandboxTransactionSchema,
    params: { id },
    fallback: sr.payments.sandbox.payFallback,
  });
