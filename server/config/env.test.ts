import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.identity).toEqual({ kind: 'local' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names every bad variable on its own line', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        CLERK_SECRET_KEY: 'sk_test',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
      expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
      expect(problems.some((p) => p.startsWith('SESSION_SECRET:'))).toBe(true);
      expect(problems.some((p) => p.startsWith('CLERK_JWT_KEY:'))).toBe(true);
      expect((error as Error).message.split('\n').length).toBe(problems.length + 1);
    }
  });

  it('switches to Clerk and unescapes a PEM given with literal \\n', () => {
    const config = loadConfig({
      CLERK_SECRET_KEY: 'sk_test_x',
      CLERK_JWT_KEY: '-----BEGIN PUBLIC KEY-----\\nabc\\n-----END PUBLIC KEY-----',
      CLERK_AUTHORIZED_PARTIES: 'http://a, http://b',
    });
    expect(config.identity).toEqual({
      kind: 'clerk',
      secretKey: 'sk_test_x',
      jwtKey: '-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----',
      authorizedParties: ['http://a', 'http://b'],
    });
  });
});
