import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AuthUser,
  companiesMinimalSchema,
  createUserResponseSchema,
  stockLocationCurrentSchema,
  UserDetail,
  usersByStockLocationSchema,
} from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserCreatePage } from '@/features/identity/users/routes/user-create-page';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { Infer } from '@/lib/contract';

const acme = { id: 3, name: 'Acme', conditions: [{ access: 'leasing' }] };
const fleetManager = makeUser({ language: 'en', permission: ['fleetManager'], company: acme });
const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });

const created = (overrides: Partial<UserDetail> = {}): UserDetail => ({
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
  payrollNumber: null,
  avatarUrl: null,
  stockLocationId: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

function usersApi(me: AuthUser, onCreate: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: me });
    if (call.path === '/api/companies/list/minimal')
      return json(200, {
        data: [
          { id: 3, name: 'Acme' },
          { id: 4, name: 'Globex' },
        ],
      } satisfies Infer<typeof companiesMinimalSchema>);
    if (call.path === '/api/stock-location/current')
      return json(200, { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>);
    if (call.path === '/api/users/by-stock-location') return json(200, { data: [] } satisfies Infer<typeof usersByStockLocationSchema>);
    if (call.path === '/api/users' && call.method === 'POST') return onCreate(call);
    return undefined;
  });
}

async function openForm() {
  const app = await renderRoutes(
    [
      { path: 'dashboard/users/create', element: <UserCreatePage /> },
      { path: 'dashboard/users/:id', element: <h1>User detail</h1> },
    ],
    '/en/dashboard/users/create',
  );
  await screen.findByRole('heading', { level: 1, name: 'Create a user' });
  return app;
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, select' });

async function fillRequired(email = 'nora@acme.test', confirmation = email) {
  await userEvent.type(field('First name'), 'Nora');
  await userEvent.type(field('Last name'), 'Nouvelle');
  await userEvent.type(field('E-mail address'), email);
  await userEvent.type(field('Confirm the e-mail address'), confirmation);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create and send the invitation' }));

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

// Typing a whole form takes a few seconds in jsdom, more on a busy machine.
describe('user form', { timeout: 20_000 }, () => {
  it('hides the admin-only fields from a fleet manager, whose users join their company', async () => {
    const calls = usersApi(fleetManager, () =>
      json(201, { user: created(), invitationSent: true } satisfies Infer<typeof createUserResponseSchema>),
    );
    const app = await openForm();
    expect(screen.getByText('The user will belong to Acme.')).toBeTruthy();
    expect(screen.queryByLabelText('Company')).toBeNull();
    expect(screen.queryByLabelText('Stock location (optional)')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Fleet manager' })).toBeNull();

    await fillRequired();
    await userEvent.selectOptions(field('Language'), 'nl');
    await userEvent.selectOptions(field('Contact type'), 'billing_copy');
    await userEvent.type(field('Height (cm) (optional)'), '168');
    await userEvent.type(field('Employee number (social secretariat) (optional)'), ' MAT-00417 ');
    await submit();

    expect(await screen.findByText('User created: an invitation was sent to nora@acme.test.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'User detail' })).toBeTruthy();
    expect(app.location()).toBe('/en/dashboard/users/42');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstname: 'Nora',
      lastname: 'Nouvelle',
      email: 'nora@acme.test',
      phone: null,
      address: null,
      size: 168,
      language: 'nl',
      status: 'active',
      contactType: 'billing_copy',
      anonymousInRanking: false,
      payrollNumber: 'MAT-00417',
    });
  });

  it('says when the confirmation differs from the e-mail address, and sends nothing', async () => {
    const calls = usersApi(fleetManager, () =>
      json(201, { user: created(), invitationSent: true } satisfies Infer<typeof createUserResponseSchema>),
    );
    await openForm();
    await fillRequired('nora@acme.test', 'nora@acme.tset');
    await submit();
    expect(await screen.findByText('The e-mail addresses do not match.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets an admin choose the company, permissions and stock location', async () => {
    const calls = usersApi(admin, () =>
      json(201, { user: created({ permissions: ['fleetManager'] }), invitationSent: true } satisfies Infer<
        typeof createUserResponseSchema
      >),
    );
    await openForm();
    expect(screen.queryByText(/will belong to/)).toBeNull();
    await fillRequired();
    await userEvent.selectOptions(await screen.findByLabelText('Company'), 'Globex');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fleet manager' }));
    await userEvent.selectOptions(field('Stock location (optional)'), 'Brussels');
    await submit();
    await screen.findByRole('heading', { level: 1, name: 'User detail' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      companyId: 4,
      permissions: ['fleetManager'],
      isAdmin: false,
      stockLocationId: 2,
    });
  });

  it('shows the API field errors under their inputs, translated', async () => {
    usersApi(fleetManager, () => apiError(409, 'email_taken', { fields: { email: 'email_taken' } }));
    await openForm();
    await fillRequired('employee@acme.test');
    await submit();
    const email = field('E-mail address');
    expect(await screen.findByText('An account already exists with this e-mail address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('warns when the invitation could not be sent', async () => {
    usersApi(fleetManager, () => json(201, { user: created(), invitationSent: false } satisfies Infer<typeof createUserResponseSchema>));
    await openForm();
    await fillRequired();
    await submit();
    const toast = await screen.findByText('User created, but the invitation to nora@acme.test could not be sent.');
    expect(within(toast.closest('[data-notify-type]') as HTMLElement).getByText(/could not be sent/)).toBeTruthy();
  });
});
