import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createModel, newFrame, sheetRows, signedIn, type SignedClient } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const sales = t.signedIn('sales');
let modelId: number;
let accessoryId: number;

beforeAll(async () => {
  modelId = (await createModel(admin, { brand: 'Groupbrand', model: 'Cargo' })).id;
  accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Grouped order lock', category: 'other', priceCents: 4_000 })).body
    .accessory.id;
});

const bikeLine = (over: Record<string, unknown> = {}) => ({
  kind: 'bike',
  modelId,
  size: 'M',
  quantity: 2,
  unitPriceCents: 150_000,
  vatRate: 21,
  ...over,
});
const accessoryLine = (over: Record<string, unknown> = {}) => ({
  kind: 'accessory',
  accessoryId,
  quantity: 5,
  unitPriceCents: 2_050,
  vatRate: 21,
  ...over,
});
const counted = async (table: string) =>
  Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n);
const lockStock = async () =>
  Number(
    (
      (await t.db.execute(sql`select coalesce(sum(quantity), 0)::int as n from accessory_stock where accessory_id = ${accessoryId}`))
        .rows[0] as { n: number }
    ).n,
  );

/** A draft with a bike line (2 × M) and an accessory line (5 locks). */
async function draft(client: SignedClient = sales) {
  const res = await client.post('/api/grouped-orders', { supplier: 'Groupbrand NV', reference: 'PO-1', expectedOn: '2026-12-15' });
  expect(res.status).toBe(201);
  const id = res.body.id as number;
  await client.post(`/api/grouped-orders/${id}/lines`, bikeLine());
  const order = (await client.post(`/api/grouped-orders/${id}/lines`, accessoryLine())).body;
  return { id, bike: order.lines[0].id as number, accessory: order.lines[1].id as number };
}

