import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, formatDate, formatPrice, SHOP_UNPAID_HOLD_MINUTES } from '@veloport/domain';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, createBike, createModel } from '../../test/fixtures';
import { createTestPaymentProvider, stripeSignature } from '../../test/payments';
import { SHOP_RELEASE_JOB } from './shop-orders.service';
import { shopOrders } from './shop.table';

const SECRET = 'whsec_test_shop';
const provider = createTestPaymentProvider(SECRET);
/** The app's clock runs with the machine's, `aheadMinutes` later: a test lets an online order's hold run out. */
let aheadMinutes = 0;
const now = () => new Date(Date.now() + aheadMinutes * 60_000);
const t = useDemoApp({
  config: { onlinePayments: { stripe: undefined, provider } },
  clock: clockOf(now),
});
const admin = t.signedIn('admin');

let model: { id: number };
const customer = { email: 'online.buyer@example.test', firstName: 'Jan', lastName: 'Claes', language: 'fr' as const };
const pickup = { method: 'store_pickup', storeId: 1 };
const order = (over: Record<string, unknown> = {}) => ({
  lines: [{ kind: 'bike', modelId: model.id, size: 'M' }],
  delivery: pickup,
  customer,
  paymentMethod: 'online',
  acceptTerms: true,
  ...over,
});

beforeAll(async () => {
  model = await createModel(admin, { brand: 'Webshop', model: 'Online One', priceCents: 100_000, vatRate: 21, sizes: ['M', 'L', 'S'] });
});

let eventSeq = 0;
const paidEvent = (sessionId: string, amountCents: number, id = `evt_shop_${++eventSeq}`) =>
  JSON.stringify({
    id,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: amountCents, currency: 'eur' } },
  });
const webhook = (body: string, signature: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
  });
const seconds = () => Math.floor(now().getTime() / 1000);

describe('the last unit', () => {
  it('is sold once when 25 visitors order it at the same instant: one 201, the others 409 out_of_stock', async () => {
    const bike = await createBike(admin, model.id, { size: 'S', locationId: 2 });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.client().post('/api/shop/orders', order({ lines: [{ kind: 'bike', modelId: model.id, size: 'S' }], paymentMethod: 'in_store' })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error.code))).toEqual(new Set(['out_of_stock']));
    expect((await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.contractKind).toBe('pending_delivery');
  });
});

