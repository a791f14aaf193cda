import { sr } from '../i18n/sr.js';

/** Last-resort screen for a render error or a chunk that failed to load. */
export function RouteError() {
  return (
    <div className="page">
      <div className="alert alert--error" role="alert">
        <h1 className="alert__title">{sr.common.unknownError}</h1>
        <a href="/" className="btn btn--secondary">
          {sr.nav.home}
        </a>
      </div>
    </div>
  );
}
