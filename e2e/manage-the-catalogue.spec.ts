import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, optionalLabel, tr, trPattern, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
/** The Cube sample feed is applied once per database: applying it again would conflict. */
const APPLY_IN: Locale = 'en';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function search(page: Page, locale: Locale, text: string) {
  await page.getByRole('searchbox', { name: tr(locale, 'catalog:list.search'), exact: true }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

for (const locale of journeyLocales('en')) {
  test.describe(`in ${locale}`, () => {
    test('an admin creates a bike model, finds it, withdraws it from sale, and previews the Cube feed', async ({ page }) => {
      const model = `E2E ${locale} ${Date.now()}`;
      const name = `Veloport ${model}`;
      await signIn(page, locale, ADMIN);

      await page.goto(`/${locale}/dashboard/bikes-catalog/list`);
      await expect(heading(page, tr(locale, 'catalog:list.title'))).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, 'bike catalogue');

      await page.getByRole('link', { name: tr(locale, 'catalog:create.title'), exact: true }).click();
      await expect(heading(page, tr(locale, 'catalog:create.title'))).toBeVisible();
      await field(page, tr(locale, 'catalog:fields.brand')).fill('Veloport');
      await field(page, tr(locale, 'catalog:fields.model')).fill(model);
      await field(page, tr(locale, 'catalog:fields.frameType')).selectOption('F');
      await field(page, tr(locale, 'catalog:fields.usage')).selectOption('city');
      const sizes = page.getByRole('combobox', { name: tr(locale, 'catalog:fields.sizes'), exact: true });
      await sizes.fill('M');
      await sizes.press('Enter');
      await field(page, tr(locale, 'catalog:fields.batteryWh')).fill('500');
      await field(page, tr(locale, 'catalog:fields.engineNm')).fill('60');
      await field(page, tr(locale, 'catalog:fields.price')).fill('2499');
      await field(page, optionalLabel(locale, 'catalog:form.description.' + locale)).fill('Un vélo de test.');
      await expectAccessible(page, 'bike model form');
      await page.getByRole('button', { name: tr(locale, 'catalog:create.submit'), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/bikes-catalog/\\d+/details$`));
      await expect(heading(page, name)).toBeVisible();
      await expectAccessible(page, 'bike model page');

      await page.goto(`/${locale}/dashboard/bikes-catalog/list`);
      await search(page, locale, model);
      await expect(page.getByRole('link', { name: model, exact: true })).toBeVisible();
      await page.getByRole('link', { name: model, exact: true }).click();
      await expect(heading(page, name)).toBeVisible();

      await page.getByRole('button', { name: tr(locale, 'catalog:detail.withdraw'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'catalog:detail.withdrawn', { name }), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: tr(locale, 'catalog:detail.restore'), exact: true })).toBeVisible();

      await page.goto(`/${locale}/dashboard/bikes-catalog/not-available`);
      await expect(heading(page, tr(locale, 'catalog:notAvailable.title'))).toBeVisible();
      await search(page, locale, model);
      await expect(page.getByRole('link', { name: model, exact: true })).toBeVisible();
      await expectAccessible(page, 'withdrawn models');

      // Brand import: the bundled Cube feed, previewed (applied in one language only).
      await page.goto(`/${locale}/dashboard/bikes-catalog/scrapping/cube`);
      await expect(heading(page, tr(locale, 'catalog:imports.brandTitle', { brand: 'Cube' }))).toBeVisible();
      await page.getByRole('button', { name: tr(locale, 'catalog:imports.loadSample'), exact: true }).click();
      await expect(page).toHaveURL(/\?run=\d+$/);
      await expect(
        page.getByRole('heading', { level: 2, name: trPattern(locale, 'catalog:imports.previewTitle', { id: '\\d+' }) }),
      ).toBeVisible();
      await expectAccessible(page, 'import preview');

      if (locale === APPLY_IN) {
        const apply = page.getByRole('button', { name: trPattern(locale, 'catalog:imports.apply_other', { count: '\\d+' }) });
        await expect(apply).toBeEnabled();
        await apply.click();
        // Applying asks once, saying what will change.
        const dialog = page.getByRole('dialog', { name: tr(locale, 'catalog:imports.confirm.title'), exact: true });
        await expect(dialog.getByText(tr(locale, 'catalog:imports.confirm.intro'), { exact: true })).toBeVisible();
        await dialog.getByRole('button', { name: trPattern(locale, 'catalog:imports.apply_other', { count: '\\d+' }) }).click();
        await expect(page.getByText(tr(locale, 'catalog:imports.resultTitle'), { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: trPattern(locale, 'catalog:imports.apply_other', { count: '\\d+' }) })).toHaveCount(
          0,
        );
      }

      await page.goto(`/${locale}/dashboard/bikes-catalog/scrapping/list`);
      await expect(heading(page, tr(locale, 'catalog:imports.title'))).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
    });
  });
}
