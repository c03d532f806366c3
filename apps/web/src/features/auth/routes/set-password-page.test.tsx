import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi } from '@/test/mock-api';
import { SetPasswordPage } from '@/features/auth/routes/set-password-page';
import { renderRoutes } from '@/test/render';

const routes = [
  { path: 'set-password', element: <SetPasswordPage /> },
  { path: 'dashboard', element: <h1>Dashboard</h1> },
];
const renderPage = (url: string) => renderRoutes(routes, url);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const LINK = '/en/set-password?email=jean%40acme.be&token=0123456789abcdef';

function setPasswordApi(answer: () => Response) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/auth/set-password') return answer();
    if (call.path === '/api/auth/set-password-link') return json(204);
    return undefined;
  });
}

async function choosePassword() {
  await screen.findByRole('heading', { level: 1, name: 'Set your password' });
  await userEvent.type(field('Password'), 'Velo-port2025');
  await userEvent.type(field('Confirm password'), 'Velo-port2025');
  await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('set-password page', () => {
  it('says the link is incomplete without e-mail and token', async () => {
    setPasswordApi(() => json(500));
    await renderPage('/en/set-password?email=jean%40acme.be');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete');
    expect(screen.queryByRole('button', { name: 'Set my password' })).toBeNull();
  });

  it('signs the user in and opens the dashboard in their language', async () => {
    const calls = setPasswordApi(() => json(200, { user: makeUser({ language: 'fr' }) }));
    const app = await renderPage(LINK);
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    expect((field('E-mail address') as HTMLInputElement).value).toBe('jean@acme.be');
    await choosePassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(app.location()).toBe('/fr/dashboard');
    expect(calls.find((call) => call.path === '/api/auth/set-password')?.body).toEqual({
      email: 'jean@acme.be',
      token: '0123456789abcdef',
      password: 'Velo-port2025',
      passwordConfirmation: 'Velo-port2025',
    });
  });

  it('offers a new link when the token expired', async () => {
    const calls = setPasswordApi(() => apiError(400, 'token_invalid'));
    await renderPage(LINK);
    await choosePassword();
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('A new link has been sent to jean@acme.be.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/set-password-link')?.body).toEqual({
      email: 'jean@acme.be',
      locale: 'en',
    });
  });

  it('points to "forgot password" when a password already exists', async () => {
    setPasswordApi(() => apiError(409, 'password_already_set'));
    await renderPage(LINK);
    await choosePassword();
    expect(await screen.findByText(/A password already exists for this account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/forgot-password');
  });
});
