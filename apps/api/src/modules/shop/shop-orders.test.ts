import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  clockOf,
  formatDate,
  formatPrice,
  nextBelgianWorkingDay,
  parseStructuredCommunication,
  SHOP_TRANSFER_BUSINESS_DAYS,
  WITHDRAWAL_REFUND_DAYS,
} from '@veloport/domain';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, createBike, createModel } from '../../test/fixtures';
import { shopOrders } from './shop.table';

/** The app's clock runs with the machine's, `ahead` days later: a test moves past the withdrawal period. */
let aheadDays = 0;
const t = useDemoApp({ clock: clockOf(() => new Date(Date.now() + aheadDays * 86_400_000)) });
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');

let model: { id: number };
let bellId: number;
const customer = { email: 'web.buyer@example.test', firstName: 'Anna', lastName: 'Peeters', language: 'nl' as const };
const home = { method: 'home', address: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' } };

beforeAll(async () => {
  // 1 000 € excl. VAT → 1 210 € incl.; two in Liège, one in Brussels.
  model = await createModel(admin, { brand: 'Webshop', model: 'City One', priceCents: 100_000, vatRate: 21, sizes: ['M', 'L'] });
  for (const locationId of [1, 1, 2]) await createBike(admin, model.id, { size: 'M', locationId });
  bellId = (await admin.post('/api/catalog/accessories', { name: 'Web bell', category: 'other', priceCents: 1_000 })).body.accessory.id;
  const delivery = await admin.post('/api/stock/accessories/movements', {
    accessoryId: bellId,
    locationId: 1,
    delta: 50,
    reason: 'delivery',
    note: null,
  });
  if (delivery.status >= 300) throw new Error(`delivery: ${delivery.status} ${delivery.raw}`);
});

const order = (over: Record<string, unknown> = {}) => ({
  lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 1 }],
  delivery: home,
  customer,
  paymentMethod: 'transfer',
  acceptTerms: true,
  ...over,
});

