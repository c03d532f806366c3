import { expect, test, type BrowserContext, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, CONSENT_COOKIE, createAccount, signIn } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

const DAY_SECONDS = 24 * 60 * 60;
/** Each language switches to another one; French goes to Dutch. */
const NEXT: Record<Locale, Locale> = { fr: 'nl', en: 'fr', nl: 'en' };

const languageSelector = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: tr(locale, 'common:languageSelector.label'), exact: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Marks the current document; after a reload the mark is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', 'before-reload'));
}
async function expectReloaded(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-e2e-mark'))).toBeNull();
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  if (!cookie) throw new Error('no consent cookie');
  return { value: cookie.value, daysLeft: (cookie.expires - Date.now() / 1000) / DAY_SECONDS };
}

for (const locale of journeyLocales('fr')) {
  const target = NEXT[locale];

  test.describe(`in ${locale}`, () => {
    test.describe('language selector and notifications', () => {
      test.beforeEach(async ({ context }) => {
        await acceptCookies(context);
      });

      test(`switches a page to ${target}, keeping its path and query`, async ({ page }) => {
        await page.goto(`/${locale}/forgot-password?x=1`);
        await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:forgot.title'), exact: true })).toBeVisible();
        const selector = languageSelector(page, locale);
        await expect(selector.getByRole('button', { name: tr(locale, `common:languages.${locale}`), exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        // In the page's header, above the card: it covers nothing.
        const where = await box(selector);
        const card = await box(page.getByRole('main'));
        expect(where.y + where.height).toBeLessThanOrEqual(card.y);

        await selector.getByRole('button', { name: tr(locale, `common:languages.${target}`), exact: true }).click();
        await expect(page).toHaveURL(`/${target}/forgot-password?x=1`);
        await expect(page.locator('html')).toHaveAttribute('lang', target);
        await expect(page.getByRole('heading', { level: 1, name: tr(target, 'auth:forgot.title'), exact: true })).toBeVisible();
        await expect(page.getByText(tr(target, 'auth:forgot.subtitle'), { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: tr(target, 'auth:forgot.submit'), exact: true })).toBeVisible();
        await expect(
          languageSelector(page, target).getByRole('button', { name: tr(target, `common:languages.${target}`), exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
      });

      test(`switches the dashboard to ${target} and the user stays signed in`, async ({ page }) => {
        const account = await createAccount(locale, 'Dominique');
        await signIn(page, locale, account);

        await languageSelector(page, locale)
          .getByRole('button', { name: tr(locale, `common:languages.${target}`), exact: true })
          .click();
        await expect(page).toHaveURL(`/${target}/dashboard`);
        await expect(
          page.getByRole('heading', { level: 1, name: tr(target, 'dashboard:home.greeting', { firstname: 'Dominique' }), exact: true }),
        ).toBeVisible();
        await expect(
          page.getByRole('button', { name: tr(target, 'common:userMenu.label', { name: 'Dominique Tester' }), exact: true }),
        ).toBeVisible();

        await page.reload();
        await expect(page).toHaveURL(`/${target}/dashboard`);
        await expect(
          page.getByRole('heading', { level: 1, name: tr(target, 'dashboard:home.greeting', { firstname: 'Dominique' }), exact: true }),
        ).toBeVisible();
      });

      test('notifications appear top-right', async ({ page }) => {
        const account = await createAccount(locale, 'Eden');
        await signIn(page, locale, account);
        await page.goto(`/${locale}/dashboard/user-settings`);
        await page.getByRole('button', { name: tr(locale, 'settings:profile.submit'), exact: true }).click();

        const toast = page.getByRole('alert').filter({ hasText: tr(locale, 'settings:profile.saved') });
        await expect(toast).toBeVisible();
        const viewport = page.viewportSize()!;
        // Polled: the toast slides in.
        await expect
          .poll(async () => {
            const where = await box(toast);
            return (
              where.x >= viewport.width / 2 &&
              where.x + where.width <= viewport.width &&
              where.y >= 0 &&
              where.y + where.height <= viewport.height / 2
            );
          })
          .toBe(true);
        // It leaves the account menu usable.
        await page
          .getByRole('button', { name: tr(locale, 'common:userMenu.label', { name: 'Eden Tester' }), exact: true })
          .click({ timeout: 1_000 });
        await expect(page.getByRole('menuitem', { name: tr(locale, 'common:userMenu.logout'), exact: true })).toBeVisible();
        // …and goes away by itself.
        await expect(toast).toBeHidden({ timeout: 8_000 });
      });
    });

    test.describe('cookie consent', () => {
      const banner = (page: Page) => page.getByRole('region', { name: tr(locale, 'consent:banner.label'), exact: true });

      test.beforeEach(async ({ page }) => {
        await page.goto(`/${locale}`);
        await expect(banner(page)).toBeVisible();
        await expect(banner(page)).toContainText(tr(locale, 'consent:banner.text'));
      });

      test('Accept is remembered for a year', async ({ page, context }) => {
        await expectAccessible(page, 'consent banner');
        await markDocument(page);
        await banner(page)
          .getByRole('button', { name: tr(locale, 'consent:banner.accept'), exact: true })
          .click();
        await expectReloaded(page);
        await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:login.title'), exact: true })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
        const cookie = await consentCookie(context);
        expect(cookie.value).toBe('accepted');
        expect(cookie.daysLeft).toBeGreaterThan(364);
        expect(cookie.daysLeft).toBeLessThanOrEqual(366);

        // Still gone on the next visit.
        await page.goto(`/${locale}/forgot-password`);
        await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:forgot.title'), exact: true })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
      });

      test('Refuse is remembered for 7 days', async ({ page, context }) => {
        await markDocument(page);
        await banner(page)
          .getByRole('button', { name: tr(locale, 'consent:banner.refuse'), exact: true })
          .click();
        await expectReloaded(page);
        await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:login.title'), exact: true })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
        const cookie = await consentCookie(context);
        expect(cookie.value).toBe('refused');
        expect(cookie.daysLeft).toBeGreaterThan(6.9);
        expect(cookie.daysLeft).toBeLessThanOrEqual(7.01);
      });

      test('Customise: saving with audience measurement off is a refusal', async ({ page, context }) => {
        await banner(page)
          .getByRole('button', { name: tr(locale, 'consent:banner.customise'), exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: tr(locale, 'consent:modal.title'), exact: true });
        await expect(dialog).toBeVisible();
        const necessary = dialog.getByRole('switch', { name: tr(locale, 'consent:modal.necessary.label'), exact: true });
        await expect(necessary).toBeChecked();
        await expect(necessary).toBeDisabled();
        const measurement = dialog.getByRole('switch', { name: tr(locale, 'consent:modal.measurement.label'), exact: true });
        await expect(measurement).not.toBeChecked();
        await expectAccessible(page, 'consent dialog open');

        await markDocument(page);
        await dialog.getByRole('button', { name: tr(locale, 'consent:modal.save'), exact: true }).click();
        await expectReloaded(page);
        await expect(banner(page)).toHaveCount(0);
        await expect(dialog).toHaveCount(0);
        const cookie = await consentCookie(context);
        expect(cookie.value).toBe('refused');
        expect(cookie.daysLeft).toBeLessThanOrEqual(7.01);
      });
    });
  });
}
