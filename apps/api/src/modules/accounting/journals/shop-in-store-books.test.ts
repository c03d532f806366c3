import { addDays } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksOfToday, entryRows, type BookEntry } from '../../../test/books';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';

/**
 * A web shop order paid in the store (decision 121): staff say how, cash or card, and the books debit the till
 * (570000, CSH) or the card terminal's acquirer (580000) for the bill's money and the gift cards it bought alike; an
 * order paid by transfer stays on the bank (550000).
 */
const t = useDemoApp();
const admin = t.signedIn('admin');
let bellId: number;

type Entry = BookEntry;
const rows = entryRows;
const { today, period, daybook, entriesOf, vatCheck } = booksOfToday(t, admin);

/** A bell (12,10 €) and a 20 € gift card, picked up at the store; paid as `paymentMethod` says. */
async function placeBellAndCard(paymentMethod: 'in_store' | 'transfer', email: string) {
  const placed = await t.client().post('/api/shop/orders', {
    lines: [
      { kind: 'accessory', accessoryId: bellId, quantity: 1 },
      { kind: 'gift_card', amountCents: 2_000 },
    ],
    delivery: { method: 'store_pickup', storeId: 1 },
    customer: { email, firstName: 'Store', lastName: 'Payer', language: 'fr' },
    paymentMethod,
    acceptTerms: true,
  });
  expect(placed.status, placed.raw).toBe(201);
  return placed.body.number as string;
}
const details = async (number: string) => (await admin.get(`/api/shop/orders/${number}/details`)).body;

beforeAll(async () => {
  // 10 € excl. VAT → 12,10 € incl.
  bellId = (await admin.post('/api/catalog/accessories', { name: 'Store bell', category: 'other', priceCents: 1_000 })).body.accessory.id;
  await admin.post('/api/stock/accessories/movements', { accessoryId: bellId, locationId: 1, delta: 10, reason: 'delivery', note: null });
});