describe('paying online', () => {
  it('sends the visitor to the checkout page, and the signed webhook marks the order paid and billed, once', async () => {
    await createBike(admin, model.id, { size: 'M', locationId: 1 });
    const placed = await t.client().post('/api/shop/orders', order());
    expect(placed.status, placed.raw).toBe(201);
    expect(placed.body.payment).toMatchObject({ method: 'online', status: 'pending' });
    expect(placed.body.payment.redirectUrl).toMatch(/^https:\/\/pay\.test\/checkout\//);
    const asked = provider.checkouts.at(-1)!;
    expect(asked).toMatchObject({ amountCents: 121_000, customerEmail: customer.email, locale: 'fr' });
    expect(asked.successUrl).toContain(`/fr/shop/orders/${placed.body.number}?token=`);
    const sessionId = `cs_test_${provider.checkouts.length}_${asked.reference}`;
    const track = () => t.client().get(`/api/shop/orders/${placed.body.number}?token=${encodeURIComponent(placed.body.trackingToken)}`);

    const body = paidEvent(sessionId, 121_000);
    const bad = await webhook(body, stripeSignature(body, 'whsec_someone_else', seconds()));
    expect([bad.statusCode, JSON.parse(bad.body).error.code]).toEqual([400, 'signature_invalid']);
    expect((await track()).body.payment.status).toBe('pending');
    // The provider pays an online order: staff cannot say it was paid at the till (decision 121).
    const atTill = await admin.post(`/api/shop/orders/${placed.body.number}/mark-paid`, { method: 'cash' });
    expect([atTill.status, atTill.body.error.fields]).toEqual([422, { method: 'not_allowed' }]);

    const first = await webhook(body, stripeSignature(body, SECRET, seconds()));
    expect([first.statusCode, JSON.parse(first.body)]).toEqual([200, { received: true, handled: true }]);
    expect((await track()).body).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    // The same event again (a replay), and a second event for the same session: nothing more happens.
    const replay = await webhook(body, stripeSignature(body, SECRET, seconds()));
    expect(JSON.parse(replay.body)).toEqual({ received: true, handled: false });
    const twice = paidEvent(sessionId, 121_000);
    expect((await webhook(twice, stripeSignature(twice, SECRET, seconds()))).statusCode).toBe(200);
    // Paying issued the invoice through billing, paid by the online payment.
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, placed.body.id));
    const bill = (await admin.get(`/api/bills/${row!.billId}`)).body;
    expect(bill).toMatchObject({ status: 'paid', customer: { name: 'Jan Claes' }, paidCents: 121_000 });
    expect(bill.totals.inclVatCents).toBe(121_000);
    expect((await admin.get(`/api/shop/orders/${placed.body.number}/details`)).body.paidBy).toBe('online');
  });

  it('issues a gift card bought online only once the order is paid, and takes a card that pays the whole order', async () => {
    const buyer = { ...customer, email: 'gift.buyer@example.test', lastName: 'Giftbuyer' };
    const placed = await t
      .client()
      .post('/api/shop/orders', order({ lines: [{ kind: 'gift_card', amountCents: 2_500 }], customer: buyer }));
    expect(placed.status, placed.raw).toBe(201);
    expect(placed.body.totals.totalInclVatCents).toBe(2_500);
    const online = async () =>
      (await admin.get('/api/gift-cards?perPage=100')).body.data.filter(
        (c: { buyerName: string | null }) => c.buyerName === 'Jan Giftbuyer',
      );
    expect(await online()).toHaveLength(0);
    const asked = provider.checkouts.at(-1)!;
    const body = paidEvent(`cs_test_${provider.checkouts.length}_${asked.reference}`, 2_500);
    expect(JSON.parse((await webhook(body, stripeSignature(body, SECRET, seconds()))).body).handled).toBe(true);
    const cards = await online();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ initialCents: 2_500, balanceCents: 2_500, soldVia: 'online' });

    // That card pays a whole accessory order: nothing left to pay, the order is paid at once.
    const { code } = cards[0] as { code: string };
    const bell = (await admin.post('/api/catalog/accessories', { name: 'Gift-paid bell', category: 'other', priceCents: 1_000 })).body
      .accessory.id;
    await admin.post('/api/stock/accessories/movements', { accessoryId: bell, locationId: 1, delta: 5, reason: 'delivery', note: null });
    const paidByCard = await t
      .client()
      .post(
        '/api/shop/orders',
        order({ lines: [{ kind: 'accessory', accessoryId: bell, quantity: 1 }], giftCardCode: code, paymentMethod: 'transfer' }),
      );
    expect(paidByCard.status, paidByCard.raw).toBe(201);
    expect(paidByCard.body).toMatchObject({ totals: { totalInclVatCents: 0 }, payment: { status: 'paid' } });
    expect((await admin.get(`/api/gift-cards/${cards[0].id}`)).body.balanceCents).toBe(2_500 - 1_210);
  });

  it('gives the stock of an order left unpaid back after the hold, by the app’s clock', async () => {
    const bike = await createBike(admin, model.id, { size: 'L', locationId: 1 });
    const placed = await t.client().post('/api/shop/orders', order({ lines: [{ kind: 'bike', modelId: model.id, size: 'L' }] }));
    expect(placed.status, placed.raw).toBe(201);
    const run = async () => {
      await t.app.jobs.enqueue(t.db, SHOP_RELEASE_JOB, {});
      await t.drainJobs();
    };
    await run();
    expect((await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.contractKind).toBe('pending_delivery');
    aheadMinutes = SHOP_UNPAID_HOLD_MINUTES + 1;
    try {
      await run();
    } finally {
      aheadMinutes = 0;
    }
    expect((await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.contractKind).toBe('stock');
    const tracked = await t.client().get(`/api/shop/orders/${placed.body.number}?token=${encodeURIComponent(placed.body.trackingToken)}`);
    expect(tracked.body).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
  });
});

