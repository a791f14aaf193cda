/** What the journeys and benches share: the servers' ports and how Debian's Chromium is started. */
// E2E_PORT lets two checkouts run their journeys on one machine at the same time.
export const PORT = Number(process.env.E2E_PORT ?? 8181);
/** New accounts on this one start with 5 credits (WELCOME_CREDITS): too few for one solve. */
export const LOW_CREDIT_PORT = PORT + 1;
/** The product with SOLVER=openai, pointed at the fake model on FAKE_MODEL_PORT (tests/e2e/fake-model-server.ts). */
export const AI_PORT = PORT + 2;
export const FAKE_MODEL_PORT = PORT + 3;
/** The product with its photos in S3: a local S3-compatible store on FAKE_S3_PORT (tests/e2e/fake-s3-server.ts). */
export const S3_APP_PORT = PORT + 4;
export const FAKE_S3_PORT = PORT + 5;

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Headless, and quiet: this machine has no network, so Chromium must not try to phone home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
