/** #faq: five questions as native disclosures (details/summary), which work before any script runs. */
import { sr } from '../../../i18n/sr.js';
import { ChevronDownIcon } from './landing-icons.js';

const t = sr.landing.faq;

export function FaqSection() {
  return (
    <section id="faq" className="landing-section landing-section--tinted" aria-labelledby="faq-title">
      <div className="landing-section__inner landing-section__inner--narrow">
        <header className="landing-section__header">
          <h2 id="faq-title" className="landing-section__title">
            {t.title}
          </h2>
        </header>
        <div className="faq">
          {t.items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary className="faq__question">
                <span>{item.question}</span>
                <ChevronDownIcon />
              </summary>
              <p className="faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
