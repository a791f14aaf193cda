/** The PWA shell: installable manifest, a service worker in control, and a lean landing page. */
import { expect, test } from '@playwright/test';

test('the landing page is installable and loads no identity, maths or payment code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((u) => /clerk|mathjax|paddle/i.test(u))).toEqual([]);

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Rešavač'),
    display: 'standalone',
    start_url: '/app/',
  });

  // The service worker takes control after its first install.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const client = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await client.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's browser contexts are incognito, which Chromium itself never offers to install from.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the service worker serves the app shell offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Prijavi se' })).toBeVisible();
  await context.setOffline(false);
});
