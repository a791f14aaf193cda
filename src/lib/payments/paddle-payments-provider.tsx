/**
 * The Paddle payments adapter: loads Paddle on the checkout route only (this module is a lazy
 * chunk), then opens its overlay. Paddle reports events to one callback set at initialisation; they
 * go to whichever checkout is open.
 */
import type { Paddle } from '@paddle/paddle-js';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sr } from '../../i18n/sr.js';
import { loadPaddle, openPaddleCheckout, PaymentProviderError } from './paddle-loader.js';
import {
  PaymentsContext,
  type CheckoutEvent,
  type PaymentsPort,
  type PaymentsStatus,
} from './payments-port.js';

export default function PaddlePaymentsProvider({ token, children }: { token: string; children: ReactNode }) {
  const [status, setStatus] = useState<PaymentsStatus>({ state: 'loading' });
  const paddle = useRef<Paddle | null>(null);
  const listener = useRef<((event: CheckoutEvent) => void) | null>(null);

  useEffect(() => {
    let live = true;
    loadPaddle(token, (event) => listener.current?.(event)).then(
      (loaded) => {
        paddle.current = loaded;
        if (live) setStatus({ state: 'ready' });
      },
      (error: unknown) => {
        const message = error instanceof PaymentProviderError ? error.message : sr.payments.initFailed;
        if (live) setStatus({ state: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const port = useMemo<PaymentsPort>(
    () => ({
      provider: 'paddle',
      status,
      open: (request, onEvent) => {
        if (!paddle.current) return onEvent({ type: 'error', message: sr.payments.notReady });
        listener.current = onEvent;
        try {
          openPaddleCheckout(paddle.current, request);
        } catch {
          onEvent({ type: 'error', message: sr.payments.initFailed });
        }
      },
    }),
    [status],
  );
  return <PaymentsContext value={port}>{children}</PaymentsContext>;
}
