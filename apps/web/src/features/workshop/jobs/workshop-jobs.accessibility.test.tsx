import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  PartChoice,
  JobLines,
  ListOf,
  MaintenanceRequest,
  MaintenanceRequestDetail,
  ServicePrice,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Quote and job lines of a maintenance request (decision 030) on the request pages, through the real routes.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const request = {
  id: 7,
  bike: { kind: 'stock', id: 3, label: 'Riese Nevo', frameNumber: 'WAV123' },
  customer: { id: 5, name: 'Emile Employé' },
  company: { id: 2, name: 'Acme' },
  problem: 'Rear brake rubs',
  mileageKm: 3200,
  maxBudgetCents: 15000,
  location: 'company',
  address: 'Acme, Liège',
  replacementBike: true,
  replacementDays: 3,
  desiredDate: '2026-01-12',
  store: null,
  estimatedMinutes: 60,
  fees: { replacementBikeCents: 3000, addressFeeCents: 0 },
  step: null,
  filter: 'waiting_client_answer',
  priority: true,
  scheduledAt: null,
  createdAt: at,
  updatedAt: at,
} satisfies MaintenanceRequest;
const detail = {
  ...request,
  steps: [],
  nextSteps: ['reception', 'diagnosis', 'quote', 'waiting_for_part', 'in_progress', 'completed'],
  proposals: [
    {
      id: 1,
      date: '2026-01-09T08:00:00.000Z',
      status: 'proposed',
      comment: null,
      proposedAt: at,
      proposedBy: { id: 9, name: 'Marc Mécano' },
      answeredAt: null,
      answeredBy: null,
    },
    {
      id: 2,
      date: '2026-01-08T08:00:00.000Z',
      status: 'refused',
      comment: 'On leave',
      proposedAt: at,
      proposedBy: { id: 9, name: 'Marc Mécano' },
      answeredAt: at,
      answeredBy: { id: 5, name: 'Emile Employé' },
    },
  ],
  history: [],
  can: { answer: true, manage: false },
  photos: [],
} satisfies MaintenanceRequestDetail;
const lines = {
  lines: [
    {
      id: 1,
      kind: 'service',
      servicePriceId: 4,
      accessoryId: null,
      partId: null,
      description: 'Remplacement rayon',
      descriptions: { fr: 'Remplacement rayon', nl: 'Spaak vervangen', en: 'Spoke replacement' },
      quantity: 1,
      unitPriceCents: 1590,
      priceIncludesVat: true,
      vatRate: 6,
      amountCents: 1590,
      createdBy: { id: 9, name: 'Marc Mécano' },
      createdAt: at,
    },
    {
      id: 2,
      kind: 'labour',
      description: 'Derailleur tuning',
      descriptions: null,
      servicePriceId: null,
      accessoryId: null,
      partId: null,
      quantity: 1.5,
      unitPriceCents: 5000,
      priceIncludesVat: false,
      vatRate: 6,
      amountCents: 7500,
      createdBy: { id: 9, name: 'Marc Mécano' },
      createdAt: at,
    },
    {
      id: 3,
      kind: 'part',
      description: 'Chain',
      descriptions: null,
      servicePriceId: null,
      accessoryId: 8,
      partId: null,
      quantity: 2,
      unitPriceCents: 1000,
      priceIncludesVat: false,
      vatRate: 21,
      amountCents: 2000,
      createdBy: { id: 9, name: 'Marc Mécano' },
      createdAt: at,
    },
  ],
  totals: {
    byRate: [
      { rate: 6, netCents: 9000, vatCents: 540, grossCents: 9540 },
      { rate: 21, netCents: 2000, vatCents: 420, grossCents: 2420 },
    ],
    netCents: 11000,
    vatCents: 960,
    grossCents: 11960,
  },
  quote: { totalInclVatCents: 11960, maxBudgetCents: 5000, exceedsBudget: true, acceptedAt: null, acceptedBy: null, acceptedCents: null },
} satisfies Omit<JobLines, 'can'>;
const API: Record<string, unknown> = {
  '/api/maintenance-requests/7': detail,
  '/api/service-prices': page([
    {
      id: 4,
      description: { fr: 'Remplacement rayon', nl: 'Spaak vervangen', en: 'Spoke replacement' },
      category: 'wheels',
      priceInclVatCents: 1590,
      vat: { rate: 6, netCents: 1500, vatCents: 90 },
      store: { id: 1, name: 'Liège' },
      displayed: true,
      billedLast12MonthsCents: 0,
      createdAt: at,
      updatedAt: at,
    } satisfies ServicePrice,
  ]),
  '/api/workshop/parts/choices': {
    data: [{ partId: 8, accessoryId: null, reference: 'CHN-KMC-X10', name: 'Chain', storeId: 1, quantity: 3 }],
  } satisfies { data: PartChoice[] },
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};
const employee = makeUser({ language: 'en', firstname: 'Emile', lastname: 'Employé', permission: [] });
const mechanic = makeUser({ language: 'en', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  const staff = user === mechanic;
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    if (call.path === '/api/maintenance-requests/7/lines' && call.method === 'GET')
      return json(200, { ...lines, can: { edit: staff, accept: !staff } } satisfies JobLines);
    if (call.path === '/api/maintenance-requests/7' && staff)
      return json(200, { ...detail, can: { answer: true, manage: true } } satisfies MaintenanceRequestDetail);
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('quote and job on the request pages', { timeout: 30_000 }, () => {
  it.each([
    [employee, '/en/dashboard/maintenance/7', 'Accept the quote'],
    [mechanic, '/en/dashboard/entretiens/7/details', 'Add the line'],
  ])('%#: lines, totals per VAT rate, no serious axe violation', async (user, url, button) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Maintenance no. 7' }, { timeout: 10_000 });
    await screen.findByRole('heading', { level: 2, name: 'Quote and job' }, { timeout: 5_000 });
    expect(screen.getByText('Derailleur tuning')).toBeTruthy();
    expect(screen.getByText('Quote waiting for the customer')).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the customer accepts the quote', async () => {
    const calls = signedIn(employee, (call) =>
      call.method === 'POST' && call.path === '/api/maintenance-requests/7/quote/accept'
        ? json(200, {
            ...lines,
            quote: { ...lines.quote, acceptedAt: at, acceptedBy: { id: 5, name: 'Emile Employé' }, acceptedCents: 11960 },
            can: { edit: false, accept: false },
          } satisfies JobLines)
        : undefined,
    );
    renderApp('/en/dashboard/maintenance/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the quote' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/maintenance-requests/7/quote/accept')).toBe(true));
    expect(await screen.findByText('Accepted by Emile Employé')).toBeTruthy();
  });

  it('the workshop removes a line', async () => {
    const calls = signedIn(mechanic, (call) =>
      call.method === 'DELETE' && call.path === '/api/maintenance-requests/7/lines/2'
        ? json(200, { ...lines, lines: lines.lines.filter((l) => l.id !== 2), can: { edit: true, accept: false } } satisfies JobLines)
        : undefined,
    );
    renderApp('/en/dashboard/entretiens/7/details');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the line Derailleur tuning' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/maintenance-requests/7/lines/2')).toBe(true));
  });
});
