import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import {
  TRACKER_STEPS,
  type Order,
  type orderBikeCandidatesSchema,
  type OrderTrackerView,
  type scheduleSchema,
  type stockLocationCurrentSchema,
  type WaitingOrders,
} from '@veloport/domain';

// An order after it exists (decision 024): tracker, delivery, stock bike and handover, through the real routes.

const at = '2026-01-05T10:00:00.000Z';
const acme = { id: 1, name: 'Acme' };
const emile = { id: 30, name: 'Emile Employé' };
const steps = (current: number) =>
  TRACKER_STEPS.map(
    (key, i) =>
      ({
        key,
        state: i < current ? 'done' : i === current ? 'current' : 'upcoming',
        at: i <= current ? at : null,
        actor: i === current ? 'employee' : null,
      }) satisfies OrderTrackerView['steps'][number],
  );
const order = {
  id: 12,
  offerId: 7,
  offerLineId: 70,
  status: 'ready_in_shop',
  group: 'in_progress',
  nextStatuses: ['ready_for_delivery', 'partially_delivered', 'cancelled'],
  contractType: 'leasing',
  label: 'Cube Kathmandu Hybrid',
  modelId: 4,
  size: 'M',
  bikeId: 90,
  quantity: 1,
  amountExclVatCents: 123456,
  amountInclVatCents: 149382,
  company: acme,
  user: emile,
  validation: { decision: 'validated', by: { id: 20, name: 'Fiona Fleet' }, at, reason: null },
  statusChangedAt: at,
  delivery: {
    method: 'store_pickup',
    address: null,
    billingAddress: 'Acme SA\nBd Industriel 5',
    notes: 'Call first',
    pickupLocation: { id: 1, name: 'Liège' },
  },
  bike: { id: 90, frameNumber: 'WBK123', model: 'Cube Kathmandu Hybrid', size: 'M', contractKind: 'pending_delivery', assignedAt: at },
  handover: null,
  tracker: { steps: steps(5), nextActor: 'employee', waitingSince: at },
  createdAt: at,
  updatedAt: at,
} satisfies Order;
const done = {
  ...order,
  status: 'done',
  group: 'done',
  nextStatuses: [],
  bike: { ...order.bike, contractKind: 'leasing' },
  handover: { date: '2026-01-06', receiverName: 'Emile Employé', hasSignature: false, by: { id: 1, name: 'Ada Admin' }, at },
  tracker: { steps: steps(7), nextActor: null, waitingSince: null },
} satisfies Order;
const API: Record<string, unknown> = {
  '/api/orders/12': order,
  '/api/orders/12/bike-candidates': { data: [] } satisfies Infer<typeof orderBikeCandidatesSchema>,
  '/api/shop/schedule': {
    stores: [
      { locationId: 1, name: 'Liège', hours: [], closures: [] },
      { locationId: 2, name: 'Bruxelles', hours: [], closures: [] },
    ],
  } satisfies Infer<typeof scheduleSchema>,
  '/api/orders/waiting': {
    data: [{ id: 12, label: 'Cube', company: acme, user: emile, nextActor: 'fleet_manager', waitingSince: at, days: 5 }],
    meta: { thresholdDays: 3, total: 1 },
  } satisfies WaitingOrders,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const employee = makeUser({ id: 30, language: 'nl', firstname: 'Emile', lastname: 'Employé', permission: [] });

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

describe('order pages with the tracker, delivery and handover: one h1, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/orders/12', admin, 'Order 12', 'Hand the bike over'],
    ['/nl/dashboard/fleet/orders/user/12', employee, 'Bestelling 12', 'Wacht op de werknemer sinds 05/01/2026'],
  ])('%s', async (url, user, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the admin dashboard lists the orders waiting too long, on whom and since when', async () => {
    signedIn(admin);
    renderApp('/en/dashboard');
    const card = await screen.findByRole('region', { name: 'Orders waiting too long' }, { timeout: 10_000 });
    expect(await within(card).findByText(/Waiting for the fleet manager, since 05\/01\/2026/)).toBeTruthy();
    expect(within(card).getByText('5 days')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the handover', { timeout: 30_000 }, () => {
  it("needs the receiver's name, then sends the date and the name and shows the order done", async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/orders/12/handover' ? json(200, done) : undefined,
    );
    renderApp('/en/dashboard/orders/12');
    const submit = await screen.findByRole('button', { name: 'Hand the bike over' }, { timeout: 10_000 });
    await userEvent.click(submit);
    expect(await screen.findByText("Type the receiver's name.")).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Received by (name)' }), { target: { value: 'Emile Employé' } });
    await userEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/orders/12/handover')).toBe(true));
    expect(calls.find((c) => c.path === '/api/orders/12/handover')!.body).toMatchObject({
      receiverName: 'Emile Employé',
      signature: null,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await screen.findByText('Handed over on 06/01/2026 to Emile Employé, by Ada Admin.')).toBeTruthy();
    expect(screen.getByText('Nobody has to act any more.')).toBeTruthy();
  });
});

describe('the delivery price and the promo share of an order (decision 059)', { timeout: 30_000 }, () => {
  it('shows the price of the zone and the code’s share, and explains a method not offered at the postal code', async () => {
    const priced = {
      ...order,
      delivery: { ...order.delivery, method: 'home', address: 'Rue du Vélo 1, 4000 Liège', pickupLocation: null },
      deliveryPrice: { priceCents: 995, postalCode: '4000', zone: 'Liège' },
      promo: { code: 'SPRING10', discountCents: 30250 },
    } satisfies Order;
    const calls = signedIn(admin, (call) => {
      if (call.path === '/api/orders/12' && call.method === 'GET') return json(200, priced);
      if (call.path === '/api/orders/12/delivery')
        return json(422, {
          error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { method: 'not_offered_here' } },
        });
      return undefined;
    });
    renderApp('/en/dashboard/orders/12');
    expect(await screen.findByText('9,95 € · zone Liège', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('− 302,50 €')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the delivery' }));
    expect(await screen.findByText('This delivery method is not offered at this postal code.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/orders/12/delivery')).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });
});
