import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sr } from '../../i18n/sr.js';
import { useToastStore } from '../toast/toast-store.js';
import { idbStorage } from './idb-storage.js';
import { showStorageErrors } from './storage-errors.js';

let failWith: Error | null = null;
vi.mock('idb-keyval', () => ({
  get: () => Promise.resolve(undefined),
  set: () => (failWith ? Promise.reject(failWith) : Promise.resolve()),
  del: () => Promise.resolve(),
  delMany: () => Promise.resolve(),
  keys: () => Promise.resolve([]),
}));

const quotaError = () =>
  Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
const messages = () => useToastStore.getState().toasts.map((t) => [t.kind, t.message]);

let stop: () => void = () => {};
let clock = 0;
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  clock = 1_000_000;
  stop = showStorageErrors(() => clock);
});
afterEach(() => {
  stop();
  failWith = null;
  vi.restoreAllMocks();
});

describe('storage failures shown to the user', () => {
  it('says the device is full when a persisted store hits the quota', async () => {
    failWith = quotaError();
    await idbStorage!.setItem('user:history', { state: { items: [] }, version: 0 });
    expect(messages()).toEqual([['error', sr.common.storageFull]]);
  });

  it('names any other storage failure too', async () => {
    failWith = Object.assign(new Error('denied'), { name: 'InvalidStateError' });
    await idbStorage!.setItem('user:history', { state: {}, version: 0 });
    expect(messages()).toEqual([['error', sr.common.storageFailed]]);
  });

  it('shows one toast for a burst of failures, and again after a minute', async () => {
    failWith = quotaError();
    await idbStorage!.setItem('user:a', { state: {}, version: 0 });
    await idbStorage!.setItem('user:b', { state: {}, version: 0 });
    expect(messages()).toHaveLength(1);
    clock += 61_000;
    await idbStorage!.setItem('user:c', { state: {}, version: 0 });
    expect(messages()).toHaveLength(2);
  });

  it('stays quiet when writes succeed', async () => {
    await idbStorage!.setItem('user:history', { state: {}, version: 0 });
    expect(messages()).toEqual([]);
  });
});
