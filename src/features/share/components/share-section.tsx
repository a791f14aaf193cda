/**
 * The share section of a solution (docs/product.md, screen 3 and "Share"): makes the public link when
 * asked, shows it, copies it, and offers the phone's share sheet and outward links to messengers.
 * The link opens a server-rendered page that needs no sign-in and no JavaScript.
 */
import { useEffect, useRef, useState } from 'react';
import { sr } from '../../../i18n/sr.js';
import { apiErrorMessage } from '../../../lib/api-error.js';
import { showToast } from '../../../lib/toast/toast-store.js';
import { createShareLink } from '../api/create-share-link.js';
import { useCopyLink } from '../hooks/use-copy-link.js';
import { HASHTAG, shareTargets } from '../share-targets.js';
import './share.css';

type LinkState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; message: string };

const canUseShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function ShareSection({ solutionId }: { solutionId: string }) {
  const t = sr.share;
  const [link, setLink] = useState<LinkState>({ status: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const { state: copyState, label: copyLabel, copy } = useCopyLink(field);
  const url = link.status === 'ready' ? link.url : null;

  // The new link takes the focus, so a screen reader reads it and the keyboard is on the copy row.
  useEffect(() => {
    if (url) field.current?.focus();
  }, [url]);

  const create = async () => {
    setLink({ status: 'creating' });
    try {
      const { solution_page_url } = await createShareLink(solutionId);
      setLink({ status: 'ready', url: solution_page_url });
    } catch (error) {
      setLink({ status: 'failed', message: await apiErrorMessage(error, sr.common.unknownError) });
      showToast(t.linkFailed, 'error');
    }
  };

  const openShareSheet = async (shareUrl: string) => {
    try {
      await navigator.share({ title: sr.solution.title, text: `${t.message} ${HASHTAG}`, url: shareUrl });
    } catch (error) {
      // Closing the sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        showToast(sr.common.unknownError, 'error');
    }
  };

  return (
    <section className="card share-card no-print" aria-labelledby="share-title">
      <h2 id="share-title" className="share-card__title">
        {t.title}
      </h2>
      <p className="share-card__text">{t.text}</p>

      {url === null ? (
        <div className="share-card__start">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void create()}
            disabled={link.status === 'creating'}
          >
            {link.status === 'creating' ? t.creating : t.create}
          </button>
          {link.status === 'failed' && (
            <p className="share-card__error" role="alert">
              {link.message}
            </p>
          )}
        </div>
      ) : (
        <>
          <div className="share-card__row">
            <label htmlFor={`share-url-${solutionId}`} className="visually-hidden">
              {t.linkLabel}
            </label>
            <input
              ref={field}
              id={`share-url-${solutionId}`}
              className="share-card__url"
              type="url"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className={`btn btn--primary share-card__copy share-card__copy--${copyState}`}
              onClick={() => void copy(url)}
              disabled={copyState === 'copying'}
            >
              {copyLabel}
            </button>
          </div>
          <ul className="share-card__targets" aria-label={t.targetsLabel}>
            {canUseShareSheet() && (
              <li>
                <button
                  type="button"
                  className="btn btn--secondary share-card__target"
                  onClick={() => void openShareSheet(url)}
                >
                  {t.nativeShare}
                </button>
              </li>
            )}
            {shareTargets(url).map((target) => (
              <li key={target.id} className={target.mobileOnly ? 'share-card__mobile-only' : undefined}>
                <a
                  className={`btn btn--secondary share-card__target share-card__target--${target.id}`}
                  href={target.href}
                  {...(target.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className="share-card__dot" aria-hidden="true" />
                  {target.label}
                  {target.newWindow && <span className="visually-hidden"> {t.newWindow}</span>}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
