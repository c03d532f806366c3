import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  BikeModelListItem,
  GroupedOrder,
  GroupedOrderLine,
  GroupedOrderSummary,
  ListOf,
  Order,
  OrderedLine,
  scheduleSchema,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Grouped orders to suppliers (decision 025) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const amounts = (excl: number, vat: number) => ({ exclVatCents: excl, vatCents: vat, inclVatCents: excl + vat });
const bikeLine = {
  id: 70,
  kind: 'bike',
  label: 'Cube Kathmandu Hybrid · M',
  modelId: 4,
  size: 'M',
  accessoryId: null,
  description: null,
  orderId: null,
  quantity: 2,
  receivedQuantity: 0,
  unitPriceCents: 100000,
  vatRate: 21,
  amounts: amounts(200000, 42000),
  receivedBikes: [],
} satisfies GroupedOrderLine;
const serviceLine = {
  ...bikeLine,
  id: 71,
  kind: 'service',
  label: 'Transport',
  modelId: null,
  size: null,
  description: 'Transport',
  quantity: 1,
  unitPriceCents: 4500,
  amounts: amounts(4500, 945),
} satisfies GroupedOrderLine;
const totals = {
  exclVatCents: 204500,
  vatCents: 42945,
  inclVatCents: 247445,
  vatByRate: [{ rate: 21, baseCents: 204500, vatCents: 42945 }],
  quantity: 3,
  receivedQuantity: 0,
};
const order = {
  id: 5,
  supplier: 'Cube',
  reference: 'PO-5',
  expectedOn: '2026-12-18',
  notes: null,
  status: 'ordered',
  nextStatuses: ['cancelled'],
  totals,
  orderedAt: at,
  receivedAt: null,
  createdAt: at,
  updatedAt: at,
  lines: [bikeLine, serviceLine],
} satisfies GroupedOrder;
const draft = { ...order, id: 6, status: 'draft', nextStatuses: ['ordered', 'cancelled'], orderedAt: null } satisfies GroupedOrder;
const { receivedBikes: _receivedBikes, ...bikeLineFields } = bikeLine;
const orderedLine = {
  ...bikeLineFields,
  groupedOrder: { id: 5, supplier: 'Cube', reference: 'PO-5', status: 'ordered', expectedOn: '2026-12-18' },
} satisfies OrderedLine;
const { lines: _lines, ...orderFields } = order;
const model = {
  id: 4,
  brand: 'Cube',
  model: 'Kathmandu Hybrid',
  slug: 'cube-kathmandu-hybrid',
  frameType: 'H',
  sizes: ['S', 'M', 'L'],
  year: 2025,
  usage: 'trekking',
  electric: true,
  batteryWh: null,
  engineNm: null,
  priceCents: 200000,
  vatRate: 21,
  discountPriceCents: null,
  cafeteriaEligible: true,
  available: true,
  updatedAt: at,
  photoUrl: null,
} satisfies BikeModelListItem;

const API: Record<string, unknown> = {
  '/api/grouped-orders': page([{ ...orderFields, lineCount: 2 } satisfies GroupedOrderSummary]),
  '/api/grouped-orders/5': order,
  '/api/grouped-orders/6': draft,
  '/api/grouped-orders/5/history': page([]),
  '/api/bike-orders': page([orderedLine]),
  '/api/accessory-orders': page([{ ...orderedLine, id: 71, kind: 'service', label: 'Transport' } satisfies OrderedLine]),
  '/api/orders': page<Order>([]),
  '/api/catalog/bikes': page([model]),
  '/api/shop/schedule': {
    stores: [
      { locationId: 1, name: 'Liège', hours: [], closures: [] },
      { locationId: 2, name: 'Bruxelles', hours: [], closures: [] },
    ],
  } satisfies Infer<typeof scheduleSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const sales = makeUser({ language: 'en', firstname: 'Sacha', lastname: 'Sales', permission: ['order'] });

function signedIn(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: sales });
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('grouped order pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/grouped-orders/list', 'Grouped orders', 'Grouped order #5'],
    ['/en/dashboard/grouped-orders/create', 'New grouped order', 'Supplier'],
    ['/en/dashboard/grouped-orders/5', 'Grouped order #5 · Cube', 'Cube Kathmandu Hybrid · M'],
    ['/en/dashboard/grouped-orders/6/add-bike', 'Add a bike', 'Model'],
    ['/en/dashboard/grouped-orders/6/add-accessory', 'Add an accessory', 'Accessory'],
    ['/en/dashboard/grouped-orders/6/add-boxe', 'Add a box', 'Description'],
    ['/en/dashboard/grouped-orders/6/add-other-accessory', 'Add another accessory', 'Description'],
    ['/en/dashboard/grouped-orders/6/add-service', 'Add a service', 'Description'],
    ['/en/dashboard/grouped-orders/6/service/71', 'Change the service', 'Description'],
    ['/en/dashboard/grouped-orders/5/receive', 'Receive the delivery', 'Frame number 1 — Cube Kathmandu Hybrid · M'],
    ['/en/dashboard/grouped-orders/bike-orders/list', 'Ordered bikes', 'Customer orders to order'],
    ['/en/dashboard/grouped-orders/accessories-orders/list', 'Ordered accessories', 'Service · Transport'],
  ])('%s', async (url, title, text) => {
    signedIn();
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('receiving a grouped order', { timeout: 30_000 }, () => {
  it('sends the frame numbers typed per bike line, the quantity of the other lines and the store', async () => {
    const calls = signedIn((call) =>
      call.method === 'POST' && call.path === '/api/grouped-orders/5/receive'
        ? json(200, { ...order, status: 'partially_received' } satisfies GroupedOrder)
        : undefined,
    );
    renderApp('/en/dashboard/grouped-orders/5/receive');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Frame number 1 — Cube Kathmandu Hybrid · M' }, { timeout: 10_000 }),
      'WCUBE0001',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity received — Transport (1 still expected)' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the delivery' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/grouped-orders/5/receive')).toBe(true));
    expect(calls.find((c) => c.path === '/api/grouped-orders/5/receive')!.body).toEqual({
      locationId: 1,
      bikes: [{ lineId: 70, frameNumbers: ['WCUBE0001'] }],
      accessories: [{ lineId: 71, quantity: 1 }],
    });
  });
});
