import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  JobLines,
  MaintenanceRequestDetail,
  MaintenanceTourVisit,
  stockLocationCurrentSchema,
  TourDetail,
  tourMapTilesSchema,
  TourStop,
} from '@veloport/domain';

// Decision 035: a request shows its tour, the workshop sets the job's duration, a price-list line reads in the
// page's language, the admin takes a visit off a tour or cancels it.

const at = '2026-01-05T10:00:00.000Z';
const request = {
  id: 7,
  bike: { kind: 'stock', id: 3, label: 'Riese Nevo', frameNumber: 'WAV123' },
  customer: { id: 5, name: 'Emile Employé' },
  company: { id: 2, name: 'Acme' },
  problem: 'Rear brake rubs',
  mileageKm: null,
  maxBudgetCents: null,
  location: 'other',
  address: 'Quai de Rome 25, 4000 Liège',
  replacementBike: false,
  replacementDays: null,
  desiredDate: null,
  store: { id: 1, name: 'Liège' },
  estimatedMinutes: 60,
  fees: { replacementBikeCents: 0, addressFeeCents: 2500 },
  step: null,
  filter: 'automatically_scheduled',
  priority: false,
  scheduledAt: '2026-01-12T09:00:00.000Z',
  createdAt: at,
  updatedAt: at,
  steps: [],
  nextSteps: ['reception'],
  proposals: [],
  history: [],
  can: { answer: false, manage: false },
  photos: [],
} satisfies MaintenanceRequestDetail;
const visit = {
  tourId: 5,
  date: '2026-01-12',
  status: 'confirmed',
  mechanic: { id: 9, name: 'Marc Mécano' },
  store: { id: 1, name: 'Liège' },
  from: '10:00',
  to: '12:00',
  plannedArrival: '10:20',
  stopStatus: 'to_do',
} satisfies MaintenanceTourVisit;
const lines = {
  lines: [
    {
      id: 1,
      kind: 'service',
      servicePriceId: 4,
      accessoryId: null,
      partId: null,
      description: 'Remplacement rayon',
      descriptions: { fr: 'Remplacement rayon', nl: 'Spaak vervangen', en: 'Spoke replacement' },
      quantity: 1,
      unitPriceCents: 1590,
      priceIncludesVat: true,
      vatRate: 6,
      amountCents: 1590,
      createdBy: null,
      createdAt: at,
    },
  ],
  totals: { byRate: [{ rate: 6, netCents: 1500, vatCents: 90, grossCents: 1590 }], netCents: 1500, vatCents: 90, grossCents: 1590 },
  quote: { totalInclVatCents: 1590, maxBudgetCents: null, exceedsBudget: false, acceptedAt: null, acceptedBy: null, acceptedCents: null },
} satisfies Omit<JobLines, 'can'>;
const stop = (id: number, position: number, over: Partial<TourStop> = {}) =>
  ({
    id,
    position,
    maintenanceRequestId: 100 + id,
    customer: { id: 5, name: 'Emile Employé' },
    contact: { phone: '+32475123456', email: 'emile@acme.test' },
    company: null,
    bikeLabel: 'Riese Nevo',
    frameNumber: `WAV${id}`,
    problem: 'Rear brake rubs',
    address: `Quai de Rome ${id}, 4000 Liège`,
    lat: 50.63,
    lng: 5.57,
    windowStart: null,
    windowEnd: null,
    durationMinutes: 45,
    plannedArrival: null,
    status: 'to_do',
    doneAt: null,
    doneBy: null,
    ...over,
  }) satisfies TourStop;
const tour = {
  id: 5,
  date: '2026-01-12',
  mechanic: { id: 9, name: 'Marc Mécano' },
  store: { id: 1, name: 'Liège' },
  vanLabel: null,
  status: 'draft',
  stopCount: 2,
  doneCount: 0,
  distanceMeters: null,
  durationMinutes: null,
  before: null,
  createdAt: at,
  updatedAt: at,
  depot: { lat: 50.64, lng: 5.57, address: 'Boulevard d’Avroy 50, 4000 Liège' },
  stops: [stop(1, 1), stop(2, 2, { lat: null, lng: null })],
  fallback: null,
  can: { edit: true, optimise: true, confirm: true, markDone: false, cancel: true, removeStop: true },
} satisfies TourDetail;

