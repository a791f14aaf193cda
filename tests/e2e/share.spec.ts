/**
 * Sharing a solution by link, against the real server and its local solver: make the link, copy it
 * (the label cycle seen), open it where JavaScript is off, and the outward links per screen width.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PRODUCT_TEXTS } from '../product-texts.js';
import { photoOfText, pickPhoto } from './solve-support.js';
import { registerThroughUi } from './support.js';

const SHOTS = 'artifacts/screenshots';
const TOKEN_URL = /^http:\/\/localhost:\d+\/s\/[A-Za-z0-9_-]{32}$/;

/** Registers, solves '3x + 5 = 20' with the local engine and waits for the solution view. */
async function solveATask(page: Page) {
  await registerThroughUi(page);
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  return page.getByRole('region', { name: 'Podeli rešenje' });
}

/** Records every text the copy button shows, so a label that lasts a few milliseconds is seen too. */
async function recordCopyLabels(page: Page) {
  await page.evaluate(() => {
    const button = document.querySelector('.share-card__copy')!;
    const seen: string[] = [button.textContent ?? ''];
    new MutationObserver(() => seen.push(button.textContent ?? '')).observe(button, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    (window as unknown as { copyLabels: string[] }).copyLabels = seen;
  });
  return () => page.evaluate(() => (window as unknown as { copyLabels: string[] }).copyLabels);
}

/** The share page as someone without JavaScript sees it (a messenger's in-app browser, a locked-down phone). */
async function openWithoutJavaScript(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, response };
}

test('a solved task is shared by link: copied, readable without JavaScript, sent to messengers', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const section = await solveATask(page);
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/share-section-start-1280.png` });

  await section.getByRole('button', { name: 'Napravi link za deljenje' }).click();
  const link = section.getByRole('textbox', { name: 'Link do rešenja' });
  await expect(link).toHaveValue(TOKEN_URL);
  await expect(link).toBeFocused();
  const url = await link.inputValue();

  const labels = await recordCopyLabels(page);
  const copyButton = section.locator('.share-card__copy');
  await copyButton.click();
  await expect(copyButton).toHaveText(PRODUCT_TEXTS.shareCopied);
  expect(await labels()).toEqual(['Kopiraj link', PRODUCT_TEXTS.shareCopying, PRODUCT_TEXTS.shareCopied]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await section.screenshot({ path: `${SHOTS}/share-section-copied-1280.png` });
  await expect(copyButton).toHaveText('Kopiraj link', { timeout: 5000 });

  // The same URL every time the section is asked again (a reload forgets the shown link).
  await page.reload();
  await section.getByRole('button', { name: 'Napravi link za deljenje' }).click();
  await expect(link).toHaveValue(url);

  // Wide screens: no phone apps; the rest link out with our text.
  const whatsapp = section.getByRole('link', { name: /WhatsApp/ });
  const viber = section.getByRole('link', { name: /Viber/ });
  await expect(whatsapp).toBeHidden();
  await expect(viber).toBeHidden();
  await expect(section.getByRole('link', { name: /Facebook/ })).toBeVisible();
  await expect(section.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(`${PRODUCT_TEXTS.shareMessage} #Rešavač`)}`,
  );
  await expect(section.getByRole('link', { name: /E-pošta/ })).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/share-section-1280.png` });

  // Phones: WhatsApp and Viber, carrying the encoded text and link.
  await page.setViewportSize({ width: 360, height: 780 });
  const message = encodeURIComponent(`${PRODUCT_TEXTS.shareMessage} ${url} #Rešavač`);
  await expect(whatsapp).toBeVisible();
  await expect(viber).toBeVisible();
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${message}`);
  await expect(viber).toHaveAttribute('href', `viber://forward?text=${message}`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await section.screenshot({ path: `${SHOTS}/share-section-360.png` });

  // With the service worker in control, /s/ still goes to the server, not to the app shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(url);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(0);

  for (const width of [360, 1280]) {
    const shared = await openWithoutJavaScript(browser, url, width);
    const { page: reader } = shared;
    expect(shared.response?.status()).toBe(200);
    await expect(reader.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Konačan odgovor' })).toBeVisible();
    const answer = reader.locator('.answer');
    await expect(answer.locator('mjx-container svg').first()).toBeVisible();
    await expect(answer.locator('mjx-assistive-mml')).toContainText(/x\s*=\s*5/);
    await expect(reader.locator('.step')).not.toHaveCount(0);
    const shown = await reader.locator('main').innerText();
    expect(shown).toContain('Korak 1');
    expect(shown).not.toMatch(/\\frac|\\\(|\\\)|\\cdot/);
    await expect(reader.getByRole('img', { name: 'Fotografija zadatka' })).toHaveJSProperty(
      'naturalWidth',
      800,
    );
    await expect(reader.getByRole('link', { name: 'Reši svoj zadatak uz Rešavač' }).first()).toHaveAttribute(
      'href',
      '/',
    );
    const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reader.screenshot({ path: `${SHOTS}/share-page-${width}.png`, fullPage: true });
    if (width === 1280) {
      fs.mkdirSync('artifacts', { recursive: true });
      await reader.emulateMedia({ media: 'print' });
      await reader.pdf({ path: 'artifacts/share-page.pdf', format: 'A4', printBackground: true });
    }
    await shared.context.close();
  }
});

test('the share section says when the link or the copy fails', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const section = await solveATask(page);
  const create = section.getByRole('button', { name: 'Napravi link za deljenje' });

  // A failure without a detail: the row says the unknown error, a toast says the link failed.
  await page.route('**/api/v1/share/*/create-static', (route) => route.fulfill({ status: 502, body: '' }));
  await create.click();
  await expect(section.getByRole('alert')).toHaveText(PRODUCT_TEXTS.unknownError);
  await expect(page.getByRole('alert').filter({ hasText: PRODUCT_TEXTS.shareLinkFailed })).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/share-section-error-360.png` });

  // A failure with a detail: the row shows the server's words.
  await page.unroute('**/api/v1/share/*/create-static');
  await page.route('**/api/v1/share/*/create-static', (route) =>
    route.fulfill({ status: 409, json: { detail: 'Ovaj zadatak nije rešen.' } }),
  );
  await create.click();
  await expect(section.getByRole('alert')).toHaveText('Ovaj zadatak nije rešen.');

  // The clipboard refuses: the label says 'Greška.' and a toast explains.
  await page.unroute('**/api/v1/share/*/create-static');
  await create.click();
  await expect(section.getByRole('textbox', { name: 'Link do rešenja' })).toHaveValue(TOKEN_URL);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  const copyButton = section.locator('.share-card__copy');
  await copyButton.click();
  await expect(copyButton).toHaveText(PRODUCT_TEXTS.shareCopyError);
  await expect(page.getByRole('alert').filter({ hasText: PRODUCT_TEXTS.shareCopyFailed })).toBeVisible();
  await expect(copyButton).toHaveText('Kopiraj link', { timeout: 5000 });
});
