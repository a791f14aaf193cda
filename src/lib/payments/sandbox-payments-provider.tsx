/**
 * The embedded default payments adapter: a modal shaped like a provider's overlay. Opening it asks
 * the server's sandbox for a transaction (a `txn_…` id); "Plati" marks it paid and reports
 * completed, "Odbij plaćanje" declines it and reports failed; then, or on close, it reports closed.
 * No card data is asked for. Loaded lazily with the checkout route.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SandboxTransaction } from '../../../contract/api.js';
import { CloseIcon } from '../../components/icons.js';
import { sr } from '../../i18n/sr.js';
import { ApiError } from '../api-error.js';
import { formatEuroCents } from '../format.js';
import {
  PaymentsContext,
  type CheckoutEvent,
  type CheckoutRequest,
  type PaymentsPort,
} from './payments-port.js';
import { declineSandboxTransaction, openSandboxTransaction, paySandboxTransaction } from './sandbox-api.js';
import './sandbox-checkout.css';

interface Session {
  id: number;
  request: CheckoutRequest;
  onEvent: (event: CheckoutEvent) => void;
}

export default function SandboxPaymentsProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const nextId = useRef(1);
  const port = useMemo<PaymentsPort>(
    () => ({
      provider: 'sandbox',
      status: { state: 'ready' },
      open: (request, onEvent) => setSession({ id: nextId.current++, request, onEvent }),
    }),
    [],
  );
  return (
    <PaymentsContext value={port}>
      {children}
      {session && (
        <SandboxCheckoutDialog
          key={session.id}
          request={session.request}
          onEvent={session.onEvent}
          onGone={() => setSession(null)}
        />
      )}
    </PaymentsContext>
  );
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

function SandboxCheckoutDialog({
  request,
  onEvent,
  onGone,
}: {
  request: CheckoutRequest;
  onEvent: (event: CheckoutEvent) => void;
  onGone: () => void;
}) {
  const t = sr.payments.sandbox;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [transaction, setTransaction] = useState<SandboxTransaction | null>(null);
  const [busy, setBusy] = useState<string | null>(t.opening);
  const [error, setError] = useState<string | null>(null);
  const closed = useRef(false);
  const opened = useRef(false);

  useEffect(() => {
    dialogRef.current?.showModal();
    // One transaction per dialog, even when React runs this effect twice in development.
    if (opened.current) return;
    opened.current = true;
    openSandboxTransaction(request.priceId).then(
      (created) => {
        setTransaction(created);
        setBusy(null);
      },
      (failure: unknown) => {
        setError(messageOf(failure, t.openFallback));
        setBusy(null);
      },
    );
  }, [request.priceId, t.openFallback]);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    dialogRef.current?.close();
    onEvent({ type: 'closed' });
    onGone();
  };

  const settle = async (outcome: 'pay' | 'decline') => {
    if (!transaction) return;
    setBusy(t.processing);
    setError(null);
    try {
      if (outcome === 'pay') {
        const paid = await paySandboxTransaction(transaction.transaction_id);
        onEvent({ type: 'completed', transactionId: paid.transaction_id });
      } else {
        await declineSandboxTransaction(transaction.transaction_id);
        onEvent({ type: 'failed' });
      }
      close();
    } catch (failure) {
      setError(messageOf(failure, t.payFallback));
      setBusy(null);
    }
  };

  const amount = transaction ? formatEuroCents(transaction.total_cents) : '…';
  return (
    <dialog
      ref={dialogRef}
      className="sandbox-checkout"
      aria-labelledby="sandbox-checkout-title"
      aria-busy={busy !== null}
      onCancel={(event) => {
        // Escape closes the checkout as its close button does (never while a payment is on its way).
        event.preventDefault();
        if (busy !== t.processing) close();
      }}
    >
      <div className="sandbox-checkout__head">
        <h2 id="sandbox-checkout-title" className="sandbox-checkout__title">
          {t.title}
        </h2>
        <button
          type="button"
          className="sandbox-checkout__close"
          aria-label={t.close}
          onClick={close}
          disabled={busy === t.processing}
        >
          <CloseIcon />
        </button>
      </div>
      <p className="sandbox-checkout__note">{t.note}</p>
      <dl className="sandbox-checkout__summary">
        <div>
          <dt>{t.package}</dt>
          <dd>{request.packageLabel}</dd>
        </div>
        <div>
          <dt>{t.customer}</dt>
          <dd>{request.email}</dd>
        </div>
        <div className="sandbox-checkout__amount">
          <dt>{t.amount}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <p className="sandbox-checkout__status" role="status">
        {busy ?? ''}
      </p>
      <div className="sandbox-checkout__actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={!transaction || busy !== null}
          onClick={() => void settle('pay')}
        >
          {t.pay}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          disabled={!transaction || busy !== null}
          onClick={() => void settle('decline')}
        >
          {t.decline}
        </button>
      </div>
      {transaction && (
        <p className="sandbox-checkout__txn">
          {t.transaction}: <code>{transaction.transaction_id}</code>
        </p>
      )}
    </dialog>
  );
}
