import { AccountView } from '../../../features/account/components/account-view.js';
import { TransactionsList } from '../../../features/account/components/transactions-list.js';

export const AccountRoute = () => <AccountView />;
export const TransactionsRoute = () => <TransactionsList />;
