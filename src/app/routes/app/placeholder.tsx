/** Screens a later issue builds: a titled placeholder inside the app chrome. */
import { Link, useLocation } from 'react-router-dom';
import { paths, type CheckoutLocationState } from '../../../config/paths.js';
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

export function CheckoutRoute() {
  const state = useLocation().state as CheckoutLocationState;
  return (
    <Placeholder
      title={sr.placeholders.checkoutTitle}
      note={state?.fromSolve ? sr.placeholders.checkoutFromSolve : undefined}
    />
  );
}
