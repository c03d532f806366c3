import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBacksPage } from '@/features/stock/used-bikes/routes/buy-backs-page';
import { UsedBikeListPage } from '@/features/stock/used-bikes/routes/used-bike-pages';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { ListOf } from '@veloport/domain';

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });
/** An empty page of any list (used bikes, buy-backs). */
const empty = { data: [], meta: { page: 1, perPage: 25, total: 0 } } satisfies ListOf<never>;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

function emptyApi(path: string) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === path) return json(200, empty);
    return undefined;
  });
}

describe('the used-bike lists, when a filter finds nothing', { timeout: 20_000 }, () => {
  it('used bikes: "none listed yet" without a filter, "nothing to show" with one', async () => {
    const calls = emptyApi('/api/used-bikes');
    await renderRoutes([{ path: 'dashboard/occasion/list', element: <UsedBikeListPage /> }], '/en/dashboard/occasion/list');
    expect(await screen.findByText('No used bike listed yet.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Published'), 'false');
    expect(await screen.findByText('Nothing to show.')).toBeTruthy();
    expect(screen.queryByText('No used bike listed yet.')).toBeNull();
    expect(calls.at(-1)?.query.get('published')).toBe('false');
  });

  it('buy-backs: "none recorded yet" without a filter, "nothing to show" with one', async () => {
    const calls = emptyApi('/api/buy-backs');
    await renderRoutes([{ path: 'dashboard/occasion/rachat-vente', element: <BuyBacksPage /> }], '/en/dashboard/occasion/rachat-vente');
    expect(await screen.findByText('No buy-back recorded yet.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Resold'), 'true');
    expect(await screen.findByText('Nothing to show.')).toBeTruthy();
    expect(screen.queryByText('No buy-back recorded yet.')).toBeNull();
    expect(calls.at(-1)?.query.get('resold')).toBe('true');
    // The download takes the same filter, every page of it.
    const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/buy-backs');
    expect(Object.fromEntries(csv.searchParams)).toMatchObject({ resold: 'true', format: 'csv' });
    expect(csv.searchParams.has('page')).toBe(false);
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toContain('format=xlsx');
  });
});
