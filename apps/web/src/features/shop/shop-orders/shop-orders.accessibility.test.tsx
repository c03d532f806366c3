import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListOf, ShopOrderDetail, ShopOrderListItem } from '@veloport/domain';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';

// The web shop's orders in the back office (decision 089): the staff list and one order's page.

const at = '2026-11-27T09:30:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const item = (id: number, over: Partial<ShopOrderListItem> = {}) =>
  ({
    id,
    number: `W-${String(id).padStart(6, '0')}`,
    status: 'paid',
    placedAt: at,
    customer: { name: 'Anna Peeters', email: 'anna@example.test', phone: '+32 470 12 34 56', language: 'nl' },
    delivery: {
      method: 'store_pickup',
      storeId: 1,
      storeName: 'Liège',
      address: null,
      billingAddress: { street: 'Kerkstraat 2', postalCode: '9000', city: 'Gent', country: 'BE' },
      notes: 'Ring twice',
      expectedOn: '2026-11-30',
      deliveredOn: null,
    },
    payment: { method: 'transfer', status: 'paid' },
    totalInclVatCents: 125_420,
    ...over,
  }) satisfies ShopOrderListItem;
const orders = [
  item(42),
  item(41, {
    status: 'placed',
    delivery: {
      ...item(41).delivery,
      method: 'home',
      storeId: null,
      storeName: null,
      address: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    },
    payment: { method: 'transfer', status: 'pending' },
  }),
];
const detail = {
  ...item(42),
  lines: [
    {
      kind: 'bike',
      modelId: 3,
      size: 'M',
      accessoryId: null,
      usedBikeId: null,
      availableOn: '2026-12-02',
      label: 'Cube Kathmandu',
      quantity: 1,
      unitInclVatCents: 121_000,
      vatRate: 21,
      discountCents: 0,
      totalInclVatCents: 121_000,
    },
    {
      kind: 'accessory',
      modelId: null,
      size: null,
      accessoryId: 8,
      usedBikeId: null,
      availableOn: null,
      label: 'Bell',
      quantity: 2,
      unitInclVatCents: 2_210,
      vatRate: 21,
      discountCents: 0,
      totalInclVatCents: 4_420,
    },
  ],
  totals: {
    deliveryCents: 0,
    discountCents: 0,
    giftCardCents: 0,
    totalInclVatCents: 125_420,
    vat: [{ rate: 21, baseCents: 103_653, vatCents: 21_767 }],
  },
  promoCode: null,
  billId: 77,
  paidAt: at,
  paidBy: 'transfer',
  cancelledAt: null,
  cancelReason: null,
  withdrawnAt: null,
  withdrawalReason: null,
  withdrawalUntil: null,
  refundedAt: null,
  refundedBy: null,
  creditNoteId: null,
} satisfies ShopOrderDetail;

