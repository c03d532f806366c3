import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import { MONITORING_KINDS, type Monitoring } from '@veloport/domain';

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'] });
const counts: Partial<Record<(typeof MONITORING_KINDS)[number], number>> = { overdue_bills: 3, rentals_late: 1 };
const monitoring = {
  items: MONITORING_KINDS.map((kind) => ({
    kind,
    count: counts[kind] ?? 0,
    severity: kind === 'rentals_late' ? 'critical' : kind === 'overdue_bills' ? 'warning' : 'info',
    href: kind === 'overdue_bills' ? '/dashboard/bills/list?status=overdue' : '/dashboard/jobs?state=failed',
  })),
  system: { databaseBytes: 52_428_800, jobsQueued: 2, jobsFailed: 0, errorsLastHour: 1, requestsLastHour: 420, p95LatencyMs: 85 },
  checkedAt: '2026-11-29T10:00:00.000Z',
} satisfies Monitoring;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('monitoring', { timeout: 30_000 }, () => {
  it('lists what needs someone with its count, severity and a link to its list, and the system figures', async () => {
    mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
      if (call.path === '/api/monitoring') return json(200, monitoring);
      return undefined;
    });
    renderApp('/en/dashboard/monitoring');
    await screen.findByRole('heading', { level: 1, name: 'Monitoring' }, { timeout: 10_000 });
    const table = await screen.findByRole('table', { name: 'What needs attention' });
    const overdue = within(table).getByRole('row', { name: /Overdue bills/ });
    expect(within(overdue).getByText('3')).toBeTruthy();
    expect(within(overdue).getByText('Warning')).toBeTruthy();
    expect(within(overdue).getByRole('link', { name: 'Overdue bills' }).getAttribute('href')).toBe(
      '/en/dashboard/bills/list?status=overdue',
    );
    expect(within(within(table).getByRole('row', { name: /Rentals late back/ })).getByText('Critical')).toBeTruthy();
    expect(screen.getByText('50')).toBeTruthy();
    expect(screen.getByText('1 / 420')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
