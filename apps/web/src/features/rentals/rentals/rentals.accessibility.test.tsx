import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  companiesMinimalSchema,
  ListOf,
  Rental,
  rentalAvailabilitySchema,
  RentalRequest,
  rentalRequestListSchema,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Bike rentals (decision 037) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const none = { pickup: false, return: false, cancel: false, changeEnd: false, addPhotos: false } satisfies Rental['can'];
const rental = {
  id: 12,
  status: 'picked_up',
  late: true,
  daysLate: 2,
  requestId: null,
  company: { id: 1, name: 'Acme' },
  firstname: 'Pieter',
  lastname: 'Janssens',
  email: 'pieter.janssens@example.be',
  phone: '+32472889900',
  startDate: '2026-01-01',
  endDate: '2026-01-03',
  days: 3,
  bikes: [{ id: 40, frameNumber: 'RENT005', name: 'Cube Touring', size: 'M' }],
  pricePerDayCents: 4000,
  depositCents: 25000,
  totalCents: 12000,
  notes: null,
  pickup: { at, condition: 'Bon état.', by: { id: 1, name: 'Ada Admin' } },
  return: null,
  photos: { pickup: [{ key: 'rentals/12/pickup-a.png', url: '/api/bike-rentals/12/photos/pickup/0' }], return: [] },
  cancelledAt: null,
  createdAt: at,
  updatedAt: at,
  can: { ...none, return: true, changeEnd: true, addPhotos: true },
} satisfies Rental;
const request = {
  id: 3,
  firstname: 'Bram',
  lastname: 'Wouters',
  email: 'bram.wouters@example.be',
  phone: null,
  bikes: 1,
  startDate: '2099-06-10',
  endDate: '2099-06-11',
  size: 'M',
  rideType: 'ravel',
  comment: null,
  createdAt: at,
} satisfies RentalRequest;
const free = {
  data: [{ id: 41, frameNumber: 'RENT006', name: 'Cube Touring', size: 'L', location: 'Liège', batteryWh: 500 }],
} satisfies Infer<typeof rentalAvailabilitySchema>;

const API: Record<string, unknown> = {
  '/api/bike-rentals': page([rental]),
  '/api/bike-rentals/12': rental,
  '/api/bike-rentals/12/history': page([]),
  '/api/bike-rentals/requests': { data: [request] } satisfies Infer<typeof rentalRequestListSchema>,
  '/api/bike-rentals/availability': free,
  '/api/companies/list/minimal': { data: [{ id: 1, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', isAdmin: true, permission: ['admin'] });
const fleet = makeUser({
  language: 'en',
  firstname: 'Fanny',
  lastname: 'Fleet',
  permission: ['fleetManager'],
  company: { id: 1, name: 'Acme', conditions: [{ access: 'sharing' }] },
});

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

describe('rental pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['admin', '/en/dashboard/bike-rentals', 'Bike rentals', 'Pieter Janssens'],
    ['admin', '/en/dashboard/bike-rentals/create', 'New rental', 'Choose the first and last day to see the free rental bikes.'],
    ['admin', '/en/dashboard/bike-rentals/create?request=3', 'New rental', 'Cube Touring · RENT006 · size L · Liège'],
    ['admin', '/en/dashboard/bike-rentals/12', 'Rental no. 12', 'Record the return'],
    ['fleet', '/en/dashboard/bike-rentals', 'Bike rentals', 'Pieter Janssens'],
    ['fleet', '/en/dashboard/bike-rentals/12', 'Rental no. 12', 'RENT005'],
  ])('%s %s', async (who, url, title, text) => {
    signedIn(who === 'admin' ? admin : { ...fleet });
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, { exact: false }, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('what a user notices', { timeout: 30_000 }, () => {
  it('flags the late rental in the list', async () => {
    signedIn(admin, (call) =>
      call.path === '/api/bike-rentals' && call.query.get('late') === 'true'
        ? json(200, { ...page([rental]), meta: { page: 1, perPage: 1, total: 1 } } satisfies ListOf<Rental>)
        : undefined,
    );
    renderApp('/en/dashboard/bike-rentals');
    expect((await screen.findAllByText('Late · 2 days late', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getByText(/1 rental is late/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Turn into a rental — Bram Wouters/ })).toBeTruthy();
  });

  it('turns a rental request into a rental with the chosen free bike', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bike-rentals' ? json(201, { ...rental, id: 13 } satisfies Rental) : undefined,
    );
    renderApp('/en/dashboard/bike-rentals/create?request=3');
    await userEvent.click(await screen.findByRole('checkbox', { name: /RENT006/ }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the rental' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/bike-rentals')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/bike-rentals')!.body).toMatchObject({
      requestId: 3,
      firstname: 'Bram',
      bikeIds: [41],
      startDate: '2099-06-10',
      endDate: '2099-06-11',
      pricePerDayCents: 3500,
    });
  });

  it('records a return that happened earlier, with the bikes’ condition', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bike-rentals/12/return'
        ? json(200, { ...rental, status: 'returned', can: none } satisfies Rental)
        : undefined,
    );
    renderApp('/en/dashboard/bike-rentals/12');
    const group = await screen.findByRole('group', { name: /When/ }, { timeout: 10_000 });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Date' }), '06/01/2026');
    await userEvent.type(within(group).getByLabelText('Time'), '17:30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Condition of the bikes' }), 'Muddy');
    await userEvent.click(screen.getByRole('button', { name: 'Record the return' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/bike-rentals/12/return')).toBe(true));
    expect(calls.find((c) => c.path === '/api/bike-rentals/12/return')!.body).toEqual({
      condition: 'Muddy',
      at: '2026-01-06T16:30:00.000Z',
    });
  });

  it('shows a fleet manager the rental without the shop’s buttons', async () => {
    signedIn(fleet, (call) => (call.path === '/api/bike-rentals/12' ? json(200, { ...rental, can: none } satisfies Rental) : undefined));
    renderApp('/en/dashboard/bike-rentals/12');
    await screen.findByRole('heading', { level: 1, name: 'Rental no. 12' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Record the return' })).toBeNull();
    expect(screen.getByText('The shop records pickups and returns; you can follow them here.')).toBeTruthy();
  });
});
