import { accountSchema, type Account } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

export const getAccount = (): Promise<Account> =>
  callApi(ENDPOINTS.account, { answer: accountSchema, fallback: sr.account.fallback });
