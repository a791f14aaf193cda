/**
 * Serves the hero's solution picture (hero-solution-svg.ts) as a content-hashed asset and tells the
 * app its URL and size through `virtual:hero-solution-picture`. The URL is fixed before any build
 * starts, so the client build and the prerender (a separate Vite instance) agree on it.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { sr } from '../../src/i18n/sr.js';
import { renderHeroSolutionSvg } from './hero-solution-svg.js';

const VIRTUAL_ID = 'virtual:hero-solution-picture';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface Picture {
  fileName: string;
  svg: string;
  width: number;
  height: number;
}

export function heroSolutionPicture(): Plugin {
  let picture: Picture | undefined;
  const get = (): Picture => {
    if (!picture) {
      const { svg, width, height } = renderHeroSolutionSvg(sr.landing.hero.example);
      const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
      picture = { fileName: `assets/hero-solution-${hash}.svg`, svg, width, height };
    }
    return picture;
  };

  return {
    name: 'resavac-hero-solution-picture',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { fileName, width, height } = get();
      return `export const heroSolutionPicture = ${JSON.stringify({ src: `/${fileName}`, width, height })};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const p = get();
        if (req.url?.split('?')[0] !== `/${p.fileName}`) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(p.svg);
      });
    },
    generateBundle() {
      const { fileName, svg } = get();
      this.emitFile({ type: 'asset', fileName, source: svg });
    },
  };
}
