import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  companiesMinimalSchema,
  CyclingEvent,
  eventGameListSchema,
  EventLeaderboard,
  EventTeamList,
  ListOf,
  stockLocationCurrentSchema,
  UserListItem,
} from '@veloport/domain';

// Cycling events (decision 057) through the real routes, guards and layout.

const at = '2026-03-02T10:00:00.000Z';
const event = {
  id: 7,
  title: 'Bike to Work Challenge',
  date: '2026-03-20',
  place: 'Acme, Liège',
  description: 'Every kilometre counts',
  company: { id: 1, name: 'Acme' },
  teamCount: 2,
  myTeamId: null,
  createdAt: at,
  updatedAt: at,
} satisfies CyclingEvent;
const teams = {
  data: [
    { id: 1, name: 'Les Rouleurs', members: [{ id: 4, name: 'Fiona Fleet' }] },
    { id: 2, name: 'Les Grimpeurs', members: [] },
  ],
  myTeamId: null,
} satisfies EventTeamList;
const games = {
  data: [
    {
      id: 3,
      kind: 'km_ridden',
      title: 'Kilometres',
      totals: [
        { teamId: 1, points: 312 },
        { teamId: 2, points: 254 },
      ],
      createdAt: at,
    },
  ],
} satisfies Infer<typeof eventGameListSchema>;
const leaderboard = {
  eventId: 7,
  data: [
    { rank: 1, teamId: 1, name: 'Les Rouleurs', points: 312, memberCount: 1 },
    { rank: 2, teamId: 2, name: 'Les Grimpeurs', points: 254, memberCount: 0 },
  ],
  myTeamId: null,
  at,
} satisfies EventLeaderboard;

const API: Record<string, unknown> = {
  '/api/events': { data: [event], meta: { page: 1, perPage: 25, total: 1 } } satisfies ListOf<CyclingEvent>,
  '/api/events/7': event,
  '/api/events/7/teams': teams,
  '/api/events/7/games': games,
  '/api/events/7/leaderboard': leaderboard,
  '/api/companies/list/minimal': { data: [{ id: 1, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>,
  '/api/users': {
    data: [
      {
        id: 5,
        email: 'emile.employe@acme.test',
        firstname: 'Emile',
        lastname: 'Employé',
        phone: null,
        status: 'active',
        language: 'en',
        contactType: 'none',
        isAdmin: false,
        permissions: [],
        company: { id: 1, name: 'Acme' },
        invitationPending: false,
        createdAt: at,
      },
    ],
    meta: { page: 1, perPage: 100, total: 1 },
  } satisfies ListOf<UserListItem>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Anne', lastname: 'Admin', isAdmin: true, permission: ['admin'] });
const employee = makeUser({
  language: 'en',
  firstname: 'Emile',
  lastname: 'Employé',
  permission: [],
  company: { id: 1, name: 'Acme', conditions: [{ access: 'leasing' }] },
});

function signedIn(user: ReturnType<typeof makeUser>) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return call.path in API ? json(200, API[call.path]) : undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('event pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['admin', '/en/dashboard/events', 'Cycling events', 'Bike to Work Challenge'],
    ['employee', '/en/dashboard/events/7', 'Bike to Work Challenge', 'Join Les Grimpeurs'],
    ['admin', '/en/dashboard/events/7/teams', 'Manage teams', 'Put in the team'],
    ['admin', '/en/dashboard/events/7/games', 'Games and points', 'Enter points'],
  ] as const)('%s %s', async (who, url, title, text) => {
    signedIn(who === 'admin' ? admin : employee);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the leaderboard ranked, with the chart read as a table too', async () => {
    signedIn(employee);
    renderApp('/en/dashboard/events/7');
    const board = await screen.findByRole('table', { name: 'Leaderboard' }, { timeout: 10_000 });
    expect(board.textContent).toMatch(/1Les Rouleurs.*312/);
    expect(await screen.findAllByText('Points per team, game by game')).not.toHaveLength(0);
  });
});
