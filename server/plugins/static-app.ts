/**
 * Serves the built PWA. Text files go out as the build precompressed them (brotli or gzip, by the
 * request's Accept-Encoding); hashed assets are cached for a year, everything else (the shell, the
 * service worker, the manifest) is revalidated on each use. '/' gets the prerendered landing page
 * (landing.html); every other app path gets the empty shell from the not-found handler.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const LANDING_HTML = 'landing.html';
export const APP_SHELL_HTML = 'index.html';

export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(staticDir, APP_SHELL_HTML))) {
    app.log.warn(`No built app in ${staticDir}: run "npm run build" to serve the PWA.`);
    return false;
  }
  const landing = fs.existsSync(path.join(staticDir, LANDING_HTML)) ? LANDING_HTML : APP_SHELL_HTML;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(staticDir, filePath);
      const immutable = rel.startsWith(`assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.sendFile(landing));
  return true;
}
