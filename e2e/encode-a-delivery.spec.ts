import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('en')) {
  test.describe(`in ${locale}`, () => {
    test('an admin encodes a delivery of three frame numbers, a duplicate is refused on the spot, and finds them in stock', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const stamp = `E2E${locale.toUpperCase()}${Date.now()}`;
      const frames = [`${stamp}A`, `${stamp}B`, `${stamp}C`];

      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.stockEncode'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/stock-encode`);
      await expect(heading(page, tr(locale, 'stock:encode.title'))).toBeVisible();

      // Model (searchable) and store.
      await page.getByRole('combobox', { name: tr(locale, 'stock:fields.model'), exact: true }).click();
      await page
        .getByRole('listbox', { name: tr(locale, 'stock:fields.model'), exact: true })
        .getByRole('option')
        .first()
        .click();
      await page.getByRole('combobox', { name: tr(locale, 'stock:fields.location'), exact: true }).selectOption({ index: 1 });

      // Three numbers one after another; the input keeps the focus.
      const input = page.getByRole('textbox', { name: tr(locale, 'stock:encode.frameNumber'), exact: true });
      const list = page.getByRole('list', { name: tr(locale, 'stock:encode.listTitle'), exact: true });
      for (const frame of frames) {
        await input.fill(frame.toLowerCase());
        await input.press('Enter');
        await expect(list.getByText(frame, { exact: true })).toBeVisible();
        await expect(input).toBeFocused();
        await expect(input).toHaveValue('');
      }
      // The same number again is refused at once and not added.
      await input.fill(frames[1]!);
      await input.press('Enter');
      await expect(
        page.getByText(tr(locale, 'stock:encode.refused.inList', { frameNumber: frames[1]! }), { exact: true }).first(),
      ).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expectAccessible(page, 'stock encode');

      await page.getByRole('button', { name: tr(locale, 'stock:encode.submit_other', { count: 3 }), exact: true }).click();
      const done = page.getByRole('alert').filter({ hasText: tr(locale, 'stock:encode.done_other', { count: 3 }) });
      await expect(done).toBeVisible();
      for (const frame of frames) await expect(done.getByRole('link', { name: frame, exact: true })).toBeVisible();

      // Once registered, a number is refused because it is in stock.
      await input.fill(frames[0]!);
      await input.press('Enter');
      await expect(
        page.getByText(tr(locale, 'stock:encode.refused.inStock', { frameNumber: frames[0]! }), { exact: true }).first(),
      ).toBeVisible();

      // The stock list finds them by frame number.
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.bikesStock'), exact: true })
        .click();
      await expect(heading(page, tr(locale, 'stock:list.title'))).toBeVisible();
      await page.getByRole('searchbox', { name: tr(locale, 'stock:list.search'), exact: true }).fill(frames[1]!);
      await expect(page).toHaveURL(new RegExp(`q=${frames[1]}`));
      const row = page.getByRole('link', { name: frames[1]!, exact: true });
      await expect(row).toBeVisible();
      await expectAccessible(page, 'bike stock list');
      await row.click();
      await expect(heading(page, tr(locale, 'stock:detail.title', { frameNumber: frames[1]! }))).toBeVisible();
      await page.getByRole('tab', { name: tr(locale, 'stock:detail.tabs.history'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'stock:events.created'), { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: tr(locale, 'stock:detail.historyPdf'), exact: true })).toHaveAttribute(
        'href',
        new RegExp(`/api/stock/bikes/\\d+/history\\.pdf\\?locale=${locale}$`),
      );
      await expectAccessible(page, 'bike detail');

      // The header's frame-number search opens the third one.
      const search = page.getByRole('textbox', { name: tr(locale, 'stock:frameSearch.label'), exact: true });
      await search.fill(frames[2]!.toLowerCase());
      await search.press('Enter');
      await expect(heading(page, tr(locale, 'stock:detail.title', { frameNumber: frames[2]! }))).toBeVisible();
      await search.fill(`${stamp}Z`);
      await search.press('Enter');
      await expect(page.getByText(tr(locale, 'stock:frameSearch.notFound', { frameNumber: `${stamp}Z` }), { exact: true })).toBeVisible();
    });
  });
}
