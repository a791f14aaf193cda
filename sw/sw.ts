/// <reference lib="webworker" />
/**
 * Service worker entry: only wires events to the small modules beside it.
 * Built by vite-plugin-pwa (injectManifest), which replaces self.__WB_MANIFEST with the precache list.
 */
import { registerMessageHandlers } from './messages.js';
import { registerNavigationRoute } from './navigation.js';
import { registerPhotoCache } from './photo-cache.js';
import { registerPrecache } from './precache.js';

declare const self: ServiceWorkerGlobalScope;

registerPrecache(self.__WB_MANIFEST);
registerNavigationRoute();
registerPhotoCache(self);
registerMessageHandlers(self);

// The first worker takes over the open page at once, so the photos seen in the very first visit are
// kept too. An update still waits for the user's yes (messages.ts); workbox-window reloads only then.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
