/** The card the local sign-in and sign-up forms sit in, styled like a hosted identity provider's. */
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import './auth-card.css';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <div className="auth-card__body">
        <div className="auth-card__brand">
          <Logo showName={false} />
        </div>
        <h1 className="auth-card__title" id="auth-card-title">
          {title}
        </h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </div>
      <div className="auth-card__footer">{footer}</div>
    </section>
  );
}
