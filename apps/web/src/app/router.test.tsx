import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTENTION_KINDS } from '@veloport/domain';
import type {
  AuthUser,
  BikeOverview,
  BikeSummary,
  CompanyAttention,
  companiesMinimalSchema,
  ListOf,
  Order,
  QuoteToday,
  UserListItem,
  usersByStockLocationSchema,
} from '@veloport/domain';
import type { RouteObject } from 'react-router';
import { routes } from '@/app/router';
import { RequirePermission } from '@/lib/auth/route-guards';
import { apiError, json, makeUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/app/testing/render-app';
import type { Infer } from '@/lib/contract';

const signedOut = () => mockApi(({ path }) => (path === '/api/auth/check' ? json(200, { authenticated: false, user: null }) : undefined));
const signedIn = (user: AuthUser) =>
  mockApi(({ path }) => (path === '/api/auth/check' ? json(200, { authenticated: true, user }) : undefined));
const area = (title: string) => <h1>{title}</h1>;
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=token%2Fvalue; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('locale routing', () => {
  it('sends the root to the French login page', async () => {
    signedOut();
    const app = renderApp('/');
    expect(await heading('Connexion')).toBeTruthy();
    expect(app.location()).toBe('/fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it.each(['/de/dashboard?x=1', '/xx/foo/bar', '/favicon.ico'])('sends %s (no locale) to /fr, keeping nothing else', async (url) => {
    signedOut();
    const app = renderApp(url);
    expect(await heading('Connexion')).toBeTruthy();
    expect(app.location()).toBe('/fr');
  });

  it('shows the 404 page of the current locale for an unknown path', async () => {
    signedOut();
    const app = renderApp('/nl/nowhere/to/be/found');
    expect(await heading('Pagina niet gevonden')).toBeTruthy();
    expect(app.location()).toBe('/nl/error/404');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('switches language from the selector, keeping the path and the query', async () => {
    signedOut();
    const app = renderApp('/fr/set-password?email=a%40b.be&token=abcdefghijkl');
    await heading('Définir votre mot de passe');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await heading('Set your password')).toBeTruthy();
    expect(app.location()).toBe('/en/set-password?email=a%40b.be&token=abcdefghijkl');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('guards', () => {
  it('sends a visitor to the login page, remembering the page asked for', async () => {
    signedOut();
    const app = renderApp('/en/dashboard/user-settings');
    expect(await heading('Sign in')).toBeTruthy();
    expect(app.location()).toBe('/en?redirect=%2Fen%2Fdashboard%2Fuser-settings');
  });

  it('treats a failed session check as signed out', async () => {
    mockApi(() => apiError(500, 'internal_error'));
    const app = renderApp('/en/dashboard');
    expect(await heading('Sign in')).toBeTruthy();
    expect(app.location()).toBe('/en?redirect=%2Fen%2Fdashboard');
  });

  it('sends a signed-in user away from guest pages to the dashboard in their language', async () => {
    signedIn(makeUser({ language: 'nl' }));
    const app = renderApp('/en/new-access');
    expect(await heading('Hallo Jean')).toBeTruthy();
    expect(app.location()).toBe('/nl/dashboard');
  });

  it('answers 403 when the user holds none of the permissions or lacks the company access', async () => {
    const localeRoute = routes[1];
    const guarded: RouteObject[] = [
      {
        path: localeRoute.path,
        loader: localeRoute.loader,
        element: localeRoute.element,
        HydrateFallback: localeRoute.HydrateFallback,
        children: [
          ...(localeRoute.children ?? []).filter((route) => route.path !== '*'),
          { path: 'admin-only', element: <RequirePermission permission={['admin']}>{area('Admin area')}</RequirePermission> },
          { path: 'bikes-area', element: <RequirePermission companyAccess="bikes">{area('Bikes area')}</RequirePermission> },
          { path: 'repair', element: <RequirePermission companyAccess="repair">{area('Repair area')}</RequirePermission> },
        ],
      },
    ];
    const user = makeUser({
      language: 'en',
      permission: ['fleetManager'],
      company: { id: 1, name: 'Acme', conditions: [{ access: 'cafeteria, Bikes' }] },
    });

    for (const [url, expected, location] of [
      ['/en/admin-only', 'Access denied', '/en/error/403'],
      ['/en/repair', 'Access denied', '/en/error/403'],
      ['/en/bikes-area', 'Bikes area', '/en/bikes-area'],
    ] as const) {
      signedIn(user);
      const app = renderApp(url, guarded);
      expect(await heading(expected)).toBeTruthy();
      expect(app.location()).toBe(location);
      app.unmount();
    }
  });
});

describe('dashboard', () => {
  it('greets the user and shows only the navigation they may use', async () => {
    signedIn(makeUser({ language: 'en' }));
    renderApp('/en/dashboard');
    expect(await heading('Hello Jean')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.textContent).toContain('Dashboard');
    expect(nav.textContent).toContain('My settings');
    expect(nav.textContent).not.toContain('API documentation');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('loads the admin context and links admins to the API documentation', async () => {
    const calls = mockApi(({ path, query }) => {
      if (path === '/api/auth/check') {
        return json(200, { authenticated: true, user: makeUser({ language: 'en', isAdmin: true, permission: ['admin'] }) });
      }
      if (path === '/api/stock-location/current') return apiError(500, 'internal_error');
      if (path === '/api/users/by-stock-location' && query.get('stock_location') === '1') {
        return json(200, { data: [{ id: 3, firstname: 'Ana', lastname: 'Peeters' }] } satisfies Infer<typeof usersByStockLocationSchema>);
      }
      if (path === '/api/companies/list/minimal')
        return json(200, { data: [{ id: 1, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>);
      return undefined;
    });
    renderApp('/en/dashboard');
    expect(await heading('Hello Jean')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/api/docs');
    // Seed §8: a failed stock-location load falls back to location 1 (Liège), whose employees are then loaded.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/users/by-stock-location')).toBe(true));
    expect(calls.some((call) => call.path === '/api/companies/list/minimal')).toBe(true);
  });
});

describe('dashboard cards', () => {
  it('gives an admin the stock chart and the back-office quick actions', async () => {
    mockApi(({ path }) => {
      if (path === '/api/auth/check')
        return json(200, { authenticated: true, user: makeUser({ language: 'en', isAdmin: true, permission: ['admin'] }) });
      if (path === '/api/stock/bikes/summary') {
        return json(200, {
          total: 12,
          groups: [{ location: { id: 1, name: 'Liège' }, contractKind: 'stock', status: 'usable', count: 12 }],
        } satisfies BikeSummary);
      }
      return undefined;
    });
    renderApp('/en/dashboard');
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Encode a delivery' }).getAttribute('href')).toBe('/en/dashboard/stock-encode');
    expect(within(actions).getByRole('link', { name: 'Cash register' }).getAttribute('href')).toBe('/en/dashboard/checkout');
    expect(within(actions).getByRole('link', { name: 'Workshop calendar' })).toBeTruthy();
    expect(within(actions).getByRole('link', { name: 'New offer' })).toBeTruthy();
    expect(within(actions).getByRole('link', { name: 'New maintenance request' })).toBeTruthy();
    expect(within(actions).queryByRole('link', { name: 'Our conditions' })).toBeNull();
    const stock = screen.getByRole('region', { name: 'Bike stock' });
    expect(await within(stock).findByRole('table', { name: 'Bikes by store and contract (12)' })).toBeTruthy();
  });

  it('gives a fleet manager their team and their own quick actions, nothing of the back office', async () => {
    const calls = mockApi(({ path, query }) => {
      if (path === '/api/auth/check')
        return json(200, {
          authenticated: true,
          user: makeUser({
            language: 'fr',
            permission: ['fleetManager'],
            company: { id: 3, name: 'Acme', conditions: [{ access: 'leasing' }] },
          }),
        });
      if (path === '/api/companies/3/attention')
        return json(200, {
          companyId: 3,
          today: '2026-11-29',
          items: ATTENTION_KINDS.map((kind) => ({ kind, count: kind === 'overdue_bills' ? 2 : 0 })),
        } satisfies CompanyAttention);
      if (path === '/api/users')
        return json(200, {
          data: [],
          meta: { page: 1, perPage: 1, total: query.get('status') === 'active' ? 5 : 2 },
        } satisfies ListOf<UserListItem>);
      return undefined;
    });
    renderApp('/fr/dashboard');
    const actions = await screen.findByRole('region', { name: 'Actions rapides' });
    expect(within(actions).getByRole('link', { name: 'Nos conditions' })).toBeTruthy();
    expect(within(actions).queryByRole('link', { name: 'Encoder une livraison' })).toBeNull();
    const attention = await screen.findByRole('region', { name: 'Ce qui vous attend' });
    expect((await within(attention).findByRole('link', { name: 'Factures en retard 2' })).getAttribute('href')).toBe(
      '/fr/dashboard/fleet/bills/list',
    );
    expect(within(attention).getByRole('link', { name: 'Entretiens en attente de votre réponse 0' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '2 personnes ne sont pas encore actives\u00a0: voir qui' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Personnes de l’entreprise (7)' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/stock/bikes/summary')).toBe(false);
  });

  it('shows an employee their orders per group, and no back-office card', async () => {
    const user = makeUser({ language: 'nl' });
    mockApi(({ path, query }) =>
      path === '/api/auth/check'
        ? json(200, { authenticated: true, user })
        : path === '/api/orders'
          ? json(200, {
              data: [],
              meta: { page: 1, perPage: 1, total: query.get('group') === 'to_validate' ? 1 : 0 },
            } satisfies ListOf<Order>)
          : path === '/api/quotes/today'
            ? json(200, {
                id: 1,
                theme: 'balance',
                author: null,
                text: 'Blijven trappen.',
                language: 'nl',
                day: '2026-11-26',
              } satisfies QuoteToday)
            : path === '/api/me/bike-overview'
              ? json(200, { bikes: [], contracts: [], nextMaintenance: null } satisfies BikeOverview)
              : undefined,
    );
    renderApp('/nl/dashboard');
    expect(await heading('Hallo Jean')).toBeTruthy();
    // The orders card, the quote of the day everyone gets (decision 053), the my-bike card (decision 058) and the
    // month's CO2 ranking (decision 093).
    expect(
      screen
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-labelledby') && document.getElementById(r.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Bestellingen', 'Citaat van de dag', 'Mijn fiets', 'CO2-klassement van deze maand']);
    expect(screen.getByRole('link', { name: 'Goed te keuren' }).getAttribute('href')).toBe(
      '/nl/dashboard/fleet/orders/user/list?group=to_validate',
    );
    expect(await screen.findByText('1')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Hier komen je modules' })).toBeNull();
  });
});
