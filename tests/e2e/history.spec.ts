/**
 * History against the real server and its local engine: 23 solved tasks seeded through the API,
 * infinite scroll, one item open at a time, select mode, the confirmation dialog, deleting without
 * skipping or repeating, and the empty state.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEXTS } from '../product-texts.js';
import {
  expectNoSidewaysScroll,
  historyItems,
  imageLoaded,
  photoOfLines,
  QUADRATIC_LINES,
  seedSolvedTasks,
  signInThroughUi,
  signUpThroughApi,
  SYSTEM_LINES,
  toggleOf,
  waitForServiceWorker,
} from './history-support.js';
import { pickPhoto } from './solve-support.js';
import { registerThroughUi } from './support.js';

const SHOTS = 'artifacts/screenshots';
const OFFLINE = 'Nema internet veze. Ova radnja zahteva vezu.';

const items = historyItems;

async function shownIds(page: Page): Promise<string[]> {
  return items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-solution-id') ?? ''));
}

/** Scrolls the last item into view until the list says it is complete. */
async function scrollToEnd(page: Page): Promise<void> {
  const end = page.getByText('To su svi tvoji zadaci.');
  for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
    await items(page).last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/history-${name}-${width}.png`, fullPage: true });
  }
}

test('23 solved tasks: scroll loads each once, one opens at a time, bulk delete and clear all', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await signUpThroughApi(request);
  const seeded = await seedSolvedTasks(request, account, 23);
  // The server's order (newest first); seeded two at a time, so not necessarily the seeding order.
  const listed = await request.get('/api/v1/problems/history?start=0&limit=50', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const newestFirst = ((await listed.json()) as { data: { id: string }[] }).data.map((s) => s.id);
  expect([...newestFirst].sort()).toEqual([...seeded].sort());

  const starts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/problems/history' && r.method() === 'GET') {
      starts.push(`${url.searchParams.get('start')}/${url.searchParams.get('limit')}`);
    }
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, account);
  await page
    .getByRole('navigation', { name: 'Glavna navigacija' })
    .getByRole('link', { name: 'Istorija' })
    .click();
  await expect(page.getByRole('heading', { name: 'Istorija', level: 1 })).toBeVisible();
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first()).toContainText('Rešavanje linearne jednačine');
  await expect(items(page).first()).toContainText('Razred');
  await shoot(page, 'list');

  // Infinite scroll: pages of 10 from start = page × 10, each item exactly once, newest first.
  await page.setViewportSize({ width: 1280, height: 900 });
  await scrollToEnd(page);
  expect(await shownIds(page)).toEqual(newestFirst);
  expect(starts).toEqual(['0/10', '10/10', '20/10']);

  // One item open at a time, typeset, with its photo.
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = items(page).nth(0);
  const second = items(page).nth(1);
  await toggleOf(first).click();
  await expect(toggleOf(first)).toHaveAttribute('aria-expanded', 'true');
  await expect(first.locator('.task__answer mjx-container').first()).toBeVisible();
  await expect(first.locator('.task-image__thumb')).toBeVisible();
  expect(await imageLoaded(page, 'main .history-item.is-open .task-image__thumb')).toBe(true);
  await toggleOf(second).click();
  await expect(toggleOf(second)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggleOf(first)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main .history-item__panel')).toHaveCount(1);
  await expect(second.locator('.task__answer mjx-container').first()).toBeVisible();
  expect(await imageLoaded(page, 'main .history-item.is-open .task-image__thumb')).toBe(true);
  await shoot(page, 'expanded');

  // Printing prints the open solution alone.
  await page.emulateMedia({ media: 'print' });
  await expect(first).toBeHidden();
  await expect(second.locator('.task__answer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Istorija', level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Štampaj rešenje' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/history-print-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Its share section (the share feature's, composed in src/app) is there too.
  await expect(second.getByRole('region', { name: 'Podeli rešenje' })).toBeVisible();

  // The item has a URL of its own.
  await expect(second.getByRole('link', { name: 'Otvori na posebnoj strani' })).toHaveAttribute(
    'href',
    `/app/history/${newestFirst[1]}`,
  );

  // Back to the first page only, then delete two of it: the next pages must neither skip nor repeat.
  await page.reload();
  await expect(items(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Izaberi', exact: true }).click();
  const doomed = [newestFirst[2]!, newestFirst[5]!];
  for (const id of doomed) await page.locator(`[data-solution-id="${id}"] input[type="checkbox"]`).check();
  await expect(page.getByText('Izabrano: 2')).toBeVisible();
  await shoot(page, 'select');
  await page.getByRole('button', { name: 'Obriši izabrane' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Obrisati izabrane zadatke?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ova radnja se ne može poništiti.');
  await expect(dialog.getByRole('button', { name: 'Otkaži' })).toBeFocused();
  await shoot(page, 'dialog');
  await dialog.getByRole('button', { name: 'Obriši' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: PRODUCT_TEXTS.historyDeletedSelected }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(items(page)).toHaveCount(8);
  await scrollToEnd(page);
  const remaining = newestFirst.filter((id) => !doomed.includes(id));
  expect(await shownIds(page)).toEqual(remaining);
  await expect(items(page)).toHaveCount(21);

  // Clear all: Cancel keeps everything; Confirm empties the history.
  await page.getByRole('button', { name: 'Obriši celu istoriju' }).click();
  const clearDialog = page.getByRole('alertdialog', { name: 'Obrisati celu istoriju?' });
  await expect(clearDialog).toContainText('Ova radnja se ne može poništiti.');
  await clearDialog.getByRole('button', { name: 'Otkaži' }).click();
  await expect(clearDialog).toBeHidden();
  await expect(items(page)).toHaveCount(21);
  await page.getByRole('button', { name: 'Obriši celu istoriju' }).click();
  await clearDialog.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_TEXTS.historyDeletedAll })).toBeVisible();
  await expect(items(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Istorija je prazna' })).toBeVisible();
  await shoot(page, 'empty');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Istorija je prazna' })).toBeVisible();
  await page.getByRole('link', { name: 'Reši prvi zadatak' }).click();
  await expect(page).toHaveURL(/\/app\/$/);
});

test('offline after a reload: history lists, opened solutions typeset with photos, actions say they need a connection', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await signUpThroughApi(request);
  await seedSolvedTasks(request, account, 3);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, account);
  await waitForServiceWorker(page);

  // Online: the dashboard and account load, history lists three, two solutions are opened.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('link', { name: /Preostali krediti/ })).toContainText('470');
  await page.goto('/app/account');
  await expect(page.locator('.account__credits-value')).toHaveText('470');
  await page.goto('/app/history');
  await expect(items(page)).toHaveCount(3);
  const ids = await shownIds(page);
  await toggleOf(items(page).nth(0)).click();
  await expect(items(page).nth(0).locator('.task__answer mjx-container').first()).toBeVisible();
  expect(await imageLoaded(page, 'main .history-item.is-open .task-image__thumb')).toBe(true);
  await items(page).nth(0).getByRole('link', { name: 'Otvori na posebnoj strani' }).click();
  await expect(page).toHaveURL(`/app/history/${ids[0]}`);
  await page.goto(`/app/history/${ids[2]}`);
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible();
  await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
  expect(await imageLoaded(page, 'main .task-image__thumb')).toBe(true);

  // The service worker kept the photos of the opened solutions (one entry per photo, no signature).
  const kept = await page.evaluate(async () =>
    (await (await caches.open('task-photos')).keys()).map((r) => r.url),
  );
  expect(kept.length).toBeGreaterThanOrEqual(2);
  expect(kept.every((url) => url.includes('/storage/objects/photos/') && !url.includes('?'))).toBe(true);

  await context.setOffline(true);
  const photosFromWorker: boolean[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/storage/objects/photos/')) photosFromWorker.push(r.fromServiceWorker());
  });

  // History after a reload, offline: the items seen, and the first one opens typeset with its photo.
  await page.goto('/app/history');
  await expect(items(page)).toHaveCount(3);
  expect(await shownIds(page)).toEqual(ids);
  await toggleOf(items(page).nth(0)).click();
  await expect(items(page).nth(0).locator('.task__answer mjx-container').first()).toBeVisible();
  await expect.poll(() => imageLoaded(page, 'main .history-item.is-open .task-image__thumb')).toBe(true);
  await shoot(page, 'offline');

  // Both opened solutions on their own URLs, reloaded offline.
  for (const id of [ids[0]!, ids[2]!]) {
    await page.goto(`/app/history/${id}`);
    await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible();
    await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
    await expect.poll(() => imageLoaded(page, 'main .task-image__thumb')).toBe(true);
  }
  expect(photosFromWorker.length).toBeGreaterThan(0);
  expect(photosFromWorker.every(Boolean)).toBe(true);

  // The dashboard and account show the last known figures.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('link', { name: /Preostali krediti/ })).toContainText('470');
  await page.goto('/app/account');
  await expect(page.locator('.account__credits-value')).toHaveText('470');

  // Deleting offline is refused, in Serbian, and nothing goes.
  await page.goto('/app/history');
  await page.getByRole('button', { name: 'Izaberi', exact: true }).click();
  await items(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Obriši izabrane' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(items(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Otkaži izbor' }).click();
  await page.getByRole('button', { name: 'Obriši celu istoriju' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE }).first()).toBeVisible();
  await expect(items(page)).toHaveCount(3);

  // Solving offline says the same instead of the English fallback.
  await page.goto('/app/');
  await pickPhoto(page, 'zadatak.jpg', await photoOfLines(['3x + 5 = 20']));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(OFFLINE);
  await expect(page.getByText(PRODUCT_TEXTS.uploadUrlFailed)).toHaveCount(0);
  await context.setOffline(false);

  // Signing out leaves neither the kept solutions nor the photos on the device.
  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => caches.has('task-photos'))).toBe(false);
});

test('history load failures: the first page and the next page say so in toasts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await signUpThroughApi(request);
  await seedSolvedTasks(request, account, 11);
  await signInThroughUi(page, account);

  await page.route('**/api/v1/problems/history?*', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }),
  );
  await page.goto('/app/history');
  await expect(
    page.getByRole('alert').filter({ hasText: PRODUCT_TEXTS.historyFirstLoadFailed }).first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(PRODUCT_TEXTS.historyFallback);

  // The first page loads; the second fails, and says so; scrolling again retries.
  await page.unroute('**/api/v1/problems/history?*');
  let failNext = true;
  await page.route('**/api/v1/problems/history?*', (route) => {
    const start = new URL(route.request().url()).searchParams.get('start');
    if (start !== '0' && failNext) return route.fulfill({ status: 503, contentType: 'text/plain', body: '' });
    return route.continue();
  });
  await page.getByRole('main').getByRole('button', { name: 'Pokušaj ponovo' }).click();
  await expect(items(page)).toHaveCount(10);
  await items(page).last().scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('alert').filter({ hasText: PRODUCT_TEXTS.historyNextPageFailed }),
  ).toBeVisible();
  failNext = false;
  await page.evaluate(() => window.scrollTo(0, 0));
  await items(page).last().scrollIntoViewIfNeeded();
  await expect(items(page)).toHaveCount(11);

  // A delete the server refuses: the specification's toasts.
  await page.route('**/api/v1/problems/history', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: '' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Izaberi', exact: true }).click();
  await items(page).nth(0).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Obriši izabrane' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: PRODUCT_TEXTS.historyDeleteSelectedFailed }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Otkaži izbor' }).click();
  await page.getByRole('button', { name: 'Obriši celu istoriju' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: PRODUCT_TEXTS.historyDeleteAllFailed }),
  ).toBeVisible();
  await expect(items(page)).toHaveCount(11);
});

test('at 360 px no signed-in page is wider than the screen after a quadratic and a system are solved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerThroughUi(page);
  const solved: string[] = [];
  for (const [name, lines] of [
    ['kvadratna', QUADRATIC_LINES],
    ['sistem', SYSTEM_LINES],
  ] as const) {
    await pickPhoto(page, `${name}.jpg`, await photoOfLines([...lines]));
    await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
    await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
    // The progress screen's title does not outlive it.
    await expect(page).toHaveTitle(`${PRODUCT_TEXTS.solutionTitle} – Rešavač`);
    await expectNoSidewaysScroll(page, `/app/solution (${name})`);
    await page.screenshot({ path: `${SHOTS}/solution-${name}-360.png`, fullPage: true });
    solved.push(name);
    await page.getByRole('button', { name: PRODUCT_TEXTS.solveAnother }).click();
  }
  expect(solved).toEqual(['kvadratna', 'sistem']);

  await page.goto('/app/history');
  await expect(items(page)).toHaveCount(2);
  const ids = await shownIds(page);
  for (let i = 0; i < 2; i++) {
    await toggleOf(items(page).nth(i)).click();
    await expect(items(page).nth(i).locator('.task__answer mjx-container').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `/app/history, item ${i + 1} open`);
  }
  for (const id of ids) {
    await page.goto(`/app/history/${id}`);
    await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `/app/history/${id}`);
  }
  for (const path of [
    '/app/',
    '/app/dashboard',
    '/app/account',
    '/app/account/transactions',
    '/app/checkout',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/app/');
  await pickPhoto(page, 'zadatak.jpg', await photoOfLines(QUADRATIC_LINES));
  await expectNoSidewaysScroll(page, '/app/configure');
});

test('the dashboard’s recent solutions open their own page, photos shown whole', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signUpThroughApi(request);
  const [id] = await seedSolvedTasks(request, account, 1);
  await signInThroughUi(page, account);
  await page.goto('/app/dashboard');
  const recent = page.getByRole('link', { name: /Razred/ });
  await expect(recent).toHaveAttribute('href', `/app/history/${id}`);
  await expect(recent.locator('img')).toHaveCSS('object-fit', 'contain');
  await expect.poll(() => imageLoaded(page, 'main .recent-item img')).toBe(true);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/dashboard-links-360.png`, fullPage: true });
  await recent.click();
  await expect(page).toHaveURL(`/app/history/${id}`);
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible();
  await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/history-solution-page-360.png`, fullPage: true });
  // Reloadable and bookmarkable.
  await page.reload();
  await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
  // Another user's id is not found.
  const other = await signUpThroughApi(request);
  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await signInThroughUi(page, other);
  await page.goto(`/app/history/${id}`);
  await expect(page.getByRole('heading', { name: 'Rešenje nije pronađeno', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Rešenje nije pronađeno.');
});

test('a photo that is not a maths task shows that verdict alone, here and in history', async ({ page }) => {
  await registerThroughUi(page);
  await pickPhoto(
    page,
    'razglednica.jpg',
    await photoOfLines(['Dragi deda, hvala na poklonu.', 'Vidimo se za vikend!']),
  );
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.notMath, level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveTitle(`${PRODUCT_TEXTS.notMath} – Rešavač`);
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle })).toHaveCount(0);
  await expect(page.getByText('Podeli rešenje')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Štampaj rešenje' })).toHaveCount(0);
  await page.goto('/app/history');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText(PRODUCT_TEXTS.notMath);
  await toggleOf(items(page).first()).click();
  await expect(page.getByRole('button', { name: 'Pokušaj sa drugom slikom' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Štampaj rešenje' })).toHaveCount(0);
});
