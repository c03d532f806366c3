import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, png, signedIn } from '../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

const accessory = (over: Record<string, unknown> = {}) => ({
  name: 'Bell Ding',
  brand: 'Crane',
  category: 'other',
  priceCents: 1_000,
  ...over,
});

describe('accessory catalogue', () => {
  it('lists, filters by category and searches', async () => {
    const res = await admin.get('/api/catalog/accessories?category=lock,helmet&perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(2);
    expect(res.body.data.every((a: any) => ['lock', 'helmet'].includes(a.category))).toBe(true);
    expect((await admin.get('/api/catalog/accessories?q=bordo')).body.data.map((a: any) => a.reference)).toEqual(['ABUS-6500-85']);
  });

  it('creates with a generated slug, reads and updates', async () => {
    const created = await admin.post('/api/catalog/accessories', accessory({ reference: 'CRANE-DING' }));
    expect(created.status).toBe(201);
    expect(created.body.accessory).toMatchObject({ slug: 'crane-bell-ding', publicPriceCents: 1_210, vatRate: 21 });
    const id = created.body.accessory.id;
    expect((await admin.get(`/api/catalog/accessories/${id}`)).body.accessory.name).toBe('Bell Ding');
    const updated = await admin.put(
      `/api/catalog/accessories/${id}`,
      accessory({ reference: 'CRANE-DING', priceCents: 1_500, discountPriceCents: 1_200 }),
    );
    expect(updated.body.accessory).toMatchObject({ priceCents: 1_500, discountPercent: 20, slug: 'crane-bell-ding' });
  });

  it('refuses a reference another accessory has, and writes nothing', async () => {
    const res = await admin.post('/api/catalog/accessories', accessory({ name: 'Other lock', reference: 'ABUS-6500-85' }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ reference: 'reference_taken' });
    expect((await admin.get('/api/catalog/accessories?q=other%20lock')).body.data).toEqual([]);
  });

  it('is read by staff (offer lines, workshop parts) and changed by admins only; customers get 403', async () => {
    const mechanic = await signedIn(t, 'mechanic@veloport.test');
    expect((await mechanic.get('/api/catalog/accessories')).status).toBe(200);
    expect((await (await signedIn(t, 'sales@veloport.test')).get('/api/catalog/accessories')).status).toBe(200);
    expect((await mechanic.post('/api/catalog/accessories', accessory())).status).toBe(403);
    expect((await (await signedIn(t, 'employee@acme.test')).get('/api/catalog/accessories')).status).toBe(403);
    expect((await (await signedIn(t, 'fleet@acme.test')).get('/api/catalog/accessories')).status).toBe(403);
  });
});

describe('merging a duplicate accessory', () => {
  it('folds the stock, the movements and the photos into the one kept, deletes the duplicate and says so in the audit', async () => {
    const keep = (await admin.post('/api/catalog/accessories', accessory({ name: 'Helmet Pro', reference: 'HP-1' }))).body.accessory;
    const dup = (await admin.post('/api/catalog/accessories', accessory({ name: 'Helmet Pro (dup)', reference: null }))).body.accessory;
    await admin.post('/api/stock/accessories/movements', { accessoryId: keep.id, locationId: 1, delta: 3, reason: 'delivery' });
    await admin.post('/api/stock/accessories/movements', { accessoryId: dup.id, locationId: 1, delta: 2, reason: 'delivery' });
    await admin.post('/api/stock/accessories/movements', { accessoryId: dup.id, locationId: 2, delta: 5, reason: 'delivery' });

    const res = await admin.post(`/api/catalog/accessories/${keep.id}/merge`, { duplicateId: dup.id });
    expect(res.status).toBe(200);
    expect(res.body.merged).toEqual({ duplicateId: dup.id, duplicateName: 'Helmet Pro (dup)', movedStock: 7 });

    expect((await admin.get(`/api/catalog/accessories/${dup.id}`)).status).toBe(404);
    const stock = (await admin.get('/api/stock/accessories?q=helmet%20pro')).body.data;
    expect(stock).toEqual([
      {
        accessory: expect.objectContaining({ id: keep.id }),
        quantities: [expect.objectContaining({ locationId: 1, quantity: 5 }), expect.objectContaining({ locationId: 2, quantity: 5 })],
        total: 10,
      },
    ]);
    const movements = (await admin.get(`/api/stock/accessories/${keep.id}/movements`)).body;
    expect(movements.meta.total).toBe(3);
    expect((await auditOf(t.db, 'accessory', keep.id))[0]).toMatchObject({
      action: 'accessory.merged',
      actorId: admin.user.id,
      after: expect.objectContaining({ duplicateId: dup.id, movedStock: 7 }),
    });
    expect((await auditOf(t.db, 'accessory', dup.id))[0]).toMatchObject({
      action: 'accessory.merged_into',
      after: { mergedInto: keep.id },
    });
  });

  it('refuses merging an accessory into itself or an unknown one', async () => {
    const keep = (await admin.post('/api/catalog/accessories', accessory({ name: 'Solo' }))).body.accessory;
    expect((await admin.post(`/api/catalog/accessories/${keep.id}/merge`, { duplicateId: keep.id })).body.error.fields).toEqual({
      duplicateId: 'same_accessory',
    });
    expect((await admin.post(`/api/catalog/accessories/${keep.id}/merge`, { duplicateId: 999999 })).body.error.fields).toEqual({
      duplicateId: 'unknown_accessory',
    });
    expect((await admin.post('/api/catalog/accessories/999999/merge', { duplicateId: keep.id })).status).toBe(404);
    expect((await admin.get(`/api/catalog/accessories/${keep.id}`)).status).toBe(200);
  });
});

describe('accessory photos', () => {
  it('uploads photos served publicly, removes one by its position (file gone, audited), 404 for one not there, admins only', async () => {
    const { id, slug } = (await admin.post('/api/catalog/accessories', accessory({ name: 'Photo bell' }))).body.accessory;
    const one = await admin.upload(`/api/catalog/accessories/${id}/photos`, { filename: 'a.png', contentType: 'image/png', data: png() });
    expect(one.status).toBe(200);
    const two = await admin.upload(`/api/catalog/accessories/${id}/photos`, { filename: 'b.png', contentType: 'image/png', data: png() });
    const [first, second] = two.body.accessory.photos;
    expect((await t.client().get(first.url)).status).toBe(200);
    expect((await (await signedIn(t, 'mechanic@veloport.test')).delete(`/api/catalog/accessories/${id}/photos/0`)).status).toBe(403);
    const removed = await admin.delete(`/api/catalog/accessories/${id}/photos/0`);
    expect(removed.status).toBe(200);
    expect(removed.body.accessory.photos).toEqual([second]);
    expect((await t.client().get(first.url)).status).toBe(404);
    expect((await admin.get(`/api/catalog/accessories/${id}`)).body.accessory.photos).toEqual([second]);
    expect((await t.client().get(`/api/public/catalog/accessories/${slug}`)).body.accessory.photos).toEqual([second.url]);
    expect((await auditOf(t.db, 'accessory', id))[0]).toMatchObject({
      action: 'accessory.photo_removed',
      actorId: admin.user.id,
      before: { photo: first.key },
    });
    expect((await admin.delete(`/api/catalog/accessories/${id}/photos/1`)).status).toBe(404);
    expect((await admin.delete('/api/catalog/accessories/999999/photos/0')).status).toBe(404);
  });
});
