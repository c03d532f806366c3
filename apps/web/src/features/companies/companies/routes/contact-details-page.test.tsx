import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactDetailsPage } from '@/features/companies/companies/routes/contact-details-page';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { Contact } from '@veloport/domain';

const admin = makeUser({ language: 'nl', isAdmin: true, permission: ['admin'] });
const contact = {
  id: 3,
  companyId: 1,
  companyName: 'Acme',
  firstname: 'Hugo',
  lastname: 'Hérault',
  email: 'rh@acme.test',
  phone: null,
  role: 'RH',
  type: 'contact',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
} satisfies Contact;

function contactApi() {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === '/api/contacts/3' && call.method === 'GET') return json(200, contact);
    if (call.path === '/api/contacts/3' && call.method === 'PUT')
      return json(200, { ...contact, ...(call.body as object), updatedAt: '2026-02-01T10:00:00.000Z' });
    if (call.path === '/api/contacts/3' && call.method === 'DELETE') return json(204);
    return undefined;
  });
}

async function openContact(from: string) {
  const app = await renderRoutes(
    [
      { path: 'dashboard/companies/contacts/:id/details/:from?', element: <ContactDetailsPage /> },
      { path: 'dashboard/companies/contacts', element: <h1>Alle contactpersonen</h1> },
      { path: 'dashboard/companies/:id', element: <h1>Bedrijfspagina</h1> },
    ],
    `/nl/dashboard/companies/contacts/3/details${from}`,
  );
  await screen.findByRole('heading', { level: 1, name: 'Hugo Hérault' });
  return app;
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('a contact', { timeout: 20_000 }, () => {
  it('is saved in place and deleted after confirmation, then the page goes back to `from`', async () => {
    const calls = contactApi();
    const app = await openContact(`/${encodeURIComponent('dashboard/companies/contacts?type=contact')}`);
    expect(screen.getByRole('link', { name: 'Terug' }).getAttribute('href')).toBe('/nl/dashboard/companies/contacts?type=contact');

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'billing');
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText('De contactpersoon is opgeslagen.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstname: 'Hugo',
      lastname: 'Hérault',
      email: 'rh@acme.test',
      phone: null,
      role: 'RH',
      type: 'billing',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Contactpersoon verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deze contactpersoon verwijderen?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle contactpersonen' })).toBeTruthy();
    expect(app.location()).toBe('/nl/dashboard/companies/contacts?type=contact');
  });

  it('goes back to its company without a `from`', async () => {
    contactApi();
    await openContact('');
    expect(screen.getByRole('link', { name: 'Terug' }).getAttribute('href')).toBe('/nl/dashboard/companies/1?tab=contacts');
  });
});
