/** Build time only (scripts/build/vite-plugin-prerender-landing.ts): the landing page as HTML. */
import { renderToString } from 'react-dom/server';
import { landingRoot } from './landing-root.js';

export function prerenderLanding(): string {
  return renderToString(landingRoot());
}
