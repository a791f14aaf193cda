/** A failed load: a title, the message (server detail or fallback) and a retry button. */
import { sr } from '../i18n/sr.js';

export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string | null;
  onRetry?: () => void;
}) {
  return (
    <div className="alert alert--error" role="alert">
      <h2 className="alert__title">{title}</h2>
      {message && <p>{message}</p>}
      {onRetry && (
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {sr.common.retry}
        </button>
      )}
    </div>
  );
}
