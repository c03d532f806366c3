import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  checkoutCustomerListSchema,
  DeliverySettings,
  giftCardBalanceSchema,
  HistoryEntry,
  ListOf,
  PromoCode,
  SellableAccessory,
  SellableList,
  stockLocationCurrentSchema,
  Ticket,
} from '@veloport/domain';

// Promo codes and gift cards at the till, the public gift card balance, delivery zones (decision 059).

const at = '2026-01-05T10:00:00.000Z';
const liege = { id: 1, name: 'Liège' };
const bell = {
  id: 9,
  name: 'Bell',
  reference: 'BELL-1',
  unitPriceCents: 1000,
  vatRate: 21,
  inclVatCents: 1210,
  quantity: 4,
} satisfies SellableAccessory;
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
  itemCount: 2,
  // Two bells, 24.20 € incl. VAT; BELLS10 takes 2.42 € off (0.42 € of VAT); a gift card pays 10 €.
  totals: {
    grossCents: 2000,
    discountCents: 200,
    exclVatCents: 1800,
    vatCents: 378,
    inclVatCents: 2178,
    vatByRate: [{ rate: 21, baseCents: 1800, vatCents: 378 }],
  },
  promo: { code: 'BELLS10', discountCents: 242 },
  giftCard: { code: '****-****-****-HN4C', amountCents: 1000, balanceAfterCents: 4000 },
  giftCardsSoldCents: 0,
  toPayCents: 1178,
  billedAt: null,
  lines: [
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
      amounts: { grossCents: 2000, discountCents: 200, exclVatCents: 1800, vatCents: 378, inclVatCents: 2178 },
      giftCard: null,
    },
  ],
} satisfies Ticket;
const promo = {
  id: 4,
  code: 'BELLS10',
  kind: 'percent',
  value: 10,
  startsOn: null,
  endsOn: null,
  maxUses: null,
  perCustomerLimit: null,
  minimumOrderCents: 0,
  active: true,
  description: null,
  isPublic: false,
  appliesTo: ['accessory'],
  usesCount: 1,
  createdAt: at,
  updatedAt: at,
} satisfies PromoCode;
const delivery = {
  methods: [
    {
      kind: 'home',
      priceCents: 795,
      enabled: true,
      zones: [{ name: 'Bruxelles', fromPostalCode: 1000, toPostalCode: 1299, priceCents: 595 }],
    },
    { kind: 'pickup', priceCents: 0, enabled: true, zones: [] },
    { kind: 'relay', priceCents: 495, enabled: true, zones: [] },
  ],
  freeDeliveryFromCents: 10000,
} satisfies DeliverySettings;

const API: Record<string, unknown> = {
  '/api/checkout/catalog': { store: liege, bikes: [], accessories: [bell] } satisfies SellableList,
  '/api/checkout/customers': { data: [] } satisfies Infer<typeof checkoutCustomerListSchema>,
  '/api/promo-codes/4': promo,
  '/api/promo-codes/4/history': { data: [], meta: { page: 1, perPage: 25, total: 0 } } satisfies ListOf<HistoryEntry>,
  '/api/delivery-settings': delivery,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};
const sales = makeUser({ language: 'en', firstname: 'Sacha', lastname: 'Sales', permission: ['order'] });
const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });

