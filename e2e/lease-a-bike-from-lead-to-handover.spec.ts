import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { formatDate, formatPrice } from '@veloport/domain';
import { journeyLocales, tr, type Locale } from './support/i18n';
import { waitForMail } from './support/mailbox';

// Issue 11's whole journey, in English (or all three languages with E2E_ALL_LOCALES=1): lead → offer (bike,
// accessory, service) → sent → signed by the employee → order waiting for Acme's fleet manager → validated → stock
// bike assigned → handed over → done, and the leasing contract the hand-over made, with its monthly price (decision 060).
// Setup that is not the point (the lead itself, the shop's preparation statuses, the stock bike) goes through the API.
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;
const FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const ok = async (response: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>) => {
  const res = await response;
  expect(res.ok(), `HTTP ${res.status()}`).toBe(true);
  return (await res.json()) as Record<string, unknown> & { id: number };
};

/** A page signed in as `account`, whose pages under /{locale}/ speak that language whatever the account's language. */
async function signedInPage(browser: Browser, locale: Locale, account: typeof ADMIN | typeof EMPLOYEE | typeof FLEET) {
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  await signIn(page, locale, account);
  return page;
}

/** Emile from Acme called the shop: a lead typed in by the admin, with his work address. */
async function emileLead(admin: APIRequestContext) {
  const lead = await ok(
    apiSend(admin, 'POST', '/api/leads', {
      firstname: 'Emile',
      lastname: 'Employé',
      email: EMPLOYEE.email,
      companyName: 'Acme',
      locale: 'fr',
      message: 'A city e-bike through Acme’s lease.',
    }),
  );
  return lead.id;
}

