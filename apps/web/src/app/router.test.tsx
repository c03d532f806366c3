import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@veloport/domain';
import type { RouteObject } from 'react-router';
import { routes } from '@/app/router';
import { RequirePermission } from '@/lib/auth/route-guards';
import { apiError, json, makeUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/app/testing/render-app';

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
        return json(200, { data: [{ id: 3, firstname: 'Ana', lastname: 'Peeters' }] });
      }
      if (path === '/api/companies/list/minimal') return json(200, { data: [{ id: 1, name: 'Acme' }] });
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
