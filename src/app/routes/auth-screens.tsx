/** /sign-in/*, /sign-up/*, /sso-callback: the split screen with the active identity adapter's form. */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout.js';
import { FullPageSpinner, Spinner } from '../../components/spinner.js';
import { AFTER_SIGN_IN_PATH } from '../../config/paths.js';
import { LocalSignInForm } from '../../features/auth/components/local-sign-in-form.js';
import { LocalSignUpForm } from '../../features/auth/components/local-sign-up-form.js';
import { TermsNotice } from '../../features/auth/components/terms-notice.js';
import { sr } from '../../i18n/sr.js';
import { useAuthPort } from '../../lib/auth/auth-port.js';
import { publicOnlyRouteDecision } from '../../lib/auth/guard.js';

const ClerkSignIn = lazy(() =>
  import('../../lib/auth/clerk-adapter.js').then((m) => ({ default: m.ClerkSignIn })),
);
const ClerkSignUp = lazy(() =>
  import('../../lib/auth/clerk-adapter.js').then((m) => ({ default: m.ClerkSignUp })),
);
const ClerkSsoCallback = lazy(() =>
  import('../../lib/auth/clerk-adapter.js').then((m) => ({ default: m.ClerkSsoCallback })),
);

function useSignedInRedirect() {
  return publicOnlyRouteDecision(useAuthPort());
}

const providerFallback = (
  <div className="auth-provider-loading">
    <Spinner label={sr.auth.loadingProvider} />
  </div>
);

/** The split screen with the local form, or the provider's form loaded lazily. */
function AuthRoute({ local, provider }: { local: ReactNode; provider: ReactNode }) {
  const { mode } = useAuthPort();
  const decision = useSignedInRedirect();
  if (decision === 'redirect') return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
  return (
    <AuthLayout>
      {mode === 'local' ? local : <Suspense fallback={providerFallback}>{provider}</Suspense>}
    </AuthLayout>
  );
}

export function SignInRoute() {
  return <AuthRoute local={<LocalSignInForm />} provider={<ClerkSignIn />} />;
}

export function SignUpRoute() {
  return (
    <AuthRoute
      local={<LocalSignUpForm />}
      provider={
        <>
          <ClerkSignUp />
          <TermsNotice />
        </>
      }
    />
  );
}

export function SsoCallbackRoute() {
  const { mode } = useAuthPort();
  return (
    <>
      <FullPageSpinner label={sr.auth.ssoCallback} />
      {mode === 'clerk' && (
        <Suspense fallback={null}>
          <ClerkSsoCallback />
        </Suspense>
      )}
    </>
  );
}
