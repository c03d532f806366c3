import { GIFT_CARD_CODE_PATTERN } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { giftCards } from './gift-cards.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');

async function sell(amountCents: number, over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/gift-cards', { amountCents, ...over });
  if (res.status !== 201) throw new Error(`sell: ${res.status} ${res.raw}`);
  return res.body;
}

describe('selling gift cards', () => {
  it('draws a unique, readable code of 80 random bits for each card', async () => {
    const cards = await Promise.all(Array.from({ length: 30 }, () => sell(2_500)));
    const codes = cards.map((c) => c.code);
    for (const code of codes) expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(new Set(codes).size).toBe(30);
    // No two codes share their first two groups: they are not a counter.
    expect(new Set(codes.map((c) => c.slice(0, 9))).size).toBe(30);
    expect(cards[0]).toMatchObject({
      initialCents: 2_500,
      balanceCents: 2_500,
      status: 'active',
      soldVia: 'till',
      uses: [expect.objectContaining({ amountCents: 2_500, reference: 'sale' })],
    });
    const [audit] = await auditOf(t.db, 'gift_card', cards[0].id);
    expect(audit).toMatchObject({ action: 'gift_card.created', actorId: admin.user.id });
    expect(JSON.stringify(audit)).not.toContain(cards[0].code);
  });

  it('refuses bad amounts and past expiry dates, and is for admins only', async () => {
    for (const [body, field] of [
      [{ amountCents: 0 }, 'amountCents'],
      [{ amountCents: 12.5 }, 'amountCents'],
      [{ amountCents: 5_000, expiresOn: '2020-01-01' }, 'expiresOn'],
      [{ amountCents: 5_000, soldVia: 'mail' }, 'soldVia'],
    ] as const) {
      const res = await admin.post('/api/gift-cards', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    expect((await employee.post('/api/gift-cards', { amountCents: 5_000 })).status).toBe(403);
    expect((await employee.get('/api/gift-cards')).status).toBe(403);
    expect((await t.client().post('/api/gift-cards', { amountCents: 5_000 })).status).toBe(401);
    expect((await admin.get('/api/gift-cards/999999')).status).toBe(404);
  });

  it('lists and filters cards, and downloads them', async () => {
    const card = await sell(4_000, { buyerName: 'Mme Lambotte' });
    const list = await admin.get('/api/gift-cards?q=Lambotte');
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([card.id]);
    expect((await admin.get('/api/gift-cards?status=used')).body.data.every((c: { status: string }) => c.status === 'used')).toBe(true);
    const csv = await admin.get('/api/gift-cards?format=csv&q=Lambotte');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain(card.code);
  });
});

/** An issued bill of `inclVatCents` (0 % VAT) for the demo's Acme company: its id and printed number. */
async function issuedBill(inclVatCents: number): Promise<{ id: number; number: string }> {
  const companies = (await admin.get('/api/companies?perPage=1')).body.data as { id: number }[];
  const draft = await admin.post('/api/bills', {
    companyId: companies[0]!.id,
    lines: [{ description: 'Révision', quantity: 1, unitPriceCents: inclVatCents, vatRate: 0 }],
  });
  const issued = await admin.post(`/api/bills/${draft.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return { id: draft.body.id, number: issued.body.number };
}

describe('paying a bill with a gift card', () => {
  it('takes part of the balance, pays the named bill, keeps each use, and refuses more than either has left', async () => {
    const card = await sell(5_000);
    const bill = await issuedBill(4_500);
    const typed = card.code.toLowerCase().replace(/-/g, ' ');
    const first = await admin.post('/api/gift-cards/redeem', { code: typed, amountCents: 2_000, billNumber: ` ${bill.number} ` });
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toEqual({
      code: card.code,
      amountCents: 2_000,
      balanceCents: 3_000,
      bill: { id: bill.id, number: bill.number, status: 'partly_paid', leftToPayCents: 2_500 },
    });
    // The bill's own page shows the card's payment, the code printed as on a receipt.
    const payments = (await admin.get(`/api/bills/${bill.id}/payments`)).body;
    expect(payments.payments).toEqual([
      expect.objectContaining({ amountCents: 2_000, source: 'gift_card', reference: `****-****-****-${card.code.slice(-4)}` }),
    ]);
    const beyondBill = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 2_501, billNumber: bill.number });
    expect([beyondBill.status, beyondBill.body.error.fields]).toEqual([422, { amountCents: 'more_than_left_to_pay' }]);
    const second = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 2_500, billNumber: bill.number });
    expect(second.body).toMatchObject({ balanceCents: 500, bill: { status: 'paid', leftToPayCents: 0 } });
    const paid = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 100, billNumber: bill.number });
    expect([paid.status, paid.body.error.fields]).toEqual([422, { billNumber: 'bill_not_open' }]);
    const other = await issuedBill(10_000);
    const tooMuch = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 501, billNumber: other.number });
    expect([tooMuch.status, tooMuch.body.error.fields]).toEqual([422, { amountCents: 'insufficient_balance' }]);
    // Refused uses changed nothing: the card holds 5 €, the other bill is untouched.
    expect((await admin.get(`/api/bills/${other.id}/payments`)).body.payments).toEqual([]);
    const detail = await admin.get(`/api/gift-cards/${card.id}`);
    expect(detail.body.balanceCents).toBe(500);
    expect(
      detail.body.uses.map((u: { amountCents: number; balanceAfterCents: number; reference: string }) => [
        u.amountCents,
        u.balanceAfterCents,
        u.reference,
      ]),
    ).toEqual([
      [5_000, 5_000, 'sale'],
      [-2_000, 3_000, bill.number],
      [-2_500, 500, bill.number],
    ]);
    expect(detail.body.uses[1].by).toMatchObject({ id: admin.user.id });
    const [audit] = (await auditOf(t.db, 'bill', bill.id)).filter((a) => a.action === 'bill.payment_recorded');
    expect(audit).toMatchObject({ actorId: admin.user.id });
  });

  it('refuses an unknown bill, a draft and a credit note before touching the card', async () => {
    const card = await sell(3_000);
    for (const billNumber of ['2026-99999', 'F-12', '2019-00001']) {
      const res = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 100, billNumber });
      expect([res.status, res.body.error.fields], billNumber).toEqual([422, { billNumber: 'unknown_bill' }]);
    }
    const bill = await issuedBill(1_000);
    const credit = await admin.post(`/api/bills/${bill.id}/credit-note`, {});
    expect(credit.status, credit.raw).toBe(201);
    const creditNumber = (await admin.get(`/api/bills/${credit.body.id}`)).body.number as string;
    for (const billNumber of [bill.number, creditNumber]) {
      const res = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 100, billNumber });
      expect([res.status, res.body.error.fields], billNumber).toEqual([422, { billNumber: 'bill_not_open' }]);
    }
    const missing = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 100 });
    expect([missing.status, Object.keys(missing.body.error.fields)]).toEqual([422, ['billNumber']]);
    expect((await admin.get(`/api/gift-cards/${card.id}`)).body.balanceCents).toBe(3_000);
  });

  it('never goes below zero when 20 tills redeem the same card at once', async () => {
    const card = await sell(10_000);
    const bill = await issuedBill(20_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 700, billNumber: bill.number }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(14);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error.fields.amountCents === 'insufficient_balance')).toBe(true);
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balanceCents).toBe(200);
    expect((await admin.get(`/api/gift-cards/${card.id}`)).body.uses).toHaveLength(15);
    expect((await admin.get(`/api/bills/${bill.id}/payments`)).body.payments).toHaveLength(14);
  });

  it('refuses an expired card, and answers only "invalid" for a code that does not exist', async () => {
    const card = await sell(3_000);
    const bill = await issuedBill(5_000);
    await t.db.update(giftCards).set({ expiresOn: '2024-12-31' }).where(eq(giftCards.id, card.id));
    const redeem = (code: string, client = admin) =>
      client.post('/api/gift-cards/redeem', { code, amountCents: 100, billNumber: bill.number });
    const expired = await redeem(card.code);
    expect([expired.status, expired.body.error.fields]).toEqual([422, { code: 'expired' }]);
    const unknown = await redeem('ABCD-EFGH-JKLM-NPQR');
    const malformed = await redeem('not a code');
    expect([unknown.status, unknown.body.error.fields]).toEqual([422, { code: 'invalid' }]);
    expect({ ...malformed.body.error, requestId: null }).toEqual({ ...unknown.body.error, requestId: null });
    expect((await redeem(card.code, employee)).status).toBe(403);
  });

  it('lets anyone with the code read its balance, and stops a client guessing after 10 wrong codes', async () => {
    const card = await sell(6_000);
    const visitor = t.client({ ip: '203.0.113.7' });
    const balance = await visitor.post('/api/gift-cards/balance', { code: card.code });
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ balanceCents: 6_000, expiresOn: null, status: 'active' });
    for (let i = 0; i < 10; i++)
      expect((await visitor.post('/api/gift-cards/balance', { code: `ZZZZ-ZZZZ-ZZZZ-ZZ${'ABCDEFGHJK'[i]}A` })).status).toBe(422);
    const blocked = await visitor.post('/api/gift-cards/balance', { code: card.code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_attempts');
    // Another client is not held back.
    expect((await t.client({ ip: '203.0.113.8' }).post('/api/gift-cards/balance', { code: card.code })).status).toBe(200);
  });
});

describe('voiding a gift card (decision 119)', () => {
  const sales = t.signedIn('sales');

  it('takes what remains to 0 with a movement naming the void, keeps who, when and why, and audits it masked', async () => {
    const card = await sell(4_000, { note: 'Lost by the customer' });
    const bill = await issuedBill(1_500);
    const paid = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 1_500, billNumber: bill.number });
    expect(paid.status, paid.raw).toBe(200);
    const res = await admin.post(`/api/gift-cards/${card.id}/void`, { reason: 'replaced', note: '  New card given  ' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({
      status: 'void',
      balanceCents: 0,
      voided: { reason: 'replaced', note: 'New card given', by: { id: admin.user.id } },
    });
    expect(
      res.body.uses.map((u: { amountCents: number; balanceAfterCents: number; reference: string }) => [
        u.amountCents,
        u.balanceAfterCents,
        u.reference,
      ]),
    ).toEqual([
      [4_000, 4_000, 'sale'],
      [-1_500, 2_500, bill.number],
      [-2_500, 0, 'void'],
    ]);
    const [audit] = await auditOf(t.db, 'gift_card', card.id);
    expect(audit).toMatchObject({
      action: 'gift_card.voided',
      actorId: admin.user.id,
      before: { balanceCents: 2_500, status: 'active' },
      after: { balanceCents: 0, status: 'void', voidReason: 'replaced', voidNote: 'New card given' },
    });
    expect(JSON.stringify(audit)).not.toContain(card.code);
    // The list filter finds it under void only.
    const voided = (await admin.get('/api/gift-cards?status=void')).body.data.map((c: { id: number }) => c.id);
    const used = (await admin.get('/api/gift-cards?status=used&perPage=100')).body.data.map((c: { id: number }) => c.id);
    expect([voided.includes(card.id), used.includes(card.id)]).toEqual([true, false]);
  });

  it('is refused at every use afterwards: the gift cards screen, the till, the web shop; the balance check says void', async () => {
    const card = await sell(3_000);
    expect((await admin.post(`/api/gift-cards/${card.id}/void`, { reason: 'made_by_mistake' })).status).toBe(200);
    const bill = await issuedBill(1_000);
    const redeemed = await admin.post('/api/gift-cards/redeem', { code: card.code, amountCents: 100, billNumber: bill.number });
    expect([redeemed.status, redeemed.body.error.fields]).toEqual([422, { code: 'voided' }]);
    const bell = (await admin.post('/api/catalog/accessories', { name: 'Void bell', category: 'other', priceCents: 1_000 })).body.accessory;
    const store = sales.user.currentStockLocation ?? 1;
    await admin.post('/api/stock/accessories/movements', {
      accessoryId: bell.id,
      locationId: store,
      delta: 2,
      reason: 'delivery',
      note: null,
    });
    const till = await sales.post('/api/checkout/tickets', {
      customer: { anonymous: true },
      paymentMethod: 'cash',
      lines: [{ kind: 'accessory', accessoryId: bell.id, quantity: 1 }],
      giftCard: { code: card.code, amountCents: 100 },
    });
    expect(till.status, till.raw).toBe(422);
    expect(till.body.error.fields).toEqual({ 'giftCard.code': 'voided' });
    const quote = await t.client().post('/api/shop/quote', {
      lines: [{ kind: 'gift_card', amountCents: 2_000 }],
      delivery: { method: 'store_pickup', storeId: 1 },
      giftCardCode: card.code,
    });
    expect(quote.status, quote.raw).toBe(422);
    expect(quote.body.error.fields).toMatchObject({ giftCardCode: 'voided' });
    const balance = await t.client({ ip: '203.0.113.19' }).post('/api/gift-cards/balance', { code: card.code });
    expect(balance.body).toEqual({ balanceCents: 0, expiresOn: null, status: 'void' });
  });

  it('refuses a card voided already or with nothing left (409), other roles (403) and unknown cards (404)', async () => {
    const card = await sell(2_000);
    expect((await admin.post(`/api/gift-cards/${card.id}/void`, { reason: 'other', note: 'Sold by mistake' })).status).toBe(200);
    const again = await admin.post(`/api/gift-cards/${card.id}/void`, { reason: 'other' });
    expect([again.status, again.body.error.code]).toEqual([409, 'already_voided']);

    const empty = await sell(1_000);
    const bill = await issuedBill(1_000);
    expect((await admin.post('/api/gift-cards/redeem', { code: empty.code, amountCents: 1_000, billNumber: bill.number })).status).toBe(
      200,
    );
    const nothing = await admin.post(`/api/gift-cards/${empty.id}/void`, { reason: 'replaced' });
    expect([nothing.status, nothing.body.error.code]).toEqual([409, 'nothing_left']);

    const live = await sell(1_000);
    const bad = await admin.post(`/api/gift-cards/${live.id}/void`, { reason: 'lost' });
    expect([bad.status, Object.keys(bad.body.error.fields)]).toEqual([422, ['reason']]);
    for (const who of [sales, employee])
      expect((await who.post(`/api/gift-cards/${live.id}/void`, { reason: 'replaced' })).status).toBe(403);
    expect((await t.client().post(`/api/gift-cards/${live.id}/void`, { reason: 'replaced' })).status).toBe(401);
    expect((await admin.post('/api/gift-cards/999999/void', { reason: 'replaced' })).status).toBe(404);
    expect((await admin.get(`/api/gift-cards/${live.id}`)).body).toMatchObject({ status: 'active', balanceCents: 1_000, voided: null });
  });
});
