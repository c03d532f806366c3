import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarginStatistics, RepairStatistics, SalesStatistics } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';

// The admin statistics (decision 090): each figure beside the previous period and last year, a chart and its table.

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const mechanic = makeUser({ id: 8, language: 'en', permission: ['bikeMechanic'] });

// November 2026 against 2–31 October 2026 and November 2025.
const revenue: Record<string, number> = { '2026-11-01': 150_000, '2026-10-02': 100_000, '2025-11-01': 120_000 };
const sales = (from: string, to: string): SalesStatistics => ({
  from,
  to,
  groupBy: 'channel',
  series: [
    { key: 'till', label: 'till', orders: 3, units: 5, revenueExclVatCents: revenue[from]! - 20_000 },
    { key: 'online', label: 'online', orders: 1, units: 1, revenueExclVatCents: 20_000 },
  ],
  totals: { orders: 4, units: 6, revenueExclVatCents: revenue[from]! },
  offers: { made: 8, signed: from === '2026-11-01' ? 6 : 4, conversionPercent: from === '2026-11-01' ? 75 : 50, medianDaysToSign: 4.5 },
});
const margin = (from: string, to: string): MarginStatistics => {
  const row = { revenueExclVatCents: 90_000, costCents: 50_000, marginCents: 20_000, unknownCostRevenueCents: 20_000 };
  return { from, to, groupBy: 'month', series: [{ key: from.slice(0, 7), label: from.slice(0, 7), ...row }], totals: row };
};
const repair = (from: string, to: string): RepairStatistics => ({
  from,
  to,
  requests: 12,
  finished: 10,
  medianTurnaroundDays: 3.5,
  p90TurnaroundDays: 9,
  byCategory: [{ key: 'shop', requests: 12 }],
  byPriority: [{ key: 'normal', requests: 12 }],
  byStore: [
    {
      key: '1',
      label: 'Gent',
      requests: 9,
      finished: 8,
      medianTurnaroundDays: 3,
      bookedMinutes: 4_800,
      capacityMinutes: 9_600,
      loadPercent: 50,
    },
    {
      key: 'none',
      label: 'none',
      requests: 3,
      finished: 2,
      medianTurnaroundDays: 6,
      bookedMinutes: 0,
      capacityMinutes: 0,
      loadPercent: null,
    },
  ],
  byMechanic: [{ key: '8', label: 'Max Mechanic', requests: 10, finished: 10, medianTurnaroundDays: 3.5 }],
  firstTimeFixPercent: 87.5,
  workshopLoad: { bookedMinutes: 4_800, capacityMinutes: 9_600, loadPercent: 50 },
});

function signedIn(user: ReturnType<typeof makeUser>) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    const [from, to] = [call.query.get('from')!, call.query.get('to')!];
    if (call.path === '/api/statistics/sales') return json(200, sales(from, to));
    if (call.path === '/api/statistics/margin') return json(200, margin(from, to));
    if (call.path === '/api/statistics/repair') return json(200, repair(from, to));
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('admin statistics', { timeout: 60_000 }, () => {
  it("compares November's sales with October and last November, in a table beside the chart, and keeps the period across tabs", async () => {
    const calls = signedIn(admin);
    const app = renderApp('/en/dashboard/statistics/sales?from=2026-11-01&to=2026-11-30&groupBy=channel');
    await screen.findByRole('heading', { level: 1, name: 'Statistics' }, { timeout: 10_000 });
    const figures = await screen.findByRole('table', { name: '01/11/2026 to 30/11/2026' }, { timeout: 5_000 });
    const row = within(figures).getByRole('row', { name: /Revenue excl\. VAT/ });
    expect(row.textContent).toContain('+50 %');
    expect(row.textContent).toContain('+25 %');
    const asked = calls.filter((c) => c.path === '/api/statistics/sales').map((c) => `${c.query.get('from')}..${c.query.get('to')}`);
    expect(new Set(asked)).toEqual(new Set(['2026-11-01..2026-11-30', '2026-10-02..2026-10-31', '2025-11-01..2025-11-30']));
    const byChannel = screen.getByRole('table', { name: 'Revenue excl. VAT by channel' });
    expect(within(byChannel).getByRole('rowheader', { name: 'Web shop' })).toBeTruthy();
    const conversion = screen.getByRole('row', { name: /^Conversion/ });
    expect(conversion.textContent).toContain('75');
    expect(conversion.textContent).toContain('+50 %');
    const groupBy = screen.getByRole('combobox', { name: 'Group by' });
    expect(within(groupBy).getByRole('option', { name: 'Contract' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(
      '/statistics/sales?from=2026-11-01&to=2026-11-30&groupBy=channel&format=csv',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Margin' }));
    await screen.findByText(/counted apart, never at zero cost/, undefined, { timeout: 10_000 });
    expect(app.location()).toContain('/dashboard/statistics/margin?from=2026-11-01&to=2026-11-30');
    await userEvent.click(screen.getByRole('link', { name: 'Repair' }));
    const median = await screen.findByRole('row', { name: /^Median turnaround/ }, { timeout: 10_000 });
    expect(median.textContent).toContain('3,5');
    expect(screen.getByRole('row', { name: /^Fixed the first time/ }).textContent).toContain('87,5');
    expect(screen.getByRole('row', { name: /^Workshop load/ }).textContent).toContain('50');
    const byStore = screen.getByRole('table', { name: 'By store' });
    expect(within(byStore).getByRole('row', { name: /Gent/ }).textContent).toContain('50');
    expect(within(screen.getByRole('table', { name: /By mechanic/ })).getByRole('rowheader', { name: 'Max Mechanic' })).toBeTruthy();
  });

  it('speaks French and Dutch, and keeps the statistics for admins', async () => {
    for (const [language, title, tab] of [
      ['fr', 'Statistiques', 'Ventes'],
      ['nl', 'Statistieken', 'Verkoop'],
    ] as const) {
      signedIn({ ...admin, language });
      const { unmount } = renderApp(`/${language}/dashboard/statistics`);
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
      await waitFor(() => expect(screen.getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page'));
      unmount();
      vi.unstubAllGlobals();
    }
    signedIn(mechanic);
    const refused = renderApp('/en/dashboard/statistics/sales');
    await waitFor(() => expect(refused.location()).not.toContain('/statistics'), { timeout: 10_000 });
  });
});
