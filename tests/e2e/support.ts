import { expect, type Page } from '@playwright/test';

/** Registers a fresh local account through the UI and waits for /app/. */
export async function registerThroughUi(page: Page): Promise<{ email: string }> {
  const email = `ucenik-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('E-adresa').fill(email);
  await page.getByLabel('Korisničko ime').fill('Marko');
  await page.getByLabel('Lozinka', { exact: true }).fill('tajna-lozinka-123');
  await page.getByRole('button', { name: 'Registruj se' }).click();
  await expect(page).toHaveURL(/\/app\/$/);
  return { email };
}
