/** The landing page's sections in page order: their anchors (the spec names most of them) and nav labels. */
import { sr } from '../../i18n/sr.js';

const nav = sr.landing.nav;

export const LANDING_SECTIONS = [
  { id: 'how-it-works', label: nav.howItWorks },
  { id: 'sharing', label: nav.sharing },
  { id: 'comparison', label: nav.comparison },
  { id: 'testimonials', label: nav.testimonials },
  { id: 'pricing', label: nav.pricing },
  { id: 'faq', label: nav.faq },
  { id: 'contact', label: nav.contact },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];
