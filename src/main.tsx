/**
 * Entry point. '/' starts only the landing page (no router, identity, MathJax or zod); every other
 * path starts the whole app. Both load as separate chunks; the prerendered landing HTML preloads
 * its own (scripts/build/vite-plugin-prerender-landing.ts).
 */
import { paths } from './config/paths.js';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

if (window.location.pathname === paths.landing.to) {
  void import('./app/landing-entry.js').then((m) => m.startLanding(root));
} else {
  void import('./app/app-entry.js').then((m) => m.startApp(root));
}
