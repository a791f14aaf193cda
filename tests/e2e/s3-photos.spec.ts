/**
 * The product with its photos in S3 (a local S3-compatible store on another origin,
 * tests/e2e/fake-s3-server.ts): the browser uploads the photo straight to the bucket, the solution
 * shows it from there, and the service worker keeps it for offline review, as with the embedded
 * store. The page's CSP must allow the bucket's origin; the bucket allows the app's by CORS.
 */
import { expect, test } from '@playwright/test';
import { PRODUCT_TEXTS } from '../product-texts.js';
import { FAKE_S3_PORT, S3_APP_PORT } from './browser-settings.js';
import {
  historyItems as items,
  imageLoaded,
  photoOfLines,
  toggleOf,
  waitForServiceWorker,
} from './history-support.js';
import { pickPhoto } from './solve-support.js';
import { registerThroughUi } from './support.js';

const BUCKET_ORIGIN = `http://127.0.0.1:${FAKE_S3_PORT}`;
test.use({ baseURL: `http://localhost:${S3_APP_PORT}` });

test('photos in S3: uploaded from the browser, shown from the bucket, kept for offline review', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(BUCKET_ORIGIN)) uploads.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughUi(page);
  await waitForServiceWorker(page);

  await pickPhoto(page, 'zadatak.jpg', await photoOfLines(['Reši jednačinu:', '3x + 5 = 20']));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  expect(uploads).toHaveLength(1);

  // History online: the item opens with its photo, signed by the bucket.
  await page.goto('/app/history');
  await expect(items(page)).toHaveCount(1);
  await toggleOf(items(page).first()).click();
  const thumb = 'main .history-item.is-open .task-image__thumb';
  await expect.poll(() => imageLoaded(page, thumb)).toBe(true);
  expect(await page.locator(thumb).getAttribute('src')).toMatch(
    new RegExp(`^${BUCKET_ORIGIN}/resavac-e2e/photos/.+X-Amz-Signature=`),
  );
  const kept = await page.evaluate(async () =>
    (await (await caches.open('task-photos')).keys()).map((r) => r.url),
  );
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatch(new RegExp(`^${BUCKET_ORIGIN}/resavac-e2e/photos/[^?]+$`));

  // Offline after a reload: the photo comes from the service worker.
  await context.setOffline(true);
  const fromWorker: boolean[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(BUCKET_ORIGIN)) fromWorker.push(r.fromServiceWorker());
  });
  await page.goto('/app/history');
  await expect(items(page)).toHaveCount(1);
  await toggleOf(items(page).first()).click();
  await expect.poll(() => imageLoaded(page, thumb)).toBe(true);
  expect(fromWorker.length).toBeGreaterThan(0);
  expect(fromWorker.every(Boolean)).toBe(true);
  await context.setOffline(false);

  expect(problems).toEqual([]);
});
