import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { orders } from '../sales.table';
import { ORDER_REMINDERS_JOB } from './order-reminders.service';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const sales = t.signedIn('sales');
let modelId: number;
let frame = 0;

beforeAll(async () => {
  modelId = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0].id;
});

/** An Acme employee's signed offer with one bike line, made into its order (pending validation). */
async function acmeOrder(contractType = 'leasing') {
  const offer = (
    await sales.post('/api/offers', {
      companyId: ids.Acme,
      userId: employee.user.id,
      contractType,
      durationMonths: contractType === 'purchase' ? null : 36,
    })
  ).body.id as number;
  expect(
    (await sales.post(`/api/offers/${offer}/lines`, { kind: 'bike', modelId, quantity: 1, unitPriceCents: 250_000, vatRate: 21 })).status,
  ).toBe(201);
  expect((await employee.post(`/api/offers/${offer}/sign`, { name: 'Emile', consent: true })).status).toBe(200);
  return (await sales.post(`/api/offers/${offer}/orders`)).body.data[0].id as number;
}
/** A new stock bike of the test model, in Liège. */
async function stockBike(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/stock/bikes', {
    modelId,
    frameNumber: `FULFIL${++frame}X${Date.now() % 100000}`,
    locationId: 1,
    ...over,
  });
  expect(res.status).toBe(201);
  return res.body.bike.id as number;
}
const bikeOf = async (id: number) => (await admin.get(`/api/stock/bikes/${id}`)).body.bike;

describe('the order tracker', () => {
  it('names the fleet manager while validation waits, since the order was made; then the shop', async () => {
    const id = await acmeOrder();
    const waiting = (await employee.get(`/api/orders/${id}`)).body;
    expect(waiting.tracker).toMatchObject({ nextActor: 'fleet_manager', waitingSince: waiting.statusChangedAt });
    expect(waiting.tracker.steps.map((s: { key: string; state: string }) => `${s.key}:${s.state}`).slice(0, 3)).toEqual([
      'ordered:done',
      'validation:current',
      'confirmation:upcoming',
    ]);
    const validated = (await fleetAcme.post(`/api/orders/${id}/validate`)).body;
    expect(validated.tracker.nextActor).toBe('shop');
    expect(validated.tracker.steps[1]).toMatchObject({ key: 'validation', state: 'done', at: validated.validation.at });
    const list = (await fleetAcme.get('/api/orders?perPage=5')).body.data;
    expect(list[0].tracker).toBeDefined();
  });
});

describe('customer mails at each step, in their language', () => {
  it('mails the employee when the order is validated, refused and ready', async () => {
    const a = await acmeOrder();
    const b = await acmeOrder();
    await fleetAcme.post(`/api/orders/${a}/validate`);
    expect(t.inbox.findLast((m) => m.to === 'employee@acme.test')?.subject).toBe(`Veloport\u00a0: votre commande n° ${a} est validée`);
    await fleetAcme.post(`/api/orders/${b}/refuse`, { reason: 'Budget dépassé' });
    const refused = t.inbox.findLast((m) => m.to === 'employee@acme.test')!;
    expect(refused.subject).toContain(`n° ${b} est refusée`);
    expect(refused.text).toContain('Budget dépassé');
    for (const status of ['to_order', 'ready_for_workshop', 'in_preparation', 'ready_in_shop'])
      await sales.post(`/api/orders/${a}/status`, { status });
    expect(t.inbox.findLast((m) => m.to === 'employee@acme.test')?.subject).toBe(`Veloport\u00a0: votre vélo est prêt (commande n° ${a})`);
  });
});

