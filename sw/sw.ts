/// <reference lib="webworker" />
/**
 * Service worker entry: only wires events to the small modules beside it.
 * Built by vite-plugin-pwa (injectManifest), which replaces self.__WB_MANIFEST with the precache list.
 */
import { registerMessageHandlers } from './messages.js';
import { registerNavigationRoute } from './navigation.js';
import { registerPrecache } from './precache.js';

declare const self: ServiceWorkerGlobalScope;

registerPrecache(self.__WB_MANIFEST);
registerNavigationRoute();
registerMessageHandlers(self);
