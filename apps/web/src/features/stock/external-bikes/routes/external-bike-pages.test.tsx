import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalBikeListPage } from '@/features/stock/external-bikes/routes/external-bike-pages';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { ExternalBike, ListOf } from '@veloport/domain';

const fleetManager = makeUser({ language: 'en', permission: ['fleetManager'], company: { id: 3, name: 'Globex', conditions: [] } });
const empty = { data: [], meta: { page: 1, perPage: 25, total: 0 } } satisfies ListOf<ExternalBike>;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the external-bike list', { timeout: 20_000 }, () => {
  it('says none is registered yet only when nothing is searched; a search that finds nothing says so', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: fleetManager });
      if (call.path === '/api/external-bikes') return json(200, empty);
      return undefined;
    });
    await renderRoutes([{ path: 'dashboard/external-bikes/list', element: <ExternalBikeListPage /> }], '/en/dashboard/external-bikes/list');
    expect(await screen.findByText('No external bike registered yet.')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'WTU123');
    expect(await screen.findByText('Nothing to show.')).toBeTruthy();
    expect(screen.queryByText('No external bike registered yet.')).toBeNull();
    expect(calls.at(-1)?.query.get('q')).toBe('WTU123');
    // The download takes the same search.
    const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/external-bikes');
    expect(Object.fromEntries(csv.searchParams)).toMatchObject({ q: 'WTU123', format: 'csv' });
  });
});