describe('a refund of an online order paid partly with a gift card (decisions 111, 112)', () => {
  const cardOf = async (id: number) => (await admin.get(`/api/gift-cards/${id}`)).body;
  const givenBackAudit = async (cardId: number) =>
    (await auditOf(t.db, 'gift_card', cardId)).filter((a) => a.action === 'gift_card.given_back');
  const refundsOf = async (orderId: number) => {
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
    const data = (await admin.get(`/api/refunds?billId=${row!.billId}`)).body.data as {
      amountCents: number;
      method: string;
      providerRefundId: string | null;
    }[];
    return data.map((r) => [r.method, r.amountCents, r.providerRefundId]).sort();
  };
  /** An online order of a bike paid 30 € by gift card and the rest through the provider's checkout (its webhook). */
  async function paidOnline(email: string, language: 'fr' | 'nl') {
    await createBike(admin, model.id, { size: 'S', locationId: 1 });
    const card = (await admin.post('/api/gift-cards', { amountCents: 30_000 })).body;
    const buyer = { ...customer, email, language };
    const placed = await t
      .client()
      .post(
        '/api/shop/orders',
        order({ lines: [{ kind: 'bike', modelId: model.id, size: 'S' }], customer: buyer, giftCardCode: card.code }),
      );
    expect(placed.status, placed.raw).toBe(201);
    const asked = provider.checkouts.at(-1)!;
    expect(asked.amountCents).toBe(121_000 - 30_000);
    const sessionId = `cs_test_${provider.checkouts.length}_${asked.reference}`;
    const body = paidEvent(sessionId, 91_000);
    expect(JSON.parse((await webhook(body, stripeSignature(body, SECRET, seconds()))).body).handled).toBe(true);
    return { card, buyer, sessionId, id: placed.body.id as number, number: placed.body.number as string };
  }

  it('gives the card back at the cancellation and the rest back on the card or Bancontact through the provider, once, and says so in Dutch', async () => {
    const { card, buyer, sessionId, id, number } = await paidOnline('refund.nl@example.test', 'nl');
    const asks = provider.refunds.length;

    expect((await admin.post(`/api/shop/orders/${number}/staff-cancel`)).status).toBe(200);
    expect((await cardOf(card.id)).balanceCents).toBe(30_000);
    const refunded = await admin.post(`/api/shop/orders/${number}/refund`, { method: 'cash' });
    expect([refunded.status, refunded.body.status, refunded.body.paymentStatus], refunded.raw).toEqual([200, 'cancelled', 'refunded']);
    // Given back once (at the cancellation), never twice; the provider asked for the money part only, once.
    expect((await cardOf(card.id)).balanceCents).toBe(30_000);
    expect(await givenBackAudit(card.id)).toHaveLength(1);
    expect(provider.refunds.slice(asks)).toEqual([{ sessionId, amountCents: 91_000, idempotencyKey: `shop-refund-${number}-91000` }]);
    const providerRefundId = `test:re_test_${provider.refunds.length}`;
    expect(await refundsOf(id)).toEqual([
      ['gift_card', 30_000, null],
      ['online', 91_000, providerRefundId],
    ]);
    // The same refund twice: refused, and the provider is not asked again.
    expect((await admin.post(`/api/shop/orders/${number}/refund`, { method: 'cash' })).body.error.code).toBe('already_refunded');
    expect(provider.refunds).toHaveLength(asks + 1);

    const mail = t.mailsTo(buyer.email).at(-1)!;
    expect(mail.subject).toBe(`Veloport: terugbetaling van je bestelling ${number}`);
    const today = formatDate(t.clock.today());
    expect(mail.text).toContain(`We betalen je ${formatPrice(121_000)} terug voor je bestelling ${number}.`);
    expect(mail.text).toContain(`- ${formatPrice(30_000)} op ${today} teruggezet op je cadeaubon`);
    expect(mail.text).toContain(
      `- ${formatPrice(91_000)} terug op de kaart of Bancontact waarmee je betaalde, online terugbetaald op ${today}`,
    );
    expect(mail.text).not.toContain('contant');
  });

  it('changes nothing when the provider says no: 502 provider_refund_failed, the attempt audited, and a later try refunds once', async () => {
    const { id, number } = await paidOnline('refund.fails@example.test', 'fr');
    expect((await admin.post(`/api/shop/orders/${number}/staff-cancel`)).status).toBe(200);
    const mails = t.mailsTo('refund.fails@example.test').length;
    provider.refusing = 'card_declined';
    let refused;
    try {
      refused = await admin.post(`/api/shop/orders/${number}/refund`, { method: 'transfer', iban: 'BE68539007547034' });
    } finally {
      provider.refusing = null;
    }
    expect([refused.status, refused.body.error.code]).toEqual([502, 'provider_refund_failed']);
    const detail = (await admin.get(`/api/shop/orders/${number}/details`)).body;
    expect(detail.paymentStatus ?? detail.payment?.status).toBe('paid');
    expect(await refundsOf(id)).toEqual([]);
    expect(t.mailsTo('refund.fails@example.test')).toHaveLength(mails);
    const audit = await auditOf(t.db, 'shop_order', id);
    expect(audit.map((a) => a.action)).toContain('shop_order.refund_failed');
    expect(audit.find((a) => a.action === 'shop_order.refund_failed')!.actorId).not.toBeNull();

    const asks = provider.refunds.length;
    expect((await admin.post(`/api/shop/orders/${number}/refund`, { method: 'transfer', iban: 'BE68539007547034' })).status).toBe(200);
    expect(provider.refunds.slice(asks).map((r) => [r.amountCents, r.idempotencyKey])).toEqual([[91_000, `shop-refund-${number}-91000`]]);
    expect((await refundsOf(id)).map(([method, cents]) => [method, cents])).toEqual([
      ['gift_card', 30_000],
      ['online', 91_000],
    ]);
  });
});
