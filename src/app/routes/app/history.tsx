/**
 * /app/history and /app/history/<id>: the history feature's screens, each solution with the share
 * section of the share feature and the correct feature's editor (composed here: features may not
 * import each other).
 */
import { Navigate, useParams } from 'react-router-dom';
import { hasAnsweredTask, type SolutionRecord } from '../../../../contract/solution.js';
import { paths } from '../../../config/paths.js';
import { HistoryView } from '../../../features/history/components/history-view.js';
import { SolutionPage } from '../../../features/history/components/solution-page.js';
import { ShareSection } from '../../../features/share/components/share-section.js';
import { renderCorrectableSolution } from '../../correctable-solution.js';

/** A solution is shared only when it answers something (as in the solve flow). */
const shareFor = (solution: SolutionRecord) =>
  hasAnsweredTask(solution.solution_jsonb) ? <ShareSection solutionId={solution.id} /> : undefined;

export const HistoryRoute = () => (
  <HistoryView shareFor={shareFor} renderSolution={renderCorrectableSolution} />
);

export function HistorySolutionRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.app.history.to} replace />;
  // Keyed by id: moving from one solution's URL to another's starts afresh.
  return <SolutionPage key={id} id={id} shareFor={shareFor} renderSolution={renderCorrectableSolution} />;
}
