import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpenseBatch, ExpenseReport, ExpenseTotals, ListOf } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';

// Expense reports (decision 088): a mechanic's own list and form, the admin's screen with totals and transfer files.

const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const marc = { id: 3, name: 'Marc Mécano' };
const report = (id: number, over: Partial<ExpenseReport> = {}) =>
  ({
    id,
    status: 'submitted',
    person: marc,
    date: '2026-11-20',
    category: 'fuel',
    description: `Carburant ${id}`,
    amountInclVatCents: 6_050,
    vatRate: 21,
    exclVatCents: 5_000,
    vatCents: 1_050,
    km: null,
    mileageMillicentsPerKm: null,
    receipt: { name: 'ticket.pdf', contentType: 'application/pdf', url: `/api/expense-reports/${id}/receipt` },
    receiptRequired: true,
    submitted: { at: '2026-11-20T10:00:00.000Z', by: marc },
    decided: null,
    refusalComment: null,
    batchId: null,
    reimbursedOn: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...over,
  }) satisfies ExpenseReport;
const reports = [
  report(1),
  report(2, {
    status: 'draft',
    category: 'mileage',
    description: 'Tournée Seraing',
    km: 34.5,
    amountInclVatCents: 1_473,
    vatRate: null,
    vatCents: 0,
    exclVatCents: 1_473,
    receipt: null,
    submitted: null,
  }),
  report(3, { status: 'approved' }),
  report(4, { status: 'refused', refusalComment: 'Déjà remboursé' }),
  report(5, { status: 'reimbursed', batchId: 1, reimbursedOn: '2026-11-15' }),
];
const totals = {
  totalCents: 24_200,
  byPerson: [{ person: marc, count: 4, totalCents: 24_200 }],
  byCategory: [{ category: 'fuel', count: 4, totalCents: 24_200 }],
} satisfies ExpenseTotals;
const batches: ExpenseBatch[] = [
  { id: 1, messageId: 'VP-EXP-000001', executionDate: '2026-11-15', status: 'open', count: 1, totalCents: 6_050, reportIds: [5] },
];

