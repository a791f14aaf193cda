/**
 * The cookie-consent banner: shown while no choice is stored, gone for good once the visitor
 * accepts or rejects (cookie-consent.ts). It appears only after hydration, because the prerendered
 * page cannot know what this browser has stored.
 */
import { useSyncExternalStore } from 'react';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { readCookieConsent, storeCookieConsent, subscribeCookieConsent } from '../cookie-consent.js';

const t = sr.landing.cookies;

export function CookieBanner() {
  const consent = useSyncExternalStore(
    subscribeCookieConsent,
    () => readCookieConsent(),
    () => 'not-known-on-the-server' as const,
  );
  if (consent !== 'unset') return null;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title">{t.title}</h2>
          <p>
            {t.text} <a href={paths.privacy.to}>{t.more}</a>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className="btn btn--secondary" onClick={() => storeCookieConsent(false)}>
            {t.reject}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => storeCookieConsent(true)}>
            {t.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
