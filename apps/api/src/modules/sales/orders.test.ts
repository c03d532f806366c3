import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, type SignedClient } from '../../test/fixtures';
import { orders } from './sales.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const sales = t.signedIn('sales');
const greta = t.signedIn('globexEmployee');
let modelId: number;

beforeAll(async () => {
  modelId = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0].id;
});

const bikeLine = (over: Record<string, unknown> = {}) => ({
  kind: 'bike',
  modelId,
  quantity: 1,
  unitPriceCents: 200_000,
  vatRate: 21,
  ...over,
});

/** An offer with two bike lines and an accessory-free labour line, signed by `signer`. */
async function signedOffer(body: Record<string, unknown>, signer: SignedClient) {
  const res = await sales.post('/api/offers', body);
  expect(res.status).toBe(201);
  const id = res.body.id as number;
  await sales.post(`/api/offers/${id}/lines`, bikeLine());
  await sales.post(`/api/offers/${id}/lines`, bikeLine({ quantity: 2, discountPercent: 10 }));
  await sales.post(`/api/offers/${id}/lines`, { kind: 'labour', description: 'Montage', quantity: 1, unitPriceCents: 5_000, vatRate: 21 });
  const signed = await signer.post(`/api/offers/${id}/sign`, { name: signer.user.firstname, consent: true });
  expect(signed.status).toBe(200);
  return id;
}

describe('orders from a signed offer', () => {
  it('refuses to order an offer that is not signed (409), and refuses employees (403)', async () => {
    const res = await sales.post('/api/offers', { companyId: ids.Globex, contractType: 'purchase' });
    const ordered = await sales.post(`/api/offers/${res.body.id}/orders`);
    expect(ordered.status).toBe(409);
    expect(ordered.body.error.code).toBe('offer_not_signed');
    expect((await employee.post(`/api/offers/${res.body.id}/orders`)).status).toBe(403);
    expect((await fleetAcme.post(`/api/offers/${res.body.id}/orders`)).status).toBe(403);
  });

  it("makes one order per bike line; a Globex employee's order needs no validation; asked again, the same orders", async () => {
    const offerId = await signedOffer({ companyId: ids.Globex, userId: greta.user.id, contractType: 'annual', durationMonths: 12 }, greta);
    const res = await sales.post(`/api/offers/${offerId}/orders`);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      offerId,
      status: 'not_confirmed',
      group: 'in_progress',
      contractType: 'annual',
      quantity: 1,
      amountExclVatCents: 200_000,
      amountInclVatCents: 242_000,
      company: { name: 'Globex' },
      user: { id: greta.user.id },
      validation: null,
    });
    expect(res.body.data[1]).toMatchObject({ quantity: 2, amountExclVatCents: 360_000 });
    expect(res.body.data[0].nextStatuses).toEqual(['needs_information', 'to_order', 'cancelled']);
    const again = await sales.post(`/api/offers/${offerId}/orders`);
    expect(again.status).toBe(200);
    expect(again.body.data.map((o: { id: number }) => o.id)).toEqual(res.body.data.map((o: { id: number }) => o.id));
    expect((await greta.get(`/api/offers/${offerId}/orders`)).body.data).toHaveLength(2);
    expect((await auditOf(t.db, 'order', res.body.data[0].id))[0]).toMatchObject({ action: 'order.created', actorId: sales.user.id });
  });
});

