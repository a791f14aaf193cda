/**
 * The public landing page (placeholder until the full landing issue): header with Sign in / Register,
 * a hero, the three steps and a pricing teaser. Loads no MathJax, identity or payment code.
 */
import { Link } from 'react-router-dom';
import {
  CREDITS_PER_SOLVE,
  HEADER_SCROLL_THRESHOLD_PX,
  WELCOME_CREDITS,
} from '../../../../contract/constants.js';
import { CameraIcon } from '../../../components/icons.js';
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import { useScrolledPast } from '../../../hooks/use-scrolled-past.js';
import { sr } from '../../../i18n/sr.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import './landing.css';

export function LandingPage() {
  const t = sr.landing;
  useDocumentTitle(null);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);

  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        {sr.common.skipToContent}
      </a>
      <header className={`landing-header${scrolled ? ' landing-header--opaque' : ''}`}>
        <div className="landing-header__inner">
          <Link to={paths.landing.to} className="landing-header__brand" aria-label={sr.nav.home}>
            <Logo />
          </Link>
          <nav className="landing-header__nav" aria-label={sr.nav.mainLabel}>
            <a href="#how-it-works">{t.navHow}</a>
            <a href="#pricing">{t.navPricing}</a>
          </nav>
          <div className="landing-header__actions">
            <Link to={paths.signIn.to} className="btn btn--ghost">
              {sr.nav.signIn}
            </Link>
            <Link to={paths.signUp.to} className="btn btn--primary">
              {sr.nav.signUp}
            </Link>
          </div>
        </div>
      </header>

      <main id="main">
        <section className="hero">
          <div className="hero__inner">
            <h1 className="hero__title">{t.heroTitle}</h1>
            <p className="hero__text">{t.heroText}</p>
            <div className="hero__actions">
              <Link to={paths.signUp.to} className="btn btn--primary hero__cta">
                <CameraIcon />
                {t.heroCta}
              </Link>
              <Link to={paths.signIn.to} className="btn btn--secondary">
                {t.heroSecondary}
              </Link>
            </div>
            <p className="hero__note">{t.heroNote(WELCOME_CREDITS, WELCOME_CREDITS / CREDITS_PER_SOLVE)}</p>
          </div>
        </section>

        <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
          <h2 id="how-title" className="landing-section__title">
            {t.howTitle}
          </h2>
          <ol className="steps">
            {t.steps.map((step, i) => (
              <li key={step.title} className="card steps__item">
                <span className="steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="steps__title">{step.title}</h3>
                <p className="steps__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
          <div className="card pricing-teaser">
            <h2 id="pricing-title" className="landing-section__title">
              {t.pricingTitle}
            </h2>
            <p>{t.pricingText}</p>
            <Link to={paths.signUp.to} className="btn btn--primary">
              {sr.nav.signUp}
            </Link>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <p>{t.footerCopy(new Date().getFullYear())}</p>
        <nav className="landing-footer__links" aria-label={t.footerTerms}>
          <a href={paths.terms.to}>{t.footerTerms}</a>
          <a href={paths.privacy.to}>{t.footerPrivacy}</a>
        </nav>
      </footer>
    </div>
  );
}
