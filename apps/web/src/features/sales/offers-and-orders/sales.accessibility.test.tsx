import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  BikeModelListItem,
  ListOf,
  Offer,
  OfferCustomers,
  OfferLine,
  offerLineResponseSchema,
  OfferStockBikes,
  OfferUpload,
  Order,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Offers and orders (decision 021) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const acme = { id: 1, name: 'Acme' };
const emile = { id: 30, name: 'Emile Employé' };
const amounts = (excl: number, vat: number) => ({
  grossCents: excl,
  discountCents: 0,
  exclVatCents: excl,
  vatCents: vat,
  inclVatCents: excl + vat,
});
const bikeLine = {
  id: 70,
  kind: 'bike',
  label: 'Cube Kathmandu Hybrid',
  modelId: 4,
  size: 'M',
  bikeId: null,
  accessoryId: null,
  description: null,
  installation: false,
  quantity: 1,
  unitPriceCents: 123456,
  vatRate: 21,
  discountPercent: 0,
  catalogueUnitCents: 123456,
  amounts: amounts(123456, 25926),
} satisfies OfferLine;
const totals = (excl: number, vat: number) => ({
  exclVatCents: excl,
  vatCents: vat,
  inclVatCents: excl + vat,
  discountCents: 0,
  vatByRate: [{ rate: 21, baseCents: excl, vatCents: vat }],
  catalogueValueCents: excl,
  bikeAmountCents: excl,
});
const offer = {
  id: 7,
  status: 'in_progress',
  contractType: 'purchase',
  durationMonths: null,
  description: 'Vélo de fonction',
  company: acme,
  user: emile,
  lines: [bikeLine],
  totals: totals(123456, 25926),
  catalogueValueCents: 123456,
  purchase: { saleDiscountCents: 0, amountExclVatCents: 123456, amountInclVatCents: 149382 },
  display: { vatIncluded: true, purchaseCents: 149382, monthlyCents: null },
  signature: null,
  sentAt: null,
  createdAt: at,
  updatedAt: at,
} satisfies Offer;
const { lines: _lines, ...offerListItem } = offer;
const order = {
  id: 12,
  offerId: 7,
  offerLineId: 70,
  status: 'pending_validation',
  group: 'to_validate',
  nextStatuses: ['cancelled'],
  contractType: 'purchase',
  label: 'Cube Kathmandu Hybrid',
  modelId: 4,
  size: 'M',
  bikeId: null,
  quantity: 1,
  amountExclVatCents: 123456,
  amountInclVatCents: 149382,
  company: acme,
  user: emile,
  validation: null,
  statusChangedAt: at,
  delivery: { method: null, address: null, billingAddress: null, notes: null, pickupLocation: null },
  bike: null,
  handover: null,
  tracker: {
    steps: [
      { key: 'ordered', state: 'done', at, actor: null },
      { key: 'validation', state: 'current', at, actor: 'fleet_manager' },
      { key: 'confirmation', state: 'upcoming', at: null, actor: null },
    ],
    nextActor: 'fleet_manager',
    waitingSince: at,
  },
  createdAt: at,
  updatedAt: at,
} satisfies Order;
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
  '/api/offers': page([offerListItem]),
  '/api/offers/7': offer,
  '/api/offers/7/history': page([]),
  '/api/offers/7/uploads': page<OfferUpload>([]),
  '/api/orders': page([order]),
  '/api/orders/12': order,
  '/api/catalog/bikes': page([model]),
  '/api/offers/customers': { companies: [acme], users: [] } satisfies OfferCustomers,
  '/api/offers/stock-bikes': { data: [] } satisfies OfferStockBikes,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const sales = makeUser({ language: 'en', firstname: 'Sacha', lastname: 'Sales', permission: ['order'] });
const employee = makeUser({ id: 30, language: 'en', firstname: 'Emile', lastname: 'Employé', permission: [] });
const fleet = makeUser({ id: 20, language: 'en', firstname: 'Fiona', lastname: 'Fleet', permission: ['fleetManager'] });

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

