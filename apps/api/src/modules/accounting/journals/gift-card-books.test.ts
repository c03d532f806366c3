import { addDays } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksOfToday, entryRows, type BookEntry } from '../../../test/books';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel } from '../../../test/fixtures';

/**
 * Gift cards in the books (decision 116): sold and spent in the web shop, given by hand; a bill of several kinds of
 * goods from a till ticket.
 */
const t = useDemoApp();
const admin = t.signedIn('admin');
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let bellId: number;

type Entry = BookEntry;
const rows = entryRows;
const { today, period, daybook, entriesOf, vatCheck } = booksOfToday(t, admin);

beforeAll(async () => {
  // 10 € excl. VAT → 12,10 € incl.
  bellId = (await admin.post('/api/catalog/accessories', { name: 'Gift bell', category: 'other', priceCents: 1_000 })).body.accessory.id;
  for (const locationId of [1, sales.user.currentStockLocation ?? 1])
    await admin.post('/api/stock/accessories/movements', { accessoryId: bellId, locationId, delta: 10, reason: 'delivery', note: null });
});

describe('gift cards in the books', () => {
  it('a card given by hand, then spent in the web shop on a bell and a new card: the debt moves on 489000, never as money', async () => {
    // A goodwill card of 30 €, made on the gift cards screen: a commercial expense against the cards' debt, no VAT.
    const card = (await admin.post('/api/gift-cards', { amountCents: 3_000, note: 'Goodwill' })).body as { id: number; code: string };
    const given = (await daybook('OD')).filter((e) => e.sourceKind === 'gift_card_given');
    expect(given.filter((e) => e.reference === `${card.code.slice(0, 4)}-****`).map(rows)).toEqual([
      [
        ['615100', 3_000, 0, null],
        ['489000', 0, 3_000, null],
      ],
    ]);

    // The web order: a 20 € gift card and the 12,10 € bell; the card pays 30 €, the customer transfers 2,10 €.
    const placed = await t.client().post('/api/shop/orders', {
      lines: [
        { kind: 'gift_card', amountCents: 2_000 },
        { kind: 'accessory', accessoryId: bellId, quantity: 1 },
      ],
      delivery: { method: 'store_pickup', storeId: 1 },
      customer: { email: 'gift.books@example.test', firstName: 'Gift', lastName: 'Buyer', language: 'fr' },
      paymentMethod: 'transfer',
      acceptTerms: true,
      giftCardCode: card.code,
    });
    expect(placed.status, placed.raw).toBe(201);
    const number = placed.body.number as string;
    expect(placed.body.totals.totalInclVatCents).toBe(210);
    expect((await admin.post(`/api/shop/orders/${number}/mark-paid`)).status).toBe(200);
    const billId = (await admin.get(`/api/shop/orders/${number}/details`)).body.billId as number;
    const billNumber = (await admin.get(`/api/bills/${billId}`)).body.number as string;

    // The bill is the bell's, on the accessories' account; the card paid it (OD, 489000), no money received for it.
    expect(await entriesOf(billNumber)).toEqual([
      [
        'VTE',
        'bill',
        [
          ['400000', 1_210, 0, null],
          ['700100', 0, 1_000, '03'],
          ['451000', 0, 210, '54'],
        ],
      ],
    ]);
    // The card paid the bill (OD, its payment named by the order: 489000, no money received for it); the new card
    // is the 2,10 € transferred and 17,90 € more of the old card, on the new card's debt.
    const ofOrder = await entriesOf(number);
    expect(ofOrder).toEqual([
      [
        'BNK',
        'shop_gift_cards',
        [
          ['550000', 210, 0, null],
          ['489000', 1_790, 0, null],
          ['489000', 0, 2_000, null],
        ],
      ],
      [
        'OD',
        'bill_payment',
        [
          ['489000', 1_210, 0, null],
          ['400000', 0, 1_210, null],
        ],
      ],
    ]);
    // 489000 holds what the two cards may still spend: 0 € on the old one (given 30 €), 20 € on the new one.
    const cardsDebt = [...given.filter((e) => e.reference === `${card.code.slice(0, 4)}-****`).map(rows), ...ofOrder.map(([, , r]) => r)]
      .flat()
      .filter(([account]) => account === '489000')
      .reduce((s, [, d, c]) => s + (c as number) - (d as number), 0);
    expect(cardsDebt).toBe(2_000);
    expect(await vatCheck()).toMatchObject({ equal: true });

    // Called off and refunded: the bell's 12,10 € go back on the card, booked back on its debt, not paid out by the bank.
    expect((await admin.post(`/api/shop/orders/${number}/staff-cancel`)).status).toBe(200);
    const refunded = await admin.post(`/api/shop/orders/${number}/refund`, { method: 'transfer', iban: 'BE68 5390 0754 7034' });
    expect(refunded.status, refunded.raw).toBe(200);
    const back = [...(await daybook('BNK')), ...(await daybook('OD'))].filter(
      (e) => e.sourceKind === 'bill_payment' && e.lines.some((l) => l.description.startsWith(billNumber)),
    );
    expect(back.map(rows)).toHaveLength(2);
    expect(back.map(rows)).toContainEqual([
      ['489000', 0, 1_210, null],
      ['400000', 1_210, 0, null],
    ]);
    expect(await vatCheck()).toMatchObject({ equal: true });
  });

  it('a card spent on a bill from the gift cards screen: the bill paid, the card’s debt spent, no money received', async () => {
    const card = (await admin.post('/api/gift-cards', { amountCents: 4_000, note: 'Prize' })).body as { id: number; code: string };
    const companyId = ((await admin.get('/api/companies?perPage=1')).body.data as { id: number }[])[0]!.id;
    const draft = await admin.post('/api/bills', {
      companyId,
      lines: [{ description: 'Service', quantity: 1, unitPriceCents: 5_000, vatRate: 21 }],
    });
    const billNumber = (await admin.post(`/api/bills/${draft.body.id}/issue`)).body.number as string;
    const paid = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 4_000, billNumber });
    expect(paid.status, paid.raw).toBe(200);
    const masked = `****-****-****-${card.code.slice(-4)}`;
    const spent = (await daybook('OD')).filter((e) => e.sourceKind === 'bill_payment' && e.reference === masked);
    expect(spent.map(rows)).toEqual([
      [
        ['489000', 4_000, 0, null],
        ['400000', 0, 4_000, null],
      ],
    ]);
    expect(spent[0]!.lines[1]!.description).toContain(billNumber);
    // Nothing reached the bank or the till for it.
    for (const code of ['BNK', 'CSH']) expect((await daybook(code)).filter((e) => e.reference === masked)).toEqual([]);
    // Given 40 €, spent 40 €: the card's debt is back to nothing.
    const given = (await daybook('OD')).filter((e) => e.reference === `${card.code.slice(0, 4)}-****`);
    const debt = [...given, ...spent]
      .flatMap((e) => e.lines)
      .filter((l) => l.account === '489000')
      .reduce((sum, l) => sum + l.creditCents - l.debitCents, 0);
    expect(debt).toBe(0);
    expect(await vatCheck()).toMatchObject({ equal: true });
  });

  it('a web order buying only a gift card, paid by transfer: no bill, the money on the card’s debt', async () => {
    const placed = await t.client().post('/api/shop/orders', {
      lines: [{ kind: 'gift_card', amountCents: 5_000 }],
      delivery: { method: 'store_pickup', storeId: 1 },
      customer: { email: 'gift.only@example.test', firstName: 'Only', lastName: 'Card', language: 'nl' },
      paymentMethod: 'transfer',
      acceptTerms: true,
    });
    expect(placed.status, placed.raw).toBe(201);
    const number = placed.body.number as string;
    expect((await admin.post(`/api/shop/orders/${number}/mark-paid`)).status).toBe(200);
    expect(await entriesOf(number)).toEqual([
      [
        'BNK',
        'shop_gift_cards',
        [
          ['550000', 5_000, 0, null],
          ['489000', 0, 5_000, null],
        ],
      ],
    ]);
    // Read again: nothing more is built.
    expect((await admin.post(`/api/accounting/journals/build?${period()}`)).body).toEqual({ created: 0 });
  });

  it('shows the demo’s gift card bought online on the acquirer’s account and the cards’ debt', async () => {
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const bnk = books.find((b) => b.code === 'BNK')!.id;
    const from = addDays(today(), -7);
    const entries = (await admin.get(`/api/accounting/daybooks/${bnk}/entries?from=${from}&to=${today()}`)).body.data as Entry[];
    expect(entries.filter((e) => e.sourceKind === 'shop_gift_cards' && e.date < today()).map(rows)).toContainEqual([
      ['580000', 5_000, 0, null],
      ['489000', 0, 5_000, null],
    ]);
  });
});