const API: Record<string, unknown> = {
  '/api/expense-reports': page(reports),
  '/api/expense-reports/totals': totals,
  '/api/expense-reports/batches': { data: batches },
  '/api/expense-reports/settings': { mileageMillicentsPerKm: 42_700, receiptRequiredAboveCents: 2_500 },
  '/api/expense-reports/bank-account': { iban: null },
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const mechanic = makeUser({ id: 3, language: 'en', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });
const employee = makeUser({ id: 8, language: 'en', permission: [], company: { id: 2, name: 'Acme', conditions: [] } });

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return extra(call) ?? (call.method === 'GET' && call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('expense pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/my-expenses', mechanic, 'My expenses', 'Reimbursement account'],
    ['/fr/dashboard/my-expenses', mechanic, 'Mes notes de frais', 'Compte de remboursement'],
    ['/nl/dashboard/my-expenses', mechanic, 'Mijn onkosten', 'Rekening voor terugbetaling'],
    ['/en/dashboard/expense-reports', admin, 'Expense reports', 'Mileage rate per km'],
    ['/fr/dashboard/expense-reports', admin, 'Notes de frais', 'Indemnité kilométrique par km'],
    ['/nl/dashboard/expense-reports', admin, 'Onkostennota’s', 'Kilometervergoeding per km'],
  ])('%s', async (url, user, title, text) => {
    signedIn({ ...user, language: url.slice(1, 3) as 'fr' | 'nl' | 'en' });
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    await screen.findAllByText(/Carburant 1/, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('my expenses', { timeout: 30_000 }, () => {
  it('files a mileage claim checked by the contract, shows what it pays, and submits a draft', async () => {
    const calls = signedIn(mechanic, (call) =>
      call.method === 'POST' && call.path === '/api/expense-reports'
        ? json(201, { id: 9, status: 'draft' })
        : call.method === 'POST' && call.path === '/api/expense-reports/2/submit'
          ? json(200, { ...reports[1], status: 'submitted' })
          : undefined,
    );
    renderApp('/en/dashboard/my-expenses');
    await userEvent.click(await screen.findByRole('button', { name: 'File an expense' }, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'New expense' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Category/ }), 'mileage');
    await userEvent.click(within(form).getByRole('button', { name: 'Save as draft' }));
    expect(await within(form).findAllByText(/required/i)).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByRole('textbox', { name: /Description/ }), 'Tournée Herstal');
    await userEvent.type(within(form).getByRole('textbox', { name: /Kilometres/ }), '100');
    expect(within(form).getByText('At 0,4270 € per km: 42,70 €')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/expense-reports')?.body).toMatchObject({
        category: 'mileage',
        description: 'Tournée Herstal',
        km: 100,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit “Tournée Seraing”' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/expense-reports/2/submit')).toBe(true));
  });

  it('changes a draft in the same form, filled with what was filed', async () => {
    const calls = signedIn(mechanic, (call) =>
      call.method === 'PUT' && call.path === '/api/expense-reports/2' ? json(200, { ...reports[1], km: 40 }) : undefined,
    );
    renderApp('/en/dashboard/my-expenses');
    await userEvent.click(await screen.findByRole('button', { name: 'Change “Tournée Seraing”' }, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'Change the draft' });
    const km = within(form).getByRole('textbox', { name: /Kilometres/ });
    expect(km).toHaveProperty('value', '34.5');
    await userEvent.clear(km);
    await userEvent.type(km, '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/expense-reports/2')?.body).toMatchObject({
        category: 'mileage',
        description: 'Tournée Seraing',
        km: 40,
      }),
    );
  });

  it('deletes a draft once confirmed, saying what goes', async () => {
    const calls = signedIn(mechanic, (call) =>
      call.method === 'DELETE' && call.path === '/api/expense-reports/2' ? json(204) : undefined,
    );
    renderApp('/en/dashboard/my-expenses');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Tournée Seraing”' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(within(dialog).getByText(/“Tournée Seraing” \(.+\) and its receipt are deleted for good\./)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/expense-reports/2']));
  });

  it('lets the admin change the mileage rate, sent in thousandths of a cent', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'PUT' && call.path === '/api/expense-reports/settings' ? json(200, call.body) : undefined,
    );
    renderApp('/en/dashboard/expense-reports');
    const rate = await screen.findByRole('textbox', { name: /^Mileage rate per km/ }, { timeout: 10_000 });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.4');
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/expense-reports/settings')?.body).toEqual({
        mileageMillicentsPerKm: 40_000,
        receiptRequiredAboveCents: 2_500,
      }),
    );
  });

  it('is for staff: a company employee is sent away', async () => {
    signedIn(employee);
    renderApp('/en/dashboard/my-expenses');
    await waitFor(() => expect(window.location.pathname).not.toBe('/en/dashboard/my-expenses'), { timeout: 10_000 });
  });
});

describe('the admin’s expense reports', { timeout: 30_000 }, () => {
  it('approves the selected submitted reports at once, refuses one only with a reason, and creates a transfer file', async () => {
    const calls = signedIn(admin, (call) => {
      if (call.method === 'POST' && call.path === '/api/expense-reports/approve') return json(200, { approved: [1] });
      if (call.method === 'POST' && call.path === '/api/expense-reports/1/refuse') return json(200, { ...reports[0], status: 'refused' });
      if (call.method === 'POST' && call.path === '/api/expense-reports/batches')
        return json(201, { ...batches[0], id: 2, messageId: 'VP-EXP-000002' });
      return undefined;
    });
    renderApp('/en/dashboard/expense-reports');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every report on this page' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve 1 submitted report' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/expense-reports/approve')?.body).toEqual({ ids: [1] }));

    await userEvent.click(screen.getByRole('button', { name: 'Refuse “Carburant 1”' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText(/required/i)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/expense-reports/1/refuse')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for refusal/ }), 'Pas de justificatif lisible');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/expense-reports/1/refuse')?.body).toEqual({ comment: 'Pas de justificatif lisible' }),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Carburant 3” of Marc Mécano' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay 1 approved report by transfer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create the transfer file' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/expense-reports/batches' && c.method === 'POST')?.body).toMatchObject({ ids: [3] }),
    );
    expect(screen.getByRole('button', { name: 'Mark VP-EXP-000001 paid' })).toBeTruthy();
  });
});