describe('sales pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/offers/list', sales, 'Offers', 'Offer 7'],
    ['/en/dashboard/offers/create', sales, 'New offer', 'Contract'],
    ['/en/dashboard/offers/7', sales, 'Offer 7', 'Cube Kathmandu Hybrid'],
    ['/en/dashboard/my-offers/7', employee, 'Offer 7', 'Sign the offer'],
    ['/en/dashboard/orders/list', sales, 'Orders', 'Order 12'],
    ['/en/dashboard/fleet/orders/12', fleet, 'Order 12', 'Validate this order'],
  ])('%s', async (url, user, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the offer page', { timeout: 30_000 }, () => {
  it('shows the line and the totals in euros: excl. VAT, VAT per rate, incl. VAT', async () => {
    signedIn(sales);
    renderApp('/en/dashboard/offers/7');
    const figures = await screen.findByRole('table', { name: 'Totals' }, { timeout: 10_000 });
    const row = (name: string) => within(figures).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Total excl. VAT')).getByText('1 234,56 €')).toBeTruthy();
    expect(within(row('VAT 21 %')).getByText('259,26 €')).toBeTruthy();
    expect(within(row('Total incl. VAT')).getByText('1 493,82 €')).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('Cube Kathmandu Hybrid')).toBeTruthy();
    expect(within(lines).getAllByText('1 234,56 €').length).toBeGreaterThan(0);
    // Staff do not sign for the customer.
    expect(screen.queryByRole('button', { name: 'Sign the offer' })).toBeNull();
  });

  it('adds a bike line from the catalogue, with its size, price in euros, VAT and discount', async () => {
    const added = {
      ...bikeLine,
      id: 71,
      size: 'L',
      unitPriceCents: 199950,
      discountPercent: 5,
      amounts: amounts(189953, 39890),
    } satisfies OfferLine;
    const after = { ...offer, lines: [bikeLine, added], totals: totals(313409, 65816) } satisfies Offer;
    const calls = signedIn(sales, (call) =>
      call.method === 'POST' && call.path === '/api/offers/7/lines'
        ? json(201, { ...added, offer: after } satisfies Infer<typeof offerLineResponseSchema>)
        : undefined,
    );
    renderApp('/en/dashboard/offers/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a line' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New line' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Bike from the catalogue' }), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Size' }), { target: { value: 'L' } });
    const price = within(dialog).getByRole('textbox', { name: 'Unit price excl. VAT' });
    await userEvent.clear(price);
    await userEvent.type(price, '1999.50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Discount' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a line' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers/7/lines')).toBe(true));
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/offers/7/lines')!.body;
    expect(body).toMatchObject({
      kind: 'bike',
      modelId: 4,
      size: 'L',
      quantity: 1,
      unitPriceCents: 199950,
      vatRate: 21,
      discountPercent: 5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New line' })).toBeNull());
    const figures = screen.getByRole('table', { name: 'Totals' });
    expect(await within(figures).findByText('3 134,09 €')).toBeTruthy();
  });
});

describe('an order waiting on its supplier', { timeout: 30_000 }, () => {
  it('names the supplier order, when it is expected and what arrived, with a link to it for staff', async () => {
    const waiting = {
      ...order,
      status: 'waiting_for_parts',
      supplierOrders: [
        {
          id: 5,
          supplier: 'Groupbrand NV',
          reference: 'PO-1',
          status: 'ordered',
          expectedOn: '2026-12-15',
          quantity: 1,
          receivedQuantity: 0,
        },
      ],
    } satisfies Order;
    signedIn(sales, (call) => (call.path === '/api/orders/12' ? json(200, waiting) : undefined));
    renderApp('/en/dashboard/orders/12');
    const section = await screen.findByRole('region', { name: 'Ordered from the supplier' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: 'Supplier order 5 (Groupbrand NV · PO-1)' }).getAttribute('href')).toBe(
      '/en/dashboard/grouped-orders/5',
    );
    expect(within(section).getByText(/ordered · expected 15\/12\/2026 · 0 of 1 arrived/)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('a bike line naming a bike in stock', { timeout: 30_000 }, () => {
  it('lists the stock bikes of the chosen model and sends the chosen frame instead of the model', async () => {
    const liege = { id: 1, name: 'Liège' };
    const stock = [
      { id: 501, frameNumber: 'WCUBE0001', modelId: 4, model: 'Cube Kathmandu Hybrid', size: 'L', location: liege },
      { id: 502, frameNumber: 'WCUBE0002', modelId: 4, model: 'Cube Kathmandu Hybrid', size: 'M', location: liege },
    ] satisfies OfferStockBikes['data'];
    const added = { ...bikeLine, id: 72, bikeId: 501, size: 'L', label: 'Cube Kathmandu Hybrid (WCUBE0001)' } satisfies OfferLine;
    const calls = signedIn(sales, (call) => {
      if (call.path === '/api/offers/stock-bikes')
        return json(200, { data: call.query.get('modelId') === '4' ? stock : [] } satisfies OfferStockBikes);
      if (call.method === 'POST' && call.path === '/api/offers/7/lines')
        return json(201, { ...added, offer: { ...offer, lines: [bikeLine, added] } } satisfies Infer<typeof offerLineResponseSchema>);
      return undefined;
    });
    renderApp('/en/dashboard/offers/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a line' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New line' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Bike from the catalogue' }), { target: { value: '4' } });
    const frame = await within(dialog).findByRole('combobox', { name: /A specific bike in stock/ });
    expect(within(frame).getByRole('option', { name: 'WCUBE0001 · L · Liège' })).toBeTruthy();
    fireEvent.change(frame, { target: { value: '501' } });
    expect((within(dialog).getByRole('combobox', { name: 'Size' }) as HTMLSelectElement).value).toBe('L');
    const price = within(dialog).getByRole('textbox', { name: 'Unit price excl. VAT' });
    await userEvent.clear(price);
    await userEvent.type(price, '1800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a line' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers/7/lines')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/offers/7/lines')!.body).toMatchObject({
      kind: 'bike',
      bikeId: 501,
      modelId: null,
      size: null,
      unitPriceCents: 180000,
    });
  });
});

describe('editing an offer in progress', { timeout: 30_000 }, () => {
  it('changes the contract and its duration, keeping the customer', async () => {
    const calls = signedIn(sales, (call) =>
      call.method === 'PUT' && call.path === '/api/offers/7'
        ? json(200, { ...offer, contractType: 'leasing', durationMonths: 24 } satisfies Offer)
        : undefined,
    );
    renderApp('/en/dashboard/offers/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the contract' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the contract' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Contract' }), { target: { value: 'leasing' } });
    const months = within(dialog).getByRole('textbox', { name: /Duration/ });
    await userEvent.clear(months);
    await userEvent.type(months, '24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/offers/7')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      companyId: 1,
      userId: 30,
      contractType: 'leasing',
      durationMonths: 24,
      description: 'Vélo de fonction',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the contract' })).toBeNull());
  });
});

