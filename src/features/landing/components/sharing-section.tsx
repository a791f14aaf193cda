/**
 * The sharing section with the spec's demo share button: it reads 'Link kopiran!' for a moment and
 * copies nothing (spec section 4, "only a demonstration").
 */
import { useCallback, useState } from 'react';
import { sr } from '../../../i18n/sr.js';
import { useResetAfter } from '../hooks/use-reset-after.js';
import { SHARE_DEMO_LABEL_MS } from '../landing-constants.js';
import { Island } from './island.js';
import { CheckIcon, CopyIcon, LinkIcon } from './landing-icons.js';

const t = sr.landing.sharing;

export function SharingSection() {
  return (
    <section id="sharing" className="landing-section landing-section--tinted" aria-labelledby="sharing-title">
      <div className="landing-section__inner sharing">
        <div className="sharing__copy">
          <h2 id="sharing-title" className="landing-section__title">
            {t.title}
          </h2>
          <p className="landing-section__lead">{t.text}</p>
          <ul className="check-list">
            {t.points.map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <Island name="shareDemo">
          <ShareDemo />
        </Island>
      </div>
    </section>
  );
}

export function ShareDemo() {
  const [copied, setCopied] = useState(false);
  const reset = useCallback(() => setCopied(false), []);
  useResetAfter(copied, SHARE_DEMO_LABEL_MS, reset);

  return (
    <div className="share-demo">
      <div className="share-demo__card">
        <p className="share-demo__label">{t.demoLabel}</p>
        <div className="share-demo__bubble">
          <p>
            {t.demoMessage} <span className="share-demo__url">{t.demoLink}</span> {t.demoHashtag}
          </p>
          <div className="share-demo__preview">
            <span className="share-demo__preview-icon">
              <LinkIcon />
            </span>
            <span>
              <span className="share-demo__title">{t.demoTitle}</span>
              <span className="share-demo__meta">{t.demoMeta}</span>
            </span>
          </div>
        </div>
        <div className="share-demo__row">
          <span className="share-demo__link">
            <LinkIcon />
            <span className="visually-hidden">{t.demoLinkLabel}: </span>
            {t.demoLink}
          </span>
          <button
            type="button"
            className={`btn ${copied ? 'btn--success' : 'btn--primary'} share-demo__button`}
            onClick={() => setCopied(true)}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
            {copied ? t.demoCopied : t.demoButton}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {copied ? t.demoCopied : ''}
        </p>
      </div>
      <p className="share-demo__note">{t.demoNote}</p>
    </div>
  );
}