describe('delivery info', () => {
  it('lets staff set home delivery or a store pickup; the customer reads it', async () => {
    const id = await acmeOrder();
    const home = await sales.put(`/api/orders/${id}/delivery`, {
      method: 'home',
      address: 'Rue du Vélo 1, 4000 Liège',
      billingAddress: 'Acme SA, Bd Industriel 5, 1000 Bruxelles',
      notes: 'Sonner deux fois',
    });
    expect(home.status).toBe(200);
    expect(home.body.delivery).toEqual({
      method: 'home',
      address: 'Rue du Vélo 1, 4000 Liège',
      billingAddress: 'Acme SA, Bd Industriel 5, 1000 Bruxelles',
      notes: 'Sonner deux fois',
      pickupLocation: null,
    });
    const pickup = await admin.put(`/api/orders/${id}/delivery`, { method: 'store_pickup', pickupLocationId: 2, address: 'ignored' });
    expect(pickup.body.delivery).toMatchObject({
      method: 'store_pickup',
      address: null,
      pickupLocation: { id: 2, name: expect.any(String) },
    });
    expect((await employee.get(`/api/orders/${id}`)).body.delivery.method).toBe('store_pickup');
    expect((await auditOf(t.db, 'order', id))[0]).toMatchObject({ action: 'order.delivery_changed', actorId: admin.user.id });
  });

  it('refuses bad payloads (422), employees and fleet managers (403), another company (404); writes nothing', async () => {
    const id = await acmeOrder();
    const before = (await sales.get(`/api/orders/${id}`)).body;
    const noAddress = await sales.put(`/api/orders/${id}/delivery`, { method: 'relay_point' });
    expect([noAddress.status, noAddress.body.error.fields]).toEqual([422, { address: 'required' }]);
    expect((await sales.put(`/api/orders/${id}/delivery`, { method: 'store_pickup', pickupLocationId: 999 })).body.error.fields).toEqual({
      pickupLocationId: 'unknown_location',
    });
    expect((await sales.put(`/api/orders/${id}/delivery`, { method: 'drone' })).status).toBe(422);
    expect((await employee.put(`/api/orders/${id}/delivery`, { method: 'home', address: 'x' })).status).toBe(403);
    expect((await fleetAcme.put(`/api/orders/${id}/delivery`, { method: 'home', address: 'x' })).status).toBe(403);
    expect((await sales.put('/api/orders/99999999/delivery', { method: 'home', address: 'x' })).status).toBe(404);
    expect((await sales.get(`/api/orders/${id}`)).body).toEqual(before);
  });
});

