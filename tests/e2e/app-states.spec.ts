/** Signed-in screens in their less common states, with the API answer replaced where needed. */
import { expect, test } from '@playwright/test';
import { registerThroughUi } from './support.js';
import { PRODUCT_TEXTS } from '../product-texts.js';

test('a 401 from a protected call ends the session and returns to the landing page', async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/dashboard/overview', (route) =>
    route.fulfill({ status: 401, json: { detail: 'Sesija je istekla.' } }),
  );
  await page.getByRole('link', { name: 'Kontrolna tabla' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/$/);
});

test("the dashboard shows the Serbian failure text with the server's detail", async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/dashboard/overview', (route) =>
    route.fulfill({ status: 503, json: { detail: 'Server je trenutno zauzet.' } }),
  );
  await page.getByRole('link', { name: 'Kontrolna tabla' }).first().click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(PRODUCT_TEXTS.dashboardLoadFailed);
  await expect(alert).toContainText('Server je trenutno zauzet.');
});

test('the transactions list shows the error under the title Greška, with the fallback text', async ({
  page,
}) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/dashboard/transactions', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }),
  );
  await page.goto('/app/account/transactions');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { name: PRODUCT_TEXTS.transactionsErrorTitle })).toBeVisible();
  await expect(alert).toContainText(PRODUCT_TEXTS.transactionsFallback);
});

test('the account warns in red under 10 credits and the top-up goes to checkout', async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/dashboard/account', (route) =>
    route.fulfill({
      json: { credits: 5, username: 'Marko', email: 'marko@example.com', memberSince: 1_700_000_000 },
    }),
  );
  await page.goto('/app/account');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Imaš još samo 5 kredita');
  await expect(page.getByText('14. 11. 2023.')).toBeVisible();
  await page.getByRole('link', { name: PRODUCT_TEXTS.topUp }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
});

test('the dashboard lists recent solutions with grade label and date', async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/dashboard/overview', (route) =>
    route.fulfill({
      json: {
        totalSolutions: 1,
        creditsRemaining: 490,
        recentSolutions: [
          {
            id: 'a1',
            originalImageSrc: '',
            timestamp: 1_700_000_000,
            grade: '1st grade of primary school',
            solution_jsonb: { math_solutions: [{ problem_grade: '7th grade of primary school' }] },
          },
        ],
      },
    }),
  );
  await page.goto('/app/dashboard');
  await expect(page.getByText(PRODUCT_TEXTS.dashboardGrade, { exact: true })).toBeVisible();
  await expect(page.getByText('7. razred osnovne škole (12-13 godina)')).toBeVisible();
  await expect(page.getByText('14. 11. 2023.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: 'artifacts/screenshots/dashboard-recent-360.png', fullPage: true });
});

test('unknown /app paths go to /app/ for a signed-in user; the landing page redirects to /app', async ({
  page,
}) => {
  await registerThroughUi(page);
  await page.goto('/app/nepostojeca/strana');
  await expect(page).toHaveURL(/\/app\/$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/?$/);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/app\/$/);
});

test('mobile: bottom navigation, header with only the sign-out control, scroll-to-top', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 700 });
  await registerThroughUi(page);
  const bottom = page.getByRole('navigation', { name: 'Navigacija' });
  await expect(bottom.getByRole('link')).toHaveText(['Kontrolna tabla', 'Istorija', 'Reši', 'Nalog']);
  await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Odjavi se' })).toBeVisible();

  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 400);
  });
  const toTop = page.getByRole('button', { name: 'Nazad na vrh' });
  await expect(toTop).toBeVisible();
  await expect(page.locator('header.app-header')).toHaveClass(/app-header--scrolled/);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('dashboard and account show their saved data offline after a reload', async ({ page, context }) => {
  await registerThroughUi(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('link', { name: /Preostali krediti/ })).toContainText('500');
  await page.goto('/app/account');
  await expect(page.locator('.account__credits-value')).toHaveText('500');

  await context.setOffline(true);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('link', { name: /Preostali krediti/ })).toContainText('500');
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_TEXTS.dashboardLoadFailed })).toBeVisible();
  await page.getByRole('link', { name: 'Nalog' }).first().click();
  await expect(page.locator('.account__credits-value')).toHaveText('500');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: 'artifacts/screenshots/account-offline-360.png', fullPage: true });
  await context.setOffline(false);
});

test('dashboard and account show their load-failure texts with the fallback when the server gives no detail', async ({
  page,
}) => {
  await registerThroughUi(page);
  const plainFailure = { status: 500, contentType: 'text/plain', body: 'oops' };
  await page.route('**/api/v1/dashboard/overview', (route) => route.fulfill(plainFailure));
  await page.route('**/api/v1/dashboard/account', (route) => route.fulfill(plainFailure));
  await page.goto('/app/dashboard');
  const dashboardAlert = page.getByRole('main').getByRole('alert');
  await expect(dashboardAlert).toContainText(PRODUCT_TEXTS.dashboardLoadFailed);
  await expect(dashboardAlert).toContainText(PRODUCT_TEXTS.dashboardFallback);
  await page.goto('/app/account');
  const accountAlert = page.getByRole('main').getByRole('alert');
  await expect(accountAlert).toContainText(PRODUCT_TEXTS.accountLoadFailed);
  await expect(accountAlert).toContainText(PRODUCT_TEXTS.accountFallback);
});

test('an empty transaction list says so', async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/dashboard/transactions', (route) => route.fulfill({ json: [] }));
  await page.goto('/app/account/transactions');
  await expect(page.getByText(PRODUCT_TEXTS.transactionsEmpty)).toBeVisible();
});