describe('a quote in the web shop', () => {
  it('prices bikes and accessories VAT included, a gift card at 0 %, and delivers free above the threshold', async () => {
    const res = await t.client().post('/api/shop/quote', {
      lines: [
        { kind: 'bike', modelId: model.id, size: 'M' },
        { kind: 'accessory', accessoryId: bellId, quantity: 2 },
        { kind: 'gift_card', amountCents: 5_000 },
      ],
      delivery: home,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.lines.map((l: { totalInclVatCents: number }) => l.totalInclVatCents)).toEqual([121_000, 2_420, 5_000]);
    expect(res.body).toMatchObject({ deliveryCents: 0, discountCents: 0, giftCardCents: 0, totalInclVatCents: 128_420 });
    expect(res.body.vat).toEqual([
      { rate: 0, baseCents: 5_000, vatCents: 0 },
      { rate: 21, baseCents: 102_000, vatCents: 21_420 },
    ]);
  });

  it('prices home delivery from the delivery settings and zones', async () => {
    const res = await t
      .client()
      .post('/api/shop/quote', { lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 1 }], delivery: home });
    const offered = (await t.client().get('/api/delivery-quote?postalCode=1000&totalCents=1210')).body.methods;
    expect(res.body.deliveryCents).toBe(offered.find((m: { kind: string }) => m.kind === 'home').priceCents);
    expect(res.body.totalInclVatCents).toBe(1_210 + res.body.deliveryCents);
    expect(res.body.deliveryDate > t.clock.today()).toBe(true);
  });

  it('gives the day a store pick-up is ready: today where the bike is, a few business days from the other store', async () => {
    const quote = (storeId: number) =>
      t.client().post('/api/shop/quote', {
        lines: [{ kind: 'bike', modelId: model.id, size: 'M' }],
        delivery: { method: 'store_pickup', storeId },
      });
    const today = t.clock.today();
    expect((await quote(1)).body.deliveryDate).toBe(today);
    expect((await quote(2)).body.deliveryDate).toBe(today);
    const twoBikes = await t.client().post('/api/shop/quote', {
      lines: [
        { kind: 'bike', modelId: model.id, size: 'M' },
        { kind: 'bike', modelId: model.id, size: 'M' },
      ],
      delivery: { method: 'store_pickup', storeId: 2 },
    });
    expect(twoBikes.body.deliveryDate).toBe(addBusinessDays(today, SHOP_TRANSFER_BUSINESS_DAYS));
  });

  it('refuses every wrong line, store and code at once, each on its field', async () => {
    const res = await t.client().post('/api/shop/quote', {
      lines: [
        { kind: 'bike', modelId: 999_999, size: 'M' },
        { kind: 'accessory', accessoryId: 999_999, quantity: 1 },
        { kind: 'bike', modelId: model.id, size: 'L' },
        { kind: 'accessory', accessoryId: bellId, quantity: 20 },
      ],
      delivery: { method: 'store_pickup', storeId: 99 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      'lines.0.modelId': 'unknown_model',
      'lines.1.accessoryId': 'unknown_accessory',
      'lines.2.size': 'out_of_stock',
      'delivery.storeId': 'unknown_location',
    });
    const tooMany = await t.client().post('/api/shop/quote', {
      lines: [
        { kind: 'accessory', accessoryId: bellId, quantity: 20 },
        { kind: 'accessory', accessoryId: bellId, quantity: 20 },
        { kind: 'accessory', accessoryId: bellId, quantity: 20 },
      ],
      delivery: home,
    });
    expect(tooMany.body.error.fields).toEqual({ 'lines.2.quantity': 'out_of_stock' });
  });

  it('takes a public promo code, and refuses a hidden, an expired or a wrong one with its reason', async () => {
    const today = t.clock.today();
    const make = async (code: string, over: Record<string, unknown>) =>
      expect((await admin.post('/api/promo-codes', { code, kind: 'percent', value: 10, ...over })).status).toBe(201);
    await make('WEB10', { isPublic: true });
    await make('WEBHIDDEN', { isPublic: false });
    await make('WEBOLD', { isPublic: true, startsOn: addDays(today, -30), endsOn: addDays(today, -1) });
    const quote = (promoCode: string) =>
      t.client().post('/api/shop/quote', { lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 10 }], delivery: home, promoCode });
    const ok = await quote('web10');
    expect(ok.status, ok.raw).toBe(200);
    expect(ok.body).toMatchObject({ discountCents: 1_210, totalInclVatCents: 12_100 - 1_210 + ok.body.deliveryCents });
    expect(ok.body.lines[0]).toMatchObject({ discountCents: 1_210, totalInclVatCents: 10_890 });
    expect((await quote('WEBHIDDEN')).body.error.fields).toEqual({ promoCode: 'invalid' });
    expect((await quote('WEBOLD')).body.error.fields).toEqual({ promoCode: 'expired' });
    expect((await quote('NOPE-NOPE')).body.error.fields).toEqual({ promoCode: 'invalid' });
  });

  it('lets a gift card pay part of the order, and refuses a wrong card', async () => {
    const card = (await admin.post('/api/gift-cards', { amountCents: 1_000 })).body;
    const res = await t.client().post('/api/shop/quote', {
      lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 2 }],
      delivery: { method: 'store_pickup', storeId: 1, storeName: 'Liège' },
      giftCardCode: card.code,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ giftCardCents: 1_000, totalInclVatCents: 2_420 - 1_000 });
    const wrong = await t.client().post('/api/shop/quote', {
      lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 1 }],
      delivery: home,
      giftCardCode: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(wrong.body.error.fields).toEqual({ giftCardCode: 'invalid' });
  });
});