describe('a gift card voided (decision 119)', () => {
  it('given, half spent at the till, voided and replaced by hand: 489000 holds what the cards hold, 615100 the one gift', async () => {
    const masked = (code: string) => `${code.slice(0, 4)}-****`;
    const debtOf = (lines: ReturnType<typeof rows>[]) =>
      lines
        .flat()
        .filter(([a]) => a === '489000')
        .reduce((s, [, d, c]) => s + (c as number) - (d as number), 0);
    const card = (await admin.post('/api/gift-cards', { amountCents: 3_000, note: 'Goodwill' })).body as { id: number; code: string };
    // Part of it spent at the till: a bell of 12,10 €, paid with the card.
    const ticket = await sales.post('/api/checkout/tickets', {
      customer: { anonymous: true },
      paymentMethod: 'cash',
      lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 1 }],
      giftCard: { code: card.code, amountCents: 1_210 },
    });
    expect(ticket.status, ticket.raw).toBe(201);
    // Lost: the shop makes a new card by hand for what remains (17,90 €) and voids the old one.
    const replacement = (await admin.post('/api/gift-cards', { amountCents: 1_790, note: `Replaces ${masked(card.code)}` })).body as {
      id: number;
      code: string;
    };
    const voided = await admin.post(`/api/gift-cards/${card.id}/void`, { reason: 'replaced', note: 'Lost' });
    expect(voided.status, voided.raw).toBe(200);

    const od = await daybook('OD');
    const ofVoid = od.filter((e) => e.sourceKind === 'gift_card_voided' && e.reference === masked(card.code));
    expect(ofVoid.map((e) => [e.reference, e.date, rows(e)])).toEqual([
      [
        masked(card.code),
        today(),
        [
          ['489000', 1_790, 0, null],
          ['615100', 0, 1_790, null],
        ],
      ],
    ]);
    expect(JSON.stringify(ofVoid)).not.toContain(card.code.slice(5));
    const given = od.filter((e) => e.sourceKind === 'gift_card_given' && [card.code, replacement.code].map(masked).includes(e.reference));
    const spent = (await daybook('CSH')).filter((e) => e.reference === ticket.body.number);
    expect(spent.map(rows).flat()).toContainEqual(['489000', 1_210, 0, null]);
    // What the two cards hold: 0 € on the old one (voided), 17,90 € on the new one.
    const held =
      (await admin.get(`/api/gift-cards/${card.id}`)).body.balanceCents +
      (await admin.get(`/api/gift-cards/${replacement.id}`)).body.balanceCents;
    expect(held).toBe(1_790);
    expect(debtOf([...given, ...spent, ...ofVoid].map(rows))).toBe(held);
    // The gift expense is the one card given (30 €): the replacement and the void cancel out on 615100.
    const expense = [...given, ...ofVoid]
      .map(rows)
      .flat()
      .filter(([a]) => a === '615100')
      .reduce((s, [, d, c]) => s + (d as number) - (c as number), 0);
    expect(expense).toBe(3_000);
    // Counted like the given cards: read again, nothing more is built.
    expect((await admin.post(`/api/accounting/journals/build?${period()}`)).body).toEqual({ created: 0 });
    expect(await vatCheck()).toMatchObject({ equal: true });
  });

  it('given, half spent on a bill, voided for another reason: 489000 holds what the card holds, nothing', async () => {
    const card = (await admin.post('/api/gift-cards', { amountCents: 2_000, note: 'Prize' })).body as { id: number; code: string };
    const companyId = ((await admin.get('/api/companies?perPage=1')).body.data as { id: number }[])[0]!.id;
    const draft = await admin.post('/api/bills', {
      companyId,
      lines: [{ description: 'Service', quantity: 1, unitPriceCents: 1_000, vatRate: 0 }],
    });
    const billNumber = (await admin.post(`/api/bills/${draft.body.id}/issue`)).body.number as string;
    expect((await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 1_000, billNumber })).status).toBe(200);
    expect((await admin.post(`/api/gift-cards/${card.id}/void`, { reason: 'other', note: 'Prize withdrawn' })).status).toBe(200);
    const od = await daybook('OD');
    const mine = od.filter(
      (e) => e.reference === `${card.code.slice(0, 4)}-****` || e.reference === `****-****-****-${card.code.slice(-4)}`,
    );
    expect(mine.map((e) => e.sourceKind).sort()).toEqual(['bill_payment', 'gift_card_given', 'gift_card_voided']);
    expect(mine.filter((e) => e.sourceKind === 'gift_card_voided').map(rows)).toEqual([
      [
        ['489000', 1_000, 0, null],
        ['615100', 0, 1_000, null],
      ],
    ]);
    const debt = mine
      .flatMap((e) => e.lines)
      .filter((l) => l.account === '489000')
      .reduce((sum, l) => sum + l.creditCents - l.debitCents, 0);
    expect(debt).toBe((await admin.get(`/api/gift-cards/${card.id}`)).body.balanceCents);
    expect(debt).toBe(0);
  });

  it('a card made by mistake and voided the same day nets to zero on both accounts; the demo shows a card replaced', async () => {
    const card = (await admin.post('/api/gift-cards', { amountCents: 2_500 })).body as { id: number; code: string };
    expect((await admin.post(`/api/gift-cards/${card.id}/void`, { reason: 'made_by_mistake' })).status).toBe(200);
    const mine = (await daybook('OD')).filter((e) => e.reference === `${card.code.slice(0, 4)}-****`);
    expect(mine.map((e) => e.sourceKind).sort()).toEqual(['gift_card_given', 'gift_card_voided']);
    const net = (account: string) =>
      mine
        .map(rows)
        .flat()
        .filter(([a]) => a === account)
        .reduce((s, [, d, c]) => s + (d as number) - (c as number), 0);
    expect([net('489000'), net('615100')]).toEqual([0, 0]);
    // The demo's lost card (40 €, 15 € spent, replaced by a card of 25 € made by hand): the void nets the replacement.
    const demo = (await admin.get('/api/gift-cards?status=void&q=Renard')).body.data as { code: string }[];
    expect(demo).toHaveLength(1);
    // Read from the day before: the demo is seeded when the run starts, which may be just before midnight.
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const od = books.find((b) => b.code === 'OD')!.id;
    const since = (await admin.get(`/api/accounting/daybooks/${od}/entries?from=${addDays(today(), -1)}&to=${today()}`)).body
      .data as Entry[];
    expect(since.filter((e) => e.reference === `${demo[0]!.code.slice(0, 4)}-****`).map(rows)).toContainEqual([
      ['489000', 2_500, 0, null],
      ['615100', 0, 2_500, null],
    ]);
  });
});

