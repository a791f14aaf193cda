/**
 * The page may load only what it needs: its own scripts, styles and images (MathJax writes inline
 * SVG styles), plus the identity provider's origins when Clerk is configured. The payment
 * provider's origins join here when checkout is built.
 */
import type { ServerConfig } from '../config/env.js';

const CLERK_ORIGINS = ['https://*.clerk.accounts.dev', 'https://*.clerk.com', 'https://img.clerk.com'];

export function contentSecurityPolicy(config: ServerConfig) {
  const clerk = config.identity.kind === 'clerk' ? CLERK_ORIGINS : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...clerk],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...clerk],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...clerk],
      frameSrc: ["'self'", ...clerk],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}
