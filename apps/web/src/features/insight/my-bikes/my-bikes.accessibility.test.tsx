import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnedBike, OwnedBikeList } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi } from '@/test/mock-api';

// The my-bikes page (decision 094) through the real routes, menu and layout.

const acme = { id: 3, name: 'Acme', conditions: [{ access: 'leasing,sharing' }] };
const employee = makeUser({ language: 'en', firstname: 'Emile', lastname: 'Employé', company: acme });

const leased = (id: number, label: string, frameNumber: string): OwnedBike => ({
  id,
  relation: 'leased',
  label,
  frameNumber,
  contract: { id: id + 100, kind: 'monthly', status: 'active', startDate: '2024-02-29', endDate: '2028-02-28', monthlyPriceCents: 8025 },
  saleDate: null,
  lastSharedAt: null,
  warranty: { bikeAndPartsUntil: '2026-02-28', frameUntil: '2029-02-28' },
  nextMaintenance: { requestId: 5, date: '2099-01-15', confirmed: true, filter: 'automatically_scheduled' },
  history: [{ kind: 'assigned', at: '2024-02-20T10:00:00.000Z' }],
});
const bikes: OwnedBike[] = [
  leased(1, 'Cube Reaction Hybrid', 'CUB313813'),
  leased(2, 'Riese Multicharger', 'RIE100200'),
  { ...leased(3, 'Brompton C Line', 'BRO973856'), relation: 'bought', contract: null, saleDate: '2025-05-02', nextMaintenance: null },
  {
    ...leased(4, 'Babboe City-E', 'ACMESHARE001'),
    relation: 'shared',
    contract: null,
    lastSharedAt: '2026-11-20T08:00:00.000Z',
    warranty: null,
    nextMaintenance: null,
    history: [],
  },
];

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('my bikes', { timeout: 30_000 }, () => {
  it('lists each bike with its contract, warranty end dates and next maintenance, and searches them', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: employee });
      if (call.path === '/api/me/bikes/overview') {
        const q = (call.query.get('q') ?? '').toLowerCase();
        return json(200, { data: bikes.filter((b) => b.label.toLowerCase().includes(q)), total: bikes.length } satisfies OwnedBikeList);
      }
      return undefined;
    });
    renderApp('/en/dashboard/my-bikes');
    await screen.findByRole('heading', { level: 1, name: 'My bikes' }, { timeout: 10_000 });
    const cube = await screen.findByRole('article', { name: 'Cube Reaction Hybrid' });
    expect(within(cube).getByText('Leased')).toBeTruthy();
    expect(within(cube).getByText('Leasing contract from 29/02/2024 to 28/02/2028, 80,25 € a month')).toBeTruthy();
    expect(within(cube).getByText(/bike and parts ended on 28\/02\/2026 · frame until 28\/02\/2029/)).toBeTruthy();
    expect(within(cube).getByRole('link', { name: 'planned on 15/01/2099' })).toBeTruthy();
    const shared = screen.getByRole('article', { name: 'Babboe City-E' });
    expect(within(shared).getByText('Last used on 20/11/2026')).toBeTruthy();
    expect(within(shared).queryByText(/Warranty/)).toBeNull();
    expect(screen.getByRole('link', { name: 'My bikes' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.type(screen.getByRole('searchbox', { name: /Search my bikes/ }), 'riese');
    await screen.findByText('1 bike shown of 4');
    expect(screen.queryByRole('article', { name: 'Cube Reaction Hybrid' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/me/bikes/overview' && c.query.get('q') === 'riese')).toBe(true);
  });
});
