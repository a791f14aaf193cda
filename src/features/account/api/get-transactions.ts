import { transactionsResponseSchema, type Transaction } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

export const getTransactions = (): Promise<Transaction[]> =>
  callApi(ENDPOINTS.transactions, { answer: transactionsResponseSchema, fallback: sr.transactions.fallback });
