import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyCreatePage } from '@/features/companies/companies/routes/company-create-page';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });

const created = (body: Record<string, unknown>): Company => ({
  id: 42,
  name: String(body.name),
  vatNumber: 'BE0403170701',
  billingAddress: null,
  deliveryAddress: null,
  language: 'fr',
  emailDomains: ['dunder.test'],
  selfRegistration: true,
  quizRequired: false,
  access: '',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
});

function companiesApi(onCreate: (call: ApiCall) => Response = (call) => json(201, created(call.body as Record<string, unknown>))) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === '/api/companies' && call.method === 'POST') return onCreate(call);
    return undefined;
  });
}

async function openCreate(url = '/en/dashboard/client/create') {
  const app = await renderRoutes(
    [
      { path: 'dashboard/client/create/:from?', element: <CompanyCreatePage /> },
      { path: 'dashboard/companies/:id', element: <h1>Company page</h1> },
      { path: 'dashboard/companies/contacts', element: <h1>Contacts page</h1> },
    ],
    url,
  );
  await screen.findByRole('heading', { level: 1, name: 'New company' });
  return app;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create the company' }));

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the company form', { timeout: 20_000 }, () => {
  it('refuses a Belgian VAT number that fails the check, under its input, without calling the API', async () => {
    const calls = companiesApi();
    await openCreate();
    await userEvent.type(field('Company name'), 'Dunder Mifflin');
    await userEvent.type(field('VAT or enterprise number (optional)'), 'BE 0403.170.702');
    await submit();

    expect(await screen.findByText('Enter a valid VAT number (e.g. BE0123456789).')).toBeTruthy();
    expect(description(field('VAT or enterprise number (optional)'))).toContain('Enter a valid VAT number (e.g. BE0123456789).');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the company and goes back to `from`', async () => {
    const calls = companiesApi();
    const app = await openCreate(`/en/dashboard/client/create/${encodeURIComponent('dashboard/companies/contacts')}`);
    await userEvent.type(field('Company name'), 'Dunder Mifflin');
    await userEvent.type(field('VAT or enterprise number (optional)'), '0403 170 701');
    await userEvent.type(field('Street and number'), 'Rue Neuve 1');
    await userEvent.type(field('Postal code'), '1000');
    await userEvent.type(field('City'), 'Bruxelles');
    await userEvent.type(field('E-mail domains (optional)'), 'dunder.test{enter}');
    await userEvent.click(screen.getByRole('switch', { name: /Self-registration/ }));
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts page' })).toBeTruthy();
    expect(app.location()).toBe('/en/dashboard/companies/contacts');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Dunder Mifflin',
      vatNumber: '0403 170 701',
      billingAddress: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      deliveryAddress: null,
      emailDomains: ['dunder.test'],
      selfRegistration: false,
      language: 'fr',
    });
  });

  it('ignores a `from` that leaves the app and opens the new company', async () => {
    companiesApi();
    const app = await openCreate(`/en/dashboard/client/create/${encodeURIComponent('https://evil.example/dashboard')}`);
    await userEvent.type(field('Company name'), 'Dunder Mifflin');
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company page' })).toBeTruthy();
    expect(app.location()).toBe('/en/dashboard/companies/42');
  });

  it('names the e-mail domain another company already has', async () => {
    companiesApi(() => apiError(409, 'domain_taken', { fields: { 'emailDomains.1': 'domain_taken' } }));
    await openCreate();
    await userEvent.type(field('Company name'), 'Acme Copy');
    await userEvent.type(field('E-mail domains (optional)'), 'new-one.test{enter}acme.test{enter}');
    await submit();
    expect(await screen.findByText('acme.test: This e-mail domain already belongs to another company.')).toBeTruthy();
    expect(screen.getAllByText('This e-mail domain already belongs to another company.').length).toBeGreaterThan(0);
  });

  it('refuses a free mailbox domain in the browser', async () => {
    const calls = companiesApi();
    await openCreate();
    await userEvent.type(field('Company name'), 'Solo');
    await userEvent.type(field('E-mail domains (optional)'), 'gmail.com{enter}');
    await submit();
    expect(await screen.findByText('gmail.com: A personal e-mail domain cannot belong to a company.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
