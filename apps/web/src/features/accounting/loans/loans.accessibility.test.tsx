import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loanSchedule, type Loan, type LoanSummary } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';

// Loans (decision 087): the list with the debt chart, a loan's schedule, the form.

const terms = { principalCents: 1_000_000, annualRatePercent: 5, startDate: '2026-01-15', months: 12, method: 'annuity' as const };
const summary = {
  id: 4,
  lender: 'Triodos',
  reference: 'TRI-FLEET-40',
  ...terms,
  outstandingCents: 918_560,
  nextDueDate: '2026-03-15',
  nextPaymentCents: 85_607,
  overdueInstalments: 1,
  bikeCount: 40,
} satisfies LoanSummary;
const loan = {
  ...summary,
  iban: null,
  bikeIds: Array.from({ length: 40 }, (_, i) => i + 1),
  schedule: loanSchedule(terms).map((r) => ({ ...r, paidOn: r.number === 1 ? '2026-02-15' : null })),
  prepayments: [],
} satisfies Loan;

const API: Record<string, unknown> = {
  '/api/loans': {
    data: [summary],
    meta: { page: 1, perPage: 25, total: 1 },
    totals: { principalCents: 1_000_000, outstandingCents: 918_560 },
  },
  '/api/loans/4': loan,
  '/api/loans/bank-matches': {
    data: [
      {
        movementId: 91,
        date: '2026-03-15',
        amountCents: -85_607,
        counterpartyName: 'Triodos Bank',
        communication: 'Remboursement TRI-FLEET-40',
        loanId: 4,
        lender: 'Triodos',
        reference: 'TRI-FLEET-40',
        number: 2,
        dueDate: '2026-03-15',
        matchedBy: 'reference',
      },
    ],
  },
  '/api/loans/debt-over-time': {
    data: [
      { year: 2025, outstandingCents: 0, netBookValueCents: 3_000_000 },
      { year: 2026, outstandingCents: 918_560, netBookValueCents: 2_400_000 },
    ],
  },
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const mechanic = makeUser({ id: 8, language: 'en', permission: ['bikeMechanic'] });

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

describe('loan pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/triodos/loans', 'Loans', 'TRI-FLEET-40'],
    ['/fr/dashboard/triodos/loans', 'Emprunts', '1 en retard'],
    ['/nl/dashboard/triodos/loans', 'Leningen', '1 achterstallig'],
    ['/en/dashboard/triodos/loans/4', 'Loan Triodos TRI-FLEET-40', '856,07 €'],
    ['/fr/dashboard/triodos/loans/4', 'Emprunt Triodos TRI-FLEET-40', 'Payée le 15/02/2026'],
    ['/nl/dashboard/triodos/loans/4', 'Lening Triodos TRI-FLEET-40', 'Aflossingstabel'],
    ['/en/dashboard/triodos/loans/new', 'Record a loan', 'Annual rate'],
    ['/fr/dashboard/triodos/loans/new', 'Enregistrer un emprunt', 'Taux annuel'],
    ['/nl/dashboard/triodos/loans/new', 'Lening registreren', 'Jaarlijkse rente'],
  ])('%s', async (url, title, text) => {
    signedIn(url.startsWith('/en') ? admin : { ...admin, language: url.slice(1, 3) as 'fr' | 'nl' });
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, { exact: false }, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says what is owed against what the fleet is worth in a table screen readers read', async () => {
    signedIn(admin);
    renderApp('/en/dashboard/triodos/loans');
    const chart = await screen.findByRole('table', { name: /Still owed against what the fleet is worth/ }, { timeout: 10_000 });
    expect(within(chart).getByRole('rowheader', { name: '2026 owed' })).toBeTruthy();
  });

  it('refuses a loan of 0 € and a rate above 30 % before sending it', async () => {
    const calls = signedIn(admin);
    renderApp('/en/dashboard/triodos/loans/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Reference/ }, { timeout: 10_000 }), 'X-1');
    await userEvent.type(screen.getByRole('textbox', { name: /^Principal/ }), '0');
    await userEvent.type(screen.getByRole('textbox', { name: /^Annual rate/ }), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Record the loan' }));
    expect(await screen.findAllByText(/too (small|low)|at least/i)).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/loans')).toBe(false);
  });

  it('records the next instalment paid', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/loans/4/payments' ? json(200, loan) : undefined,
    );
    renderApp('/en/dashboard/triodos/loans/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Record the payment' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/loans/4/payments')).toBe(true));
  });

  it('repays early after saying what it will pay', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/loans/4/prepayments' ? json(200, loan) : undefined,
    );
    renderApp('/en/dashboard/triodos/loans/4');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'All that is still owed' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('radio', { name: /Same end date/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Repay early…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this early repayment?' });
    expect(within(dialog).getByText(/reinvestment indemnity/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the repayment' }));
    await waitFor(() => {
      const post = calls.find((c) => c.method === 'POST' && c.path === '/api/loans/4/prepayments');
      expect(post?.body).toMatchObject({ mode: 'reduce' });
      expect(post?.body).not.toHaveProperty('principalCents');
    });
  });

  it('records an instalment found on a bank statement', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/loans/4/bank-matches' ? json(200, loan) : undefined,
    );
    renderApp('/en/dashboard/triodos/loans');
    await userEvent.click(await screen.findByRole('button', { name: 'Record TRI-FLEET-40 no. 2 as paid' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/loans/4/bank-matches')?.body).toEqual({ movementId: 91 }),
    );
  });

  it('keeps the loans for admins', async () => {
    signedIn(mechanic);
    renderApp('/en/dashboard/triodos/loans');
    await waitFor(() => expect(window.location.pathname).not.toBe('/en/dashboard/triodos/loans'), { timeout: 10_000 });
  });
});
