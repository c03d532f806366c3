import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brusselsToday, type DepreciationAsset, type DepreciationOverview } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';

// The depreciation register (decision 087): a year's totals that tie out, per class, the assets, the chart.

const asset = (bikeId: number, over: Partial<DepreciationAsset> = {}) =>
  ({
    bikeId,
    acquisitionDate: '2025-03-16',
    acquisitionCents: 360_000,
    months: 36,
    residualCents: 57_600,
    depreciationCents: 100_800,
    accumulatedCents: 179_400,
    netBookValueCents: 180_600,
    disposedAt: null,
    frameNumber: `CUB13167${bikeId}`,
    label: 'Cube Kathmandu',
    assetClass: 'ebike',
    contractKind: 'leasing',
    storeName: 'Liège',
    companyName: 'Acme',
    gainOrLossCents: null,
    ...over,
  }) satisfies DepreciationAsset;
const year = Number(brusselsToday().slice(0, 4));
const overview = {
  year,
  totals: { acquisitionCents: 720_000, depreciationCents: 201_600, accumulatedCents: 358_800, netBookValueCents: 361_200 },
  byClass: [
    {
      assetClass: 'ebike',
      count: 2,
      acquisitionCents: 720_000,
      depreciationCents: 201_600,
      accumulatedCents: 358_800,
      netBookValueCents: 361_200,
    },
  ],
  assets: [asset(1), asset(2, { disposedAt: `${year}-06-01`, gainOrLossCents: -20_000 })],
  projection: [
    { year, netBookValueCents: 361_200 },
    { year: year + 1, netBookValueCents: 160_000 },
  ],
  meta: { page: 1, perPage: 25, total: 2 },
} satisfies DepreciationOverview;

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const fleet = makeUser({ id: 8, language: 'en', permission: ['fleetManager'], company: { id: 2, name: 'Acme', conditions: [] } });

function signedIn(user: ReturnType<typeof makeUser>) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    if (call.path === '/api/shop/schedule') return json(200, { stores: [{ locationId: 1, name: 'Liège' }] });
    if (call.path === '/api/companies/list/minimal') return json(200, { data: [{ id: 2, name: 'Acme' }] });
    if (call.path === '/api/accounting/depreciation/overview') return json(200, { ...overview, year: Number(call.query.get('year')) });
    if (call.path === '/api/accounting/depreciation/settings')
      return json(200, call.method === 'PUT' ? call.body : { months: { bike: 36, ebike: 36 } });
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const url = (locale: string) => `/${locale}/dashboard/accounting/depreciation/overview`;

describe('the depreciation overview: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'Depreciation of the fleet', 'Net book value of the fleet at each year end'],
    ['fr', 'Amortissements du parc', 'Valeur nette comptable du parc à chaque fin d’année'],
    ['nl', 'Afschrijvingen van de vloot', 'Nettoboekwaarde van de vloot op elk jaareinde'],
  ])('%s', async (locale, title, chart) => {
    signedIn({ ...admin, language: locale as 'en' });
    renderApp(url(locale));
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(chart, {}, { timeout: 5_000 });
    await screen.findByRole('heading', { level: 2, name: { en: 'Periods', fr: 'Durées', nl: 'Looptijden' }[locale] });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows totals that tie out, per class, and asks the API for the year picked', async () => {
    const calls = signedIn(admin);
    renderApp(url('en'));
    const byClass = await screen.findByRole('table', { name: 'Per asset class' }, { timeout: 10_000 });
    const total = within(byClass).getByRole('row', { name: /^Total/ });
    expect(within(total).getByText('7 200,00 €')).toBeTruthy();
    expect(within(total).getByText('3 588,00 €')).toBeTruthy();
    expect(within(total).getByText('3 612,00 €')).toBeTruthy();
    expect(screen.getByText(/Left on 01\/06\/\d{4} \(-200,00 €\)/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(year - 1));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/accounting/depreciation/overview' && c.query.get('year') === String(year - 1))).toBe(true),
    );
    expect(screen.getByRole('link', { name: /Excel/ }).getAttribute('href')).toContain(`year=${year - 1}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Store' }), 'Liège');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/accounting/depreciation/overview' && c.query.get('storeId') === '1')).toBe(true),
    );
  });

  it('saves the period of a class, refusing an empty one before sending', async () => {
    const calls = signedIn(admin);
    renderApp(url('en'));
    const bikes = await screen.findByRole('textbox', { name: /^Bikes: months/ }, { timeout: 10_000 });
    await userEvent.clear(bikes);
    await userEvent.click(screen.getByRole('button', { name: 'Save the periods' }));
    expect(await screen.findByText(/required/i)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(bikes, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save the periods' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/accounting/depreciation/settings')?.body).toEqual({
        months: { bike: 48, ebike: 36 },
      }),
    );
  });

  it('keeps the register for admins', async () => {
    signedIn(fleet);
    renderApp(url('en'));
    await waitFor(() => expect(window.location.pathname).not.toBe(url('en')), { timeout: 10_000 });
  });
});
