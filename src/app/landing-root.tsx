/**
 * The landing page's React tree, the same element on both sides of hydration: the build renders it
 * to HTML (landing-prerender.tsx) and the browser hydrates it (landing-entry.tsx). Any difference
 * between the two would make React throw the prerendered HTML away.
 */
import { StrictMode } from 'react';
import { LandingPage } from '../features/landing/components/landing-page.js';

export function landingRoot() {
  return (
    <StrictMode>
      <LandingPage />
    </StrictMode>
  );
}
