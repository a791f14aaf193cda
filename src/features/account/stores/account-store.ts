import type { Account } from '../../../../contract/index.js';
import { sr } from '../../../i18n/sr.js';
import { createUserResourceStore } from '../../../lib/storage/create-user-resource-store.js';
import { getAccount } from '../api/get-account.js';

export const useAccountStore = createUserResourceStore<Account>('account', getAccount, sr.account.fallback);
