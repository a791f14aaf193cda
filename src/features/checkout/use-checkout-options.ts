/** The checkout's options, fetched each time the screen opens (the server may switch providers). */
import { useCallback, useEffect, useState } from 'react';
import type { CheckoutOptions } from '../../../contract/api.js';
import { sr } from '../../i18n/sr.js';
import { ApiError } from '../../lib/api-error.js';
import { getCheckoutOptions } from './api/get-checkout-options.js';

export type CheckoutOptionsState =
  { state: 'loading' } | { state: 'ready'; options: CheckoutOptions } | { state: 'error'; message: string };

export function useCheckoutOptions(): CheckoutOptionsState & { retry: () => void } {
  const [result, setResult] = useState<CheckoutOptionsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getCheckoutOptions().then(
      (options) => live && setResult({ state: 'ready', options }),
      (error: unknown) =>
        live &&
        setResult({
          state: 'error',
          message: error instanceof ApiError ? error.message : sr.checkout.optionsFallback,
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...result, retry };
}