describe('a web order paid in the store, in the books', () => {
  it('asks how an order paid in the store was paid and changes nothing until it is told', async () => {
    const number = await placeBellAndCard('in_store', 'store.asked@example.test');
    const asked = await admin.post(`/api/shop/orders/${number}/mark-paid`);
    expect(asked.status, asked.raw).toBe(422);
    expect(asked.body.error.fields).toEqual({ method: 'required' });
    expect(await details(number)).toMatchObject({ status: 'placed', payment: { status: 'pending' }, billId: null, paidBy: null });
    expect((await admin.post(`/api/shop/orders/${number}/mark-paid`, { method: 'bitcoin' })).status).toBe(422);
    expect(await entriesOf(number)).toEqual([]);
  });

  it('books an order paid in cash at the pick-up in the cash daybook, the bill’s money and the card bought on the till', async () => {
    const number = await placeBellAndCard('in_store', 'store.cash@example.test');
    const paid = await admin.post(`/api/shop/orders/${number}/mark-paid`, { method: 'cash' });
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    const order = await details(number);
    expect(order).toMatchObject({ paidBy: 'cash', payment: { method: 'in_store', status: 'paid' } });
    const bill = (await admin.get(`/api/bills/${order.billId}`)).body;
    expect(bill.status).toBe('paid');
    // Who recorded it and how, in the order's and the bill's audit.
    const paidAudit = (await auditOf(t.db, 'shop_order', order.id)).find((a) => a.action === 'shop_order.paid')!;
    expect([paidAudit.actorId, (paidAudit.after as { paidBy: string }).paidBy]).toEqual([admin.user.id, 'cash']);
    const billAudit = (await auditOf(t.db, 'bill', bill.id)).find((a) => a.action === 'bill.payment_recorded')!;
    expect((billAudit.after as { payments: unknown[] }).payments).toEqual([
      expect.objectContaining({ amountCents: 1_210, source: 'manual', method: 'cash' }),
    ]);

    expect(await entriesOf(number)).toEqual([
      [
        'CSH',
        'bill_payment',
        [
          ['570000', 1_210, 0, null],
          ['400000', 0, 1_210, null],
        ],
      ],
      [
        'CSH',
        'shop_gift_cards',
        [
          ['570000', 2_000, 0, null],
          ['489000', 0, 2_000, null],
        ],
      ],
    ]);
    // The bill itself is booked as any: the bell's revenue and VAT.
    expect((await entriesOf(bill.number)).map(([code, kind]) => [code, kind])).toEqual([['VTE', 'bill']]);
    // Marked paid again: nothing changes, nothing more is booked.
    expect((await admin.post(`/api/shop/orders/${number}/mark-paid`, { method: 'card' })).status).toBe(200);
    expect((await details(number)).paidBy).toBe('cash');
    expect((await admin.post(`/api/accounting/journals/build?${period()}`)).body).toEqual({ created: 0 });
    expect(await vatCheck()).toMatchObject({ equal: true });
  });

  it('books an order paid by card at the pick-up on the acquirer’s account, as the till books a card', async () => {
    const number = await placeBellAndCard('in_store', 'store.card@example.test');
    expect((await admin.post(`/api/shop/orders/${number}/mark-paid`, { method: 'card' })).status).toBe(200);
    expect((await details(number)).paidBy).toBe('card');
    expect(await entriesOf(number)).toEqual([
      [
        'BNK',
        'bill_payment',
        [
          ['580000', 1_210, 0, null],
          ['400000', 0, 1_210, null],
        ],
      ],
      [
        'BNK',
        'shop_gift_cards',
        [
          ['580000', 2_000, 0, null],
          ['489000', 0, 2_000, null],
        ],
      ],
    ]);
    expect(await vatCheck()).toMatchObject({ equal: true });
  });

  it('keeps an order paid by transfer on the bank, marked paid without saying how', async () => {
    const number = await placeBellAndCard('transfer', 'store.transfer@example.test');
    expect((await admin.post(`/api/shop/orders/${number}/mark-paid`)).status).toBe(200);
    expect((await details(number)).paidBy).toBe('transfer');
    expect(await entriesOf(number)).toEqual([
      [
        'BNK',
        'bill_payment',
        [
          ['550000', 1_210, 0, null],
          ['400000', 0, 1_210, null],
        ],
      ],
      [
        'BNK',
        'shop_gift_cards',
        [
          ['550000', 2_000, 0, null],
          ['489000', 0, 2_000, null],
        ],
      ],
    ]);
    expect(await vatCheck()).toMatchObject({ equal: true });
  });

  it('books an order buying only a gift card, paid in cash at the pick-up, on the till without a bill', async () => {
    const placed = await t.client().post('/api/shop/orders', {
      lines: [{ kind: 'gift_card', amountCents: 5_000 }],
      delivery: { method: 'store_pickup', storeId: 1 },
      customer: { email: 'store.only.card@example.test', firstName: 'Only', lastName: 'Card', language: 'nl' },
      paymentMethod: 'in_store',
      acceptTerms: true,
    });
    expect(placed.status, placed.raw).toBe(201);
    const number = placed.body.number as string;
    expect((await admin.post(`/api/shop/orders/${number}/mark-paid`, { method: 'cash' })).status).toBe(200);
    expect(await details(number)).toMatchObject({ billId: null, paidBy: 'cash' });
    // The cash daybook read first builds it: CSH counts the shop's gift-card orders too (decision 110's cheap check).
    expect((await daybook('CSH')).filter((e) => e.reference === number).map((e) => e.sourceKind)).toEqual(['shop_gift_cards']);
    expect(await entriesOf(number)).toEqual([
      [
        'CSH',
        'shop_gift_cards',
        [
          ['570000', 5_000, 0, null],
          ['489000', 0, 5_000, null],
        ],
      ],
    ]);
  });

  it('shows the demo’s gift card paid in cash at the pick-up in the cash daybook, on the till', async () => {
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const csh = books.find((b) => b.code === 'CSH')!.id;
    const from = addDays(today(), -7);
    const entries = (await admin.get(`/api/accounting/daybooks/${csh}/entries?from=${from}&to=${today()}`)).body.data as Entry[];
    expect(entries.filter((e) => e.sourceKind === 'shop_gift_cards' && e.date < today()).map(rows)).toContainEqual([
      ['570000', 2_500, 0, null],
      ['489000', 0, 2_500, null],
    ]);
  });
});
