/**
 * Browser journeys against the real server serving the built PWA.
 * Run `npx vite build` first (the npm test script does): the server serves dist/.
 * Uses Debian's chromium (/usr/bin/chromium); install it with `apt-get install -y chromium`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  AI_PORT,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  FAKE_MODEL_PORT,
  FAKE_S3_PORT,
  LOW_CREDIT_PORT,
  PORT,
  S3_APP_PORT,
} from './tests/e2e/browser-settings';

const BASE_URL = `http://localhost:${PORT}`;

// A fresh, empty data dir per run. Set once in the runner; the workers inherit it through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'resavac-e2e-'));
process.env.E2E_LOW_CREDIT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'resavac-e2e-low-'));
process.env.E2E_AI_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'resavac-e2e-ai-'));
process.env.E2E_S3_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'resavac-e2e-s3app-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'sr-RS',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    server(PORT, process.env.E2E_DATA_DIR),
    server(LOW_CREDIT_PORT, process.env.E2E_LOW_CREDIT_DATA_DIR, { WELCOME_CREDITS: '5' }),
    // A fake OpenAI-compatible model that answers as each journey scripts it, and the product using it.
    {
      command: 'npx tsx tests/e2e/fake-model-server.ts',
      url: `http://127.0.0.1:${FAKE_MODEL_PORT}/__fake/calls`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { FAKE_MODEL_PORT: String(FAKE_MODEL_PORT) },
    },
    server(AI_PORT, process.env.E2E_AI_DATA_DIR, {
      SOLVER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
      OPENAI_API_KEY: 'sk-local-fake',
      OPENAI_MODEL: 'fake-vision',
    }),
    // A local S3-compatible store, and the product keeping its photos there (another origin).
    {
      command: 'npx tsx tests/e2e/fake-s3-server.ts',
      url: `http://127.0.0.1:${FAKE_S3_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { FAKE_S3_PORT: String(FAKE_S3_PORT), APP_ORIGIN: `http://localhost:${S3_APP_PORT}` },
    },
    server(S3_APP_PORT, process.env.E2E_S3_DATA_DIR, {
      S3_BUCKET: 'resavac-e2e',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${FAKE_S3_PORT}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  ],
});

/** The real product on its own port and fresh data dir (a fresh embedded database takes a few seconds). */
function server(port: number, dataDir: string | undefined, env: Record<string, string> = {}) {
  return {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir ?? '',
      NODE_ENV: 'test',
      // Every journey registers a fresh account from the same address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
  };
}
