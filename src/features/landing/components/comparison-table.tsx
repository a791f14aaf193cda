/** The comparison against a generic AI chat: language and grade, checked answers, offline history, price. */
import { sr } from '../../../i18n/sr.js';
import { CheckIcon, CrossIcon } from './landing-icons.js';

const t = sr.landing.comparison;

export function ComparisonTable() {
  return (
    <section id="comparison" className="landing-section" aria-labelledby="comparison-title">
      <div className="landing-section__inner">
        <header className="landing-section__header">
          <h2 id="comparison-title" className="landing-section__title">
            {t.title}
          </h2>
          <p className="landing-section__lead">{t.lead}</p>
        </header>
        <div className="comparison">
          <table className="comparison__table">
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.featureHeader}</th>
                <th scope="col" className="comparison__ours">
                  {t.ours}
                </th>
                <th scope="col">{t.theirs}</th>
              </tr>
            </thead>
            <tbody>
              {t.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td className="comparison__ours">
                    <span className="comparison__mark comparison__mark--yes">
                      <CheckIcon />
                      <span className="visually-hidden">{t.yes}: </span>
                    </span>
                    {row.ours}
                  </td>
                  <td>
                    <span className="comparison__mark comparison__mark--no">
                      <CrossIcon />
                      <span className="visually-hidden">{t.no}: </span>
                    </span>
                    {row.theirs}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
