/**
 * Prerenders the landing page at build time: renders src/app/landing-prerender.tsx with
 * react-dom/server (through a throw-away Vite SSR server, so TSX, CSS imports and virtual modules
 * resolve as in the app) and writes `landing.html`: the built index.html with that markup in #root
 * and every stylesheet inlined, so the page paints from the HTML alone, with no render-blocking
 * request. Its scripts are not preloaded: src/main.tsx fetches them once the page has painted, so
 * they never compete with the first paint. index.html stays the empty app shell for other paths.
 */
import { createServer, type Plugin, type PluginOption } from 'vite';
import type { OutputBundle } from 'rolldown';
import { findChunk, staticClosure } from './bundle-closure.js';

export interface PrerenderLandingOptions {
  /** Module (from the project root) exporting `prerenderLanding(): string`. */
  renderModule: string;
  /** The module the browser hydrates with; the CSS of its chunks is inlined. */
  hydrateModule: string;
  /** Output file, next to index.html. */
  fileName: string;
  /** Plugins the render module needs (React, virtual modules). */
  plugins: PluginOption[];
}

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

export function prerenderLanding(options: PrerenderLandingOptions): Plugin {
  let root = '';
  return {
    name: 'resavac-prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const shell = bundle['index.html'];
        if (shell?.type !== 'asset') return this.error('index.html is missing from the bundle');
        const template = String(shell.source);
        if (!template.includes(ROOT_ELEMENT)) return this.error(`index.html has no ${ROOT_ELEMENT}`);
        const entry = findChunk(bundle, root, options.hydrateModule);
        if (!entry) return this.error(`no chunk for ${options.hydrateModule}`);
        const { styles } = staticClosure(bundle, entry);

        // React puts the resource hints it derives (the hero picture's preload) first: they go to <head>.
        const rendered = await renderWithVite(root, options);
        const hints = /^(?:<link [^>]*\/?>)*/.exec(rendered)![0];
        const markup = rendered.slice(hints.length);

        // The shell's own stylesheets are replaced by their text. The hydrating chunks' stylesheets
        // are inlined too; the chunk loader still fetches those files when the script runs (it does
        // not know about inline styles), so keep them small: src/main.tsx imports the landing's CSS.
        const linked = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
        const css = [...new Set([...linked, ...styles])].map((f) => cssText(bundle, f)).join('\n');
        const head = [hints, `<style>${css}</style>`].filter(Boolean).join('\n    ');
        const html = template
          .replace(STYLESHEET_LINK, '')
          // Scripts only hydrate the page: the HTML and the hero picture come first.
          .replace(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replace('</head>', `\n    ${head}\n  </head>`)
          .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
        this.emitFile({ type: 'asset', fileName: options.fileName, source: html });
      },
    },
  };
}

function cssText(bundle: OutputBundle, fileName: string): string {
  const file = bundle[fileName];
  if (file?.type !== 'asset') throw new Error(`stylesheet ${fileName} is not in the bundle`);
  return String(file.source).replace(/<\/style/gi, '<\\/style');
}

async function renderWithVite(root: string, options: PrerenderLandingOptions): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: options.plugins,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const mod = (await server.ssrLoadModule(`/${options.renderModule}`)) as {
      prerenderLanding?: () => string;
    };
    if (typeof mod.prerenderLanding !== 'function') {
      throw new Error(`${options.renderModule} does not export prerenderLanding()`);
    }
    return mod.prerenderLanding();
  } finally {
    await server.close();
  }
}
