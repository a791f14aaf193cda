import { describe, expect, it } from 'vitest';
import { mergeNewer, needsLoad } from './create-user-resource-store.js';

describe('user resource store', () => {
  it('loads when the route opens and nothing was loaded this session', () => {
    expect(needsLoad({ loadedThisSession: false, status: 'idle' })).toBe(true);
  });
  it('does not load twice', () => {
    expect(needsLoad({ loadedThisSession: true, status: 'success' })).toBe(false);
    expect(needsLoad({ loadedThisSession: false, status: 'loading' })).toBe(false);
  });
  it('keeps a fetch that finished before IndexedDB hydration', () => {
    const current = { fetchedAt: 2000, data: 'fresh' };
    expect(mergeNewer({ fetchedAt: 1000, data: 'stale' }, current)).toBe(current);
  });
  it('takes persisted data over an empty store', () => {
    expect(mergeNewer({ fetchedAt: 1000, data: 'saved' }, { fetchedAt: 0, data: null })).toEqual({
      fetchedAt: 1000,
      data: 'saved',
    });
  });
  it('ignores garbage in storage', () => {
    const current = { fetchedAt: 0, data: null };
    expect(mergeNewer(undefined, current)).toBe(current);
    expect(mergeNewer({ data: 'x' }, current)).toBe(current);
  });
});
