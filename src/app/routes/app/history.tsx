/**
 * /app/history and /app/history/<id>: the history feature's screens. The share section of each
 * solution is composed here once the share feature exists (features may not import each other).
 */
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { HistoryView } from '../../../features/history/components/history-view.js';
import { SolutionPage } from '../../../features/history/components/solution-page.js';

export const HistoryRoute = () => <HistoryView />;

export function HistorySolutionRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.app.history.to} replace />;
  // Keyed by id: moving from one solution's URL to another's starts afresh.
  return <SolutionPage key={id} id={id} />;
}
