/** #how-it-works: the three steps of the spec (photograph, set grade and language, get the solution). */
import type { ReactNode } from 'react';
import { CameraIcon } from '../../../components/icons.js';
import { sr } from '../../../i18n/sr.js';
import { SlidersIcon, StepsIcon } from './landing-icons.js';

const t = sr.landing.how;
const ICONS: ReactNode[] = [
  <CameraIcon key="camera" />,
  <SlidersIcon key="sliders" />,
  <StepsIcon key="steps" />,
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-it-works-title">
      <div className="landing-section__inner">
        <header className="landing-section__header">
          <h2 id="how-it-works-title" className="landing-section__title">
            {t.title}
          </h2>
          <p className="landing-section__lead">{t.lead}</p>
        </header>
        <ol className="steps">
          {t.steps.map((step, i) => (
            <li key={step.title} className="steps__item">
              <span className="steps__icon">{ICONS[i]}</span>
              <span className="steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="steps__title">{step.title}</h3>
              <p className="steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
