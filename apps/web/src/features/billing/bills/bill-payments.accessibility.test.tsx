import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Bill, BillPayment, BillPayments, BillPeppol, CustomerCreditRefund, ListOf } from '@veloport/domain';

// Payments by hand, undoing one, and refunds on a bill's page (decision 061).

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const totals = { exclVatCents: 15000, vatCents: 0, inclVatCents: 15000, byRate: [{ rate: 0, netCents: 15000, vatCents: 0 }] };
const bill = {
  id: 11,
  kind: 'invoice',
  number: '2026-00042',
  status: 'partly_paid',
  structuredCommunication: '+++000/0000/01111+++',
  customer: { kind: 'company', id: 2, name: 'Acme', vatNumber: 'BE0123456749', address: 'Rue de la Loi 1, 1000 Bruxelles', language: 'fr' },
  company: { id: 2, name: 'Acme' },
  issueDate: '2026-01-05',
  dueDate: '2026-02-04',
  reverseCharge: false,
  totals,
  paidCents: 10000,
  creditOf: null,
  issuedAt: at,
  createdAt: at,
  updatedAt: at,
  notes: null,
  creditNotes: [],
  lines: [{ id: 1, description: 'Entretien complet', quantity: 1, unitPriceCents: 15000, vatRate: 0, discountPercent: 0, netCents: 15000 }],
} satisfies Bill;
const payment = (id: number, amountCents: number, extra: Partial<BillPayment> = {}) =>
  ({
    id,
    amountCents,
    date: '2026-01-06',
    source: 'manual',
    reference: null,
    method: 'cash',
    undoOfId: null,
    undone: false,
    recordedBy: { id: 1, name: 'Ada Admin' },
    createdAt: at,
    ...extra,
  }) satisfies BillPayment;
const payments = {
  billId: 11,
  totalCents: 15000,
  paidCents: 17000,
  openCents: 0,
  creditCents: 2000,
  customerCreditCents: 2500,
  payments: [payment(1, 10000), payment(2, 7000, { method: 'transfer' })],
  reminders: [],
  nextReminder: null,
} satisfies BillPayments;
const partly = {
  ...payments,
  paidCents: 10000,
  openCents: 5000,
  creditCents: 0,
  customerCreditCents: 0,
  payments: [payment(1, 10000)],
} satisfies BillPayments;

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });

