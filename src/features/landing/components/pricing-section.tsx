/**
 * #pricing: the welcome credits and the three packages as the pricing text reads them
 * (contract/packages.ts; 10 € is the best choice). Buying happens in the app after sign-up.
 */
import { CREDIT_PACKAGES } from '../../../../contract/packages.js';
import { CREDITS_PER_SOLVE, WELCOME_CREDITS } from '../../../../contract/constants.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { GiftIcon } from './landing-icons.js';

const t = sr.landing.pricing;

export function PricingSection() {
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <div className="landing-section__inner">
        <header className="landing-section__header">
          <h2 id="pricing-title" className="landing-section__title">
            {t.title}
          </h2>
          <p className="landing-section__lead">{t.lead}</p>
        </header>
        <div className="pricing__free">
          <span className="pricing__free-icon">
            <GiftIcon />
          </span>
          <p>
            <strong>{t.freeTitle}:</strong> {t.freeText(WELCOME_CREDITS, WELCOME_CREDITS / CREDITS_PER_SOLVE)}
          </p>
        </div>
        <ul className="pricing__packages">
          {CREDIT_PACKAGES.map((pkg) => (
            <li key={pkg.id} className={`package${pkg.bestChoice ? ' package--best' : ''}`}>
              {pkg.bestChoice && <p className="package__badge">{t.bestChoice}</p>}
              <p className="package__price">{t.price(pkg.priceEur)}</p>
              <p className="package__credits">{t.credits(pkg.credits)}</p>
              <p className="package__problems">{t.problems(pkg.problems)}</p>
              <a
                href={paths.signUp.to}
                className={`btn btn--block ${pkg.bestChoice ? 'btn--primary' : 'btn--secondary'}`}
                aria-label={`${t.cta}: ${t.price(pkg.priceEur)}, ${t.credits(pkg.credits)}`}
              >
                {t.cta}
              </a>
            </li>
          ))}
        </ul>
        <p className="pricing__note">{t.note}</p>
      </div>
    </section>
  );
}
