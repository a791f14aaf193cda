/**
 * Foundation journey: a visitor registers through the UI, lands in /app/, sees the 500 welcome
 * credits on the dashboard and the account, finds the welcome deposit, and signs out.
 * Takes screenshots at 360 and 1280 px into artifacts/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEXTS } from '../product-texts.js';

const SHOTS = 'artifacts/screenshots';
const WIDTHS = [360, 1280] as const;

async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

test('a visitor registers, sees the welcome credits and signs out', async ({ page }) => {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `ucenik-${unique}@example.com`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  await shoot(page, 'landing');

  await page.getByRole('banner').getByRole('link', { name: 'Registruj se' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Napravi nalog' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'uslove korišćenja' })).toHaveAttribute('href', '/uslovi.html');
  await expect(page.getByRole('link', { name: 'politiku privatnosti' })).toHaveAttribute(
    'href',
    '/politika-privatnosti.html',
  );
  await shoot(page, 'sign-up');

  // Client-side validation speaks Serbian before anything is sent.
  await page.getByRole('button', { name: 'Registruj se' }).click();
  await expect(page.getByText('Unesi e-adresu.')).toBeVisible();

  await page.getByLabel('E-adresa').fill(email);
  await page.getByLabel('Korisničko ime').fill('Ana');
  await page.getByLabel('Lozinka', { exact: true }).fill('tajna-lozinka-123');
  await page.getByRole('button', { name: 'Registruj se' }).click();
  await expect(page).toHaveURL(/\/app\/$/);

  await page.getByRole('link', { name: 'Kontrolna tabla' }).first().click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Kontrolna tabla', level: 1 })).toBeVisible();
  const credits = page.getByRole('link', { name: /Preostali krediti/ });
  await expect(credits).toContainText('500');
  await expect(page.getByText(PRODUCT_TEXTS.dashboardEmpty)).toBeVisible();
  await shoot(page, 'dashboard');

  await credits.click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { name: 'Nalog', level: 1 })).toBeVisible();
  await expect(page.locator('.account__credits-value')).toHaveText('500');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT_TEXTS.topUp })).toBeVisible();
  await shoot(page, 'account');

  await page.getByRole('link', { name: 'Istorija transakcija' }).click();
  await expect(page).toHaveURL(/\/app\/account\/transactions$/);
  await expect(page.getByText('Početni krediti')).toBeVisible();
  await expect(page.getByText('+500')).toBeVisible();
  await shoot(page, 'transactions');

  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prijavi se' })).toBeVisible();

  // The session is gone: /app sends the visitor back to the landing page.
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('signing in with a wrong password shows the server’s detail', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-adresa').fill('niko-ne-postoji@example.com');
  await page.getByLabel('Lozinka', { exact: true }).fill('pogresna-lozinka');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText('');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('unknown paths go to the landing page and unknown /app paths to /app/ (visitors to /)', async ({
  page,
}) => {
  await page.goto('/nepostojeca-strana');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/nepostojeca');
  await expect(page).toHaveURL(/\/$/);
});
