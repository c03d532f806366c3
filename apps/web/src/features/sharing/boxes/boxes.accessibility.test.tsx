import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  Box,
  BoxDetail,
  BoxEvent,
  BoxStatistics,
  Building,
  companiesMinimalSchema,
  ListOf,
  stockLocationCurrentSchema,
  usersByStockLocationSchema,
} from '@veloport/domain';

// Boxes and key codes (decision 036) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const box = {
  id: 4,
  name: 'Boîte à clés Siège',
  nameTranslations: { fr: '', en: 'Head office key box', nl: 'Sleutelkast hoofdzetel' },
  kind: 'key_box',
  company: { id: 3, name: 'Acme' },
  building: { id: 1, name: 'Siège Liège' },
  slotCount: 3,
  bikeCount: 1,
  adapter: 'builtin',
  deviceId: null,
  createdAt: at,
  updatedAt: at,
} satisfies Box;
const detail = {
  ...box,
  slots: [
    { number: 1, bike: { id: 11, frameNumber: 'ACMESHARE001', name: 'Cube Kathmandu' } },
    { number: 2, bike: null },
    { number: 3, bike: null },
  ],
  bikes: [
    { id: 11, frameNumber: 'ACMESHARE001', name: 'Cube Kathmandu', boxId: 4, slot: 1 },
    { id: 12, frameNumber: 'ACMESHARE002', name: 'Cube Kathmandu', boxId: null, slot: null },
  ],
  codes: [
    {
      id: 7,
      slot: 1,
      reservation: { id: 30, code: 'K7P2QX9A', holder: 'Emile Employé' },
      validFrom: at,
      validUntil: '2026-01-05T16:00:00.000Z',
      programmed: true,
    },
  ],
  canEdit: false,
  canMoveBikes: true,
} satisfies BoxDetail;
const events = page<BoxEvent>([
  { id: 2, kind: 'closed', at, slot: 1, source: 'staff', by: { id: 5, name: 'Fiona Fleet' }, reservation: null },
  { id: 1, kind: 'opened', at, slot: 1, source: 'device', by: null, reservation: { id: 30, code: 'K7P2QX9A', holder: 'Emile Employé' } },
]);
const statistics = {
  months: ['2025-11', '2025-12', '2026-01'],
  boxes: [
    {
      id: 4,
      name: 'Boîte à clés Siège',
      company: { id: 3, name: 'Acme' },
      slotCount: 3,
      bikeCount: 1,
      occupancy: 33,
      openings: [4, 9, 2],
      totalOpenings: 15,
    },
  ],
} satisfies BoxStatistics;

const API: Record<string, unknown> = {
  '/api/boxes': page([box]),
  '/api/boxes/4': detail,
  '/api/boxes/4/events': events,
  '/api/boxes/statistics': statistics,
  '/api/companies/list/minimal': { data: [{ id: 3, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>,
  '/api/companies/3/buildings': page([
    {
      id: 1,
      companyId: 3,
      name: 'Siège Liège',
      nameTranslations: { fr: '', en: 'Liège head office', nl: 'Hoofdzetel Luik' },
      address: { street: 'Rue Saint-Gilles 1', postalCode: '4000', city: 'Liège', country: 'BE' },
      createdAt: at,
      updatedAt: at,
    } satisfies Building,
  ]),
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
  '/users/by-stock-location': { data: [] } satisfies Infer<typeof usersByStockLocationSchema>,
};

const fleetManager = makeUser({
  language: 'en',
  firstname: 'Fiona',
  lastname: 'Fleet',
  permission: ['fleetManager'],
  company: { id: 3, name: 'Acme', conditions: [{ access: 'leasing,sharing' }] },
});
const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const mechanic = makeUser({ language: 'en', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });

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

describe('box pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['fleet manager', '/en/dashboard/boxes/list', fleetManager, 'Key boxes and bike lockers', '1 bikes / 3 slots'],
    ['mechanic', '/en/dashboard/boxes/4', mechanic, 'Boîte à clés Siège', 'Emile Employé (reservation K7P2QX9A)'],
    ['admin', '/en/dashboard/boxes/statistics', admin, 'Box statistics', 'Occupancy per box'],
    ['admin', '/en/dashboard/boxes/create', admin, 'Add a box', 'Number of slots'],
  ])('%s: %s', async (_who, url, user, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('refuses the statistics to a fleet manager', async () => {
    signedIn(fleetManager);
    const app = renderApp('/en/dashboard/boxes/statistics');
    await vi.waitFor(() => expect(app.location()).toBe('/en/error/403'), { timeout: 10_000 });
  });
});

describe('a box page', { timeout: 30_000 }, () => {
  it('puts a bike in an empty slot and shows the codes without their digits', async () => {
    const calls = signedIn(fleetManager, (call) =>
      call.method === 'PUT' && call.path === '/api/boxes/4/slots/2' ? json(200, detail) : undefined,
    );
    renderApp('/en/dashboard/boxes/4');
    await screen.findByRole('heading', { level: 1, name: 'Boîte à clés Siège' }, { timeout: 10_000 });
    const codes = screen.getByRole('region', { name: 'Valid codes' });
    expect(within(codes).getByText('K7P2QX9A · Emile Employé')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bike for slot 2' }), '12');
    await userEvent.click(screen.getAllByRole('button', { name: 'Put in' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/boxes/4/slots/2')).toBe(true));
    expect(calls.find((c) => c.path === '/api/boxes/4/slots/2')!.body).toEqual({ bikeId: 12 });
  });
});

describe('the box form checks with the boxes contract', { timeout: 30_000 }, () => {
  it('says what is missing and sends nothing, then sends the typed box', async () => {
    const calls = signedIn(admin, (call) => (call.method === 'POST' && call.path === '/api/boxes' ? json(201, detail) : undefined));
    renderApp('/en/dashboard/boxes/create');
    await screen.findByRole('heading', { level: 1, name: 'Add a box' }, { timeout: 10_000 });
    const slots = screen.getByRole('textbox', { name: /Number of slots/ });
    await userEvent.clear(slots);
    await userEvent.click(screen.getByRole('button', { name: 'Add the box' }));
    // Company, building, name and the emptied number of slots.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Company/ }), '3');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Building/ })).toHaveProperty('disabled', false));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Building/ }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), '  Hall B  ');
    await userEvent.type(screen.getByRole('textbox', { name: /In Dutch/ }), ' Hal B ');
    await userEvent.clear(slots);
    await userEvent.type(slots, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Add the box' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/boxes')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      companyId: 3,
      buildingId: 1,
      name: 'Hall B',
      nameTranslations: { fr: '', en: '', nl: 'Hal B' },
      kind: 'key_box',
      slotCount: 6,
      adapter: 'builtin',
      deviceId: null,
    });
  });
});
