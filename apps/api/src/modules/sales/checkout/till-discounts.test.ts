import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@veloport/domain';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { checkoutTickets } from './checkout.table';

/** Promo codes and gift cards at the till, and delivery zones (issue 14, decision 059). */
const t = useDemoApp();
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let model: { id: number };
let bellId: number;
let store: number;

beforeAll(async () => {
  store = admin.user.currentStockLocation ?? 1;
  model = await createModel(admin, { brand: 'Promobrand', model: 'Discount One', priceCents: 100_000, vatRate: 21 });
  // 19.99 € excl. VAT → 24.19 € incl. VAT each.
  bellId = (await admin.post('/api/catalog/accessories', { name: 'Promo bell', category: 'other', priceCents: 1_999 })).body.accessory.id;
  const delivery = await admin.post('/api/stock/accessories/movements', {
    accessoryId: bellId,
    locationId: store,
    delta: 100,
    reason: 'delivery',
    note: null,
  });
  if (delivery.status !== 200 && delivery.status !== 201) throw new Error(`delivery: ${delivery.status} ${delivery.raw}`);
});

let seq = 0;
async function promo(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/promo-codes', { code: `TILL${++seq}`, kind: 'percent', value: 10, ...over });
  if (res.status !== 201) throw new Error(`promo: ${res.status} ${res.raw}`);
  return res.body as { id: number; code: string };
}
async function giftCard(amountCents: number, over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/gift-cards', { amountCents, ...over });
  if (res.status !== 201) throw new Error(`gift card: ${res.status} ${res.raw}`);
  return res.body as { id: number; code: string };
}
const bells = (quantity = 1) => ({
  customer: { anonymous: true },
  paymentMethod: 'card',
  lines: [{ kind: 'accessory', accessoryId: bellId, quantity }],
});
const ticketCount = async () => (await t.db.select().from(checkoutTickets)).length;
const bellsInStore = async () => {
  const rows = await t.db.execute(
    sql`select quantity from accessory_stock where accessory_id = ${bellId} and stock_location_id = ${store}`,
  );
  return Number((rows.rows[0] as { quantity?: number } | undefined)?.quantity ?? 0);
};

