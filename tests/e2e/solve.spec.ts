/**
 * The camera-first solve flow against the real server and its local solver: upload or capture a
 * photo, choose grade and language, watch the progress, read the typeset solution.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { PDF_BYTES, photoOfText, pickPhoto } from './solve-support.js';
import { sr } from '../../src/i18n/sr.js';
import { LOW_CREDIT_PORT } from './browser-settings.js';
import { registerThroughUi } from './support.js';
import { PRODUCT_TEXTS } from '../product-texts.js';

const SHOTS = 'artifacts/screenshots';

/** Holds solve-problem back until `release()`, so the progress screen can be seen mid-way. */
async function holdSolve(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/solve-problem', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('solves a photographed linear equation and shows typeset steps', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughUi(page);
  await page.screenshot({ path: `${SHOTS}/solve-upload-1280.png`, fullPage: true });

  await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
  await expect(page.getByRole('heading', { name: 'Detalji zadatka' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Slika zadatka' })).toBeVisible();
  await expect(page.getByLabel('Razred')).toHaveValue('1st grade of primary school');
  await expect(page.getByLabel('Jezik objašnjenja')).toHaveValue('srpski');
  await expect(page.getByLabel('Sačuvaj ovu konfiguraciju za buduću upotrebu')).toBeChecked();
  const mainNav = page.getByRole('navigation', { name: sr.nav.mainLabel });
  await expect(mainNav.getByRole('link', { name: 'Reši', exact: true })).toHaveClass(/is-active/);
  await page.screenshot({ path: `${SHOTS}/solve-configure-1280.png`, fullPage: true });

  const release = await holdSolve(page);
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page).toHaveURL(/\/app\/solution$/);
  const bar = page.getByRole('progressbar', { name: 'Napredak rešavanja' });
  await expect(bar).toHaveAttribute('aria-valuenow', '85');
  await page.waitForTimeout(400); // the bar's width transition
  await page.screenshot({ path: `${SHOTS}/solve-progress-1280.png`, fullPage: true });
  release();

  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const answer = page.locator('.task__answer');
  await expect(answer.locator('mjx-container').first()).toBeVisible();
  // The assistive MathML carries the maths as text: x = 5.
  await expect(answer.locator('mjx-assistive-mml')).toContainText(/x\s*=\s*5/);
  await expect(page.locator('.sol-step').first()).toBeVisible();
  await expect(page.locator('.sol-steps mjx-container').first()).toBeVisible();
  const shown = await page.locator('main').innerText();
  expect(shown).not.toMatch(/\\frac|\\\(|\\\)/);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('mathHomeworkSolverConfig'))) ?? '{}'),
  ).toEqual({
    grade: '1st grade of primary school',
    language: 'srpski',
  });
  await page.screenshot({ path: `${SHOTS}/solve-solution-1280.png`, fullPage: true });

  const opener = page.getByRole('button', { name: 'Uvećaj sliku zadatka' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Slika zadatka' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole('button', { name: 'Zatvori' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A reload keeps the solution (persisted to IndexedDB).
  await page.reload();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: PRODUCT_TEXTS.solveAnother }).click();
  await expect(page).toHaveURL(/\/app\/$/);
  await page.goto('/app/solution');
  await expect(page).toHaveURL(/\/app\/$/);
  expect(consoleErrors.filter((e) => /Content Security Policy|MathJax/i.test(e))).toEqual([]);
});

