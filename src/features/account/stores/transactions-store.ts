import type { Transaction } from '../../../../contract/index.js';
import { sr } from '../../../i18n/sr.js';
import { createUserResourceStore } from '../../../lib/storage/create-user-resource-store.js';
import { getTransactions } from '../api/get-transactions.js';

/** Reloaded every time the list is opened; the persisted copy shows offline. */
export const useTransactionsStore = createUserResourceStore<Transaction[]>(
  'transactions',
  getTransactions,
  sr.transactions.fallback,
);
