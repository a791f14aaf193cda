/**
 * Seeing what was read, correcting it and solving again; typing a task instead of a photo. Both
 * journeys use the maths editor's on-screen keyboard (MathLive), against the real server and its
 * local engine, and watch the console for Content-Security-Policy violations.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRODUCT_TEXTS } from '../product-texts.js';
import { LOW_CREDIT_PORT } from './browser-settings.js';
import { photoWithInkBlot, pickPhoto, proseOnlyPhoto } from './solve-support.js';
import { registerThroughUi } from './support.js';

const SHOTS = 'artifacts/screenshots';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Console errors, page errors and any request off our origin (MathLive's fonts and code come from
 * ours: no CDN); a CSP violation is reported as a console error.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^https?:$/.test(url.protocol) && url.hostname !== 'localhost')
      problems.push(`off-origin: ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** A screenshot of the screen as it is, at 360 px and 1280 px wide, ending at 360 px. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
}

/** The maths as text, from MathJax's assistive MathML. */
const mathText = (where: Locator) => where.locator('mjx-assistive-mml').first();

/** MathLive's keycaps and its action keys (delete, arrows, return) on the keyboard's visible layer. */
const KEYS = '.MLK__layer.is-visible :is(.MLK__keycap, .action)';

/** Presses the keys of MathLive's on-screen keyboard, found by what they show or their name. */
async function pressKeys(page: Page, labels: string[]) {
  const keyboard = page.locator('.ML__keyboard');
  await expect(keyboard).toBeVisible();
  for (const label of labels) {
    const index = await keyboard
      .locator(KEYS)
      .evaluateAll(
        (keys, wanted) =>
          keys.findIndex(
            (k) => (k as HTMLElement).innerText.trim() === wanted || k.getAttribute('aria-label') === wanted,
          ),
        label,
      );
    if (index < 0) {
      const keys = await keyboard
        .locator(KEYS)
        .evaluateAll((ks) =>
          ks.map(
            (k) =>
              `${(k as HTMLElement).innerText.trim()}|${k.getAttribute('data-tooltip') ?? ''}|${k.outerHTML.slice(0, 120)}`,
          ),
        );
      throw new Error(`no key ${label} among ${keys.join('\n')}`);
    }
    await keyboard.locator(KEYS).nth(index).click();
  }
}

const fieldValue = (page: Page) =>
  page
    .locator('math-field')
    .first()
    .evaluate((el) => (el as HTMLElement & { value: string }).value);

