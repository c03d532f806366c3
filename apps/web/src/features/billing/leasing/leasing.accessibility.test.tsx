import { addMonths, brusselsToday } from '@veloport/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  BikeListItem,
  LeasingContract,
  LeasingContractListItem,
  LeasingRun,
  LeasingRunPreview,
  ListOf,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Leasing (decision 049) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const endDate = addMonths(brusselsToday(), 2);
const contract = {
  id: 4,
  kind: 'monthly',
  status: 'ending',
  bike: { id: 9, frameNumber: 'CUB131676', model: 'Cube Kathmandu' },
  company: { id: 2, name: 'Acme' },
  user: { id: 7, name: 'Emile Employé' },
  orderId: null,
  startDate: '2023-12-01',
  warranty: { bikeAndPartsUntil: '2025-12-01', frameUntil: '2028-12-01' },
  endDate,
  contractMonths: 36,
  bikeAmountCents: 300_000,
  yearlyMaintenanceBudgetCents: 12_000,
  monthlyInsuranceCents: 750,
  monthlyFeesCents: 150,
  monthlyPriceCents: 10_233,
  buyOutCents: 48_000,
  noticeSentAt: at,
  endChoice: null,
  endChoiceAt: null,
  endChoiceBy: null,
  renewedAsId: null,
  buyOutBillId: null,
  prepaidBillId: null,
  pickupRequestId: null,
  renewalLeadId: null,
  closedAt: null,
  createdAt: at,
} satisfies LeasingContractListItem;
const bought = {
  ...contract,
  status: 'bought',
  endChoice: 'buy',
  endChoiceAt: at,
  endChoiceBy: { id: 7, name: 'Emile Employé' },
  buyOutBillId: 40,
  instalments: Array.from({ length: 24 }, (_, i) => ({
    number: i + 1,
    period: `2027-${String((i % 12) + 1).padStart(2, '0')}`,
    amountCents: 2000,
    billId: i === 0 ? 40 : null,
  })),
} satisfies LeasingContract;
const run = {
  id: 3,
  period: '2026-10',
  status: 'done',
  scheduled: true,
  total: 52,
  done: 52,
  billed: 52,
  skipped: 0,
  billedCents: 530_000,
  error: null,
  startedBy: null,
  createdAt: '2026-10-01T04:00:00.000Z',
  finishedAt: '2026-10-01T04:00:40.000Z',
} satisfies LeasingRun;

const API: Record<string, unknown> = {
  '/api/leasing/contracts': page([contract]),
  '/api/leasing/contracts/4': { ...contract, instalments: [] } satisfies LeasingContract,
  '/api/leasing/contracts/5': { ...bought, id: 5 } satisfies LeasingContract,
  '/api/leasing/runs': page([run]),
  '/api/stock/bikes': page<BikeListItem>([]),
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const fleet = makeUser({ id: 8, language: 'en', permission: ['fleetManager'], company: { id: 2, name: 'Acme', conditions: [] } });
const employee = makeUser({
  id: 7,
  language: 'en',
  firstname: 'Emile',
  lastname: 'Employé',
  company: { id: 2, name: 'Acme', conditions: [] },
});

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('leasing pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['admin', '/en/dashboard/bills/leasing-end', 'End of lease', 'Cube Kathmandu · CUB131676', true],
    ['admin', '/en/dashboard/bills/leasing-end/create', 'New leasing contract', 'Duration (months)', true],
    ['admin', '/en/dashboard/bills/leasing-runs', 'Leasing runs', '52 of 52', true],
    ['admin', '/en/dashboard/bills/leasing-end/5', 'Cube Kathmandu · CUB131676', 'Purchase option instalments', true],
    ['fleet', '/en/dashboard/bills/leasing-end', 'End of lease', 'Cube Kathmandu · CUB131676', false],
    ['employee', '/en/dashboard/bills/leasing-end/4', 'Cube Kathmandu · CUB131676', 'Buy the bike', false],
    ['fleet', '/fr/dashboard/bills/leasing-end', 'Fins de leasing', 'Acme — Emile Employé', false],
    ['fleet', '/nl/dashboard/bills/leasing-end', 'Einde leasing', 'Acme — Emile Employé', false],
  ] as const)('%s %s', async (who, url, title, text, actions) => {
    signedIn({ admin, fleet, employee }[who]);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    if (url.endsWith('leasing-end')) expect(screen.queryAllByRole('button', { name: /Send the notice/ }).length > 0).toBe(actions);
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the runs screen for admins', async () => {
    signedIn(fleet);
    renderApp('/en/dashboard/bills/leasing-runs');
    await waitFor(() => expect(window.location.pathname).not.toBe('/en/dashboard/bills/leasing-runs'), { timeout: 10_000 });
  });
});

describe('the end-of-lease choice', { timeout: 30_000 }, () => {
  it('lets the customer buy the bike from the notice’s link, after saying what it does', async () => {
    const calls = signedIn(employee, (call) =>
      call.method === 'POST' && call.path === '/api/leasing/contracts/4/end-choice' ? json(200, bought) : undefined,
    );
    renderApp('/en/dashboard/bills/leasing-end/4');
    const buy = await screen.findByRole('button', { name: 'Buy the bike' }, { timeout: 10_000 });
    // The warranty from the contract's start (decision 094).
    expect(screen.getByText('Frame warranty until').nextSibling?.textContent).toBe('01/12/2028');
    await userEvent.click(buy);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/480,00 €/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm my choice' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/leasing/contracts/4/end-choice')?.body).toEqual({ choice: 'buy' }));
    await screen.findByText('Purchase option instalments');
  });
});

describe('a leasing run', { timeout: 30_000 }, () => {
  it('previews the month, then starts the run', async () => {
    const preview = {
      period: '2026-12',
      lines: [
        {
          contractId: 4,
          kind: 'rent',
          customer: 'Acme',
          company: { id: 2, name: 'Acme' },
          description: 'Leasing Cube Kathmandu (CUB131676) — 2026-12',
          amountCents: 10_233,
        },
      ],
      totalCents: 10_233,
      alreadyBilled: 0,
      prepaid: [],
    } satisfies LeasingRunPreview;
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/leasing/runs/preview'
        ? json(200, preview)
        : call.method === 'POST' && call.path === '/api/leasing/runs'
          ? json(202, { ...run, id: 4, period: '2026-12', status: 'queued', scheduled: false, done: 0, billed: 0 } satisfies LeasingRun)
          : undefined,
    );
    renderApp('/en/dashboard/bills/leasing-runs');
    const month = await screen.findByRole('textbox', { name: /^Month/ }, { timeout: 10_000 });
    await userEvent.clear(month);
    await userEvent.type(month, '2026-13');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Write the month as year-month, e.g. 2026-12.');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-12');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('2026-12: 1 bill, 102,33 € excl. VAT');
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/leasing/runs')?.body).toEqual({ period: '2026-12' }),
    );
  });
});
