import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewRequestsCard } from '@/features/requests/requests/components/new-requests-card';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { Infer } from '@/lib/contract';
import type { ListOf, publicRequestSchema } from '@veloport/domain';

type PublicRequest = Infer<typeof publicRequestSchema>;

const admin = makeUser({ language: 'nl', isAdmin: true, permission: ['admin'] });
const request = (id: number, firstname: string, type: PublicRequest['type']) =>
  ({
    id,
    type,
    status: 'new',
    locale: 'fr',
    firstname,
    lastname: 'Lambert',
    email: `${firstname.toLowerCase()}@example.be`,
    phone: null,
    payload: {},
    store: null,
    handledBy: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  }) satisfies PublicRequest;

function api(data: PublicRequest[], total: number) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === '/api/requests') return json(200, { data, meta: { page: 1, perPage: 5, total } } satisfies ListOf<PublicRequest>);
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('NewRequestsCard', () => {
  it('shows the newest new requests, linked to their page, and the way to all of them', async () => {
    const calls = api([request(7, 'Lea', 'test_ride'), request(6, 'Tom', 'trade_in')], 12);
    await renderRoutes([{ path: 'dashboard', element: <NewRequestsCard /> }], '/nl/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nieuwe aanvragen (12)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lea Lambert' }).getAttribute('href')).toBe('/nl/dashboard/requests/7');
    expect(screen.getByText('Testrit / verhuur')).toBeTruthy();
    expect(screen.getAllByText('Ontvangen op 05/01/2026 11:00')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Alle aanvragen bekijken' }).getAttribute('href')).toBe('/nl/dashboard/requests?status=new');
    const query = calls.find((c) => c.path === '/api/requests')!.query;
    expect([query.get('status'), query.get('perPage'), query.get('order')]).toEqual(['new', '5', 'desc']);
  });

  it('says when there is none', async () => {
    api([], 0);
    await renderRoutes([{ path: 'dashboard', element: <NewRequestsCard /> }], '/en/dashboard');
    expect(await screen.findByText('No new request.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'New requests (0)' })).toBeTruthy();
  });
});
