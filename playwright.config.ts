/**
 * Browser journeys against the real server serving the built PWA.
 * Run `npx vite build` first (the npm test script does): the server serves dist/.
 * Uses Debian's chromium (/usr/bin/chromium); install it with `apt-get install -y chromium`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = 8181;
const BASE_URL = `http://localhost:${PORT}`;

// A fresh, empty data dir per run. Set once in the runner; the workers inherit it through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'resavac-e2e-'));

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
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    // A fresh embedded database takes a few seconds to initialise.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      // Every journey registers a fresh account from the same address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
