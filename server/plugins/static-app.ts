/** Serves the built PWA: hashed assets cached for a year, the shell and service worker revalidated. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    app.log.warn(`No built app in ${staticDir}: run "npm run build" to serve the PWA.`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: 'index.html',
    setHeaders(reply, filePath) {
      const rel = path.relative(staticDir, filePath);
      const immutable = rel.startsWith(`assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
