import { transactionsResponseSchema, type Transaction } from '../../../../contract/index.js';
import { api } from '../../../lib/api-client.js';
import { toApiError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';

/** GET /api/v1/dashboard/transactions */
export async function getTransactions(): Promise<Transaction[]> {
  try {
    return transactionsResponseSchema.parse(await api.get('dashboard/transactions').json());
  } catch (error) {
    throw await toApiError(error, sr.transactions.fallback);
  }
}