describe('a till ticket of a bike and an accessory, paid by transfer and billed', () => {
  it('books the bike on 700000 and the bell on 700100, in the bill as at the till, and the totals tie out', async () => {
    const model = await createModel(admin, { brand: 'Books', model: 'Kinds', priceCents: 100_000, vatRate: 21, sizes: ['M'] });
    const bike = await createBike(admin, model.id, { size: 'M', locationId: sales.user.currentStockLocation ?? 1 });
    const sold = await sales.post('/api/checkout/tickets', {
      customer: { userId: paula.user.id },
      paymentMethod: 'transfer',
      lines: [
        { kind: 'bike', bikeId: bike.id },
        { kind: 'accessory', accessoryId: bellId, quantity: 1 },
      ],
    });
    expect(sold.status, sold.raw).toBe(201);
    // Paid by transfer: the money waits on its transit account until the statement shows it, not on the bank's.
    expect((await daybook('CSH')).filter((e) => e.reference === sold.body.number).map(rows)).toEqual([
      [
        ['580100', 122_210, 0, null],
        ['700100', 0, 1_000, '03'],
        ['700000', 0, 100_000, '03'],
        ['451000', 0, 21_210, '54'],
      ],
    ]);
    const made = await admin.post('/api/bills/from-sources', { kind: 'checkout_ticket', ids: [sold.body.id] });
    expect(made.status, made.raw).toBe(201);
    const issued = await admin.post(`/api/bills/${made.body.billIds[0]}/issue`);
    expect(issued.status, issued.raw).toBe(200);
    const number = issued.body.number as string;

    const found = await entriesOf(number);
    expect(found.find(([, kind]) => kind === 'bill')![2]).toEqual([
      ['400000', 122_210, 0, null],
      ['700100', 0, 1_000, '03'],
      ['700000', 0, 100_000, '03'],
      ['451000', 0, 21_210, '54'],
    ]);
    // The till gives back each kind from its own account: nothing is left on 700000 or 700100 twice.
    const givenBack = found.find(([, kind]) => kind === 'till_ticket_billed')![2];
    const net = (account: string) =>
      [...found.find(([, kind]) => kind === 'bill')![2], ...givenBack]
        .filter(([a]) => a === account)
        .reduce((s, [, d, c]) => s + (c as number) - (d as number), 0);
    expect([net('700000'), net('700100')]).toEqual([0, 0]);
    expect(await vatCheck()).toMatchObject({ equal: true });

    // Credited in full: each line goes back on its own account.
    const credited = await admin.post(`/api/bills/${made.body.billIds[0]}/credit-note`, { reason: 'Returned' });
    expect(credited.status, credited.raw).toBeLessThan(300);
    const note = (await daybook('VTE')).find((e) => e.reference === credited.body.number)!;
    expect(rows(note)).toEqual([
      ['400000', 0, 122_210, null],
      ['700100', 1_000, 0, '49'],
      ['700000', 100_000, 0, '49'],
      ['451000', 21_210, 0, '64'],
    ]);
    expect(await vatCheck()).toMatchObject({ equal: true });
  });
});
