/**
 * The cookie-consent choice (spec section 3): 'true' (accepted) or 'false' (rejected) in local
 * storage, readable as an external store. Storage can throw (private mode, blocked storage): then
 * the banner simply asks again on the next visit.
 */
import { COOKIE_CONSENT_STORAGE_KEY } from './landing-constants.js';

export type CookieConsent = 'accepted' | 'rejected' | 'unset';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const listeners = new Set<() => void>();
/** A choice made in this tab, kept even when storage refused it. */
let chosenHere: CookieConsent | null = null;

export function readCookieConsent(storage: KeyValueStorage = window.localStorage): CookieConsent {
  if (chosenHere) return chosenHere;
  try {
    const value = storage.getItem(COOKIE_CONSENT_STORAGE_KEY);
    if (value === 'true') return 'accepted';
    if (value === 'false') return 'rejected';
  } catch {
    // Unreadable storage counts as no choice yet.
  }
  return 'unset';
}

export function storeCookieConsent(accepted: boolean, storage: KeyValueStorage = window.localStorage): void {
  chosenHere = accepted ? 'accepted' : 'rejected';
  try {
    storage.setItem(COOKIE_CONSENT_STORAGE_KEY, accepted ? 'true' : 'false');
  } catch {
    // The choice still holds for this visit.
  }
  listeners.forEach((l) => l());
}

/** For useSyncExternalStore: called when this tab stores a choice. */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
