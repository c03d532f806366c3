import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailCheckResponse, RegisterResponse } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { NewAccessPage } from '@/features/identity/auth/routes/new-access-page';
import { renderRoutes } from '@/test/render';

const routes = [
  { path: 'new-access', element: <NewAccessPage /> },
  { path: 'dashboard', element: <h1>Dashboard</h1> },
];
const renderPage = () => renderRoutes(routes, '/en/new-access');
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

function signupApi(emailCheck: () => Response, register: (call: ApiCall) => Response = () => json(500)) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/auth/email-check') return emailCheck();
    if (call.path === '/api/auth/register') return register(call);
    return undefined;
  });
}

const check = (answer: EmailCheckResponse) => () => json(200, answer);

async function enterEmail(email: string) {
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  await userEvent.type(field('E-mail address'), email);
  await userEvent.tab();
}

async function fillTheRest() {
  await userEvent.type(field('First name'), 'Jean');
  await userEvent.type(field('Last name'), 'Dupont');
  await userEvent.type(field('Password'), 'Velo-port2025');
  await userEvent.type(field('Confirm password'), 'Velo-port2025');
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('new-access page', () => {
  it('links a professional address to its company', async () => {
    const calls = signupApi(check({ kind: 'professional', companyName: 'Acme', selfRegistration: true }));
    await renderPage();
    await enterEmail('Jean@Acme.be');
    expect(await screen.findByText('Account linked to Acme.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/email-check')?.query.get('email')).toBe('jean@acme.be');
  });

  it('blocks sign-up when the employer does not allow it', async () => {
    signupApi(check({ kind: 'professional', companyName: 'Acme', selfRegistration: false }));
    await renderPage();
    await enterEmail('jean@acme.be');
    expect(await screen.findByText('Your employer does not allow sign-up; ask your fleet manager to add you.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create my account' }).hasAttribute('disabled')).toBe(true);
  });

  it('warns that a personal account will be created', async () => {
    signupApi(check({ kind: 'personal', companyName: null, selfRegistration: true }));
    await renderPage();
    await enterEmail('jean@gmail.com');
    expect(await screen.findByText('This is not a professional e-mail address: a personal account will be created.')).toBeTruthy();
  });

  it('warns when the address cannot be checked', async () => {
    signupApi(() => apiError(500, 'internal_error'));
    await renderPage();
    await enterEmail('jean@acme.be');
    expect(await screen.findByText('The e-mail address cannot be verified right now.')).toBeTruthy();
  });

  it('asks for a valid address without calling the check', async () => {
    const calls = signupApi(check({ kind: 'personal', companyName: null, selfRegistration: true }));
    await renderPage();
    await enterEmail('jean@');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/email-check')).toBe(false);
  });

  it('creates the account and signs in', async () => {
    const calls = signupApi(check({ kind: 'personal', companyName: null, selfRegistration: true }), () =>
      json(201, { user: makeUser({ language: 'en' }), signedIn: true } satisfies RegisterResponse),
    );
    const app = await renderPage();
    await enterEmail('jean@gmail.com');
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(app.location()).toBe('/en/dashboard');
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toEqual({
      firstname: 'Jean',
      lastname: 'Dupont',
      email: 'jean@gmail.com',
      phone: null,
      password: 'Velo-port2025',
      passwordConfirmation: 'Velo-port2025',
      language: 'en',
    });
  });

  it('explains that an inactive account must be activated', async () => {
    signupApi(check({ kind: 'personal', companyName: null, selfRegistration: true }), () =>
      json(201, { user: makeUser({ status: 'inactive' }), signedIn: false } satisfies RegisterResponse),
    );
    await renderPage();
    await enterEmail('jean@gmail.com');
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Your account has been created. It must be activated before you can sign in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/en');
  });

  it('shows a taken address under the e-mail field', async () => {
    signupApi(check({ kind: 'personal', companyName: null, selfRegistration: true }), () => apiError(409, 'email_taken'));
    await renderPage();
    await enterEmail('jean@gmail.com');
    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('An account already exists with this e-mail address.')).toBeTruthy();
  });
});
