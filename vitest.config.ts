import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    globalSetup: ['server/test-support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
