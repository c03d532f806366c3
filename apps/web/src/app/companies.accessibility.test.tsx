import { screen, within } from '@testing-library/react';
import type {
  AuthUser,
  Company,
  CompanyDocument,
  CompanyListItem,
  CompanyPeppol,
  CompanyProcess,
  companiesMinimalSchema,
  Contact,
  HistoryEntry,
  ListOf,
} from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { ACME_BUILDINGS, ACME_CONDITIONS, ACME_USERS } from '@/features/companies/conditions/test-data';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';

// The companies and conditions pages, through the real routes, guards and layout (contrast: Playwright).

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const acme = {
  id: 1,
  name: 'Acme',
  vatNumber: 'BE0403170701',
  billingAddress: { street: 'Boulevard de la Sauvenière 100', postalCode: '4000', city: 'Liège', country: 'BE' },
  deliveryAddress: null,
  language: 'fr',
  emailDomains: ['acme.test'],
  selfRegistration: true,
  quizRequired: false,
  access: ACME_CONDITIONS.access,
  createdAt: at,
  updatedAt: at,
} satisfies Company;
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
  createdAt: at,
  updatedAt: at,
} satisfies Contact;
const anne = { id: 1, name: 'Anne Admin' };

const API: Record<string, unknown> = {
  '/api/companies': page([
    {
      id: 1,
      name: 'Acme',
      vatNumber: 'BE0403170701',
      city: 'Liège',
      emailDomains: ['acme.test'],
      selfRegistration: true,
      userCount: 4,
      fleetManagerCount: 1,
      createdAt: at,
    } satisfies CompanyListItem,
  ]),
  '/api/companies/list/minimal': { data: [{ id: 1, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>,
  '/api/companies/1': acme,
  '/api/companies/1/contacts': page([contact]),
  '/api/companies/1/peppol': { companyId: 1, participantId: '0208:0403170701' } satisfies CompanyPeppol,
  '/api/companies/contacts': page([contact]),
  '/api/contacts/3': contact,
  '/api/companies/1/documents': page([
    {
      id: 5,
      companyId: 1,
      name: 'contrat.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedBy: anne,
      createdAt: at,
      url: '/api/companies/1/documents/5',
    } satisfies CompanyDocument,
  ]),
  '/api/companies/1/history': page([
    {
      id: 9,
      at,
      action: 'conditions.updated',
      actor: { id: 3, name: 'Fiona Fleet' },
      before: null,
      after: null,
      changes: [{ field: 'access', before: 'leasing', after: 'leasing,sharing' }],
    } satisfies HistoryEntry,
  ]),
  '/api/companies/1/process': {
    companyId: 1,
    doneCount: 1,
    steps: [
      { step: 'contract_signed', done: true, doneAt: at, doneBy: anne },
      { step: 'conditions_set', done: false, doneAt: null, doneBy: null },
      { step: 'fleet_manager_invited', done: false, doneAt: null, doneBy: null },
      { step: 'first_bikes_delivered', done: false, doneAt: null, doneBy: null },
    ],
  } satisfies CompanyProcess,
  '/api/companies/1/conditions': ACME_CONDITIONS,
  '/api/companies/1/conditions/cafeteria': ACME_CONDITIONS.cafeteria,
  '/api/companies/1/buildings': page(ACME_BUILDINGS),
  '/api/users': page(ACME_USERS),
};

function signedIn(user: AuthUser) {
  mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return call.path in API ? json(200, API[call.path]) : undefined;
  });
}

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });
const fleetManager = makeUser({
  language: 'en',
  permission: ['fleetManager'],
  company: { id: 1, name: 'Acme', conditions: [{ access: ACME_CONDITIONS.access }] },
});

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('companies and conditions pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/companies/list', 'Companies', 'Acme'],
    ['/en/dashboard/companies/1', 'Acme', 'Edit the company'],
    ['/en/dashboard/companies/1', 'Acme', 'Peppol e-invoicing'],
    // The employer's impact report, beside the company's name (decision 093).
    ['/en/dashboard/companies/1', 'Acme', 'Download the impact report'],
    ['/en/dashboard/companies/1?tab=contacts', 'Acme', 'Hugo Hérault'],
    ['/en/dashboard/companies/1?tab=documents', 'Acme', 'contrat.pdf'],
    ['/en/dashboard/companies/1?tab=conditions', 'Acme', 'Rules in force'],
    ['/en/dashboard/companies/1?tab=history', 'Acme', 'Conditions changed'],
    ['/en/dashboard/client/create', 'New company', 'Identity'],
    ['/en/dashboard/companies/1/process', 'Onboarding of Acme', 'Contract signed'],
    ['/en/dashboard/companies/document/1/create', 'Upload a document for Acme', 'File'],
    ['/en/dashboard/companies/contacts', 'Contacts', 'Hugo Hérault'],
    ['/en/dashboard/companies/contacts/1/create', 'New contact for Acme', 'First name'],
    ['/en/dashboard/companies/contacts/3/details', 'Hugo Hérault', 'First name'],
    ['/en/dashboard/companies/conditions/1', 'Conditions of Acme', 'Shared bikes'],
    ['/en/dashboard/companies/conditions/1/cafeteria-details', 'Cafeteria plan of Acme', 'Payment modes'],
  ])('admin: %s', async (url, title, text) => {
    signedIn(admin);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findAllByText(text);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    ['/en/dashboard/fleet/conditions', 'Conditions of Acme'],
    ['/en/dashboard/fleet/conditions/1/cafeteria-details', 'Cafeteria plan of Acme'],
  ])('fleet manager: %s', async (url, title) => {
    signedIn(fleetManager);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the admin the Companies menu entry and the fleet manager "Our conditions"', async () => {
    signedIn(fleetManager);
    const app = renderApp('/en/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const menu = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(menu().getByRole('link', { name: 'Our conditions' }).getAttribute('href')).toBe('/en/dashboard/fleet/conditions');
    expect(menu().queryByRole('link', { name: 'Companies' })).toBeNull();
    app.unmount();

    signedIn(admin);
    renderApp('/en/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(menu().getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('/en/dashboard/companies/list');
    expect(menu().queryByRole('link', { name: 'Our conditions' })).toBeNull();
  });

  it('keeps employees out of the companies pages (403) and fleet managers out of the admin ones', async () => {
    signedIn(makeUser({ language: 'en', company: { id: 1, name: 'Acme', conditions: [{ access: 'sharing' }] } }));
    const app = renderApp('/en/dashboard/companies/list');
    await screen.findByRole('heading', { level: 1, name: 'Access denied' });
    expect(app.location()).toBe('/en/error/403');
    app.unmount();

    signedIn(fleetManager);
    const fleet = renderApp('/en/dashboard/companies/conditions/1');
    await screen.findByRole('heading', { level: 1, name: 'Access denied' });
    expect(fleet.location()).toBe('/en/error/403');
  });
});
