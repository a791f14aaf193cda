/**
 * '/' inside the whole app (after sign-out, the auth screens' close button, or a visitor the
 * landing entry handed over): a signed-in user is redirected to /app at once.
 */
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { useAuthPort } from '../../lib/auth/auth-port.js';
import { publicOnlyRouteDecision } from '../../lib/auth/guard.js';

const LandingPage = lazy(() =>
  import('../../features/landing/components/landing-page.js').then((m) => ({ default: m.LandingPage })),
);

export function LandingRoute() {
  const auth = useAuthPort();
  const decision = publicOnlyRouteDecision(auth);
  if (decision === 'redirect') return <Navigate to={paths.app.root.to} replace />;
  // Local sessions restore from IndexedDB in a few ms: wait rather than flash the landing page.
  // Clerk takes longer to load: show the landing meanwhile.
  if (decision === 'wait' && auth.mode === 'local') return null;
  return (
    <Suspense fallback={null}>
      <LandingPage />
    </Suspense>
  );
}
