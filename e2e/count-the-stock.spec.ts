import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });

type Inventory = { id: number; expected: { frameNumber: string }[] };

/** A count left open by an earlier run would block a new one for that store: close it first. */
async function closeOpenInventories(api: APIRequestContext, locationId: number) {
  const open = (await (await api.get(`/api/inventories?status=open&locationId=${locationId}`)).json()) as { data: { id: number }[] };
  for (const inventory of open.data) expect((await apiSend(api, 'POST', `/api/inventories/${inventory.id}/close`)).status()).toBe(200);
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

journeyLocales('nl').forEach((locale, index) => {
  test.describe(`in ${locale}`, () => {
    test('an inventory where every expected bike but one is scanned shows that one as missing', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, locale, ADMIN);
      const schedule = (await (await page.request.get(`/api/shop/schedule?lang=${locale}`)).json()) as {
        stores: { locationId: number; name: string }[];
      };
      // The locales take turns between the two stores.
      const store = schedule.stores[index % schedule.stores.length]!;
      await closeOpenInventories(page.request, store.locationId);

      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.inventory'), exact: true })
        .click();
      await expect(heading(page, tr(locale, 'inventory:list.title'))).toBeVisible();
      await page
        .getByRole('combobox', { name: tr(locale, 'inventory:list.startLocation'), exact: true })
        .selectOption({ label: store.name });
      await page.getByRole('button', { name: tr(locale, 'inventory:list.start'), exact: true }).click();
      await expect(heading(page, tr(locale, 'inventory:detail.title', { location: store.name }))).toBeVisible();
      const id = Number(/inventory\/(\d+)/.exec(page.url())?.[1]);
      expect(id).toBeGreaterThan(0);

      // The expected bikes, as the page has them.
      const detail = (await (await page.request.get(`/api/inventories/${id}`)).json()) as { inventory: Inventory };
      const expected = detail.inventory.expected.map((b) => b.frameNumber);
      expect(expected.length).toBeGreaterThan(3);
      const [left, ...toScan] = expected;
      await expect(page.getByTestId('count-expected')).toHaveText(String(expected.length));

      // Most through the API (hundreds of bikes), the last ones typed in the page like a scanner would.
      const typed = toScan.splice(-3);
      for (const frameNumber of toScan)
        expect((await apiSend(page.request, 'POST', `/api/inventories/${id}/scan`, { frameNumber })).status()).toBe(200);
      await page.reload();
      const input = page.getByRole('textbox', { name: tr(locale, 'inventory:scan.label'), exact: true });
      for (const frameNumber of typed) {
        await input.fill(frameNumber);
        await input.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: tr(locale, 'inventory:scan.found', { frameNumber }) })).toBeVisible();
        await expect(input).toBeFocused();
      }
      // The same bike twice is only counted once.
      await input.fill(typed[0]!);
      await input.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: tr(locale, 'inventory:scan.already_scanned', { frameNumber: typed[0]! }) }),
      ).toBeVisible();

      await expect(page.getByTestId('count-scanned')).toHaveText(String(expected.length - 1));
      await expect(page.getByTestId('count-missing')).toHaveText('1');
      await expect(page.getByTestId('count-unexpected')).toHaveText('0');
      const missingTab = page.getByRole('tabpanel');
      await expect(missingTab.getByRole('link', { name: left!, exact: true })).toBeVisible();
      await expectAccessible(page, 'inventory');

      // Closing asks first, then records the adjustment.
      await page.getByRole('button', { name: tr(locale, 'inventory:detail.close'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tr(locale, 'inventory:detail.closeTitle') });
      await expect(
        dialog.getByText(tr(locale, 'inventory:detail.closeText', { missing: 1, unexpected: 0 }), { exact: true }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: tr(locale, 'inventory:detail.closeConfirm'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'inventory:status.closed'), { exact: true }).first()).toBeVisible();
      await expect(input).toHaveCount(0);

      // The missing bike's history says so.
      await missingTab.getByRole('link', { name: left!, exact: true }).click();
      await expect(heading(page, tr(locale, 'stock:detail.title', { frameNumber: left! }))).toBeVisible();
      await page.getByRole('tab', { name: tr(locale, 'stock:detail.tabs.history'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'stock:events.inventory_adjusted'), { exact: true }).first()).toBeVisible();
    });
  });
});
