/**
 * Prerenders the landing page at build time: renders src/app/landing-prerender.tsx with
 * react-dom/server (through a throw-away Vite SSR server, so TSX, CSS imports and virtual modules
 * resolve as in the app) and writes `landing.html`: the built index.html with that markup in #root,
 * plus render-blocking links to the landing chunk's CSS and preloads of its JavaScript, so the
 * page paints before any script runs and hydrates without a request waterfall.
 * index.html itself stays the empty app shell for every other path.
 */
import path from 'node:path';
import { createServer, type Plugin, type PluginOption } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface PrerenderLandingOptions {
  /** Module (from the project root) exporting `prerenderLanding(): string`. */
  renderModule: string;
  /** The module the browser hydrates with; its chunk and their CSS are preloaded. */
  hydrateModule: string;
  /** Output file, next to index.html. */
  fileName: string;
  /** Plugins the render module needs (React, virtual modules). */
  plugins: PluginOption[];
}

const ROOT_ELEMENT = '<div id="root"></div>';

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

        const entry = Object.values(bundle).find(
          (c): c is OutputChunk =>
            c.type === 'chunk' && c.facadeModuleId === path.resolve(root, options.hydrateModule),
        );
        if (!entry) return this.error(`no chunk for ${options.hydrateModule}`);
        const { scripts, styles } = staticClosure(bundle, entry);

        // React puts the resource hints it derives (the hero picture's preload) first: they go to <head>.
        const rendered = await renderWithVite(root, options);
        const hints = /^(?:<link [^>]*\/?>)*/.exec(rendered)![0];
        const markup = rendered.slice(hints.length);
        const head = [
          ...(hints ? [hints] : []),
          ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ]
          .filter((tag) => !template.includes(/href="([^"]+)"/.exec(tag)![1]!))
          .join('\n    ');
        const html = template
          .replace('</head>', `    ${head}\n  </head>`)
          .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
        this.emitFile({ type: 'asset', fileName: options.fileName, source: html });
      },
    },
  };
}

/** The chunk, every chunk it imports statically (transitively), and the CSS they import. */
function staticClosure(bundle: OutputBundle, entry: OutputChunk): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(entry);
  return { scripts: [...scripts], styles: [...styles] };
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
