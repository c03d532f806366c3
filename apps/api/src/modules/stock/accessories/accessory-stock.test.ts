import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, inLanguage, sheetRows, signedIn } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
let accessoryId: number;
beforeAll(async () => {
  accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Stock test bell', category: 'other', priceCents: 900 })).body
    .accessory.id;
});

const quantities = async () =>
  (await admin.get('/api/stock/accessories?q=stock%20test%20bell')).body.data[0].quantities.map((q: any) => q.quantity);

describe('accessory stock', () => {
  it('lists quantities per store for a page of accessories', async () => {
    const res = await admin.get('/api/stock/accessories?perPage=5');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBeGreaterThan(10);
    expect(res.body.data[0]).toMatchObject({
      accessory: { id: expect.any(Number), name: expect.any(String) },
      quantities: [
        { locationId: 1, locationName: 'Liège', quantity: expect.any(Number) },
        { locationId: 2, locationName: 'Bruxelles', quantity: expect.any(Number) },
      ],
    });
  });

  it('records a delivery, a sale and a transfer, with who and the quantity after', async () => {
    const delivery = await admin.post('/api/stock/accessories/movements', {
      accessoryId,
      locationId: 1,
      delta: 10,
      reason: 'delivery',
      note: 'invoice 42',
    });
    expect(delivery.status).toBe(201);
    expect(delivery.body.movements).toEqual([
      expect.objectContaining({
        delta: 10,
        quantityAfter: 10,
        reason: 'delivery',
        note: 'invoice 42',
        actor: { id: admin.user.id, name: 'Anne Admin' },
        location: { id: 1, name: 'Liège' },
      }),
    ]);
    await admin.post('/api/stock/accessories/movements', { accessoryId, locationId: 1, delta: -3, reason: 'sale' });
    const transfer = await admin.post('/api/stock/accessories/movements', {
      accessoryId,
      locationId: 1,
      toLocationId: 2,
      delta: 4,
      reason: 'transfer',
    });
    expect(transfer.body.movements.map((m: any) => [m.location.id, m.delta, m.quantityAfter])).toEqual([
      [1, -4, 3],
      [2, 4, 4],
    ]);
    expect(await quantities()).toEqual([3, 4]);
    const history = (await admin.get(`/api/stock/accessories/${accessoryId}/movements`)).body;
    expect(history.data.map((m: any) => m.reason)).toEqual(['transfer', 'transfer', 'sale', 'delivery']);
    expect((await auditOf(t.db, 'accessory', accessoryId))[0].action).toBe('accessory_stock.moved');
  });

  it('refuses a movement that would make a store negative (409), and a transfer that would, as a whole', async () => {
    const before = await quantities();
    const sale = await admin.post('/api/stock/accessories/movements', { accessoryId, locationId: 2, delta: -5, reason: 'loss' });
    expect(sale.status).toBe(409);
    expect(sale.body.error.code).toBe('stock_insufficient');
    const transfer = await admin.post('/api/stock/accessories/movements', {
      accessoryId,
      locationId: 1,
      toLocationId: 2,
      delta: 50,
      reason: 'transfer',
    });
    expect(transfer.status).toBe(409);
    expect(await quantities()).toEqual(before);
    const none = await admin.post('/api/stock/accessories/movements', {
      accessoryId: (await admin.post('/api/catalog/accessories', { name: 'Never stocked', category: 'other', priceCents: 100 })).body
        .accessory.id,
      locationId: 1,
      delta: -1,
      reason: 'correction',
    });
    expect(none.status).toBe(409);
  });

  it("downloads quantities per store as CSV and XLSX, with headers and categories in the reader's language", async () => {
    const id = (
      await admin.post('/api/catalog/accessories', { name: 'Export test helmet', reference: 'XH-1', category: 'helmet', priceCents: 4900 })
    ).body.accessory.id;
    await admin.post('/api/stock/accessories/movements', { accessoryId: id, locationId: 2, delta: 6, reason: 'delivery' });
    const csv = await admin.get('/api/stock/accessories?format=csv&q=export%20test%20helmet');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/accessory-stock-\d{4}-\d{2}-\d{2}\.csv/);
    expect(
      csv.raw
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual(['ID;Nom;Référence;Catégorie;Liège;Bruxelles;Total', `${id};Export test helmet;XH-1;Casque;0;6;6`]);
    const xlsx = await inLanguage(admin, 'nl', () => admin.get('/api/stock/accessories?format=xlsx&q=export%20test%20helmet'));
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(await sheetRows(xlsx.bytes)).toEqual([
      ['ID', 'Naam', 'Referentie', 'Categorie', 'Liège', 'Bruxelles', 'Totaal'],
      [id, 'Export test helmet', 'XH-1', 'Helm', 0, 6, 6],
    ]);
  });

  it('refuses bad movements with field codes', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ accessoryId, locationId: 1, delta: 0, reason: 'delivery' }, { delta: 'invalid' }],
      [{ accessoryId, locationId: 1, delta: 1, reason: 'gift' }, { reason: 'invalid' }],
      [{ accessoryId, locationId: 1, delta: 1, reason: 'transfer' }, { toLocationId: 'required' }],
      [{ accessoryId, locationId: 1, toLocationId: 1, delta: 1, reason: 'transfer' }, { toLocationId: 'same_location' }],
      [
        { accessoryId: 999999, locationId: 9, delta: 1, reason: 'delivery' },
        { accessoryId: 'unknown_accessory', locationId: 'unknown_location' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await admin.post('/api/stock/accessories/movements', body);
      expect({ body, status: res.status, fields: res.body.error.fields }).toEqual({ body, status: 422, fields });
    }
  });

  it('sets a reorder level per store (checked, audited) and filters the list and its download on the stock at or under it', async () => {
    const id = (await admin.post('/api/catalog/accessories', { name: 'Reorder test pump', category: 'other', priceCents: 2500 })).body
      .accessory.id;
    await admin.post('/api/stock/accessories/movements', { accessoryId: id, locationId: 1, delta: 2, reason: 'delivery' });
    const level = (body: unknown) => admin.put(`/api/stock/accessories/${id}/reorder-level`, body);
    for (const [reorderLevel, code] of [
      [-1, 'too_small'],
      [1.5, 'invalid'],
    ] as const) {
      const bad = await level({ locationId: 1, reorderLevel });
      expect({ status: bad.status, fields: bad.body.error.fields }).toEqual({ status: 422, fields: { reorderLevel: code } });
    }
    expect((await level({ locationId: 99, reorderLevel: 1 })).body.error.fields).toEqual({ locationId: 'unknown_location' });
    const under = '/api/stock/accessories?belowReorderLevel=true&q=reorder%20test%20pump';
    expect((await admin.get(under)).body.meta.total).toBe(0);

    // Reorder when the stock falls to the level: 2 in Liège with a level of 2 is under it; Bruxelles has none set.
    const set = await level({ locationId: 1, reorderLevel: 2 });
    expect(set.status).toBe(200);
    expect(set.body.quantities).toEqual([
      { locationId: 1, locationName: 'Liège', quantity: 2, reorderLevel: 2, belowReorderLevel: true },
      { locationId: 2, locationName: 'Bruxelles', quantity: 0, reorderLevel: null, belowReorderLevel: false },
    ]);
    const listed = await admin.get(under);
    expect(listed.body.data.map((r: any) => r.accessory.id)).toEqual([id]);
    expect((await admin.get(`${under}&locationId=2`)).body.meta.total).toBe(0);
    const csv = await admin.get(`${under}&format=csv`);
    expect(csv.raw.trimEnd().split('\r\n')).toHaveLength(2);
    expect(csv.raw).toContain(`${id};Reorder test pump`);
    const [audit] = await auditOf(t.db, 'accessory', id);
    expect(audit).toMatchObject({
      action: 'accessory_stock.reorder_level_set',
      actorId: admin.user.id,
      before: { locationId: 1, reorderLevel: null },
      after: { locationId: 1, reorderLevel: 2, quantity: 2 },
    });

    // A delivery lifts it over its level; clearing the level takes it off as well.
    await admin.post('/api/stock/accessories/movements', { accessoryId: id, locationId: 1, delta: 1, reason: 'delivery' });
    expect((await admin.get(under)).body.meta.total).toBe(0);
    const mechanic = await signedIn(t, 'mechanic@veloport.test');
    expect((await mechanic.put(`/api/stock/accessories/${id}/reorder-level`, { locationId: 1, reorderLevel: 5 })).status).toBe(403);
  });

  it('is for admins', async () => {
    const mechanic = await signedIn(t, 'mechanic@veloport.test');
    expect((await mechanic.get('/api/stock/accessories')).status).toBe(403);
    expect(
      (await mechanic.post('/api/stock/accessories/movements', { accessoryId, locationId: 1, delta: 1, reason: 'delivery' })).status,
    ).toBe(403);
  });
});