test('the screens of the flow at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await registerThroughUi(page);
  await page.screenshot({ path: `${SHOTS}/solve-upload-360.png`, fullPage: true });
  await pickPhoto(page, 'zadatak.png', await photoOfText('3x + 5 = 20'));
  await page.getByLabel('Razred').selectOption('7th grade of primary school');
  await page.screenshot({ path: `${SHOTS}/solve-configure-360.png`, fullPage: true });
  const release = await holdSolve(page);
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
  await page.waitForTimeout(400); // the bar's width transition
  await page.screenshot({ path: `${SHOTS}/solve-progress-360.png`, fullPage: true });
  release();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/solve-solution-360.png`, fullPage: true });
  // The saved configuration comes back next time.
  await page.getByRole('button', { name: PRODUCT_TEXTS.solveAnother }).click();
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('2 + 2'));
  await expect(page.getByLabel('Razred')).toHaveValue('7th grade of primary school');
});

test('a photo that is not a maths task says so and offers another try', async ({ page }) => {
  await registerThroughUi(page);
  await pickPhoto(page, 'razglednica.jpg', await photoOfText('Danas je lep sunčan dan'));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.notMath })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Pokušaj sa drugom slikom' }).click();
  await expect(page).toHaveURL(/\/app\/$/);
});

test('a PDF named .jpg is refused by the server and its reason is shown', async ({ page }) => {
  await registerThroughUi(page);
  await pickPhoto(page, 'zadatak.jpg', PDF_BYTES, 'image/jpeg');
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Datoteka nije slika podržanog tipa (JPEG, PNG, GIF ili WebP).');
  await expect(page.getByRole('heading', { name: 'Rešavanje nije uspelo' })).toBeVisible();
  await page.getByRole('button', { name: PRODUCT_TEXTS.backToConfigure }).click();
  await expect(page).toHaveURL(/\/app\/configure$/);
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await page.getByRole('button', { name: PRODUCT_TEXTS.retryHome }).click();
  await expect(page).toHaveURL(/\/app\/$/);
  await page.goto('/app/configure');
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByText(PRODUCT_TEXTS.detailsNotFound)).toBeVisible();
});

test('the upload screen refuses what is not an image', async ({ page }) => {
  await registerThroughUi(page);
  await page
    .getByLabel('Izaberi sliku')
    .setInputFiles({ name: 'zadatak.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PRODUCT_TEXTS.onlyImages);
  await page
    .getByLabel('Izaberi sliku')
    .setInputFiles({ name: 'slika.bmp', mimeType: 'image/bmp', buffer: PDF_BYTES });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PRODUCT_TEXTS.noFileChosen);
  await expect(page).toHaveURL(/\/app\/$/);
});

test('the task details form requires grade and language', async ({ page }) => {
  await registerThroughUi(page);
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
  await page.getByLabel('Razred').selectOption('');
  await page.getByLabel('Jezik objašnjenja').selectOption('');
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByText(PRODUCT_TEXTS.gradeRequired)).toBeVisible();
  await expect(page.getByText(PRODUCT_TEXTS.languageRequired)).toBeVisible();
  await expect(page.getByLabel('Razred')).toBeFocused();
  await expect(page).toHaveURL(/\/app\/configure$/);
});

test.describe('with too few credits', () => {
  // This server starts new accounts with 5 credits (WELCOME_CREDITS), so the real 402 comes back.
  test.use({ baseURL: `http://localhost:${LOW_CREDIT_PORT}` });

  test('running out of credits goes to checkout with the from-solve note', async ({ page }) => {
    await registerThroughUi(page);
    const solveAnswer = page.waitForResponse('**/api/v1/solve-problem');
    await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
    await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
    const answer = await solveAnswer;
    expect(answer.status()).toBe(402);
    expect((await answer.json()).detail).toContain('nedovoljno kredita');
    await expect(page).toHaveURL(/\/app\/checkout$/);
    await expect(page.getByText('Nemaš dovoljno kredita za ovaj zadatak.', { exact: false })).toBeVisible();
  });
});

test('status polling ends with the timeout text when the solve never finishes', async ({ page }) => {
  test.setTimeout(40_000);
  await registerThroughUi(page);
  await page.route('**/api/v1/solve-problem', (route) => route.fulfill({ json: { status: 'PROCESSING' } }));
  await page.route('**/api/v1/solution/*/status', (route) =>
    route.fulfill({ json: { status: 'PROCESSING' } }),
  );
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PRODUCT_TEXTS.timedOut, {
    timeout: 20_000,
  });
});

