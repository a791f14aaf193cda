import { beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./cookie-consent.js');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const brokenStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('cookie consent', () => {
  let m: Module;
  beforeEach(async () => {
    vi.resetModules();
    m = await import('./cookie-consent.js');
  });

  it("reads the spec's 'true' / 'false' and anything else as no choice yet", () => {
    expect(m.readCookieConsent(memoryStorage({ cookieConsent: 'true' }))).toBe('accepted');
    expect(m.readCookieConsent(memoryStorage({ cookieConsent: 'false' }))).toBe('rejected');
    expect(m.readCookieConsent(memoryStorage({ cookieConsent: 'yes' }))).toBe('unset');
    expect(m.readCookieConsent(memoryStorage())).toBe('unset');
  });

  it("stores the choice as 'true' or 'false' under cookieConsent and tells subscribers", () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    m.subscribeCookieConsent(listener);
    m.storeCookieConsent(false, storage);
    expect(storage.data.get('cookieConsent')).toBe('false');
    expect(listener).toHaveBeenCalledTimes(1);
    m.storeCookieConsent(true, storage);
    expect(storage.data.get('cookieConsent')).toBe('true');
    expect(m.readCookieConsent(storage)).toBe('accepted');
  });

  it('keeps a choice for the visit when storage refuses it, and asks when storage cannot be read', () => {
    expect(m.readCookieConsent(brokenStorage)).toBe('unset');
    m.storeCookieConsent(false, brokenStorage);
    expect(m.readCookieConsent(brokenStorage)).toBe('rejected');
  });
});