test('a misread photo: see what was read, correct it on the keyboard at 360 px, solve again in place', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  // The editor's code loads only when it opens: not with sign-up, the upload screen or the solution.
  const editorChunk: string[] = [];
  page.on('request', (r) => {
    if (/task-editor-form-|mathlive/.test(r.url())) editorChunk.push(r.url());
  });
  await registerThroughUi(page);
  await pickPhoto(page, 'zadatak.jpg', await photoWithInkBlot());
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  expect(editorChunk).toEqual([]);

  // What was read: 2x + 3 = 10 (the blot hid the last 1), answered x = 7/2.
  const read = page.getByRole('region', { name: PRODUCT_TEXTS.readTask });
  await expect(read).toBeVisible();
  await expect(mathText(read.locator('.task__read-math'))).toContainText(/2\s*x\s*\+\s*3\s*=\s*10/);
  await expect(mathText(page.locator('.task__answer'))).toContainText(/x\s*=\s*7\s*2/);
  const url = page.url();
  const photo = page.getByRole('img', { name: 'Fotografija zadatka' });
  const photoSrc = await photo.getAttribute('src');
  expect(photoSrc).toBeTruthy();
  await shootBoth(page, 'correct-reading');

  await read.getByRole('button', { name: PRODUCT_TEXTS.correctTask }).click();
  const panel = page.getByRole('region', { name: PRODUCT_TEXTS.correctTask });
  await expect(panel).toBeVisible();
  await expect(panel.locator('math-field')).toBeVisible();
  expect(editorChunk.length).toBeGreaterThan(0);
  expect(await fieldValue(page)).toMatch(/^2x\s*\+\s*3\s*=\s*10$/);

  // On the phone: the on-screen keyboard moves to the end, deletes the 0 and types 1.
  await panel.locator('math-field').click();
  await pressKeys(
    page,
    Array.from({ length: 12 }, () => 'Pomeri kursor desno'),
  );
  await pressKeys(page, ['Obriši', '1']);
  expect(await fieldValue(page)).toMatch(/^2x\s*\+\s*3\s*=\s*11$/);
  await page.screenshot({ path: `${SHOTS}/correct-editor-keyboard-360.png`, fullPage: false });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/correct-editor-keyboard-1280.png`, fullPage: false });
  await page.setViewportSize(PHONE);

  await panel.getByRole('button', { name: 'Reši ponovo' }).click();
  await expect(page.getByText('Zadatak je ponovo rešen.')).toBeVisible({ timeout: 30_000 });
  await expect(panel).toBeHidden();
  await expect(mathText(read.locator('.task__read-math'))).toContainText(/2\s*x\s*\+\s*3\s*=\s*11/);
  await expect(mathText(page.locator('.task__answer'))).toContainText(/x\s*=\s*4/);
  expect(page.url()).toBe(url);
  await expect(photo).toHaveAttribute('src', photoSrc!);
  await shootBoth(page, 'correct-corrected');

  // The history and the solution's own page show the corrected version, with the same photo.
  await page.goto('/app/history');
  const item = page.locator('.history-item').first();
  await item.getByRole('button').first().click();
  await expect(mathText(item.locator('.task__answer'))).toContainText(/x\s*=\s*4/);
  await item.getByRole('link', { name: /Otvori/ }).click();
  await expect(page).toHaveURL(/\/app\/history\/[0-9a-f-]{36}$/);
  await expect(mathText(page.locator('.task__read-math'))).toContainText(/2\s*x\s*\+\s*3\s*=\s*11/);
  await expect(page.getByRole('img', { name: 'Fotografija zadatka' })).toHaveAttribute('src', photoSrc!);
  // Corrected again from here (the solution's own page) if need be: the editor opens on what is read now.
  await page.getByRole('button', { name: PRODUCT_TEXTS.correctTask }).click();
  await expect(page.locator('math-field')).toBeVisible();
  expect(await fieldValue(page)).toMatch(/^2x\s*\+\s*3\s*=\s*11$/);
  await page.getByRole('button', { name: 'Odustani' }).click();
  await expect(page.locator('math-field')).toHaveCount(0);

  // One answer, one charge: exactly one SPEND of 10 credits, nothing for the correction.
  await page.goto('/app/account/transactions');
  await expect(page.getByRole('heading', { name: 'Istorija transakcija' })).toBeVisible();
  await expect(page.locator('.tx').first()).toBeVisible();
  const spends = page.locator('.tx', { hasText: /Rešavanje/ });
  await expect(spends).toHaveCount(1);
  await expect(spends.first()).toContainText('Rešavanje zadatka');
  await expect(spends.first()).toContainText(/[−-]\s*10\b/);

  expect(problems).toEqual([]);
});

test('types 2x + 3 = 11 on the on-screen keyboard, solves it (x = 4) and finds it in history', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await registerThroughUi(page);
  await page.getByRole('button', { name: PRODUCT_TEXTS.typeTask }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.typeTask, level: 2 })).toBeVisible();
  const field = page.locator('math-field');
  await expect(field).toBeVisible();
  await field.click();
  await pressKeys(page, ['2', 'x', '+', '3', '=', '1', '1']);
  expect(await fieldValue(page)).toMatch(/^2x\s*\+\s*3\s*=\s*11$/);
  await page.screenshot({ path: `${SHOTS}/type-editor-keyboard-360.png`, fullPage: false });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/type-editor-keyboard-1280.png`, fullPage: false });
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: 'Dalje' }).click();
  await expect(page).toHaveURL(/\/app\/configure$/);
  await expect(mathText(page.locator('.configure__typed'))).toContainText(/2\s*x\s*\+\s*3\s*=\s*11/);
  await shootBoth(page, 'type-configure');
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(mathText(page.locator('.task__read-math'))).toContainText(/2\s*x\s*\+\s*3\s*=\s*11/);
  await expect(mathText(page.locator('.task__answer'))).toContainText(/x\s*=\s*4/);
  await shootBoth(page, 'type-solution');

  await page.goto('/app/history');
  const item = page.locator('.history-item').first();
  await expect(item).toBeVisible();
  // The rendered picture of the typed task stands in for a photo.
  const thumb = item.locator('img').first();
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await item.getByRole('button').first().click();
  await expect(mathText(item.locator('.task__answer'))).toContainText(/x\s*=\s*4/);
  await shootBoth(page, 'type-history');

  expect(problems).toEqual([]);
});

