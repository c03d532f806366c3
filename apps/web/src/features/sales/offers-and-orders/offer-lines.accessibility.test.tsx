import type { OfferLineDetail } from '@veloport/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';

// `offers/list/offer_details` (issue 25 point 23): every offer line, with its customer and its salesperson.

const line = {
  id: 71,
  kind: 'bike',
  label: 'Cube Kathmandu Hybrid',
  size: 'M',
  quantity: 2,
  unitPriceCents: 250_000,
  vatRate: 21,
  discountPercent: 5,
  amounts: { grossCents: 500_000, discountCents: 25_000, exclVatCents: 475_000, vatCents: 99_750, inclVatCents: 574_750 },
  offer: { id: 7, status: 'in_progress', contractType: 'leasing', createdAt: '2026-11-20T10:00:00.000Z' },
  customer: { kind: 'company', id: 2, name: 'Acme' },
  salesperson: { id: 40, name: 'Sacha Sales' },
} satisfies OfferLineDetail;

const sales = makeUser({ id: 40, language: 'en', firstname: 'Sacha', lastname: 'Sales', permission: ['order'] });

function signedIn(user: ReturnType<typeof makeUser>) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    if (call.path === '/api/offers/lines') return json(200, { data: [line], meta: { page: 1, perPage: 25, total: 1 } });
    if (call.path === '/api/stock-location/current') return json(200, { current_location: 1, current_location_name: 'Liège' });
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('offer lines', { timeout: 30_000 }, () => {
  it('shows each line with its offer, customer and salesperson, and narrows to my own offers', async () => {
    const calls = signedIn(sales);
    renderApp('/en/dashboard/offers/list/offer_details');
    await screen.findByRole('heading', { level: 1, name: 'Offer lines' }, { timeout: 10_000 });
    expect((await screen.findAllByText('Sacha Sales')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Acme').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Offer 7' }).length).toBeGreaterThan(0);
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'My offers only' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/offers/lines' && c.query.get('salespersonId') === '40')).toBe(true));
  });

  it('opens in French', async () => {
    signedIn({ ...sales, language: 'fr' });
    renderApp('/fr/dashboard/offers/list/offer_details');
    await screen.findByRole('heading', { level: 1, name: 'Lignes des offres' }, { timeout: 10_000 });
    expect(await screen.findAllByText('Vendeur')).not.toHaveLength(0);
  });

  it('opens in Dutch', async () => {
    signedIn({ ...sales, language: 'nl' });
    renderApp('/nl/dashboard/offers/list/offer_details');
    await screen.findByRole('heading', { level: 1, name: 'Offertelijnen' }, { timeout: 10_000 });
    expect(await screen.findAllByText('Verkoper')).not.toHaveLength(0);
  });

  it('is for the sales staff: a fleet manager is turned away', async () => {
    signedIn(makeUser({ language: 'en', permission: ['fleetManager'] }));
    const app = renderApp('/en/dashboard/offers/list/offer_details');
    await vi.waitFor(() => expect(app.location()).toBe('/en/error/403'), { timeout: 10_000 });
  });
});
