import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  checkoutCustomerListSchema,
  ListOf,
  SellableAccessory,
  SellableBike,
  SellableList,
  stockLocationCurrentSchema,
  Ticket,
  TicketPreview,
  TicketSummary,
} from '@veloport/domain';

// The cash register (decision 023) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const liege = { id: 1, name: 'Liège' };
const bike = {
  id: 41,
  frameNumber: 'WTU123456',
  label: 'Cube Kathmandu Hybrid',
  size: 'M',
  color: 'Grey',
  store: liege,
  unitPriceCents: 250000,
  vatRate: 21,
  inclVatCents: 302500,
} satisfies SellableBike;
const bell = {
  id: 9,
  name: 'Bell',
  reference: 'BELL-1',
  unitPriceCents: 1000,
  vatRate: 21,
  inclVatCents: 1210,
  quantity: 4,
} satisfies SellableAccessory;
const amounts = (excl: number, vat: number) => ({
  grossCents: excl,
  discountCents: 0,
  exclVatCents: excl,
  vatCents: vat,
  inclVatCents: excl + vat,
});
const ticket = {
  id: 12,
  number: 'T-000012',
  createdAt: at,
  customerKind: 'anonymous',
  customer: null,
  company: null,
  cashier: { id: 7, name: 'Sacha Sales' },
  store: liege,
  paymentMethod: 'card',
  discountPercent: 0,
  language: 'en',
  itemCount: 3,
  totals: { ...amounts(252000, 52920), vatByRate: [{ rate: 21, baseCents: 252000, vatCents: 52920 }] },
  billedAt: null,
  promo: null,
  giftCard: null,
  giftCardsSoldCents: 0,
  toPayCents: 304920,
  lines: [
    {
      id: 1,
      kind: 'bike',
      label: 'Cube Kathmandu Hybrid (M)',
      bikeId: 41,
      frameNumber: 'WTU123456',
      accessoryId: null,
      quantity: 1,
      unitPriceCents: 250000,
      vatRate: 21,
      amounts: amounts(250000, 52500),
      giftCard: null,
    },
    {
      id: 2,
      kind: 'accessory',
      label: 'Bell',
      bikeId: null,
      frameNumber: null,
      accessoryId: 9,
      quantity: 2,
      unitPriceCents: 1000,
      vatRate: 21,
      amounts: amounts(2000, 420),
      giftCard: null,
    },
  ],
} satisfies Ticket;
/** A ticket that sold a gift card with a bell (decision 063): the card's full code on the receipt, outside the VAT. */
const giftTicket = {
  ...ticket,
  id: 13,
  number: 'T-000013',
  itemCount: 2,
  totals: { ...amounts(1000, 210), vatByRate: [{ rate: 21, baseCents: 1000, vatCents: 210 }] },
  giftCardsSoldCents: 5000,
  toPayCents: 6210,
  lines: [
    {
      id: 3,
      kind: 'accessory',
      label: 'Bell',
      bikeId: null,
      frameNumber: null,
      accessoryId: 9,
      quantity: 1,
      unitPriceCents: 1000,
      vatRate: 21,
      amounts: amounts(1000, 210),
      giftCard: null,
    },
    {
      id: 4,
      kind: 'gift_card',
      label: 'Gift card',
      bikeId: null,
      frameNumber: null,
      accessoryId: null,
      quantity: 1,
      unitPriceCents: 5000,
      vatRate: 0,
      amounts: amounts(5000, 0),
      giftCard: { id: 3, code: 'ABCD-EFGH-JKLM-NPQR', expiresOn: '2027-01-05' },
    },
  ],
} satisfies Ticket;
const { lines: _lines, ...summary } = ticket;

