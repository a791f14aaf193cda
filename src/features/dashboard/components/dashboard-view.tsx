import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../components/icons.js';
import { LoadState } from '../../../components/load-state.js';
import { TaskThumbnail } from '../../../components/solution/task-thumbnail.js';
import { solutionGradeLabel } from '../../../components/solution/solution-grade.js';
import { paths, solutionPath } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { formatDate, formatInteger } from '../../../lib/format.js';
import { useDashboardStore } from '../stores/dashboard-store.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import './dashboard.css';

export function DashboardView() {
  const t = sr.dashboard;
  useDocumentTitle(t.title);
  const data = useDashboardStore((s) => s.data);
  const status = useDashboardStore((s) => s.status);
  const error = useDashboardStore((s) => s.error);
  const ensureLoaded = useDashboardStore((s) => s.ensureLoaded);
  const load = useDashboardStore((s) => s.load);

  useEffect(() => {
    void ensureLoaded();
  }, [ensureLoaded]);

  return (
    <div className="page dashboard">
      <h1 className="page__title">{t.title}</h1>

      <LoadState
        title={t.loadFailed}
        status={status}
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void load()}
      />

      {data && (
        <>
          <div className="dashboard__stats">
            <div className="card stat">
              <span className="stat__label">{t.totalSolutions}</span>
              <span className="stat__value">{formatInteger(data.totalSolutions)}</span>
            </div>
            <Link to={paths.app.account.to} className="card stat stat--link">
              <span className="stat__label">{t.creditsRemaining}</span>
              <span className="stat__value">{formatInteger(data.creditsRemaining)}</span>
              <span className="stat__hint">
                {t.creditsHint}
                <ChevronRightIcon />
              </span>
            </Link>
          </div>

          <section className="dashboard__recent" aria-labelledby="recent-title">
            <h2 id="recent-title" className="dashboard__subtitle">
              {t.recentTitle}
            </h2>
            {data.recentSolutions.length === 0 ? (
              <p className="card dashboard__empty">{t.empty}</p>
            ) : (
              <ul className="recent-list">
                {data.recentSolutions.map((solution) => (
                  <li key={solution.id}>
                    <Link to={solutionPath(solution.id)} className="card recent-item">
                      <TaskThumbnail
                        src={solution.originalImageSrc}
                        alt={t.thumbnailAlt}
                        emptyLabel={t.noImage}
                      />
                      <dl className="recent-item__meta">
                        <div>
                          <dt>{t.grade}</dt>
                          <dd>{solutionGradeLabel(solution)}</dd>
                        </div>
                        <div>
                          <dt>{t.solvedAt}</dt>
                          <dd>{formatDate(solution.timestamp)}</dd>
                        </div>
                      </dl>
                      <ChevronRightIcon />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
