/**
 * The landing page's React trees, the same on both sides of hydration: the build renders the whole
 * page to HTML (landing-prerender.tsx); the browser hydrates only its islands, each from the
 * element here (landing-entry.tsx). Any difference between the two would make React throw that
 * island's prerendered HTML away.
 */
import { StrictMode, type ComponentType } from 'react';
import { ContactSection } from '../features/landing/components/contact-section.js';
import { CookieBanner } from '../features/landing/components/cookie-banner.js';
import { HeroTaglines } from '../features/landing/components/hero.js';
import type { IslandName } from '../features/landing/components/island.js';
import { LandingHeader } from '../features/landing/components/landing-header.js';
import { LandingPage } from '../features/landing/components/landing-page.js';
import { ShareDemo } from '../features/landing/components/sharing-section.js';
import { TestimonialsCarousel } from '../features/landing/components/testimonials-carousel.js';

export function landingRoot() {
  return (
    <StrictMode>
      <LandingPage />
    </StrictMode>
  );
}

const ISLANDS: Record<IslandName, ComponentType> = {
  header: LandingHeader,
  taglines: HeroTaglines,
  shareDemo: ShareDemo,
  testimonials: TestimonialsCarousel,
  contact: ContactSection,
  cookies: CookieBanner,
};

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);

export function islandRoot(name: IslandName) {
  const Island = ISLANDS[name];
  return (
    <StrictMode>
      <Island />
    </StrictMode>
  );
}
