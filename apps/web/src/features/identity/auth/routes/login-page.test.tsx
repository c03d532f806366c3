import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { LoginPage } from '@/features/identity/auth/routes/login-page';
import { renderRoutes } from '@/test/render';
import type { Infer } from '@/lib/contract';
import type { userResponseSchema } from '@veloport/domain';

const routes = [
  { index: true, element: <LoginPage /> },
  { path: 'dashboard', element: <h1>Dashboard</h1> },
];
const renderLogin = (url: string) => renderRoutes(routes, url);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

function loginApi(answer: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/auth/login') return answer(call);
    return undefined;
  });
}

async function signIn(email = 'jean.dupont@acme.be', password = 'Secret-123') {
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await userEvent.type(field('E-mail address'), email);
  await userEvent.type(field('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login page', () => {
  it('signs in and returns to the page asked for, in the user language', async () => {
    const calls = loginApi(() => json(200, { user: makeUser({ language: 'nl' }) } satisfies Infer<typeof userResponseSchema>));
    const app = await renderLogin('/en?redirect=%2Fen%2Fdashboard');
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(app.location()).toBe('/nl/dashboard');
    // Not a silent switch: the portal says why, in the profile's language.
    expect(await screen.findByText(/Veloport spreekt Nederlands met je, de taal van je profiel/)).toBeTruthy();
    const login = calls.find((call) => call.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'jean.dupont@acme.be', password: 'Secret-123' });
    expect(login?.headers.get('X-XSRF-TOKEN')).toBe('t0k3n');
  });

  it('checks the e-mail address before calling the server', async () => {
    const calls = loginApi(() => json(200, { user: makeUser() } satisfies Infer<typeof userResponseSchema>));
    await renderLogin('/en');
    await signIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it.each([
    [404, 'user_not_found', 'No user with this e-mail address.'],
    [403, 'user_inactive', 'This account is not active.'],
    [401, 'wrong_password', 'The password is incorrect.'],
  ])('explains a %i %s answer', async (status, code, message) => {
    loginApi(() => apiError(status, code));
    await renderLogin('/en');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText(`server says ${code}`)).toBeNull();
  });

  it('counts down before allowing another attempt', async () => {
    loginApi(() => apiError(429, 'too_many_attempts', { retryAfter: 2 }));
    await renderLogin('/en');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, retry in 2 s.');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts, retry in 1 s.'), {
      timeout: 2000,
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a translated message when the server cannot be reached', async () => {
    mockApi((call) => (call.path === '/api/auth/check' ? json(200, { authenticated: false, user: null }) : undefined));
    await renderLogin('/fr');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.type(field('Adresse e-mail'), 'jean@acme.be');
    await userEvent.type(field('Mot de passe'), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.');
  });
});
