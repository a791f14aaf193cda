/**
 * One solved task on a URL of its own (/app/history/<id>): reloadable and bookmarkable, and offline
 * for every solution opened before. The share section is given by src/app.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { ArrowLeftIcon } from '../../../components/icons.js';
import { LoadError } from '../../../components/load-error.js';
import { SolutionView, type SolutionViewProps } from '../../../components/solution/solution-view.js';
import { FullPageSpinner } from '../../../components/spinner.js';
import { StaleNotice } from '../../../components/stale-notice.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { sr } from '../../../i18n/sr.js';
import { useSolution } from '../hooks/use-solution.js';
import './history.css';

function Failure({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <LoadError title={title} message={message} onRetry={onRetry} />
      <p>
        <Link to={paths.app.history.to}>{sr.history.backToHistory}</Link>
      </p>
    </div>
  );
}

export function SolutionPage({
  id,
  shareFor,
  renderSolution = (props) => <SolutionView {...props} />,
}: {
  id: string;
  shareFor?: (solution: SolutionRecord) => ReactNode;
  /** Shows the solution (src/app adds what other features bring, such as correcting it). */
  renderSolution?: (props: SolutionViewProps) => ReactNode;
}) {
  const t = sr.history;
  const navigate = useNavigate();
  const { load, retry } = useSolution(id);

  if (load.state === 'loading') return <FullPageSpinner label={sr.common.loading} />;
  if (load.state === 'notFound') return <Failure title={t.solutionNotFoundTitle} message={load.message} />;
  if (load.state === 'error')
    return <Failure title={t.solutionLoadFailed} message={load.message} onRetry={retry} />;

  const { solution, refreshError } = load;
  return (
    <>
      <div className="page solution-page__bar no-print">
        <Link to={paths.app.history.to} className="btn btn--ghost solution-page__back">
          <ArrowLeftIcon />
          {t.backToHistory}
        </Link>
        {refreshError && <StaleNotice title={t.solutionLoadFailed} message={refreshError} onRetry={retry} />}
      </div>
      {renderSolution({
        solution,
        imageSrc: solution.s3_image_url,
        share: shareFor?.(solution),
        onSolveAnother: () => void navigate(paths.app.solve.to),
        onTryAnother: () => void navigate(paths.app.solve.to),
      })}
    </>
  );
}