test('a photo with no maths found on it offers typing the task, which is then solved in its place', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await registerThroughUi(page);
  await pickPhoto(page, 'zadatak.jpg', await proseOnlyPhoto());
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.notMath, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Pokušaj sa drugom slikom' })).toBeVisible();
  await shootBoth(page, 'correct-not-maths');

  await page.getByRole('button', { name: PRODUCT_TEXTS.typeTask }).click();
  // Nothing was read, so the editor asks to type the task, not to correct a reading.
  await expect(page.getByRole('heading', { name: 'Ukucaj zadatak', level: 2 })).toBeVisible();
  await expect(page.getByText('Ukucaj zadatak sa slike, pa ćemo ga rešiti.')).toBeVisible();
  await expect(page.getByText('Popravi ono što nije dobro pročitano')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/type-not-maths-editor-360.png` });
  await page.locator('math-field').click();
  await pressKeys(page, ['2', 'x', '+', '3', '=', '1', '1']);
  await page.getByRole('button', { name: 'Reši ponovo' }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(mathText(page.locator('.task__answer'))).toContainText(/x\s*=\s*4/);
  await expect(page.getByRole('img', { name: 'Fotografija zadatka' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('offline, the maths editor says it needs a connection, and opens once the connection is back', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await registerThroughUi(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: PRODUCT_TEXTS.typeTask }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'bez internet veze' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/type-editor-offline-360.png` });
  await page.getByRole('button', { name: 'Odustani' }).click();
  await context.setOffline(false);
  await page.getByRole('button', { name: PRODUCT_TEXTS.typeTask }).click();
  await expect(page.locator('math-field')).toBeVisible();
});

test.describe('with too few credits', () => {
  // New accounts here start with 5 credits (WELCOME_CREDITS): solve-text answers 402.
  test.use({ baseURL: `http://localhost:${LOW_CREDIT_PORT}` });

  test('a typed task goes to checkout, and after the purchase it is solved without typing it again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await registerThroughUi(page);
    await page.getByRole('button', { name: PRODUCT_TEXTS.typeTask }).click();
    await page.locator('math-field').click();
    await pressKeys(page, ['2', 'x', '+', '3', '=', '1', '1']);
    await page.getByRole('button', { name: 'Dalje' }).click();
    const refused = page.waitForResponse('**/api/v1/solve-text');
    await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
    const answer = await refused;
    expect(answer.status()).toBe(402);
    expect((await answer.json()).detail).toContain('nedovoljno kredita');

    await expect(page).toHaveURL(/\/app\/checkout$/);
    await page.getByRole('button', { name: 'Kupi 1200 kredita za 10 €' }).click();
    const dialog = page.getByRole('dialog', { name: 'Probno plaćanje' });
    await dialog.getByRole('button', { name: 'Plati' }).click();
    await expect(page).toHaveURL(/\/app\/solution$/);
    await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
      timeout: 45_000,
    });
    await expect(mathText(page.locator('.task__answer'))).toContainText(/x\s*=\s*4/);

    // 5 + 1200 − 10: the refused attempt cost nothing, the answer once.
    await page.goto('/app/account');
    await expect(page.locator('.account__credits-value')).toHaveText(/^1\.?195$/);
    // The console's only error is the browser's own report of the 402.
    expect(problems.filter((p) => !/status of 402/.test(p))).toEqual([]);
  });
});
