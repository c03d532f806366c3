import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  Bill,
  DeliverySettings,
  GiftCard,
  GiftCardDetail,
  giftCardRedeemedSchema,
  ListOf,
  onlinePaymentConfigSchema,
  PromoCode,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Gift cards, promo codes, delivery settings and paying a bill online (decision 050), through the real routes.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const card = {
  id: 3,
  code: 'K7QM-2XPD-W9RT-HN4C',
  initialCents: 10000,
  balanceCents: 6500,
  expiresOn: '2027-01-05',
  status: 'active',
  soldVia: 'till',
  soldOnTicket: { id: 42, number: 'T-000042' },
  buyerName: 'Mme Lambotte',
  note: null,
  createdAt: at,
} satisfies GiftCard;
const cardDetail = {
  ...card,
  uses: [
    { id: 1, amountCents: 10000, balanceAfterCents: 10000, reference: 'sale', by: { id: 1, name: 'Ada Admin' }, at },
    { id: 2, amountCents: -3500, balanceAfterCents: 6500, reference: 'Ticket 2026-0042', by: { id: 1, name: 'Ada Admin' }, at },
  ],
  voided: null,
} satisfies GiftCardDetail;
const promo = {
  id: 4,
  code: 'PRINTEMPS26',
  kind: 'percent',
  value: 15,
  startsOn: '2026-03-01',
  endsOn: '2026-06-30',
  maxUses: 200,
  perCustomerLimit: 1,
  minimumOrderCents: 5000,
  active: true,
  description: 'Printemps',
  isPublic: false,
  appliesTo: [],
  usesCount: 12,
  createdAt: at,
  updatedAt: at,
} satisfies PromoCode;
const delivery = {
  methods: [
    { kind: 'home', priceCents: 795, enabled: true, zones: [] },
    { kind: 'pickup', priceCents: 0, enabled: true, zones: [] },
    { kind: 'relay', priceCents: 495, enabled: false, zones: [] },
  ],
  freeDeliveryFromCents: 10000,
} satisfies DeliverySettings;
const bill = {
  id: 11,
  kind: 'invoice',
  number: '2026-00042',
  status: 'issued',
  structuredCommunication: '+++000/0000/01111+++',
  customer: { kind: 'person', id: 7, name: 'Jean Dupont', vatNumber: null, address: null, language: 'en' },
  company: null,
  issueDate: '2026-01-05',
  dueDate: '2099-02-04',
  reverseCharge: false,
  notes: null,
  totals: { exclVatCents: 10000, vatCents: 2100, inclVatCents: 12100, byRate: [{ rate: 21, netCents: 10000, vatCents: 2100 }] },
  paidCents: 0,
  creditOf: null,
  creditNotes: [],
  lines: [
    { id: 1, description: 'Révision complète', quantity: 1, unitPriceCents: 10000, vatRate: 21, discountPercent: 0, netCents: 10000 },
  ],
  issuedAt: at,
  createdAt: at,
  updatedAt: at,
} satisfies Bill;

const API: Record<string, unknown> = {
  '/api/gift-cards': page([card]),
  '/api/gift-cards/3': cardDetail,
  '/api/promo-codes': page([promo]),
  '/api/promo-codes/4': promo,
  '/api/promo-codes/4/history': page([]),
  '/api/delivery-settings': delivery,
  '/api/bills/11': bill,
  '/api/bills/11/history': page([]),
  '/api/payments/config': { enabled: true, provider: 'stripe' } satisfies Infer<typeof onlinePaymentConfigSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const customer = makeUser({ language: 'en', permission: [] });

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

describe('payment pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['admin', '/en/dashboard/bills/gift-cards', 'Gift cards', 'K7QM-2XPD-W9RT-HN4C'],
    ['admin', '/en/dashboard/bills/gift-cards/3', 'Gift card K7QM-2XPD-W9RT-HN4C', 'Ticket 2026-0042'],
    // Sold on a till ticket (decision 063): the ticket's number, a link to it.
    ['admin', '/en/dashboard/bills/gift-cards/3', 'Gift card K7QM-2XPD-W9RT-HN4C', 'On ticket T-000042'],
    ['admin', '/fr/dashboard/bills/gift-cards', 'Cartes cadeaux', 'Payer une facture avec une carte cadeau'],
    ['admin', '/nl/dashboard/bills/gift-cards', 'Cadeaubonnen', 'Een factuur betalen met een cadeaubon'],
    ['admin', '/en/dashboard/stripe/promocodes', 'Promo codes', 'PRINTEMPS26'],
    ['admin', '/en/dashboard/stripe/promocodes/create', 'New promo code', 'Maximum uses'],
    ['admin', '/en/dashboard/stripe/promocodes/4', 'PRINTEMPS26', '15 % off · used 12 times'],
    ['admin', '/en/dashboard/stripe/delivery-settings', 'Delivery settings', 'Relay point'],
    ['customer', '/en/dashboard/bills/mine/11', 'Bill 2026-00042', 'Pay online'],
  ] as const)('%s %s', async (who, url, title, text) => {
    signedIn({ admin, customer }[who]);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('a bill paid with a gift card', { timeout: 30_000 }, () => {
  it('takes a payment on the named bill and says what remains on the card and the bill, or why not', async () => {
    let refuse = true;
    const calls = signedIn(admin, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/gift-cards/redeem') return undefined;
      if (refuse) return json(422, { error: { code: 'validation_failed', message: 'x', fields: { billNumber: 'bill_not_open' } } });
      return json(200, {
        code: card.code,
        amountCents: 2000,
        balanceCents: 4500,
        bill: { id: 11, number: '2026-00042', status: 'partly_paid', leftToPayCents: 1520 },
      } satisfies Infer<typeof giftCardRedeemedSchema>);
    });
    renderApp('/en/dashboard/bills/gift-cards');
    await screen.findByRole('heading', { level: 1, name: 'Gift cards' }, { timeout: 10_000 });
    await userEvent.type(screen.getByLabelText(/^Code/), 'k7qm 2xpd w9rt hn4c');
    await userEvent.type(screen.getByLabelText(/^Amount to pay/), '20');
    await userEvent.type(screen.getByLabelText(/^Bill number/), '2026-00042');
    await userEvent.click(screen.getByRole('button', { name: 'Take the payment' }));
    await screen.findByText('This bill is not issued, is already paid or has been credited.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Take the payment' }));
    await screen.findByText('20,00 € paid on bill 2026-00042 with the card; 45,00 € remains on the card, 15,20 € left to pay on the bill.');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/gift-cards/redeem').at(-1)!.body).toEqual({
        code: 'k7qm 2xpd w9rt hn4c',
        amountCents: 2000,
        billNumber: '2026-00042',
      }),
    );
  });
});

describe('the Pay online button', { timeout: 30_000 }, () => {
  it('is hidden when online payment is not configured', async () => {
    signedIn(customer, (call) =>
      call.path === '/api/payments/config'
        ? json(200, { enabled: false, provider: null } satisfies Infer<typeof onlinePaymentConfigSchema>)
        : undefined,
    );
    renderApp('/en/dashboard/bills/mine/11');
    await screen.findByText('Révision complète', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Pay online' })).toBeNull();
  });
});