describe('grouped orders', () => {
  it('creates a draft with lines, computes its totals and lists it', async () => {
    const { id } = await draft();
    const order = (await sales.get(`/api/grouped-orders/${id}`)).body;
    expect(order).toMatchObject({
      supplier: 'Groupbrand NV',
      reference: 'PO-1',
      expectedOn: '2026-12-15',
      status: 'draft',
      nextStatuses: ['ordered', 'cancelled'],
    });
    expect(order.lines.map((l: any) => l.label)).toEqual(['Groupbrand Cargo · M', 'Grouped order lock']);
    expect(order.totals).toMatchObject({
      exclVatCents: 310_250,
      vatCents: 63_000 + 2_153,
      inclVatCents: 310_250 + 65_153,
      quantity: 7,
      receivedQuantity: 0,
    });
    const list = (await sales.get('/api/grouped-orders?q=groupbrand&status=draft')).body;
    expect(list.data.map((o: any) => o.id)).toContain(id);
    expect(list.data.find((o: any) => o.id === id)).toMatchObject({ lineCount: 2, totals: { inclVatCents: 375_403 } });
    expect((await auditOf(t.db, 'grouped_order', id)).map((a: any) => a.action)).toEqual(
      expect.arrayContaining(['grouped_order.created', 'grouped_order.line_added']),
    );
  });

  it('receives an ordered grouped order: bikes into stock with their frame numbers, locks into the accessory stock', async () => {
    const { id, bike, accessory } = await draft();
    const ordered = await sales.post(`/api/grouped-orders/${id}/order`);
    expect(ordered.status).toBe(200);
    expect(ordered.body).toMatchObject({ status: 'ordered', nextStatuses: ['cancelled'], orderedAt: expect.any(String) });
    const stockBefore = await lockStock();
    const first = newFrame('GRP');
    const part = await sales.post(`/api/grouped-orders/${id}/receive`, {
      locationId: 2,
      bikes: [{ lineId: bike, frameNumbers: [first.toLowerCase()] }],
      accessories: [{ lineId: accessory, quantity: 2 }],
    });
    expect(part.status).toBe(200);
    expect(part.body.status).toBe('partially_received');
    expect(part.body.lines[0]).toMatchObject({ receivedQuantity: 1, receivedBikes: [{ frameNumber: first }] });
    expect(await lockStock()).toBe(stockBefore + 2);
    const second = newFrame('GRP');
    const rest = await sales.post(`/api/grouped-orders/${id}/receive`, {
      locationId: 2,
      bikes: [{ lineId: bike, frameNumbers: [second] }],
      accessories: [{ lineId: accessory, quantity: 3 }],
    });
    expect(rest.body).toMatchObject({ status: 'received', receivedAt: expect.any(String), totals: { quantity: 7, receivedQuantity: 7 } });
    const found = (await admin.get(`/api/stock/bikes/by-frame/${second}`)).body;
    expect((await admin.get(`/api/stock/bikes/${found.id}`)).body.bike).toMatchObject({
      frameNumber: second,
      size: 'M',
      location: { id: 2 },
    });
    expect(await lockStock()).toBe(stockBefore + 5);
    const history = (await sales.get(`/api/grouped-orders/${id}/history`)).body.data.map((h: any) => h.action);
    expect(history.slice(0, 3)).toEqual(['grouped_order.received', 'grouped_order.received', 'grouped_order.ordered']);
    const bikeOrders = (await sales.get('/api/bike-orders?q=groupbrand&perPage=100')).body;
    expect(bikeOrders.data.find((l: any) => l.id === bike)).toMatchObject({
      quantity: 2,
      receivedQuantity: 2,
      groupedOrder: { id, status: 'received', supplier: 'Groupbrand NV' },
    });
    const accessoryOrders = (await sales.get('/api/accessory-orders?q=lock&perPage=100')).body;
    expect(accessoryOrders.data.map((l: any) => l.id)).toContain(accessory);
    expect((await sales.get('/api/bike-orders?q=groupbrand&pending=true&perPage=100')).body.data.map((l: any) => l.id)).not.toContain(bike);
  });

  it('moves the linked customer order forward (to_order → waiting_for_parts → ready_for_workshop), sets the bike that arrived aside for it and names the supplier order on it', async () => {
    const customerOrder = (await sales.get('/api/orders?status=to_order&perPage=1')).body.data[0];
    expect(customerOrder).toBeDefined();
    const { id } = await draft();
    const unknown = await sales.post(`/api/grouped-orders/${id}/lines`, bikeLine({ orderId: 999_999 }));
    expect(unknown.body.error.fields).toMatchObject({ orderId: 'unknown_order' });
    const linked = (
      await sales.post(
        `/api/grouped-orders/${id}/lines`,
        bikeLine({ quantity: 1, orderId: customerOrder.id, modelId: customerOrder.modelId, size: customerOrder.size }),
      )
    ).body.lines[2];
    await sales.post(`/api/grouped-orders/${id}/order`);
    const waiting = (await sales.get(`/api/orders/${customerOrder.id}`)).body;
    expect(waiting.status).toBe('waiting_for_parts');
    expect(waiting.supplierOrders).toEqual([
      { id, supplier: 'Groupbrand NV', reference: 'PO-1', status: 'ordered', expectedOn: '2026-12-15', quantity: 1, receivedQuantity: 0 },
    ]);
    const frame = newFrame('GRP');
    await sales.post(`/api/grouped-orders/${id}/receive`, { locationId: 1, bikes: [{ lineId: linked.id, frameNumbers: [frame] }] });
    const ready = (await sales.get(`/api/orders/${customerOrder.id}`)).body;
    expect(ready.status).toBe('ready_for_workshop');
    expect(ready.bike).toMatchObject({ frameNumber: frame, contractKind: 'pending_delivery' });
    expect(ready.supplierOrders[0]).toMatchObject({ id, status: 'partially_received', receivedQuantity: 1 });
    expect((await auditOf(t.db, 'order', customerOrder.id))[0]).toMatchObject({ action: 'order.status_changed', actorId: sales.user.id });
  });

  it('has demo data: one grouped order ordered, one received with its bikes in stock', async () => {
    const demo = (await admin.get('/api/grouped-orders?sort=id&order=asc&perPage=2')).body.data;
    expect(demo.map((o: any) => o.status)).toEqual(['ordered', 'received']);
    const received = (await admin.get(`/api/grouped-orders/${demo[1].id}`)).body;
    const frame = received.lines[0].receivedBikes[0].frameNumber;
    expect((await admin.get(`/api/stock/bikes/by-frame/${frame}`)).status).toBe(200);
  });

  it('refuses a frame number already in stock (409) and writes nothing, not even the other bikes', async () => {
    const { id, bike, accessory } = await draft();
    await sales.post(`/api/grouped-orders/${id}/order`);
    const existing = newFrame('GRP');
    expect((await admin.post('/api/stock/encode', { modelId, locationId: 1, frameNumbers: [existing] })).status).toBe(201);
    const before = { bikes: await counted('bikes'), movements: await counted('accessory_movements'), audit: await counted('audit_log') };
    const res = await sales.post(`/api/grouped-orders/${id}/receive`, {
      locationId: 1,
      bikes: [{ lineId: bike, frameNumbers: [newFrame('GRP'), existing] }],
      accessories: [{ lineId: accessory, quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'frame_number_taken', fields: { 'bikes.0.frameNumbers.1': 'frame_number_taken' } });
    expect({ bikes: await counted('bikes'), movements: await counted('accessory_movements'), audit: await counted('audit_log') }).toEqual(
      before,
    );
    expect((await sales.get(`/api/grouped-orders/${id}`)).body).toMatchObject({ status: 'ordered', totals: { receivedQuantity: 0 } });
  });

  it('answers 422 with field codes for bad lines and deliveries', async () => {
    const created = await sales.post('/api/grouped-orders', { supplier: '' });
    expect(created.status).toBe(422);
    const { id, bike, accessory } = await draft();
    const noModel = await sales.post(`/api/grouped-orders/${id}/lines`, bikeLine({ modelId: 999_999 }));
    expect(noModel.status).toBe(422);
    expect(noModel.body.error.fields).toMatchObject({ modelId: 'unknown_model' });
    const noText = await sales.post(`/api/grouped-orders/${id}/lines`, { kind: 'service', quantity: 1, unitPriceCents: 100, vatRate: 21 });
    expect(noText.body.error.fields).toMatchObject({ description: 'required' });
    const badVat = await sales.post(`/api/grouped-orders/${id}/lines`, bikeLine({ vatRate: 19 }));
    expect(badVat.status).toBe(422);
    await sales.post(`/api/grouped-orders/${id}/order`);
    const tooMany = await sales.post(`/api/grouped-orders/${id}/receive`, {
      locationId: 1,
      bikes: [{ lineId: bike, frameNumbers: [newFrame(), newFrame(), newFrame()] }],
      accessories: [{ lineId: bike, quantity: 1 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields).toMatchObject({ 'bikes.0.quantity': 'too_many', 'accessories.0.lineId': 'wrong_line_kind' });
    const badFrame = await sales.post(`/api/grouped-orders/${id}/receive`, {
      locationId: 1,
      bikes: [{ lineId: bike, frameNumbers: ['!'] }],
    });
    expect(badFrame.body.error.fields).toMatchObject({ 'bikes.0.frameNumbers.0': 'invalid' });
    const unknownStore = await sales.post(`/api/grouped-orders/${id}/receive`, {
      locationId: 999,
      accessories: [{ lineId: accessory, quantity: 1 }],
    });
    expect(unknownStore.body.error.fields).toMatchObject({ locationId: 'unknown_location' });
  });

  it('refuses invalid transitions (409) and line changes once ordered', async () => {
    const { id, bike } = await draft();
    const receiveDraft = await sales.post(`/api/grouped-orders/${id}/receive`, {
      locationId: 1,
      bikes: [{ lineId: bike, frameNumbers: [newFrame()] }],
    });
    expect(receiveDraft.status).toBe(409);
    expect(receiveDraft.body.error.code).toBe('invalid_transition');
    await sales.post(`/api/grouped-orders/${id}/order`);
    expect((await sales.post(`/api/grouped-orders/${id}/order`)).body.error.code).toBe('invalid_transition');
    const edit = await sales.put(`/api/grouped-orders/${id}/lines/${bike}`, bikeLine({ quantity: 3 }));
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('grouped_order_not_editable');
    expect((await sales.post(`/api/grouped-orders/${id}/cancel`)).body.status).toBe('cancelled');
    expect((await sales.post(`/api/grouped-orders/${id}/cancel`)).status).toBe(409);
    const empty = (await sales.post('/api/grouped-orders', { supplier: 'Empty' })).body.id;
    expect((await sales.post(`/api/grouped-orders/${empty}/order`)).status).toBe(409);
  });

  it('edits and removes lines of a draft', async () => {
    const { id, bike, accessory } = await draft(admin);
    const changed = await admin.put(`/api/grouped-orders/${id}/lines/${bike}`, bikeLine({ quantity: 1, size: 'L' }));
    expect(changed.body.lines[0]).toMatchObject({ quantity: 1, label: 'Groupbrand Cargo · L' });
    const removed = await admin.delete(`/api/grouped-orders/${id}/lines/${accessory}`);
    expect(removed.body.lines).toHaveLength(1);
    expect((await admin.delete(`/api/grouped-orders/${id}/lines/999999`)).status).toBe(404);
    expect((await admin.get('/api/grouped-orders/999999')).status).toBe(404);
    const renamed = await admin.put(`/api/grouped-orders/${id}`, { supplier: 'Other NV', reference: null });
    expect(renamed.body).toMatchObject({ supplier: 'Other NV', reference: null });
  });

  it('downloads the bike orders as CSV and XLSX', async () => {
    const csv = await sales.get('/api/bike-orders?format=csv&q=groupbrand');
    expect(csv.status).toBe(200);
    expect(csv.raw.split('\r\n')[0]).toContain('Fournisseur;Référence');
    expect(csv.raw).toContain('Groupbrand Cargo · M');
    const xlsx = await sales.get('/api/accessory-orders?format=xlsx&q=lock');
    const rows = await sheetRows(xlsx.bytes);
    expect(rows[0]).toContain('Fournisseur');
    expect(rows.some((r) => r.includes('Grouped order lock'))).toBe(true);
  });

  it('refuses employees, fleet managers and a company user holding order (403), writing nothing', async () => {
    const { id } = await draft();
    const before = await counted('grouped_orders');
    for (const client of [employee, fleetAcme]) {
      expect((await client.get('/api/grouped-orders')).status).toBe(403);
      expect((await client.post('/api/grouped-orders', { supplier: 'X' })).status).toBe(403);
      expect((await client.post(`/api/grouped-orders/${id}/order`)).status).toBe(403);
      expect((await client.get('/api/bike-orders')).status).toBe(403);
    }
    await t.db.execute(sql`update users set permissions = '{order}' where email = 'employee@globex.test'`);
    const companyOrder = await signedIn(t, 'employee@globex.test');
    expect((await companyOrder.post('/api/grouped-orders', { supplier: 'X' })).status).toBe(403);
    expect((await companyOrder.get('/api/accessory-orders')).status).toBe(403);
    await t.db.execute(sql`update users set permissions = '{}' where email = 'employee@globex.test'`);
    expect(await counted('grouped_orders')).toBe(before);
    expect((await sales.get(`/api/grouped-orders/${id}`)).body.status).toBe('draft');
  });
});
