import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import type { CartLine } from '@/lib/shop-cart';
import { apiError, json, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';

// jsdom cannot compute colours, so contrast is left to a browser journey.

const bike: CartLine = {
  kind: 'bike',
  modelId: 12,
  slug: 'cube-kathmandu',
  name: 'Cube Kathmandu',
  size: 'M',
  priceCents: 300_000,
  quantity: 1,
};
const helmet: CartLine = { kind: 'accessory', accessoryId: 4, slug: 'helmet', name: 'Abus Helmet', priceCents: 5_990, quantity: 2 };
const line = { modelId: null, size: null, accessoryId: null, vatRate: 21, discountCents: 0 };
const quote = {
  lines: [
    {
      ...line,
      kind: 'bike',
      modelId: 12,
      size: 'M',
      label: 'Cube Kathmandu',
      quantity: 1,
      unitInclVatCents: 300_000,
      totalInclVatCents: 300_000,
    },
    { ...line, kind: 'accessory', accessoryId: 4, label: 'Abus Helmet', quantity: 2, unitInclVatCents: 5_990, totalInclVatCents: 11_980 },
  ],
  deliveryCents: 0,
  deliveryDate: '2026-12-10',
  discountCents: 0,
  giftCardCents: 0,
  totalInclVatCents: 311_980,
  vat: [{ rate: 21, baseCents: 257_835, vatCents: 54_145 }],
};
const created = {
  id: 1,
  number: 'W-2026-0042',
  trackingToken: 'tok3n',
  totals: { totalInclVatCents: 311_980 },
  payment: { method: 'transfer', status: 'pending', structuredCommunication: '+++090/9337/55493+++', iban: 'BE68539007547034' },
};

type Handler = (call: ApiCall) => Response | undefined;
function shopApi(handler: Handler = () => undefined) {
  return mockApi((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=token; path=/';
      return json(204);
    }
    if (call.path === '/api/shop/schedule')
      return json(200, {
        stores: [
          { locationId: 1, name: 'Liège', hours: [{ weekday: 1, opens: '10:00', closes: '18:00' }], closures: [] },
          { locationId: 2, name: 'Bruxelles', hours: [], closures: [] },
        ],
      });
    if (call.path === '/api/shop/quote') return json(200, quote);
    return undefined;
  });
}

const t = (locale: string, key: string, values?: Record<string, unknown>) => i18n.getFixedT(locale, 'shop')(key, values);

async function expectOneTitledPage(title: string) {
  await screen.findByRole('heading', { level: 1, name: title });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(await seriousViolations()).toEqual([]);
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  localStorage.setItem('veloport.cart', JSON.stringify([bike, helmet]));
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the cart', { timeout: 30_000 }, () => {
  it.each(['fr', 'en'])('lists each line with its price incl. VAT and the total (%s)', async (locale) => {
    const calls = shopApi();
    renderApp(`/${locale}/shop/cart`);
    await expectOneTitledPage(t(locale, 'cart.title'));
    expect(await screen.findByText('Cube Kathmandu')).toBeTruthy();
    // The header's badge counts the items: a bike and two helmets.
    expect(screen.getByRole('link', { name: i18n.getFixedT(locale, 'public')('nav.cartCount', { count: 3 }) })).toBeTruthy();
    await screen.findByText(t(locale, 'summary.total'));
    // Priced for a pickup at the first store (free) until the checkout says how it comes.
    expect(calls.find((call) => call.path === '/api/shop/quote')?.body).toMatchObject({ delivery: { method: 'store_pickup', storeId: 1 } });
  });

  it('says which line the shop refuses as out of stock and holds the checkout back', async () => {
    shopApi((call) =>
      call.path === '/api/shop/quote' ? apiError(422, 'validation_failed', { fields: { 'lines.1.quantity': 'out_of_stock' } }) : undefined,
    );
    renderApp('/fr/shop/cart');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t('fr', 'lines.outOfStock'));
    expect(within(screen.getAllByRole('listitem')[1]!).getByRole('alert')).toBe(alert);
    expect(screen.getByRole('link', { name: t('fr', 'cart.checkout') }).getAttribute('data-disabled')).toBe('true');
    expect(await seriousViolations()).toEqual([]);
  });

  it('changes a quantity and removes a line, kept in the browser', async () => {
    shopApi();
    renderApp('/en/shop/cart');
    await screen.findByText('Abus Helmet');
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove from the cart' })[0]!);
    await waitFor(() => expect(screen.queryByText('Cube Kathmandu')).toBeNull());
    expect(JSON.parse(localStorage.getItem('veloport.cart')!)).toEqual([helmet]);
  });
});