test('typesets every part of a solution, names several tasks and renders no links from LaTeX', async ({
  page,
}) => {
  await registerThroughUi(page);
  const task = (title: string) => ({
    problem_grade: '7th grade of primary school',
    problem_language: 'srpski',
    problem_title_generated: title,
    problem_difficulty: 'lako',
    problem_category: 'Razlomci',
    confidence_score: 0.873,
    key_concepts: ['razlomak', 'zajednički imenilac'],
    introduction_latex:
      'Saberemo \\(\\frac{1}{2} + \\frac{1}{3}\\) i pogledamo \\(\\href{javascript:alert(1)}{ovo}\\).',
    steps: [
      {
        step_number: 1,
        description_latex: 'Proširimo razlomke: \\(\\frac{3}{6} + \\frac{2}{6}\\).',
        explanation_latex: 'Zajednički imenilac je \\(6\\).',
        intermediate_result_latex: '\\frac{5}{6}',
      },
    ],
    final_answer_latex: '\\(\\frac{5}{6}\\)',
    image_is_math_problem: 'yes',
  });
  await page.route('**/api/v1/solve-problem', (route) => route.fulfill({ json: { status: 'COMPLETED' } }));
  await page.route('**/api/v1/solution/*/status', (route) =>
    route.fulfill({
      json: {
        status: 'COMPLETED',
        solution: {
          id: '3f1c2a4e-0000-4000-8000-000000000001',
          timestamp: 1_700_000_000,
          grade: '7th grade of primary school',
          language: 'srpski',
          s3_image_url: null,
          solution_jsonb: { math_solutions: [task('Zbir razlomaka'), task('Još jedan zbir')] },
          s3_solution_image_url: null,
        },
      },
    }),
  );
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('1/2 + 1/3'));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitleMany, level: 1 })).toBeVisible();
  await expect(page.getByText('Zadatak 2')).toBeVisible();
  await expect(page.getByText('87 %').first()).toBeVisible();
  await expect(page.locator('.sol-step__result mjx-container').first()).toBeVisible();
  await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
  await expect(page.locator('.sol-step__description mjx-container').first()).toBeVisible();
  const shown = await page.locator('main').innerText();
  // An \href is refused (the html extension is off): it shows as an unknown macro, never as a link.
  expect(shown).not.toMatch(/\\frac|\\\(/);
  expect(await page.locator('main a[href^="javascript:"], main [href*="javascript:"]').count()).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/solve-solutions-several-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/solve-solutions-several-360.png`, fullPage: true });
});

test('the server-failure text shows when the solve FAILED', async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/solve-problem', (route) => route.fulfill({ json: { status: 'FAILED' } }));
  await page.route('**/api/v1/solution/*/status', (route) => route.fulfill({ json: { status: 'FAILED' } }));
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PRODUCT_TEXTS.serverFailedImage);
});

test('the printout shows only the solution', async ({ page }) => {
  await registerThroughUi(page);
  await page.route('**/api/v1/solve-problem', (route) => route.fulfill({ json: { status: 'COMPLETED' } }));
  await page.route('**/api/v1/solution/*/status', (route) =>
    route.fulfill({
      json: {
        status: 'COMPLETED',
        solution: {
          id: '3f1c2a4e-0000-4000-8000-000000000002',
          timestamp: 1_700_000_000,
          grade: 'Faculty',
          language: 'srpski',
          s3_image_url: null,
          solution_jsonb: { math_solutions: [] },
          s3_solution_image_url: null,
        },
      },
    }),
  );
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByText(PRODUCT_TEXTS.solutionNotAvailable)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navigacija' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Štampaj rešenje' })).toBeHidden();
  await expect(page.getByRole('button', { name: PRODUCT_TEXTS.solveAnother })).toBeHidden();
});

test('each failing call of the solve flow shows its own fallback text', async ({ page }) => {
  await registerThroughUi(page);
  await pickPhoto(page, 'zadatak.jpg', await photoOfText('3x + 5 = 20'));
  // A failure with no `{ detail }`: the PWA must fall back to the call's own text.
  const plainFailure = (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' });
  const attempt = async (text: string) => {
    await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text);
    await page.getByRole('button', { name: PRODUCT_TEXTS.backToConfigure }).click();
  };
  const failures: [string, string][] = [
    ['**/api/v1/generate-upload-url/', PRODUCT_TEXTS.uploadUrlFailed],
    ['**/storage/upload', PRODUCT_TEXTS.uploadFailed],
    ['**/api/v1/upload-completed', PRODUCT_TEXTS.uploadCompletedFailed],
    ['**/api/v1/solve-problem', PRODUCT_TEXTS.solveStartFailed],
  ];
  for (const [url, text] of failures) {
    await page.route(url, plainFailure);
    await attempt(text);
    await page.unroute(url);
  }

  await page.route('**/api/v1/solve-problem', (route) => route.fulfill({ json: { status: 'PROCESSING' } }));
  await page.route('**/api/v1/solution/*/status', plainFailure);
  await attempt(PRODUCT_TEXTS.statusFailed);
  await page.unroute('**/api/v1/solution/*/status');
  // A 404 on the status call reads the product's not-found text, whatever the server's detail says.
  await page.route('**/api/v1/solution/*/status', (route) =>
    route.fulfill({ status: 404, json: { detail: 'Nije pronađeno.' } }),
  );
  await attempt(PRODUCT_TEXTS.solutionNotFound);
});

test('a photo the browser cannot read shows the read-failure text', async ({ page }) => {
  await registerThroughUi(page);
  await page.evaluate(() => {
    FileReader.prototype.readAsDataURL = function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    };
  });
  await page.getByLabel('Izaberi sliku').setInputFiles({
    name: 'zadatak.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoOfText('3x + 5 = 20'),
  });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PRODUCT_TEXTS.readFailed);
  await expect(page).toHaveURL(/\/app\/$/);
});
