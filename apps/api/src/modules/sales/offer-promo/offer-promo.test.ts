import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';

/** A promo code on a sale offer, counted at signing, carried to the orders and their bills (decision 059). */
const t = useDemoApp();
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const fleetAcme = t.signedIn('fleetAcme');
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let model: { id: number; sizes: string[] };

beforeAll(async () => {
  const first = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0];
  model = (await admin.get(`/api/catalog/bikes/${first.id}`)).body.model;
});

let seq = 0;
async function promo(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/promo-codes', { code: `OFFER${++seq}`, kind: 'percent', value: 10, ...over });
  if (res.status !== 201) throw new Error(`promo: ${res.status} ${res.raw}`);
  return res.body as { id: number; code: string; usesCount: number };
}
const usesOf = async (id: number) => (await admin.get(`/api/promo-codes/${id}`)).body.usesCount as number;

/** Paula's sale offer: a bike at 2 500,00 € + 21 % (3 025,00 €) and, unless `bikeOnly`, a bell at 10,00 € + 21 %. */
async function paulaOffer(lines: ('bike' | 'accessory')[] = ['bike', 'accessory'], contractType = 'purchase') {
  const res = await sales.post('/api/offers', {
    userId: paula.user.id,
    contractType,
    durationMonths: contractType === 'purchase' ? null : 36,
  });
  if (res.status !== 201) throw new Error(`offer: ${res.status} ${res.raw}`);
  const id = res.body.id as number;
  for (const kind of lines) {
    const line =
      kind === 'bike'
        ? { kind: 'bike', modelId: model.id, size: model.sizes[0], quantity: 1, unitPriceCents: 250_000, vatRate: 21, discountPercent: 0 }
        : { kind: 'other_accessory', description: 'Sonnette', quantity: 1, unitPriceCents: 1_000, vatRate: 21 };
    const added = await sales.post(`/api/offers/${id}/lines`, line);
    if (added.status !== 201) throw new Error(`line: ${added.status} ${added.raw}`);
  }
  return id;
}
const refusal = async (offerId: number, code: string) => {
  const res = await sales.post(`/api/offers/${offerId}/promo-code`, { code });
  expect(res.status, res.raw).toBe(422);
  return res.body.error.fields.code as string;
};

