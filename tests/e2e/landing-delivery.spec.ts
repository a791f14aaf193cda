/**
 * How the landing page reaches a phone: prerendered HTML that means something before any script
 * runs, hydrated without errors; at most 90 KB of gzip JavaScript and none of the signed-in area;
 * every text file of the build sent compressed. Speed itself is measured by `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TEXT_FILE } from '../../scripts/build/vite-plugin-precompress.js';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const JS_BUDGET_GZIP_BYTES = 90 * 1024;

test('the landing HTML is the whole page before any script runs', async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Uslikaj zadatak. Dobij rešenje korak po korak.');
  for (const id of ['how-it-works', 'sharing', 'comparison', 'testimonials', 'pricing', 'faq', 'contact']) {
    expect(html).toContain(`id="${id}"`);
  }
  // Nothing to wait for: the styles are in the page and no script is preloaded.
  expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);

  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /Primer rešenja iz aplikacije/ })).toBeVisible();
  await page.locator('#faq summary').first().click();
  await expect(page.getByText('Registracija je besplatna')).toBeVisible();
  await context.close();
});

test('hydrates the prerendered page without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/');
  // The banner appears only once React has taken over the page.
  await expect(page.getByRole('region', { name: 'Kolačići' })).toBeVisible();
  await page.getByRole('button', { name: 'Kopiraj link' }).click();
  await expect(page.getByRole('button', { name: 'Link kopiran!' })).toBeVisible();
  expect(problems).toEqual([]);
});

test(`loads at most ${JS_BUDGET_GZIP_BYTES / 1024} KB of gzip JavaScript and nothing of the signed-in area`, async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Kolačići' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let gzipBytes = 0;
  const sources: string[] = [];
  for (const script of scripts) {
    const res = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers()['content-encoding'], script).toBe('gzip');
    gzipBytes += Number(res.headers()['content-length']);
    sources.push(await res.text());
  }
  console.log(`JavaScript for /: ${scripts.size} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
  expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);

  const urls = [...scripts].join('\n');
  expect(urls).not.toMatch(
    /app-entry|clerk|paddle|mathjax|browser-image-compression|camera|solve|dashboard/i,
  );
  const code = sources.join('\n');
  expect(code, 'zod').not.toContain('$ZodType');
  expect(code, 'react-router').not.toContain('<Router>');
  expect(code, 'camera').not.toContain('getUserMedia');
  expect(code, 'MathJax').not.toContain('MathJax');
});

test('sends every text file of the build compressed, and caches only hashed files for long', async ({
  request,
}) => {
  const files = fs
    .readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name))
    .map((e) => `/${path.relative(DIST, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`);
  expect(files.length).toBeGreaterThan(20);

  for (const url of [...files, '/', '/app/history', '/sign-in']) {
    const headers = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br' };
    const res = await request.get(url, { headers });
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-encoding'], url).toBe('br');
    const gz = await request.get(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding'], url).toBe('gzip');
    const cache = res.headers()['cache-control'];
    if (url.startsWith('/assets/')) expect(cache, url).toContain('immutable');
    else expect(cache, url).toBe('no-cache');
  }
});

test('offline, the service worker’s app shell renders the landing page', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Uslikaj zadatak. Dobij rešenje korak po korak.',
  );
  await expect(page.getByRole('region', { name: 'Kolačići' })).toBeVisible();
  await context.setOffline(false);
});
