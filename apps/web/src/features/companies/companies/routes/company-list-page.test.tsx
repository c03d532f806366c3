import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyListPage } from '@/features/companies/companies/routes/company-list-page';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { CompanyListItem, ListOf } from '@veloport/domain';

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });
const acme = {
  id: 1,
  name: 'Acme',
  vatNumber: 'BE0403170701',
  city: 'Liège',
  emailDomains: ['acme.test'],
  selfRegistration: true,
  userCount: 4,
  fleetManagerCount: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
} satisfies CompanyListItem;

function listApi() {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === '/api/companies')
      return json(200, { data: [acme], meta: { page: 1, perPage: 25, total: 1 } } satisfies ListOf<CompanyListItem>);
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the companies list', { timeout: 20_000 }, () => {
  it('searches, filters and sorts through the URL, and downloads what is shown', async () => {
    const calls = listApi();
    const app = await renderRoutes([{ path: 'dashboard/companies/list', element: <CompanyListPage /> }], '/en/dashboard/companies/list');
    expect(await screen.findByRole('link', { name: 'Acme' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/companies')?.query.get('sort')).toBe('name');

    await userEvent.type(screen.getByLabelText('Search by name, VAT number or domain'), 'acme ');
    // The page has re-rendered with the search once it asks the API for it.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/companies' && call.query.get('q') === 'acme')).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Self-registration'), 'false');
    await userEvent.selectOptions(screen.getByLabelText('Has a fleet manager'), 'true');
    await userEvent.click(screen.getByRole('button', { name: /Created on/ }));

    await waitFor(() =>
      expect(app.location()).toBe(
        '/en/dashboard/companies/list?q=acme&selfRegistration=false&hasFleetManager=true&sort=createdAt&order=asc',
      ),
    );
    // What is being typed is kept as typed (the trailing space), while the query holds the trimmed text.
    expect((screen.getByLabelText('Search by name, VAT number or domain') as HTMLInputElement).value).toBe('acme ');
    const last = calls.filter((call) => call.path === '/api/companies').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      page: '1',
      perPage: '25',
      q: 'acme',
      selfRegistration: 'false',
      hasFleetManager: 'true',
      sort: 'createdAt',
      order: 'asc',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/companies?sort=createdAt&order=asc&q=acme&selfRegistration=false&hasFleetManager=true&format=csv&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/en/dashboard/companies/1');
  });
});
