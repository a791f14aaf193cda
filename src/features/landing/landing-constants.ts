/** Timings and the storage key of the landing page (spec section 9); only the landing uses them. */

/** The testimonials carousel moves to the next entry after this long. */
export const CAROUSEL_INTERVAL_MS = 7000;
/** The hero sub-text shows the next tagline after this long. */
export const HERO_TAGLINE_INTERVAL_MS = 5000;
/** The demo share button reads 'Link kopiran!' this long. */
export const SHARE_DEMO_LABEL_MS = 2500;
/** The contact form's thank-you message stays this long. */
export const CONTACT_SUCCESS_MS = 5000;
/** The contact form only pretends to send (spec section 4): this is how long "sending" takes. */
export const CONTACT_SIMULATED_DELAY_MS = 1000;

/** Local storage key of the cookie choice, stored as 'true' (accepted) or 'false' (rejected). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
