import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  AccessoryStockItem,
  BikeDetail,
  BikeListItem,
  BikeModelListItem,
  bikeByFrameSchema,
  companiesMinimalSchema,
  encodeCheckResponseSchema,
  encodeResponseSchema,
  FleetBike,
  InsuredBike,
  inventoryDetailSchema,
  inventoryResponseSchema,
  ListOf,
  publicRequestSchema,
  scheduleSchema,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Bike stock, stock encoding, inventories and requests through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const liege = { id: 1, name: 'Liège' };
const model = {
  id: 4,
  brand: 'Cube',
  model: 'Kathmandu Hybrid',
  year: 2025,
  frameType: 'H',
  electric: true,
} satisfies BikeListItem['model'];
const bike = {
  id: 11,
  frameNumber: 'WCUBE000111',
  model,
  size: 'M',
  color: 'Grey',
  location: liege,
  status: 'usable',
  contractKind: 'stock',
  contractMonths: null,
  company: null,
  user: null,
  keyRef: 'K12',
  lockRef: null,
  numberPlate: null,
  purchaseDate: '2025-12-01',
  updatedAt: at,
} satisfies BikeListItem;
const detail = {
  ...bike,
  identification: null,
  purchasePriceCents: 180000,
  expectedDate: null,
  saleDate: null,
  salePriceCents: null,
  stolenDate: null,
  insurer: null,
  insurancePolicy: null,
  insuranceStart: null,
  insuranceEnd: null,
  warranty: null,
  createdAt: at,
  history: [
    { id: 1, kind: 'created', details: { location: 'Liège' }, actor: { id: 1, name: 'Anne Admin' }, at },
    { id: 2, kind: 'maintenance', details: { requestId: 41, event: 'requested' }, actor: { id: 5, name: 'Jean Dupont' }, at },
  ],
} satisfies BikeDetail;
const invBike = { id: 11, frameNumber: 'WCUBE000111', model, locationId: 1, contractKind: 'stock' } satisfies Infer<
  typeof inventoryDetailSchema
>['expected'][number];
const inventory = {
  id: 3,
  location: liege,
  status: 'open',
  startedAt: at,
  startedBy: { id: 1, name: 'Anne Admin' },
  closedAt: null,
  closedBy: null,
  counts: { expected: 1, scanned: 0, missing: 1, unexpected: 0 },
  expected: [invBike],
  scanned: [],
  missing: [invBike],
  unexpected: [],
  accessories: [],
} satisfies Infer<typeof inventoryDetailSchema>;

