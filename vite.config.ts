import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// vite-plugin-pwa has no "manifest from file" option: the committed manifest.webmanifest is the
// single source, read here and emitted (and linked into index.html) by the plugin.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig(({ mode }) => {
  const clerkMode = Boolean(loadEnv(mode, process.cwd(), 'VITE_').VITE_CLERK_PUBLISHABLE_KEY?.trim());
  return {
    plugins: [
      react(),
      VitePWA({
        // Our own Workbox service worker (sw/sw.ts); the plugin only injects the precache list.
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // A new version waits until the user accepts the update prompt (SKIP_WAITING message).
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png'],
        injectManifest: {
          rollupFormat: 'iife',
          // App shell: every built script, style, icon and the static legal pages.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
          // In local-identity mode the lazy Clerk chunk is unreachable: never download it, not even to precache.
          globIgnores: clerkMode ? [] : ['**/clerk-adapter-*.js'],
          // The self-hosted MathJax bundle (added by a later issue) is ~2.1 MB, over Workbox's 2 MiB default.
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    server: {
      proxy: {
        // The Fastify API (npx tsx server/main.ts, PORT 8080 by default).
        '/api': 'http://localhost:8080',
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
    },
  };
});
