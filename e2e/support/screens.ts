/**
 * The screens of the portal, per role, and a walk through them (`e2e/every-screen.spec.ts` in every language,
 * `e2e/every-screen-on-a-phone.mobile.spec.ts` on a phone). A new screen's path goes in the list of its role here.
 */
import type { BrowserContext } from '@playwright/test';
import type { Locale } from '@veloport/domain';
import { expect, type Page } from './test';
import { DEMO_PASSWORD, acceptCookies, submitLogin } from './app';

const MISSING_KEY_WARNING = '[i18n] missing translation';

/**
 * A resource of another site that did not load (the tours map's OpenStreetMap tiles): CI has no internet, and what
 * is checked here is our own pages. Our own resources failing still count.
 */
function isOffsiteResource(page: Page, url: string | undefined, text: string) {
  return text.startsWith('Failed to load resource') && Boolean(url) && !url!.startsWith(new URL(page.url()).origin);
}

type List = { data: { id: number; slug?: string }[] };

async function firstId(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const body = (await response.json()) as List;
  expect(body.data.length, `${url} has demo data`).toBeGreaterThan(0);
  return body.data[0]!.id;
}

/** The first record of a list that may be empty (the bills of a demo made before they had any): its id, or null. */
async function firstIdIfAny(page: Page, url: string): Promise<number | null> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as List).data[0]?.id ?? null;
}

/** The bills' screens (issue 14): the list, and one bill when there is one. */
async function billScreens(page: Page, list: string, detail: (id: number) => string, extra: string[] = []): Promise<string[]> {
  const billId = await firstIdIfAny(page, '/api/bills?perPage=1');
  return [list, ...extra, ...(billId === null ? [] : [detail(billId), `${detail(billId)}?tab=history`])];
}

/** Insurance follow-ups (decision 051): the list with the renewals due, and one follow-up with its history and documents. */
async function insuranceScreens(page: Page, extra: string[] = []): Promise<string[]> {
  const id = await firstIdIfAny(page, '/api/insurance-follow-ups?perPage=1');
  const detail = `dashboard/bills/insurance-follow-ups/${id}`;
  return [
    'dashboard/bills/insurance-follow-ups/list',
    ...extra,
    ...(id === null ? [] : [detail, `${detail}?tab=history`, `${detail}?tab=documents`]),
  ];
}

/** The admin's external financing (decision 051) and insurance follow-ups. */
async function financingScreens(page: Page): Promise<string[]> {
  const id = await firstIdIfAny(page, '/api/external-financing?perPage=1');
  return [
    'dashboard/bills/external-financing-bikes',
    'dashboard/bills/external-financing-bikes/create',
    ...(id === null ? [] : [`dashboard/bills/external-financing-bikes/${id}`]),
    ...(await insuranceScreens(page, ['dashboard/bills/insurance-follow-ups/create'])),
  ];
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
export async function visitAll(page: Page, locale: Locale, pathsToVisit: string[], check?: (path: string) => Promise<void>) {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MISSING_KEY_WARNING)) problems.push(`${current}: ${text}`);
    else if (message.type() === 'error' && !isOffsiteResource(page, message.location().url, text))
      problems.push(`${current}: console error ${text}`);
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
        const state = {
          usr: null,
          key: Math.random().toString(36).slice(2, 10),
          idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1,
        };
        window.history.pushState(state, '', next);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      }, url);
    }
    await quiet();
    expect(new URL(page.url()).pathname, `${path} opened`).toBe(url.split('?')[0]);
    await expect(page.getByRole('heading', { level: 1 }).first(), `${path} has a heading`).toBeVisible();
    if (check) await check(path);
  }
  expect(problems).toEqual([]);
}