for (const locale of journeyLocales('en'))
  test(`in ${locale}, a lead becomes a lease: offer, signature, the fleet manager’s validation, a stock bike handed over, the order done, its contract made`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await signedInPage(browser, locale, ADMIN);
    const leadId = await emileLead(admin.request);

    // The admin makes the offer from the lead: the form starts from Emile at Acme.
    await admin.goto(`/${locale}/dashboard/interested/${leadId}`);
    await expect(heading(admin, 'Emile Employé')).toBeVisible();
    await admin.getByRole('link', { name: tr(locale, 'leads:offer.make'), exact: true }).click();
    await expect(heading(admin, tr(locale, 'sales:offers.create'))).toBeVisible();
    await expect(admin.getByLabel(tr(locale, 'sales:fields.company'), { exact: true }).locator('option:checked')).toHaveText('Acme');
    await admin
      .getByLabel(tr(locale, 'sales:fields.contractType'), { exact: true })
      .selectOption({ label: tr(locale, 'sales:contractTypes.leasing') });
    await admin.getByRole('button', { name: tr(locale, 'sales:offers.createSubmit'), exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`/${locale}/dashboard/offers/\\d+$`));
    const offerId = Number(new URL(admin.url()).pathname.split('/').pop());
    const offerTitle = tr(locale, 'sales:offers.number', { id: offerId });
    await expect(heading(admin, offerTitle)).toBeVisible();
    await expect(admin.getByText(/^Acme · Emile Employé · /)).toBeVisible();

    // A bike, an accessory and a service line.
    const lines = admin.getByRole('table', { name: tr(locale, 'sales:lines.title'), exact: true });
    const addLine = async (fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
      await admin.getByRole('button', { name: tr(locale, 'sales:lines.add'), exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: tr(locale, 'sales:lines.addTitle'), exact: true });
      await expect(dialog).toBeVisible();
      await fill(dialog);
      await dialog.getByRole('button', { name: tr(locale, 'sales:lines.add'), exact: true }).click();
      await expect(dialog).toBeHidden();
    };
    await addLine(async (dialog) => {
      await dialog.getByLabel(tr(locale, 'sales:lines.model'), { exact: true }).selectOption({ index: 1 });
      await dialog.getByLabel(tr(locale, 'sales:lines.unitPrice'), { exact: true }).fill('2499');
      await dialog.getByLabel(tr(locale, 'sales:lines.vatRate'), { exact: true }).selectOption('21');
    });
    await expect(lines.getByRole('row')).toHaveCount(2);
    await addLine(async (dialog) => {
      await dialog
        .getByLabel(tr(locale, 'sales:lines.kind'), { exact: true })
        .selectOption({ label: tr(locale, 'sales:lineKinds.accessory') });
      await dialog.getByLabel(tr(locale, 'sales:lines.accessory'), { exact: true }).selectOption({ index: 1 });
      await dialog.getByLabel(tr(locale, 'sales:lines.unitPrice'), { exact: true }).fill('49.90');
      await dialog.getByLabel(tr(locale, 'sales:lines.vatRate'), { exact: true }).selectOption('21');
    });
    await expect(lines.getByRole('row')).toHaveCount(3);
    await addLine(async (dialog) => {
      await dialog
        .getByLabel(tr(locale, 'sales:lines.kind'), { exact: true })
        .selectOption({ label: tr(locale, 'sales:lineKinds.service') });
      await dialog.getByLabel(tr(locale, 'sales:lines.description'), { exact: true }).fill('Yearly maintenance');
      await dialog.getByLabel(tr(locale, 'sales:lines.unitPrice'), { exact: true }).fill('120');
      await dialog.getByLabel(tr(locale, 'sales:lines.vatRate'), { exact: true }).selectOption('21');
    });
    await expect(lines.getByRole('row')).toHaveCount(4);

    // Sent for signature: Emile gets the mail with the link to his offer.
    const since = Date.now();
    await admin.getByRole('button', { name: tr(locale, 'offerDocuments:send.action'), exact: true }).click();
    await expect(admin.getByRole('button', { name: tr(locale, 'offerDocuments:send.again'), exact: true })).toBeVisible();
    const mail = await waitForMail(EMPLOYEE.email, since);
    expect(mail.subject).toContain(String(offerId));
    expect(new URL(mail.link!).pathname).toBe(`/fr/dashboard/my-offers/${offerId}`);

    // Emile reads and signs it in the portal.
    const employee = await signedInPage(browser, locale, EMPLOYEE);
    await employee.goto(`/${locale}/dashboard/my-offers/${offerId}`);
    await expect(heading(employee, offerTitle)).toBeVisible();
    await employee.getByRole('checkbox', { name: tr(locale, 'sales:sign.consent'), exact: true }).check();
    await employee.getByRole('button', { name: tr(locale, 'sales:sign.submit'), exact: true }).click();
    await expect(employee.getByRole('alert').getByText(tr(locale, 'sales:sign.signedTitle'), { exact: true })).toBeVisible();

    // The admin makes the order from the signed offer.
    await admin.reload();
    await admin.getByRole('button', { name: tr(locale, 'sales:offers.makeOrders'), exact: true }).click();
    const orderLink = admin.getByRole('link', {
      name: new RegExp(`^${tr(locale, 'sales:orders.number', { id: 'ID' }).replace('ID', '\\d+')}$`),
    });
    await expect(orderLink).toHaveCount(1);
    const orderId = Number((await orderLink.textContent())!.replace(/\D/g, ''));
    const orderTitle = tr(locale, 'sales:orders.number', { id: orderId });

    // Acme validates its employees' orders: Emile's tracker names the fleet manager.
    await employee.goto(`/${locale}/dashboard/fleet/orders/user/${orderId}`);
    await expect(heading(employee, orderTitle)).toBeVisible();
    await expect(employee.getByTestId('order-waiting-for')).toContainText(tr(locale, 'fulfilment:tracker.actors.fleet_manager'));

    // Fiona validates it.
    const fleet = await signedInPage(browser, locale, FLEET);
    await fleet.goto(`/${locale}/dashboard/fleet/orders/${orderId}`);
    await expect(heading(fleet, orderTitle)).toBeVisible();
    await fleet.getByRole('button', { name: tr(locale, 'sales:orders.validate'), exact: true }).click();
    await expect(fleet.getByTestId('order-waiting-for')).toContainText(tr(locale, 'fulfilment:tracker.actors.shop'));

    // The shop prepares the bike (the workflow's statuses) and a bike of the model arrives in stock.
    for (const status of ['to_order', 'ready_for_workshop', 'in_preparation', 'ready_in_shop'])
      await ok(apiSend(admin.request, 'POST', `/api/orders/${orderId}/status`, { status }));
    const order = (await (await admin.request.get(`/api/orders/${orderId}`)).json()) as { modelId: number; label: string };
    const frameNumber = `E2ELEAD${Date.now()}`;
    const bike = (await ok(
      apiSend(admin.request, 'POST', '/api/stock/bikes', { modelId: order.modelId, frameNumber, locationId: 1 }),
    )) as unknown as { bike: { id: number } };

    // The admin assigns it and hands it over to Emile.
    await admin.goto(`/${locale}/dashboard/orders/${orderId}`);
    await expect(heading(admin, orderTitle)).toBeVisible();
    await admin.getByLabel(tr(locale, 'fulfilment:bike.choose'), { exact: true }).selectOption(String(bike.bike.id));
    await admin.getByRole('button', { name: tr(locale, 'fulfilment:bike.assign'), exact: true }).click();
    await expect(admin.getByText(frameNumber, { exact: false })).toBeVisible();
    await admin.getByLabel(tr(locale, 'fulfilment:handover.receiverName'), { exact: true }).fill('Emile Employé');
    await admin.getByRole('button', { name: tr(locale, 'fulfilment:handover.submit'), exact: true }).click();
    await expect(admin.getByText(tr(locale, 'sales:orderStatuses.done'), { exact: true }).first()).toBeVisible();
    await expect(admin.getByText(tr(locale, 'fulfilment:tracker.nobody'), { exact: true })).toBeVisible();

    // The hand-over made the leasing contract: the order shows its monthly price and leads to it.
    const contracts = (await (await admin.request.get(`/api/leasing/contracts?orderId=${orderId}`)).json()) as {
      data: { id: number; monthlyPriceCents: number; startDate: string; endDate: string }[];
    };
    expect(contracts.data).toHaveLength(1);
    const contract = contracts.data[0]!;
    const monthly = tr(locale, 'leasing:order.monthly', {
      price: formatPrice(contract.monthlyPriceCents),
      start: formatDate(contract.startDate),
      end: formatDate(contract.endDate),
    });
    await expect(admin.getByText(monthly, { exact: true })).toBeVisible();
    await admin.getByRole('link', { name: tr(locale, 'leasing:order.open'), exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`/${locale}/dashboard/bills/leasing-end/${contract.id}$`));
    await expect(heading(admin, `${order.label} · ${frameNumber}`)).toBeVisible();
    await expect(admin.getByRole('link', { name: tr(locale, 'leasing:orderLink', { id: orderId }), exact: true })).toBeVisible();
    await expect(admin.getByText(formatPrice(contract.monthlyPriceCents), { exact: true }).first()).toBeVisible();

    // Emile sees his order done, and his contract from it.
    await employee.goto(`/${locale}/dashboard/fleet/orders/user/${orderId}`);
    await expect(employee.getByText(tr(locale, 'sales:orderStatuses.done'), { exact: true }).first()).toBeVisible();
    await expect(employee.getByText(monthly, { exact: true })).toBeVisible();
  });
