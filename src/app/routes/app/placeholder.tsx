/** Screens a later issue builds: a titled placeholder inside the app chrome. */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';

function Placeholder({ title, note }: { title: string; note?: string | undefined }) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <div className="card">
        {note && <p className="alert alert--info">{note}</p>}
        <p>{sr.placeholders.comingSoon}</p>
        <Link to={paths.app.dashboard.to} className="btn btn--secondary">
          {sr.placeholders.toDashboard}
        </Link>
      </div>
    </div>
  );
}

export const HistoryRoute = () => <Placeholder title={sr.placeholders.historyTitle} />;
