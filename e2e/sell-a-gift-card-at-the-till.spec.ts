import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

// Decision 063: a cashier sells a gift card on a ticket with an accessory; the till shows the promo code's discount and
// the total to pay before the payment; the receipt prints the card's code; the gift cards list names the ticket.

type Sellable = { accessories: { id: number; name: string; quantity: number; inclVatCents: number }[] };
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' ? true : undefined });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CODE = /[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}/;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('en')) {
  test(`in ${locale}, a cashier sells a gift card with an accessory: the discount and the total to pay show before paying, the receipt prints the card's code, the gift cards list names the ticket`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const c = (key: string, values?: Record<string, string>) => tr(locale as Locale, `checkout:${key}`, values);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    const sellable = (await (await page.request.get('/api/checkout/catalog')).json()) as Sellable;
    const accessory = sellable.accessories.find((a) => a.quantity > 0 && a.inclVatCents >= 1_000)!;
    expect(accessory, 'an accessory in stock worth at least 10 €').toBeTruthy();

    await page.goto(`/${locale}/dashboard/checkout`);
    await expect(heading(page, c('till.title'))).toBeVisible();
    await page.getByRole('searchbox', { name: c('search.label'), exact: true }).fill(accessory.name);
    await page.getByRole('button', { name: c('search.addItem', { item: accessory.name }), exact: true }).click();

    // A 25 € gift card on the same ticket, outside VAT scope.
    await page.getByLabel(c('till.sellGiftCard'), { exact: true }).fill('25');
    await page.getByRole('button', { name: c('till.addGiftCard'), exact: true }).click();
    const cart = page.getByRole('table', { name: c('cart.title'), exact: true });
    await expect(cart.getByText(c('cart.giftCardHint'), { exact: true })).toBeVisible();

    // The accessories code: its discount, the card sold and the total to pay show before the payment.
    await page.getByLabel(c('till.promoCode'), { exact: true }).fill('accessoires15');
    const totals = page.getByRole('table', { name: c('totals.title'), exact: true });
    await expect(totals.getByRole('rowheader', { name: c('totals.promo', { code: 'ACCESSOIRES15' }), exact: true })).toBeVisible();
    await expect(totals.getByRole('row', { name: new RegExp(`${escape(c('totals.giftCardsSold'))}.*25,00`) })).toBeVisible();
    await expect(totals.getByRole('rowheader', { name: c('totals.toPay'), exact: true })).toBeVisible();
    await page.getByRole('radio', { name: c('paymentMethods.cash'), exact: true }).check();
    await expect(
      totals.getByRole('rowheader', { name: c('totals.paidBy', { method: c('paymentMethods.cash') }), exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'the till selling a gift card');
    await page.getByRole('button', { name: new RegExp(`^${escape(c('till.confirm', { total: '' }))}`) }).click();

    // The receipt prints the card's full code once, with its expiry.
    await expect(heading(page, /T-\d{6}/)).toBeVisible();
    const number = (await heading(page, /T-\d{6}/).textContent())!.match(/T-\d{6}/)![0];
    const lines = page.getByRole('table', { name: c('receipt.lines'), exact: true });
    const cardCell = lines.getByRole('cell', { name: CODE });
    await expect(cardCell).toBeVisible();
    const code = (await cardCell.textContent())!.match(CODE)![0];
    await expectAccessible(page, 'the receipt of a ticket that sold a gift card');
    const pdfHref = await page.getByRole('link', { name: c('receipt.download'), exact: true }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);

    // The gift cards list says where the card was sold.
    await page.goto(`/${locale}/dashboard/bills/gift-cards?q=${code}`);
    await expect(page.getByRole('link', { name: code, exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: tr(locale as Locale, 'payments:giftCards.onTicket', { number }), exact: true }),
    ).toBeVisible();
  });
}
