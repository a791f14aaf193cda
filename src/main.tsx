/**
 * Entry point. '/' starts only the landing page (no router, identity, MathJax or zod); every other
 * path starts the whole app (preloaded by the shell: scripts/build/vite-plugin-shell-preload.ts).
 */
import { paths } from './config/paths.js';
import './styles/global.css';
// In the entry's stylesheet, which the prerendered landing HTML inlines: no render-blocking request.
import './features/landing/components/landing.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const path = window.location.pathname;
if (path === paths.landing.to) {
  const start = () => void import('./app/landing-entry.js').then((m) => m.startLanding(root));
  // Prerendered: the page is complete without scripts, so it paints first and its scripts load
  // after that, instead of competing with the first paint on a slow connection. (A tab opened in
  // the background paints, and so hydrates, once it is shown.)
  if (root.firstElementChild) requestAnimationFrame(() => setTimeout(start));
  else start();
} else {
  // The sign-in and sign-up screens are a lazy route: fetch it now, alongside the app, rather than
  // after the router has started (one round trip less before the form shows).
  if (path.startsWith(paths.signIn.to) || path.startsWith(paths.signUp.to)) {
    void import('./app/routes/auth-screens.js');
  }
  void import('./app/app-entry.js').then((m) => m.startApp(root));
}
