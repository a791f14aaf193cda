/**
 * The app shell (index.html) starts the app through a dynamic import in src/main.tsx. Preloading
 * that chunk and what it imports from the HTML lets the browser fetch them alongside the entry
 * instead of one after the other. Runs after the landing prerender, which reads the plain shell.
 */
import type { Plugin } from 'vite';
import { findChunk, modulePreloadTag, staticClosure } from './bundle-closure.js';

export function shellPreload(options: { module: string }): Plugin {
  let root = '';
  return {
    name: 'resavac-shell-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const shell = bundle['index.html'];
        if (shell?.type !== 'asset') return this.error('index.html is missing from the bundle');
        const chunk = findChunk(bundle, root, options.module);
        if (!chunk) return this.error(`no chunk for ${options.module}`);
        const html = String(shell.source);
        const tags = staticClosure(bundle, chunk)
          .scripts.filter((f) => !html.includes(`/${f}"`))
          .map(modulePreloadTag);
        shell.source = html.replace('</head>', `\n    ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