const API: Record<string, unknown> = {
  '/api/shop/schedule': {
    stores: [
      { locationId: 1, name: 'Liège', hours: [], closures: [] },
      { locationId: 2, name: 'Brussels', hours: [], closures: [] },
    ],
  } satisfies Infer<typeof scheduleSchema>,
  '/api/catalog/bikes': page([
    {
      ...model,
      slug: 'cube-kathmandu',
      sizes: ['M'],
      usage: 'city',
      batteryWh: null,
      engineNm: null,
      priceCents: 200000,
      vatRate: 21,
      discountPriceCents: null,
      cafeteriaEligible: true,
      available: true,
      updatedAt: at,
      photoUrl: null,
    } satisfies BikeModelListItem,
  ]),
  '/api/stock/bikes': page([bike]),
  '/api/stock/bikes/11': { bike: detail } satisfies { bike: BikeDetail },
  '/api/stock/bikes/insurance': page([
    {
      id: 11,
      frameNumber: 'WCUBE000111',
      model,
      company: null,
      user: null,
      insurer: 'Ethias',
      insurancePolicy: 'P-1',
      insuranceStart: '2025-01-01',
      insuranceEnd: '2026-01-01',
    } satisfies InsuredBike,
  ]),
  '/api/inventories': page([inventory]),
  '/api/inventories/3': { inventory } satisfies Infer<typeof inventoryResponseSchema>,
  '/api/requests': page([
    {
      id: 5,
      type: 'contact',
      status: 'new',
      locale: 'fr',
      firstname: 'Lea',
      lastname: 'Lambert',
      email: 'lea@example.org',
      phone: null,
      payload: { message: 'Bonjour' },
      store: null,
      handledBy: null,
      createdAt: at,
      updatedAt: at,
    } satisfies Infer<typeof publicRequestSchema>,
  ]),
  '/api/stock/accessories': page([
    {
      accessory: { id: 8, name: 'Abus lock', reference: 'AB-1', category: 'lock' },
      // At its reorder level in Liège: marked (decision 100).
      quantities: [{ locationId: 1, locationName: 'Liège', quantity: 4, reorderLevel: 4, belowReorderLevel: true }],
      total: 4,
    } satisfies AccessoryStockItem,
  ]),
  '/api/companies/list/minimal': { data: [{ id: 1, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });

function signedIn(extra: (call: ApiCall) => Response | undefined = () => undefined, user = admin) {
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

describe('stock pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/bikes-stock/list', 'Bike stock', 'WCUBE000111'],
    ['/en/dashboard/bikes-stock/11', 'Bike WCUBE000111', 'Purchase price'],
    ['/en/dashboard/bikes-stock/create', 'Add a bike to stock', 'Frame number'],
    ['/en/dashboard/bikes-stock/bikes/list/insurance', 'Insured bikes', 'Ethias'],
    ['/en/dashboard/stock-encode', 'Stock encoding', 'Scanned numbers'],
    ['/en/dashboard/inventory/list', 'Inventories', 'Liège #3'],
    ['/en/dashboard/inventory/3', 'Inventory of Liège', 'WCUBE000111'],
    ['/en/dashboard/requests', 'Requests', 'Lea Lambert'],
    ['/en/dashboard/accessories-stock/list', 'Accessory stock', 'Abus lock'],
  ])('%s', async (url, title, text) => {
    signedIn();
    renderApp(url);
    // The first page also pays for loading the lazy route: give it time on a busy machine.
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('fleet bikes: a fleet manager reads their company’s bikes', { timeout: 30_000 }, () => {
  const acme = { id: 1, name: 'Acme' };
  const leased = {
    ...bike,
    contractKind: 'leasing',
    contractMonths: 36,
    company: acme,
    user: { id: 30, name: 'Emile Employé' },
  } satisfies BikeListItem;
  const { purchasePriceCents: _p, salePriceCents: _s, expectedDate: _e, ...fleetDetail } = { ...detail, ...leased };
  const fleet = makeUser({ id: 20, language: 'en', firstname: 'Fiona', lastname: 'Fleet', permission: ['fleetManager'] });
  const fleetApi = (call: ApiCall) => {
    if (call.path === '/api/fleet/bikes') return json(200, page([leased]));
    if (call.path === '/api/fleet/bikes/11') return json(200, { bike: fleetDetail } satisfies { bike: FleetBike });
    return undefined;
  };

  it('lists the bikes with their rider and contract, without a company column, and downloads them', async () => {
    signedIn(fleetApi, fleet);
    renderApp('/en/dashboard/fleet/bikes/list');
    await screen.findByRole('heading', { level: 1, name: 'Fleet bikes' }, { timeout: 10_000 });
    const table = await screen.findByRole('table', { name: 'Fleet bikes' });
    expect(await within(table).findByText('Emile Employé')).toBeTruthy();
    expect(within(table).getByText('Leasing')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toContain('/api/fleet/bikes?');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a bike’s record and history without the shop’s prices', async () => {
    signedIn(fleetApi, fleet);
    renderApp('/en/dashboard/fleet/bikes/11');
    await screen.findByRole('heading', { level: 1, name: 'Bike WCUBE000111' }, { timeout: 10_000 });
    expect(screen.getByText('Emile Employé')).toBeTruthy();
    expect(screen.queryByText('Purchase price')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download history (PDF)' }).getAttribute('href')).toBe(
      '/api/fleet/bikes/11/history.pdf?locale=en',
    );
    expect(screen.getByText(/Anne Admin/)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('accessory stock under its reorder level', { timeout: 30_000 }, () => {
  it('filters from the URL, marks the store at its level, downloads the same filter and sets a level', async () => {
    const calls = signedIn((call) =>
      call.method === 'PUT'
        ? json(200, { quantities: (API['/api/stock/accessories'] as { data: AccessoryStockItem[] }).data[0]!.quantities })
        : undefined,
    );
    renderApp('/en/dashboard/accessories-stock/list?belowReorderLevel=true');
    const table = await screen.findByRole('table', { name: 'Accessory stock' }, { timeout: 10_000 });
    expect(await within(table).findByText('Reorder (level 4)')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Under the reorder level' })).toHaveProperty('checked', true);
    expect(calls.find((c) => c.path === '/api/stock/accessories')!.query.get('belowReorderLevel')).toBe('true');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain('belowReorderLevel=true');

    await userEvent.click(within(table).getByRole('button', { name: 'Reorder levels: Abus lock' }));
    const dialog = await screen.findByRole('dialog');
    const liege = within(dialog).getByRole('textbox', { name: 'Liège' });
    await userEvent.clear(liege);
    await userEvent.type(liege, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the levels' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ locationId: 1, reorderLevel: 6 }));
    expect(calls.find((c) => c.method === 'PUT')!.path).toBe('/api/stock/accessories/8/reorder-level');
  });
});

describe('downloads of the stock lists', () => {
  it.each([
    ['/en/dashboard/bikes-stock/bikes/list/insurance', 'Insured bikes', '/api/stock/bikes/insurance?'],
    ['/en/dashboard/accessories-stock/list', 'Accessory stock', '/api/stock/accessories?'],
  ])('%s offers CSV and Excel of the list as filtered', async (url, title, api) => {
    signedIn();
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      new RegExp(`^${api.replace('?', '\\?')}.*format=csv`),
    );
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toMatch(
      new RegExp(`^${api.replace('?', '\\?')}.*format=xlsx`),
    );
  });
});

describe('bikes list', { timeout: 30_000 }, () => {
  it('puts the filters in the URL and sends them to the API', async () => {
    const calls = signedIn();
    const app = renderApp('/en/dashboard/bikes-stock/list');
    await screen.findByText('WCUBE000111');
    fireEvent.change(screen.getByRole('combobox', { name: 'Store' }), { target: { value: '2' } });
    await waitFor(() => expect(app.location()).toContain('locationId=2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Contract kind' }), { target: { value: 'leasing' } });
    await waitFor(() => expect(app.location()).toContain('contractKind=leasing'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'broken' } });
    await waitFor(() => expect(app.location()).toContain('status=broken'));
    expect(app.location()).toContain('locationId=2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'K12');
    await waitFor(() => expect(app.location()).toContain('q=K12'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/stock/bikes').at(-1);
      expect(last?.query.get('q')).toBe('K12');
      expect(last?.query.get('locationId')).toBe('2');
    });
    const csv = screen.getByRole('link', { name: /CSV/ });
    expect(csv.getAttribute('href')).toContain('format=csv');
    expect(csv.getAttribute('href')).toContain('q=K12');
    const xlsx = screen.getByRole('link', { name: 'Download Excel' });
    expect(xlsx.getAttribute('href')).toContain('format=xlsx');
    expect(xlsx.getAttribute('href')).toContain('q=K12');
    expect(xlsx.getAttribute('href')).toContain('locationId=2');
  });
});

describe('stock encode', { timeout: 30_000 }, () => {
  const encodeApi = () =>
    signedIn((call) => {
      if (call.path === '/api/stock/encode/check') {
        const frameNumber = String((call.body as { frameNumber: string }).frameNumber).toUpperCase();
        return json(200, {
          frameNumber,
          valid: true,
          available: frameNumber !== 'TAKEN123',
          bikeId: frameNumber === 'TAKEN123' ? 9 : null,
        } satisfies Infer<typeof encodeCheckResponseSchema>);
      }
      if (call.path === '/api/stock/encode')
        return json(201, { created: [{ id: 50, frameNumber: 'NEW0001' }] } satisfies Infer<typeof encodeResponseSchema>);
      return undefined;
    });

  it('adds a number on Enter, keeps the focus, and refuses duplicates on the spot', async () => {
    const calls = encodeApi();
    renderApp('/en/dashboard/stock-encode');
    const input = await screen.findByRole('textbox', { name: /Frame number/ });
    await userEvent.type(input, 'new0001{Enter}');
    const list = await screen.findByRole('list', { name: 'Scanned numbers' });
    await waitFor(() => expect(list.textContent).toContain('NEW0001'));
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('');

    await userEvent.type(input, 'NEW0001{Enter}');
    expect(await screen.findAllByText('NEW0001 is already in the list.')).not.toHaveLength(0);
    await userEvent.type(input, 'taken123{Enter}');
    expect(await screen.findAllByText('TAKEN123 is already in stock.')).not.toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Scanned numbers' }).querySelectorAll('li')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/stock/encode/check')).toHaveLength(2);
  });

  it('registers the delivery and shows the API refusal of a number next to it', async () => {
    const calls = signedIn((call) => {
      if (call.path === '/api/stock/encode/check')
        return json(200, { frameNumber: 'NEW0001', valid: true, available: true, bikeId: null } satisfies Infer<
          typeof encodeCheckResponseSchema
        >);
      if (call.path === '/api/stock/encode')
        return apiError(422, 'validation_failed', { fields: { 'frameNumbers.0': 'frame_number_taken' } });
      return undefined;
    });
    renderApp('/en/dashboard/stock-encode');
    const input = await screen.findByRole('textbox', { name: /Frame number/ });
    await userEvent.type(input, 'NEW0001{Enter}');
    await screen.findByRole('list', { name: 'Scanned numbers' });
    const register = screen.getByRole('button', { name: 'Register 1 bike' });
    expect(register.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getAllByLabelText(/Model/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: /Kathmandu/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /Store/ }), { target: { value: '1' } });
    await waitFor(() => expect(register.hasAttribute('disabled')).toBe(false));
    await userEvent.click(register);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/stock/encode')).toBe(true));
    expect(calls.find((c) => c.path === '/api/stock/encode')?.body).toMatchObject({ modelId: 4, locationId: 1, frameNumbers: ['NEW0001'] });
    expect(await screen.findAllByText(/already/i)).not.toHaveLength(0);
  });
});

describe('bike detail and frame search', { timeout: 30_000 }, () => {
  it('asks before an action, sends it and shows the API refusal in the dialog', async () => {
    const calls = signedIn((call) => (call.path === '/api/stock/bikes/11/status' ? apiError(409, 'bike_stolen') : undefined));
    renderApp('/en/dashboard/bikes-stock/11');
    await screen.findByRole('heading', { level: 1, name: 'Bike WCUBE000111' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark broken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status' });
    expect(dialog.textContent).toContain('Bike WCUBE000111 will be marked “Broken”.');
    expect(calls.some((c) => c.path === '/api/stock/bikes/11/status')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/stock/bikes/11/status')?.body).toEqual({ status: 'broken' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change the status' })).toBeTruthy();
  });

  it('offers a written-off bike only its undoing: no sale, theft, move or status change the API would refuse', async () => {
    signedIn((call) => (call.path === '/api/stock/bikes/11' ? json(200, { bike: { ...detail, contractKind: 'scrapped' } }) : undefined));
    renderApp('/en/dashboard/bikes-stock/11');
    await screen.findByRole('heading', { level: 1, name: 'Bike WCUBE000111' });
    expect(await screen.findByRole('button', { name: 'Undo the write-off' })).toBeTruthy();
    for (const refused of ['Record the sale', 'Report stolen', 'Mark broken', 'Mark usable', 'Assign / contract', /^Move to/])
      expect(screen.queryByRole('button', { name: refused })).toBeNull();
  });

  it('takes the date of a theft typed day/month/year and sends it as an ISO date', async () => {
    // The API's answer does not matter here: what is sent does.
    const calls = signedIn((call) => (call.path === '/api/stock/bikes/11/stolen' ? apiError(409, 'bike_stolen') : undefined));
    renderApp('/en/dashboard/bikes-stock/11');
    await screen.findByRole('heading', { level: 1, name: 'Bike WCUBE000111' });
    await userEvent.click(screen.getByRole('button', { name: 'Report stolen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a theft' });
    const date = within(dialog).getByLabelText('Date of the theft', { selector: 'input' }) as HTMLInputElement;
    expect(date.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await userEvent.clear(date);
    await userEvent.type(date, '03/11/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/stock/bikes/11/stolen')?.body).toEqual({ date: '2026-11-03' }));
  });

  it('shows the history with who and when, and links the PDF in the current language', async () => {
    signedIn();
    renderApp('/en/dashboard/bikes-stock/11');
    await screen.findByRole('heading', { level: 1, name: 'Bike WCUBE000111' });
    expect(screen.getByRole('link', { name: 'Download history (PDF)' }).getAttribute('href')).toBe(
      '/api/stock/bikes/11/history.pdf?locale=en',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Registered')).toBeTruthy();
    expect(screen.getByText(/Anne Admin/)).toBeTruthy();
    // A maintenance step names its request and what happened, never its raw keys.
    expect(screen.getByText('Maintenance request no. 41 · requested')).toBeTruthy();
    expect(screen.queryByText(/requestId|event:/)).toBeNull();
  });

  it('opens the bike whose frame number is typed in the header, or says there is none', async () => {
    signedIn((call) => {
      if (call.path === '/api/stock/bikes/by-frame/wcube000111')
        return json(200, { id: 11, frameNumber: 'WCUBE000111' } satisfies Infer<typeof bikeByFrameSchema>);
      // Not a whole frame number: the list searched for it (anywhere in the number from 3 characters on).
      if (call.path === '/api/stock/bikes' && call.query.get('q') === 'nope999') return json(200, page([]));
      return undefined;
    });
    const app = renderApp('/en/dashboard');
    const search = await screen.findByRole('textbox', { name: 'Search a frame number' });
    await userEvent.type(search, 'nope999{Enter}');
    expect(await screen.findByText('No bike with frame number nope999.')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'wcube000111{Enter}');
    await waitFor(() => expect(app.location()).toBe('/en/dashboard/bikes-stock/11'));
  });

  it('opens the one bike the end of a frame number matches, or the stock list searched for it when several do', async () => {
    signedIn((call) => {
      if (call.path === '/api/stock/bikes' && call.query.get('q') === '0111') return json(200, page([bike]));
      if (call.path === '/api/stock/bikes' && call.query.get('q') === 'CUBE')
        return json(200, page([bike, { ...bike, id: 12, frameNumber: 'WCUBE000112' }]));
      return undefined;
    });
    const app = renderApp('/en/dashboard');
    const search = await screen.findByRole('textbox', { name: 'Search a frame number' });
    await userEvent.type(search, '0111{Enter}');
    await waitFor(() => expect(app.location()).toBe('/en/dashboard/bikes-stock/11'));
    await userEvent.type(search, 'CUBE{Enter}');
    await waitFor(() => expect(app.location()).toBe('/en/dashboard/bikes-stock/list?q=CUBE'));
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'CUBE');
  });
});
