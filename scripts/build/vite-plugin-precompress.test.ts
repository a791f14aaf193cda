import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './vite-plugin-precompress.js';

describe('precompressing a build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-precompress-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside every text file, and leaves images alone', async () => {
    const script = 'export const zadatak = "x² − 5x + 6 = 0";\n'.repeat(40);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Rešavač</title>');
    fs.writeFileSync(path.join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    expect(await precompressDirectory(dir)).toBe(2);

    const br = fs.readFileSync(path.join(dir, 'assets', 'app-abc.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 5);
    const gz = fs.readFileSync(path.join(dir, 'index.html.gz'));
    expect(zlib.gunzipSync(gz).toString()).toBe('<!doctype html><title>Rešavač</title>');
    expect(fs.existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
  });
});
