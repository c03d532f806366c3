import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin, uniqueEmail } from './support/app';
import { dayFromToday } from './support/dates';
import { journeyLocales, storeName, tr, type Locale } from './support/i18n';

// Issue 27, the web shop's journeys (decisions 082, 083, 089): a guest buys and pays by transfer, a signed-in customer
// picks a bike up at the store, a visitor rents a bike for three days; the shop's staff see each in the back office.

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' ? true : undefined });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

type Item = { id: number; slug: string; name?: string; brand?: string; model?: string; sizes?: string[] };

/** The first catalogue item the shop can serve from a store today (the demo's stock moves as journeys buy). */
async function servable(api: APIRequestContext, kind: 'bike' | 'accessory'): Promise<Item & { size?: string }> {
  const list = kind === 'bike' ? '/api/public/catalog/bikes?perPage=48' : '/api/public/catalog/accessories?perPage=48';
  const items = ((await (await api.get(list)).json()) as { data: Item[] }).data;
  for (const item of items) {
    for (const size of kind === 'bike' ? (item.sizes ?? []) : [undefined]) {
      const line = kind === 'bike' ? { kind, modelId: item.id, size } : { kind, accessoryId: item.id, quantity: 1 };
      const quote = await apiSend(api, 'POST', '/api/shop/quote', { lines: [line], delivery: { method: 'store_pickup', storeId: 1 } });
      if (quote.status() === 200) return { ...item, size };
    }
  }
  throw new Error(`no ${kind} in stock in the demo`);
}

/** The shop's staff, in another browser, on the back office's page for an order. */
async function staffSees(browser: Browser, locale: Locale, number: string) {
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/${locale}/dashboard/shop-orders`);
  await expect(h1(page, tr(locale, 'shopOrders:title'))).toBeVisible();
  await page.getByRole('searchbox', { name: tr(locale, 'shopOrders:search') }).fill(number);
  // The search reaches the address after a pause: wait for it, or it would bring the list back over the order.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${number}`));
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(h1(page, tr(locale, 'shopOrders:detail.title', { number }))).toBeVisible();
  return { page, context };
}

for (const locale of journeyLocales('en')) {
  test(`in ${locale}, a guest buys an accessory and a gift card with a promo code, pays by transfer with the structured communication and QR code; the staff find the order`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `shop:${key}`, vars);
    const accessory = await servable(page.request, 'accessory');

    await page.goto(`/${locale}/accessories/${accessory.slug}`);
    await page.getByRole('button', { name: tr(locale, 'public:cart.add'), exact: true }).click();
    await expect(h1(page, t('cart.title'))).toBeVisible();
    await page.getByRole('button', { name: t('giftCard.add'), exact: true }).click();
    await expect(page.getByText(t('lines.giftCard'), { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: t('cart.checkout'), exact: true }).click();
    await expect(h1(page, t('checkout.title'))).toBeVisible();

    const email = uniqueEmail('guest-buyer');
    await page.getByLabel(t('fields.email'), { exact: true }).fill(email);
    await page.getByLabel(t('fields.firstName'), { exact: true }).fill('Gina');
    await page.getByLabel(t('fields.lastName'), { exact: true }).fill('Guest');
    await page.getByLabel(t('fields.street'), { exact: true }).fill('Rue Neuve 1');
    await page.getByLabel(t('fields.postalCode'), { exact: true }).fill('4000');
    await page.getByLabel(t('fields.city'), { exact: true }).fill('Liège');
    await page.getByRole('radio', { name: t('delivery.store_pickup') }).check();
    await page.getByRole('radio', { name: storeName(locale, 'Liège'), exact: true }).check();
    await page.getByLabel(t('checkout.promoCode'), { exact: true }).fill('BIENVENUE10');
    await page
      .getByRole('button', { name: t('checkout.applyCode'), exact: true })
      .first()
      .click();
    await expect(page.getByText(t('summary.discount'), { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: t('payment.transfer'), exact: true }).check();
    await page.getByLabel(t('checkout.acceptTerms'), { exact: true }).check();
    await expectAccessible(page, `checkout ${locale}`);
    await page.getByRole('button', { name: t('checkout.order'), exact: true }).click();

    await expect(h1(page, t('confirmation.title'))).toBeVisible();
    const status = page.getByRole('status');
    const number = (/W-\d{6}/.exec((await status.textContent()) ?? '') ?? [''])[0];
    expect(number).toMatch(/^W-\d{6}$/);
    await expect(page.getByRole('rowheader', { name: t('transfer.communication'), exact: true })).toBeVisible();
    await expect(page.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)).toBeVisible();
    await expect(page.getByRole('img', { name: t('transfer.qr'), exact: true })).toBeVisible();

    const staff = await staffSees(browser, 'fr', number);
    await expect(staff.page.getByText('Gina Guest', { exact: true })).toBeVisible();
    await expect(staff.page.getByText('BIENVENUE10', { exact: true })).toBeVisible();
    await expect(staff.page.getByRole('button', { name: tr('fr', 'shopOrders:steps.mark-paid.label'), exact: true })).toBeVisible();
    await staff.context.close();
  });
}

