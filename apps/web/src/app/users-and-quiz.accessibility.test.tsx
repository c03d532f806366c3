import { screen, within } from '@testing-library/react';
import type {
  AuthUser,
  companiesMinimalSchema,
  CompanyQuizResponse,
  HistoryEntry,
  ListOf,
  Quiz,
  stockLocationCurrentSchema,
  UserDetail,
  userDetailResponseSchema,
  UserListItem,
  usersByStockLocationSchema,
} from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { forgetQuizSession, rememberQuizSession } from '@/features/companies/quiz/quiz-session';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';

// Same checks as accessibility.test.tsx, for the users and quiz screens (contrast is left to Playwright).

const acme = { id: 3, name: 'Acme', conditions: [{ access: 'leasing' }] };
const fleetManager = makeUser({ language: 'en', permission: ['fleetManager'], company: acme });
const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });
const user = {
  id: 42,
  email: 'nora@acme.test',
  firstname: 'Nora',
  lastname: 'Nouvelle',
  phone: null,
  status: 'active',
  language: 'nl',
  contactType: 'none',
  isAdmin: false,
  permissions: [],
  company: { id: 3, name: 'Acme' },
  invitationPending: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  address: null,
  size: null,
  anonymousInRanking: false,
  payrollNumber: 'MAT-00417',
  avatarUrl: null,
  stockLocationId: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
} satisfies UserDetail;
const history: HistoryEntry[] = [
  {
    id: 1,
    at: '2026-03-01T10:00:00.000Z',
    action: 'user.created',
    actor: { id: 7, name: 'Fiona Fleet' },
    before: null,
    after: {},
    changes: [],
  },
];
const quiz = {
  id: 1,
  companyId: 3,
  title: 'Shared bikes',
  description: 'Before your first ride',
  minimumScore: 2,
  maxScore: 2,
  updatedAt: '2026-03-01T10:00:00.000Z',
  questions: [
    {
      id: 5,
      description: 'Helmet?',
      explanation: null,
      answers: [
        { id: 50, text: 'Yes', correct: true, points: 2, explanation: null },
        { id: 51, text: 'No', correct: false, points: 0, explanation: null },
      ],
    },
  ],
} satisfies Quiz;

function api(me: AuthUser | null) {
  mockApi(({ path }) => {
    if (path === '/api/auth/check') return json(200, { authenticated: me !== null, user: me });
    if (path === '/api/companies/list/minimal')
      return json(200, { data: [{ id: 3, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>);
    if (path === '/api/stock-location/current')
      return json(200, { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>);
    if (path === '/api/users/by-stock-location') return json(200, { data: [] } satisfies Infer<typeof usersByStockLocationSchema>);
    if (path === '/api/users') return json(200, { data: [user], meta: { page: 1, perPage: 25, total: 1 } } satisfies ListOf<UserListItem>);
    if (path === '/api/users/42') return json(200, { user } satisfies Infer<typeof userDetailResponseSchema>);
    if (path === '/api/users/42/history')
      return json(200, { data: history, meta: { page: 1, perPage: 20, total: 1 } } satisfies ListOf<HistoryEntry>);
    if (path === '/api/companies/3/quiz') return json(200, { quiz, files: [] } satisfies CompanyQuizResponse);
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetQuizSession();
});

describe('accessibility of the users and quiz screens (axe, serious and critical)', { timeout: 20_000 }, () => {
  it.each([
    ['/en/dashboard/users', 'fleet manager', fleetManager, 'Users', 'Nouvelle Nora'],
    ['/en/dashboard/users', 'admin', admin, 'Users', 'Nouvelle Nora'],
    ['/en/dashboard/users/create', 'admin', admin, 'Create a user', 'Permissions'],
    ['/en/dashboard/users/42', 'fleet manager', fleetManager, 'Nora Nouvelle', 'Save changes'],
    ['/en/dashboard/users/42?tab=history', 'fleet manager', fleetManager, 'Nora Nouvelle', 'Account created'],
    ['/en/dashboard/fleet/quiz', 'fleet manager', fleetManager, 'Quiz', 'Best possible score: 2'],
  ] as const)('%s as %s', async (url, _who, me, title, content) => {
    api(me);
    renderApp(url);
    // The first visit compiles the lazy page: give it time.
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
    await screen.findAllByText(content, { exact: false });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('offers a fleet manager only the roles a company’s people hold as a filter, an admin every one (issue 25, point 12)', async () => {
    const options = async (me: typeof admin) => {
      api(me);
      const view = renderApp('/en/dashboard/users');
      await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 5000 });
      const names = within(screen.getByRole('combobox', { name: 'Permission' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
      view.unmount();
      vi.unstubAllGlobals();
      return names;
    };
    const fleetOptions = await options(fleetManager);
    expect(fleetOptions).toContain('Fleet manager');
    expect(fleetOptions).not.toContain('Bike mechanic');
    expect(fleetOptions).toHaveLength(3);
    expect(await options(admin)).toContain('Bike mechanic');
  });

  it('/en/quiz', async () => {
    api(null);
    rememberQuizSession({
      credentials: { email: 'igor@initech.test', password: 'x' },
      quiz: {
        title: 'Ride safely',
        description: null,
        minimumScore: 2,
        files: [{ name: 'Code.pdf', contentType: 'application/pdf', url: '/api/quiz-files/x' }],
        questions: [
          {
            id: 1,
            description: 'Helmet?',
            multiple: false,
            answers: [
              { id: 1, text: 'Yes' },
              { id: 2, text: 'No' },
            ],
          },
          {
            id: 2,
            description: 'Checks?',
            multiple: true,
            answers: [
              { id: 3, text: 'Brakes' },
              { id: 4, text: 'Tyres' },
            ],
          },
        ],
      },
    });
    renderApp('/en/quiz');
    await screen.findByRole('heading', { level: 1, name: 'Ride safely' }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});