describe('assigning a stock bike and handing it over', () => {
  it('proposes first the frame that the offer named, while it is in stock', async () => {
    const others = [await stockBike(), await stockBike()];
    const named = await stockBike();
    const offer = (
      await sales.post('/api/offers', { companyId: ids.Acme, userId: employee.user.id, contractType: 'leasing', durationMonths: 36 })
    ).body.id as number;
    expect(
      (await sales.post(`/api/offers/${offer}/lines`, { kind: 'bike', bikeId: named, quantity: 1, unitPriceCents: 250_000, vatRate: 21 }))
        .status,
    ).toBe(201);
    expect((await employee.post(`/api/offers/${offer}/sign`, { name: 'Emile', consent: true })).status).toBe(200);
    const id = (await sales.post(`/api/offers/${offer}/orders`)).body.data[0].id as number;
    const candidates = (await sales.get(`/api/orders/${id}/bike-candidates`)).body.data.map((b: { id: number }) => b.id);
    expect(candidates[0]).toBe(named);
    expect(candidates).toEqual(expect.arrayContaining(others));
  });

  it('assigns a stock bike (pending delivery, history), unassigns it, and refuses a bike not in stock or taken (409)', async () => {
    const id = await acmeOrder();
    const other = await acmeOrder();
    const bike = await stockBike();
    const candidates = (await sales.get(`/api/orders/${id}/bike-candidates`)).body.data.map((b: { id: number }) => b.id);
    expect(candidates).toContain(bike);
    const assigned = await sales.post(`/api/orders/${id}/bike`, { bikeId: bike });
    expect(assigned.status).toBe(200);
    expect(assigned.body.bike).toMatchObject({ id: bike, contractKind: 'pending_delivery' });
    const detail = await bikeOf(bike);
    expect(detail.contractKind).toBe('pending_delivery');
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'contract_changed',
      details: { contractKind: { from: 'stock', to: 'pending_delivery' }, orderId: id },
    });
    // Taken by this order: another order cannot have it.
    const taken = await sales.post(`/api/orders/${other}/bike`, { bikeId: bike });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'bike_already_assigned']);
    const leased = await stockBike();
    await admin.post(`/api/stock/bikes/${leased}/assign`, {
      contractKind: 'leasing',
      companyId: ids.Globex,
      userId: null,
      contractMonths: 36,
    });
    const notInStock = await sales.post(`/api/orders/${other}/bike`, { bikeId: leased });
    expect([notInStock.status, notInStock.body.error.code]).toEqual([409, 'bike_not_in_stock']);
    expect((await sales.get(`/api/orders/${other}`)).body.bike).toBeNull();
    const twice = await sales.post(`/api/orders/${id}/bike`, { bikeId: await stockBike() });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'order_has_bike']);
    const released = await sales.delete(`/api/orders/${id}/bike`);
    expect(released.body.bike).toBeNull();
    expect((await bikeOf(bike)).contractKind).toBe('stock');
    expect((await auditOf(t.db, 'order', id)).map((a) => a.action).slice(0, 2)).toEqual(['order.bike_unassigned', 'order.bike_assigned']);
  });

  it('refuses employees (403) and another company or unknown order (404); nothing written', async () => {
    const id = await acmeOrder();
    const bike = await stockBike();
    expect((await employee.post(`/api/orders/${id}/bike`, { bikeId: bike })).status).toBe(403);
    expect((await fleetAcme.post(`/api/orders/${id}/bike`, { bikeId: bike })).status).toBe(403);
    expect((await sales.post('/api/orders/99999999/bike', { bikeId: bike })).status).toBe(404);
    expect((await fleetGlobex.get(`/api/orders/${id}`)).status).toBe(404);
    expect((await sales.post(`/api/orders/${id}/bike`, { bikeId: 'x' })).status).toBe(422);
    expect((await sales.post(`/api/orders/${id}/bike`, { bikeId: 99999999 })).body.error.fields).toEqual({ bikeId: 'unknown_bike' });
    expect((await bikeOf(bike)).contractKind).toBe('stock');
    expect((await sales.get(`/api/orders/${id}`)).body.bike).toBeNull();
  });

  it('hands the bike over: the order is done, the bike takes the lease and its owner; refused without a bike (409)', async () => {
    const id = await acmeOrder();
    await fleetAcme.post(`/api/orders/${id}/validate`);
    for (const status of ['to_order', 'ready_for_workshop', 'in_preparation', 'ready_in_shop'])
      await sales.post(`/api/orders/${id}/status`, { status });
    const handover = { date: '2026-03-10', receiverName: 'Emile Employé' };
    const noBike = await sales.post(`/api/orders/${id}/handover`, handover);
    expect([noBike.status, noBike.body.error.code]).toEqual([409, 'no_bike_assigned']);
    expect((await sales.get(`/api/orders/${id}`)).body.status).toBe('ready_in_shop');
    const bike = await stockBike();
    await sales.post(`/api/orders/${id}/bike`, { bikeId: bike });
    expect((await employee.post(`/api/orders/${id}/handover`, handover)).status).toBe(403);
    expect((await sales.post(`/api/orders/${id}/handover`, { date: 'yesterday', receiverName: '' })).status).toBe(422);
    const signature = `data:image/png;base64,${Buffer.from('png').toString('base64')}`;
    const done = await sales.post(`/api/orders/${id}/handover`, { ...handover, signature });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'done',
      handover: { date: '2026-03-10', receiverName: 'Emile Employé', hasSignature: true, by: { id: sales.user.id } },
      tracker: { nextActor: null },
    });
    const detail = await bikeOf(bike);
    expect(detail).toMatchObject({
      contractKind: 'leasing',
      contractMonths: 36,
      company: { id: ids.Acme },
      user: { id: employee.user.id },
    });
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'assigned',
      details: { contractKind: { from: 'pending_delivery', to: 'leasing' }, orderId: id },
    });
    expect((await employee.get(`/api/orders/${id}/handover/signature.png`)).headers['content-type']).toBe('image/png');
    expect(t.inbox.findLast((m) => m.to === 'employee@acme.test')?.subject).toBe(
      `Veloport\u00a0: votre vélo vous a été remis (commande n° ${id})`,
    );
    // Over: no second handover, no unassign, no delivery change.
    expect((await sales.post(`/api/orders/${id}/handover`, handover)).status).toBe(409);
    expect((await sales.delete(`/api/orders/${id}/bike`)).body.error.code).toBe('order_closed');
  });

  it('sells the bike on a purchase handover', async () => {
    const id = await acmeOrder('purchase');
    await fleetAcme.post(`/api/orders/${id}/validate`);
    for (const status of ['to_order', 'ready_for_workshop', 'in_preparation', 'ready_for_delivery'])
      await sales.post(`/api/orders/${id}/status`, { status });
    const bike = await stockBike();
    await sales.post(`/api/orders/${id}/bike`, { bikeId: bike });
    expect((await sales.post(`/api/orders/${id}/handover`, { date: '2026-03-11', receiverName: 'Emile' })).status).toBe(200);
    expect(await bikeOf(bike)).toMatchObject({
      contractKind: 'sold',
      saleDate: '2026-03-11',
      salePriceCents: 302_500,
      company: { id: ids.Acme },
    });
  });
});

