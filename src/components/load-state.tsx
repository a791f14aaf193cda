/**
 * What a page shows around data it loads itself: a spinner before the first answer, the error
 * in place of the page when nothing is saved, or a notice above the saved data when a refresh failed.
 */
import { sr } from '../i18n/sr.js';
import { LoadError } from './load-error.js';
import { Spinner } from './spinner.js';
import { StaleNotice } from './stale-notice.js';
import './load-state.css';

interface LoadStateProps {
  title: string;
  status: string;
  error: string | null;
  hasData: boolean;
  onRetry: () => void;
}

export function LoadState({ title, status, error, hasData, onRetry }: LoadStateProps) {
  if (status === 'error') {
    return hasData ? (
      <StaleNotice title={title} message={error} onRetry={onRetry} />
    ) : (
      <LoadError title={title} message={error} onRetry={onRetry} />
    );
  }
  if (hasData) return null;
  return (
    <div className="load-state__loading">
      <Spinner label={sr.common.loading} />
    </div>
  );
}
