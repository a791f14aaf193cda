/**
 * The phone menu: a panel that slides in from the right. While open it is a modal dialog: focus
 * moves into it and stays there (Tab wraps), the page behind does not scroll, and Escape, the close
 * button, the backdrop or choosing a link close it.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/icons.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { LANDING_SECTIONS } from '../sections.js';

const FOCUSABLE = 'a[href], button:not([disabled])';

export function MobileMenu({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  /** `returnFocus`: give focus back to the menu button (not when a link takes the visitor elsewhere). */
  onClose: (returnFocus: boolean) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('landing-menu-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('landing-menu-open');
    };
  }, [open, onClose]);

  function keepFocusInside(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  const t = sr.landing.menu;
  return (
    <div className={`mobile-menu${open ? ' mobile-menu--open' : ''}`} inert={!open}>
      <div className="mobile-menu__backdrop" onClick={() => onClose(false)} />
      <div
        ref={panel}
        id={id}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t.title}
        onKeyDown={keepFocusInside}
      >
        <div className="mobile-menu__top">
          <span className="mobile-menu__title">{t.title}</span>
          <button
            type="button"
            className="mobile-menu__close"
            aria-label={t.close}
            onClick={() => onClose(true)}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={sr.landing.nav.label}>
          <ul className="mobile-menu__links">
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} onClick={() => onClose(false)}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu__actions">
          <a href={paths.signIn.to} className="btn btn--secondary btn--block">
            {sr.nav.signIn}
          </a>
          <a href={paths.signUp.to} className="btn btn--primary btn--block">
            {sr.nav.signUp}
          </a>
        </div>
      </div>
    </div>
  );
}
