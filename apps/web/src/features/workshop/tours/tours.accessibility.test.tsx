import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  ListOf,
  myToursSchema,
  stockLocationCurrentSchema,
  Tour,
  TourDetail,
  tourMapTilesSchema,
  TourOptimised,
  TourRequest,
  TourStop,
  tourStoresSchema,
  UserListItem,
} from '@veloport/domain';

// Repair tours (decision 032) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const stop = (id: number, position: number, over: Partial<TourStop> = {}) =>
  ({
    id,
    position,
    maintenanceRequestId: 100 + id,
    customer: { id: 5, name: 'Emile Employé' },
    contact: { phone: '+32475123456', email: 'emile@acme.test' },
    company: { id: 2, name: 'Acme' },
    bikeLabel: 'Riese Nevo',
    frameNumber: `WAV${id}`,
    problem: 'Rear brake rubs',
    address: `Quai de Rome ${id}, 4000 Liège`,
    lat: 50.63,
    lng: 5.57,
    windowStart: position === 1 ? '09:00' : null,
    windowEnd: position === 1 ? '11:00' : null,
    durationMinutes: 45,
    plannedArrival: '09:15',
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
  vanLabel: 'Camionnette 1',
  status: 'draft',
  stopCount: 2,
  doneCount: 0,
  distanceMeters: 12_400,
  durationMinutes: 190,
  before: { distanceMeters: 18_900, durationMinutes: 215 },
  createdAt: at,
  updatedAt: at,
} satisfies Tour;
const detail = {
  ...tour,
  depot: { lat: 50.64, lng: 5.57, address: 'Boulevard d’Avroy 50, 4000 Liège' },
  stops: [stop(1, 1), stop(2, 2, { lat: null, lng: null, plannedArrival: null })],
  fallback: null,
  can: { edit: true, optimise: true, confirm: true, markDone: false, cancel: true, removeStop: true },
} satisfies TourDetail;
const request = {
  id: 101,
  customer: { id: 5, name: 'Emile Employé' },
  company: { id: 2, name: 'Acme' },
  bikeLabel: 'Riese Nevo',
  frameNumber: 'WAV1',
  problem: 'Rear brake rubs',
  location: 'company',
  address: 'Boulevard de la Sauvenière 100, 4000 Liège',
  desiredDate: null,
  priority: false,
  tour: null,
} satisfies TourRequest;

const API: Record<string, unknown> = {
  '/api/tours': page([tour]),
  '/api/tours/5': detail,
  '/api/tours/requests': page([request]),
  '/api/tours/stores': {
    data: [{ id: 1, name: 'Liège', lat: 50.64, lng: 5.57, address: 'Boulevard d’Avroy 50, 4000 Liège' }],
  } satisfies Infer<typeof tourStoresSchema>,
  '/api/tours/map-tiles': {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  } satisfies Infer<typeof tourMapTilesSchema>,
  '/api/users': page([
    {
      id: 9,
      email: 'marc.mecano@veloport.test',
      firstname: 'Marc',
      lastname: 'Mécano',
      phone: null,
      status: 'active',
      language: 'en',
      contactType: 'none',
      isAdmin: false,
      permissions: ['bikeMechanic'],
      company: null,
      invitationPending: false,
      createdAt: at,
    } satisfies UserListItem,
  ]),
  '/api/tours/mine': {
    date: '2026-01-12',
    data: [
      {
        ...detail,
        status: 'confirmed',
        stops: [stop(1, 1), stop(2, 2)],
        can: { edit: false, optimise: false, confirm: false, markDone: true, cancel: false, removeStop: false },
      },
    ],
  } satisfies Infer<typeof myToursSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', isAdmin: true, permission: ['admin'] });
const mechanic = makeUser({ id: 9, language: 'en', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });
const employee = makeUser({ language: 'en', firstname: 'Emile', lastname: 'Employé', permission: [] });

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('tour pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    [admin, '/en/dashboard/entretiens/tours/list', 'Repair tours', 'Marc Mécano'],
    [admin, '/en/dashboard/entretiens/tours/map?date=2026-01-12', 'Tours map', '1. Quai de Rome 1, 4000 Liège'],
    [admin, '/en/dashboard/entretiens/tour/5', 'Tour of 12/01/2026', '1. Quai de Rome 1, 4000 Liège'],
    [admin, '/en/dashboard/entretiens/tour/5/add-stop', 'Add a stop', /Boulevard de la Sauvenière 100/],
    [
      admin,
      '/en/dashboard/entretiens/list/to-propose-for-tour',
      'Maintenance to put on a tour',
      'Boulevard de la Sauvenière 100, 4000 Liège',
    ],
    [
      admin,
      '/en/dashboard/entretiens/list/to-confirm-for-tour',
      'Maintenance on a draft tour',
      'Boulevard de la Sauvenière 100, 4000 Liège',
    ],
    [mechanic, '/en/dashboard/entretiens/my-tour', 'My tour today', '2. Quai de Rome 2, 4000 Liège'],
  ])('%#: %s', async (user, url, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the distance before and after, and optimises', async () => {
    const calls = signedIn(admin, (call) =>
      call.path === '/api/tours/5/optimise'
        ? json(200, {
            stops: detail.stops,
            distanceMeters: 12_400,
            durationMinutes: 190,
            lateMinutes: 0,
            feasible: true,
            engine: 'embedded',
            fallback: null,
            before: tour.before,
          } satisfies TourOptimised)
        : undefined,
    );
    renderApp('/en/dashboard/entretiens/tour/5');
    await screen.findByRole('heading', { level: 1, name: 'Tour of 12/01/2026' }, { timeout: 10_000 });
    expect(screen.getByTestId('tour-before').textContent).toContain('18,9 km');
    expect(screen.getByTestId('tour-after').textContent).toContain('12,4 km');
    expect(screen.getByRole('form', { name: 'Place the stop 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Optimise' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/tours/5/optimise')).toBe(true));
  });

  it('the mechanic marks a stop done with an action id', async () => {
    const calls = signedIn(mechanic, (call) =>
      call.method === 'POST' && call.path === '/api/tours/5/stops/1/done' ? json(200, detail) : undefined,
    );
    renderApp('/en/dashboard/entretiens/my-tour');
    await userEvent.click(await screen.findByRole('button', { name: 'Done – 1. Quai de Rome 1, 4000 Liège' }, { timeout: 10_000 }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/api/tours/5/stops/1/done')?.body).toMatchObject({ clientActionId: expect.any(String) }),
    );
    expect(screen.getAllByRole('link', { name: /Navigate/ })[0]!.getAttribute('href')).toContain('openstreetmap.org/directions');
  });

  it('an employee does not reach the tours', async () => {
    signedIn(employee);
    renderApp('/en/dashboard/entretiens/tours/list');
    await screen.findByText(/403/, {}, { timeout: 10_000 });
  });
});
