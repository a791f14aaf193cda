/**
 * The PWA's own costs, measured in headless Chromium against the built app and the real server
 * (local solver): (1) in-browser compression of a 12-megapixel ~4 MB phone photo — time and size
 * leaving the phone; (2) time from "Idi na rešenje!" to a typeset solution for a printed
 * `3x + 5 = 20`; (3) the maths editor (MathLive, its own lazy chunk): its size, and the time from
 * 'Ukucaj zadatak' to a field ready for typing. Needs `npx vite build` first (the server serves dist/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser-settings.js';
import { startProcess } from './start-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function photoOfText(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><rect width="100%" height="100%" fill="white"/><text x="40" y="120" font-family="DejaVu Sans" font-size="56">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** 4000×3000 of sensor-like noise: compresses about as badly as a real phone photo. */
function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#ffffff',
      noise: { type: 'gaussian', mean: 150, sigma: 25 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function register(page: Page): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('E-adresa').fill(`bench-${Date.now()}@primer.rs`);
  await page.getByLabel('Korisničko ime').fill('Bench');
  await page.getByLabel('Lozinka', { exact: true }).fill('lozinka-1234');
  await page.getByRole('button', { name: 'Registruj se' }).click();
  await page.waitForURL(/\/app\/$/);
}

/** Picks the photo on /app/ and waits for /app/configure; answers ms and the bytes kept for upload. */
async function pickAndCompress(
  page: Page,
  name: string,
  buffer: Buffer,
): Promise<{ ms: number; bytes: number }> {
  await page.goto('/app/');
  const input = page.getByLabel('Izaberi sliku');
  await input.waitFor({ state: 'attached' });
  const started = Date.now();
  await input.setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await page.waitForURL(/\/app\/configure$/, { timeout: 120_000 });
  const ms = Date.now() - started;
  const src = (await page.getByRole('img', { name: 'Slika zadatka' }).getAttribute('src')) ?? '';
  const base64 = src.slice(src.indexOf(',') + 1);
  return {
    ms,
    bytes: Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0),
  };
}

/** The editor's chunk in dist/ (src/components/task-editor/task-editor.tsx): raw and gzip bytes. */
function editorChunk(): { raw: number; gzip: number } {
  const assets = path.join(root, 'dist/assets');
  const name = fs.readdirSync(assets).find((f) => /^task-editor-form-.*\.js$/.test(f));
  if (!name) throw new Error('No task-editor-form chunk in dist/assets: is the editor still lazy?');
  const file = path.join(assets, name);
  return { raw: fs.statSync(file).size, gzip: gzipSync(fs.readFileSync(file)).length };
}

/** From 'Ukucaj zadatak' on /app/ to the maths field on screen, in ms. */
async function openEditor(page: Page): Promise<number> {
  await page.goto('/app/');
  const button = page.getByRole('button', { name: 'Ukucaj zadatak' });
  await button.waitFor();
  const started = Date.now();
  await button.click();
  await page.locator('math-field').waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) throw new Error('Run `npx vite build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-client-bench-'));
  const server = await startProcess(['server/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, locale: 'sr-RS' });
    const page = await context.newPage();
    let workers = 0;
    page.on('worker', () => workers++);
    await register(page);

    const big = await phonePhoto();
    const compression: Array<{ ms: number; bytes: number }> = [];
    for (let i = 0; i < RUNS; i++) compression.push(await pickAndCompress(page, 'IMG_0001.jpg', big));
    const compressedInWorker = workers >= RUNS;

    const equation = await photoOfText('3x + 5 = 20');
    const solveTimes: number[] = [];
    let shown = '';
    for (let i = 0; i < RUNS; i++) {
      await pickAndCompress(page, 'zadatak.jpg', equation);
      const started = Date.now();
      await page.getByRole('button', { name: 'Idi na rešenje!' }).click();
      const typeset = page.locator('main mjx-container').first();
      // An error screen's alert; the toaster's always-present (empty, hidden) alert region is not one.
      const failed = page.getByRole('alert').and(page.locator(':not(.toaster__region)'));
      await typeset.or(failed).first().waitFor({ timeout: 120_000 });
      solveTimes.push(Date.now() - started);
      shown = (await failed.isVisible())
        ? `error: ${await failed.innerText()}`
        : (await page.locator('.task__answer').first().innerText()).replace(/\s+/g, ' ').trim();
    }

    // The first opening fetches the chunk; later ones come from the HTTP cache, as on a pupil's phone.
    const editorTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) editorTimes.push(await openEditor(page));
    const chunk = editorChunk();

    console.log(`\nPWA client in headless Chromium, ${os.cpus().length} cores, ${RUNS} runs each (median):`);
    console.table([
      {
        measure: `compress 4000×3000 photo (${compressedInWorker ? 'Web Worker' : 'main thread'})`,
        input: `${(big.length / 1024 / 1024).toFixed(2)} MB`,
        output: `${Math.round(median(compression.map((c) => c.bytes)) / 1024)} KB`,
        'median ms': median(compression.map((c) => c.ms)),
      },
      {
        measure: 'submit → typeset solution (3x + 5 = 20)',
        input: `${Math.round(equation.length / 1024)} KB`,
        output: shown.slice(0, 60),
        'median ms': median(solveTimes),
      },
      {
        measure: `open the maths editor (first: ${editorTimes[0]} ms)`,
        input: `chunk ${Math.round(chunk.raw / 1024)} KB`,
        output: `${Math.round(chunk.gzip / 1024)} KB gzip`,
        'median ms': median(editorTimes),
      },
    ]);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

await main();
