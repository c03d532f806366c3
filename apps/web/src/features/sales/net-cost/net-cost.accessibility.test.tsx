import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { NetCost, PublicBikeListItem, publicBikeListSchema } from '@veloport/domain';

// The employee's net-cost simulator (decision 026) through the real route, guard and layout.

const employee = makeUser({
  id: 30,
  language: 'en',
  firstname: 'Emile',
  lastname: 'Employé',
  company: { id: 1, name: 'Acme', conditions: [{ access: 'leasing,cafeteria' }] },
});
const greta = makeUser({
  id: 31,
  language: 'en',
  firstname: 'Greta',
  lastname: 'Globex',
  company: { id: 2, name: 'Globex', conditions: [{ access: 'leasing' }] },
});
const bike = {
  id: 1,
  slug: 'cube-kathmandu',
  brand: 'Cube',
  model: 'Kathmandu Hybrid',
  year: 2025,
  frameType: 'H',
  usage: 'trekking',
  electric: true,
  batteryWh: null,
  engineNm: null,
  engineTier: null,
  batteryTier: null,
  sizes: ['M'],
  sizeBands: ['M'],
  photoUrl: null,
  priceCents: 242000,
  discountPriceCents: null,
  discountPercent: 0,
  stockState: 'in_stock',
  inStockAt: [],
} satisfies PublicBikeListItem;
const noFacets = { brand: [], electric: [], frameType: [], usage: [], sizeBand: [], engineTier: [], batteryTier: [] };
const simulation = {
  model: { slug: 'cube-kathmandu', label: 'Cube Kathmandu Hybrid', priceCents: 200000 },
  lease: {
    months: 36,
    bikeAmountCents: 190000,
    leasingDiscountPercent: 5,
    yearlyMaintenanceBudgetCents: 12000,
    monthlyInsuranceCents: 475,
    monthlyExclVatCents: 6753,
    vatIncluded: true,
    monthlyCents: 8171,
  },
  rates: {
    validFrom: '2026-01-01',
    employeeSocialRate: 0.1307,
    municipalSurchargeRate: 0.07,
    bikeAllowanceCentsPerKm: 36,
    bikeAllowanceYearlyCapCents: 361000,
    benefitInKindCents: 0,
  },
  result: {
    grossSacrificeCents: 8171,
    socialSavingCents: 1068,
    taxSavingCents: 3420,
    netCostCents: 3683,
    bikeAllowanceCents: 11520,
    netCostAfterAllowanceCents: -7837,
    netSharePercent: 45.1,
    grossAfterSacrificeCents: 341829,
    exceedsSalary: false,
  },
} satisfies NetCost;

function signedIn(user: ReturnType<typeof makeUser>) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    if (call.path === '/api/public/catalog/bikes')
      return json(200, { data: [bike], meta: { page: 1, perPage: 30, total: 1 }, facets: noFacets } satisfies Infer<
        typeof publicBikeListSchema
      >);
    if (call.path === '/api/net-cost') return json(200, simulation);
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the net-cost simulator', { timeout: 30_000 }, () => {
  it('shows what the bike really costs, every figure and the chart, with no serious axe violation', async () => {
    const calls = signedIn(employee);
    renderApp('/en/dashboard/net-cost?bike=cube-kathmandu');
    await screen.findByRole('heading', { level: 1, name: 'Net-cost simulator' }, { timeout: 10_000 });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/net-cost')).toBe(true), { timeout: 5_000 });
    const asked = calls.find((c) => c.path === '/api/net-cost')!;
    expect(Object.fromEntries(asked.query)).toMatchObject({
      slug: 'cube-kathmandu',
      grossMonthlySalaryCents: '350000',
      taxBracket: '45',
      months: '36',
    });
    const net = await screen.findByText('What it really costs you');
    expect(within(net.parentElement!).getByText('36,83 €')).toBeTruthy();
    const details = screen.getByRole('table', { name: 'Every figure' });
    expect(within(details).getByRole('rowheader', { name: 'Social contributions you no longer pay (13,07 %)' })).toBeTruthy();
    expect(screen.getByRole('figure')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('recomputes when the bracket changes', async () => {
    const calls = signedIn(employee);
    renderApp('/en/dashboard/net-cost?bike=cube-kathmandu');
    const bracket = await screen.findByRole('combobox', { name: 'Your income-tax bracket' }, { timeout: 10_000 });
    await userEvent.selectOptions(bracket, '25');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/net-cost' && c.query.get('taxBracket') === '25')).toBe(true));
  });

  it('simulates one’s own leasing offer: its figure, no bike or duration to choose', async () => {
    const calls = signedIn(employee);
    renderApp('/en/dashboard/net-cost?offer=42');
    await screen.findByText(/^Your leasing offer no\. 42/, undefined, { timeout: 10_000 });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/net-cost' && c.query.get('offerId') === '42')).toBe(true));
    expect(calls.find((c) => c.path === '/api/net-cost')!.query.get('slug')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Lease duration' })).toBeNull();
  });

  it('is not in the menu, and not open, for a company without the cafeteria plan', async () => {
    signedIn(greta);
    renderApp('/en/dashboard/net-cost');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Net-cost simulator' })).toBeNull(), { timeout: 5_000 });
    expect(screen.queryByRole('link', { name: 'Net-cost simulator' })).toBeNull();
  });
});