describe('a promo code on a sale offer', () => {
  it('is refused with the till’s reasons, and nothing is put on the offer', async () => {
    const offer = await paulaOffer(['accessory']);
    expect(await refusal(offer, 'NOSUCHCODE')).toBe('invalid');
    expect(await refusal(offer, (await promo({ startsOn: '2025-01-01', endsOn: '2025-01-31' })).code)).toBe('expired');
    expect(await refusal(offer, (await promo({ active: false })).code)).toBe('inactive');
    expect(await refusal(offer, (await promo({ appliesTo: ['bike'] })).code)).toBe('not_applicable');
    expect(await refusal(offer, (await promo({ minimumOrderCents: 100_000 })).code)).toBe('below_minimum');
    const usedUp = await promo({ maxUses: 1 });
    expect((await admin.post('/api/promo-codes/redeem', { code: usedUp.code, totalCents: 5_000, reference: 'elsewhere' })).status).toBe(
      200,
    );
    expect(await refusal(offer, usedUp.code)).toBe('used_up');
    expect(await refusal(await paulaOffer(['bike'], 'leasing'), (await promo()).code)).toBe('sale_only');
    expect((await sales.get(`/api/offers/${offer}`)).body.promo).toBeNull();
  });

  it('is for staff only (403), on an offer that exists (404), while in progress (409)', async () => {
    const offer = await paulaOffer(['bike']);
    const code = (await promo()).code;
    for (const who of [employee, fleetAcme, paula]) {
      expect((await who.post(`/api/offers/${offer}/promo-code`, { code })).status).toBe(403);
      expect((await who.delete(`/api/offers/${offer}/promo-code`)).status).toBe(403);
    }
    expect((await sales.post('/api/offers/999999/promo-code', { code })).status).toBe(404);
    expect((await sales.delete(`/api/offers/${offer}/promo-code`)).status).toBe(404);
    expect((await paula.post(`/api/offers/${offer}/sign`, { name: 'Paula Private', consent: true })).status).toBe(200);
    expect((await sales.post(`/api/offers/${offer}/promo-code`, { code })).status).toBe(409);
  });

  it('shows the discount on the offer and its PDF, counts the use once at signing, and the order’s bill takes it off', async () => {
    const offer = await paulaOffer();
    const code = await promo({ appliesTo: ['bike'] });
    const put = await sales.post(`/api/offers/${offer}/promo-code`, { code: code.code.toLowerCase() });
    expect(put.status, put.raw).toBe(200);
    // 10 % of the bike's 3 025,00 € incl. VAT; the bell (12,10 €) is not a bike.
    expect(put.body.promo).toEqual({
      code: code.code,
      discountCents: 30_250,
      totalAfterCents: 303_710 - 30_250,
      refusal: null,
      committed: false,
    });
    expect(await usesOf(code.id)).toBe(0);
    expect((await auditOf(t.db, 'offer', offer)).map((a) => a.action)).toContain('offer.promo_code_set');
    const pdf = pdfText((await paula.get(`/api/offers/${offer}/documents/offer.pdf`)).bytes);
    expect(pdf).toContain(code.code);
    expect(pdf).toContain('302,50');

    const signed = await paula.post(`/api/offers/${offer}/sign`, { name: 'Paula Private', consent: true });
    expect(signed.status, signed.raw).toBe(200);
    expect(signed.body.promo).toMatchObject({ code: code.code, discountCents: 30_250, committed: true });
    expect(await usesOf(code.id)).toBe(1);
    expect((await paula.post(`/api/offers/${offer}/sign`, { name: 'Paula Private', consent: true })).status).toBe(409);
    expect(await usesOf(code.id)).toBe(1);

    const made = await sales.post(`/api/offers/${offer}/orders`);
    expect(made.status, made.raw).toBe(201);
    expect(made.body.data).toHaveLength(1);
    const order = made.body.data[0];
    expect(order.promo).toEqual({ code: code.code, discountCents: 30_250 });
    expect((await sales.post(`/api/offers/${offer}/orders`)).status).toBe(200);
    expect(await usesOf(code.id)).toBe(1);

    const bill = await admin.post('/api/bills/from-sources', { kind: 'order', ids: [order.id] });
    expect(bill.status, bill.raw).toBe(201);
    const billed = (await admin.get(`/api/bills/${bill.body.billIds[0]}`)).body;
    expect(billed.totals.inclVatCents).toBe(order.amountInclVatCents - 30_250);
    expect(billed.lines.map((l: { description: string }) => l.description)).toContain(`Promo code ${code.code}`);
  });

  it('refuses the signature with the reason when the code became invalid meanwhile, and it can be taken off', async () => {
    const offer = await paulaOffer(['bike']);
    const code = await promo();
    expect((await sales.post(`/api/offers/${offer}/promo-code`, { code: code.code })).status).toBe(200);
    const off = await admin.put(`/api/promo-codes/${code.id}`, { code: code.code, kind: 'percent', value: 10, active: false });
    expect(off.status, off.raw).toBe(200);
    expect((await paula.get(`/api/offers/${offer}`)).body.promo).toMatchObject({ refusal: 'inactive', discountCents: 0 });
    const sign = await paula.post(`/api/offers/${offer}/sign`, { name: 'Paula Private', consent: true });
    expect(sign.status, sign.raw).toBe(422);
    expect(sign.body.error.fields.promoCode).toBe('inactive');
    expect((await paula.get(`/api/offers/${offer}`)).body.status).toBe('in_progress');
    const removed = await sales.delete(`/api/offers/${offer}/promo-code`);
    expect(removed.status).toBe(200);
    expect(removed.body.promo).toBeNull();
    expect((await paula.post(`/api/offers/${offer}/sign`, { name: 'Paula Private', consent: true })).status).toBe(200);
    expect(await usesOf(code.id)).toBe(0);
  });

  it('no longer applies once the offer became a lease: shown and refused at signing as sale_only', async () => {
    const offer = await paulaOffer(['bike']);
    expect((await sales.post(`/api/offers/${offer}/promo-code`, { code: (await promo()).code })).status).toBe(200);
    const lease = await sales.put(`/api/offers/${offer}`, {
      companyId: null,
      userId: paula.user.id,
      contractType: 'leasing',
      durationMonths: 36,
      description: null,
    });
    expect(lease.status, lease.raw).toBe(200);
    expect(lease.body.promo).toMatchObject({ refusal: 'sale_only', discountCents: 0 });
    const sign = await paula.post(`/api/offers/${offer}/sign`, { name: 'Paula Private', consent: true });
    expect([sign.status, sign.body.error?.fields]).toEqual([422, { promoCode: 'sale_only' }]);
  });

  it('grants a one-use code to one of two offers signed at once; the other is refused used_up and stays unsigned', async () => {
    const code = await promo({ maxUses: 1, kind: 'amount', value: 5_000 });
    const [a, b] = [await paulaOffer(['bike']), await paulaOffer(['bike'])];
    for (const id of [a, b]) expect((await sales.post(`/api/offers/${id}/promo-code`, { code: code.code })).status).toBe(200);
    const both = await Promise.all([a, b].map((id) => paula.post(`/api/offers/${id}/sign`, { name: 'Paula Private', consent: true })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.status === 422)!.body.error.fields.promoCode).toBe('used_up');
    expect(await usesOf(code.id)).toBe(1);
    const statuses = await Promise.all([a, b].map(async (id) => (await paula.get(`/api/offers/${id}`)).body.status));
    expect(statuses.sort()).toEqual(['in_progress', 'signed']);
  });
});

