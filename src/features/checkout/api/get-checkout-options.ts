import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { checkoutOptionsSchema, type CheckoutOptions } from '../../../../contract/api.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

/** Which checkout to open and the provider's price id of each package (the server's table). */
export const getCheckoutOptions = (): Promise<CheckoutOptions> =>
  callApi(ENDPOINTS.checkoutOptions, {
    answer: checkoutOptionsSchema,
    fallback: sr.checkout.optionsFallback,
  });
