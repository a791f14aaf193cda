import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { heroSolutionPicture } from './scripts/build/vite-plugin-hero-solution.js';
import { precompress } from './scripts/build/vite-plugin-precompress.js';
import { prerenderLanding } from './scripts/build/vite-plugin-prerender-landing.js';
import { shellPreload } from './scripts/build/vite-plugin-shell-preload.js';

// vite-plugin-pwa has no "manifest from file" option: the committed manifest.webmanifest is the
// single source, read here and emitted (and linked into index.html) by the plugin.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * Third-party browser files served from our own origin (docs/architecture.md: no CDN, works offline, CSP
 * script-src 'self'): copied from node_modules into the build at build time, never committed.
 * MathJax: the es5 tex-svg bundle (it already holds the menu and the assistive MathML) plus what it
 * loads on demand (ui/safe, autoloaded TeX extensions); the speech engine (sre/) is left out.
 * browser-image-compression: the UMD build its Web Worker imports (otherwise fetched from jsDelivr).
 * MathLive: the KaTeX fonts of the maths editor (MathfieldElement.fontsDirectory, src/components/task-editor).
 */
const SELF_HOSTED: Record<string, string> = {
  'mathjax/tex-svg.js': 'mathjax-full/es5/tex-svg.js',
  'mathjax/ui/safe.js': 'mathjax-full/es5/ui/safe.js',
  ...Object.fromEntries(
    [
      'ams',
      'autoload',
      'boldsymbol',
      'braket',
      'cancel',
      'cases',
      'color',
      'colorv2',
      'enclose',
      'gensymb',
      'mathtools',
      'newcommand',
      'noerrors',
      'noundefined',
      'require',
      'textcomp',
      'textmacros',
      'unicode',
      'upgreek',
    ].map((name) => [
      `mathjax/input/tex/extensions/${name}.js`,
      `mathjax-full/es5/input/tex/extensions/${name}.js`,
    ]),
  ),
  'vendor/browser-image-compression.js': 'browser-image-compression/dist/browser-image-compression.js',
  ...Object.fromEntries(
    readdirSync(new URL('./node_modules/mathlive/fonts', import.meta.url))
      .filter((name) => name.endsWith('.woff2'))
      .map((name) => [`vendor/mathlive/fonts/${name}`, `mathlive/fonts/${name}`]),
  ),
};

function readModuleFile(specifier: string): Buffer {
  return readFileSync(new URL(`./node_modules/${specifier}`, import.meta.url));
}

function selfHostedVendorFiles(): Plugin {
  return {
    name: 'resavac-self-hosted-vendor-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = SELF_HOSTED[(req.url ?? '').split('?')[0]!.replace(/^\//, '')];
        if (!file) return next();
        res.setHeader(
          'content-type',
          file.endsWith('.woff2') ? 'font/woff2' : 'text/javascript; charset=utf-8',
        );
        res.end(readModuleFile(file));
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(SELF_HOSTED)) {
        this.emitFile({ type: 'asset', fileName, source: readModuleFile(file) });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const clerkMode = Boolean(viteEnv.VITE_CLERK_PUBLISHABLE_KEY?.trim());
  const paddleMode = Boolean(viteEnv.VITE_PADDLE_CLIENT_TOKEN?.trim());
  const heroPicture = heroSolutionPicture();
  return {
    plugins: [
      react(),
      selfHostedVendorFiles(),
      heroPicture,
      // '/' is served from landing.html: the landing page already rendered, hydrated by landing-entry.
      prerenderLanding({
        renderModule: 'src/app/landing-prerender.tsx',
        hydrateModule: 'src/app/landing-entry.tsx',
        fileName: 'landing.html',
        plugins: [react(), heroPicture],
      }),
      // After the prerender (which copies the plain shell): the shell preloads the whole app's chunks.
      shellPreload({ module: 'src/app/app-entry.tsx' }),
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
          // In local-identity mode the lazy Clerk chunk is unreachable, and without Paddle's token so are
          // the Paddle chunks: never download them, not even to precache. landing.html is for first
          // visits from the network; offline, the shell renders the landing. The maths editor (MathLive,
          // ~0.8 MB) and its fonts load when a task is typed or corrected, which needs the network anyway.
          globIgnores: [
            'landing.html',
            '**/task-editor-form-*.js',
            'vendor/mathlive/**',
            ...(clerkMode ? [] : ['**/clerk-adapter-*.js']),
            ...(paddleMode ? [] : ['**/paddle-payments-provider-*.js', '**/paddle-js-*.js']),
          ],
          // The self-hosted MathJax bundle is ~2.1 MB, over Workbox's 2 MiB default; precaching it lets
          // an opened solution typeset offline.
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
      // Last: compresses everything above, the service worker included.
      precompress(),
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
      // The one chunk over the default 500 kB is the maths editor (MathLive), loaded only when a task is
      // typed or corrected; the bench prints its size (scripts/bench/client-bench.ts).
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          // A name the precache list can leave out (above).
          chunkFileNames: (chunk: { facadeModuleId: string | null }) =>
            chunk.facadeModuleId?.includes('/@paddle/paddle-js/')
              ? 'assets/paddle-js-[hash].js'
              : 'assets/[name]-[hash].js',
          // React in one chunk of its own, shared by the landing and the app, named for what it is.
          advancedChunks: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  };
});