async function fillCheckout(locale: string) {
  const f = (key: string) => t(locale, `fields.${key}`);
  await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(`^${f('email')}`) }), 'julie@example.be');
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${f('firstName')}`) }), 'Julie');
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${f('lastName')}`) }), 'Lambert');
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${f('street')}`) }), 'Rue Neuve 1');
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${f('postalCode')}`) }), '4000');
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${f('city')}`) }), 'Liège');
  await userEvent.click(await screen.findByRole('radio', { name: 'Liège' }));
}

describe('the checkout', { timeout: 40_000 }, () => {
  it('shows why the shop refuses a promo code, under the code', async () => {
    shopApi((call) =>
      call.path === '/api/shop/quote' && (call.body as { promoCode?: string }).promoCode === 'OLD10'
        ? apiError(422, 'validation_failed', { fields: { promoCode: 'expired' } })
        : undefined,
    );
    renderApp('/fr/shop/checkout');
    await expectOneTitledPage(t('fr', 'checkout.title'));
    await userEvent.type(screen.getByRole('textbox', { name: t('fr', 'checkout.promoCode') }), 'old10');
    await userEvent.click(screen.getAllByRole('button', { name: t('fr', 'checkout.applyCode') })[0]!);
    const field = screen.getByRole('textbox', { name: t('fr', 'checkout.promoCode') });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(i18n.getFixedT('fr', 'errors')('fields.expired'))).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks to accept the terms of sale before ordering, and sends nothing', async () => {
    const calls = shopApi();
    renderApp('/en/shop/checkout');
    await fillCheckout('en');
    await userEvent.click(screen.getByRole('button', { name: t('en', 'checkout.order') }));
    expect(await screen.findByText(t('en', 'checkout.termsRequired'))).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/shop/orders')).toBe(false);
  });

  it('orders by transfer: the number, the structured communication and the QR code to pay it', async () => {
    const calls = shopApi((call) => (call.path === '/api/shop/orders' ? json(201, created) : undefined));
    renderApp('/fr/shop/checkout');
    await fillCheckout('fr');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: t('fr', 'checkout.order') }));
    await expectOneTitledPage(t('fr', 'confirmation.title'));
    expect(screen.getByText(t('fr', 'confirmation.number', { number: 'W-2026-0042' }))).toBeTruthy();
    expect(screen.getByText('+++090/9337/55493+++')).toBeTruthy();
    const qr = screen.getByRole('img', { name: t('fr', 'transfer.qr') });
    expect(qr.getAttribute('data-qr-value')).toContain('+++090/9337/55493+++');
    const order = calls.find((call) => call.path === '/api/shop/orders')!;
    expect(order.body).toMatchObject({
      lines: [
        { kind: 'bike', modelId: 12, size: 'M' },
        { kind: 'accessory', accessoryId: 4, quantity: 2 },
      ],
      delivery: { method: 'store_pickup', storeId: 1 },
      billingAddress: { street: 'Rue Neuve 1', postalCode: '4000', city: 'Liège', country: 'BE' },
      customer: { email: 'julie@example.be', firstName: 'Julie', lastName: 'Lambert', language: 'fr' },
      paymentMethod: 'transfer',
      acceptTerms: true,
    });
    expect(localStorage.getItem('veloport.cart')).toBe('[]');
  });
});

describe('following an order', { timeout: 30_000 }, () => {
  it.each(['nl', 'fr'])('shows its status, lines and payment, and cancels it after asking (%s)', async (locale) => {
    const calls = shopApi((call) => {
      if (call.path === '/api/shop/orders/W-2026-0042' && call.query.get('token') === 'tok3n')
        return json(200, {
          number: 'W-2026-0042',
          status: 'paid',
          placedAt: '2026-12-01T10:00:00Z',
          lines: [{ ...quote.lines[0], availableOn: '2026-12-08' }],
          delivery: { method: 'store_pickup', storeId: 1, address: null, expectedOn: '2026-12-10', deliveredOn: null },
          totals: { deliveryCents: 0, discountCents: 0, giftCardCents: 0, totalInclVatCents: 300_000, vat: quote.vat },
          payment: { method: 'transfer', status: 'paid' },
          withdrawalUntil: null,
          canCancel: true,
        });
      if (call.path === '/api/shop/orders/W-2026-0042/cancel') return json(200, {});
      return undefined;
    });
    renderApp(`/${locale}/shop/orders/W-2026-0042?token=tok3n`);
    await expectOneTitledPage(t(locale, 'tracking.title', { number: 'W-2026-0042' }));
    expect(screen.getByText(t(locale, 'statuses.paid'))).toBeTruthy();
    // The bike on its way: the day it is expected in the store (decision 111).
    const arrival = t(locale, 'lines.availableOn', { name: 'Cube Kathmandu', date: '08/12/2026' }).replace(/\s+/g, ' ');
    expect(screen.getByText(arrival)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t(locale, 'tracking.cancel') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t(locale, 'tracking.cancel') }));
    expect(await screen.findByText(t(locale, 'tracking.cancelled'))).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/cancel'))?.query.get('token')).toBe('tok3n');
  });
});

describe("the customer's own web orders, in their space", { timeout: 30_000 }, () => {
  const order = {
    number: 'W-000042',
    status: 'shipped',
    placedAt: '2026-12-01T10:00:00Z',
    lines: [{ ...quote.lines[0], availableOn: '2026-12-08' }],
    delivery: { method: 'store_pickup', storeId: 1, address: null, expectedOn: '2026-12-10', deliveredOn: null },
    totals: { deliveryCents: 0, discountCents: 0, giftCardCents: 0, totalInclVatCents: 300_000, vat: quote.vat },
    payment: { method: 'in_store', status: 'pending' },
    withdrawalUntil: null,
    canCancel: false,
  };
  const customer = { id: 7, email: 'paula@example.test', firstname: 'Paula', lastname: 'Private', permission: [], isAdmin: false };
  function signedInCustomer(locale: string) {
    return shopApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: { ...customer, language: locale } });
      if (call.path === '/api/shop/my-orders') return json(200, { data: [order] });
      if (call.path === '/api/shop/my-orders/W-000042') return json(200, order);
      return undefined;
    });
  }

  it.each(['fr', 'en', 'nl'])("lists them and opens one, ready at the store, without the mail's link (%s)", async (locale) => {
    const calls = signedInCustomer(locale);
    renderApp(`/${locale}/dashboard/my-shop-orders`);
    await expectOneTitledPage(t(locale, 'mine.title'));
    expect(screen.getByText(t(locale, 'statusesPickup.shipped'))).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: t(locale, 'tracking.title', { number: 'W-000042' }) }));
    await expectOneTitledPage(t(locale, 'tracking.title', { number: 'W-000042' }));
    // The page's text is matched with its spaces collapsed (a French no-break space before ":" reads as a space).
    expect(screen.getByText(t(locale, 'nextPickup.shipped').replace(/\s+/g, ' '))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t(locale, 'tracking.cancel') })).toBeNull();
    // Ready at the store: the bike has arrived, its expected day is no longer said.
    expect(screen.queryByText(/08\/12\/2026/)).toBeNull();
    expect(calls.some((call) => call.path === '/api/shop/my-orders/W-000042' && !call.query.has('token'))).toBe(true);
  });
});

describe('withdrawing from a delivered order', { timeout: 30_000 }, () => {
  it('asks first, then records the withdrawal within its 14 days', async () => {
    const calls = shopApi((call) => {
      if (call.path === '/api/shop/orders/W-2026-0042')
        return json(200, {
          number: 'W-2026-0042',
          status: 'delivered',
          placedAt: '2026-12-01T10:00:00Z',
          lines: [quote.lines[1]],
          delivery: { method: 'home', storeId: null, address: null, expectedOn: '2026-12-04', deliveredOn: '2026-12-04' },
          totals: { deliveryCents: 990, discountCents: 0, giftCardCents: 0, totalInclVatCents: 12_970, vat: quote.vat },
          payment: { method: 'online', status: 'paid' },
          // Far ahead, so that the test passes on any day.
          withdrawalUntil: '2099-12-31',
          canCancel: false,
        });
      if (call.path === '/api/shop/orders/W-2026-0042/withdrawal') return json(200, {});
      return undefined;
    });
    renderApp('/en/shop/orders/W-2026-0042?token=tok3n');
    await expectOneTitledPage(t('en', 'tracking.title', { number: 'W-2026-0042' }));
    expect(screen.queryByRole('button', { name: t('en', 'tracking.cancel') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('en', 'tracking.withdraw') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('en', 'tracking.withdrawEffect'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: t('en', 'tracking.withdraw') }));
    expect(await screen.findByText(t('en', 'tracking.withdrawalSent'))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/withdrawal'))).toBe(true);
  });
});

describe('renting a bike online', { timeout: 30_000 }, () => {
  const fleet = {
    data: [
      { id: 8, model: 'Gazelle Ultimate', size: 'M', location: 'Liège', dayRateCents: 3_500, totalCents: 7_000, depositCents: 20_000 },
    ],
  };

  async function book(locale: string) {
    await userEvent.click(await screen.findByRole('button', { name: t(locale, 'rentals.chooseBike', { model: 'Gazelle Ultimate' }) }));
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t(locale, 'fields.email')}`) }), 'julie@example.be');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t(locale, 'fields.firstName')}`) }), 'Julie');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t(locale, 'fields.lastName')}`) }), 'Lambert');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: t(locale, 'rentals.book') }));
  }

  it.each(['fr', 'en'])('books a free bike and shows the code, total and deposit (%s)', async (locale) => {
    shopApi((call) => {
      if (call.path === '/api/public/rentals/bikes') return json(200, fleet);
      if (call.path === '/api/public/rentals/bookings')
        return json(201, { id: 3, code: 'R-7Q4K', totalCents: 7_000, depositCents: 20_000 });
      return undefined;
    });
    renderApp(`/${locale}/rentals`);
    await expectOneTitledPage(t(locale, 'rentals.title'));
    await book(locale);
    expect(await screen.findByText(t(locale, 'rentals.code', { code: 'R-7Q4K' }))).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when the bike was just taken, and reads the free bikes again', async () => {
    const calls = shopApi((call) => {
      if (call.path === '/api/public/rentals/bikes') return json(200, fleet);
      if (call.path === '/api/public/rentals/bookings') return apiError(409, 'bike_unavailable');
      return undefined;
    });
    renderApp('/fr/rentals');
    await book('fr');
    expect(await screen.findByText(t('fr', 'rentals.unavailable'))).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/public/rentals/bikes').length).toBeGreaterThan(1));
  });
});
