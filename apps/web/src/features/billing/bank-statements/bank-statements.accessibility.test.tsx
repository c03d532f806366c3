import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstSearchOf } from '@/features/billing/bank-statements/components/match-movement-dialog';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  BankMovement,
  Bill,
  BillListItem,
  BillPayments,
  ListOf,
  Refund,
  RefundBatch,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Bank statements and a bill's payments (decision 047) through the real routes, guards and layout.

const at = '2026-03-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const movement = {
  id: 7,
  statementId: 3,
  date: '2026-03-04',
  amountCents: 3000,
  counterpartyName: 'Jan Janssens',
  counterpartyAccount: 'BE13001234567839',
  structuredCommunication: null,
  freeText: 'Cadeau anniversaire Marie',
  isReturn: false,
  status: 'unmatched',
  bill: null,
  resolvedAt: null,
} satisfies BankMovement;
const totals = { exclVatCents: 12000, vatCents: 2520, inclVatCents: 14520, byRate: [{ rate: 21, netCents: 12000, vatCents: 2520 }] };
const bill = {
  id: 11,
  kind: 'invoice',
  number: '2026-00042',
  status: 'overdue',
  structuredCommunication: '+++000/0000/01111+++',
  customer: { kind: 'company', id: 2, name: 'Acme', vatNumber: 'BE0123456749', address: 'Rue de la Loi 1, 1000 Bruxelles', language: 'fr' },
  company: { id: 2, name: 'Acme' },
  issueDate: '2026-01-05',
  dueDate: '2026-02-04',
  reverseCharge: false,
  totals,
  paidCents: 5000,
  creditOf: null,
  issuedAt: at,
  createdAt: at,
  updatedAt: at,
} satisfies BillListItem;
const detail = {
  ...bill,
  notes: null,
  creditNotes: [],
  lines: [{ id: 1, description: 'Révision complète', quantity: 2, unitPriceCents: 6000, vatRate: 21, discountPercent: 0, netCents: 12000 }],
} satisfies Bill;
const payments = {
  billId: 11,
  totalCents: 14520,
  paidCents: 5000,
  openCents: 9520,
  creditCents: 0,
  payments: [
    {
      id: 1,
      amountCents: 5000,
      date: '2026-03-04',
      source: 'bank_statement',
      reference: 'coda:x',
      recordedBy: { id: 1, name: 'Ada Admin' },
      createdAt: at,
    },
  ],
  reminders: [{ id: 4, level: 'first', sentAt: at, to: ['compta@acme.test'], sentBy: null }],
  nextReminder: 'second',
} satisfies BillPayments;

