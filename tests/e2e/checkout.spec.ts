/**
 * Buying credits on the embedded sandbox: the solve that ran out of credits resumes after the
 * purchase; a declined payment credits nothing; the checkout's way back; and its error states.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOW_CREDIT_PORT } from './browser-settings.js';
import { photoOfText, pickPhoto } from './solve-support.js';
import { registerThroughUi } from './support.js';
import { PRODUCT_TEXTS } from '../product-texts.js';

const SHOTS = 'artifacts/screenshots';

const packageButton = (page: Page, credits: number, eur: number) =>
  page.getByRole('button', { name: `Kupi ${credits} kredita za ${eur} €` });
const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Probno plaćanje' });
const toasts = (page: Page) => page.locator('.toaster');

async function ledger(page: Page) {
  await page.goto('/app/account/transactions');
  await expect(page.getByRole('heading', { name: 'Istorija transakcija' })).toBeVisible();
  await expect(page.locator('.tx').first()).toBeVisible();
  return page.locator('.tx');
}

test.describe('with too few credits for a solve', () => {
  // New accounts here start with 5 credits (WELCOME_CREDITS): the solve stops at 402.
  test.use({ baseURL: `http://localhost:${LOW_CREDIT_PORT}` });

  test('buying 10 € in the sandbox resumes the interrupted solve and leaves 1195 credits', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerThroughUi(page);
    await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
    await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();

    await expect(page).toHaveURL(/\/app\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Dopuna kredita', level: 1 })).toBeVisible();
    await expect(page.getByText('Nemaš dovoljno kredita za ovaj zadatak.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nazad na konfiguraciju' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Paketi kredita' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('5 €');
    await expect(cards.nth(0)).toContainText('550 kredita');
    await expect(cards.nth(0)).toContainText('oko 55 zadataka');
    await expect(cards.nth(1)).toContainText('Najbolji izbor');
    await expect(cards.nth(1)).toContainText('1200 kredita');
    await expect(cards.nth(2)).toContainText('2500 kredita');
    await expect(packageButton(page, 1200, 10)).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/checkout-from-solve-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/checkout-from-solve-360.png`, fullPage: true });

    await packageButton(page, 1200, 10).click();
    const dialog = sandboxDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Paket od 1200 kredita');
    await expect(dialog).toContainText('10,00 €');
    await expect(dialog.getByRole('button', { name: 'Plati' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Odbij plaćanje' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Zatvori' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sandbox-dialog-360.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/sandbox-dialog-1280.png` });

    const verified = page.waitForResponse('**/api/v1/transactions/verify-payment-completed');
    await dialog.getByRole('button', { name: 'Plati' }).click();
    await expect(dialog).toBeHidden();
    // The remembered solution went along: the server credited the package and started that solve.
    expect(await (await verified).json()).toMatchObject({
      status: 'credited',
      credits_added: 1200,
      credits: 1195,
      solution_started: true,
    });
    await expect(toasts(page)).toContainText(PRODUCT_TEXTS.paymentSuccess);

    // The interrupted task's solution, without another click.
    await expect(page).toHaveURL(/\/app\/solution$/);
    await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.locator('.task__answer mjx-assistive-mml')).toContainText(/x\s*=\s*5/);

    await page.goto('/app/account');
    await expect(page.locator('.account__credits-value')).toHaveText(/^1\.?195$/);
    const rows = await ledger(page);
    const bought = rows.filter({ hasText: 'Kupovina paketa' });
    await expect(bought).toHaveCount(1);
    await expect(bought).toContainText('+1200');
    await expect(bought).toContainText('Plaćeno: 10,00 €');
    const spent = rows.filter({ hasText: 'Potrošnja' });
    await expect(spent).toHaveCount(1);
    await expect(spent).toContainText('−10');
  });
});

test('a declined sandbox payment shows the failure toast and credits nothing', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/app/account');
  await page.getByRole('link', { name: PRODUCT_TEXTS.topUp }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByText('Nemaš dovoljno kredita', { exact: false })).toHaveCount(0);

  await packageButton(page, 550, 5).click();
  const dialog = sandboxDialog(page);
  await expect(dialog).toContainText('5,00 €');
  await dialog.getByRole('button', { name: 'Odbij plaćanje' }).click();
  await expect(dialog).toBeHidden();
  const failure = toasts(page).getByRole('alert');
  await expect(failure).toContainText(PRODUCT_TEXTS.paymentFailed);
  // Top centre, and gone after the toast's 6 s.
  const box = await failure.locator('.toast').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(4);
  expect(box?.y).toBeLessThan(120);
  await expect(failure.locator('.toast')).toHaveCount(0, { timeout: 8_000 });
  await expect(page).toHaveURL(/\/app\/checkout$/);

  await page.goto('/app/account');
  await expect(page.locator('.account__credits-value')).toHaveText('500');
  const rows = await ledger(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Kupovina paketa' })).toHaveCount(0);
});

test('checkout opened from the account goes back to the account; closing the sandbox charges nothing', async ({
  page,
}) => {
  await registerThroughUi(page);
  await page.goto('/app/account');
  await page.getByRole('link', { name: PRODUCT_TEXTS.topUp }).click();
  await packageButton(page, 2500, 20).click();
  const dialog = sandboxDialog(page);
  await expect(dialog).toContainText('20,00 €');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(packageButton(page, 2500, 20)).toBeEnabled();
  await page.getByRole('link', { name: 'Nazad na nalog' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.locator('.account__credits-value')).toHaveText('500');
});

test('a failed verification says the credits may come later and returns to the dashboard', async ({
  page,
}) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/transactions/verify-payment-completed', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Došlo je do greške na serveru.' } }),
  );
  await page.goto('/app/checkout');
  await packageButton(page, 550, 5).click();
  await sandboxDialog(page).getByRole('button', { name: 'Plati' }).click();
  await expect(toasts(page).getByRole('alert')).toContainText(PRODUCT_TEXTS.paymentCreditingFailed);
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 6_000 });
});

test('a payment without a transaction id asks to contact support', async ({ page }) => {
  await registerThroughUi(page);
  // The provider answers the payment without naming its transaction.
  await page.route('**/api/v1/sandbox-checkout/transactions/*/pay', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), transaction_id: '' } });
  });
  await page.goto('/app/checkout');
  await packageButton(page, 550, 5).click();
  await sandboxDialog(page).getByRole('button', { name: 'Plati' }).click();
  await expect(toasts(page).getByRole('alert')).toContainText(PRODUCT_TEXTS.paymentConfirmationMissing);
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 6_000 });
});

test('a provider that is not ready, or a user without an e-mail address, gets the error screen', async ({
  page,
}) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/payments/checkout-options', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), provider: 'paddle' } });
  });
  await page.goto('/app/checkout');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PRODUCT_TEXTS.paymentProviderNotReady);
  await page.unroute('**/api/v1/payments/checkout-options');

  await page.route('**/api/v1/dashboard/account', (route) =>
    route.fulfill({ json: { credits: 500, username: 'Marko', email: '', memberSince: 1_700_000_000 } }),
  );
  await page.goto('/app/checkout');
  await packageButton(page, 550, 5).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PRODUCT_TEXTS.customerEmailMissing);
});