describe('reminders of orders waiting too long', () => {
  const backdate = (id: number, days: number) =>
    t.db
      .update(orders)
      .set({ statusChangedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(orders.id, id));
  const run = async () => {
    await t.app.jobs.enqueue(t.db, ORDER_REMINDERS_JOB, {});
    // Twice: the reminders' run queues the mails, the second pass delivers them.
    await t.drainJobs();
    await t.drainJobs();
  };

  it('mails the fleet manager once a day at most, in their language, and lists the wait on the admin dashboard', async () => {
    const id = await acmeOrder();
    const fresh = await acmeOrder();
    await backdate(id, 4);
    const card = (await admin.get('/api/orders/waiting')).body;
    expect(card.meta.thresholdDays).toBe(3);
    expect(card.data.find((o: { id: number }) => o.id === id)).toMatchObject({
      nextActor: 'fleet_manager',
      days: 4,
      company: { name: 'Acme' },
    });
    expect(card.data.map((o: { id: number }) => o.id)).not.toContain(fresh);
    expect((await employee.get('/api/orders/waiting')).status).toBe(403);
    expect((await fleetAcme.get('/api/orders/waiting')).status).toBe(403);

    const before = t.inbox.filter((m) => m.to === 'fleet@acme.test').length;
    await run();
    const mails = t.inbox.filter((m) => m.to === 'fleet@acme.test').slice(before);
    expect(mails).toHaveLength(1);
    // Fiona reads Dutch.
    expect(mails[0]!.subject).toMatch(/^Veloport: (1 bestelling wacht|([2-9]|\d{2,}) bestellingen wachten) op jou$/);
    expect(mails[0]!.text).toContain(`Bestelling nr. ${id}`);
    expect(mails[0]!.text).not.toContain(`Bestelling nr. ${fresh} `);
    expect(mails[0]!.text).toContain(`/nl/dashboard/fleet/orders/${id}`);
    // The same day again: nothing more.
    await run();
    expect(t.inbox.filter((m) => m.to === 'fleet@acme.test').length).toBe(before + 1);
    // The next day: one more.
    await t.db.execute(sql`update order_reminders set day = day - 1`);
    await run();
    expect(t.inbox.filter((m) => m.to === 'fleet@acme.test').length).toBe(before + 2);
  });

  it("reminds the shop's staff of the shop's steps, and the employee of a bike waiting in the shop, in French", async () => {
    const shopStep = await acmeOrder();
    await fleetAcme.post(`/api/orders/${shopStep}/validate`);
    await backdate(shopStep, 5);
    const pickup = await acmeOrder();
    await fleetAcme.post(`/api/orders/${pickup}/validate`);
    for (const status of ['to_order', 'ready_for_workshop', 'in_preparation', 'ready_in_shop'])
      await sales.post(`/api/orders/${pickup}/status`, { status });
    await backdate(pickup, 5);
    await t.db.execute(sql`delete from order_reminders`);
    await run();
    const toShop = t.inbox.findLast((m) => m.to === 'sales@veloport.test')!;
    expect(toShop.text).toContain(`${shopStep}`);
    expect(toShop.text).toContain('/dashboard/orders/');
    const toEmployee = t.inbox.findLast((m) => m.to === 'employee@acme.test')!;
    expect(toEmployee.subject).toMatch(/^Veloport\u00a0: (1 commande vous attend|([2-9]|\d{2,}) commandes vous attendent)$/);
    expect(toEmployee.text).toContain(`Commande n° ${pickup}`);
    expect(toEmployee.text).toContain(`/fr/dashboard/fleet/orders/user/${pickup}`);
  });
});
