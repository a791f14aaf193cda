/**
 * Single-page navigation: every in-app URL opens the precached index.html, so the app starts offline.
 * The API, the static legal pages and /s/ (the server-rendered share pages) stay on the network.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Navigations the SPA shell must not answer. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//, /^\/s\//, /\.html$/];

export function registerNavigationRoute(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
}
