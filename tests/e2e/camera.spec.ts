/** The phone camera, with Chromium's fake camera showing a printed task. */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mjpegOfText } from './solve-support.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-settings.js';
import { registerThroughUi } from './support.js';
import { PRODUCT_TEXTS } from '../product-texts.js';

const video = path.resolve('test-results/fake-camera/zadatak.mjpeg');
mkdirSync(path.dirname(video), { recursive: true });
writeFileSync(video, await mjpegOfText('3x + 5 = 20'));

test.use({
  viewport: { width: 360, height: 780 },
  hasTouch: true,
  isMobile: true,
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('on a phone the camera opens first; a capture goes on to the task details', async ({ page }) => {
  await registerThroughUi(page);
  await expect(page.getByRole('heading', { name: 'Uslikaj zadatak' })).toBeVisible();
  const capture = page.getByRole('button', { name: 'Uslikaj', exact: true });
  await expect(capture).toBeEnabled({ timeout: 15_000 });
  await page.screenshot({ path: 'artifacts/screenshots/solve-camera-360.png' });
  await capture.click();
  await expect(page.getByRole('img', { name: 'Uslikani zadatak' })).toBeVisible();
  await page.getByRole('button', { name: 'Uslikaj ponovo' }).click();
  await expect(capture).toBeEnabled();
  await capture.click();
  await page.getByRole('button', { name: 'Koristi ovu sliku' }).click();
  await expect(page).toHaveURL(/\/app\/configure$/);
  await expect(page.getByRole('img', { name: 'Slika zadatka' })).toBeVisible();
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(
    page.getByRole('heading', { name: /Rešenje zadatka|Nije matematički zadatak/ }).first(),
  ).toBeVisible({
    timeout: 30_000,
  });
});

test('without camera permission the phone falls back to the file picker with a clear message', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await registerThroughUi(page);
  await expect(
    page.getByText('Kamera nije dostupna ili pristup kameri nije dozvoljen.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Prevuci sliku ovde/ })).toBeVisible();
});
