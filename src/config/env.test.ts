import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

describe('parseEnv', () => {
  it('accepts a Clerk publishable key', () => {
    expect(
      parseEnv({ VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_Y2xlcmsuZXhhbXBsZS5jb20k' }).VITE_CLERK_PUBLISHABLE_KEY,
    ).toBe('pk_test_Y2xlcmsuZXhhbXBsZS5jb20k');
  });
  it('treats an unset or empty key as local mode', () => {
    expect(parseEnv({}).VITE_CLERK_PUBLISHABLE_KEY).toBeUndefined();
    expect(parseEnv({ VITE_CLERK_PUBLISHABLE_KEY: '  ' }).VITE_CLERK_PUBLISHABLE_KEY).toBeUndefined();
  });
  it('names the bad variable', () => {
    expect(() => parseEnv({ VITE_CLERK_PUBLISHABLE_KEY: 'sk_test_secret' })).toThrow(
      /VITE_CLERK_PUBLISHABLE_KEY/,
    );
  });
  it('accepts a Paddle client-side token and names a wrong one', () => {
    expect(
      parseEnv({ VITE_PADDLE_CLIENT_TOKEN: 'test_7d279f61a3499fed520f7cd8c08' }).VITE_PADDLE_CLIENT_TOKEN,
    ).toBe('test_7d279f61a3499fed520f7cd8c08');
    expect(() => parseEnv({ VITE_PADDLE_CLIENT_TOKEN: 'pdl_sdbx_apikey_secret' })).toThrow(
      /VITE_PADDLE_CLIENT_TOKEN/,
    );
  });
});
