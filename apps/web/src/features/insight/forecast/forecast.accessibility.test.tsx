import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Forecast } from '@veloport/domain';

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'] });
const months = (first: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const m = first + i;
    return `${2024 + Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}`;
  });
const sales = {
  metric: 'sales',
  unit: 'cents',
  history: months(1, 35).map((month, i) => ({ month, value: 1_000_000 + (i % 12) * 50_000 })),
  forecast: months(36, 6).map((month, i) => ({ month, value: 1_500_000 + i * 10_000, low: 1_300_000, high: 1_800_000 })),
  method: 'holt_winters',
  backtestMapePercent: 8.4,
  compared: [
    { method: 'seasonal_naive', backtestMapePercent: 12.1 },
    { method: 'holt_winters', backtestMapePercent: 8.4 },
  ],
  intervalPercent: 80,
} satisfies Forecast;
const leasing = {
  ...sales,
  metric: 'leasing_income',
  method: 'known_contracts',
  backtestMapePercent: null,
  compared: [],
  forecast: sales.forecast.map((f) => ({ ...f, low: f.value, high: f.value })),
} satisfies Forecast;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('forecast', { timeout: 30_000 }, () => {
  it('shows the method, its backtest error and how far to trust it beside the chart, with a table, and switches figures', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
      if (call.path === '/api/statistics/forecast') return json(200, call.query.get('metric') === 'leasing_income' ? leasing : sales);
      return undefined;
    });
    renderApp('/en/dashboard/statistics/forecast');
    await screen.findByRole('heading', { level: 1, name: 'Forecast' }, { timeout: 10_000 });
    expect(await screen.findByText('Method: Holt-Winters (level, trend and season)')).toBeTruthy();
    expect(screen.getByText(/missed by 8,4 % a month on average/)).toBeTruthy();
    expect(screen.getByText(/Reliable enough to plan with/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sales revenue excl. VAT per month' });
    const row = within(table).getByRole('row', { name: /December 2026/ });
    expect(within(row).getByText('Forecast')).toBeTruthy();
    expect(within(row).getByText('15 000,00 €')).toBeTruthy();
    expect(within(row).getByText('13 000,00 €')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Figure' }), 'leasing_income');
    expect(await screen.findByText(/Not a model: the rent already agreed/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/statistics/forecast' && c.query.get('metric') === 'leasing_income')).toBe(true);
  });
});
