import { brusselsToday, isBalanced, ticketNumberOf, type EntryLine } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

/** The till in the books (decision 110): a ticket in the cash daybook, its gift cards on their debt, a ticket billed later. */
const t = useDemoApp();
const admin = t.signedIn('admin');
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let bellId: number;

type Entry = { id: number; number: number; year: number; date: string; reference: string; sourceKind: string; lines: EntryLine[] };
const today = () => brusselsToday(t.clock);
const period = () => `from=${today()}&to=${today()}`;
const rows = (e: Entry) => e.lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode ?? null]);

async function daybook(code: string): Promise<Entry[]> {
  const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
  const res = await admin.get(`/api/accounting/daybooks/${books.find((b) => b.code === code)!.id}/entries?${period()}`);
  expect(res.status, res.raw).toBe(200);
  return res.body.data;
}
async function sell(body: Record<string, unknown>) {
  const res = await sales.post('/api/checkout/tickets', body);
  expect(res.status, res.raw).toBe(201);
  return res.body as { id: number; number: string; lines: { kind: string; giftCard: { code: string } | null }[] };
}

beforeAll(async () => {
  // 19.99 € excl. VAT → 24.19 € incl. VAT each.
  bellId = (await admin.post('/api/catalog/accessories', { name: 'Books bell', category: 'other', priceCents: 1_999 })).body.accessory.id;
  const store = sales.user.currentStockLocation ?? 1;
  await admin.post('/api/stock/accessories/movements', {
    accessoryId: bellId,
    locationId: store,
    delta: 10,
    reason: 'delivery',
    note: null,
  });
});

describe('a till sale in the cash daybook', () => {
  it('books each ticket once in CSH: the means paid, the gift cards sold and spent on 489000, revenue and VAT with their grids', async () => {
    const bell = (quantity: number) => ({ kind: 'accessory', accessoryId: bellId, quantity });
    // Paula pays a bell and a 50 € gift card by card; a walk-in pays two bells with 30 € of that card and cash.
    const first = await sell({
      customer: { userId: paula.user.id },
      paymentMethod: 'card',
      lines: [bell(1), { kind: 'gift_card', amountCents: 5_000 }],
    });
    const code = first.lines.find((l) => l.kind === 'gift_card')!.giftCard!.code;
    const second = await sell({
      customer: { anonymous: true },
      paymentMethod: 'cash',
      lines: [bell(2)],
      giftCard: { code, amountCents: 3_000 },
    });

    const cash = await daybook('CSH');
    const of = (ticket: { number: string }) => cash.filter((e) => e.reference === ticket.number);
    expect(of(first)).toHaveLength(1);
    expect(rows(of(first)[0]!)).toEqual([
      ['580000', 7_419, 0, null],
      ['700100', 0, 1_999, '03'],
      ['451000', 0, 420, '54'],
      ['489000', 0, 5_000, null],
    ]);
    expect(rows(of(second)[0]!)).toEqual([
      ['570000', 4_838 - 3_000, 0, null],
      ['489000', 3_000, 0, null],
      ['700100', 0, 3_998, '03'],
      ['451000', 0, 840, '54'],
    ]);
    for (const e of cash) expect(isBalanced(e.lines), e.reference).toBe(true);

    // Read again or built again: nothing more, the same numbers, and the year's CSH numbers have no gap.
    expect((await admin.post(`/api/accounting/journals/build?${period()}`)).body).toEqual({ created: 0 });
    expect((await daybook('CSH')).map((e) => e.id)).toEqual(cash.map((e) => e.id));
    const year = today().slice(0, 4);
    const numbers = (await admin.get(`/api/accounting/daybooks/${(await csh()).id}/entries?from=${year}-01-01&to=${today()}`)).body
      .data as Entry[];
    expect(numbers.filter((e) => String(e.year) === year).map((e) => e.number)).toEqual(
      numbers.filter((e) => String(e.year) === year).map((_, i) => i + 1),
    );
  });

  it('a ticket billed later: the bill in VTE as any bill, the till gives its revenue and VAT back against the customer', async () => {
    const ticket = await sell({
      customer: { userId: paula.user.id },
      paymentMethod: 'cash',
      lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 1 }],
    });
    await daybook('CSH');
    const made = await admin.post('/api/bills/from-sources', { kind: 'checkout_ticket', ids: [ticket.id] });
    expect(made.status, made.raw).toBe(201);
    const billId = made.body.billIds[0] as number;
    const issued = await admin.post(`/api/bills/${billId}/issue`);
    expect(issued.status, issued.raw).toBe(200);
    const number = issued.body.number as string;
    // Paid at the till (decision 113): the invoice reads paid, is owed by no one, and no reminder can reach it.
    expect(issued.body).toMatchObject({ status: 'paid', paidCents: 2_419 });
    const pending = await admin.get('/api/accounting/pending-client-payments');
    expect((pending.body.data as { number: string }[]).map((d) => d.number)).not.toContain(number);
    // Its payment is not a receipt of the bank or cash daybook: the ticket's CSH entry already took the money.
    const bank = [...(await daybook('BNK')), ...(await daybook('CSH'))].filter((e) => e.sourceKind === 'bill_payment');
    expect(bank.filter((e) => e.reference === ticketNumberOf(ticket.id) || e.reference === number)).toEqual([]);

    const vte = (await daybook('VTE')).filter((e) => e.reference === number);
    expect(rows(vte[0]!)).toEqual([
      ['400000', 2_419, 0, null],
      ['700100', 0, 1_999, '03'],
      ['451000', 0, 420, '54'],
    ]);
    const correction = (await daybook('CSH')).filter((e) => e.sourceKind === 'till_ticket_billed' && e.reference === number);
    expect(correction.map(rows)).toEqual([
      [
        ['700100', 1_999, 0, '03'],
        ['451000', 420, 0, '54'],
        ['400000', 0, 2_419, null],
      ],
    ]);
    // The sales journal's VAT is still the bills' (the till's VAT is in CSH, and a billed ticket's given back there).
    const check = await admin.get(`/api/accounting/checks/vat?${period()}`);
    expect(check.body).toMatchObject({ equal: true });
  });

  it('answers a page of a daybook with its meta, and the whole period without one', async () => {
    const book = await csh();
    const all = (await admin.get(`/api/accounting/daybooks/${book.id}/entries?${period()}`)).body;
    expect(all).not.toHaveProperty('meta');
    const page = (await admin.get(`/api/accounting/daybooks/${book.id}/entries?${period()}&page=2&perPage=1`)).body;
    expect(page.meta).toEqual({ page: 2, perPage: 1, total: all.data.length });
    const sum = (side: 'debitCents' | 'creditCents') => (all.data as Entry[]).flatMap((e) => e.lines).reduce((s, l) => s + l[side], 0);
    expect(page.totals).toEqual({ debitCents: sum('debitCents'), creditCents: sum('creditCents') });
    expect(page.data.map((e: Entry) => e.id)).toEqual([all.data[1].id]);
    expect((await admin.get(`/api/accounting/daybooks/${book.id}/entries?${period()}&page=1&perPage=101`)).status).toBe(422);
  });
});

async function csh() {
  return ((await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[]).find((b) => b.code === 'CSH')!;
}
