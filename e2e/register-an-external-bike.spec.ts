import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';

const ACME_FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;
const GLOBEX_FLEET = { email: 'fleet@globex.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Gustave' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The external-bike list, from the menu, searched for `text`. */
async function openListAndSearch(page: Page, locale: Locale, text: string) {
  await page.goto(`/${locale}/dashboard`);
  await nav(page, locale)
    .getByRole('link', { name: tr(locale, 'dashboard:nav.externalBikes'), exact: true })
    .click();
  await expect(page).toHaveURL(`/${locale}/dashboard/external-bikes/list`);
  await expect(heading(page, tr(locale, 'catalog:external.title'))).toBeVisible();
  await page.getByRole('searchbox', { name: tr(locale, 'catalog:list.search'), exact: true }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('nl')) {
  test.describe(`in ${locale}`, () => {
    test('a fleet manager registers a customer-owned bike for maintenance and finds it; another company’s fleet manager does not see it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${locale.toUpperCase()}${Date.now()}`;
      const model = `FX3 ${stamp}`;
      const name = `Trek ${model}`;
      const frameNumber = `WTU-${stamp}-x`;
      const normalised = `WTU${stamp}X`;

      await signIn(page, locale, ACME_FLEET);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.externalBikes'), exact: true })
        .click();
      await expect(heading(page, tr(locale, 'catalog:external.title'))).toBeVisible();
      await expectAccessible(page, 'external bikes');

      await page.getByRole('link', { name: tr(locale, 'catalog:external.create'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/external-bikes/create`);
      await expect(heading(page, tr(locale, 'catalog:external.create'))).toBeVisible();
      // A fleet manager's bikes belong to their company: no company to choose.
      await expect(field(page, optionalLabel(locale, 'catalog:external.fields.company'))).toHaveCount(0);
      await field(page, tr(locale, 'catalog:fields.brand')).fill('Trek');
      await field(page, tr(locale, 'catalog:fields.model')).fill(model);
      await field(page, optionalLabel(locale, 'catalog:external.fields.frameNumber')).fill(frameNumber);
      await field(page, optionalLabel(locale, 'catalog:external.fields.color')).fill('Blue');
      await page.getByRole('switch', { name: tr(locale, 'catalog:fields.electric'), exact: true }).check();
      await field(page, optionalLabel(locale, 'catalog:external.fields.notes')).fill('Brakes squeak; service before spring.');
      await expectAccessible(page, 'external bike form');
      await page.getByRole('button', { name: tr(locale, 'catalog:external.createSubmit'), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/external-bikes/\\d+$`));
      const detailUrl = page.url();
      await expect(heading(page, name)).toBeVisible();
      await expect(page.getByText(tr(locale, 'catalog:external.saved', { name }), { exact: true })).toBeVisible();
      await expect(page.getByText('Acme', { exact: true })).toBeVisible();
      // The frame number is kept the way a scanner reads it.
      await expect(field(page, optionalLabel(locale, 'catalog:external.fields.frameNumber'))).toHaveValue(normalised);
      await expectAccessible(page, 'external bike detail');

      // It is in the list, found by its frame number, with the company.
      await openListAndSearch(page, locale, normalised);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell', { name: normalised, exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Acme', exact: true })).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
      await expectAccessible(page, 'external bikes found');

      // Globex's fleet manager finds nothing, and the bike's own page is the 404 page for them.
      const globexContext = await browser.newContext();
      await acceptCookies(globexContext);
      const globex = await globexContext.newPage();
      try {
        await signIn(globex, locale, GLOBEX_FLEET);
        await openListAndSearch(globex, locale, normalised);
        // A search that finds nothing says so (not that the company has no bike at all).
        await expect(globex.getByText(tr(locale, 'common:table.empty'), { exact: true })).toBeVisible();
        await expect(globex.getByText(tr(locale, 'catalog:external.empty'), { exact: true })).toHaveCount(0);
        await expect(globex.getByRole('link', { name, exact: true })).toHaveCount(0);
        await globex.goto(detailUrl);
        await expect(globex).toHaveURL(`/${locale}/error/404`);
        await expect(heading(globex, tr(locale, 'errors:page.404.title'))).toBeVisible();
      } finally {
        await globexContext.close();
      }
    });
  });
}
