import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

// Decision 059: a promo code and a gift card at the till, both on the receipt; the public balance page shows the rest.

type Sellable = { accessories: { id: number; name: string; quantity: number; inclVatCents: number }[] };
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' ? true : undefined });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, a cashier rings up a sale: an expired code is refused with its reason, an accessories code discounts, a gift card pays part; the receipt shows both; the balance page shows the rest`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const c = (key: string, values?: Record<string, string>) => tr(locale as Locale, `checkout:${key}`, values);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // A gift card of 50 € sold earlier (the gift cards screen does it; here through the API to keep the journey short).
    const sold = await apiSend(page.request, 'POST', '/api/gift-cards', { amountCents: 5_000, soldVia: 'till' });
    expect(sold.status()).toBe(201);
    const card = (await sold.json()) as { code: string };

    const sellable = (await (await page.request.get('/api/checkout/catalog')).json()) as Sellable;
    const accessory = sellable.accessories.find((a) => a.quantity > 0 && a.inclVatCents >= 1_000)!;
    expect(accessory, 'an accessory in stock worth at least 10 €').toBeTruthy();

    await page.goto(`/${locale}/dashboard/checkout`);
    await expect(heading(page, c('till.title'))).toBeVisible();
    const search = page.getByRole('searchbox', { name: c('search.label'), exact: true });
    await search.fill(accessory.name);
    await page.getByRole('button', { name: c('search.addItem', { item: accessory.name }), exact: true }).click();
    await page.getByRole('radio', { name: c('paymentMethods.card'), exact: true }).check();
    const confirm = page.getByRole('button', { name: new RegExp(`^${escape(c('till.confirm', { total: '' }))}`) });

    // The winter code is over: the till says so and sells nothing.
    await page.getByLabel(c('till.promoCode'), { exact: true }).fill('HIVER25');
    await confirm.click();
    await expect(page.getByText(tr(locale, 'errors:fields.expired'), { exact: true }).first()).toBeVisible();
    await expect(heading(page, c('till.title'))).toBeVisible();

    // The accessories code takes 15 % off the accessory; the gift card pays 5 €, the card the rest.
    await page.getByLabel(c('till.promoCode'), { exact: true }).fill('accessoires15');
    await page.getByLabel(c('till.giftCard'), { exact: true }).fill(card.code.toLowerCase());
    await page.getByLabel(c('till.giftCardAmount'), { exact: true }).fill('5');
    await expectAccessible(page, 'the till with a promo code and a gift card');
    await confirm.click();

    await expect(heading(page, /T-\d{6}/)).toBeVisible();
    const totals = page.getByRole('table', { name: c('totals.title'), exact: true });
    await expect(totals.getByRole('rowheader', { name: c('totals.promo', { code: 'ACCESSOIRES15' }), exact: true })).toBeVisible();
    const last = card.code.slice(-4);
    await expect(totals.getByRole('rowheader', { name: new RegExp(escape(`****-****-****-${last}`)) })).toBeVisible();
    await expect(
      totals.getByRole('rowheader', { name: c('totals.paidBy', { method: c('paymentMethods.card') }), exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'the receipt with a promo code and a gift card');
    const pdfHref = await page.getByRole('link', { name: c('receipt.download'), exact: true }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // Anyone holding the card sees what is left on it, signed out.
    const visitor = await browser.newContext();
    await acceptCookies(visitor);
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/${locale}/gift-card`);
    const g = (key: string) => tr(locale as Locale, `giftCardBalance:${key}`);
    await expect(heading(publicPage, g('title'))).toBeVisible();
    await publicPage.getByLabel(g('code')).fill('ABCD-EFGH-JKLM-NPQR');
    await publicPage.getByRole('button', { name: g('check'), exact: true }).click();
    await expect(publicPage.getByText(g('invalidCode'), { exact: true })).toBeVisible();
    await publicPage.getByLabel(g('code')).fill(card.code);
    await publicPage.getByRole('button', { name: g('check'), exact: true }).click();
    const result = publicPage.getByRole('table', { name: g('result'), exact: true });
    await expect(result.getByText(/45,00/)).toBeVisible();
    await expect(result.getByText(g('statuses.active'), { exact: true })).toBeVisible();
    await expectAccessible(publicPage, 'the public gift card balance');
    await visitor.close();
  });
}