describe('an order’s delivery price', () => {
  it('comes from the delivery settings and zones, is refused where the method is not offered, and is billed', async () => {
    const saved = await admin.put('/api/delivery-settings', {
      methods: [
        {
          kind: 'home',
          priceCents: 795,
          enabled: true,
          zones: [{ name: 'Liège', fromPostalCode: 4000, toPostalCode: 4999, priceCents: 995 }],
        },
        { kind: 'pickup', priceCents: 0, enabled: true },
        { kind: 'relay', priceCents: 495, enabled: true },
      ],
      freeDeliveryFromCents: null,
    });
    expect(saved.status, saved.raw).toBe(200);
    const offer = await paulaOffer(['bike']);
    expect((await paula.post(`/api/offers/${offer}/sign`, { name: 'Paula Private', consent: true })).status).toBe(200);
    const order = (await sales.post(`/api/offers/${offer}/orders`)).body.data[0];
    expect(order.deliveryPrice).toBeNull();

    const outside = await sales.put(`/api/orders/${order.id}/delivery`, { method: 'home', address: 'Grote Markt 1, 3500 Hasselt' });
    expect(outside.status, outside.raw).toBe(422);
    expect(outside.body.error.fields).toEqual({ method: 'not_offered_here' });
    expect((await sales.get(`/api/orders/${order.id}`)).body.delivery.method).toBeNull();
    const relay = await sales.put(`/api/orders/${order.id}/delivery`, { method: 'relay_point', address: 'Grote Markt 1, 3500 Hasselt' });
    expect(relay.body.deliveryPrice).toEqual({ priceCents: 495, postalCode: '3500', zone: null });
    const pickup = await sales.put(`/api/orders/${order.id}/delivery`, { method: 'store_pickup', pickupLocationId: 1 });
    expect(pickup.body.deliveryPrice).toEqual({ priceCents: 0, postalCode: null, zone: null });
    const home = await sales.put(`/api/orders/${order.id}/delivery`, { method: 'home', address: 'Rue du Vélo 1, 4000 Liège' });
    expect(home.status, home.raw).toBe(200);
    expect(home.body.deliveryPrice).toEqual({ priceCents: 995, postalCode: '4000', zone: 'Liège' });
    expect((await employee.put(`/api/orders/${order.id}/delivery`, { method: 'home', address: 'Rue du Vélo 1, 4000 Liège' })).status).toBe(
      403,
    );

    const bill = await admin.post('/api/bills/from-sources', { kind: 'order', ids: [order.id] });
    expect(bill.status, bill.raw).toBe(201);
    const billed = (await admin.get(`/api/bills/${bill.body.billIds[0]}`)).body;
    expect(billed.totals.inclVatCents).toBe(order.amountInclVatCents + 995);
    expect(billed.lines.map((l: { description: string }) => l.description)).toContain('Delivery · Liège');
  });
});
