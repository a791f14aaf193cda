/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, once the build
 * (the service worker included) is complete. The server sends them as they are
 * (@fastify/static `preCompressed`), so no response is compressed per request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Types worth compressing: everything but images that are already compressed (png, jpg, woff2…). */
export const TEXT_FILE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((f) => TEXT_FILE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      // Maximum brotli quality costs seconds on the 2 MB MathJax bundle; 9 is within 3 % of it.
      const quality = source.length > 512 * 1024 ? 9 : zlib.constants.BROTLI_MAX_QUALITY;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'resavac-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // After vite-plugin-pwa has written the service worker in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDirectory(outDir);
        logger?.info(`precompressed ${count} text files (.br, .gz)`);
      },
    },
  };
}