const API: Record<string, unknown> = {
  '/api/maintenance-requests/7/tour-visit': { visit },
  '/api/maintenance-requests/7/lines': { ...lines, can: { edit: false, accept: false } } satisfies JobLines,
  '/api/tours/5': tour,
  '/api/tours/map-tiles': {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  } satisfies Infer<typeof tourMapTilesSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};
const employee = makeUser({ language: 'nl', firstname: 'Emile', lastname: 'Employé', permission: [] });
const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', isAdmin: true, permission: ['admin'] });

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    if (call.path === '/api/maintenance-requests/7')
      return json(200, { ...request, can: { answer: false, manage: user === admin } } satisfies MaintenanceRequestDetail);
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('a request shows its tour', { timeout: 30_000 }, () => {
  it("the customer reads the day, the mechanic and their window, and the service in the page's language", async () => {
    signedIn(employee);
    renderApp('/nl/dashboard/maintenance/7');
    const section = await screen.findByRole('region', { name: 'Herstelronde' }, { timeout: 10_000 });
    expect(within(section).getByText('12/01/2026')).toBeTruthy();
    expect(within(section).getByText('Marc Mécano')).toBeTruthy();
    expect(within(section).getByText('10:00 – 12:00')).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
    // Added in French by the workshop, read in Dutch.
    expect(await screen.findByText('Spaak vervangen')).toBeTruthy();
    expect(screen.queryByText('Remplacement rayon')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the workshop gets a link to the tour and saves the estimated duration', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/maintenance-requests/7/estimate'
        ? json(200, { ...request, estimatedMinutes: 90, can: { answer: false, manage: true } } satisfies MaintenanceRequestDetail)
        : undefined,
    );
    renderApp('/en/dashboard/entretiens/7/details');
    const section = await screen.findByRole('region', { name: 'Repair tour' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: 'Open the tour' }).getAttribute('href')).toBe('/en/dashboard/entretiens/tour/5');
    const minutes = screen.getByRole('textbox', { name: 'Estimated duration (minutes)' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save the duration' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/maintenance-requests/7/estimate')?.body).toEqual({
        estimatedMinutes: 90,
      }),
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('says nothing of a tour when the request is on none', async () => {
    signedIn(employee, (call) => (call.path === '/api/maintenance-requests/7/tour-visit' ? json(200, { visit: null }) : undefined));
    renderApp('/en/dashboard/maintenance/7');
    await screen.findByRole('heading', { level: 1, name: 'Maintenance no. 7' }, { timeout: 10_000 });
    await screen.findByText('Spoke replacement');
    expect(screen.queryByRole('region', { name: 'Repair tour' })).toBeNull();
  });
});

describe("changing a tour's stops", { timeout: 30_000 }, () => {
  it('takes a visit off the tour after asking, and cancels the tour', async () => {
    const calls = signedIn(admin, (call) => {
      if (call.method === 'DELETE' && call.path === '/api/tours/5/stops/1')
        return json(200, { ...tour, stops: [tour.stops[1]!], stopCount: 1 } satisfies TourDetail);
      if (call.method === 'POST' && call.path === '/api/tours/5/cancel')
        return json(200, {
          ...tour,
          status: 'cancelled',
          can: { ...tour.can, edit: false, optimise: false, confirm: false, cancel: false, removeStop: false },
        } satisfies TourDetail);
      return undefined;
    });
    renderApp('/en/dashboard/entretiens/tour/5');
    await screen.findByRole('heading', { level: 1, name: 'Tour of 12/01/2026' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Place stop 2 on the map' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove stop 1 from the tour' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove this visit from the tour?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/tours/5/stops/1')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the tour' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this tour?' });
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel the tour' }));
    await screen.findByText('Cancelled');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/tours/5/cancel')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel the tour' })).toBeNull();
  });

  it('places a stop by clicking the map: asks where, then says so', async () => {
    signedIn(admin);
    renderApp('/en/dashboard/entretiens/tour/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Place stop 2 on the map' }, { timeout: 10_000 }));
    expect(screen.getByRole('status').textContent).toContain('Click on the map where stop 2 is.');
    await userEvent.click(screen.getByRole('button', { name: 'Stop placing' }));
    expect(screen.queryByText('Click on the map where stop 2 is.')).toBeNull();
  });
});
