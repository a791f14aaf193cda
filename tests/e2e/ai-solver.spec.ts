/**
 * The AI solver as a pupil meets it: the product runs with SOLVER=openai against a fake model
 * (tests/e2e/fake-model-server.ts) that each test scripts; every answer passes the algebra check,
 * and each task says whether it was checked.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  LINEAR_RIGHT,
  LINEAR_WRONG_ANSWER,
  modelAnswer,
  WORD_PROBLEM,
  type ModelTask,
} from '../../server/test-support/model-answers.js';
import { AI_PORT, FAKE_MODEL_PORT } from './browser-settings.js';
import { photoOfText, pickPhoto } from './solve-support.js';
import { registerThroughUi } from './support.js';
import { PRODUCT_TEXTS } from '../product-texts.js';

const SHOTS = 'artifacts/screenshots';
const FAKE_MODEL = `http://127.0.0.1:${FAKE_MODEL_PORT}`;

test.use({ baseURL: `http://localhost:${AI_PORT}` });

async function scriptModel(request: APIRequestContext, task: ModelTask) {
  const res = await request.post(`${FAKE_MODEL}/__fake/script`, {
    data: { answers: [{ content: modelAnswer(task) }] },
  });
  expect(res.ok()).toBe(true);
}

const modelCalls = async (request: APIRequestContext) =>
  ((await (await request.get(`${FAKE_MODEL}/__fake/calls`)).json()) as { calls: number }).calls;

/** Photographs a task, lets the scripted model answer it, and waits for the solution. */
async function solveWithModel(page: Page, request: APIRequestContext, task: ModelTask, printed: string) {
  await scriptModel(request, task);
  const calls = await modelCalls(request);
  await pickPhoto(page, 'zadatak.jpg', await photoOfText(printed));
  await page.getByRole('button', { name: PRODUCT_TEXTS.submitSolve }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.solutionTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.task__answer mjx-container').first()).toBeVisible();
  expect(await modelCalls(request)).toBe(calls + 1);
}

/** Shares the open solution and reads its share page as a messenger would, without JavaScript. */
async function expectOnSharePage(page: Page, browser: Browser, label: string, width: number) {
  await page.getByRole('button', { name: 'Napravi link za deljenje' }).click();
  const url = await page.getByRole('textbox', { name: 'Link do rešenja' }).inputValue();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  try {
    const reader = await context.newPage();
    await reader.goto(url);
    const badge = reader.locator('.verify__badge');
    await expect(badge).toHaveText(new RegExp(`${label}$`));
    await badge.click(); // a <details>: the explanation opens without script
    await expect(reader.locator('.verify__note')).toBeVisible();
    await reader.locator('.verify').scrollIntoViewIfNeeded();
    await reader.screenshot({ path: `${SHOTS}/ai-share-page-${width}.png` });
  } finally {
    await context.close();
  }
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('a checked answer says Provereno and how; a word problem says Nije provereno', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughUi(page);

  await solveWithModel(page, request, LINEAR_RIGHT, '3x + 5 = 20');
  const verified = page.getByRole('button', { name: 'Provereno – kako je provereno' });
  await expect(verified).toBeVisible();
  await expect(verified).toHaveAttribute('aria-expanded', 'false');
  await verified.click();
  await expect(verified).toHaveAttribute('aria-expanded', 'true');
  const how = page.getByRole('tooltip');
  await expect(how).toBeVisible();
  await expect(how).toHaveText(
    'Provereno algebrom: konačan odgovor je isti kao tačno rešenje koje je izračunao Rešavačev algebarski sistem i zadovoljava zadatak kada se uvrsti. Provereni su i međurezultati (koraka: 3).',
  );
  await expect(page.locator('.task__meta')).toContainText('95 %');
  await page.screenshot({ path: `${SHOTS}/ai-verified-1280.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(how).toBeHidden();
  await expectOnSharePage(page, browser, 'Provereno', 1280);

  await page.getByRole('button', { name: PRODUCT_TEXTS.solveAnother }).click();
  await solveWithModel(page, request, WORD_PROBLEM, 'Marko ima 5 jabuka, a Ana 3 više.');
  const unverified = page.getByRole('button', { name: 'Nije provereno – kako je provereno' });
  await expect(unverified).toBeVisible();
  await unverified.click();
  await expect(page.getByRole('tooltip')).toContainText(
    'Ovaj zadatak Rešavač ne može algebarski da proveri (na primer tekstualni zadatak ili geometrija).',
  );
  // Nobody checked it: less than even odds.
  await expect(page.locator('.task__meta')).toContainText('49 %');
  await expect(page.locator('.task__answer')).toContainText('jabuka');
  await page.screenshot({ path: `${SHOTS}/ai-unverified-1280.png`, fullPage: true });
});

test('the labels at 360 px, and a wrong final answer never shown', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await registerThroughUi(page);

  await solveWithModel(page, request, LINEAR_RIGHT, '3x + 5 = 20');
  const verified = page.getByRole('button', { name: 'Provereno – kako je provereno' });
  await verified.click();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await noSidewaysScroll(page);
  await verified.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ai-verified-360.png` });

  await page.getByRole('button', { name: PRODUCT_TEXTS.solveAnother }).click();
  await solveWithModel(page, request, WORD_PROBLEM, 'Marko ima 5 jabuka, a Ana 3 više.');
  await page.getByRole('button', { name: 'Nije provereno – kako je provereno' }).click();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Nije provereno – kako je provereno' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ai-unverified-360.png` });
  await expectOnSharePage(page, browser, 'Nije provereno', 360);

  // The model says x = 7: the pupil sees the engine's checked x = 5, and why.
  await page.getByRole('button', { name: PRODUCT_TEXTS.solveAnother }).click();
  await solveWithModel(page, request, LINEAR_WRONG_ANSWER, '3x + 5 = 20');
  await expect(page.getByRole('button', { name: 'Ispravljeno – kako je provereno' })).toBeVisible();
  await expect(page.locator('.verify__note')).toHaveText(
    'Konačan odgovor AI modela nije bio tačan, pa je prikazano rešenje koje je izračunao i proverio Rešavačev algebarski sistem.',
  );
  await expect(page.locator('.task__answer mjx-assistive-mml')).toContainText(/x\s*=\s*5/);
  await expect(page.locator('main mjx-assistive-mml').filter({ hasText: /x\s*=\s*7/ })).toHaveCount(0);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/ai-corrected-360.png`, fullPage: true });
});
