import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { dayFromToday } from './support/dates';
import { journeyLocales, tr, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const ACME_FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('nl')) {
  test.describe(`in ${locale}`, () => {
    test('the shop rents out a bike for a few days, extends the rental and cancels it; the late return stands out', async ({ page }) => {
      test.setTimeout(180_000);
      const lastname = `Huurder${Date.now()}`;
      // Each language its own days, so a run in three languages finds free bikes every time.
      const offset = 120 + ['fr', 'en', 'nl'].indexOf(locale) * 10;
      const start = dayFromToday(offset);
      const end = dayFromToday(offset + 2);
      const later = dayFromToday(offset + 3);

      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.bikeRentals'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/bike-rentals`);
      await expect(heading(page, tr(locale, 'rentals:title'))).toBeVisible();
      // The demo's late return is flagged in the list, and the website's waiting rental request is offered.
      await expect(page.getByText(tr(locale, 'rentals:late'), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: tr(locale, 'rentals:requests.title') })).toBeVisible();
      await expectAccessible(page, 'rentals list');

      await page.getByRole('link', { name: tr(locale, 'rentals:create'), exact: true }).click();
      await expect(heading(page, tr(locale, 'rentals:create'))).toBeVisible();
      await field(page, tr(locale, 'rentals:fields.firstname')).fill('Lotte');
      await field(page, tr(locale, 'rentals:fields.lastname')).fill(lastname);
      await field(page, tr(locale, 'rentals:fields.email')).fill(`lotte.${lastname.toLowerCase()}@example.be`);
      await field(page, tr(locale, 'rentals:fields.startDate')).fill(start.shown);
      await field(page, tr(locale, 'rentals:fields.endDate')).fill(end.shown);
      const bike = page
        .getByRole('group', { name: tr(locale, 'rentals:availability.legend') })
        .getByRole('checkbox')
        .first();
      await bike.check();
      await expect(page.getByText(new RegExp(`^${tr(locale, 'rentals:fields.total')} — 3 `))).toBeVisible();
      await expectAccessible(page, 'rental form');
      await page.getByRole('button', { name: tr(locale, 'rentals:createSubmit'), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/bike-rentals/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(heading(page, tr(locale, 'rentals:detail.heading', { id }))).toBeVisible();
      await expect(page.getByText(tr(locale, 'rentals:statuses.booked'), { exact: true })).toBeVisible();
      await expectAccessible(page, 'rental page');

      // The customer keeps the bike one day more.
      await field(page, tr(locale, 'rentals:detail.changeEnd')).fill(later.shown);
      await page.getByRole('button', { name: tr(locale, 'rentals:detail.changeEndSubmit'), exact: true }).click();
      await expect(page.getByText(new RegExp(`\\(4 ${tr(locale, 'rentals:fields.days').toLowerCase()}\\)`))).toBeVisible();

      // Plans change: the rental is cancelled and its bike is free again.
      await page.getByRole('button', { name: tr(locale, 'rentals:detail.cancel'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr(locale, 'rentals:detail.cancel'), exact: true })
        .click();
      await expect(page.getByText(tr(locale, 'rentals:statuses.cancelled'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: tr(locale, 'rentals:detail.cancel'), exact: true })).toHaveCount(0);
    });

    test('a fleet manager follows the company’s rental without changing it', async ({ page }) => {
      await signIn(page, locale, ACME_FLEET);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.bikeRentals'), exact: true })
        .click();
      await expect(heading(page, tr(locale, 'rentals:title'))).toBeVisible();
      await page.getByRole('link', { name: 'Julie Lambert', exact: true }).click();
      await expect(page.getByText(tr(locale, 'rentals:detail.readOnly'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: tr(locale, 'rentals:detail.recordReturn'), exact: true })).toHaveCount(0);
      await expectAccessible(page, 'rental page for the fleet manager');
    });
  });
}
