/**
 * The landing header: section links, 'Prijavi se' / 'Registruj se', transparent over the hero and
 * opaque once the page scrolls past the spec's threshold. Below desktop width the section links
 * move into a slide-in menu.
 */
import { useCallback, useRef, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../config/ui-constants.js';
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import { useScrolledPast } from '../../../hooks/use-scrolled-past.js';
import { sr } from '../../../i18n/sr.js';
import { LANDING_SECTIONS } from '../sections.js';
import { MenuIcon } from './landing-icons.js';
import { MobileMenu } from './mobile-menu.js';

export const MOBILE_MENU_ID = 'landing-menu';

export function LandingHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <>
      <header className={`landing-header${scrolled ? ' landing-header--opaque' : ''}`}>
        <div className="landing-header__inner">
          <a href={paths.landing.to} className="landing-header__brand">
            <Logo gradientId="landing-header-logo" />
          </a>
          <nav className="landing-header__nav" aria-label={sr.landing.nav.label}>
            <ul>
              {LANDING_SECTIONS.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="landing-header__actions">
            <a href={paths.signIn.to} className="btn btn--ghost">
              {sr.nav.signIn}
            </a>
            <a href={paths.signUp.to} className="btn btn--primary landing-header__sign-up">
              {sr.nav.signUp}
            </a>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="landing-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={sr.landing.menu.open}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </header>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} />
    </>
  );
}