describe('signing an offer', { timeout: 30_000 }, () => {
  it('needs the consent ticked and a name, then sends both', async () => {
    const signed = {
      ...offer,
      status: 'signed',
      signature: { name: 'Emile Employé', at, ip: '127.0.0.1', by: emile, method: 'electronic' },
    } satisfies Offer;
    const calls = signedIn(employee, (call) =>
      call.method === 'POST' && call.path === '/api/offers/7/sign' ? json(200, signed) : undefined,
    );
    renderApp('/en/dashboard/my-offers/7');
    const submit = await screen.findByRole('button', { name: 'Sign the offer' }, { timeout: 10_000 });
    // The PDF is there to read before signing.
    expect(screen.getByRole('link', { name: 'Offer (PDF)' }).getAttribute('href')).toBe('/api/offers/7/documents/offer.pdf');
    await userEvent.click(submit);
    expect(await screen.findByText('Tick the box to accept the offer.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/offers/7/sign')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read this offer and I accept it.' }));
    await userEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers/7/sign')).toBe(true));
    expect(calls.find((c) => c.path === '/api/offers/7/sign')!.body).toEqual({ name: 'Emile Employé', consent: true });
    expect(await screen.findByRole('link', { name: 'Signed offer (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign the offer' })).toBeNull();
  });
});

describe('a promo code on a sale offer (decision 059)', { timeout: 30_000 }, () => {
  const withPromo = (promo: Partial<NonNullable<Offer['promo']>>) =>
    ({
      ...offer,
      promo: { code: 'SPRING10', discountCents: 14938, totalAfterCents: 134444, refusal: null, committed: false, ...promo },
    }) satisfies Offer;

  it('lets staff apply a code, shows the till’s refusal under the field, then the discount; no serious axe violation', async () => {
    let attempts = 0;
    const calls = signedIn(sales, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/offers/7/promo-code') return undefined;
      attempts += 1;
      return attempts === 1
        ? json(422, { error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { code: 'used_up' } } })
        : json(200, withPromo({}));
    });
    renderApp('/en/dashboard/offers/7');
    const input = await screen.findByRole('textbox', { name: /Promo code/ }, { timeout: 10_000 });
    await userEvent.type(input, 'spring10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the code' }));
    expect(await screen.findByText('This code has been used as many times as allowed.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/offers/7/promo-code')!.body).toEqual({ code: 'spring10' });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply the code' }));
    expect(await screen.findByText('Code SPRING10: − 149,38 € incl. VAT')).toBeTruthy();
    expect(screen.getByText('Total incl. VAT after the code: 1 344,44 €')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the code' })).toBeTruthy();
  });

  it('tells the customer why a code can no longer be used before they sign', async () => {
    signedIn(employee, (call) =>
      call.path === '/api/offers/7' ? json(200, withPromo({ refusal: 'expired', discountCents: 0, totalAfterCents: 149382 })) : undefined,
    );
    renderApp('/en/dashboard/my-offers/7');
    expect(await screen.findByText(/This code has expired\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply the code' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