function signedIn(
  user: ReturnType<typeof makeUser>,
  panel: BillPayments,
  extra: (call: ApiCall) => Response | undefined = () => undefined,
) {
  const API: Record<string, unknown> = {
    '/api/bills/11': bill,
    '/api/bills/11/payments': panel,
    '/api/bills/11/history': page([]),
    '/api/bills/11/peppol': { participantId: null, delivery: null } satisfies BillPeppol,
  };
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

describe("a bill's payments by hand and refunds: no serious axe violation", { timeout: 40_000 }, () => {
  it.each([
    ['en', 'Record a payment', 'Record the payment'],
    ['fr', 'Enregistrer un paiement', 'Enregistrer le paiement'],
    ['nl', 'Betaling registreren', 'Betaling registreren'],
  ] as const)('%s: records a payment by hand', async (language, open, submit) => {
    const calls = signedIn({ ...admin, language }, partly, (call) =>
      call.method === 'POST' && call.path === '/api/bills/11/payments'
        ? json(201, { ...partly, paidCents: 15000, openCents: 0 } satisfies BillPayments)
        : undefined,
    );
    renderApp(`/${language}/dashboard/bills/11`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: submit }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/bills/11/payments')?.body).toMatchObject({
        amountCents: 5000,
        method: 'transfer',
      }),
    );
  });

  it.each([
    ['en', 'Refund', 'Record the refund', 'This IBAN is not valid (check digits).'],
    ['fr', 'Rembourser', 'Enregistrer le remboursement', "Cet IBAN n'est pas valide (chiffres de contrôle)."],
    ['nl', 'Terugbetalen', 'Terugbetaling registreren', 'Dit IBAN is niet geldig (controlecijfers).'],
  ] as const)('%s: shows the credit, refunds it, checks the IBAN before sending', async (language, open, submit, ibanError) => {
    const calls = signedIn({ ...admin, language }, payments);
    renderApp(`/${language}/dashboard/bills/11`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /IBAN/ }), 'BE71 0961 2345 6768');
    await user.click(within(dialog).getByRole('button', { name: submit }));
    expect(await within(dialog).findByText(ibanError)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/bills/11/refunds')).toBe(false);
    expect(await seriousViolations()).toEqual([]);
  });

  it('offers to undo a payment typed by hand, once', async () => {
    signedIn(admin, {
      ...payments,
      payments: [payment(1, 10000, { undone: true }), payment(3, -10000, { undoOfId: 1 }), payment(2, 7000)],
    });
    renderApp('/en/dashboard/bills/11');
    await screen.findByRole('button', { name: 'Undo the payment of 70,00 € of 06/01/2026' }, { timeout: 10_000 });
    expect(screen.getAllByRole('button', { name: /^Undo the payment/ })).toHaveLength(1);
    expect(screen.getByText("Customer's credit (all bills)")).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('a bill paid with a gift card (decision 120)', { timeout: 40_000 }, () => {
  it.each([
    [
      'en',
      'Pay with a gift card',
      'Take the payment',
      'This bill is not issued, is already paid or has been credited.',
      /^30,00 € paid with the gift card; 15,00 €/,
    ],
    [
      'fr',
      'Payer avec une carte cadeau',
      'Encaisser',
      'Cette facture n’est pas émise, est déjà payée ou a été créditée.',
      /^30,00 € payés avec la carte cadeau\s; il reste 15,00 €/,
    ],
    [
      'nl',
      'Betalen met een cadeaubon',
      'Betaling ontvangen',
      'Deze factuur is niet uitgegeven, al betaald of gecrediteerd.',
      /^30,00 € betaald met de cadeaubon; er staat nog 15,00 €/,
    ],
  ] as const)('%s: the card pays what is left on this bill, or the dialog says why not', async (language, open, submit, refused, done) => {
    let refuse = true;
    const calls = signedIn({ ...admin, language }, { ...partly, openCents: 3000 }, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/gift-cards/redeem') return undefined;
      if (refuse) return json(422, { error: { code: 'validation_failed', message: 'x', fields: { billNumber: 'bill_not_open' } } });
      return json(200, {
        code: 'K7QM-2XPD-W9RT-HN4C',
        amountCents: 3000,
        balanceCents: 1500,
        bill: { id: 11, number: '2026-00042', status: 'paid', leftToPayCents: 0 },
      });
    });
    renderApp(`/${language}/dashboard/bills/11`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    // The bill is this one: no number to type; the amount starts at what is left.
    expect(within(dialog).queryByRole('textbox', { name: /2026-00042/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /code/i }), 'k7qm 2xpd w9rt hn4c');
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: submit }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: submit }));
    expect(await screen.findByText(done)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/gift-cards/redeem').at(-1)?.body).toEqual({
      code: 'k7qm 2xpd w9rt hn4c',
      amountCents: 3000,
      billNumber: '2026-00042',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("refunding a customer's whole credit over their bills (decision 065)", { timeout: 40_000 }, () => {
  it.each([
    ['en', "Refund all the customer's credit", 'Record the refund', /^The customer's whole credit, 25,00 €/],
    ['fr', 'Rembourser tout le crédit du client', 'Enregistrer le remboursement', /^Tout le crédit du client, 25,00 €/],
    ['nl', 'Het volledige tegoed van de klant terugbetalen', 'Terugbetaling registreren', /^Het volledige tegoed van de klant, 25,00 €/],
  ] as const)('%s: one transfer for the whole credit, sent to the customer-credit endpoint', async (language, open, submit, intro) => {
    const made = { transferId: 5, amountCents: 2500, refunds: [] } satisfies CustomerCreditRefund;
    const calls = signedIn({ ...admin, language }, payments, (call) =>
      call.method === 'POST' && call.path === '/api/bills/11/refunds/customer-credit' ? json(201, made) : undefined,
    );
    renderApp(`/${language}/dashboard/bills/11`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: open });
    expect(within(dialog).getByText(intro)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /Amount|Montant|Bedrag/ })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /IBAN/ }), 'BE71 0961 2345 6769');
    await user.click(within(dialog).getByRole('button', { name: submit }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/bills/11/refunds/customer-credit')?.body).toMatchObject({
        method: 'transfer',
        iban: 'BE71 0961 2345 6769',
      }),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/bills/11/refunds')).toBe(false);
  });

  it('is not offered when the credit is on this bill only', async () => {
    signedIn(admin, { ...payments, customerCreditCents: 2000 });
    renderApp('/en/dashboard/bills/11');
    await screen.findByRole('button', { name: 'Refund' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: "Refund all the customer's credit" })).toBeNull();
  });
});
