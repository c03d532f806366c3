import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** An amount as the user types it: a comma in French and Dutch, a point in English. */
const typed = (locale: Locale, euros: string) => (locale === 'en' ? euros : euros.replace('.', ','));

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test.describe(`in ${locale}`, () => {
    test('the admin orders two bikes and locks from a supplier, marks it ordered, receives it with two frame numbers and finds the bikes in stock', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const stamp = `E2EGRP${locale.toUpperCase()}${Date.now()}`;
      const frames = [`${stamp}A`, `${stamp}B`];
      const supplier = `Fournisseur ${stamp}`;

      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.groupedOrders'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/grouped-orders/list`);
      await expect(heading(page, tr(locale, 'groupedOrders:list.title'))).toBeVisible();
      await expectAccessible(page, 'grouped orders list');

      // A new order to the supplier.
      await page.getByRole('link', { name: tr(locale, 'groupedOrders:create.title'), exact: true }).click();
      await expect(heading(page, tr(locale, 'groupedOrders:create.title'))).toBeVisible();
      await field(page, tr(locale, 'groupedOrders:fields.supplier')).fill(supplier);
      await field(page, optionalLabel(locale, 'groupedOrders:fields.reference')).fill('PO-E2E');
      await expectAccessible(page, 'grouped order form');
      await page.getByRole('button', { name: tr(locale, 'groupedOrders:create.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/grouped-orders/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(heading(page, tr(locale, 'groupedOrders:titleWithSupplier', { id, supplier }))).toBeVisible();

      // Two bikes of a catalogue model, at 1 250,00 € excl. VAT each.
      await page.getByRole('link', { name: tr(locale, 'groupedOrders:lines.add.bike'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/grouped-orders/${id}/add-bike`);
      await expect(heading(page, tr(locale, 'groupedOrders:lines.add.bike'))).toBeVisible();
      await field(page, tr(locale, 'groupedOrders:lines.model')).selectOption({ index: 1 });
      await field(page, tr(locale, 'groupedOrders:lines.quantity')).fill('2');
      await field(page, tr(locale, 'groupedOrders:lines.unitPrice')).fill(typed(locale, '1250.00'));
      await expectAccessible(page, 'bike line form');
      await page.getByRole('button', { name: tr(locale, 'groupedOrders:lines.add.bike'), exact: true }).click();
      await expect(heading(page, tr(locale, 'groupedOrders:titleWithSupplier', { id, supplier }))).toBeVisible();

      // Five locks from the accessory catalogue.
      await page.getByRole('link', { name: tr(locale, 'groupedOrders:lines.add.accessory'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/grouped-orders/${id}/add-accessory`);
      await field(page, tr(locale, 'groupedOrders:lines.accessory')).selectOption({ index: 1 });
      await field(page, tr(locale, 'groupedOrders:lines.quantity')).fill('5');
      await field(page, tr(locale, 'groupedOrders:lines.unitPrice')).fill(typed(locale, '20.50'));
      await page.getByRole('button', { name: tr(locale, 'groupedOrders:lines.add.accessory'), exact: true }).click();
      const lines = page.getByRole('table', { name: tr(locale, 'groupedOrders:lines.title'), exact: true });
      await expect(lines.getByRole('row')).toHaveCount(3);
      // 2 × 1 250 € + 5 × 20,50 € = 2 602,50 € excl. VAT.
      await expect(page.getByText(/2\s?602,50\s€/).first()).toBeVisible();
      await expectAccessible(page, 'grouped order with lines');

      // Sent to the supplier.
      await page.getByRole('button', { name: tr(locale, 'groupedOrders:actions.order'), exact: true }).click();
      const confirm = page.getByRole('dialog', { name: tr(locale, 'groupedOrders:actions.orderTitle'), exact: true });
      await confirm.getByRole('button', { name: tr(locale, 'groupedOrders:actions.order'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'groupedOrders:statuses.ordered'), { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: tr(locale, 'groupedOrders:lines.add.bike'), exact: true })).toHaveCount(0);

      // The delivery: two frame numbers typed, the five locks, into the first store.
      await page.getByRole('link', { name: tr(locale, 'groupedOrders:actions.receive'), exact: true }).click();
      await expect(heading(page, tr(locale, 'groupedOrders:receive.title'))).toBeVisible();
      const frameInputs = page.getByRole('textbox', {
        name: new RegExp(`^${tr(locale, 'groupedOrders:receive.frameNumber', { n: 1, label: 'X' }).split(' 1 ')[0]}`),
      });
      await expect(frameInputs).toHaveCount(2);
      await frameInputs.nth(0).fill(frames[0]!.toLowerCase());
      await frameInputs.nth(1).fill(frames[1]!);
      await page
        .getByRole('textbox', {
          name: new RegExp(tr(locale, 'groupedOrders:receive.quantity', { label: 'X', remaining: 5 }).split(' — ')[0]!),
        })
        .fill('5');
      await expectAccessible(page, 'receive form');
      await page.getByRole('button', { name: tr(locale, 'groupedOrders:receive.submit'), exact: true }).click();
      await expect(heading(page, tr(locale, 'groupedOrders:titleWithSupplier', { id, supplier }))).toBeVisible();
      await expect(page.getByText(tr(locale, 'groupedOrders:statuses.received'), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(`${frames[0]}, ${frames[1]}`, { exact: true })).toBeVisible();

      // The bike orders list shows the line received.
      await page.goto(`/${locale}/dashboard/grouped-orders/bike-orders/list?q=${encodeURIComponent(stamp)}`);
      await expect(heading(page, tr(locale, 'groupedOrders:orderedLines.bikesTitle'))).toBeVisible();
      await expect(page.getByRole('link', { name: tr(locale, 'groupedOrders:number', { id }), exact: true })).toBeVisible();
      await expectAccessible(page, 'bike orders list');

      // Both bikes are in the bike stock.
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.bikesStock'), exact: true })
        .click();
      await expect(heading(page, tr(locale, 'stock:list.title'))).toBeVisible();
      for (const frame of frames) {
        await page.getByRole('searchbox', { name: tr(locale, 'stock:list.search'), exact: true }).fill(frame);
        await expect(page).toHaveURL(new RegExp(`q=${frame}`));
        await expect(page.getByRole('link', { name: frame, exact: true })).toBeVisible();
      }
    });
  });
}