describe('an order in the web shop', () => {
  it('refuses an order whose terms are not accepted', async () => {
    const refused = await t.client().post('/api/shop/orders', order({ acceptTerms: false }));
    expect([refused.status, refused.body.error.fields]).toEqual([422, { acceptTerms: 'terms_not_accepted' }]);
    const missing = await t.client().post('/api/shop/orders', order({ acceptTerms: undefined }));
    expect([missing.status, missing.body.error.fields]).toEqual([422, { acceptTerms: 'required' }]);
  });

  it('is placed by a visitor and paid by transfer: structured communication, EPC QR, a mail in their language with the tracking link', async () => {
    const res = await t.client().post('/api/shop/orders', order());
    expect(res.status, res.raw).toBe(201);
    expect(res.body.number).toMatch(/^W-\d{6}$/);
    expect(res.body.payment).toMatchObject({ method: 'transfer', status: 'pending' });
    expect(parseStructuredCommunication(res.body.payment.structuredCommunication)).not.toBeNull();
    expect(res.body.payment.epcQr.split('\n').slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(res.body.payment.epcQr).toContain(`EUR${(res.body.totals.totalInclVatCents / 100).toFixed(2)}`);
    const mail = t.mailsTo(customer.email).at(-1)!;
    expect(mail.subject).toContain(res.body.number);
    expect(mail.text).toContain('Bedankt voor je bestelling');
    expect(mail.text).toContain(`/nl/shop/orders/${res.body.number}?token=${encodeURIComponent(res.body.trackingToken)}`);
    expect(mail.text).toContain(res.body.payment.structuredCommunication);

    const tracked = await t.client().get(`/api/shop/orders/${res.body.number}?token=${encodeURIComponent(res.body.trackingToken)}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ number: res.body.number, status: 'placed', payment: { status: 'pending' }, canCancel: true });
    expect(tracked.body.totals.totalInclVatCents).toBe(res.body.totals.totalInclVatCents);
  });

  it('is marked paid by the staff when the transfer arrives: its invoice bills the goods and the delivery in the customer’s language', async () => {
    const placed = await t.client().post('/api/shop/orders', order());
    const paid = await admin.post(`/api/shop/orders/${placed.body.number}/mark-paid`);
    expect([paid.status, paid.body.paymentStatus, paid.body.status]).toEqual([200, 'paid', 'paid']);
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, placed.body.id));
    const bill = (await admin.get(`/api/bills/${row!.billId}`)).body;
    expect(bill).toMatchObject({ status: 'paid', customer: { name: 'Anna Peeters', language: 'nl' } });
    expect(bill.totals.inclVatCents).toBe(placed.body.totals.totalInclVatCents);
    expect(bill.lines.map((l: { description: string }) => l.description)).toEqual(['Web bell × 1', 'Levering']);
    expect((await admin.post(`/api/shop/orders/${placed.body.number}/mark-paid`)).body.paymentStatus).toBe('paid');
  });

  it('answers 404 for a wrong token or an unknown number', async () => {
    const res = await t.client().post('/api/shop/orders', order());
    expect((await t.client().get(`/api/shop/orders/${res.body.number}?token=wrong`)).status).toBe(404);
    expect((await t.client().get(`/api/shop/orders/W-999999?token=${res.body.trackingToken}`)).status).toBe(404);
    expect((await t.client().post(`/api/shop/orders/${res.body.number}/cancel?token=wrong`)).status).toBe(404);
  });

  it('is cancelled by its customer before it ships, its bike back in stock; not once shipped', async () => {
    const bike = await createBike(admin, model.id, { size: 'L', locationId: 1 });
    const placed = await t.client().post('/api/shop/orders', order({ lines: [{ kind: 'bike', modelId: model.id, size: 'L' }] }));
    expect(placed.status, placed.raw).toBe(201);
    expect((await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.contractKind).toBe('pending_delivery');
    const again = await t.client().post('/api/shop/orders', order({ lines: [{ kind: 'bike', modelId: model.id, size: 'L' }] }));
    expect([again.status, again.body.error.code, again.body.error.fields]).toEqual([
      409,
      'out_of_stock',
      { 'lines.0.size': 'out_of_stock' },
    ]);
    const token = encodeURIComponent(placed.body.trackingToken);
    const cancelled = await t.client().post(`/api/shop/orders/${placed.body.number}/cancel?token=${token}`);
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', canCancel: false, payment: { status: 'expired' } });
    expect((await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.contractKind).toBe('stock');
    expect(t.mailsTo(customer.email).at(-1)!.subject).toContain('geannuleerd');

    const other = await t.client().post('/api/shop/orders', order({ paymentMethod: 'in_store' }));
    expect((await admin.post(`/api/shop/orders/${other.body.number}/ship`)).status).toBe(200);
    const late = await t
      .client()
      .post(`/api/shop/orders/${other.body.number}/cancel?token=${encodeURIComponent(other.body.trackingToken)}`);
    expect([late.status, late.body.error.code]).toEqual([409, 'not_cancellable']);
  });

  it('gives the promo code’s use and the gift card’s amount back when the order is cancelled', async () => {
    const promo = (await admin.post('/api/promo-codes', { code: 'WEBONCE', kind: 'amount', value: 100, isPublic: true, maxUses: 1 })).body;
    const card = (await admin.post('/api/gift-cards', { amountCents: 500 })).body;
    const placed = await t
      .client()
      .post('/api/shop/orders', order({ promoCode: 'WEBONCE', giftCardCode: card.code, paymentMethod: 'in_store' }));
    expect(placed.status, placed.raw).toBe(201);
    expect((await admin.get(`/api/gift-cards/${card.id}`)).body.balanceCents).toBe(0);
    const usedUp = await t
      .client()
      .post('/api/shop/quote', { lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 1 }], delivery: home, promoCode: 'WEBONCE' });
    expect(usedUp.body.error.fields).toEqual({ promoCode: 'used_up' });
    const cancelled = await t
      .client()
      .post(`/api/shop/orders/${placed.body.number}/cancel?token=${encodeURIComponent(placed.body.trackingToken)}`);
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect((await admin.get(`/api/gift-cards/${card.id}`)).body.balanceCents).toBe(500);
    expect((await admin.get(`/api/promo-codes/${promo.id}`)).body.usesCount).toBe(0);
  });

  it('takes a withdrawal within 14 days of delivery, and refuses it after', async () => {
    const place = async () => {
      const placed = await t.client().post('/api/shop/orders', order({ paymentMethod: 'in_store' }));
      for (const step of ['ship', 'deliver']) expect((await admin.post(`/api/shop/orders/${placed.body.number}/${step}`)).status).toBe(200);
      return { number: placed.body.number as string, token: encodeURIComponent(placed.body.trackingToken) };
    };
    const early = await place();
    const tracked = await t.client().get(`/api/shop/orders/${early.number}?token=${early.token}`);
    expect(tracked.body.withdrawalUntil).toBe(nextBelgianWorkingDay(addDays(t.clock.today(), 14)));
    const withdrawn = await t.client().post(`/api/shop/orders/${early.number}/withdrawal?token=${early.token}`, { reason: 'Too small' });
    expect([withdrawn.status, withdrawn.body.status]).toEqual([200, 'withdrawn']);

    const late = await place();
    aheadDays = 20; // past any deadline: 14 days, moved at most three days off a weekend and a public holiday
    try {
      const refused = await t.client().post(`/api/shop/orders/${late.number}/withdrawal?token=${late.token}`, {});
      expect([refused.status, refused.body.error.code]).toEqual([409, 'withdrawal_period_over']);
    } finally {
      aheadDays = 0;
    }
  });

  it('lists the orders for the shop staff with their delivery information, and to nobody else', async () => {
    const placed = await t
      .client()
      .post(
        '/api/shop/orders',
        order({ notes: 'Back door', billingAddress: { street: 'Kerkstraat 2', postalCode: '9000', city: 'Gent', country: 'be' } }),
      );
    const list = await admin.get('/api/shop/orders?status=placed');
    expect(list.status).toBe(200);
    const row = list.body.data.find((o: { number: string }) => o.number === placed.body.number);
    expect(row).toMatchObject({
      status: 'placed',
      customer: { name: 'Anna Peeters', email: customer.email },
      delivery: { method: 'home', address: home.address, billingAddress: { city: 'Gent', country: 'BE' }, notes: 'Back door' },
      payment: { method: 'transfer', status: 'pending' },
    });
    // The demo has one order in each status.
    const all = (await admin.get('/api/shop/orders?perPage=100')).body.data.map((o: { status: string }) => o.status);
    expect(new Set(all)).toEqual(new Set(['placed', 'paid', 'shipped', 'delivered', 'cancelled', 'withdrawn']));
    expect((await t.client().get('/api/shop/orders')).status).toBe(401);
    expect((await employee.get('/api/shop/orders')).status).toBe(403);

    // Found by its number, and downloaded with the same filters in the reader's language.
    const found = await admin.get(`/api/shop/orders?q=${placed.body.number}`);
    expect(found.body.data.map((o: { number: string }) => o.number)).toEqual([placed.body.number]);
    const csv = await admin.get(`/api/shop/orders?q=${placed.body.number}&format=csv&lang=fr`);
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Adresse de facturation');
    expect(csv.raw).toContain('Kerkstraat 2, 9000 Gent, BE');
    expect(csv.raw).toContain('Virement bancaire');
    expect((await employee.get(`/api/shop/orders/${placed.body.number}/details`)).status).toBe(403);
  });

  it('is ready in the shop for a pick-up: the staff read it whole, the customer is told by mail, and the staff may call it off before', async () => {
    const buyer = { ...customer, email: 'pickup.buyer@example.test', language: 'fr' as const };
    const pickup = { method: 'store_pickup', storeId: 1 };
    const placed = await t.client().post('/api/shop/orders', order({ customer: buyer, delivery: pickup, paymentMethod: 'in_store' }));
    expect(placed.status, placed.raw).toBe(201);
    const details = await admin.get(`/api/shop/orders/${placed.body.number}/details`);
    expect(details.status, details.raw).toBe(200);
    expect(details.body).toMatchObject({
      number: placed.body.number,
      status: 'placed',
      delivery: { method: 'store_pickup', storeId: 1, storeName: 'Liège' },
      lines: [{ kind: 'accessory', quantity: 1, totalInclVatCents: 1_210 }],
      totals: { totalInclVatCents: 1_210 },
      billId: null,
    });
    expect((await admin.post(`/api/shop/orders/${placed.body.number}/ship`)).body.status).toBe('shipped');
    const ready = t.mailsTo(buyer.email).at(-1)!;
    expect(ready.subject).toBe(`Veloport\u00a0: votre commande ${placed.body.number} vous attend au magasin`);
    expect(ready.text).toContain('Vous payez au comptoir');
    expect((await admin.get('/api/shop/orders/W-999999/details')).status).toBe(404);

    // A transfer that never came: the staff call the order off and its accessory goes back on the shelf.
    const unpaid = await t.client().post('/api/shop/orders', order({ customer: buyer }));
    const stockOf = async (): Promise<number> =>
      (await admin.get(`/api/stock/accessories?perPage=100`)).body.data.find(
        (a: { accessory: { id: number } }) => a.accessory.id === bellId,
      ).total;
    const before = await stockOf();
    const called = await admin.post(`/api/shop/orders/${unpaid.body.number}/staff-cancel`);
    expect([called.status, called.body.status, called.body.paymentStatus]).toEqual([200, 'cancelled', 'expired']);
    expect(await stockOf()).toBe(before + 1);
    expect(t.mailsTo(buyer.email).at(-1)!.subject).toContain('annulée');
    const late = await admin.post(`/api/shop/orders/${placed.body.number}/staff-cancel`);
    expect([late.status, late.body.error.code]).toEqual([409, 'not_cancellable']);
  });

  it('is followed, and cancelled, from the customer space of the account with its e-mail; another account reads 404', async () => {
    const mine = await t.client().post('/api/shop/orders', order({ customer: { ...customer, email: 'Employee@Acme.test' } }));
    expect(mine.status, mine.raw).toBe(201);
    const listed = await employee.get('/api/shop/my-orders');
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ number: mine.body.number, status: 'placed', canCancel: true });
    expect((await admin.get('/api/shop/my-orders')).body.data.map((o: { number: string }) => o.number)).not.toContain(mine.body.number);
    expect((await admin.get(`/api/shop/my-orders/${mine.body.number}`)).status).toBe(404);
    expect((await admin.post(`/api/shop/my-orders/${mine.body.number}/cancel`)).status).toBe(404);
    expect((await t.client().get('/api/shop/my-orders')).status).toBe(401);

    const cancelled = await employee.post(`/api/shop/my-orders/${mine.body.number}/cancel`);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    expect(t.mailsTo('employee@acme.test').at(-1)!.text).toContain(`/nl/dashboard/my-shop-orders/${mine.body.number}`);
  });

  it('counts wrong promo codes against the visitor: the eleventh try in 15 minutes is 429', async () => {
    const visitor = t.client();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await visitor.post('/api/shop/quote', {
          lines: [{ kind: 'accessory', accessoryId: bellId, quantity: 1 }],
          delivery: home,
          promoCode: `GUESS${i}`,
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe('used bikes, bikes on their way and refunds (decision 105)', () => {
  const liege = { method: 'store_pickup', storeId: 1 };
  let usedBikeId: number;
  let usedBikeStockId: number;
  const usedLine = () => ({ kind: 'used_bike', usedBikeId });
  const bikeState = async (id: number): Promise<string> => (await admin.get(`/api/stock/bikes/${id}`)).body.bike.contractKind;
  const offered = async () => ({
    page: (await t.client().get(`/api/public/used-bikes/${usedBikeId}`)).status,
    listed: (await t.client().get('/api/public/used-bikes?perPage=100')).body.data.some((u: { id: number }) => u.id === usedBikeId),
  });

  beforeAll(async () => {
    const used = await createModel(admin, { brand: 'Webshop', model: 'Second Life', priceCents: 80_000, vatRate: 21, sizes: ['M'] });
    usedBikeStockId = (await createBike(admin, used.id, { size: 'M', locationId: 1 })).id;
    // 1 000,01 € VAT included: beside the bell (12,10 €), VAT per line and VAT per rate differ by a cent.
    const listing = await admin.post('/api/used-bikes', {
      bikeId: usedBikeStockId,
      title: 'Second Life city bike',
      brand: 'Webshop',
      model: 'Second Life',
      size: 'M',
      condition: 'good',
      priceCents: 100_001,
      published: true,
      locationId: 1,
    });
    expect(listing.status, listing.raw).toBe(201);
    usedBikeId = listing.body.usedBike.id;
  });

  it('sells a used bike once: of two orders at once one gets it, the other is told it is gone; it leaves the public site until cancelled', async () => {
    const quote = await t.client().post('/api/shop/quote', { lines: [usedLine()], delivery: liege });
    expect(quote.status, quote.raw).toBe(200);
    expect(quote.body.lines[0]).toMatchObject({ kind: 'used_bike', usedBikeId, quantity: 1, unitInclVatCents: 100_001, vatRate: 21 });
    expect(quote.body.vat).toEqual([{ rate: 21, baseCents: 82_645, vatCents: 17_356 }]);
    const twice = await t.client().post('/api/shop/quote', { lines: [usedLine(), usedLine()], delivery: liege });
    expect(twice.body.error.fields).toEqual({ 'lines.1.usedBikeId': 'out_of_stock' });
    const unknown = await t.client().post('/api/shop/quote', { lines: [{ kind: 'used_bike', usedBikeId: 999_999 }], delivery: liege });
    expect([unknown.status, unknown.body.error.fields]).toEqual([422, { 'lines.0.usedBikeId': 'unknown_item' }]);

    const answers = await Promise.all(
      [1, 2].map(() => t.client().post('/api/shop/orders', order({ lines: [usedLine()], delivery: liege, paymentMethod: 'in_store' }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const [won, lost] = answers[0]!.status === 201 ? answers : [answers[1]!, answers[0]!];
    expect(lost!.body.error.code).toBe('out_of_stock');
    expect(await bikeState(usedBikeStockId)).toBe('pending_delivery');
    expect(await offered()).toEqual({ page: 404, listed: false });
    const gone = await t.client().post('/api/shop/quote', { lines: [usedLine()], delivery: liege });
    expect([gone.status, gone.body.error.fields]).toEqual([422, { 'lines.0.usedBikeId': 'out_of_stock' }]);
    const token = encodeURIComponent(won!.body.trackingToken);
    const tracked = await t.client().get(`/api/shop/orders/${won!.body.number}?token=${token}`);
    expect(tracked.body.lines).toMatchObject([{ kind: 'used_bike', usedBikeId, label: 'Second Life city bike (M)', availableOn: null }]);

    expect((await t.client().post(`/api/shop/orders/${won!.body.number}/cancel?token=${token}`)).status).toBe(200);
    expect(await bikeState(usedBikeStockId)).toBe('stock');
    expect(await offered()).toEqual({ page: 200, listed: true });
  });

  it('sells a bike soon available: the quote says the supplier’s day, the order sets that bike aside (off the public badge), and gives it back on cancellation', async () => {
    const coming = await createModel(admin, { brand: 'Webshop', model: 'Coming Soon', priceCents: 50_000, vatRate: 21, sizes: ['M'] });
    // What a visitor reads of the model: its state on the catalogue's list, and in Liège on its page (decision 111).
    const publicState = async () => [
      (await t.client().get('/api/public/catalog/bikes?brand=Webshop&perPage=100')).body.data.find(
        (b: { id: number }) => b.id === coming.id,
      )?.stockState,
      (await t.client().get(`/api/public/catalog/bikes/${coming.slug}`)).body.bike.stock.find(
        (s: { locationId: number }) => s.locationId === 1,
      )?.state,
    ];
    const today = t.clock.today();
    const onItsWay = await createBike(admin, coming.id, {
      size: 'M',
      locationId: 1,
      contractKind: 'pending_delivery',
      expectedDate: addDays(today, 3),
    });
    // Beyond the 7 days of "soon available": not sold.
    await createBike(admin, coming.id, { size: 'M', locationId: 1, contractKind: 'pending_delivery', expectedDate: addDays(today, 10) });
    const line = { kind: 'bike', modelId: coming.id, size: 'M' };
    expect(await publicState()).toEqual(['soon_available', 'soon_available']);
    const quote = await t.client().post('/api/shop/quote', { lines: [line], delivery: liege });
    expect(quote.status, quote.raw).toBe(200);
    expect([quote.body.lines[0].availableOn, quote.body.deliveryDate]).toEqual([addDays(today, 3), addDays(today, 3)]);
    const two = await t.client().post('/api/shop/quote', { lines: [line, line], delivery: liege });
    expect(two.body.error.fields).toEqual({ 'lines.1.size': 'out_of_stock' });

    const placed = await t.client().post('/api/shop/orders', order({ lines: [line], delivery: liege, paymentMethod: 'in_store' }));
    expect(placed.status, placed.raw).toBe(201);
    const token = encodeURIComponent(placed.body.trackingToken);
    const tracked = await t.client().get(`/api/shop/orders/${placed.body.number}?token=${token}`);
    expect([tracked.body.lines[0].availableOn, tracked.body.delivery.expectedOn]).toEqual([addDays(today, 3), addDays(today, 3)]);
    const again = await t.client().post('/api/shop/orders', order({ lines: [line], delivery: liege, paymentMethod: 'in_store' }));
    expect([again.status, again.body.error.code]).toEqual([409, 'out_of_stock']);
    // The only bike coming within 7 days is this customer's: nobody else is told it is soon available.
    expect(await publicState()).toEqual(['not_in_stock', 'not_in_stock']);
    // It arrives: staff cannot put it in stock (where the till or a sales order would take it) while the order holds it.
    const arrived = { companyId: null, userId: null, contractKind: 'stock', contractMonths: null };
    const refused = await admin.post(`/api/stock/bikes/${onItsWay.id}/assign`, arrived);
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'bike_held_by_web_order']);
    expect(await bikeState(onItsWay.id)).toBe('pending_delivery');

    // Cancelled: the bike is still on its way (never in stock), and offered again.
    expect((await t.client().post(`/api/shop/orders/${placed.body.number}/cancel?token=${token}`)).status).toBe(200);
    expect(await bikeState(onItsWay.id)).toBe('pending_delivery');
    expect(await publicState()).toEqual(['soon_available', 'soon_available']);
    expect((await t.client().post('/api/shop/quote', { lines: [line], delivery: liege })).status).toBe(200);
    expect((await admin.post(`/api/stock/bikes/${onItsWay.id}/assign`, arrived)).status).toBe(200);
    expect(await bikeState(onItsWay.id)).toBe('stock');
  });

  it('sets aside two bikes on their way of one model in one basket, and shows each with its own day in the store, to the customer and the staff', async () => {
    const pair = await createModel(admin, { brand: 'Webshop', model: 'Coming Pair', priceCents: 40_000, vatRate: 21, sizes: ['M'] });
    const today = t.clock.today();
    for (const days of [5, 2])
      await createBike(admin, pair.id, { size: 'M', locationId: 1, contractKind: 'pending_delivery', expectedDate: addDays(today, days) });
    const line = { kind: 'bike', modelId: pair.id, size: 'M' };
    const placed = await t.client().post('/api/shop/orders', order({ lines: [line, line], delivery: liege, paymentMethod: 'in_store' }));
    expect(placed.status, placed.raw).toBe(201);
    const days = [addDays(today, 2), addDays(today, 5)];
    const tracked = (await t.client().get(`/api/shop/orders/${placed.body.number}?token=${encodeURIComponent(placed.body.trackingToken)}`))
      .body;
    expect([tracked.lines.map((l: { availableOn: string }) => l.availableOn).sort(), tracked.delivery.expectedOn]).toEqual([days, days[1]]);
    const details = (await admin.get(`/api/shop/orders/${placed.body.number}/details`)).body;
    expect(details.lines.map((l: { availableOn: string }) => l.availableOn).sort()).toEqual(days);
    expect((await admin.post(`/api/shop/orders/${placed.body.number}/staff-cancel`)).status).toBe(200);
  });

  it('refunds a withdrawn paid order through billing once: its bill equals the order to the cent, credit note, refund, goods back', async () => {
    const lines = [usedLine(), { kind: 'accessory', accessoryId: bellId, quantity: 1 }];
    const placed = await t.client().post('/api/shop/orders', order({ lines, delivery: liege }));
    expect(placed.status, placed.raw).toBe(201);
    const number = placed.body.number as string;
    expect(placed.body.totals.totalInclVatCents).toBe(101_211);
    const early = await admin.post(`/api/shop/orders/${number}/refund`, { method: 'cash' });
    expect([early.status, early.body.error.code]).toEqual([409, 'invalid_transition']);
    for (const step of ['mark-paid', 'ship', 'deliver']) expect((await admin.post(`/api/shop/orders/${number}/${step}`)).status).toBe(200);
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, placed.body.id));
    const bill = (await admin.get(`/api/bills/${row!.billId}`)).body;
    // Billing's VAT per rate makes 1 012,10 €; the rounding line brings the bill to what the customer paid.
    expect([bill.status, bill.totals.inclVatCents]).toEqual(['paid', 101_211]);
    expect(bill.lines.at(-1)).toMatchObject({ description: 'Afronding', unitPriceCents: 1, vatRate: 0 });

    const token = encodeURIComponent(placed.body.trackingToken);
    expect((await t.client().post(`/api/shop/orders/${number}/withdrawal?token=${token}`, {})).status).toBe(200);
    const badIban = await admin.post(`/api/shop/orders/${number}/refund`, { method: 'transfer', iban: 'BE00' });
    expect([badIban.status, badIban.body.error.fields]).toEqual([422, { iban: 'iban_invalid' }]);
    expect((await employee.post(`/api/shop/orders/${number}/refund`, { method: 'cash' })).status).toBe(403);
    const refunded = await admin.post(`/api/shop/orders/${number}/refund`, { method: 'transfer', iban: 'BE68 5390 0754 7034' });
    expect([refunded.status, refunded.body.status, refunded.body.paymentStatus], refunded.raw).toEqual([200, 'withdrawn', 'refunded']);

    const details = (await admin.get(`/api/shop/orders/${number}/details`)).body;
    expect(details.refundedAt).not.toBeNull();
    expect(details.refundedBy).toEqual(expect.any(String));
    const note = (await admin.get(`/api/bills/${details.creditNoteId}`)).body;
    expect([note.kind, note.totals.inclVatCents, note.creditOf.id]).toEqual(['credit_note', -101_211, row!.billId]);
    const money = (await admin.get(`/api/refunds?billId=${row!.billId}`)).body.data;
    expect(money).toMatchObject([{ amountCents: 101_211, method: 'transfer', iban: 'BE68539007547034', status: 'pending' }]);
    // The goods are back: the used bike in stock and on the public site again.
    expect(await bikeState(usedBikeStockId)).toBe('stock');
    expect(await offered()).toEqual({ page: 200, listed: true });

    const twice = await admin.post(`/api/shop/orders/${number}/refund`, { method: 'cash' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'already_refunded']);
  });
});

describe('a refund of a withdrawn order paid partly with a gift card (decision 111)', () => {
  const pickup = { method: 'store_pickup', storeId: 1 };
  const cardOf = async (id: number) => (await admin.get(`/api/gift-cards/${id}`)).body;
  const refundsOf = async (orderId: number) => {
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
    const data = (await admin.get(`/api/refunds?billId=${row!.billId}`)).body.data as { amountCents: number; method: string }[];
    return data.map((r) => [r.method, r.amountCents]).sort();
  };
  const withdrawn = async (over: Record<string, unknown>) => {
    const placed = await t.client().post('/api/shop/orders', order({ delivery: pickup, ...over }));
    expect(placed.status, placed.raw).toBe(201);
    const number = placed.body.number as string;
    for (const step of ['mark-paid', 'ship', 'deliver']) expect((await admin.post(`/api/shop/orders/${number}/${step}`)).status).toBe(200);
    const token = encodeURIComponent(placed.body.trackingToken);
    expect((await t.client().post(`/api/shop/orders/${number}/withdrawal?token=${token}`, {})).status).toBe(200);
    return { id: placed.body.id as number, number, totalCents: placed.body.totals.totalInclVatCents as number };
  };
  const transfer = { method: 'transfer', iban: 'BE68 5390 0754 7034' };

  it('puts the card’s part back on the card (its history and audit), transfers only the rest, and tells the customer in French', async () => {
    const card = (await admin.post('/api/gift-cards', { amountCents: 500 })).body;
    const buyer = { ...customer, email: 'refund.fr@example.test', language: 'fr' as const };
    const placed = await withdrawn({ customer: buyer, giftCardCode: card.code });
    // The bell costs 12,10 €, the card pays 5 €: the customer transferred 7,10 €.
    expect(placed.totalCents).toBe(710);
    expect((await cardOf(card.id)).balanceCents).toBe(0);

    const refunded = await admin.post(`/api/shop/orders/${placed.number}/refund`, transfer);
    expect([refunded.status, refunded.body.paymentStatus], refunded.raw).toEqual([200, 'refunded']);
    const back = await cardOf(card.id);
    expect(back.balanceCents).toBe(500);
    const moves = back.uses.filter((u: { reference: string }) => u.reference === placed.number);
    expect(moves.map((u: { amountCents: number }) => u.amountCents).sort()).toEqual([-500, 500]);
    const audit = (await auditOf(t.db, 'gift_card', card.id)).filter((a) => a.action === 'gift_card.given_back');
    expect(audit).toMatchObject([{ actorId: admin.user.id, after: { amountCents: 500, balanceCents: 500, reference: placed.number } }]);
    // The card's part is recorded as given back (not paid out by the bank or the provider); the transfer is what was paid.
    expect(await refundsOf(placed.id)).toEqual([
      ['gift_card', 500],
      ['transfer', 710],
    ]);

    const mail = t.mailsTo(buyer.email).at(-1)!;
    expect(mail.subject).toBe(`Veloport\u00a0: remboursement de votre commande ${placed.number}`);
    const today = t.clock.today();
    expect(mail.text).toContain(`Nous vous remboursons ${formatPrice(1_210)} pour votre commande ${placed.number}.`);
    expect(mail.text).toContain(`- 1 × Web bell\u00a0: ${formatPrice(1_210)}`);
    expect(mail.text).toContain(`- ${formatPrice(500)} remis sur votre carte cadeau le ${formatDate(today)}`);
    const latest = formatDate(addDays(today, WITHDRAWAL_REFUND_DAYS));
    expect(mail.text).toContain(`- ${formatPrice(710)} par virement sur le compte BE68 5390 0754 7034, envoyé au plus tard le ${latest}.`);
  });

  it('gives the card back only what it paid of the goods when the order also bought a gift card, which stays sold', async () => {
    const card = (await admin.post('/api/gift-cards', { amountCents: 3_000 })).body;
    // A 20 € gift card and the 12,10 € bell: the card pays 30 €, the customer transfers 2,10 €.
    const lines = [
      { kind: 'gift_card', amountCents: 2_000 },
      { kind: 'accessory', accessoryId: bellId, quantity: 1 },
    ];
    const placed = await withdrawn({ lines, customer: { ...customer, email: 'refund.bought@example.test' }, giftCardCode: card.code });
    expect(placed.totalCents).toBe(210);
    expect((await admin.post(`/api/shop/orders/${placed.number}/refund`, transfer)).status).toBe(200);
    // The bell's 12,10 € go back on the card; the 20 € card it bought stays the customer's, so nothing more is owed.
    expect((await cardOf(card.id)).balanceCents).toBe(1_210);
    expect(await refundsOf(placed.id)).toEqual([['gift_card', 1_210]]);
  });
});
