/** The footer: brand, section links and the legal pages. */
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { LANDING_SECTIONS } from '../sections.js';

const t = sr.landing.footer;

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-footer__inner">
        <div className="landing-footer__brand">
          <Logo />
          <p>{t.tagline}</p>
        </div>
        <nav className="landing-footer__column" aria-labelledby="footer-product-title">
          <h2 id="footer-product-title">{t.productTitle}</h2>
          <ul>
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="landing-footer__column" aria-labelledby="footer-account-title">
          <h2 id="footer-account-title">{t.accountTitle}</h2>
          <ul>
            <li>
              <a href={paths.signIn.to}>{sr.nav.signIn}</a>
            </li>
            <li>
              <a href={paths.signUp.to}>{sr.nav.signUp}</a>
            </li>
          </ul>
        </nav>
        <nav className="landing-footer__column" aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title">{t.legalTitle}</h2>
          <ul>
            <li>
              <a href={paths.terms.to}>{t.terms}</a>
            </li>
            <li>
              <a href={paths.privacy.to}>{t.privacy}</a>
            </li>
          </ul>
        </nav>
      </div>
      {/* The year comes from the visitor's clock; the prerendered one may be a year behind. */}
      <p className="landing-footer__copy" suppressHydrationWarning>
        {t.copy(new Date().getFullYear())}
      </p>
    </footer>
  );
}
