import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { BikeModelListItem, Lead, LeadDetail, ListOf, OfferCustomers, stockLocationCurrentSchema } from '@veloport/domain';

// Leads (decision 022) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const lead = {
  id: 5,
  status: 'contacted',
  source: 'typed',
  requestId: null,
  firstname: 'Gaston',
  lastname: 'Gérard',
  email: 'gaston.gerard@example.be',
  phone: '+3225551234',
  companyName: 'Globex',
  vatNumber: null,
  locale: 'fr',
  model: { id: 4, name: 'Cube Kathmandu Hybrid' },
  size: 'M',
  message: 'Trois vélos de fonction',
  offerId: null,
  createdAt: at,
  updatedAt: at,
} satisfies Lead;
const detail = {
  ...lead,
  notes: [{ id: 1, body: 'Called, wants a lease', author: { id: 3, name: 'Sacha Sales' }, at }],
  nextStatuses: ['new', 'lost'],
  canMakeOffer: true,
  match: { company: { id: 2, name: 'Globex' }, user: null },
} satisfies LeadDetail;
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
  '/api/leads': page([lead]),
  '/api/leads/5': detail,
  '/api/leads/5/history': page([]),
  '/api/catalog/bikes': page([model]),
  '/api/offers/customers': { companies: [{ id: 2, name: 'Globex' }], users: [] } satisfies OfferCustomers,
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

describe('lead pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/offers/interested', 'Interested people', 'Gaston Gérard'],
    ['/en/dashboard/interested/create', 'New interested person', 'Bike of interest'],
    ['/en/dashboard/interested/5', 'Gaston Gérard', 'Customer found: Globex'],
    ['/en/dashboard/interested/5?tab=notes', 'Gaston Gérard', 'Called, wants a lease'],
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

describe('making an offer from a lead', { timeout: 30_000 }, () => {
  it('opens the offer form with the lead’s company chosen, and saves the offer through the lead', async () => {
    const offer = { id: 9, status: 'in_progress' };
    const calls = signedIn(sales, (call) =>
      call.method === 'POST' && call.path === '/api/leads/5/offer'
        ? json(201, offer)
        : call.path === '/api/offers/9'
          ? json(404, { error: { code: 'not_found', message: 'x' } })
          : undefined,
    );
    renderApp('/en/dashboard/interested/5');
    await userEvent.click(await screen.findByRole('link', { name: 'Make an offer' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { level: 1, name: 'New offer' }, { timeout: 10_000 });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Company' }) as HTMLSelectElement).value).toBe('2'));
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe('Cube Kathmandu Hybrid (M)');
    await userEvent.click(screen.getByRole('button', { name: 'Create the offer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/leads/5/offer')).toBe(true));
    expect(calls.find((c) => c.path === '/api/leads/5/offer')!.body).toMatchObject({ companyId: 2, userId: null, contractType: 'leasing' });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers')).toBe(false);
  });
});
