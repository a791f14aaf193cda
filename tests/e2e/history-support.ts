/**
 * What the history journeys need: an account made through the API, solved tasks seeded through the
 * API exactly as the PWA makes them (upload URL → POST to storage → upload-completed → solve, with
 * the real local engine), and signing in through the UI.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

const PASSWORD = 'tajna-lozinka-123';

export interface SeededAccount {
  email: string;
  password: string;
  token: string;
}

/** A photo of a printed task, one <text> line each (SVG tspans allowed, e.g. for x²). */
export function photoOfLines(lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="50" y="${110 + i * 100}" font-family="DejaVu Sans" font-size="54">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${120 + lines.length * 100}"><rect width="100%" height="100%" fill="#fbfaf7"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** x² − (p+q)x + pq = 0 as printed, the square as a raised 2. */
export const QUADRATIC_LINES = [
  'Reši jednačinu:',
  'x<tspan dy="-22" font-size="34">2</tspan><tspan dy="22"> - 5x + 6 = 0</tspan>',
];
export const SYSTEM_LINES = ['Reši sistem:', 'x + y = 5', '2x - y = 1'];

export async function signUpThroughApi(request: APIRequestContext): Promise<SeededAccount> {
  const email = `istorija-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post('/api/v1/auth/sign-up', {
    data: { email, password: PASSWORD, username: 'Jelena' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { email, password: PASSWORD, token };
}

/** Solves one photographed task through the API; answers the solution id once it is COMPLETED. */
export async function solveThroughApi(
  request: APIRequestContext,
  account: SeededAccount,
  photo: Buffer,
): Promise<string> {
  const headers = { authorization: `Bearer ${account.token}` };
  const upload = await request.post('/api/v1/generate-upload-url/', {
    headers,
    data: {
      original_image_name: 'zadatak.jpg',
      original_image_type: 'image/jpeg',
      grade: '7th grade of primary school',
      language: 'srpski',
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { solution_id, data } = (await upload.json()) as {
    solution_id: string;
    data: { url: string; fields: Record<string, string> };
  };
  // S3's rule: every policy field first, the file last.
  const stored = await request.post(data.url, {
    multipart: { ...data.fields, file: { name: 'zadatak.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(stored.status(), await stored.text()).toBeLessThan(300);
  const done = await request.post('/api/v1/upload-completed', { headers, data: { solution_id } });
  expect(done.status(), await done.text()).toBe(200);
  const solved = await request.post('/api/v1/solve-problem', {
    headers,
    data: { solution_id },
    timeout: 120_000,
  });
  expect(await solved.json()).toEqual({ status: 'COMPLETED' });
  return solution_id;
}

/** Seeds `count` solved linear equations (each different), `parallel` at a time; answers their ids, oldest first. */
export async function seedSolvedTasks(
  request: APIRequestContext,
  account: SeededAccount,
  count: number,
  parallel = 2,
): Promise<string[]> {
  const ids: string[] = new Array<string>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const x = i + 2;
      const photo = await photoOfLines(['Reši jednačinu:', `3x + ${i + 1} = ${3 * x + i + 1}`]);
      ids[i] = await solveThroughApi(request, account, photo);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return ids;
}

export async function signInThroughUi(page: Page, account: SeededAccount): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-adresa').fill(account.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(/\/app\/$/);
}

/** Waits until the service worker controls the page (it claims the page on its first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** True when the image has loaded (offline: from the service worker's cache). */
export function imageLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

/** The page is no wider than the screen: nothing scrolls sideways. A failure names what sticks out. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const wide = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    // The innermost ones: those with no wide element inside them.
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      culprits: innermost
        .slice(0, 5)
        .map((el) => `${describe(el)} in ${el.parentElement ? describe(el.parentElement) : '-'}`),
    };
  });
  expect(
    scrollWidth,
    `${where}: ${scrollWidth} px wide at ${innerWidth} px (${culprits.join('; ')})`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** The history list's items on the page. */
export const historyItems = (page: Page) => page.locator('main .history-item');

/** The button in an item's heading that opens and closes it. */
export const toggleOf = (item: Locator) => item.getByRole('heading').getByRole('button');
