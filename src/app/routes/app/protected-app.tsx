import { Navigate } from 'react-router-dom';
import { AppLayout } from '../../../components/layouts/app-layout.js';
import { FullPageSpinner } from '../../../components/spinner.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { useAuthPort } from '../../../lib/auth/auth-port.js';
import { protectedRouteDecision } from '../../../lib/auth/guard.js';

/** /app/*: visitors go to '/'; signed-in users get the app chrome. */
export function ProtectedApp() {
  const decision = protectedRouteDecision(useAuthPort());
  if (decision === 'wait') return <FullPageSpinner label={sr.common.loading} />;
  if (decision === 'redirect') return <Navigate to={paths.landing.to} replace />;
  return <AppLayout />;
}
