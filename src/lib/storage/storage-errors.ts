/**
 * Storage failures reach the user: when IndexedDB refuses a write (the device is full, or private
 * mode forbids it), the app keeps working in memory, but what the user sees would not be there
 * offline. A toast says so, once a minute at most, however many stores fail together.
 */
import { sr } from '../../i18n/sr.js';
import { showToast } from '../toast/toast-store.js';
import { onStorageError } from './idb-storage.js';

const REPEAT_AFTER_MS = 60_000;

/** A write refused for lack of space: Chromium and WebKit name it QuotaExceededError, Firefox NS_ERROR_DOM_QUOTA_REACHED. */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

export function storageErrorMessage(error: unknown): string {
  return isQuotaError(error) ? sr.common.storageFull : sr.common.storageFailed;
}

/** Toasts every storage failure from now on (rate-limited); answers the unsubscribe. */
export function showStorageErrors(now: () => number = Date.now): () => void {
  let lastShownAt = -Infinity;
  return onStorageError((error) => {
    console.warn('IndexedDB storage failed', error);
    if (now() - lastShownAt < REPEAT_AFTER_MS) return;
    lastShownAt = now();
    showToast(storageErrorMessage(error), 'error');
  });
}
