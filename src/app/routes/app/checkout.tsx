/**
 * /app/checkout composes the checkout feature with the account (the buyer's e-mail address), the
 * solve flow (the solution remembered when credits ran out) and the dashboard (reloaded after a
 * payment). After a purchase that restarted the remembered solve, the user is taken to that solve's
 * progress and solution instead of the dashboard: they get what they came for without asking again.
 * A typed task has no solution on the server until it is paid for, so it is sent again.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DASHBOARD_RELOAD_AFTER_PAYMENT_ERROR_MS,
  DASHBOARD_RELOAD_AFTER_PAYMENT_MS,
} from '../../../../contract/constants.js';
import { FullPageSpinner } from '../../../components/spinner.js';
import { LoadError } from '../../../components/load-error.js';
import { paths, type CheckoutLocationState } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { PaymentsProvider } from '../../../lib/payments/payments-provider.js';
import { useAccountStore } from '../../../features/account/stores/account-store.js';
import { useTransactionsStore } from '../../../features/account/stores/transactions-store.js';
import type { CheckoutOutcome } from '../../../features/checkout/checkout-flow.js';
import { CheckoutView } from '../../../features/checkout/components/checkout-view.js';
import { useCheckoutOptions } from '../../../features/checkout/use-checkout-options.js';
import { useDashboardStore } from '../../../features/dashboard/stores/dashboard-store.js';
import { useSolveHydrated, useSolveStore } from '../../../features/solve/stores/solve-store.js';

/** The balance and the ledger changed: fetch them again. */
function reloadAccountData() {
  void useDashboardStore.getState().load();
  void useAccountStore.getState().load();
  useTransactionsStore.getState().reset();
}

export function CheckoutRoute() {
  const navigate = useNavigate();
  const fromSolve = Boolean((useLocation().state as CheckoutLocationState)?.fromSolve);
  const options = useCheckoutOptions();
  const account = useAccountStore((s) => s.data);
  const accountStatus = useAccountStore((s) => s.status);
  const ensureAccount = useAccountStore((s) => s.ensureLoaded);
  const solveHydrated = useSolveHydrated();
  const pendingSolutionId = useSolveStore((s) => s.pendingSolutionId);

  useEffect(() => {
    void ensureAccount();
  }, [ensureAccount]);

  const onOutcome = (outcome: CheckoutOutcome) => {
    if (outcome.kind === 'paid') {
      const resumed = outcome.result.solution_started ? pendingSolutionId : null;
      useSolveStore.getState().clearPendingSolution();
      setTimeout(() => {
        reloadAccountData();
        const solve = useSolveStore.getState();
        if (resumed) {
          solve.resumeAfterTopUp(resumed);
          void navigate(paths.app.solution.to);
        } else if (fromSolve && solve.phase === 'needsCredits' && solve.draft?.typedTasks) {
          void solve.submit();
          void navigate(paths.app.solution.to);
        } else {
          void navigate(paths.app.dashboard.to);
        }
      }, DASHBOARD_RELOAD_AFTER_PAYMENT_MS);
    } else if (outcome.kind === 'unconfirmed') {
      setTimeout(() => {
        reloadAccountData();
        void navigate(paths.app.dashboard.to);
      }, DASHBOARD_RELOAD_AFTER_PAYMENT_ERROR_MS);
    }
  };

  if (options.state === 'loading' || !solveHydrated) return <FullPageSpinner label={sr.checkout.loading} />;
  if (options.state === 'error') {
    return (
      <div className="page">
        <h1 className="page__title">{sr.checkout.title}</h1>
        <LoadError title={sr.checkout.optionsFallback} message={options.message} onRetry={options.retry} />
      </div>
    );
  }
  // Still loading: null (buying waits); loaded without an address, or failed: '' (the spec's error).
  const email = account ? account.email : accountStatus === 'error' ? '' : null;
  return (
    <PaymentsProvider provider={options.options.provider}>
      <CheckoutView
        options={options.options}
        email={email}
        fromSolve={fromSolve}
        back={
          fromSolve
            ? { to: paths.app.configure.to, label: sr.checkout.backToConfigure }
            : { to: paths.app.account.to, label: sr.checkout.backToAccount }
        }
        solutionId={pendingSolutionId}
        onOutcome={onOutcome}
      />
    </PaymentsProvider>
  );
}
