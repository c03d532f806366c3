import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, sheetRows } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const mechanic = t.signedIn('mechanic');
const employee = t.signedIn('employee');
let helmetId: number;
let tourId: number;
let stops: { id: number; maintenanceRequestId: number }[];
type Choice = {
  partId: number | null;
  accessoryId: number | null;
  name: string;
  reference: string | null;
  storeId: number;
  quantity: number;
};
type Part = { id: number; reference: string; name: string; quantities: { locationId: number; quantity: number }[]; total: number };

const partByReference = async (reference: string) =>
  ((await admin.get(`/api/workshop/parts?q=${encodeURIComponent(reference)}`)).body.data as Part[]).find((p) => p.reference === reference)!;
const quantityAt = (part: Part, locationId: number) => part.quantities.find((q) => q.locationId === locationId)!.quantity;

beforeAll(async () => {
  // A helmet the shop sells: an accessory that is not a part.
  helmetId = (await admin.post('/api/catalog/accessories', { name: 'Casque test urbain', category: 'helmet', priceCents: 4990 })).body
    .accessory.id;
  for (const locationId of [1, 2])
    await admin.post('/api/stock/accessories/movements', { accessoryId: helmetId, locationId, delta: 5, reason: 'delivery' });
  // The demo's confirmed tour of today for Marc (seed-tours-demo.ts).
  const today = (await mechanic.get('/api/tours/mine')).body.data[0];
  tourId = today.id;
  stops = today.stops;
}, 60_000);

describe('the workshop parts catalogue', () => {
  it('is the admin’s: created, edited, stocked per store and audited; others are refused', async () => {
    for (const client of [mechanic, employee]) {
      expect((await client.get('/api/workshop/parts')).status).toBe(403);
      expect((await client.post('/api/workshop/parts', { reference: 'X-1', name: 'X', priceExclVatCents: 100 })).status).toBe(403);
    }
    expect((await employee.get('/api/workshop/parts/choices')).status).toBe(403);
    expect((await t.client().get('/api/workshop/parts/choices')).status).toBe(401);

    const created = await admin.post('/api/workshop/parts', { reference: 'TST-PAD-01', name: 'Plaquettes test', priceExclVatCents: 1500 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reference: 'TST-PAD-01', total: 0, updatedBy: { id: admin.user.id } });
    const id = created.body.id as number;
    expect(
      (await admin.post('/api/workshop/parts', { reference: 'tst-pad-01', name: 'Autre', priceExclVatCents: 1 })).body.error.fields,
    ).toEqual({
      reference: 'duplicate',
    });
    expect((await admin.post('/api/workshop/parts', { reference: '', name: 'Sans', priceExclVatCents: -1 })).status).toBe(422);
    expect(
      (await admin.put(`/api/workshop/parts/${id}`, { reference: 'TST-PAD-01', name: 'Plaquettes de frein test', priceExclVatCents: 1500 }))
        .body.name,
    ).toBe('Plaquettes de frein test');

    const stocked = await admin.post(`/api/workshop/parts/${id}/stock`, { locationId: 1, delta: 4, note: 'Livraison' });
    expect(stocked.status).toBe(200);
    expect(quantityAt(stocked.body, 1)).toBe(4);
    const below = await admin.post(`/api/workshop/parts/${id}/stock`, { locationId: 1, delta: -5 });
    expect(below.status).toBe(409);
    expect(below.body.error.code).toBe('stock_insufficient');
    expect((await admin.post(`/api/workshop/parts/${id}/stock`, { locationId: 999, delta: 1 })).body.error.fields).toEqual({
      locationId: 'unknown_location',
    });
    const actions = (await auditOf(t.db, 'workshop_part', id)).map((a) => [a.action, a.actorId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['workshop_part.created', admin.user.id],
        ['workshop_part.updated', admin.user.id],
        ['workshop_part.stock_moved', admin.user.id],
      ]),
    );

    // The list searches by name or reference, pages, and downloads.
    const list = await admin.get('/api/workshop/parts?q=plaquettes&perPage=2');
    expect(list.body.meta).toMatchObject({ perPage: 2 });
    expect(list.body.meta.total).toBeGreaterThan(2);
    expect((await partByReference('TST-PAD-01')).total).toBe(4);
    const csv = await admin.get('/api/workshop/parts?format=csv&q=TST-PAD');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Plaquettes de frein test');
    expect((await sheetRows((await admin.get('/api/workshop/parts?format=xlsx')).bytes)).length).toBeGreaterThan(10);
  });
});

