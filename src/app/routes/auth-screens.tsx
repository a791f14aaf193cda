/** /sign-in/*, /sign-up/*, /sso-callback: the split screen with the active identity adapter's form. */
import { lazy, Suspense } from 'react';
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

export function SignInRoute() {
  const { mode } = useAuthPort();
  const decision = useSignedInRedirect();
  if (decision === 'redirect') return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
  return (
    <AuthLayout>
      {mode === 'local' ? (
        <LocalSignInForm />
      ) : (
        <Suspense fallback={providerFallback}>
          <ClerkSignIn />
        </Suspense>
      )}
    </AuthLayout>
  );
}

export function SignUpRoute() {
  const { mode } = useAuthPort();
  const decision = useSignedInRedirect();
  if (decision === 'redirect') return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
  return (
    <AuthLayout>
      {mode === 'local' ? (
        <LocalSignUpForm />
      ) : (
        <Suspense fallback={providerFallback}>
          <ClerkSignUp />
          <TermsNotice />
        </Suspense>
      )}
    </AuthLayout>
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
