/**
 * The landing page as a visitor uses it, on a phone (360 px) and a desktop (1280 px): sections and
 * anchors, the timed parts (taglines, carousel, share demo, contact form) on Playwright's fake
 * clock, the phone menu, the cookie banner, and the signed-in redirect. Spec section 2 and 4.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEXTS } from '../product-texts.js';
import { registerThroughUi } from './support.js';

const SECTIONS = ['how-it-works', 'sharing', 'comparison', 'testimonials', 'pricing', 'faq', 'contact'];
const TAGLINES = [
  'Objašnjenje po meri tvog razreda – od prvog razreda osnovne škole do fakulteta.',
  'Svaki korak je objašnjen, pa razumeš postupak, a ne samo konačan rezultat.',
];

/**
 * Opens '/' (or reloads it) on Playwright's fake clock, stopped from the start: time moves only when
 * the test says so, so every timer of the page counts from a known moment.
 */
async function openLanding(page: Page, { reload = false } = {}): Promise<void> {
  if (reload) {
    await page.reload();
  } else {
    const start = new Date('2026-03-02T08:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
  }
  await waitForHydration(page);
}

/**
 * The prerendered header only reacts to scrolling once React runs it. The page starts hydrating
 * after its first frame, so the clock moves a frame at a time until it has.
 */
async function waitForHydration(page: Page): Promise<void> {
  const header = page.locator('header.landing-header');
  await expect(async () => {
    await page.clock.runFor(20);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveClass(/landing-header--opaque/, { timeout: 250 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/landing-header--opaque/);
}

async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Prihvati' }).click();
  await expect(page.getByRole('region', { name: 'Kolačići' })).toBeHidden();
}

for (const width of [360, 1280] as const) {
  test.describe(`landing page at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 800 } });

    test('has every section, its anchor and the texts of the spec', async ({ page }) => {
      await openLanding(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Uslikaj zadatak. Dobij rešenje korak po korak.',
      );
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Prijavi se' })).toBeVisible();
      for (const id of SECTIONS) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
        await expect(page.locator(`a[href="#${id}"]`).first()).toBeAttached();
      }
      await expect(page.locator('#how-it-works li h3')).toHaveText([
        'Uslikaj zadatak',
        'Izaberi razred i jezik',
        'Dobij rešenje',
      ]);
      const packages = page.locator('#pricing li');
      await expect(packages).toHaveCount(3);
      await expect(packages.nth(0)).toContainText('5 €');
      await expect(packages.nth(0)).toContainText('550 kredita');
      await expect(packages.nth(0)).toContainText('≈ 55 zadataka');
      await expect(packages.nth(1)).toContainText('10 €');
      await expect(packages.nth(1)).toContainText('1200 kredita');
      await expect(packages.nth(1)).toContainText('≈ 120 zadataka');
      await expect(packages.nth(1)).toContainText('Najbolji izbor');
      await expect(packages.nth(2)).toContainText('20 €');
      await expect(packages.nth(2)).toContainText('2500 kredita');
      await expect(packages.nth(2)).toContainText('≈ 250 zadataka');
      await expect(page.locator('#pricing')).toContainText('500 kredita odmah po registraciji');
      await expect(page.locator('#faq details')).toHaveCount(5);
      await expect(page.getByRole('table', { name: 'Poređenje Rešavača i običnog AI četa' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Primer rešenja iz aplikacije/ })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Uslovi korišćenja' })).toHaveAttribute(
        'href',
        '/uslovi.html',
      );
      await expect(footer.getByRole('link', { name: 'Politika privatnosti' })).toHaveAttribute(
        'href',
        '/politika-privatnosti.html',
      );

      await acceptCookies(page);
      // A full-page capture does not bring the lower sections on screen, so their lazy layout
      // (content-visibility: auto in landing.css) would be left blank in the picture.
      await page.addStyleTag({ content: '.landing * { content-visibility: visible !important; }' });
      await page.screenshot({ path: `artifacts/screenshots/landing-full-${width}.png`, fullPage: true });
    });

    test('rotates the hero taglines every 5 s, and not for visitors who prefer less motion', async ({
      page,
    }) => {
      await openLanding(page);
      const current = page.locator('.hero__tagline--current');
      await expect(current).toHaveText(TAGLINES[0]!);
      await page.clock.runFor(4000);
      await expect(current).toHaveText(TAGLINES[0]!);
      await page.clock.runFor(1500);
      await expect(current).toHaveText(TAGLINES[1]!);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openLanding(page, { reload: true });
      await page.clock.runFor(20_000);
      await expect(current).toHaveText(TAGLINES[0]!);
    });

    test('advances the testimonials every 7 s, by its buttons, dots and arrow keys, and pauses on hover', async ({
      page,
    }) => {
      await openLanding(page);
      await acceptCookies(page);
      const carousel = page.getByRole('region', { name: 'Utisci korisnika' });
      const slide = carousel.getByRole('group');
      await expect(slide).toHaveAccessibleName('1 od 4');
      await expect(slide).toContainText('Milica');
      await page.clock.runFor(7500);
      await expect(slide).toHaveAccessibleName('2 od 4');
      await expect(slide).toContainText('Dragan');

      // The pointer over it stops the rotation; leaving starts it again.
      await carousel.hover();
      await page.clock.runFor(15_000);
      await expect(slide).toHaveAccessibleName('2 od 4');
      await page.mouse.move(0, 0);
      await page.clock.runFor(7500);
      await expect(slide).toHaveAccessibleName('3 od 4');

      await carousel.getByRole('button', { name: 'Sledeći utisak' }).click();
      await expect(slide).toHaveAccessibleName('4 od 4');
      await carousel.getByRole('button', { name: 'Sledeći utisak' }).click();
      await expect(slide).toHaveAccessibleName('1 od 4');
      await carousel.getByRole('button', { name: 'Prethodni utisak' }).click();
      await expect(slide).toHaveAccessibleName('4 od 4');
      await carousel.getByRole('button', { name: 'Prikaži utisak 2' }).click();
      await expect(slide).toHaveAccessibleName('2 od 4');
      await expect(carousel.getByRole('button', { name: 'Prikaži utisak 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // Keyboard: focus inside stops the rotation, the arrow keys move.
      await carousel.getByRole('button', { name: 'Prikaži utisak 2' }).focus();
      await page.mouse.move(0, 0);
      await page.clock.runFor(15_000);
      await expect(slide).toHaveAccessibleName('2 od 4');
      await page.keyboard.press('ArrowRight');
      await expect(slide).toHaveAccessibleName('3 od 4');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(slide).toHaveAccessibleName('1 od 4');
      await page.keyboard.press('Enter');
      await expect(slide).toHaveAccessibleName('2 od 4');
    });

    test('opens and closes the FAQ answers', async ({ page }) => {
      await openLanding(page);
      await acceptCookies(page);
      const question = page.locator('#faq summary', { hasText: 'Da li je Rešavač besplatan?' });
      const answer = page.getByText('Registracija je besplatna i odmah dobijaš 500 kredita');
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await question.click();
      await expect(answer).toBeHidden();
    });

    test('the contact form goes through "Slanje..." to the thank-you and back after 5 s', async ({
      page,
    }) => {
      await openLanding(page);
      await acceptCookies(page);
      const form = page.locator('#contact form');
      await expect(form.getByLabel('E-adresa')).toHaveAttribute('type', 'email');
      for (const label of ['Ime', 'E-adresa', 'Poruka']) {
        await expect(form.getByLabel(label)).toHaveAttribute('required', '');
      }
      const submit = form.getByRole('button', { name: 'Pošalji poruku' });

      // Empty fields: the browser refuses, nothing is "sent".
      await submit.click();
      await expect(submit).toHaveText('Pošalji poruku');

      await form.getByLabel('Ime').fill('Jovana');
      await form.getByLabel('E-adresa').fill('jovana@example.com');
      await form.getByLabel('Poruka').fill('Da li radi i za zadatke sa razlomcima?');
      await submit.click();
      const sending = form.getByRole('button', { name: PRODUCT_TEXTS.contactSubmitting });
      await expect(sending).toBeDisabled();
      await page.clock.runFor(1000);
      await expect(page.getByText('Hvala na poruci!')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Pošalji poruku' })).toBeEnabled();
      await expect(form.getByLabel('Ime')).toHaveValue('');
      await page.clock.runFor(4900);
      await expect(page.getByText('Hvala na poruci!')).toBeVisible();
      await page.clock.runFor(200);
      await expect(page.getByText('Hvala na poruci!')).toBeHidden();
    });

    test('the contact form shows the spec’s error when sending fails (offline)', async ({
      page,
      context,
    }) => {
      await openLanding(page);
      await acceptCookies(page);
      const form = page.locator('#contact form');
      await form.getByLabel('Ime').fill('Jovana');
      await form.getByLabel('E-adresa').fill('jovana@example.com');
      await form.getByLabel('Poruka').fill('Poruka bez interneta');
      await context.setOffline(true);
      await form.getByRole('button', { name: 'Pošalji poruku' }).click();
      await page.clock.runFor(1000);
      await expect(page.getByRole('alert')).toHaveText(PRODUCT_TEXTS.contactError);
      await expect(form.getByLabel('Poruka')).toHaveValue('Poruka bez interneta');
      await context.setOffline(false);
    });

    test('the demo share button reads "Link kopiran!" for 2.5 s and copies nothing', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openLanding(page);
      await acceptCookies(page);
      await page.evaluate(() => navigator.clipboard.writeText('ništa'));
      const section = page.locator('#sharing');
      const copied = section.getByRole('button', { name: PRODUCT_TEXTS.shareDemoCopied });
      await section.getByRole('button', { name: 'Kopiraj link' }).click();
      await expect(copied).toBeVisible();
      await page.clock.runFor(2400);
      await expect(copied).toBeVisible();
      await page.clock.runFor(200);
      await expect(section.getByRole('button', { name: 'Kopiraj link' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ništa');
    });

    test('the header turns opaque once the page scrolls more than 10 px', async ({ page }) => {
      await openLanding(page);
      const header = page.locator('header.landing-header');
      await page.evaluate(() => window.scrollTo(0, 10));
      await expect(header).not.toHaveClass(/landing-header--opaque/);
      await page.evaluate(() => window.scrollTo(0, 11));
      await expect(header).toHaveClass(/landing-header--opaque/);
    });

    test('keeps the cookie choice in local storage and does not ask again', async ({ page }) => {
      const banner = page.getByRole('region', { name: 'Kolačići' });
      await openLanding(page);
      await expect(banner).toBeVisible();
      await page.getByRole('button', { name: 'Odbij' }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false');
      await openLanding(page, { reload: true });
      await expect(banner).toBeHidden();

      await page.evaluate(() => localStorage.removeItem('cookieConsent'));
      await openLanding(page, { reload: true });
      await page.getByRole('button', { name: 'Prihvati' }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
      await openLanding(page, { reload: true });
      await expect(banner).toBeHidden();
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu slides in, keeps focus inside, and closes with Escape or a link', async ({ page }) => {
    await openLanding(page);
    await acceptCookies(page);
    const button = page.getByRole('button', { name: 'Otvori meni' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog', { name: 'Meni' })).toBeHidden();

    await button.click();
    const menu = page.getByRole('dialog', { name: 'Meni' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'Kako radi',
      'Deljenje',
      'Poređenje',
      'Utisci',
      'Cene',
      'Pitanja',
      'Kontakt',
      'Prijavi se',
      'Registruj se',
    ]);
    // Tab and Shift+Tab wrap around inside the open menu.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'Cene' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('heading', { name: 'Jednostavne cene, bez pretplate' })).toBeInViewport();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header links lead to their sections and the phone menu is not offered', async ({ page }) => {
    await openLanding(page);
    await acceptCookies(page);
    await expect(page.getByRole('button', { name: 'Otvori meni' })).toBeHidden();
    const nav = page.getByRole('banner').getByRole('navigation');
    await nav.getByRole('link', { name: 'Pitanja' }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole('heading', { name: 'Česta pitanja' })).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registruj se' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });
});

test('a signed-in user goes straight from / to /app', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/$/);
});
