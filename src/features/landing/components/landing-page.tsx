/**
 * The public landing page (spec section 2). It is prerendered at build time and hydrated without
 * the router (src/app/landing-entry.tsx), so it uses plain links and loads no MathJax, identity,
 * payment, camera or zod code (docs/architecture.md, "The landing page").
 */
import { sr } from '../../../i18n/sr.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { ComparisonTable } from './comparison-table.js';
import { ContactSection } from './contact-section.js';
import { CookieBanner } from './cookie-banner.js';
import { FaqSection } from './faq-section.js';
import { FinalCall } from './final-call.js';
import { Hero } from './hero.js';
import { HowItWorks } from './how-it-works.js';
import { Island } from './island.js';
import { LandingFooter } from './landing-footer.js';
import { LandingHeader } from './landing-header.js';
import { PricingSection } from './pricing-section.js';
import { SharingSection } from './sharing-section.js';
import { TestimonialsCarousel } from './testimonials-carousel.js';
import './landing.css';

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        {sr.common.skipToContent}
      </a>
      <Island name="header">
        <LandingHeader />
      </Island>
      <main id="main">
        <Hero />
        <HowItWorks />
        <SharingSection />
        <ComparisonTable />
        <Island name="testimonials">
          <TestimonialsCarousel />
        </Island>
        <PricingSection />
        <FaqSection />
        <FinalCall />
        <Island name="contact">
          <ContactSection />
        </Island>
      </main>
      <LandingFooter />
      <Island name="cookies">
        <CookieBanner />
      </Island>
    </div>
  );
}
