import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { tr, type Locale } from './support/i18n';

// Decision 024, in Dutch: the tracker names who must act next; the admin assigns a stock bike and hands it over.
const locale: Locale = 'nl';
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;
const FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const ok = async (response: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>) => {
  const res = await response;
  expect(res.ok(), `HTTP ${res.status()}`).toBe(true);
  return (await res.json()) as Record<string, unknown> & { id: number };
};

/** A page signed in as `account`; the pages it then opens under /nl/ speak Dutch whatever the account's language. */
async function dutchPage(browser: Browser, account: typeof ADMIN | typeof EMPLOYEE | typeof FLEET) {
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  await signIn(page, locale, account);
  return page;
}

/** An Acme employee's signed lease with one bike, made into its order: it waits for the fleet manager's validation. */
async function acmeOrder(admin: APIRequestContext, employee: APIRequestContext) {
  const companies = (await (await admin.get('/api/companies/list/minimal')).json()) as { data: { id: number; name: string }[] };
  const acmeId = companies.data.find((c) => c.name === 'Acme')!.id;
  const me = (await (await employee.get('/api/auth/check')).json()) as { user: { id: number } };
  const model = ((await (await admin.get('/api/catalog/bikes?perPage=1')).json()) as { data: { id: number }[] }).data[0]!.id;
  const offer = await ok(
    apiSend(admin, 'POST', '/api/offers', { companyId: acmeId, userId: me.user.id, contractType: 'leasing', durationMonths: 36 }),
  );
  await ok(
    apiSend(admin, 'POST', `/api/offers/${offer.id}/lines`, {
      kind: 'bike',
      modelId: model,
      quantity: 1,
      unitPriceCents: 250_000,
      vatRate: 21,
    }),
  );
  await ok(apiSend(employee, 'POST', `/api/offers/${offer.id}/sign`, { name: 'Emile Employé', consent: true }));
  const orders = (await ok(apiSend(admin, 'POST', `/api/offers/${offer.id}/orders`))) as unknown as { data: { id: number }[] };
  const frameNumber = `E2EHANDOVER${Date.now()}`;
  const bike = (await ok(apiSend(admin, 'POST', '/api/stock/bikes', { modelId: model, frameNumber, locationId: 1 }))) as unknown as {
    bike: { id: number };
  };
  return { orderId: orders.data[0]!.id, bikeId: bike.bike.id, frameNumber };
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('an Acme order waits for its fleet manager, who validates it; the admin assigns a stock bike and hands it over', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await dutchPage(browser, ADMIN);
  const employee = await dutchPage(browser, EMPLOYEE);
  const { orderId, bikeId, frameNumber } = await acmeOrder(admin.request, employee.request);
  const orderTitle = tr(locale, 'sales:orders.number', { id: orderId });

  // The employee's tracker names the fleet manager.
  await employee.goto(`/${locale}/dashboard/fleet/orders/user/${orderId}`);
  await expect(heading(employee, orderTitle)).toBeVisible();
  const waiting = employee.getByTestId('order-waiting-for');
  await expect(waiting).toContainText(tr(locale, 'fulfilment:tracker.actors.fleet_manager'));
  await expectAccessible(employee, 'order waiting for validation');

  // The fleet manager validates; the order now waits for the shop.
  const fleet = await dutchPage(browser, FLEET);
  await fleet.goto(`/${locale}/dashboard/fleet/orders/${orderId}`);
  await expect(heading(fleet, orderTitle)).toBeVisible();
  await expect(fleet.getByTestId('order-waiting-for')).toContainText(tr(locale, 'fulfilment:tracker.actors.fleet_manager'));
  await fleet.getByRole('button', { name: tr(locale, 'sales:orders.validate'), exact: true }).click();
  await expect(fleet.getByTestId('order-waiting-for')).toContainText(tr(locale, 'fulfilment:tracker.actors.shop'));

  // The shop prepares the bike (status changes are the existing workflow), then the admin works on the page.
  for (const status of ['to_order', 'ready_for_workshop', 'in_preparation', 'ready_in_shop'])
    await ok(apiSend(admin.request, 'POST', `/api/orders/${orderId}/status`, { status }));
  await admin.goto(`/${locale}/dashboard/orders/${orderId}`);
  await expect(heading(admin, orderTitle)).toBeVisible();
  await expect(admin.getByTestId('order-waiting-for')).toContainText(tr(locale, 'fulfilment:tracker.actors.employee'));

  // Delivery: pickup in a store.
  const delivery = admin.getByRole('region', { name: tr(locale, 'fulfilment:delivery.title'), exact: true });
  await delivery.getByRole('button', { name: tr(locale, 'fulfilment:delivery.edit'), exact: true }).click();
  await delivery
    .getByLabel(tr(locale, 'fulfilment:delivery.method'), { exact: true })
    .selectOption({ label: tr(locale, 'fulfilment:delivery.methods.store_pickup') });
  await delivery.getByLabel(tr(locale, 'fulfilment:delivery.store'), { exact: true }).selectOption({ index: 1 });
  await delivery.getByRole('button', { name: tr(locale, 'fulfilment:delivery.save'), exact: true }).click();
  await expect(delivery.getByRole('rowheader', { name: tr(locale, 'fulfilment:delivery.store'), exact: true })).toBeVisible();

  // The stock bike arrived: assign it.
  const choose = admin.getByLabel(tr(locale, 'fulfilment:bike.choose'), { exact: true });
  await choose.selectOption(String(bikeId));
  await expectAccessible(admin, 'order with a bike to assign');
  await admin.getByRole('button', { name: tr(locale, 'fulfilment:bike.assign'), exact: true }).click();
  await expect(admin.getByText(frameNumber, { exact: false })).toBeVisible();

  // Hand it over to Emile.
  await admin.getByLabel(tr(locale, 'fulfilment:handover.receiverName'), { exact: true }).fill('Emile Employé');
  await admin.getByRole('button', { name: tr(locale, 'fulfilment:handover.submit'), exact: true }).click();
  await expect(admin.getByText(tr(locale, 'sales:orderStatuses.done'), { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(tr(locale, 'fulfilment:tracker.nobody'), { exact: true })).toBeVisible();
  await expectAccessible(admin, 'order handed over');

  // The bike is now Acme's lease.
  await admin.goto(`/${locale}/dashboard/bikes-stock/${bikeId}`);
  await expect(admin.getByText(tr(locale, 'stock:contractKinds.leasing'), { exact: true }).first()).toBeVisible();
  await expect(admin.getByText('Acme', { exact: true }).first()).toBeVisible();
});
