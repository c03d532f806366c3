import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, newFrame, signedIn } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const mechanic = t.signedIn('mechanic');
let modelId: number;
beforeAll(async () => {
  modelId = (await createModel(admin)).id;
});

describe('an inventory of a store', () => {
  it('snapshots expected bikes, takes scans, finds a missing bike and an unexpected one, and records the closing in their histories', async () => {
    const present = await createBike(admin, modelId, { locationId: 2 });
    const missing = await createBike(admin, modelId, { locationId: 2 });
    const elsewhere = await createBike(admin, modelId, { locationId: 1 });
    const accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Counted pump', category: 'tool', priceCents: 1_000 })).body
      .accessory.id;
    await admin.post('/api/stock/accessories/movements', { accessoryId, locationId: 2, delta: 5, reason: 'delivery' });

    const started = await mechanic.post('/api/inventories', { locationId: 2 });
    expect(started.status).toBe(201);
    const inv = started.body.inventory;
    expect(inv).toMatchObject({ status: 'open', location: { id: 2, name: 'Bruxelles' }, startedBy: { name: 'Marc Mécano' } });
    const expectedIds = inv.expected.map((b: any) => b.id);
    expect(expectedIds).toEqual(expect.arrayContaining([present.id, missing.id]));
    expect(expectedIds).not.toContain(elsewhere.id);
    expect(inv.expected.every((b: any) => b.locationId === 2 && ['stock', 'order'].includes(b.contractKind))).toBe(true);
    expect(inv.accessories).toContainEqual({ accessory: { id: accessoryId, name: 'Counted pump' }, expected: 5, counted: null });

    // Everything else expected is found, except `missing`.
    for (const b of inv.expected.filter((x: any) => x.id !== missing.id)) {
      expect((await mechanic.post(`/api/inventories/${inv.id}/scan`, { frameNumber: b.frameNumber })).body.outcome).toBe('found');
    }
    const again = await mechanic.post(`/api/inventories/${inv.id}/scan`, { frameNumber: present.frameNumber.toLowerCase() });
    expect(again.body.outcome).toBe('already_scanned');
    const stray = await mechanic.post(`/api/inventories/${inv.id}/scan`, { frameNumber: elsewhere.frameNumber });
    expect(stray.body).toMatchObject({ outcome: 'unexpected', bike: { id: elsewhere.id, locationId: 1 } });
    const unknown = await mechanic.post(`/api/inventories/${inv.id}/scan`, { frameNumber: 'UNKNOWN999' });
    expect(unknown.body).toMatchObject({
      outcome: 'unknown',
      bike: null,
      counts: { expected: expectedIds.length, missing: 1, unexpected: 2 },
    });
    await mechanic.post(`/api/inventories/${inv.id}/accessories`, { accessoryId, counted: 3 });

    const detail = (await mechanic.get(`/api/inventories/${inv.id}`)).body.inventory;
    expect(detail.missing.map((b: any) => b.id)).toEqual([missing.id]);
    expect(detail.unexpected).toEqual([
      { frameNumber: elsewhere.frameNumber, bike: expect.objectContaining({ id: elsewhere.id }) },
      { frameNumber: 'UNKNOWN999', bike: null },
    ]);

    const closed = await mechanic.post(`/api/inventories/${inv.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.inventory).toMatchObject({ status: 'closed', closedBy: { name: 'Marc Mécano' }, closedAt: expect.any(String) });

    const missingHistory = (await admin.get(`/api/stock/bikes/${missing.id}`)).body.bike.history;
    expect(missingHistory.at(-1)).toMatchObject({
      kind: 'inventory_adjusted',
      details: { inventoryId: inv.id, outcome: 'missing' },
      actor: { name: 'Marc Mécano' },
    });
    const strayBike = (await admin.get(`/api/stock/bikes/${elsewhere.id}`)).body.bike;
    expect(strayBike.location).toEqual({ id: 2, name: 'Bruxelles' });
    expect(strayBike.history.slice(-2).map((e: any) => e.kind)).toEqual(['moved', 'inventory_adjusted']);
    const presentHistory = (await admin.get(`/api/stock/bikes/${present.id}`)).body.bike.history;
    expect(presentHistory.map((e: any) => e.kind)).toEqual(['created']);
    const pump = (await admin.get('/api/stock/accessories?q=counted%20pump')).body.data[0].quantities.find((q: any) => q.locationId === 2);
    expect(pump.quantity).toBe(3);
    expect((await auditOf(t.db, 'inventory', inv.id))[0]).toMatchObject({
      action: 'inventory.closed',
      after: expect.objectContaining({ missing: 1, unexpected: 2, movedBikes: 1, correctedAccessories: 1 }),
    });

    const late = await mechanic.post(`/api/inventories/${inv.id}/scan`, { frameNumber: missing.frameNumber });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('inventory_closed');
    expect((await mechanic.post(`/api/inventories/${inv.id}/close`)).status).toBe(409);
  });

  it('never moves a bike that is out on contract: a leased bike of Liège scanned in Brussels stays in Liège', async () => {
    const acme = (await admin.get('/api/companies/list/minimal')).body.data.find((c: any) => c.name === 'Acme');
    const employee = (await signedIn(t, 'employee@acme.test')).user;
    const leased = await createBike(admin, modelId, { locationId: 1 });
    expect(
      (
        await admin.post(`/api/stock/bikes/${leased.id}/assign`, {
          companyId: acme.id,
          userId: employee.id,
          contractKind: 'leasing',
          contractMonths: 36,
        })
      ).status,
    ).toBe(200);
    const spare = await createBike(admin, modelId, { locationId: 1 });
    const started = (await mechanic.post('/api/inventories', { locationId: 2 })).body.inventory;
    expect((await mechanic.post(`/api/inventories/${started.id}/scan`, { frameNumber: leased.frameNumber })).body.outcome).toBe(
      'unexpected',
    );
    await mechanic.post(`/api/inventories/${started.id}/scan`, { frameNumber: spare.frameNumber });
    expect((await mechanic.post(`/api/inventories/${started.id}/close`)).status).toBe(200);

    const after = (await admin.get(`/api/stock/bikes/${leased.id}`)).body.bike;
    expect(after.location).toEqual({ id: 1, name: 'Liège' });
    expect(after.history.map((e: any) => e.kind)).not.toContain('moved');
    expect(after.history.at(-1)).toMatchObject({ kind: 'inventory_adjusted', details: { outcome: 'unexpected', contractKind: 'leasing' } });
    // A bike of the stock found in the wrong store is still brought home.
    expect((await admin.get(`/api/stock/bikes/${spare.id}`)).body.bike.location).toEqual({ id: 2, name: 'Bruxelles' });
    expect((await auditOf(t.db, 'inventory', started.id))[0].after).toMatchObject({ movedBikes: 1 });
  });

  it('allows one open count per store', async () => {
    const first = await admin.post('/api/inventories', { locationId: 1 });
    expect(first.status).toBe(201);
    const second = await admin.post('/api/inventories', { locationId: 1 });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('inventory_open_exists');
    const list = await admin.get('/api/inventories?status=open');
    expect(list.body.data.map((i: any) => i.id)).toContain(first.body.inventory.id);
    expect(list.body.data[0]).toMatchObject({
      counts: { expected: expect.any(Number), scanned: 0, missing: expect.any(Number), unexpected: 0 },
    });
  });

  it('refuses a bad frame number, an unknown store and people without the permission', async () => {
    const { inventory } = (await admin.post('/api/inventories', { locationId: 2 })).body;
    expect((await admin.post(`/api/inventories/${inventory.id}/scan`, { frameNumber: '#' })).body.error.fields).toEqual({
      frameNumber: 'invalid',
    });
    expect((await admin.post('/api/inventories', { locationId: 99 })).body.error.fields).toEqual({ locationId: 'unknown_location' });
    expect((await admin.post(`/api/inventories/999999/scan`, { frameNumber: newFrame() })).status).toBe(404);
    const fleet = await signedIn(t, 'fleet@acme.test');
    expect((await fleet.get('/api/inventories')).status).toBe(403);
    expect((await fleet.post(`/api/inventories/${inventory.id}/close`)).status).toBe(403);
  });
});
