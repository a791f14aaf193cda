/** Chrome of the signed-in area: sticky header, desktop navigation, mobile bottom navigation. */
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../config/ui-constants.js';
import { paths } from '../../config/paths.js';
import { useScrolledPast } from '../../hooks/use-scrolled-past.js';
import { sr } from '../../i18n/sr.js';
import { useAuthPort } from '../../lib/auth/auth-port.js';
import { showStorageErrors } from '../../lib/storage/storage-errors.js';
import { AccountIcon, CameraIcon, DashboardIcon, HistoryIcon, SignOutIcon } from '../icons.js';
import { Logo } from '../logo.js';
import { ScrollToTop } from '../scroll-to-top.js';
import { Toaster } from '../toaster.js';
import './app-layout.css';

const navClass = ({ isActive }: { isActive: boolean }) => `app-nav__link${isActive ? ' is-active' : ''}`;
const bottomClass = ({ isActive }: { isActive: boolean }) =>
  `bottom-nav__link${isActive ? ' is-active' : ''}`;

/** Upload, task details and solution are one flow: "Reši" stays highlighted through all three. */
const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');
const SOLVE_FLOW = [paths.app.solve.to, paths.app.configure.to, paths.app.solution.to].map(
  withoutTrailingSlash,
);

export function AppLayout() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { signOut } = useAuthPort();
  const { pathname } = useLocation();
  const inSolveFlow = SOLVE_FLOW.includes(withoutTrailingSlash(pathname));
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A device that cannot keep data for offline use says so (quota, private mode).
  useEffect(() => showStorageErrors(), []);

  // After an in-app navigation, move focus to the new page so screen readers and keyboards start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {sr.common.skipToContent}
      </a>
      <header className={`app-header${scrolled ? ' app-header--scrolled' : ''}`}>
        <div className="app-header__inner">
          <NavLink to={paths.app.solve.to} end className="app-header__brand" aria-label={sr.nav.home}>
            <Logo />
          </NavLink>
          <nav className="app-nav" aria-label={sr.nav.mainLabel}>
            <NavLink to={paths.app.solve.to} end className={() => navClass({ isActive: inSolveFlow })}>
              {sr.nav.solve}
            </NavLink>
            <NavLink to={paths.app.dashboard.to} className={navClass}>
              {sr.nav.dashboard}
            </NavLink>
            <NavLink to={paths.app.history.to} className={navClass}>
              {sr.nav.history}
            </NavLink>
            <NavLink to={paths.app.account.to} className={navClass}>
              {sr.nav.account}
            </NavLink>
          </nav>
          <button
            type="button"
            className="btn btn--secondary app-header__signout"
            onClick={() => void signOut()}
          >
            <SignOutIcon />
            <span>{sr.nav.signOut}</span>
          </button>
        </div>
      </header>

      <Toaster />
      <main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </main>

      <nav className="bottom-nav" aria-label={sr.nav.mobileLabel}>
        <NavLink to={paths.app.dashboard.to} className={bottomClass}>
          <DashboardIcon />
          <span>{sr.nav.dashboard}</span>
        </NavLink>
        <NavLink to={paths.app.history.to} className={bottomClass}>
          <HistoryIcon />
          <span>{sr.nav.history}</span>
        </NavLink>
        <NavLink
          to={paths.app.solve.to}
          end
          className={() => `${bottomClass({ isActive: inSolveFlow })} bottom-nav__solve`}
        >
          <span className="bottom-nav__solve-circle">
            <CameraIcon />
          </span>
          <span>{sr.nav.solve}</span>
        </NavLink>
        <NavLink to={paths.app.account.to} className={bottomClass}>
          <AccountIcon />
          <span>{sr.nav.account}</span>
        </NavLink>
      </nav>
      <ScrollToTop />
    </div>
  );
}