const API: Record<string, unknown> = {
  '/api/shop/orders': page(orders),
  '/api/shop/orders/W-000042/details': detail,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const employee = makeUser({ id: 8, language: 'en', permission: [] });

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
afterEach(() => {
  vi.unstubAllGlobals();
  // The toasts live in one store for the whole file: a test's "payment recorded" must not queue the next test's alert.
  notifications.clean();
});

describe('web shop orders in the back office: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/shop-orders', 'Web shop orders', 'Pick up at a store'],
    ['/fr/dashboard/shop-orders', 'Commandes de la boutique en ligne', 'Retrait en magasin'],
    ['/nl/dashboard/shop-orders', 'Bestellingen van de webshop', 'Levering aan huis'],
    ['/en/dashboard/shop-orders/W-000042', 'Web shop order W-000042', 'Ready at the store'],
    ['/fr/dashboard/shop-orders/W-000042', 'Commande en ligne W-000042', 'Prête au magasin'],
    ['/nl/dashboard/shop-orders/W-000042', 'Webshopbestelling W-000042', 'Klaar in de winkel'],
  ])('%s', async (url, title, text) => {
    signedIn({ ...admin, language: url.slice(1, 3) as 'en' | 'fr' | 'nl' });
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists each order with its customer, delivery, payment and total, and filters and downloads through the API', async () => {
    const calls = signedIn(admin);
    renderApp('/en/dashboard/shop-orders');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(await within(table).findByRole('link', { name: 'W-000042' }, { timeout: 5_000 })).toBeTruthy();
    expect(within(table).getAllByText('Anna Peeters')).toHaveLength(2);
    expect(within(table).getByText('Liège')).toBeTruthy();
    expect(within(table).getByText('1000 Bruxelles')).toBeTruthy();
    expect(within(table).getAllByText(/^1.254,20 €$/)).toHaveLength(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'placed');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/shop/orders' && c.query.get('status') === 'placed')).toBe(true));
    expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toContain('status=placed');
  });

  it('makes a paid pick-up order ready at the store after saying what the customer is told', async () => {
    let moved = false;
    const calls = signedIn(admin, (call) => {
      if (call.method === 'POST' && call.path === '/api/shop/orders/W-000042/ship') {
        moved = true;
        return json(200, { id: 42, status: 'shipped', paymentStatus: 'paid' });
      }
      if (call.path === '/api/shop/orders/W-000042/details' && moved) return json(200, { ...detail, status: 'shipped' });
      return undefined;
    });
    renderApp('/en/dashboard/shop-orders/W-000042');
    await screen.findByRole('heading', { level: 1, name: 'Web shop order W-000042' }, { timeout: 10_000 });
    // The bike on its way says the day it is expected, until the order is ready at the store (decision 111).
    expect(screen.getByRole('rowheader', { name: 'Cube Kathmandu · size M · on its way, expected 02/12/2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the bill 77' }).getAttribute('href')).toBe('/en/dashboard/bills/77');
    expect(screen.queryByRole('button', { name: 'Payment received' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ready at the store' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The customer gets an e-mail that the order waits at the store.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready at the store' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/shop/orders/W-000042/ship')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Handed over' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Cube Kathmandu · size M' })).toBeTruthy();
  });

  // Paid at the pick-up (decision 121): staff say cash or card before the payment is recorded; the books follow it.
  it.each([
    ['en', 'Payment received', 'How did the customer pay?', 'Choose cash or card.', 'Cash', 'Paid by', 'Cash at the store'],
    [
      'fr',
      'Paiement reçu',
      'Comment le client a-t-il payé\u00a0?',
      'Choisissez espèces ou carte.',
      'Espèces',
      'Payée par',
      'Espèces au magasin',
    ],
    ['nl', 'Betaling ontvangen', 'Hoe heeft de klant betaald?', 'Kies contant of kaart.', 'Contant', 'Betaald met', 'Contant in de winkel'],
  ] as const)(
    'in %s, asks how an order paid in the store was paid, cash or card, and shows it once paid',
    async (language, label, how, required, cash, paidBy, shown) => {
      const inStore = {
        ...detail,
        status: 'placed',
        payment: { method: 'in_store', status: 'pending' },
        billId: null,
        paidAt: null,
        paidBy: null,
      } satisfies ShopOrderDetail;
      let paid = false;
      const calls = signedIn({ ...admin, language }, (call) => {
        if (call.method === 'POST' && call.path === '/api/shop/orders/W-000042/mark-paid') {
          paid = true;
          return json(200, { id: 42, status: 'paid', paymentStatus: 'paid' });
        }
        if (call.path === '/api/shop/orders/W-000042/details')
          return json(
            200,
            paid
              ? { ...inStore, status: 'paid', payment: { method: 'in_store', status: 'paid' }, paidAt: at, paidBy: 'cash', billId: 77 }
              : inStore,
          );
        return undefined;
      });
      renderApp(`/${language}/dashboard/shop-orders/W-000042`);
      await userEvent.click(await screen.findByRole('button', { name: label }, { timeout: 10_000 }));
      const dialog = await screen.findByRole('dialog');
      const question = within(dialog).getByRole('radiogroup', { name: new RegExp(`^${how.replace('?', '\\?')}`) });
      expect(within(question).getAllByRole('radio')).toHaveLength(2);
      // Not answered: the step waits and says why; nothing is sent.
      await userEvent.click(within(dialog).getByRole('button', { name: label }));
      expect(await within(dialog).findByText(required)).toBeTruthy();
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/mark-paid'))).toBe(false);
      expect(await seriousViolations()).toEqual([]);
      await userEvent.click(within(question).getByRole('radio', { name: cash }));
      await userEvent.click(within(dialog).getByRole('button', { name: label }));
      await waitFor(() => expect(paid).toBe(true));
      expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/mark-paid'))!.body).toEqual({ method: 'cash' });
      expect(await screen.findByText(shown, {}, { timeout: 5_000 })).toBeTruthy();
      expect(screen.getByText(paidBy)).toBeTruthy();
    },
  );

  it('records a transfer order’s payment without asking how, as before', async () => {
    const waiting = {
      ...detail,
      status: 'placed',
      payment: { method: 'transfer', status: 'pending' },
      paidAt: null,
      paidBy: null,
    } satisfies ShopOrderDetail;
    const calls = signedIn(admin, (call) => {
      if (call.method === 'POST' && call.path === '/api/shop/orders/W-000042/mark-paid')
        return json(200, { id: 42, status: 'paid', paymentStatus: 'paid' });
      if (call.path === '/api/shop/orders/W-000042/details') return json(200, waiting);
      return undefined;
    });
    renderApp('/en/dashboard/shop-orders/W-000042');
    await userEvent.click(await screen.findByRole('button', { name: 'Payment received' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Payment received' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/mark-paid'))).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/mark-paid'))!.body).toBeUndefined();
  });

  it('refunds a withdrawn paid order by transfer after saying what happens, then says when and by whom', async () => {
    const withdrawn = { ...detail, status: 'withdrawn', withdrawnAt: at, withdrawalReason: 'Too small' } satisfies ShopOrderDetail;
    let refunded = false;
    const calls = signedIn(admin, (call) => {
      if (call.method === 'POST' && call.path === '/api/shop/orders/W-000042/refund') {
        refunded = true;
        return json(200, { id: 42, status: 'withdrawn', paymentStatus: 'refunded' });
      }
      if (call.path === '/api/shop/orders/W-000042/details')
        return json(
          200,
          refunded
            ? {
                ...withdrawn,
                payment: { method: 'transfer', status: 'refunded' },
                refundedAt: at,
                refundedBy: 'Ada Admin',
                creditNoteId: 78,
              }
            : withdrawn,
        );
      return undefined;
    });
    renderApp('/en/dashboard/shop-orders/W-000042');
    await screen.findByRole('heading', { level: 2, name: 'Refund' }, { timeout: 10_000 });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Customer’s IBAN/ }), 'BE68 5390 0754 7034');
    await userEvent.click(screen.getByRole('button', { name: /^Refund 1.254,20.€$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The bill is credited in full by a credit note.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund 1.254,20.€$/ }));
    await waitFor(() => expect(refunded).toBe(true));
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/shop/orders/W-000042/refund')!;
    expect(sent.body).toEqual({ method: 'transfer', iban: 'BE68 5390 0754 7034' });
    expect(await screen.findByRole('link', { name: 'Open the credit note 78' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(/by Ada Admin$/)).toBeTruthy();
  });

  it('refunds an order paid online on the card without asking a means, and says plainly when the provider refused (decision 112)', async () => {
    const cancelled = { ...detail, status: 'cancelled', payment: { method: 'online', status: 'paid' } } satisfies ShopOrderDetail;
    const calls = signedIn(admin, (call) => {
      if (call.method === 'POST' && call.path === '/api/shop/orders/W-000042/refund')
        return json(502, { error: { code: 'provider_refund_failed', message: 'card_declined' } });
      if (call.path === '/api/shop/orders/W-000042/details') return json(200, cancelled);
      return undefined;
    });
    renderApp('/en/dashboard/shop-orders/W-000042');
    expect(
      await screen.findByText(/^Paid online: 1.254,20.€ goes back on the card or Bancontact that paid/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Customer’s IBAN/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Refund 1.254,20.€$/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Refund 1.254,20.€$/ }));
    expect(
      await screen.findByText(/The payment provider did not refund the card or Bancontact: nothing changed/, undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/shop/orders/W-000042/refund')!.body).toEqual({ method: 'other' });
  });

  it('keeps the web shop orders for the shop staff', async () => {
    signedIn(employee);
    renderApp('/en/dashboard/shop-orders');
    await waitFor(() => expect(window.location.pathname).not.toBe('/en/dashboard/shop-orders'), { timeout: 10_000 });
  });
});