describe('validation by the fleet manager', () => {
  let offerId: number;
  let first: number;
  let second: number;

  beforeAll(async () => {
    offerId = await signedOffer({ companyId: ids.Acme, userId: employee.user.id, contractType: 'leasing', durationMonths: 36 }, employee);
    const made = (await admin.post(`/api/offers/${offerId}/orders`)).body.data;
    [first, second] = made.map((o: { id: number }) => o.id);
  });

  it("starts an Acme employee's orders pending validation, in the to_validate group", async () => {
    const order = (await fleetAcme.get(`/api/orders/${first}`)).body;
    expect(order).toMatchObject({ status: 'pending_validation', group: 'to_validate', nextStatuses: [] });
    const toValidate = (await fleetAcme.get('/api/orders?group=to_validate&perPage=100')).body.data.map((o: { id: number }) => o.id);
    expect(toValidate).toEqual(expect.arrayContaining([first, second]));
  });

  it('never lets an employee validate (403), nor another company’s fleet manager see it (404)', async () => {
    expect((await employee.post(`/api/orders/${first}/validate`)).status).toBe(403);
    expect((await employee.post(`/api/orders/${first}/refuse`, { reason: 'no' })).status).toBe(403);
    expect((await sales.post(`/api/orders/${first}/validate`)).status).toBe(403);
    for (const res of [
      await fleetGlobex.post(`/api/orders/${first}/validate`),
      await fleetGlobex.get(`/api/orders/${first}`),
      await fleetGlobex.post(`/api/orders/${first}/refuse`, { reason: 'no' }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await fleetGlobex.get('/api/orders?perPage=100')).body.data.some((o: { id: number }) => o.id === first)).toBe(false);
    expect((await greta.get(`/api/orders/${first}`)).status).toBe(404);
    // Staff cannot skip the validation with a status change either.
    const skip = await sales.post(`/api/orders/${first}/status`, { status: 'to_order' });
    expect([skip.status, skip.body.error.code]).toEqual([409, 'invalid_transition']);
  });

  it('validates one order (→ not_confirmed) and refuses the other with a reason (→ cancelled); both once', async () => {
    const validated = await fleetAcme.post(`/api/orders/${first}/validate`);
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({
      status: 'not_confirmed',
      group: 'in_progress',
      validation: { decision: 'validated', by: { id: fleetAcme.user.id }, reason: null },
    });
    expect((await fleetAcme.post(`/api/orders/${first}/validate`)).body.error.code).toBe('invalid_transition');
    expect((await fleetAcme.post(`/api/orders/${second}/refuse`, {})).status).toBe(422);
    expect((await fleetAcme.post(`/api/orders/${second}/refuse`, { reason: '   ' })).status).toBe(422);
    expect((await fleetAcme.get(`/api/orders/${second}`)).body.status).toBe('pending_validation');
    const refused = await fleetAcme.post(`/api/orders/${second}/refuse`, { reason: 'Budget dépassé' });
    expect(refused.body).toMatchObject({
      status: 'cancelled',
      group: 'cancelled',
      validation: { decision: 'refused', reason: 'Budget dépassé' },
    });
    expect((await fleetAcme.post(`/api/orders/${second}/validate`)).status).toBe(409);
    const history = (await fleetAcme.get(`/api/orders/${second}/history`)).body.data;
    expect(history[0]).toMatchObject({ action: 'order.refused', actor: { id: fleetAcme.user.id } });
  });

  it('moves the validated order along its workflow; other moves are 409 invalid_transition', async () => {
    for (const status of [
      'to_order',
      'waiting_for_parts',
      'ready_for_workshop',
      'in_preparation',
      'ready_for_delivery',
      'partially_delivered',
    ]) {
      const res = await sales.post(`/api/orders/${first}/status`, { status });
      expect({ status, code: res.status }).toEqual({ status, code: 200 });
    }
    const bad = await sales.post(`/api/orders/${first}/status`, { status: 'cancelled' });
    expect([bad.status, bad.body.error.code]).toEqual([409, 'invalid_transition']);
    expect((await sales.post(`/api/orders/${first}/status`, { status: 'shipped' })).status).toBe(422);
    expect((await fleetAcme.post(`/api/orders/${first}/status`, { status: 'done' })).status).toBe(403);
    expect((await employee.post(`/api/orders/${first}/status`, { status: 'done' })).status).toBe(403);
    // Done is the handover's (order-fulfilment.test.ts): it records who received which bike.
    const done = await sales.post(`/api/orders/${first}/status`, { status: 'done' });
    expect([done.status, done.body.error.code]).toEqual([409, 'handover_required']);
    expect((await sales.get(`/api/orders/${first}`)).body).toMatchObject({ status: 'partially_delivered', nextStatuses: [] });
    expect((await sales.post(`/api/orders/${first}/status`, { status: 'to_order' })).status).toBe(409);
    const actions = (await admin.get(`/api/orders/${first}/history?perPage=100`)).body.data.map((h: { action: string }) => h.action);
    expect(actions.filter((a: string) => a === 'order.status_changed')).toHaveLength(6);
    expect(actions.at(-1)).toBe('order.created');
  });

  it('lets the employee read their own orders only', async () => {
    const mine = (await employee.get('/api/orders?perPage=100')).body.data;
    expect(mine.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([first, second]));
    expect(mine.every((o: { user: { id: number } }) => o.user.id === employee.user.id)).toBe(true);
    expect((await employee.get(`/api/orders/${first}`)).body.status).toBe('partially_delivered');
    expect((await employee.get(`/api/orders/${first}/history`)).status).toBe(403);
  });
});

describe('the orders list', () => {
  it('filters by group, status, company and user, with pages', async () => {
    const all = await admin.get('/api/orders?perPage=100');
    expect(all.status).toBe(200);
    const groups = new Set(all.body.data.map((o: { group: string }) => o.group));
    expect([...groups].sort()).toEqual(['cancelled', 'done', 'in_progress', 'to_validate']);
    const done = (await admin.get('/api/orders?group=done&perPage=100')).body.data;
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((o: { status: string }) => o.status === 'done')).toBe(true);
    const acme = (await admin.get(`/api/orders?companyId=${ids.Acme}&perPage=100`)).body.data;
    expect(acme.every((o: { company: { name: string } }) => o.company.name === 'Acme')).toBe(true);
    const greta_ = (await admin.get(`/api/orders?userId=${greta.user.id}&status=not_confirmed`)).body;
    expect(
      greta_.data.every((o: { user: { id: number }; status: string }) => o.user.id === greta.user.id && o.status === 'not_confirmed'),
    ).toBe(true);
    const page = (await admin.get('/api/orders?perPage=1&page=2&sort=id&order=asc')).body;
    expect(page.meta).toMatchObject({ page: 2, perPage: 1, total: all.body.meta.total });
    expect(page.data[0].id).toBe([...all.body.data].map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)[1]);
    expect((await admin.get('/api/orders?group=later')).status).toBe(422);
    const fleet = (await fleetAcme.get('/api/orders?perPage=100')).body.data;
    expect(fleet.every((o: { company: { name: string } }) => o.company.name === 'Acme')).toBe(true);
  });

  it('seeds Acme with validation required and Globex without', async () => {
    expect((await admin.get(`/api/companies/${ids.Acme}/conditions`)).body.ordersNeedValidation).toBe(true);
    expect((await admin.get(`/api/companies/${ids.Globex}/conditions`)).body.ordersNeedValidation).toBe(false);
    expect((await t.db.select().from(orders)).some((o) => o.status === 'pending_validation')).toBe(true);
  });
});
