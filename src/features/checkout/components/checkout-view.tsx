/**
 * /app/checkout (docs/product.md): three credit packages, the note when the user came from a solve,
 * and the way back. Buying opens the payments port's checkout; checkout-flow.ts handles its events.
 * A provider that cannot take payments, or a user without an e-mail address, gets the error screen.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CheckoutOptions } from '../../../../contract/api.js';
import { CREDIT_PACKAGES, type CreditPackage } from '../../../../contract/packages.js';
import { ArrowLeftIcon } from '../../../components/icons.js';
import { Spinner } from '../../../components/spinner.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { sr } from '../../../i18n/sr.js';
import { usePaymentsPort } from '../../../lib/payments/payments-port.js';
import { showToast } from '../../../lib/toast/toast-store.js';
import { verifyPayment } from '../api/verify-payment.js';
import { checkoutEventHandler, type CheckoutOutcome } from '../checkout-flow.js';
import './checkout.css';

export interface CheckoutViewProps {
  options: CheckoutOptions;
  /** The buyer's e-mail address; null while the account is still loading, '' when there is none. */
  email: string | null;
  fromSolve: boolean;
  back: { to: string; label: string };
  /** The solve that stopped for lack of credits, sent along for the server to start. */
  solutionId: string | null;
  onOutcome: (outcome: CheckoutOutcome) => void;
}

export function CheckoutView({ options, email, fromSolve, back, solutionId, onOutcome }: CheckoutViewProps) {
  const t = sr.checkout;
  useDocumentTitle(t.title);
  const payments = usePaymentsPort();
  const [phase, setPhase] = useState<'choosing' | 'paying' | 'verifying' | 'done'>('choosing');
  const [failure, setFailure] = useState<string | null>(null);

  const buy = (pkg: CreditPackage) => {
    const priceId = options.packages.find((p) => p.id === pkg.id)?.price_id;
    if (!email) return setFailure(t.customerEmailMissing);
    if (!priceId || payments.status.state !== 'ready') return setFailure(sr.payments.notReady);
    setPhase('paying');
    payments.open(
      { priceId, email, packageLabel: t.packageLabel(pkg.credits) },
      checkoutEventHandler({
        verify: verifyPayment,
        solutionId,
        toast: (message, kind) => void showToast(message, kind),
        onVerifying: () => setPhase('verifying'),
        onOutcome: (outcome) => {
          if (outcome.kind === 'providerError') setFailure(outcome.message);
          setPhase(outcome.kind === 'dismissed' ? 'choosing' : 'done');
          onOutcome(outcome);
        },
      }),
    );
  };

  const backLink = (
    <Link to={back.to} className="checkout__back">
      <ArrowLeftIcon />
      {back.label}
    </Link>
  );
  const providerError = payments.status.state === 'error' ? payments.status.message : null;
  const error = failure ?? providerError;
  if (error) {
    return (
      <div className="page checkout">
        {backLink}
        <h1 className="page__title">{t.errorTitle}</h1>
        <div className="card">
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        </div>
      </div>
    );
  }

  const busy = phase !== 'choosing' || payments.status.state !== 'ready' || email === null;
  return (
    <div className="page checkout">
      {backLink}
      <h1 className="page__title">{t.title}</h1>
      {fromSolve && <p className="alert alert--info">{t.fromSolve}</p>}
      <p className="checkout__lead">{t.lead}</p>
      <ul className="checkout__packages" aria-label={t.packagesLabel}>
        {CREDIT_PACKAGES.map((pkg) => (
          <li key={pkg.id} className={`card package${pkg.bestChoice ? ' package--best' : ''}`}>
            {pkg.bestChoice && <span className="package__badge">{t.bestChoice}</span>}
            <p className="package__price">{t.price(pkg.priceEur)}</p>
            <p className="package__credits">{t.credits(pkg.credits)}</p>
            <p className="package__problems">{t.problems(pkg.problems)}</p>
            <button
              type="button"
              className={`btn btn--block ${pkg.bestChoice ? 'btn--primary' : 'btn--secondary'}`}
              aria-label={t.buyLabel(pkg.credits, pkg.priceEur)}
              disabled={busy}
              onClick={() => buy(pkg)}
            >
              {t.buy}
            </button>
          </li>
        ))}
      </ul>
      {(phase === 'verifying' || payments.status.state === 'loading') && (
        <div className="checkout__status">
          <Spinner size="sm" label={phase === 'verifying' ? t.verifying : t.loading} />
          <span aria-hidden="true">{phase === 'verifying' ? t.verifying : t.loading}</span>
        </div>
      )}
    </div>
  );
}
