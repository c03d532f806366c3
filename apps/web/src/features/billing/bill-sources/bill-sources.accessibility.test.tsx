import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  Bill,
  BillBike,
  BillBikeLinkItem,
  BillLinks,
  BillSourceItem,
  BillToLinkItem,
  BikeListItem,
  ListOf,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Bills from sources and bills ↔ bikes (decision 048) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const source = (kind: BillSourceItem['kind'], id: number, label: string, over: Partial<BillSourceItem> = {}) =>
  ({
    kind,
    id,
    label,
    customer: { kind: 'company', id: 2, name: 'Acme' },
    date: '2026-01-04',
    stage: null,
    lineCount: 2,
    exclVatCents: 10_000,
    vatCents: 975,
    inclVatCents: 10_975,
    bikeIds: [7],
    ...over,
  }) satisfies BillSourceItem;
const billRef = { id: 11, number: '2026-00042', status: 'issued', customerName: 'Acme', issueDate: '2026-01-05', inclVatCents: 14_520 };
const bill = {
  id: 11,
  number: '2026-00042',
  status: 'issued',
  issueDate: '2026-01-05',
  kind: 'invoice',
  structuredCommunication: '+++000/0000/01111+++',
  customer: { kind: 'company', id: 2, name: 'Acme', vatNumber: null, address: null, language: 'fr' },
  company: { id: 2, name: 'Acme' },
  dueDate: '2026-02-04',
  reverseCharge: false,
  totals: { exclVatCents: 12000, vatCents: 2520, inclVatCents: 14520, byRate: [{ rate: 21, netCents: 12000, vatCents: 2520 }] },
  paidCents: 0,
  creditOf: null,
  issuedAt: at,
  sentAt: null,
  createdAt: at,
  updatedAt: at,
  notes: null,
  creditNotes: [],
  lines: [{ id: 1, description: 'Vélo cargo', quantity: 1, unitPriceCents: 12000, vatRate: 21, discountPercent: 0, netCents: 12000 }],
} satisfies Bill;
const bike = { id: 7, frameNumber: 'WBK123456', model: 'Riese Load' } satisfies BillBike;

const API: Record<string, unknown> = {
  '/api/bills/sources/workshop-jobs': page([source('workshop_job', 5, 'Riese Load (WBK123456)')]),
  '/api/bills/sources/checkout-tickets': page([
    source('checkout_ticket', 6, '#6', { customer: { kind: 'person', id: 30, name: 'Paula Private' } }),
  ]),
  '/api/bills/sources/orders': page([source('order', 8, 'Cube Kathmandu (M)', { stage: 'delivered' })]),
  '/api/bills/sources/rentals': page([source('rental', 9, 'Anna Verhoeven · 2026-01-02 → 2026-01-04')]),
  '/api/bills/bikes-to-link': page([{ ...billRef, sourceKinds: [] } satisfies BillToLinkItem]),
  '/api/bills/bikes-link': page([{ ...billRef, bike } satisfies BillBikeLinkItem]),
  '/api/bills/11': bill,
  '/api/bills/11/history': page([]),
  '/api/bills/11/links': {
    billId: 11,
    sources: [{ kind: 'order', id: 8, label: 'Cube Kathmandu (M)', released: false }],
    bikes: [bike],
  } satisfies BillLinks,
  '/api/stock/bikes': page([
    {
      id: 8,
      frameNumber: 'WBK999',
      model: { id: 4, brand: 'Cube', model: 'Nuroad', year: 2025, frameType: 'H', electric: false },
      size: null,
      color: null,
      location: { id: 1, name: 'Liège' },
      status: 'usable',
      contractKind: 'stock',
      contractMonths: null,
      company: null,
      user: null,
      keyRef: null,
      lockRef: null,
      numberPlate: null,
      purchaseDate: null,
      updatedAt: at,
    } satisfies BikeListItem,
  ]),
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const fleet = makeUser({ language: 'en', permission: ['fleetManager'] });

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

describe('bill source pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/bills/entretiens-to-bill', 'Repairs to bill', 'Riese Load (WBK123456)'],
    ['/en/dashboard/bills/tickets-to-bill', 'Tickets to bill', 'Paula Private (Person)'],
    ['/en/dashboard/bills/to-create', 'Bills to create', 'Delivered'],
    ['/en/dashboard/bills/rentals-to-bill', 'Rentals to bill', 'Anna Verhoeven · 2026-01-02 → 2026-01-04'],
    ['/en/dashboard/bills/bikes-to-link', 'Bills without a bike', 'Typed by hand'],
    ['/en/dashboard/bills/bikes-link', 'Bills and their bikes', 'WBK123456 · Riese Load'],
    ['/en/dashboard/bills/bills-bikes-link/11/update', 'Bikes of 2026-00042', 'WBK123456 · Riese Load'],
    ['/en/dashboard/bills/11', 'Bill 2026-00042', 'Order · Cube Kathmandu (M)'],
  ] as const)('%s', async (url, title, text) => {
    signedIn(admin);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps another role out', async () => {
    signedIn(fleet);
    renderApp('/en/dashboard/bills/entretiens-to-bill');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Repairs to bill' })).toBeNull());
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).not.toBe('Repairs to bill');
  });
});

describe('making draft bills from sources', { timeout: 30_000 }, () => {
  it('ticks a repair and makes its draft, then links to it', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bills/from-sources' ? json(201, { billIds: [21] }) : undefined,
    );
    renderApp('/en/dashboard/bills/entretiens-to-bill');
    const create = await screen.findByRole('button', { name: 'Make the draft bills' }, { timeout: 10_000 });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Riese Load (WBK123456)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the draft bill' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/bills/from-sources')?.body).toEqual({
        kind: 'workshop_job',
        ids: [5],
      }),
    );
    // A draft has no number yet: nothing on the link looks like an invoice number (issue 25, point 18).
    expect((await screen.findByRole('link', { name: 'Draft 1 of 1' })).getAttribute('href')).toBe('/en/dashboard/bills/21');
  });

  it('says so when another admin billed it first', async () => {
    signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bills/from-sources'
        ? json(409, { error: { code: 'already_billed', message: 'x' } })
        : undefined,
    );
    renderApp('/en/dashboard/bills/entretiens-to-bill');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Riese Load (WBK123456)' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the draft bill' }));
    expect((await screen.findAllByText(/Already billed/)).length).toBeGreaterThan(0);
  });

  it('adds a found bike to a bill and saves the bikes', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'PUT' && call.path === '/api/bills/11/bikes'
        ? json(200, { billId: 11, sources: [], bikes: [bike, { id: 8, frameNumber: 'WBK999', model: 'Cube Nuroad' }] } satisfies BillLinks)
        : undefined,
    );
    renderApp('/en/dashboard/bills/bills-bikes-link/11/update');
    await userEvent.type(await screen.findByRole('textbox', { name: /Find a bike/ }, { timeout: 10_000 }), 'WBK9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add bike WBK999' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the bikes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ bikeIds: [7, 8] }));
  });
});
