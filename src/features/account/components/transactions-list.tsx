import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons.js';
import { LoadState } from '../../../components/load-state.js';
import { paths } from '../../../config/paths.js';
import { pluralCredits, sr } from '../../../i18n/sr.js';
import { formatDateTime } from '../../../lib/format.js';
import { useTransactionsStore } from '../stores/transactions-store.js';
import { billedAmount, signedCredits, transactionKind } from '../transaction-view.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import './account.css';

const KIND_LABEL = {
  deposit: sr.transactions.deposit,
  refund: sr.transactions.refund,
  spend: sr.transactions.spend,
} as const;

export function TransactionsList() {
  const t = sr.transactions;
  useDocumentTitle(t.title);
  const data = useTransactionsStore((s) => s.data);
  const status = useTransactionsStore((s) => s.status);
  const error = useTransactionsStore((s) => s.error);
  const load = useTransactionsStore((s) => s.load);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="page transactions">
      <Link to={paths.app.account.to} className="account__back">
        <ArrowLeftIcon />
        {t.back}
      </Link>
      <h1 className="page__title">{t.title}</h1>

      <LoadState
        title={t.errorTitle}
        status={status}
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void load()}
      />

      {data && data.length === 0 && <p className="card transactions__empty">{t.empty}</p>}

      {data && data.length > 0 && (
        <ul className="tx-list">
          {data.map((tx) => {
            const kind = transactionKind(tx.type);
            const billed = billedAmount(tx);
            return (
              <li key={tx.id} className={`card tx tx--${kind}`}>
                <div className="tx__main">
                  <span className={`tx__badge tx__badge--${kind}`}>{KIND_LABEL[kind]}</span>
                  <p className="tx__description">{tx.description}</p>
                  <p className="tx__date">{formatDateTime(tx.timestamp)}</p>
                </div>
                <div className="tx__amounts">
                  <p className="tx__credits">
                    {signedCredits(tx)}{' '}
                    <span className="tx__unit">{pluralCredits(Math.abs(tx.amount_cents))}</span>
                  </p>
                  {billed && (
                    <p className="tx__billed">
                      {t.billed}: {billed}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
