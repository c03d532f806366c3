import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { Bill, BillListItem, BillPayments, BillPeppol, ListOf, OfferCustomers, stockLocationCurrentSchema } from '@veloport/domain';

// Bills (issue 14) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const totals = { exclVatCents: 12000, vatCents: 2520, inclVatCents: 14520, byRate: [{ rate: 21, netCents: 12000, vatCents: 2520 }] };
const base = {
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
  paidCents: 0,
  creditOf: null,
  issuedAt: at,
  createdAt: at,
  updatedAt: at,
} satisfies BillListItem;
const issued = {
  ...base,
  notes: null,
  creditNotes: [{ id: 12, number: '2026-00043' }],
  lines: [{ id: 1, description: 'Révision complète', quantity: 2, unitPriceCents: 6000, vatRate: 21, discountPercent: 0, netCents: 12000 }],
} satisfies Bill;
const draft = { ...issued, id: 13, number: null, status: 'draft', issueDate: null, issuedAt: null, creditNotes: [] } satisfies Bill;

const API: Record<string, unknown> = {
  '/api/bills': page([base, { ...base, id: 13, number: null, status: 'draft' } satisfies BillListItem]),
  '/api/bills/11': issued,
  '/api/bills/13': draft,
  '/api/bills/11/history': page([]),
  '/api/bills/11/peppol': {
    participantId: '0208:0123456749',
    delivery: { sentAt: at, accessPoint: 'outbox', messageId: 'outbox:2026-00042.xml', participantId: '0208:0123456749' },
  } satisfies BillPeppol,
  '/api/bills/13/peppol': { participantId: null, delivery: null } satisfies BillPeppol,
  '/api/offers/customers': {
    companies: [{ id: 2, name: 'Acme' }],
    users: [{ id: 30, name: 'Paula Private', email: 'paula.private@example.be', companyId: null }],
  } satisfies OfferCustomers,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const fleet = makeUser({ language: 'en', permission: ['fleetManager'] });
const employee = makeUser({ language: 'en', permission: [] });

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

describe('bill pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['admin', '/en/dashboard/bills/list', 'Bills', 'Overdue'],
    // A draft is named by the day it was made, never by an id that reads like an invoice number (issue 25, point 18).
    ['admin', '/en/dashboard/bills/list', 'Bills', 'Draft of 05/01/2026'],
    ['admin', '/en/dashboard/bills/create', 'New bill', 'Total incl. VAT'],
    ['admin', '/en/dashboard/bills/11', 'Bill 2026-00042', '+++000/0000/01111+++'],
    ['admin', '/en/dashboard/bills/13', 'Draft', 'Issue the bill'],
    ['admin', '/en/dashboard/bills/11?tab=history', 'Bill 2026-00042', 'History'],
    ['fleet', '/en/dashboard/fleet/bills/list', 'Company bills', '2026-00042'],
    ['fleet', '/en/dashboard/bills/11', 'Bill 2026-00042', 'Download the PDF'],
    ['fleet', '/en/dashboard/bills/11', 'Bill 2026-00042', 'Download the e-invoice (UBL)'],
    ['admin', '/en/dashboard/bills/11', 'Bill 2026-00042', '0208:0123456749'],
    ['admin', '/en/dashboard/bills/13', 'Draft', 'None: e-mail only'],
    ['employee', '/en/dashboard/bills/mine', 'My bills', '2026-00042'],
    ['employee', '/en/dashboard/bills/mine/11', 'Bill 2026-00042', 'Révision complète'],
  ] as const)('%s %s', async (who, url, title, text) => {
    signedIn({ admin, fleet, employee }[who]);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('a private person’s paid bill', { timeout: 30_000 }, () => {
  it('says it is paid, and shows no VAT number, no empty address and no e-invoice (issue 25, point 4)', async () => {
    const customer = {
      kind: 'person',
      id: 30,
      name: 'Paula Private',
      vatNumber: null,
      address: null,
      language: 'en',
    } satisfies Bill['customer'];
    const paid = { ...issued, id: 14, status: 'paid', paidCents: 14520, customer, company: null, creditNotes: [] } satisfies Bill;
    signedIn(employee, (call) => {
      if (call.path === '/api/bills/14') return json(200, paid);
      if (call.path === '/api/bills/14/payments')
        return json(200, {
          billId: 14,
          totalCents: 14520,
          paidCents: 14520,
          openCents: 0,
          creditCents: 0,
          payments: [],
          reminders: [],
          nextReminder: null,
        } satisfies BillPayments);
      return undefined;
    });
    renderApp('/en/dashboard/bills/mine/14');
    await screen.findByRole('heading', { level: 1, name: 'Bill 2026-00042' }, { timeout: 10_000 });
    expect(await screen.findByText('Paid; the payment is not recorded line by line here.')).toBeTruthy();
    expect(screen.queryByText('No payment yet.')).toBeNull();
    expect(screen.queryByText('VAT number')).toBeNull();
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the e-invoice (UBL)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toBeTruthy();
  });
});

describe('the bill form', { timeout: 30_000 }, () => {
  it('adds up the lines per VAT rate as they are typed, and shows the API’s refusal on its field', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bills'
        ? json(422, { error: { code: 'validation_failed', message: 'x', fields: { 'lines.1.quantity': 'quantity_invalid' } } })
        : undefined,
    );
    renderApp('/en/dashboard/bills/create');
    await screen.findByRole('heading', { level: 1, name: 'New bill' }, { timeout: 10_000 });
    await userEvent.click((await screen.findAllByLabelText(/^Company/))[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    const line1 = screen.getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(line1).getByLabelText(/^Description/), 'Labour');
    await userEvent.type(within(line1).getByLabelText(/^Unit price/), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    const line2 = screen.getByRole('group', { name: 'Line 2' });
    await userEvent.type(within(line2).getByLabelText(/^Description/), 'Chain');
    await userEvent.type(within(line2).getByLabelText(/^Unit price/), '50');
    await userEvent.selectOptions(within(line2).getByRole('combobox', { name: 'VAT rate' }), '6');
    const totalsTable = screen.getByRole('table', { name: 'Totals per VAT rate' });
    await waitFor(() => expect(within(totalsTable).getByText('150,00 €')).toBeTruthy());
    expect(within(totalsTable).getByText('174,00 €')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await screen.findByText('Enter a quantity other than 0, with at most three decimals.');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/bills')!.body).toMatchObject({
      companyId: 2,
      lines: [
        { description: 'Labour', quantity: 1, unitPriceCents: 10000, vatRate: 21 },
        { description: 'Chain', quantity: 1, unitPriceCents: 5000, vatRate: 6 },
      ],
    });
  });
});

describe('a credit note', { timeout: 30_000 }, () => {
  it('credits the chosen line with the quantity typed, and opens the credit note made', async () => {
    const note = {
      ...issued,
      id: 12,
      kind: 'credit_note',
      number: '2026-00043',
      status: 'issued',
      creditOf: { id: 11, number: '2026-00042' },
      creditNotes: [],
    } satisfies Bill;
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/bills/11/credit-note'
        ? json(201, note)
        : call.path === '/api/bills/12'
          ? json(200, note)
          : undefined,
    );
    renderApp('/en/dashboard/bills/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Make a credit note' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chosen lines' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Révision complète' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity credited of Révision complète' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    await screen.findByRole('heading', { level: 1, name: 'Credit note 2026-00043' }, { timeout: 10_000 });
    expect(calls.find((c) => c.path === '/api/bills/11/credit-note')!.body).toEqual({
      lines: [{ description: 'Révision complète', quantity: 1, unitPriceCents: 6000, vatRate: 21 }],
    });
    expect(screen.getByRole('link', { name: '2026-00042' })).toBeTruthy();
  });
});
