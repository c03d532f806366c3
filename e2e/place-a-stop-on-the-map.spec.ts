import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin } from './support/app';
import { tr } from './support/i18n';
import { openStoreToday } from './support/open-store';

// Decision 035: an address nobody can geocode is placed by hand on the tour map — a click, then a drag.

const locale = 'fr';
const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `tours:${key}`, vars);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
type Stop = { id: number; lat: number | null; lng: number | null };

/** Puts Liège's schedule back when the spec opened it for today (decision 098). */
let restoreSchedule: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreSchedule?.();
  restoreSchedule = null;
});

async function firstStop(page: Page, tourId: number): Promise<Stop> {
  return (await (await page.request.get(`/api/tours/${tourId}`)).json()).stops[0];
}

test('an admin places a stop the geocoder does not know by clicking the map, then moves it by dragging', async ({ page, context }) => {
  await acceptCookies(context);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A visit at an address no tour has placed yet, on a new tour of Marc's (set up through the API, as the web does).
  const requests = await (await page.request.get('/api/maintenance-requests?perPage=50')).json();
  const demo = requests.data.find((r: { bike: { kind: string }; customer: unknown }) => r.bike.kind === 'stock' && r.customer);
  const made = await apiSend(page.request, 'POST', '/api/maintenance-requests', {
    bikeId: demo.bike.id,
    userId: demo.customer.id,
    problem: 'Sonnette cassée',
    location: 'other',
    address: `Impasse des Tests ${Date.now()}, 4000 Liège`,
    replacementBike: false,
  });
  expect(made.status()).toBe(201);
  const mechanics = await (await page.request.get('/api/users?permission=bikeMechanic&perPage=100')).json();
  const marc = mechanics.data.find((u: { firstname: string }) => u.firstname === 'Marc');
  restoreSchedule = await openStoreToday(page.request, 1); // a tour leaves on a day its store is open
  const tour = await (await apiSend(page.request, 'POST', '/api/tours', { date: today, mechanicId: marc.id, storeId: 1 })).json();
  expect(
    (await apiSend(page.request, 'POST', `/api/tours/${tour.id}/stops`, { maintenanceRequestId: (await made.json()).id })).status(),
  ).toBe(201);
  expect(await firstStop(page, tour.id)).toMatchObject({ lat: null, lng: null });

  await page.goto(`/${locale}/dashboard/entretiens/tour/${tour.id}`);
  await expect(page.getByText(t('notPlaced'))).toBeVisible();
  await page.getByRole('button', { name: t('changes.placeOnMap', { position: 1 }) }).click();
  await expect(page.getByRole('status').filter({ hasText: t('changes.placingHint', { position: 1 }) })).toBeVisible();
  await expectAccessible(page, 'placing a stop');
  const map = page.getByTestId('tour-map');
  await expect(map.locator('.leaflet-map-pane')).toHaveCount(1);
  await map.click({ position: { x: 200, y: 120 } });
  await expect(page.getByText(t('notPlaced'))).toHaveCount(0);
  const placed = await firstStop(page, tour.id);
  // Near the Liège store the map was centred on.
  expect(Math.abs(placed.lat! - 50.64)).toBeLessThan(0.05);
  expect(Math.abs(placed.lng! - 5.57)).toBeLessThan(0.1);

  // Dragged 80 pixels to the right: further east, same latitude or so.
  const marker = map.locator('.tour-map-stop');
  await expect(marker).toHaveText('1');
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await firstStop(page, tour.id)).lng).toBeGreaterThan(placed.lng!);
  expect(Math.abs((await firstStop(page, tour.id)).lat! - placed.lat!)).toBeLessThan(0.005);

  // Leave the demo as it was.
  expect((await apiSend(page.request, 'POST', `/api/tours/${tour.id}/cancel`)).status()).toBe(200);
});
