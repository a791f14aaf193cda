import { accountSchema, type Account } from '../../../../contract/index.js';
import { api } from '../../../lib/api-client.js';
import { toApiError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';

/** GET /api/v1/dashboard/account */
export async function getAccount(): Promise<Account> {
  try {
    return accountSchema.parse(await api.get('dashboard/account').json());
  } catch (error) {
    throw await toApiError(error, sr.account.fallback);
  }
}
