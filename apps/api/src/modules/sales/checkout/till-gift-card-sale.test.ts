import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { checkoutTickets } from './checkout.table';
import { useDemoApp } from '../../../test/demo-app';

/** A gift card sold on a till ticket, and the till's preview before paying (issue 14, decision 063). */
const t = useDemoApp();
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let bellId: number;
let store: number;

beforeAll(async () => {
  store = admin.user.currentStockLocation ?? 1;
  // 19.99 € excl. VAT → 24.19 € incl. VAT each.
  bellId = (await admin.post('/api/catalog/accessories', { name: 'Gift bell', category: 'other', priceCents: 1_999 })).body.accessory.id;
  const delivery = await admin.post('/api/stock/accessories/movements', {
    accessoryId: bellId,
    locationId: store,
    delta: 100,
    reason: 'delivery',
    note: null,
  });
  if (delivery.status !== 200 && delivery.status !== 201) throw new Error(`delivery: ${delivery.status} ${delivery.raw}`);
});

const bell = (quantity = 1) => ({ kind: 'accessory', accessoryId: bellId, quantity });
const card = (amountCents: number) => ({ kind: 'gift_card', amountCents });
const sale = (lines: unknown[], over: Record<string, unknown> = {}) => ({
  customer: { anonymous: true },
  paymentMethod: 'card',
  lines,
  ...over,
});
const cardCount = async () => Number(((await t.db.execute(sql`select count(*)::int as n from gift_cards`)).rows[0] as { n: number }).n);
const ticketCount = async () => (await t.db.select().from(checkoutTickets)).length;
let seq = 0;
async function promo(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/promo-codes', { code: `GIFTTILL${++seq}`, kind: 'percent', value: 10, ...over });
  if (res.status !== 201) throw new Error(`promo: ${res.status} ${res.raw}`);
  return res.body as { id: number; code: string };
}

describe('the demo', () => {
  it('has a ticket (before any other sale of this file) that sold a gift card, shown on the gift cards list', async () => {
    const cards = (await admin.get('/api/gift-cards?perPage=100')).body.data as { soldOnTicket: { id: number; number: string } | null }[];
    const sold = cards.find((c) => c.soldOnTicket);
    expect(sold).toBeTruthy();
    const ticket = (await sales.get(`/api/checkout/tickets/${sold!.soldOnTicket!.id}`)).body;
    expect(ticket.giftCardsSoldCents).toBe(5_000);
    expect(ticket.lines.map((l: { kind: string }) => l.kind)).toEqual(['accessory', 'gift_card']);
    expect(ticket.toPayCents).toBe(ticket.totals.inclVatCents + 5_000);
  });
});

