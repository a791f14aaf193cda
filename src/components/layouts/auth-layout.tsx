/** The split screen of sign-in and sign-up: a product panel beside the form, a close button to '/'. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { sr } from '../../i18n/sr.js';
import { CloseIcon } from '../icons.js';
import { Logo } from '../logo.js';
import './auth-layout.css';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-split">
      <Link
        to={paths.landing.to}
        className="auth-split__close"
        aria-label={sr.auth.closeLabel}
        title={sr.common.close}
      >
        <CloseIcon />
      </Link>
      <aside className="auth-split__panel">
        <Logo />
        <p className="auth-split__title">{sr.auth.panelTitle}</p>
        <p className="auth-split__text">{sr.auth.panelText}</p>
        <ul className="auth-split__points">
          {sr.auth.panelPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </aside>
      <main className="auth-split__main" id="main">
        <div className="auth-split__form">{children}</div>
      </main>
    </div>
  );
}
