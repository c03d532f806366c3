/**
 * Every screen, in every language, the way a newcomer clicks through them: each one opens (no error page,
 * a heading), shows no raw translation key (lib/i18n.ts warns about a key no catalogue has), logs no error
 * and gets no server error from the API. The journeys check what the screens do; this checks that none of
 * them was left half-translated or broken by a change elsewhere.
 */
import { LOCALES, type Locale } from '@veloport/domain';
import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD, acceptCookies, submitLogin } from './support/app';

const MISSING_KEY_WARNING = '[i18n] missing translation';

type List = { data: { id: number; slug?: string }[] };

async function firstId(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const body = (await response.json()) as List;
  expect(body.data.length, `${url} has demo data`).toBeGreaterThan(0);
  return body.data[0]!.id;
}

/**
 * Counts the page's requests in flight: a screen is ready once its lazy code and its data have arrived and nothing
 * has been asked for a short while (Playwright's networkidle waits 500 ms after a full load; this waits 150 ms and
 * works for the app's own navigations too).
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const finished = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    await expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 150, { intervals: [50], timeout: 20_000 }).toBe(true);
  };
}

/**
 * Opens each path and collects what a user (or a developer's console) would notice is wrong. The first path loads
 * the page; the others are reached the way the menu reaches them, through the router (a history entry and a
 * popstate), which is what people do and five times faster than reloading the whole app for each screen.
 */
async function visitAll(page: Page, locale: Locale, pathsToVisit: string[]) {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MISSING_KEY_WARNING)) problems.push(`${current}: ${text}`);
    else if (message.type() === 'error') problems.push(`${current}: console error ${text}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${current}: ${response.status()} from ${response.url()}`);
  });
  const quiet = trackRequests(page);
  for (const [index, path] of pathsToVisit.entries()) {
    current = path;
    const url = `/${locale}/${path}`;
    if (index === 0) await page.goto(url);
    else {
      await page.evaluate((next) => {
        // The entry React Router itself would write (its index and a key), so that it treats this like its own.
        const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
        window.history.pushState(state, '', next);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      }, url);
    }
    await quiet();
    expect(new URL(page.url()).pathname, `${path} opened`).toBe(url.split('?')[0]);
    await expect(page.getByRole('heading', { level: 1 }).first(), `${path} has a heading`).toBeVisible();
  }
  expect(problems).toEqual([]);
}

