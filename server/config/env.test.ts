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

  it('chooses the solver: local by default, a checked model, or the hybrid with its threshold', () => {
    expect(loadConfig({}).solver).toEqual({ kind: 'local', threads: undefined });
    const model = {
      OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1',
      OPENAI_API_KEY: 'sk-x',
      OPENAI_MODEL: 'qwen2.5-vl',
    };
    expect(loadConfig({ SOLVER: 'openai', ...model }).solver).toEqual({
      kind: 'openai',
      model: { baseURL: 'http://127.0.0.1:8000/v1', apiKey: 'sk-x', model: 'qwen2.5-vl' },
    });
    expect(
      loadConfig({ SOLVER: 'hybrid', SOLVER_THREADS: '1', HYBRID_MIN_CONFIDENCE: '0.7', ...model }).solver,
    ).toEqual({
      kind: 'hybrid',
      threads: 1,
      minEngineConfidence: 0.7,
      model: { baseURL: 'http://127.0.0.1:8000/v1', apiKey: 'sk-x', model: 'qwen2.5-vl' },
    });
    expect(() => loadConfig({ SOLVER: 'hybrid' })).toThrow(/OPENAI_MODEL: is required with SOLVER=hybrid/);
    expect(() => loadConfig({ SOLVER: 'hybrid', HYBRID_MIN_CONFIDENCE: '2', ...model })).toThrow(
      /HYBRID_MIN_CONFIDENCE/,
    );
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

  it('takes payments in the sandbox by default, and with Paddle once its key is set', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'sandbox' });
    const config = loadConfig({
      PADDLE_API_KEY: 'pdl_sdbx_apikey_x',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_x',
      PADDLE_PRICE_ID_5_EUR: 'pri_01a',
      PADDLE_PRICE_ID_10_EUR: 'pri_01b',
      PADDLE_PRICE_ID_20_EUR: 'pri_01c',
    });
    expect(config.payments).toEqual({
      kind: 'paddle',
      apiKey: 'pdl_sdbx_apikey_x',
      webhookSecret: 'pdl_ntfset_x',
      environment: 'sandbox',
      apiUrl: undefined,
      priceIds: { credits_550: 'pri_01a', credits_1200: 'pri_01b', credits_2500: 'pri_01c' },
    });
  });

  it('names each Paddle variable that is missing or malformed', () => {
    try {
      loadConfig({ PADDLE_API_KEY: 'pdl_x', PADDLE_PRICE_ID_5_EUR: 'five', PADDLE_ENVIRONMENT: 'live' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      for (const name of [
        'PADDLE_WEBHOOK_SECRET: is required',
        'PADDLE_PRICE_ID_5_EUR: must be a Paddle price id',
        'PADDLE_PRICE_ID_10_EUR: is required',
        'PADDLE_PRICE_ID_20_EUR: is required',
        'PADDLE_ENVIRONMENT:',
      ])
        expect(
          problems.some((p) => p.startsWith(name)),
          name,
        ).toBe(true);
    }
  });
});