/** Signs a demo account in, in that language, and lands on its dashboard. */
export async function signInAs(page: Page, context: BrowserContext, locale: Locale, email: string) {
  await acceptCookies(context);
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Every back-office screen an admin reaches, with a demo record for each detail page. */
export async function adminScreens(page: Page): Promise<string[]> {
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
  const maintenanceId = await firstId(page, '/api/maintenance-requests?perPage=1');
  const tourId = await firstId(page, '/api/tours?perPage=1&status=draft');
  const leadId = await firstId(page, '/api/leads?perPage=1');
  const questionnaireId = await firstId(page, '/api/questionnaires?perPage=1');
  const groupedOrderId = await firstId(page, '/api/grouped-orders?perPage=1&status=ordered');
  const groupedLineId = ((await (await page.request.get(`/api/grouped-orders/${groupedOrderId}`)).json()) as { lines: { id: number }[] })
    .lines[0]!.id;

  return [
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
    'dashboard/fleet/bikes/list',
    `dashboard/fleet/bikes/${bikeId}`,
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
    'dashboard/offers/list/offer_details',
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
    'dashboard/company-questionnaires',
    'dashboard/company-questionnaires/create',
    `dashboard/company-questionnaires/${questionnaireId}/edit`,
    `dashboard/company-questionnaires/${questionnaireId}/responses`,
    'dashboard/grouped-orders/list',
    'dashboard/grouped-orders/create',
    `dashboard/grouped-orders/${groupedOrderId}`,
    `dashboard/grouped-orders/${groupedOrderId}/receive`,
    ...['add-bike', 'add-accessory', 'add-boxe', 'add-other-accessory', 'add-service'].map(
      (segment) => `dashboard/grouped-orders/${groupedOrderId}/${segment}`,
    ),
    `dashboard/grouped-orders/${groupedOrderId}/bike/${groupedLineId}`,
    'dashboard/grouped-orders/bike-orders/list',
    'dashboard/grouped-orders/accessories-orders/list',
    'dashboard/checkout',
    'dashboard/checkout/tickets',
    `dashboard/checkout/tickets/${ticketId}`,
    'dashboard/reservations/list',
    `dashboard/reservations/${await firstId(page, '/api/reservations?perPage=1')}`,
    'dashboard/fleet/calendar',
    'dashboard/bike-rentals',
    'dashboard/bike-rentals/create',
    `dashboard/bike-rentals/${await firstId(page, '/api/bike-rentals?perPage=1&late=true')}`,
    `dashboard/bike-rentals/create?request=${await firstId(page, '/api/bike-rentals/requests')}`,
    'dashboard/boxes/list',
    `dashboard/boxes/${await firstId(page, '/api/boxes?perPage=1')}`,
    'dashboard/boxes/statistics',
    'dashboard/boxes/create',
    'dashboard/fleet/usage-statistics',
    'dashboard/reservations/assistance',
    `dashboard/reservations/assistance/${await firstId(page, '/api/assistance-reports?perPage=1')}`,
    'dashboard/fleet/shared-bikes',
    'dashboard/reservations/create',
    `dashboard/reservations/${((await (await page.request.get('/api/reservations?perPage=1')).json()) as { data: { code: string }[] }).data[0]!.code}/confirmation`,
    'dashboard/entretiens/list',
    'dashboard/entretiens/pending-validation',
    'dashboard/entretiens/create',
    'dashboard/priority-requests',
    `dashboard/entretiens/${maintenanceId}/details`,
    'dashboard/entretiens/service-pricing-management',
    'dashboard/entretiens/service-pricing',
    `dashboard/entretiens/service-pricing/${await firstId(page, '/api/service-prices?perPage=1')}`,
    'dashboard/entretiens/capacity',
    'dashboard/entretiens/tours/list',
    'dashboard/entretiens/tours/map',
    `dashboard/entretiens/tour/${tourId}`,
    `dashboard/entretiens/tour/${tourId}/add-stop`,
    'dashboard/entretiens/list/to-propose-for-tour',
    'dashboard/entretiens/list/to-confirm-for-tour',
    ...(await billScreens(page, 'dashboard/bills/list', (id) => `dashboard/bills/${id}`, [
      'dashboard/bills/create',
      'dashboard/bills/to-send',
    ])),
    ...(await financingScreens(page)),
    'dashboard/bills/sepa',
    'dashboard/bills/sepa?tab=batches',
    'dashboard/bills/sepa/create',
    'dashboard/bills/sepa/create?tab=batch',
    'dashboard/bills/bank-statements',
    ...(await billingScreens(page)),
    ...(await booksScreens(page)),
    'dashboard/faq',
    'dashboard/faq/admin',
    'dashboard/blog',
    'dashboard/blog/create',
    'dashboard/blog/bien-choisir-son-velo-electrique/details',
    'dashboard/blog/bien-choisir-son-velo-electrique/edit',
    ...(await eventScreens(page, true)),
  ];
}

/** The books (decision 086), at the specification's `horusApis/…` addresses: the menu's entries and a daybook and a purchase. */
async function booksScreens(page: Page): Promise<string[]> {
  const daybooks = (await (await page.request.get('/api/accounting/daybooks')).json()) as List;
  const purchaseId = await firstIdIfAny(page, '/api/purchases?perPage=1');
  return [
    'dashboard/horusApis/daybooks',
    `dashboard/horusApis/daybooks/${daybooks.data[0]!.id}`,
    'dashboard/horusApis/sales',
    'dashboard/horusApis/purchases',
    ...(purchaseId ? [`dashboard/horusApis/purchases/${purchaseId}`] : []),
    'dashboard/horusApis/supplier-payments',
    'dashboard/horusApis/supplier-payments/create',
    'dashboard/horusApis/pending-client-payments',
    'dashboard/horusApis/pending-supplier-payments',
    'dashboard/horusApis/documents',
    'dashboard/horusApis/settings',
  ];
}

/** The rest of billing (issue 14): sources to bill, bikes on bills, leasing, SEPA files and mandates, refunds, gift cards, promo codes, delivery. */
async function billingScreens(page: Page): Promise<string[]> {
  const first = (url: string) => firstIdIfAny(page, url);
  const [billId, contractId, sepaBatchId, mandateId, refundBatchId, giftCardId, promoCodeId, loanId] = await Promise.all([
    first('/api/bills?perPage=1'),
    first('/api/leasing/contracts?perPage=1'),
    first('/api/sepa/batches?perPage=1'),
    first('/api/sepa/mandates?perPage=1'),
    first('/api/refunds/batches?perPage=1'),
    first('/api/gift-cards?perPage=1'),
    first('/api/promo-codes?perPage=1'),
    first('/api/loans?perPage=1'),
  ]);
  const when = (id: number | null, path: (id: number) => string) => (id === null ? [] : [path(id)]);
  return [
    'dashboard/bills/entretiens-to-bill',
    'dashboard/bills/tickets-to-bill',
    'dashboard/bills/rentals-to-bill',
    'dashboard/bills/to-create',
    'dashboard/bills/bikes-link',
    'dashboard/bills/bikes-to-link',
    ...when(billId, (id) => `dashboard/bills/bills-bikes-link/${id}/update`),
    'dashboard/bills/leasing-end',
    'dashboard/bills/leasing-end/create',
    ...when(contractId, (id) => `dashboard/bills/leasing-end/${id}`),
    'dashboard/bills/leasing-runs',
    ...when(sepaBatchId, (id) => `dashboard/bills/sepa/batches/${id}`),
    ...when(mandateId, (id) => `dashboard/bills/sepa/mandates/${id}`),
    'dashboard/bills/refunds',
    ...when(refundBatchId, (id) => `dashboard/bills/refunds/batches/${id}`),
    'dashboard/bills/gift-cards',
    ...when(giftCardId, (id) => `dashboard/bills/gift-cards/${id}`),
    'dashboard/stripe/promocodes',
    'dashboard/stripe/promocodes/create',
    ...when(promoCodeId, (id) => `dashboard/stripe/promocodes/${id}`),
    'dashboard/stripe/delivery-settings',
    // The fleet's finance (decision 087).
    'dashboard/triodos/loans',
    'dashboard/triodos/loans/new',
    ...when(loanId, (id) => `dashboard/triodos/loans/${id}`),
    'dashboard/accounting/depreciation/overview',
    // Expense reports (decision 088).
    'dashboard/my-expenses',
    'dashboard/expense-reports',
    // Insight (issue 30): statistics, forecast and the operations monitor (decisions 090–092).
    'dashboard/statistics/sales',
    'dashboard/statistics/margin',
    'dashboard/statistics/repair',
    'dashboard/statistics/forecast',
    'dashboard/monitoring',
  ];
}

/** The cycling events' screens (decision 057): the list and the demo challenge; its teams and games for organisers. */
async function eventScreens(page: Page, organiser: boolean): Promise<string[]> {
  const id = await firstId(page, '/api/events?perPage=1&q=Bike%20to%20Work');
  return [
    'dashboard/events',
    `dashboard/events/${id}`,
    ...(organiser ? [`dashboard/events/${id}/teams`, `dashboard/events/${id}/games`] : []),
  ];
}

/** Every screen of Acme's fleet manager. */
export async function fleetManagerScreens(page: Page): Promise<string[]> {
  const me = (await (await page.request.get('/api/auth/check')).json()) as { user: { company: { id: number } } };
  const companyId = me.user.company.id;
  const offerId = await firstId(page, '/api/offers?perPage=1');
  const orderId = await firstId(page, '/api/orders?perPage=1&group=to_validate');
  const fleetBikeId = await firstId(page, '/api/fleet/bikes?perPage=1');
  return [
    'dashboard/fleet/bikes/list',
    `dashboard/fleet/bikes/${fleetBikeId}`,
    'dashboard',
    'dashboard/users',
    'dashboard/users/create',
    'dashboard/fleet/quiz',
    'dashboard/fleet/calendar',
    'dashboard/bike-rentals',
    `dashboard/bike-rentals/${await firstId(page, '/api/bike-rentals?perPage=1')}`,
    'dashboard/fleet/shared-bikes',
    `dashboard/fleet/conditions/${companyId}`,
    `dashboard/fleet/conditions/${companyId}/cafeteria-details`,
    'dashboard/external-bikes/list',
    'dashboard/fleet/offers/list',
    `dashboard/fleet/offers/${offerId}`,
    'dashboard/fleet/orders/list?group=to_validate',
    `dashboard/fleet/orders/${orderId}`,
    'dashboard/reservations/list',
    `dashboard/reservations/${await firstId(page, '/api/reservations?perPage=1')}`,
    'dashboard/reservations/create',
    'dashboard/reservations/mine',
    'dashboard/boxes/list',
    `dashboard/boxes/${await firstId(page, '/api/boxes?perPage=1')}`,
    'dashboard/reservations/statistics',
    'dashboard/fleet/usage-statistics',
    'dashboard/reservations/assistance',
    `dashboard/reservations/assistance/${await firstId(page, '/api/assistance-reports?perPage=1')}`,
    'dashboard/fleet/entretiens/list',
    'dashboard/fleet/entretiens/list/waiting_answer',
    `dashboard/fleet/entretiens/${await firstId(page, '/api/maintenance-requests?perPage=1')}`,
    ...(await billScreens(page, 'dashboard/fleet/bills/list', (id) => `dashboard/bills/${id}`)),
    ...(await eventScreens(page, true)),
    ...(await insuranceScreens(page)),
  ];
}

/** Every screen of the workshop's mechanic, the day's tour among them. */
export async function mechanicScreens(page: Page): Promise<string[]> {
  return [
    'dashboard',
    'dashboard/entretiens/my-tour',
    'dashboard/entretiens/list',
    `dashboard/entretiens/${await firstId(page, '/api/maintenance-requests?perPage=1')}/details`,
    'dashboard/fleet/bikes/list',
    `dashboard/fleet/bikes/${await firstId(page, '/api/fleet/bikes?perPage=1')}`,
    'dashboard/entretiens/service-pricing-management',
    'dashboard/entretiens/capacity',
    'dashboard/inventory/list',
    'dashboard/boxes/list',
    `dashboard/boxes/${await firstId(page, '/api/boxes?perPage=1')}`,
    'dashboard/reservations/assistance',
    `dashboard/reservations/assistance/${await firstId(page, '/api/assistance-reports?perPage=1')}`,
    'dashboard/reservations/create',
    'dashboard/my-expenses',
  ];
}

/** Every screen of an Acme employee (offers to sign, orders, the net-cost simulator). */
export async function employeeScreens(page: Page): Promise<string[]> {
  const offerId = await firstId(page, '/api/offers?perPage=1&status=in_progress');
  const orderId = await firstId(page, '/api/orders?perPage=1');
  const maintenanceId = await firstId(page, '/api/maintenance-requests?perPage=1');
  return [
    'dashboard/my-offers/list',
    `dashboard/my-offers/${offerId}`,
    'dashboard/fleet/orders/user/list',
    'dashboard/net-cost',
    `dashboard/fleet/orders/user/${orderId}`,
    'dashboard/maintenance',
    'dashboard/maintenance/new',
    `dashboard/maintenance/${maintenanceId}`,
    'dashboard/reservations/create',
    'dashboard/reservations/mine',
    `dashboard/reservations/${((await (await page.request.get('/api/reservations?perPage=1')).json()) as { data: { code: string }[] }).data[0]!.code}/confirmation`,
    'dashboard/reservations/statistics',
    'dashboard/reservations/assistance',
    `dashboard/reservations/assistance/create?reservationId=${await firstId(page, '/api/reservations?perPage=1&group=finished')}`,
    `dashboard/reservations/assistance/${await firstId(page, '/api/assistance-reports?perPage=1')}`,
    ...(await billScreens(page, 'dashboard/bills/mine', (id) => `dashboard/bills/mine/${id}`)),
    'dashboard/faq',
    'dashboard/ranking',
    'dashboard/my-bikes',
    ...(await eventScreens(page, false)),
  ];
}

/** Every public page, with a demo record for each detail page. */
export async function publicPages(page: Page): Promise<string[]> {
  const bikes = (await (await page.request.get('/api/public/catalog/bikes?perPage=1')).json()) as List;
  const accessories = (await (await page.request.get('/api/public/catalog/accessories?perPage=1')).json()) as List;
  const usedBikes = (await (await page.request.get('/api/public/used-bikes?perPage=1')).json()) as List;
  return [
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
    // The demo's active company questionnaire (decision 054).
    'questionnaire/acme-bike-day',
    'faq',
    'blog',
    'blog/bien-choisir-son-velo-electrique',
    'new-access',
    'forgot-password',
    '',
  ];
}