describe('a promo code at the till', () => {
  it('is refused with the reason the cashier can tell the customer, and nothing is sold', async () => {
    const before = { tickets: await ticketCount(), bells: await bellsInStore() };
    const refusal = async (promoCode: string, over: Record<string, unknown> = {}) => {
      const res = await sales.post('/api/checkout/tickets', { ...bells(), ...over, promoCode });
      expect(res.status, res.raw).toBe(422);
      return res.body.error.fields.promoCode;
    };
    expect(await refusal('NOSUCHCODE')).toBe('invalid');
    expect(await refusal((await promo({ startsOn: '2025-01-01', endsOn: '2025-01-31' })).code)).toBe('expired');
    expect(await refusal((await promo({ startsOn: '2099-01-01' })).code)).toBe('not_started');
    expect(await refusal((await promo({ active: false })).code)).toBe('inactive');
    expect(await refusal((await promo({ minimumOrderCents: 5_000 })).code)).toBe('below_minimum');
    expect(await refusal((await promo({ appliesTo: ['bike'] })).code)).toBe('not_applicable');
    const once = await promo({ maxUses: 1 });
    expect((await sales.post('/api/checkout/tickets', { ...bells(), promoCode: once.code.toLowerCase() })).status).toBe(201);
    expect(await refusal(once.code)).toBe('used_up');
    expect(await ticketCount()).toBe(before.tickets + 1);
    expect(await bellsInStore()).toBe(before.bells - 1);
  });

  it('counts the per-customer limit when the ticket names the customer', async () => {
    const code = (await promo({ perCustomerLimit: 1 })).code;
    const forPaula = { ...bells(), customer: { userId: paula.user.id }, promoCode: code };
    expect((await sales.post('/api/checkout/tickets', forPaula)).status).toBe(201);
    const again = await sales.post('/api/checkout/tickets', forPaula);
    expect(again.status).toBe(422);
    expect(again.body.error.fields).toEqual({ promoCode: 'customer_limit' });
    // Another customer (here a walk-in) still may.
    expect((await sales.post('/api/checkout/tickets', { ...bells(), promoCode: code })).status).toBe(201);
  });

  it('discounts only the lines it is for, VAT included, with the VAT taken off at the line rate, and prints it on the receipt', async () => {
    const code = await promo({ code: 'BELLS20', kind: 'percent', value: 20, appliesTo: ['accessory'] });
    const bikeId = (await createBike(admin, model.id, { locationId: store, size: 'L' })).id;
    const res = await sales.post('/api/checkout/tickets', {
      customer: { anonymous: true },
      paymentMethod: 'cash',
      promoCode: 'bells20',
      lines: [
        { kind: 'bike', bikeId },
        { kind: 'accessory', accessoryId: bellId, quantity: 2 },
      ],
    });
    expect(res.status, res.raw).toBe(201);
    // Two bells: 3 998 excl. → 4 838 incl.; 20 % = 967.6 → 968 off, VAT included: 168 of VAT, 800 of base.
    expect(res.body.promo).toEqual({ code: 'BELLS20', discountCents: 968 });
    const [bike, bell] = res.body.lines;
    expect(bike.amounts).toEqual({ grossCents: 100_000, discountCents: 0, exclVatCents: 100_000, vatCents: 21_000, inclVatCents: 121_000 });
    expect(bell.amounts).toEqual({ grossCents: 3_998, discountCents: 800, exclVatCents: 3_198, vatCents: 672, inclVatCents: 3_870 });
    expect(res.body.totals).toEqual({
      grossCents: 103_998,
      discountCents: 800,
      exclVatCents: 103_198,
      vatCents: 21_672,
      inclVatCents: 124_870,
      vatByRate: [{ rate: 21, baseCents: 103_198, vatCents: 21_672 }],
    });
    expect(res.body.toPayCents).toBe(124_870);
    expect((await admin.get(`/api/promo-codes/${code.id}`)).body.usesCount).toBe(1);
    const history = (await admin.get(`/api/promo-codes/${code.id}/history`)).body.data;
    expect(history.map((h: { action: string }) => h.action)).toContain('promo_code.used');

    const pdf = await sales.get(`/api/checkout/tickets/${res.body.id}/receipt.pdf?locale=en`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    // Everything VAT included (issue 25, point 17): the bells at their price, the code's discount once, the total.
    expect(text).toContain('48,38 €');
    expect(text).not.toContain('38,70 €');
    expect(text).toContain(`Subtotal incl. VAT ${formatPrice(125_838)}`);
    expect(text).toContain('Promo code BELLS20 - 9,68 €');
    expect(text).toContain(`Total incl. VAT ${formatPrice(124_870)}`);
    expect(text).toContain(`of which VAT 21 % (${formatPrice(103_198)}) ${formatPrice(21_672)}`);
    const fr = pdfText((await sales.get(`/api/checkout/tickets/${res.body.id}/receipt.pdf?locale=fr`)).bytes);
    expect(fr).toContain('Code promo BELLS20');
    const csv = await sales.get(`/api/checkout/tickets?format=csv&q=${res.body.id}&lang=en`);
    expect(csv.raw).toContain('Promo code');
    expect(csv.raw).toContain('BELLS20');
  });

  it('is billed as the ticket was paid: the bill carries the code as a negative line and the same total', async () => {
    const code = await promo({ kind: 'percent', value: 20, appliesTo: ['accessory'] });
    const sold = await sales.post('/api/checkout/tickets', { ...bells(2), customer: { userId: paula.user.id }, promoCode: code.code });
    expect(sold.status, sold.raw).toBe(201);
    expect(sold.body.totals.inclVatCents).toBe(3_870);
    const made = await admin.post('/api/bills/from-sources', { kind: 'checkout_ticket', ids: [sold.body.id] });
    expect(made.status, made.raw).toBe(201);
    const bill = (await admin.get(`/api/bills/${made.body.billIds[0]}`)).body;
    expect(
      bill.lines.map((l: { description: string; quantity: number; unitPriceCents: number }) => [
        l.description,
        l.quantity,
        l.unitPriceCents,
      ]),
    ).toEqual([
      ['Promo bell', 2, 1_999],
      [`Promo code ${code.code}`, -1, 800],
    ]);
    expect(bill.totals).toMatchObject({ exclVatCents: 3_198, vatCents: 672, inclVatCents: 3_870 });
  });

  it('is checked for an order on its lines: only the matching ones count', async () => {
    const code = await promo({ kind: 'percent', value: 10, appliesTo: ['accessory'], isPublic: true });
    const lines = [
      { kind: 'bike', inclVatCents: 121_000 },
      { kind: 'accessory', inclVatCents: 5_000 },
    ];
    const ok = await employee.post('/api/promo-codes/check', { code: code.code, totalCents: 126_000, lines });
    expect(ok.body).toEqual({ code: code.code, discountCents: 500, totalAfterCents: 125_500 });
    const bikesOnly = await employee.post('/api/promo-codes/check', { code: code.code, totalCents: 121_000, lines: [lines[0]] });
    expect(bikesOnly.body.error.fields).toEqual({ code: 'not_applicable' });
    // Without its lines an order cannot show it holds accessories.
    expect((await employee.post('/api/promo-codes/check', { code: code.code, totalCents: 126_000 })).body.error.fields).toEqual({
      code: 'not_applicable',
    });
  });

  it('twenty tills ringing up the same one-use code at once: one sale gets it, nineteen are told it is used up', async () => {
    const code = await promo({ kind: 'amount', value: 500, maxUses: 1 });
    const before = { tickets: await ticketCount(), bells: await bellsInStore() };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sales.post('/api/checkout/tickets', { ...bells(), promoCode: code.code })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error.fields.promoCode === 'used_up')).toBe(true);
    expect((await admin.get(`/api/promo-codes/${code.id}`)).body.usesCount).toBe(1);
    expect(await ticketCount()).toBe(before.tickets + 1);
    expect(await bellsInStore()).toBe(before.bells - 1);
  });

  it('is for the shop staff only: an employee cannot ring up a sale', async () => {
    expect((await employee.post('/api/checkout/tickets', { ...bells(), promoCode: 'ANY' })).status).toBe(403);
  });
});

