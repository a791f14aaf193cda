/** Shown above saved data when refreshing it failed (for example offline): the data stays usable. */
import { sr } from '../i18n/sr.js';

export function StaleNotice({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string | null;
  onRetry: () => void;
}) {
  return (
    <div className="alert alert--info stale-notice" role="status">
      <p>
        <strong>{title}</strong> {sr.common.offlineStale}
        {message && <span className="stale-notice__detail"> ({message})</span>}
      </p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {sr.common.retry}
      </button>
    </div>
  );
}