for (const locale of journeyLocales('nl')) {
  test(`in ${locale}, a signed-in customer buys a bike for store pickup and follows it until it is ready at the store`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `shop:${key}`, vars);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'private@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const bike = await servable(page.request, 'bike');

    await page.goto(`/${locale}/bikes/${bike.slug}`);
    await page.getByLabel(tr(locale, 'public:cart.size'), { exact: true }).selectOption(bike.size!);
    await page.getByRole('button', { name: tr(locale, 'public:cart.add'), exact: true }).click();
    await page.getByRole('link', { name: t('cart.checkout'), exact: true }).click();
    await expect(h1(page, t('checkout.title'))).toBeVisible();
    // Signed in: the contact details come from the profile.
    await expect(page.getByLabel(t('fields.email'), { exact: true })).toHaveValue('private@example.com');
    await page.getByLabel(t('fields.street'), { exact: true }).fill('Kerkstraat 2');
    await page.getByLabel(t('fields.postalCode'), { exact: true }).fill('1000');
    await page.getByLabel(t('fields.city'), { exact: true }).fill('Brussel');
    await page.getByRole('radio', { name: t('delivery.store_pickup') }).check();
    await page.getByRole('radio', { name: storeName(locale, 'Liège'), exact: true }).check();
    await page.getByRole('radio', { name: t('payment.in_store'), exact: true }).check();
    await page.getByLabel(t('checkout.acceptTerms'), { exact: true }).check();
    await page.getByRole('button', { name: t('checkout.order'), exact: true }).click();
    await expect(h1(page, t('confirmation.title'))).toBeVisible();
    const number = (/W-\d{6}/.exec((await page.getByRole('status').textContent()) ?? '') ?? [''])[0];
    await page.getByRole('link', { name: t('confirmation.follow'), exact: true }).click();
    await expect(h1(page, t('tracking.title', { number }))).toBeVisible();
    await expect(page.getByText(t('statuses.placed'), { exact: true })).toBeVisible();

    // The shop makes it ready; the customer's page says so.
    const staff = await staffSees(browser, 'en', number);
    const ready = tr('en', 'shopOrders:steps.ship.labelPickup');
    await staff.page.getByRole('button', { name: ready, exact: true }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: ready, exact: true }).click();
    await expect(staff.page.getByRole('button', { name: tr('en', 'shopOrders:steps.deliver.label'), exact: true })).toBeVisible();
    await staff.context.close();

    await page.reload();
    await expect(page.getByText(t('statusesPickup.shipped'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('nextPickup.shipped'), { exact: true })).toBeVisible();
    await expectAccessible(page, `tracking ${locale}`);
  });
}

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, a visitor rents a bike for three days and the staff find the booking in the rentals`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `shop:${key}`, vars);
    // Far enough ahead that the demo's rentals and other runs leave bikes free.
    const start = dayFromToday(150);
    const end = dayFromToday(152);
    await page.goto(`/${locale}/rentals`);
    await expect(h1(page, t('rentals.title'))).toBeVisible();
    await page.getByLabel(t('rentals.start'), { exact: true }).fill(start.shown);
    await page.getByLabel(t('rentals.end'), { exact: true }).fill(end.shown);
    await page.getByLabel(t('rentals.end'), { exact: true }).blur();
    await expect(page.getByRole('heading', { level: 2, name: tr(locale, 'shop:rentals.available_other', { count: 3 }) })).toBeVisible();
    // The model sits where each language puts it ("Choose X", "X kiezen").
    const [before, after] = t('rentals.chooseBike', { model: '\u0000' }).split('\u0000') as [string, string];
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page
      .getByRole('button', { name: new RegExp(`^${escaped(before)}.+${escaped(after)}$`) })
      .first()
      .click();

    const email = uniqueEmail('renter');
    await page.getByLabel(t('fields.email'), { exact: true }).fill(email);
    await page.getByLabel(t('fields.firstName'), { exact: true }).fill('Romy');
    await page.getByLabel(t('fields.lastName'), { exact: true }).fill('Renard');
    await page.getByLabel(t('rentals.acceptTerms'), { exact: true }).check();
    await page.getByRole('button', { name: t('rentals.book'), exact: true }).click();
    await expect(h1(page, t('rentals.bookedTitle'))).toBeVisible();
    const code = (/R-\d{6}/.exec((await page.getByRole('status').textContent()) ?? '') ?? [''])[0];
    expect(code).toMatch(/^R-\d{6}$/);

    // The back office's rentals hold the booking, for those three days.
    const context = await browser.newContext();
    await acceptCookies(context);
    const staff = await context.newPage();
    await staff.goto('/en');
    await submitLogin(staff, 'en', 'admin@veloport.test', DEMO_PASSWORD);
    await expect(staff).toHaveURL(/\/dashboard$/);
    await staff.goto(`/en/dashboard/bike-rentals/${Number(code.slice(2))}`);
    await expect(staff.getByText(email).first()).toBeVisible();
    await expect(staff.getByText(start.shown).first()).toBeVisible();
    await context.close();
  });
}