describe("the mechanic's part picker", () => {
  it('offers the workshop parts and the accessories that are parts, never the shop’s other accessories, and searches', async () => {
    const all = (await mechanic.get('/api/workshop/parts/choices')).body.data as Choice[];
    expect(all.some((c) => c.partId !== null && /^Plaquettes de frein/.test(c.name))).toBe(true);
    // The catalogue's "part" accessories (inner tube, chain...) are parts too.
    expect(all.some((c) => c.accessoryId !== null && c.name === 'Inner tube 28"')).toBe(true);
    expect(all.some((c) => c.accessoryId === helmetId)).toBe(false);
    const searched = (await mechanic.get('/api/workshop/parts/choices?q=chambre%2028&locationId=2')).body.data as Choice[];
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((c) => /chambre/i.test(c.name) && c.storeId === 2)).toBe(true);
    expect((await mechanic.get('/api/workshop/parts/choices?q=CAB-BRK')).body.data[0]).toMatchObject({ reference: 'CAB-BRK-JAG' });

    // The mechanic's day offers the same, without the helmet, until the admin marks it as a part.
    const day = (await mechanic.get('/api/tours/mine/work')).body;
    expect(day.parts.some((c: Choice) => c.partId !== null)).toBe(true);
    expect(day.parts.some((c: Choice) => c.accessoryId === helmetId)).toBe(false);
    expect((await mechanic.put(`/api/workshop/part-accessories/${helmetId}`, { part: true })).status).toBe(403);
    expect((await admin.put(`/api/workshop/part-accessories/${helmetId}`, { part: true })).status).toBe(200);
    expect(
      ((await mechanic.get('/api/workshop/parts/choices?q=casque')).body.data as Choice[]).some((c) => c.accessoryId === helmetId),
    ).toBe(true);
    expect(
      ((await admin.get('/api/workshop/part-accessories')).body.data as { accessoryId: number }[]).map((a) => a.accessoryId),
    ).toContain(helmetId);
    await admin.put(`/api/workshop/part-accessories/${helmetId}`, { part: false });
    expect((await mechanic.get('/api/workshop/part-accessories')).status).toBe(403);
    expect((await auditOf(t.db, 'accessory', helmetId)).map((a) => a.action)).toContain('accessory.marked_as_part');
  });
});

describe('a stop', () => {
  it('uses a part out of its store’s stock, never below zero, bills it, and shows how to reach the customer', async () => {
    const stop = stops[0]!;
    const url = (what: string) => `/api/tours/${tourId}/stops/${stop.id}/${what}`;
    const work = (await mechanic.get(url('work'))).body;
    // The demo gives the tours' customers a phone ("call ten minutes before").
    expect(work.contact).toEqual({ phone: expect.stringMatching(/^\+32/), email: expect.stringContaining('@') });
    const tour = (await mechanic.get(`/api/tours/${tourId}`)).body;
    expect(tour.stops[0].contact).toEqual(work.contact);

    const pads = await partByReference('PAD-SH-B05S');
    const before = quantityAt(pads, work.storeId);
    const used = await mechanic.post(url('parts'), { partId: pads.id, quantity: 2, clientActionId: randomUUID() });
    expect(used.status).toBe(201);
    expect(used.body.parts).toEqual([expect.objectContaining({ partId: pads.id, description: pads.name, quantity: 2 })]);
    expect(quantityAt(await partByReference('PAD-SH-B05S'), work.storeId)).toBe(before - 2);
    const lines = (await admin.get(`/api/maintenance-requests/${stop.maintenanceRequestId}/lines`)).body.lines;
    expect(lines).toEqual([expect.objectContaining({ kind: 'part', partId: pads.id, unitPriceCents: 1240, vatRate: 21 })]);

    const tooMany = await mechanic.post(url('parts'), { partId: pads.id, quantity: 99, clientActionId: randomUUID() });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('stock_insufficient');
    expect(quantityAt(await partByReference('PAD-SH-B05S'), work.storeId)).toBe(before - 2);
    const helmet = await mechanic.post(url('parts'), { accessoryId: helmetId, clientActionId: randomUUID() });
    expect(helmet.body.error.fields).toEqual({ accessoryId: 'not_a_part' });
    expect((await mechanic.post(url('parts'), { partId: 999999, clientActionId: randomUUID() })).body.error.fields).toEqual({
      partId: 'unknown_part',
    });

    // A workshop job line with a part leaves the stock too, and gives it back when removed.
    const added = await admin.post(`/api/maintenance-requests/${stop.maintenanceRequestId}/lines`, {
      kind: 'part',
      partId: pads.id,
      quantity: 1,
      unitPriceCents: 1240,
    });
    expect(added.status).toBe(201);
    expect(quantityAt(await partByReference('PAD-SH-B05S'), work.storeId)).toBe(before - 3);
    const line = added.body.lines.at(-1);
    await admin.delete(`/api/maintenance-requests/${stop.maintenanceRequestId}/lines/${line.id}`);
    expect(quantityAt(await partByReference('PAD-SH-B05S'), work.storeId)).toBe(before - 2);
  });
});
