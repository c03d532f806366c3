import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const locale = 'en' as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });

type Sellable = {
  store: { id: number };
  bikes: { id: number; frameNumber: string; label: string }[];
  accessories: { id: number; name: string; quantity: number }[];
};

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('the admin sells a stock bike and an accessory to a walk-in customer, gets the receipt, and the stock follows', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, locale, ADMIN);

  // What the till can sell now: a bike in stock and an accessory the store holds.
  const sellable = (await (await page.request.get('/api/checkout/catalog')).json()) as Sellable;
  const bike = sellable.bikes[0]!;
  const accessory = sellable.accessories.find((a) => a.quantity > 1)!;
  expect(bike, 'a stock bike to sell').toBeTruthy();
  expect(accessory, 'an accessory in stock').toBeTruthy();

  await page.goto(`/${locale}/dashboard`);
  await nav(page)
    .getByRole('link', { name: tr(locale, 'dashboard:nav.checkout'), exact: true })
    .click();
  await expect(page).toHaveURL(`/${locale}/dashboard/checkout`);
  await expect(heading(page, tr(locale, 'checkout:till.title'))).toBeVisible();
  await expectAccessible(page, 'the till');

  // The bike by its frame number, then the accessory by its name.
  const search = page.getByRole('searchbox', { name: tr(locale, 'checkout:search.label'), exact: true });
  await search.fill(bike.frameNumber);
  await page
    .getByRole('button', { name: tr(locale, 'checkout:search.addItem', { item: `${bike.label} ${bike.frameNumber}` }), exact: true })
    .click();
  await search.fill(accessory.name);
  await page.getByRole('button', { name: tr(locale, 'checkout:search.addItem', { item: accessory.name }), exact: true }).click();
  const cart = page.getByRole('table', { name: tr(locale, 'checkout:cart.title'), exact: true });
  await expect(cart.getByRole('row')).toHaveCount(3);
  await expect(
    page
      .getByRole('table', { name: tr(locale, 'checkout:totals.title'), exact: true })
      .getByRole('rowheader', { name: tr(locale, 'checkout:totals.inclVat'), exact: true }),
  ).toBeVisible();

  // A walk-in customer (the default), paying by card.
  await expect(page.getByRole('radio', { name: tr(locale, 'checkout:customer.anonymous'), exact: true })).toBeChecked();
  await page.getByRole('radio', { name: tr(locale, 'checkout:paymentMethods.card'), exact: true }).check();
  await expectAccessible(page, 'the cart');
  await page
    .getByRole('button', {
      name: new RegExp(`^${tr(locale, 'checkout:till.confirm', { total: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    })
    .click();

  // The receipt, with its PDF.
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt T-\d{6}$/ })).toBeVisible();
  await expect(page.getByText(tr(locale, 'checkout:receipt.done'), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: tr(locale, 'checkout:receipt.lines'), exact: true }).getByText(bike.frameNumber, { exact: false }),
  ).toBeVisible();
  await expectAccessible(page, 'the receipt');
  const pdfHref = await page.getByRole('link', { name: tr(locale, 'checkout:receipt.download'), exact: true }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The bike is sold in the bike stock.
  await page.goto(`/${locale}/dashboard/bikes-stock/${bike.id}`);
  await expect(heading(page, tr(locale, 'stock:detail.title', { frameNumber: bike.frameNumber }))).toBeVisible();
  await expect(page.getByText(tr(locale, 'stock:contractKinds.sold'), { exact: true }).first()).toBeVisible();

  // The accessory went down by one in the till's store.
  const after = (await (await page.request.get(`/api/checkout/catalog?q=${encodeURIComponent(accessory.name)}`)).json()) as Sellable;
  expect(after.accessories.find((a) => a.id === accessory.id)!.quantity).toBe(accessory.quantity - 1);
  await page.goto(`/${locale}/dashboard/accessories-stock/list?q=${encodeURIComponent(accessory.name)}`);
  const row = page.getByRole('row').filter({ hasText: accessory.name }).first();
  await expect(row.getByRole('cell', { name: String(accessory.quantity - 1), exact: true }).first()).toBeVisible();

  // The sale is in the till's tickets.
  await page.goto(`/${locale}/dashboard`);
  await nav(page)
    .getByRole('link', { name: tr(locale, 'dashboard:nav.checkoutTickets'), exact: true })
    .click();
  await expect(heading(page, tr(locale, 'checkout:tickets.title'))).toBeVisible();
  await expect(page.getByRole('link', { name: /^T-\d{6}$/ }).first()).toBeVisible();
});
