/** Spec screen 5: the error of the solve flow, with the way back to the draft (if any) or home. */
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { sr } from '../../../i18n/sr.js';
import './solve.css';

export function SolveError({
  message,
  hasDraft,
  onBackToConfigure,
  onRetryHome,
}: {
  message: string;
  hasDraft: boolean;
  onBackToConfigure: () => void;
  onRetryHome: () => void;
}) {
  const t = sr.solve;
  useDocumentTitle(t.errorTitle);
  return (
    <div className="page solve-error">
      <h1 className="page__title">{t.errorTitle}</h1>
      <div className="card">
        <div className="alert alert--error" role="alert">
          <p>{message}</p>
        </div>
        <div className="solve-actions">
          {hasDraft && (
            <button type="button" className="btn btn--secondary" onClick={onBackToConfigure}>
              {t.backToConfigure}
            </button>
          )}
          <button type="button" className="btn btn--primary" onClick={onRetryHome}>
            {t.retryHome}
          </button>
        </div>
      </div>
    </div>
  );
}
