import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { LeasingContract, LeasingRunPreview, ListOf, Refund, RefundBatchDetail } from '@veloport/domain';

// Refunds (decision 065): the staff list, a transfer file's page, and the prepaid lease on the contract and runs pages.

const at = '2026-11-20T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const refund = (id: number, over: Partial<Refund> = {}) =>
  ({
    id,
    bill: { id: 30 + id, number: `2026-0004${id}`, customerName: 'Acme' },
    amountCents: 2_000 + id,
    date: '2026-11-20',
    method: 'transfer',
    beneficiaryName: 'Acme SA',
    iban: 'BE71096123456769',
    bic: 'GKCCBEBB',
    status: 'batched',
    batch: { id: 3, messageId: 'VP-SCT-000003' },
    transferId: null,
    providerRefundId: null,
    createdAt: at,
    ...over,
  }) satisfies Refund;
const refunds = [
  refund(1, { transferId: 1 }),
  refund(2, { transferId: 1 }),
  refund(3, { method: 'cash', status: 'done', batch: null, iban: null, bic: null }),
  refund(4, { status: 'pending', batch: null }),
];
const batch = {
  id: 3,
  messageId: 'VP-SCT-000003',
  executionDate: '2026-11-23',
  count: 2,
  totalCents: 4_003,
  createdAt: at,
  downloadedAt: at,
  refunds: refunds.slice(0, 2),
} satisfies RefundBatchDetail;
const contract = {
  id: 6,
  kind: 'prepaid',
  status: 'active',
  bike: { id: 9, frameNumber: 'CUB131676', model: 'Cube Kathmandu' },
  company: { id: 2, name: 'Acme' },
  user: { id: 7, name: 'Emile Employé' },
  orderId: null,
  startDate: '2026-11-03',
  warranty: { bikeAndPartsUntil: '2028-11-03', frameUntil: '2031-11-03' },
  endDate: '2028-11-02',
  contractMonths: 24,
  bikeAmountCents: 240_000,
  yearlyMaintenanceBudgetCents: 0,
  monthlyInsuranceCents: 0,
  monthlyFeesCents: 0,
  monthlyPriceCents: 10_000,
  buyOutCents: 38_400,
  noticeSentAt: null,
  endChoice: null,
  endChoiceAt: null,
  endChoiceBy: null,
  renewedAsId: null,
  buyOutBillId: null,
  prepaidBillId: 77,
  pickupRequestId: null,
  renewalLeadId: null,
  closedAt: null,
  instalments: [],
  createdAt: at,
} satisfies LeasingContract;

const API: Record<string, unknown> = {
  '/api/refunds': page(refunds),
  '/api/refunds/batches/3': batch,
  '/api/leasing/contracts/6': contract,
  '/api/leasing/contracts/7': { ...contract, id: 7, prepaidBillId: null },
  '/api/leasing/runs': page([]),
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const fleet = makeUser({ id: 8, language: 'en', permission: ['fleetManager'], company: { id: 2, name: 'Acme', conditions: [] } });

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

describe('refund pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/bills/refunds', 'Refunds', 'To transfer'],
    ['/fr/dashboard/bills/refunds', 'Remboursements', 'À virer'],
    ['/nl/dashboard/bills/refunds', 'Terugbetalingen', 'Over te schrijven'],
    ['/en/dashboard/bills/refunds/batches/3', 'Transfer file VP-SCT-000003', 'Refunds in this file'],
    ['/fr/dashboard/bills/refunds/batches/3', 'Fichier de virements VP-SCT-000003', 'Téléchargé'],
    ['/nl/dashboard/bills/refunds/batches/3', 'Overschrijvingsbestand VP-SCT-000003', 'Terugbetalingen in dit bestand'],
    ['/en/dashboard/bills/leasing-end/6', 'Cube Kathmandu · CUB131676', /^Whole term billed up front: 2.400,00 € excl\. VAT$/],
    [
      '/fr/dashboard/bills/leasing-end/7',
      'Cube Kathmandu · CUB131676',
      'Facturé d’avance, pour toute la durée, par le prochain passage de leasing',
    ],
  ])('%s', async (url, title, text) => {
    signedIn(url.startsWith('/en') ? admin : { ...admin, language: url.slice(1, 3) as 'fr' | 'nl' });
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists each refund with its customer, bill, amount, date and file, and filters by status through the API', async () => {
    const calls = signedIn(admin);
    renderApp('/en/dashboard/bills/refunds');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(await within(table).findByText('2026-00041', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(table).getAllByText('VP-SCT-000003').length).toBe(2);
    expect(within(table).getByText('20,03 €')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/refunds' && c.query.get('status') === 'pending')).toBe(true));
    expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toContain('status=pending');
  });

  it('keeps the refunds for admins', async () => {
    signedIn(fleet);
    renderApp('/en/dashboard/bills/refunds');
    await waitFor(() => expect(window.location.pathname).not.toBe('/en/dashboard/bills/refunds'), { timeout: 10_000 });
  });
});

describe('the leasing run’s preview', { timeout: 30_000 }, () => {
  it('lists the prepaid leases of the month as already billed, with their bill', async () => {
    const preview = {
      period: '2026-12',
      lines: [],
      totalCents: 0,
      alreadyBilled: 0,
      prepaid: [{ contractId: 6, customer: 'Acme', bike: 'Cube Kathmandu (CUB131676)', amountCents: 240_000, billId: 77 }],
    } satisfies LeasingRunPreview;
    signedIn(admin, (call) => (call.method === 'POST' && call.path === '/api/leasing/runs/preview' ? json(200, preview) : undefined));
    renderApp('/en/dashboard/bills/leasing-runs');
    const month = await screen.findByRole('textbox', { name: /^Month/ }, { timeout: 10_000 });
    await userEvent.clear(month);
    await userEvent.type(month, '2026-12');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Prepaid leases running this month, already billed up front: 1');
    expect(screen.getByText(/^Acme — Cube Kathmandu \(CUB131676\) — 2.400,00 €$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the bill' }).getAttribute('href')).toBe('/en/dashboard/bills/77');
    expect(await seriousViolations()).toEqual([]);
  });
});