describe('a gift card sold at the till', () => {
  it('is issued with the paid ticket: outside the VAT totals, paid with the rest, its code printed on the receipt', async () => {
    const res = await sales.post('/api/checkout/tickets', sale([bell(), card(5_000)], { customer: { userId: paula.user.id } }));
    expect(res.status, res.raw).toBe(201);
    const ticket = res.body;
    // The VAT base and breakdown are the bell's only; the card is paid on top.
    expect(ticket.totals).toEqual({
      grossCents: 1_999,
      discountCents: 0,
      exclVatCents: 1_999,
      vatCents: 420,
      inclVatCents: 2_419,
      vatByRate: [{ rate: 21, baseCents: 1_999, vatCents: 420 }],
    });
    expect(ticket.giftCardsSoldCents).toBe(5_000);
    expect(ticket.toPayCents).toBe(7_419);
    const line = ticket.lines.find((l: { kind: string }) => l.kind === 'gift_card');
    expect(line).toMatchObject({
      kind: 'gift_card',
      quantity: 1,
      unitPriceCents: 5_000,
      vatRate: 0,
      amounts: { exclVatCents: 5_000, vatCents: 0, inclVatCents: 5_000 },
    });
    expect(line.giftCard.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    // One year of validity from the sale day.
    expect(line.giftCard.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(line.giftCard.expiresOn.slice(0, 4))).toBe(Number(ticket.createdAt.slice(0, 4)) + 1);

    const issued = (await admin.get(`/api/gift-cards/${line.giftCard.id}`)).body;
    expect(issued).toMatchObject({
      code: line.giftCard.code,
      initialCents: 5_000,
      balanceCents: 5_000,
      soldVia: 'till',
      soldOnTicket: { id: ticket.id, number: ticket.number },
      status: 'active',
    });
    expect(issued.uses).toHaveLength(1);
    expect(issued.uses[0]).toMatchObject({ amountCents: 5_000, reference: ticket.number });
    const list = (await admin.get(`/api/gift-cards?q=${line.giftCard.code}`)).body.data;
    expect(list[0].soldOnTicket).toEqual({ id: ticket.id, number: ticket.number });

    for (const [locale, words] of [
      ['en', ['Gift card', 'outside VAT scope', 'Gift cards sold']],
      ['fr', ['Carte cadeau', 'hors champ TVA', 'Cartes cadeaux vendues']],
      ['nl', ['Cadeaubon', 'buiten btw', 'Verkochte cadeaubonnen']],
    ] as const) {
      const text = pdfText((await sales.get(`/api/checkout/tickets/${ticket.id}/receipt.pdf?locale=${locale}`)).bytes);
      expect(text.split(line.giftCard.code)).toHaveLength(2);
      for (const w of words) expect(text).toContain(w);
      expect(text).toContain('74,19');
    }
    const csv = await sales.get(`/api/checkout/tickets?format=csv&q=${ticket.id}&lang=en`);
    expect(csv.raw).toContain('Gift cards sold (outside VAT)');
    expect(csv.raw).toContain(';50;74,19;');
  });

  it('two clicks on the same sale write one ticket and issue one card', async () => {
    const before = { tickets: await ticketCount(), cards: await cardCount() };
    const body = sale([card(2_500)], { saleKey: randomUUID() });
    const [a, b] = await Promise.all([sales.post('/api/checkout/tickets', body), sales.post('/api/checkout/tickets', body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await ticketCount()).toBe(before.tickets + 1);
    expect(await cardCount()).toBe(before.cards + 1);
  });

  it('a refused payment issues nothing', async () => {
    const before = { tickets: await ticketCount(), cards: await cardCount() };
    const refused = await sales.post('/api/checkout/tickets', sale([bell(), card(2_000)], { promoCode: 'NOSUCHCODE' }));
    expect(refused.status).toBe(422);
    const short = await sales.post('/api/checkout/tickets', sale([bell(1_000), card(2_000)]));
    expect(short.status).toBe(422);
    expect(await ticketCount()).toBe(before.tickets);
    expect(await cardCount()).toBe(before.cards);
  });

  it('refuses what cannot go together, with the reason: a card paying a card, a promo code on a card, amounts out of bounds', async () => {
    const before = await cardCount();
    const paying = (await admin.post('/api/gift-cards', { amountCents: 10_000 })).body;
    const cardForCard = await sales.post(
      '/api/checkout/tickets',
      sale([card(3_000)], { giftCard: { code: paying.code, amountCents: 3_000 } }),
    );
    expect(cardForCard.status).toBe(422);
    expect(cardForCard.body.error.fields).toEqual({ 'giftCard.amountCents': 'not_for_gift_cards' });
    // With a bell on the ticket the card may pay the bell, not more.
    const beyond = await sales.post(
      '/api/checkout/tickets',
      sale([bell(), card(3_000)], { giftCard: { code: paying.code, amountCents: 2_420 } }),
    );
    expect(beyond.body.error.fields).toEqual({ 'giftCard.amountCents': 'not_for_gift_cards' });
    const code = await promo();
    const promoOnCard = await sales.post('/api/checkout/tickets', sale([card(3_000)], { promoCode: code.code }));
    expect(promoOnCard.status).toBe(422);
    expect(promoOnCard.body.error.fields).toEqual({ promoCode: 'not_applicable' });
    expect((await sales.post('/api/checkout/tickets', sale([card(99)]))).status).toBe(422);
    expect((await sales.post('/api/checkout/tickets', sale([card(1_000_001)]))).status).toBe(422);
    expect(await cardCount()).toBe(before + 1);
    expect((await employee.post('/api/checkout/tickets', sale([card(3_000)]))).status).toBe(403);
  });

  it('a promo code discounts the goods only, and the card pays the goods', async () => {
    const code = await promo({ kind: 'percent', value: 10 });
    const paying = (await admin.post('/api/gift-cards', { amountCents: 10_000 })).body;
    const res = await sales.post(
      '/api/checkout/tickets',
      sale([bell(2), card(5_000)], { promoCode: code.code, giftCard: { code: paying.code, amountCents: 1_000 } }),
    );
    expect(res.status, res.raw).toBe(201);
    // Two bells 48,38 €: 10 % = 4,84 € off; the card of 50 € is not discounted.
    expect(res.body.promo).toEqual({ code: code.code, discountCents: 484 });
    expect(res.body.totals.inclVatCents).toBe(4_354);
    expect(res.body.giftCardsSoldCents).toBe(5_000);
    expect(res.body.toPayCents).toBe(4_354 + 5_000 - 1_000);
  });
});

describe('the bill of a ticket that sold a gift card', () => {
  it('bills the goods only, and a ticket that sold only gift cards is not offered to bill', async () => {
    const mixed = await sales.post('/api/checkout/tickets', sale([bell(), card(4_000)], { customer: { userId: paula.user.id } }));
    const cardsOnly = await sales.post('/api/checkout/tickets', sale([card(4_000)], { customer: { userId: paula.user.id } }));
    expect([mixed.status, cardsOnly.status]).toEqual([201, 201]);
    const offered = (await admin.get('/api/bills/sources/checkout-tickets?perPage=100')).body.data as {
      id: number;
      inclVatCents: number;
    }[];
    expect(offered.find((x) => x.id === mixed.body.id)?.inclVatCents).toBe(2_419);
    expect(offered.some((x) => x.id === cardsOnly.body.id)).toBe(false);
    // Its receipt has no VAT to show: the card sold and what was paid.
    const receipt = pdfText((await sales.get(`/api/checkout/tickets/${cardsOnly.body.id}/receipt.pdf?locale=en`)).bytes);
    expect(receipt).toContain('Gift cards sold (outside VAT scope)');
    expect(receipt).toContain('Paid by card');
    expect(receipt).not.toContain('Total excl. VAT');
    expect((await admin.post('/api/bills/from-sources', { kind: 'checkout_ticket', ids: [cardsOnly.body.id] })).status).toBe(422);
    const made = await admin.post('/api/bills/from-sources', { kind: 'checkout_ticket', ids: [mixed.body.id] });
    expect(made.status, made.raw).toBe(201);
    const bill = (await admin.get(`/api/bills/${made.body.billIds[0]}`)).body;
    expect(bill.lines.map((l: { description: string }) => l.description)).toEqual(['Gift bell']);
    expect(bill.totals).toMatchObject({ exclVatCents: 1_999, vatCents: 420, inclVatCents: 2_419 });
  });
});

describe('the preview before paying', () => {
  it('shows the promo discount, the gift card used, the cards sold and what is left to pay; nothing is written', async () => {
    const code = await promo({ kind: 'amount', value: 419, maxUses: 1 });
    const paying = (await admin.post('/api/gift-cards', { amountCents: 3_000 })).body;
    const before = { tickets: await ticketCount(), cards: await cardCount() };
    const res = await sales.post('/api/checkout/tickets/preview', {
      lines: [bell(), card(2_000)],
      discountPercent: 0,
      promoCode: code.code,
      giftCard: { code: paying.code, amountCents: 1_000 },
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({
      totals: expect.objectContaining({ inclVatCents: 2_000, vatByRate: [expect.objectContaining({ rate: 21 })] }),
      giftCardsSoldCents: 2_000,
      promo: { code: code.code, discountCents: 419 },
      giftCard: { amountCents: 1_000, balanceAfterCents: 2_000 },
      toPayCents: 3_000,
      refusals: {},
    });
    expect(await ticketCount()).toBe(before.tickets);
    expect(await cardCount()).toBe(before.cards);
    expect((await admin.get(`/api/promo-codes/${code.id}`)).body.usesCount).toBe(0);
    expect((await admin.get(`/api/gift-cards/${paying.id}`)).body.balanceCents).toBe(3_000);
  });

  it('gives the reasons of a refused code and leaves it out of the total', async () => {
    const res = await sales.post('/api/checkout/tickets/preview', {
      lines: [bell(), card(2_000)],
      discountPercent: 0,
      promoCode: 'NOSUCHCODE',
      giftCard: { code: 'ABCD-EFGH-JKLM-NPQR', amountCents: 500 },
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.refusals).toEqual({ promoCode: 'invalid', 'giftCard.code': 'invalid' });
    expect(res.body.promo).toBeNull();
    expect(res.body.giftCard).toBeNull();
    expect(res.body.toPayCents).toBe(2_419 + 2_000);
    const cardForCard = await sales.post('/api/checkout/tickets/preview', {
      lines: [card(2_000)],
      discountPercent: 0,
      giftCard: { code: 'ABCD-EFGH-JKLM-NPQR', amountCents: 500 },
    });
    expect(cardForCard.body.refusals).toEqual({ 'giftCard.amountCents': 'not_for_gift_cards' });
    expect((await employee.post('/api/checkout/tickets/preview', { lines: [card(2_000)], discountPercent: 0 })).status).toBe(403);
  });
});
