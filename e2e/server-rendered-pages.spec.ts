import { BASE_URL } from '../playwright.config';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr } from './support/i18n';

/*
 * Public pages come from the server already rendered (decision 010): a visitor reads the catalogue before any
 * script has run, search engines see its content, and then the app takes the same page over without redrawing it.
 */
for (const locale of journeyLocales('en')) {
  test.describe(`in ${locale}`, () => {
    test('the catalogue and a bike page are readable without JavaScript, in the visitor’s language', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
      const page = await context.newPage();
      const t = (key: string) => tr(locale, `public:${key}`);

      await page.goto(`/${locale}/bikes`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: t('bikes.title'), exact: true })).toBeVisible();
      const cards = page.getByRole('article');
      expect(await cards.count()).toBeGreaterThan(3);
      // Each card names its bike and gives a price in euros.
      await expect(cards.first().getByRole('link')).not.toHaveText('');
      await expect(cards.first()).toContainText('€');
      // First visit: the cookie question is there too.
      await expect(page.getByRole('region', { name: tr(locale, 'consent:banner.label') })).toBeVisible();

      // A plain link leads to the bike page, rendered the same way.
      const name = (await cards.first().getByRole('link').textContent()) ?? '';
      await cards.first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await context.close();
    });

    test('the app takes the rendered page over without redrawing it, and the filters work', async ({ context, page }) => {
      await acceptCookies(context);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const t = (key: string) => tr(locale, `public:${key}`);
      // Remember the heading the server sent, before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
        });
      });

      await page.goto(`/${locale}/bikes`);
      const sameHeading = await page.evaluate(
        () => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'),
      );
      expect(sameHeading).toBe(true);
      await expectAccessible(page, 'catalogue taken over by the app');
      await page.getByLabel(t('bikes.filters.electric'), { exact: true }).selectOption('true');
      await expect(page).toHaveURL(`/${locale}/bikes?electric=true`);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a public form says what is wrong in the visitor’s language (the error words come after the page)', async ({ context, page }) => {
      await acceptCookies(context);
      await page.goto(`/${locale}/contact`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'contact:title') })).toBeVisible();
      await page.getByLabel(tr(locale, 'public:forms.fields.email'), { exact: false }).fill('not-an-address');
      await page.getByRole('button', { name: tr(locale, 'contact:send') }).click();
      await expect(page.getByText(tr(locale, 'errors:fields.invalid_email')).first()).toBeVisible();
      await expect(page.getByText(tr(locale, 'errors:fields.required')).first()).toBeVisible();
      await expectAccessible(page, 'contact form with its errors');
    });
  });
}

test('a signed-in visitor gets the page from the browser, with their session', async ({ context, page }) => {
  await acceptCookies(context);
  await page.goto('/en');
  await submitLogin(page, 'en', 'private@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/en/dashboard');
  const html = await (await page.request.get('/en/bikes')).text();
  expect(html).not.toContain('__VELOPORT_QUERY_STATE__');
  await page.goto('/en/bikes');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'public:bikes.title'), exact: true })).toBeVisible();
});
