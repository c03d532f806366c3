import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi } from '@/test/mock-api';
import { SetPasswordPage } from '@/features/identity/auth/routes/set-password-page';
import { renderRoutes } from '@/test/render';
import type { Infer } from '@/lib/contract';
import type { tokenCheckResponseSchema, userResponseSchema } from '@veloport/domain';

const routes = [
  { path: 'set-password', element: <SetPasswordPage /> },
  { path: 'dashboard', element: <h1>Dashboard</h1> },
];
const renderPage = (url: string) => renderRoutes(routes, url);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const LINK = '/en/set-password?email=jean%40acme.be&token=0123456789abcdef';

/** `link`: what GET /api/auth/password-tokens/:token?purpose=set says of the link (usable by default). */
function setPasswordApi(
  answer: () => Response,
  {
    link = { valid: true, email: 'jean@acme.be' },
    newLink = () => json(204),
  }: { link?: Infer<typeof tokenCheckResponseSchema>; newLink?: () => Response } = {},
) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/auth/password-tokens/0123456789abcdef' && call.query.get('purpose') === 'set') return json(200, link);
    if (call.path === '/api/auth/set-password') return answer();
    if (call.path === '/api/auth/set-password-link') return newLink();
    return undefined;
  });
}

async function choosePassword() {
  await screen.findByRole('heading', { level: 1, name: 'Set your password' });
  // The form appears once the link has been checked.
  await userEvent.type(await screen.findByLabelText('Password', { selector: 'input' }), 'Velo-port2025');
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
    const calls = setPasswordApi(() => json(200, { user: makeUser({ language: 'fr' }) } satisfies Infer<typeof userResponseSchema>));
    const app = await renderPage(LINK);
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    expect(((await screen.findByLabelText('E-mail address', { selector: 'input' })) as HTMLInputElement).value).toBe('jean@acme.be');
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

  it('checks the link first: an expired one says so before any password is typed, and offers a new link', async () => {
    const calls = setPasswordApi(() => json(500), { link: { valid: false, email: null } });
    await renderPage(LINK);
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set my password' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('A new link has been sent to jean@acme.be.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/set-password-link')?.body).toEqual({
      email: 'jean@acme.be',
      locale: 'en',
    });
    expect(calls.some((call) => call.path === '/api/auth/set-password')).toBe(false);
  });

  it('treats a link issued to another address as invalid', async () => {
    setPasswordApi(() => json(500), { link: { valid: true, email: 'someone.else@acme.be' } });
    await renderPage(LINK);
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set my password' })).toBeNull();
  });

  it('sends to "forgot password" when a new link is asked for an account that has a password by now', async () => {
    setPasswordApi(() => json(500), { link: { valid: false, email: null }, newLink: () => apiError(409, 'password_already_set') });
    await renderPage(LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/A password already exists for this account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/forgot-password');
  });

  it('offers a new link when the link expires while the password is being chosen', async () => {
    setPasswordApi(() => apiError(400, 'token_invalid'));
    await renderPage(LINK);
    await choosePassword();
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeTruthy();
  });

  it('points to "forgot password" when a password already exists', async () => {
    setPasswordApi(() => apiError(409, 'password_already_set'));
    await renderPage(LINK);
    await choosePassword();
    expect(await screen.findByText(/A password already exists for this account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/forgot-password');
  });
});