const API: Record<string, unknown> = {
  '/api/checkout/catalog': { store: liege, bikes: [bike], accessories: [bell] } satisfies SellableList,
  '/api/checkout/customers': { data: [{ id: 50, name: 'Paula Private', email: 'private@example.com', companyId: null }] } satisfies Infer<
    typeof checkoutCustomerListSchema
  >,
  '/api/checkout/tickets': { data: [summary], meta: { page: 1, perPage: 25, total: 1 } } satisfies ListOf<TicketSummary>,
  '/api/checkout/tickets/12': ticket,
  '/api/checkout/tickets/13': giftTicket,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const sales = makeUser({ language: 'en', firstname: 'Sacha', lastname: 'Sales', permission: ['order'] });

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

describe('cash register pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/checkout', 'Cash register', 'Cube Kathmandu Hybrid'],
    ['/en/dashboard/checkout/tickets', 'Till tickets', 'T-000012'],
    ['/en/dashboard/checkout/tickets/12', 'Receipt T-000012', 'Bell'],
    ['/en/dashboard/checkout/tickets/13', 'Receipt T-000013', 'Gift card ABCD-EFGH-JKLM-NPQR · valid until 05/01/2027'],
  ])('%s', async (url, title, text) => {
    signedIn(sales);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('selling at the till', { timeout: 30_000 }, () => {
  it('fills the cart, shows the totals per VAT rate, sells to a walk-in customer and shows the receipt', async () => {
    const calls = signedIn(sales, (call) =>
      call.method === 'POST' && call.path === '/api/checkout/tickets' ? json(201, ticket) : undefined,
    );
    renderApp('/en/dashboard/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Cube Kathmandu Hybrid WTU123456' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Bell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Bell' }));
    expect(screen.getByRole('button', { name: 'Add Cube Kathmandu Hybrid WTU123456' })).toHaveProperty('disabled', true);
    const totals = screen.getByRole('table', { name: 'Totals' });
    const row = (name: string) => within(totals).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Total excl. VAT')).getByText('2 520,00 €')).toBeTruthy();
    expect(within(row('VAT 21 %')).getByText('529,20 €')).toBeTruthy();
    expect(within(row('Total incl. VAT')).getByText('3 049,20 €')).toBeTruthy();

    // No payment method chosen: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: /Confirm the sale/ }));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/checkout/tickets')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: /Confirm the sale/ }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/checkout/tickets')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/checkout/tickets')!.body).toEqual({
      customer: { anonymous: true },
      lines: [
        { kind: 'bike', bikeId: 41 },
        { kind: 'accessory', accessoryId: 9, quantity: 2 },
      ],
      discountPercent: 0,
      paymentMethod: 'card',
      saleKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt T-000012' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' }).getAttribute('href')).toBe(
      '/api/checkout/tickets/12/receipt.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash register' })).toBeTruthy();
    expect(screen.getByText('The cart is empty: find a bike or an accessory and add it.')).toBeTruthy();
  });

  it('says why a sale is refused when the bike was sold meanwhile, and keeps the cart', async () => {
    signedIn(sales, (call) => (call.method === 'POST' && call.path === '/api/checkout/tickets' ? apiError(409, 'bike_sold') : undefined));
    renderApp('/en/dashboard/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Cube Kathmandu Hybrid WTU123456' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('button', { name: /Confirm the sale/ }));
    expect(await screen.findByText('This bike has been sold: it can no longer be changed.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Cart' })).getByText('Cube Kathmandu Hybrid (WTU123456)')).toBeTruthy();
  });

  it('sells a gift card with a bell and shows the promo discount, the cards sold and the total to pay before paying', async () => {
    const preview = {
      totals: {
        grossCents: 1000,
        discountCents: 83,
        exclVatCents: 917,
        vatCents: 193,
        inclVatCents: 1110,
        vatByRate: [{ rate: 21, baseCents: 917, vatCents: 193 }],
      },
      giftCardsSoldCents: 5000,
      promo: { code: 'BELL1', discountCents: 100 },
      giftCard: null,
      toPayCents: 6110,
      refusals: {},
    } satisfies TicketPreview;
    // The preview answers what it is asked: the promo only once the code is in the request (typing takes a while on a
    // loaded machine, and a preview may leave before the code is complete).
    const withoutPromo = {
      ...preview,
      totals: { ...preview.totals, discountCents: 0 },
      promo: null,
      toPayCents: 6210,
    } satisfies TicketPreview;
    const calls = signedIn(sales, (call) => {
      if (call.method === 'POST' && call.path === '/api/checkout/tickets/preview')
        return json(200, (call.body as { promoCode?: string } | null)?.promoCode === 'BELL1' ? preview : withoutPromo);
      if (call.method === 'POST' && call.path === '/api/checkout/tickets') return json(201, giftTicket);
      return undefined;
    });
    renderApp('/en/dashboard/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Bell' }, { timeout: 10_000 }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sell a gift card' }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Add the gift card' }));
    expect(within(screen.getByRole('table', { name: 'Cart' })).getByText('Issued when paid · outside VAT scope')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'BELL1');
    const totals = screen.getByRole('table', { name: 'Totals' });
    const row = (name: string) => within(totals).getByRole('rowheader', { name }).closest('tr')!;
    await waitFor(() => expect(within(row('Promo code BELL1 (incl. VAT)')).getByText('− 1,00 €')).toBeTruthy(), { timeout: 5_000 });
    expect(within(row('Gift cards sold (outside VAT scope)')).getByText('+ 50,00 €')).toBeTruthy();
    expect(within(row('To pay')).getByText('61,10 €')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the sale · 61,10 €' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/checkout/tickets/preview').at(-1)!.body).toMatchObject({
      lines: [
        { kind: 'accessory', accessoryId: 9, quantity: 1 },
        { kind: 'gift_card', amountCents: 5000 },
      ],
      promoCode: 'BELL1',
    });
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('button', { name: /Confirm the sale/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt T-000013' })).toBeTruthy();
    expect(screen.getByText('Gift card ABCD-EFGH-JKLM-NPQR · valid until 05/01/2027')).toBeTruthy();
  });

  it('shows why the preview refuses a promo code under its field', async () => {
    const preview = {
      totals: { ...amounts(1000, 210), vatByRate: [{ rate: 21, baseCents: 1000, vatCents: 210 }] },
      giftCardsSoldCents: 0,
      promo: null,
      giftCard: null,
      toPayCents: 1210,
      refusals: { promoCode: 'used_up' },
    } satisfies TicketPreview;
    signedIn(sales, (call) => (call.method === 'POST' && call.path === '/api/checkout/tickets/preview' ? json(200, preview) : undefined));
    renderApp('/en/dashboard/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Bell' }, { timeout: 10_000 }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'GONE');
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'), { timeout: 5_000 });
  });
});
