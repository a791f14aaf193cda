import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../components/icons.js';
import { LoadState } from '../../../components/load-state.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { formatDate, formatInteger } from '../../../lib/format.js';
import { isLowOnCredits } from '../low-credits.js';
import { useAccountStore } from '../stores/account-store.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import './account.css';

export function AccountView() {
  const t = sr.account;
  useDocumentTitle(t.title);
  const data = useAccountStore((s) => s.data);
  const status = useAccountStore((s) => s.status);
  const error = useAccountStore((s) => s.error);
  const ensureLoaded = useAccountStore((s) => s.ensureLoaded);
  const load = useAccountStore((s) => s.load);

  useEffect(() => {
    void ensureLoaded();
  }, [ensureLoaded]);

  return (
    <div className="page account">
      <h1 className="page__title">{t.title}</h1>

      <LoadState
        title={t.loadFailed}
        status={status}
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void load()}
      />

      {data && (
        <div className="account__grid">
          <section className="card account__credits" aria-labelledby="credits-title">
            <h2 id="credits-title" className="account__label">
              {t.credits}
            </h2>
            <p className="account__credits-value">{formatInteger(data.credits)}</p>
            {isLowOnCredits(data.credits) && (
              <p className="alert alert--warning" role="alert">
                {t.lowCredits(data.credits)}
              </p>
            )}
            <Link to={paths.app.checkout.to} className="btn btn--primary btn--block">
              {t.topUp}
            </Link>
          </section>

          <section className="card" aria-label={t.title}>
            <dl className="account__details">
              <div>
                <dt>{t.username}</dt>
                <dd>{data.username}</dd>
              </div>
              <div>
                <dt>{t.email}</dt>
                <dd>{data.email}</dd>
              </div>
              <div>
                <dt>{t.memberSince}</dt>
                <dd>{formatDate(data.memberSince)}</dd>
              </div>
            </dl>
            <Link to={paths.app.transactions.to} className="account__link">
              {t.transactionsLink}
              <ChevronRightIcon />
            </Link>
          </section>
        </div>
      )}
    </div>
  );
}
