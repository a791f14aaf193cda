/**
 * Wires the local adapter's token into the API client as soon as this module loads, so no request
 * can go out before the getter is in place. The sign-out handler is set by the provider (it navigates).
 */
import { configureApiAuth } from '../api-client.js';
import { useTokenStore } from './token-store.js';

let signOutHandler: () => void = () => useTokenStore.getState().clear();

export function setLocalSignOutHandler(handler: () => void): void {
  signOutHandler = handler;
}

export function getLocalToken(): Promise<string | null> {
  return Promise.resolve(useTokenStore.getState().token);
}

configureApiAuth({ getToken: getLocalToken, onUnauthorized: () => signOutHandler() });