function signedIn(user: ReturnType<typeof makeUser> | null, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, user ? { authenticated: true, user } : { authenticated: false });
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}
const refusal = (fields: Record<string, string>) => json(422, { error: { code: 'validation_failed', message: 'x', fields } });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    [null, '/en/gift-card', 'Gift card balance', 'Gift card code'],
    [null, '/fr/gift-card', 'Solde de la carte cadeau', 'Code de la carte cadeau'],
    [null, '/nl/gift-card', 'Saldo van de cadeaubon', 'Code van de cadeaubon'],
    ['admin', '/en/dashboard/stripe/delivery-settings', 'Delivery settings', 'Add a zone (Store pickup)'],
    ['admin', '/fr/dashboard/stripe/delivery-settings', 'Paramètres de livraison', 'Du code postal'],
    ['admin', '/en/dashboard/stripe/promocodes/create', 'New promo code', 'Which products'],
    ['sales', '/en/dashboard/checkout', 'Cash register', 'Gift card code'],
    ['sales', '/nl/dashboard/checkout', 'Kassa', 'Promocode'],
  ] as const)('%s %s', async (who, url, title, text) => {
    signedIn(who === null ? null : { admin, sales }[who]);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the till with a promo code and a gift card', { timeout: 30_000 }, () => {
  it('shows why a code is refused, then sells with the code and the card and shows both on the receipt', async () => {
    let refuse = true;
    const calls = signedIn(sales, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/checkout/tickets') return undefined;
      return refuse ? refusal({ promoCode: 'expired' }) : json(201, ticket);
    });
    renderApp('/en/dashboard/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Bell' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Bell' }));
    await userEvent.type(screen.getByLabelText('Promo code'), 'OLD2025');
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: /Confirm the sale/ }));
    expect(await screen.findAllByText('This code has expired.')).not.toHaveLength(0);

    refuse = false;
    await userEvent.clear(screen.getByLabelText('Promo code'));
    await userEvent.type(screen.getByLabelText('Promo code'), 'bells10');
    await userEvent.type(screen.getByLabelText('Gift card code'), 'K7QM-2XPD-W9RT-HN4C');
    await userEvent.type(screen.getByLabelText('Paid with the card'), '10');
    await userEvent.click(screen.getByRole('button', { name: /Confirm the sale/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/checkout/tickets')).toHaveLength(2));
    // The sale itself, not a preview of the cart that may still be on its way.
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/checkout/tickets').at(-1)!.body).toMatchObject({
      promoCode: 'bells10',
      giftCard: { code: 'K7QM-2XPD-W9RT-HN4C', amountCents: 1000 },
      paymentMethod: 'card',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt T-000012' })).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Totals' });
    const row = (name: string) => within(totals).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Promo code BELLS10 (incl. VAT)')).getByText('− 2,42 €')).toBeTruthy();
    // The line at its price before the code, which is taken off once, in the totals (issue 25, point 17).
    const lines = screen.getByRole('table', { name: 'Items sold' });
    expect(within(lines).getByText('24,20 €')).toBeTruthy();
    expect(within(lines).queryByText('21,78 €')).toBeNull();
    expect(within(row('Gift card ****-****-****-HN4C (balance left 40,00 €)')).getByText('− 10,00 €')).toBeTruthy();
    expect(within(row('Paid by Card')).getByText('11,78 €')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the public gift card balance', { timeout: 30_000 }, () => {
  it('shows the balance and expiry of a card, and only "invalid" for an unknown code', async () => {
    const calls = signedIn(null, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/gift-cards/balance') return undefined;
      const code = (call.body as { code: string }).code;
      return code === 'NOPE'
        ? refusal({ code: 'invalid' })
        : json(200, { balanceCents: 4000, expiresOn: '2027-01-05', status: 'active' } satisfies Infer<typeof giftCardBalanceSchema>);
    });
    renderApp('/en/gift-card');
    await userEvent.type(await screen.findByLabelText(/Gift card code/, {}, { timeout: 10_000 }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(await screen.findByText('Invalid code.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Gift card code/));
    await userEvent.type(screen.getByLabelText(/Gift card code/), 'k7qm 2xpd w9rt hn4c');
    await userEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    const result = await screen.findByRole('table', { name: 'Your gift card' });
    expect(within(result).getByText('40,00 €')).toBeTruthy();
    expect(within(result).getByText('05/01/2027')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/gift-cards/balance')).toHaveLength(2);
    expect(await seriousViolations()).toEqual([]);
  });
});