for (const locale of LOCALES) {
  test(`every back-office screen opens in ${locale} for an admin, fully translated`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await acceptCookies(context);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    const companyId = await firstId(page, '/api/companies?perPage=1');
    const userId = await firstId(page, '/api/users?perPage=1');
    const contactId = await firstId(page, '/api/companies/contacts?perPage=1');
    const modelId = await firstId(page, '/api/catalog/bikes?perPage=1');
    const accessoryId = await firstId(page, '/api/catalog/accessories?perPage=1');
    const bikeId = await firstId(page, '/api/stock/bikes?perPage=1');
    const usedBikeId = await firstId(page, '/api/used-bikes?perPage=1');
    const externalBikeId = await firstId(page, '/api/external-bikes?perPage=1');
    const ticketId = await firstId(page, '/api/checkout/tickets?perPage=1');
    const requestId = await firstId(page, '/api/requests?perPage=1');
    const offerId = await firstId(page, '/api/offers?perPage=1&status=signed');
    const orderId = await firstId(page, '/api/orders?perPage=1');
    const leadId = await firstId(page, '/api/leads?perPage=1');
    const groupedOrderId = await firstId(page, '/api/grouped-orders?perPage=1&status=ordered');
    const groupedLineId = ((await (await page.request.get(`/api/grouped-orders/${groupedOrderId}`)).json()) as { lines: { id: number }[] }).lines[0]!.id;

    const screens = [
      'dashboard',
      'dashboard/user-settings',
      'dashboard/users',
      'dashboard/users/create',
      `dashboard/users/${userId}`,
      `dashboard/fleet/quiz?companyId=${companyId}`,
      'dashboard/companies/list',
      'dashboard/client/create',
      `dashboard/companies/${companyId}`,
      ...['contacts', 'users', 'documents', 'conditions', 'history'].map((tab) => `dashboard/companies/${companyId}?tab=${tab}`),
      `dashboard/companies/${companyId}/process`,
      `dashboard/companies/document/${companyId}/create`,
      'dashboard/companies/contacts',
      `dashboard/companies/contacts/${companyId}/create`,
      `dashboard/companies/contacts/${contactId}/details`,
      `dashboard/companies/conditions/${companyId}`,
      `dashboard/companies/conditions/${companyId}/cafeteria-details`,
      'dashboard/bikes-catalog/list',
      'dashboard/bikes-catalog/create',
      `dashboard/bikes-catalog/${modelId}/details`,
      'dashboard/bikes-catalog/not-available',
      'dashboard/bikes-catalog/cafeteria/list',
      'dashboard/bikes-catalog/scrapping/list',
      'dashboard/bikes-catalog/scrapping/cube',
      'dashboard/bikes-catalog/scrapping/moustache',
      'dashboard/technical-characteristics',
      'dashboard/accessories-catalog/list',
      'dashboard/accessories-catalog/create',
      `dashboard/accessories-catalog/${accessoryId}`,
      `dashboard/accessories-catalog/${accessoryId}/merge`,
      'dashboard/bikes-stock/list',
      'dashboard/bikes-stock/create',
      `dashboard/bikes-stock/${bikeId}`,
      'dashboard/bikes-stock/bikes/list/insurance',
      'dashboard/stock-encode',
      'dashboard/accessories-stock/list',
      'dashboard/inventory/list',
      'dashboard/requests',
      'dashboard/jobs',
      `dashboard/requests/${requestId}`,
      'dashboard/shop/schedule',
      'dashboard/occasion/list',
      'dashboard/occasion/create',
      `dashboard/occasion/${usedBikeId}`,
      'dashboard/occasion/rachat-vente',
      'dashboard/cyclesoftware-migration',
      'dashboard/external-bikes/list',
      'dashboard/external-bikes/create',
      `dashboard/external-bikes/${externalBikeId}`,
      'dashboard/offers/list',
      'dashboard/offers/create',
      `dashboard/offers/${offerId}`,
      `dashboard/offers/${offerId}?tab=history`,
      'dashboard/orders/list',
      `dashboard/orders/${orderId}`,
      'dashboard/offers/interested',
      'dashboard/interested/create',
      `dashboard/interested/${leadId}`,
      `dashboard/interested/${leadId}?tab=notes`,
      `dashboard/interested/${leadId}?tab=history`,
      'dashboard/grouped-orders/list',
      'dashboard/grouped-orders/create',
      `dashboard/grouped-orders/${groupedOrderId}`,
      `dashboard/grouped-orders/${groupedOrderId}/receive`,
      ...['add-bike', 'add-accessory', 'add-boxe', 'add-other-accessory', 'add-service'].map((segment) => `dashboard/grouped-orders/${groupedOrderId}/${segment}`),
      `dashboard/grouped-orders/${groupedOrderId}/bike/${groupedLineId}`,
      'dashboard/grouped-orders/bike-orders/list',
      'dashboard/grouped-orders/accessories-orders/list',
      'dashboard/checkout',
      'dashboard/checkout/tickets',
      `dashboard/checkout/tickets/${ticketId}`,
    ];
    await visitAll(page, locale, screens);
  });

  test(`every fleet-manager screen opens in ${locale}, fully translated`, async ({ page, context }) => {
    await acceptCookies(context);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'fleet@acme.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = (await (await page.request.get('/api/auth/check')).json()) as { user: { company: { id: number } } };
    const companyId = me.user.company.id;
    const offerId = await firstId(page, '/api/offers?perPage=1');
    const orderId = await firstId(page, '/api/orders?perPage=1&group=to_validate');
    const reservationId = await firstId(page, '/api/reservations?perPage=1');
    await visitAll(page, locale, [
      'dashboard',
      'dashboard/users',
      'dashboard/users/create',
      'dashboard/fleet/quiz',
      `dashboard/fleet/conditions/${companyId}`,
      `dashboard/fleet/conditions/${companyId}/cafeteria-details`,
      'dashboard/external-bikes/list',
      'dashboard/fleet/offers/list',
      `dashboard/fleet/offers/${offerId}`,
      'dashboard/fleet/orders/list?group=to_validate',
      `dashboard/fleet/orders/${orderId}`,
      'dashboard/reservations/list',
      `dashboard/reservations/${reservationId}`,
      'dashboard/reservations/create',
      'dashboard/reservations/mine',
    ]);
  });

  test(`every screen of a company employee opens in ${locale}, fully translated`, async ({ page, context }) => {
    await acceptCookies(context);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'employee@acme.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const offerId = await firstId(page, '/api/offers?perPage=1&status=in_progress');
    const orderId = await firstId(page, '/api/orders?perPage=1');
    const reservation = ((await (await page.request.get('/api/reservations?perPage=1')).json()) as { data: { code: string }[] }).data[0]!;
    await visitAll(page, locale, [
      'dashboard/my-offers/list',
      `dashboard/my-offers/${offerId}`,
      'dashboard/fleet/orders/user/list',
      'dashboard/net-cost',
      `dashboard/fleet/orders/user/${orderId}`,
      'dashboard/reservations/create',
      'dashboard/reservations/mine',
      `dashboard/reservations/${reservation.code}/confirmation`,
    ]);
  });

  test(`every public page opens in ${locale}, fully translated`, async ({ page, context }) => {
    await acceptCookies(context);
    const bikes = (await (await page.request.get('/api/public/catalog/bikes?perPage=1')).json()) as List;
    const accessories = (await (await page.request.get('/api/public/catalog/accessories?perPage=1')).json()) as List;
    const usedBikes = (await (await page.request.get('/api/public/used-bikes?perPage=1')).json()) as List;
    await visitAll(page, locale, [
      'home',
      'bikes',
      `bikes/${bikes.data[0]!.slug}`,
      'accessories',
      `accessories/${accessories.data[0]!.slug}`,
      'used-bikes',
      `used-bikes/${usedBikes.data[0]!.id}`,
      'rentals',
      'trade-in',
      'contact',
      'leasing-request',
      'test-ride',
      'new-access',
      'forgot-password',
      '',
    ]);
  });
}