describe('a gift card at the till', () => {
  it('pays part of a ticket: the rest by card, the balance shown, the use referenced by the ticket', async () => {
    const card = await giftCard(5_000);
    const res = await sales.post('/api/checkout/tickets', {
      ...bells(2),
      giftCard: { code: card.code.toLowerCase().replace(/-/g, ' '), amountCents: 2_000 },
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.totals.inclVatCents).toBe(4_838);
    expect(res.body.giftCard).toEqual({ code: `****-****-****-${card.code.slice(-4)}`, amountCents: 2_000, balanceAfterCents: 3_000 });
    expect(res.body.toPayCents).toBe(2_838);
    const after = (await admin.get(`/api/gift-cards/${card.id}`)).body;
    expect(after.balanceCents).toBe(3_000);
    expect(after.uses.at(-1)).toMatchObject({ amountCents: -2_000, balanceAfterCents: 3_000, reference: res.body.number });
    const text = pdfText((await sales.get(`/api/checkout/tickets/${res.body.id}/receipt.pdf?locale=nl`)).bytes);
    expect(text).toContain('Cadeaubon');
    expect(text).toContain('28,38');
    expect(text).not.toContain(card.code);
  });

  it('is refused with its reason and nothing is sold: unknown, more than its balance, more than the ticket, expired', async () => {
    const before = { tickets: await ticketCount(), bells: await bellsInStore() };
    const fields = async (giftCardInput: Record<string, unknown>) => {
      const res = await sales.post('/api/checkout/tickets', { ...bells(), giftCard: giftCardInput });
      expect(res.status, res.raw).toBe(422);
      return res.body.error.fields;
    };
    expect(await fields({ code: 'ABCD-EFGH-JKLM-NPQR', amountCents: 100 })).toEqual({ 'giftCard.code': 'invalid' });
    expect(await fields({ code: 'nonsense', amountCents: 100 })).toEqual({ 'giftCard.code': 'invalid' });
    const small = await giftCard(1_000);
    expect(await fields({ code: small.code, amountCents: 1_500 })).toEqual({ 'giftCard.amountCents': 'insufficient_balance' });
    const big = await giftCard(10_000);
    expect(await fields({ code: big.code, amountCents: 9_000 })).toEqual({ 'giftCard.amountCents': 'more_than_total' });
    await t.db.execute(sql`update gift_cards set expires_on = '2025-01-01' where id = ${big.id}`);
    expect(await fields({ code: big.code, amountCents: 100 })).toEqual({ 'giftCard.code': 'expired' });
    expect(await ticketCount()).toBe(before.tickets);
    expect(await bellsInStore()).toBe(before.bells);
    expect((await admin.get(`/api/gift-cards/${small.id}`)).body.balanceCents).toBe(1_000);
  });

  it('goes with a promo code: the code discounts first, the card pays from what is left', async () => {
    const card = await giftCard(10_000);
    const code = await promo({ kind: 'amount', value: 419 });
    const res = await sales.post('/api/checkout/tickets', {
      ...bells(),
      promoCode: code.code,
      giftCard: { code: card.code, amountCents: 2_000 },
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body).toMatchObject({
      promo: { discountCents: 419 },
      totals: { inclVatCents: 2_000 },
      giftCard: { amountCents: 2_000, balanceAfterCents: 8_000 },
      toPayCents: 0,
    });
  });
});

describe('delivery zones', () => {
  const settings = (homeZones: unknown[]) => ({
    methods: [
      { kind: 'home', priceCents: 795, enabled: true, zones: homeZones },
      { kind: 'pickup', priceCents: 0, enabled: true },
      { kind: 'relay', priceCents: 495, enabled: true },
    ],
    freeDeliveryFromCents: 10_000,
  });

  it('prices a delivery by the zone of the postal code; outside every zone the method is not offered', async () => {
    const saved = await admin.put(
      '/api/delivery-settings',
      settings([
        { name: 'Bruxelles', fromPostalCode: 1000, toPostalCode: 1299, priceCents: 595 },
        { name: 'Liège', fromPostalCode: 4000, toPostalCode: 4999, priceCents: 995 },
      ]),
    );
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.methods[0].zones).toHaveLength(2);
    expect(saved.body.methods[1].zones).toEqual([]);
    const quote = async (postalCode: string, totalCents = 5_000) =>
      (await t.client().get(`/api/delivery-quote?postalCode=${postalCode}&totalCents=${totalCents}`)).body;
    expect((await quote('1050')).methods).toEqual([
      { kind: 'home', priceCents: 595, zone: 'Bruxelles' },
      { kind: 'pickup', priceCents: 0, zone: null },
      { kind: 'relay', priceCents: 495, zone: null },
    ]);
    expect((await quote('4020')).methods[0]).toEqual({ kind: 'home', priceCents: 995, zone: 'Liège' });
    expect((await quote('9000')).methods.map((m: { kind: string }) => m.kind)).toEqual(['pickup', 'relay']);
    expect((await quote('1050', 12_000)).methods[0]).toEqual({ kind: 'home', priceCents: 0, zone: 'Bruxelles' });
  });

  it('refuses overlapping zones and a range backwards; only an admin edits them', async () => {
    const overlap = await admin.put(
      '/api/delivery-settings',
      settings([
        { name: 'A', fromPostalCode: 1000, toPostalCode: 1299, priceCents: 595 },
        { name: 'B', fromPostalCode: 1200, toPostalCode: 1500, priceCents: 695 },
      ]),
    );
    expect(overlap.status).toBe(422);
    expect(overlap.body.error.fields).toEqual({ 'methods.0.zones.1.fromPostalCode': 'zone_overlap' });
    const backwards = await admin.put(
      '/api/delivery-settings',
      settings([{ name: 'A', fromPostalCode: 1299, toPostalCode: 1000, priceCents: 595 }]),
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.fields).toEqual({ 'methods.0.zones.0.toPostalCode': 'end_before_start' });
    expect((await sales.put('/api/delivery-settings', settings([]))).status).toBe(403);
  });
});
