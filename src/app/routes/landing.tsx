import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { LandingPage } from '../../features/landing/components/landing-page.js';
import { useAuthPort } from '../../lib/auth/auth-port.js';
import { publicOnlyRouteDecision } from '../../lib/auth/guard.js';

/** '/': a signed-in user is redirected to /app at once. */
export function LandingRoute() {
  const auth = useAuthPort();
  const decision = publicOnlyRouteDecision(auth);
  if (decision === 'redirect') return <Navigate to={paths.app.root.to} replace />;
  // Local sessions restore from IndexedDB in a few ms: wait rather than flash the landing page.
  // Clerk takes longer to load: show the landing meanwhile.
  if (decision === 'wait' && auth.mode === 'local') return null;
  return <LandingPage />;
}
