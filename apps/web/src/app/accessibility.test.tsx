import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { tokenCheckResponseSchema } from '@veloport/domain';

// jsdom cannot compute colours, so contrast is left to the Playwright run; everything else is checked here.

const signedOut = () =>
  mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path.startsWith('/api/auth/password-tokens/'))
      return json(200, { valid: true, email: 'jean@acme.be' } satisfies Infer<typeof tokenCheckResponseSchema>);
    return undefined;
  });

beforeEach(() => {
  document.cookie = 'veloport_consent=; Max-Age=0; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('accessibility (axe, serious and critical)', () => {
  it.each([
    ['/en', 'Sign in'],
    ['/en/new-access', 'Create an account'],
    ['/en/forgot-password', 'Forgot password'],
    ['/en/reset-password/0123456789abcdef', 'Choose a new password'],
    ['/en/set-password?email=jean%40acme.be&token=0123456789abcdef', 'Set your password'],
    ['/en/error/404', 'Page not found'],
  ])('%s', async (url, title) => {
    signedOut();
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findAllByRole('textbox').catch(() => []);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    ['/en/dashboard', 'Hello Jean'],
    ['/en/dashboard/user-settings', 'My settings'],
  ])('%s', async (url, title) => {
    mockApi((call) =>
      call.path === '/api/auth/check'
        ? json(200, { authenticated: true, user: makeUser({ language: 'en', isAdmin: true, permission: ['admin'] }) })
        : undefined,
    );
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations({ withNavigation: true })).toEqual([]);
  });

  // The other pages' checks leave the dashboard's navigation out (test/axe.ts): here it is checked whole, as each
  // kind of user gets it.
  const acme = { id: 1, name: 'Acme', conditions: [{ access: 'cafeteria, Bikes, sharing' }] };
  it.each([
    ['a fleet manager', { permission: ['fleetManager' as const], company: acme }],
    ['an employee', { company: acme }],
    ['a mechanic', { permission: ['bikeMechanic' as const] }],
    ['a private customer', {}],
  ])('the navigation of %s', async (_who, overrides) => {
    mockApi((call) =>
      call.path === '/api/auth/check' ? json(200, { authenticated: true, user: makeUser({ language: 'en', ...overrides }) }) : undefined,
    );
    renderApp('/en/dashboard');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getAllByRole('link').length).toBeGreaterThan(2);
    expect(await seriousViolations({ withNavigation: true })).toEqual([]);
  });
});