const API: Record<string, unknown> = {
  '/api/bank-statements/unmatched': page([movement]),
  '/api/refunds': page([
    {
      id: 4,
      bill: { id: 11, number: '2026-00042', customerName: 'Acme' },
      amountCents: 2000,
      date: '2026-01-06',
      method: 'transfer',
      beneficiaryName: 'Acme SA',
      iban: 'BE71096123456769',
      bic: null,
      status: 'pending',
      batch: null,
      transferId: null,
      providerRefundId: null,
      createdAt: '2026-01-06T10:00:00.000Z',
    } satisfies Refund,
  ]),
  '/api/refunds/batches': page([
    {
      id: 2,
      messageId: 'VP-SCT-000002',
      executionDate: '2026-01-07',
      count: 1,
      totalCents: 1500,
      createdAt: '2026-01-06T10:00:00.000Z',
      downloadedAt: null,
    } satisfies RefundBatch,
  ]),
  '/api/bills': page([bill]),
  '/api/bills/11': detail,
  '/api/bills/11/payments': payments,
  '/api/bills/11/history': page([]),
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const fleet = makeUser({ language: 'en', permission: ['fleetManager'] });

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

describe('bank statement pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['admin', '/en/dashboard/bills/bank-statements', 'Bank statements', 'Jan Janssens'],
    ['admin', '/fr/dashboard/bills/bank-statements', 'Extraits bancaires', 'En attente de rapprochement'],
    ['admin', '/nl/dashboard/bills/bank-statements', 'Rekeninguittreksels', 'Wacht op koppeling'],
    ['admin', '/en/dashboard/bills/bank-statements', 'Bank statements', 'Make the transfer file'],
    ['admin', '/fr/dashboard/bills/bank-statements', 'Extraits bancaires', 'Remboursements par virement'],
    ['admin', '/nl/dashboard/bills/bank-statements', 'Rekeninguittreksels', 'BE71 0961 2345 6769'],
    ['admin', '/en/dashboard/bills/11', 'Bill 2026-00042', 'Send the second reminder'],
    ['fleet', '/en/dashboard/bills/11', 'Bill 2026-00042', 'Left to pay'],
  ] as const)('%s %s', async (who, url, title, text) => {
    signedIn({ admin, fleet }[who]);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('bank statements', { timeout: 30_000 }, () => {
  it('uploads a statement and shows what it paid and what waits', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bank-statements'
        ? json(201, {
            id: 9,
            format: 'coda',
            reference: 'coda:x',
            account: 'BE68539007547034',
            date: '2026-03-04',
            movements: 6,
            matched: 3,
            unmatched: 2,
            ignored: 1,
            duplicates: 0,
            alreadyImported: false,
          })
        : undefined,
    );
    renderApp('/en/dashboard/bills/bank-statements');
    const input = await screen.findByLabelText('Statement file', { selector: 'input' }, { timeout: 10_000 });
    await userEvent.upload(input, new File(['0000005032630005'], 'statement.cod', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const result = await screen.findByRole('status');
    expect(within(result).getByText('CODA statement of 04/03/2026 imported.')).toBeTruthy();
    expect(within(result).getByText('Paid bills').nextSibling?.textContent).toBe('3');
    expect(within(result).getByText('To match by hand').nextSibling?.textContent).toBe('2');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/bank-statements')).toBe(true);
  });

  it('says in words why a file was refused', async () => {
    signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bank-statements'
        ? json(422, { error: { code: 'validation_failed', message: 'x', fields: { file: 'statement_unreadable' } } })
        : undefined,
    );
    renderApp('/fr/dashboard/bills/bank-statements');
    const input = await screen.findByLabelText('Fichier de l’extrait', { selector: 'input' }, { timeout: 10_000 });
    await userEvent.upload(input, new File(['garbage'], 'statement.cod', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText(/Cet extrait est illisible/)).toBeTruthy();
  });

  it('opens the match on the bill number the payer typed, the bills of that amount first (issue 25, point 19)', async () => {
    expect(firstSearchOf({ freeText: 'acompte facture 2026-00012', counterpartyName: 'Jan Janssens' })).toBe('2026-00012');
    expect(firstSearchOf({ freeText: 'Fact. 2026/00012 merci', counterpartyName: null })).toBe('2026-00012');
    expect(firstSearchOf({ freeText: 'Cadeau anniversaire Marie', counterpartyName: 'Jan Janssens' })).toBe('Jan Janssens');
    const calls = signedIn(admin, (call) =>
      call.path === '/api/bank-statements/unmatched'
        ? json(200, page([{ ...movement, freeText: 'acompte facture 2026-00042' }]))
        : undefined,
    );
    renderApp('/en/dashboard/bills/bank-statements');
    await userEvent.click(await screen.findByRole('button', { name: /^Match .*30.* from Jan Janssens to a bill$/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/bills' && c.query.get('q') === '2026-00042')).toBe(true));
    // Nothing typed: the picker already lists the bill named in the transfer.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Bill/ }));
    expect(await screen.findByRole('option', { name: /2026-00042/ })).toBeTruthy();
  });

  it('matches a waiting movement to the bill picked', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bank-statements/movements/7/match'
        ? json(200, { ...movement, status: 'matched', bill: { id: 11, number: '2026-00042', customerName: 'Acme' } })
        : undefined,
    );
    renderApp('/en/dashboard/bills/bank-statements');
    await userEvent.click(await screen.findByRole('button', { name: /^Match .*30.* from Jan Janssens to a bill$/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Bill/ }));
    await userEvent.click(await screen.findByRole('option', { name: /2026-00042/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/bank-statements/movements/7/match')?.body).toEqual({ billId: 11 }));
  });
});
