import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  ListOf,
  MaintenanceRequest,
  maintenanceRequestCreatedSchema,
  MaintenanceRequestDetail,
  myBikesSchema,
  stockLocationCurrentSchema,
  WorkshopStores,
} from '@veloport/domain';

// Maintenance requests (decision 029) through the real routes, guards and layout.

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
const myBikes = {
  data: [{ kind: 'stock', id: 3, label: 'Riese Nevo', frameNumber: 'WAV123', contractKind: 'leasing', history: [], maintenance: [] }],
} satisfies Infer<typeof myBikesSchema>;

const API: Record<string, unknown> = {
  '/api/maintenance-requests': page([request]),
  '/api/maintenance-requests/7': detail,
  '/api/me/bikes': myBikes,
  '/api/workshop/stores': {
    data: [
      { id: 1, name: 'Liège', earliest: '2026-12-03' },
      { id: 2, name: 'Bruxelles', earliest: '2026-12-01' },
    ],
  } satisfies WorkshopStores,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const employee = makeUser({ language: 'en', firstname: 'Emile', lastname: 'Employé', permission: [] });
const mechanic = makeUser({ language: 'en', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });
const fleet = makeUser({ language: 'en', firstname: 'Fiona', lastname: 'Fleet', permission: ['fleetManager'] });

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    if (call.path === '/api/maintenance-requests/7' && user === mechanic)
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

describe('maintenance pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    [employee, '/en/dashboard/maintenance', 'My maintenance', 'Riese Nevo – WAV123'],
    [employee, '/en/dashboard/maintenance', 'My maintenance', 'Frame number: WAV123'],
    [employee, '/en/dashboard/maintenance/new', 'Ask for maintenance', 'Total fees: 0,00 €'],
    [employee, '/en/dashboard/maintenance/7', 'Maintenance no. 7', 'Comment: On leave'],
    [mechanic, '/en/dashboard/entretiens/list', 'Maintenance requests', 'Emile Employé'],
    [mechanic, '/en/dashboard/entretiens/pending-validation', 'Maintenance to confirm', 'Emile Employé'],
    [mechanic, '/en/dashboard/priority-requests', 'Priority requests', 'Emile Employé'],
    [mechanic, '/en/dashboard/entretiens/7/details', 'Maintenance no. 7', 'Propose these dates'],
    [mechanic, '/en/dashboard/entretiens/create', 'New maintenance for a customer', 'Frame number'],
    [fleet, '/en/dashboard/fleet/entretiens/list', 'Company maintenance', 'Emile Employé'],
    [fleet, '/en/dashboard/fleet/entretiens/list/waiting_answer', 'Maintenance waiting for an answer', 'Emile Employé'],
    [fleet, '/en/dashboard/fleet/entretiens/7', 'Maintenance no. 7', 'Rear brake rubs'],
  ])('%#: %s', async (user, url, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the fees before sending: a replacement bike for 3 days at another address', async () => {
    signedIn(employee);
    renderApp('/en/dashboard/maintenance/new');
    await screen.findByRole('heading', { level: 1, name: 'Ask for maintenance' }, { timeout: 10_000 });
    await userEvent.click(await screen.findByRole('radio', { name: 'Other address' }, { timeout: 5_000 }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Replacement bike' }));
    const days = screen.getByRole('textbox', { name: /Number of days/ });
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    expect(await screen.findByText('Total fees: 55,00 €')).toBeTruthy();
  });

  it('names each workshop’s first free day and sends the chosen workshop', async () => {
    const calls = signedIn(employee, (call) =>
      call.method === 'POST' && call.path === '/api/maintenance-requests'
        ? json(201, { id: 7, fees: { replacementBikeCents: 0, addressFeeCents: 0 } } satisfies Infer<
            typeof maintenanceRequestCreatedSchema
          >)
        : undefined,
    );
    renderApp('/en/dashboard/maintenance/new');
    await screen.findByRole('heading', { level: 1, name: 'Ask for maintenance' }, { timeout: 10_000 });
    expect(
      await screen.findByText('Earliest: Thursday 3 December, Liège. The workshop then proposes dates.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Workshop' }), { target: { value: '2' } });
    expect(await screen.findByText('Earliest: Tuesday 1 December, Bruxelles. The workshop then proposes dates.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Problem/ }), 'The chain jumps');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/maintenance-requests')?.body).toMatchObject({
        storeId: 2,
        problem: 'The chain jumps',
      }),
    );
  });

  it('an employee does not reach the workshop list', async () => {
    signedIn(employee);
    renderApp('/en/dashboard/entretiens/list');
    await screen.findByText(/403/, {}, { timeout: 10_000 });
  });
});
