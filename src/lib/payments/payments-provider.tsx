/**
 * Puts the payments adapter the server names around the checkout (docs/architecture.md, "Payments"):
 * the embedded sandbox, or Paddle when the server takes payments with Paddle and this build has
 * Paddle's client token. Each adapter is its own chunk, so paddle-js loads only when needed.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { PaymentProvider } from '../../../contract/api.js';
import { FullPageSpinner } from '../../components/spinner.js';
import { env } from '../../config/env.js';
import { sr } from '../../i18n/sr.js';
import { PaymentsContext, type PaymentsPort } from './payments-port.js';

/** A provider that cannot take payments: the checkout shows its error screen with this text. */
const unavailablePort = (provider: PaymentProvider, message: string): PaymentsPort => ({
  provider,
  status: { state: 'error', message },
  open: (_request, onEvent) => onEvent({ type: 'error', message }),
});

/** An adapter chunk that cannot be fetched (offline, a new deployment) leaves the provider unavailable. */
const orUnavailable = (provider: PaymentProvider) => () => ({
  default: ({ children }: { children: ReactNode }) => (
    <PaymentsContext value={unavailablePort(provider, sr.payments.loadFailed)}>{children}</PaymentsContext>
  ),
});

const SandboxPaymentsProvider = lazy(() =>
  import('./sandbox-payments-provider.js').catch(orUnavailable('sandbox')),
);
const PaddlePaymentsProvider = lazy(() =>
  import('./paddle-payments-provider.js').catch(orUnavailable('paddle')),
);

export function PaymentsProvider({ provider, children }: { provider: PaymentProvider; children: ReactNode }) {
  const token = env.VITE_PADDLE_CLIENT_TOKEN;
  // The server takes payments with Paddle but this build was made without its client token.
  if (provider === 'paddle' && !token)
    return (
      <PaymentsContext value={unavailablePort('paddle', sr.payments.notReady)}>{children}</PaymentsContext>
    );
  return (
    <Suspense fallback={<FullPageSpinner label={sr.common.loading} />}>
      {provider === 'paddle' && token ? (
        <PaddlePaymentsProvider token={token}>{children}</PaddlePaymentsProvider>
      ) : (
        <SandboxPaymentsProvider>{children}</SandboxPaymentsProvider>
      )}
    </Suspense>
  );
}
