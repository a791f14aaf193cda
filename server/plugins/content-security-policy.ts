/**
 * The page may load only what it needs: its own scripts, styles and images (MathJax writes inline
 * SVG styles), plus the identity provider's origins when Clerk is configured and the payment
 * provider's when Paddle is (its overlay: the paddle.js loader, the checkout frame, its styles and
 * images, and the checkout service it talks to), for the configured Paddle environment only. With
 * photos in S3 the browser uploads to the bucket and shows photos from it: its origin too.
 */
import type { ServerConfig } from '../config/env.js';
import { s3BrowserOrigin } from '../config/s3-origin.js';

const CLERK_ORIGINS = ['https://*.clerk.accounts.dev', 'https://*.clerk.com', 'https://img.clerk.com'];

interface Origins {
  script: string[];
  style: string[];
  img: string[];
  frame: string[];
  connect: string[];
}

const NONE: Origins = { script: [], style: [], img: [], frame: [], connect: [] };

/** @paddle/paddle-js injects cdn.paddle.com/paddle/v2/paddle.js in both environments. */
const PADDLE_ORIGINS: Record<'sandbox' | 'production', Origins> = {
  sandbox: {
    script: ['https://cdn.paddle.com'],
    style: ['https://sandbox-cdn.paddle.com'],
    img: ['https://sandbox-cdn.paddle.com'],
    frame: ['https://sandbox-buy.paddle.com', 'https://sandbox-cdn.paddle.com'],
    connect: [
      'https://sandbox-buy.paddle.com',
      'https://sandbox-create-checkout.paddle.com',
      'https://sandbox-checkout-service.paddle.com',
    ],
  },
  production: {
    script: ['https://cdn.paddle.com'],
    style: ['https://cdn.paddle.com'],
    img: ['https://cdn.paddle.com'],
    frame: ['https://buy.paddle.com', 'https://cdn.paddle.com'],
    connect: [
      'https://buy.paddle.com',
      'https://create-checkout.paddle.com',
      'https://checkout-service.paddle.com',
    ],
  },
};

export function contentSecurityPolicy(config: ServerConfig) {
  const clerk = config.identity.kind === 'clerk' ? CLERK_ORIGINS : [];
  const paddle = config.payments.kind === 'paddle' ? PADDLE_ORIGINS[config.payments.environment] : NONE;
  const bucket = config.storage.kind === 's3' ? [s3BrowserOrigin(config.storage)] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...clerk, ...paddle.script],
      styleSrc: ["'self'", "'unsafe-inline'", ...paddle.style],
      imgSrc: ["'self'", 'data:', 'blob:', ...clerk, ...paddle.img, ...bucket],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...clerk, ...paddle.connect, ...bucket],
      frameSrc: ["'self'", ...clerk, ...paddle.frame],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}
