import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, inLanguage, png, sheetRows, signedIn } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

const listing = (over: Record<string, unknown> = {}) => ({
  title: 'Vélo de ville',
  brand: 'Gazelle',
  model: 'Esprit',
  year: 2019,
  condition: 'good',
  priceCents: 35_000,
  ...over,
});

describe('used-bike listings', () => {
  it('creates an unpublished listing, adds a photo, publishes it; the public site shows it only then', async () => {
    const created = await admin.post(
      '/api/used-bikes',
      listing({ locationId: 2, description: { fr: 'Révisé', en: 'Serviced', nl: 'Nagekeken' } }),
    );
    expect(created.status).toBe(201);
    const id = created.body.usedBike.id;
    expect((await t.client().get(`/api/public/used-bikes/${id}`)).status).toBe(404);
    const withPhoto = await admin.upload(`/api/used-bikes/${id}/photos`, { filename: 'u.png', contentType: 'image/png', data: png() });
    expect(withPhoto.body.usedBike.photos).toHaveLength(1);
    const published = await admin.put(`/api/used-bikes/${id}`, listing({ locationId: 2, published: true }));
    expect(published.body.usedBike).toMatchObject({
      published: true,
      location: { id: 2, name: 'Bruxelles' },
      photos: [expect.objectContaining({ url: expect.stringMatching(/^\/api\/files\/public\/used-bikes-/) })],
    });
    const pub = await t.client().get(`/api/public/used-bikes/${id}`);
    expect(pub.body.usedBike).toMatchObject({
      id,
      title: 'Vélo de ville',
      store: { id: 2, name: 'Bruxelles' },
      photos: [expect.any(String)],
    });
    expect((await auditOf(t.db, 'used_bike', id)).map((a) => a.action)).toEqual([
      'used_bike.updated',
      'used_bike.photo_added',
      'used_bike.created',
    ]);
  });

  it('removes a photo by its position (file gone, audited), 404 for a photo that is not there, admins only', async () => {
    const id = (await admin.post('/api/used-bikes', listing())).body.usedBike.id;
    await admin.upload(`/api/used-bikes/${id}/photos`, { filename: 'a.png', contentType: 'image/png', data: png() });
    const two = await admin.upload(`/api/used-bikes/${id}/photos`, { filename: 'b.png', contentType: 'image/png', data: png() });
    const [first, second] = two.body.usedBike.photos;
    expect((await (await signedIn(t, 'mechanic@veloport.test')).delete(`/api/used-bikes/${id}/photos/0`)).status).toBe(403);
    const removed = await admin.delete(`/api/used-bikes/${id}/photos/0`);
    expect(removed.status).toBe(200);
    expect(removed.body.usedBike.photos).toEqual([second]);
    expect((await t.client().get(first.url)).status).toBe(404);
    expect((await t.client().get(second.url)).status).toBe(200);
    expect((await admin.get(`/api/used-bikes/${id}`)).body.usedBike.photos).toEqual([second]);
    const audit = (await auditOf(t.db, 'used_bike', id))[0]!;
    expect(audit).toMatchObject({ action: 'used_bike.photo_removed', actorId: admin.user.id, before: { photo: first.key } });
    expect((await admin.delete(`/api/used-bikes/${id}/photos/1`)).status).toBe(404);
    expect((await admin.delete(`/api/used-bikes/999999/photos/0`)).status).toBe(404);
    expect((await admin.delete(`/api/used-bikes/${id}/photos/x`)).status).toBe(422);
  });

  it('lists for admins, filters published ones, refuses bad payloads and others', async () => {
    const res = await admin.get('/api/used-bikes?published=false');
    expect(res.body.data.every((u: any) => !u.published)).toBe(true);
    const bad = await admin.post('/api/used-bikes', listing({ condition: 'mint', priceCents: 0, bikeId: 999999 }));
    expect(bad.body.error.fields).toEqual({ condition: 'invalid', priceCents: 'too_small' });
    expect((await admin.post('/api/used-bikes', listing({ bikeId: 999999 }))).body.error.fields).toEqual({ bikeId: 'unknown_bike' });
    expect((await (await signedIn(t, 'mechanic@veloport.test')).get('/api/used-bikes')).status).toBe(403);
  });
});

describe('buy-back and resale', () => {
  it('buys a known bike back into stock (in its history), resells it and answers the margin', async () => {
    const model = await createModel(admin);
    const bike = await createBike(admin, model.id);
    const acme = (await admin.get('/api/companies/list/minimal')).body.data.find((c: any) => c.name === 'Acme');
    await admin.post(`/api/stock/bikes/${bike.id}/assign`, { companyId: acme.id, userId: null, contractKind: 'annual' });

    const res = await admin.post('/api/buy-backs', {
      bikeId: bike.id,
      description: 'Returned after the annual contract',
      sellerName: 'Acme',
      pricePaidCents: 90_000,
      boughtOn: '2026-01-10',
    });
    expect(res.status).toBe(201);
    expect(res.body.buyBack).toMatchObject({ bikeId: bike.id, pricePaidCents: 90_000, marginCents: null });
    const after = (await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike;
    expect(after).toMatchObject({ contractKind: 'stock', company: null });
    expect(after.history.at(-1)).toMatchObject({
      kind: 'bought_back',
      details: expect.objectContaining({ pricePaidCents: 90_000, previousContractKind: 'annual' }),
    });

    const resale = await admin.post(`/api/buy-backs/${res.body.buyBack.id}/resale`, { priceCents: 140_000, date: '2026-02-01' });
    expect(resale.body.buyBack).toMatchObject({ resalePriceCents: 140_000, resoldOn: '2026-02-01', marginCents: 50_000 });
    const again = await admin.post(`/api/buy-backs/${res.body.buyBack.id}/resale`, { priceCents: 1, date: '2026-02-02' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_resold');
    const list = await admin.get('/api/buy-backs?resold=true');
    expect(list.body.data.map((b: any) => b.id)).toContain(res.body.buyBack.id);
  });

  it('records a buy-back of a bike we do not know, refuses a resale dated before it and bad payloads', async () => {
    const res = await admin.post('/api/buy-backs', {
      description: 'Old Peugeot',
      sellerName: 'Jean',
      pricePaidCents: 5_000,
      boughtOn: '2026-03-01',
    });
    expect(res.status).toBe(201);
    expect(
      (await admin.post(`/api/buy-backs/${res.body.buyBack.id}/resale`, { priceCents: 9_000, date: '2026-02-01' })).body.error.fields,
    ).toEqual({ date: 'end_before_start' });
    expect(
      (await admin.post('/api/buy-backs', { description: '', sellerName: 'Jean', pricePaidCents: -5, boughtOn: 'yesterday' })).body.error
        .fields,
    ).toEqual({ description: 'required', pricePaidCents: 'too_small', boughtOn: 'invalid' });
    expect((await admin.post('/api/buy-backs/999999/resale', { priceCents: 1, date: '2026-01-01' })).status).toBe(404);
  });

  it("downloads the filtered buy-backs as CSV in the reader's language, amounts in euros as numbers", async () => {
    const sold = (
      await admin.post('/api/buy-backs', {
        description: 'Export Gazelle',
        sellerName: 'Marie',
        pricePaidCents: 123_450,
        boughtOn: '2025-05-02',
      })
    ).body.buyBack;
    await admin.post(`/api/buy-backs/${sold.id}/resale`, { priceCents: 150_000, date: '2025-06-03' });
    const kept = (
      await admin.post('/api/buy-backs', {
        description: 'Export Batavus',
        sellerName: 'Paul',
        pricePaidCents: 80_000,
        boughtOn: '2025-05-05',
      })
    ).body.buyBack;
    const res = await admin.get('/api/buy-backs?format=csv&resold=true&perPage=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="buy-backs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Racheté le;Vélo;Racheté à;Prix payé (€);Prix de revente (€);Revendu le;Marge (€)');
    expect(lines).toHaveLength((await admin.get('/api/buy-backs?resold=true')).body.meta.total + 1);
    expect(lines).toContain(`${sold.id};02/05/2025;Export Gazelle;Marie;1234,5;1500;03/06/2025;265,5`);
    expect(res.raw).not.toContain('Export Batavus');
    const unsold = (await admin.get('/api/buy-backs?format=csv&resold=false')).raw.trimEnd().split('\r\n');
    expect(unsold).toContain(`${kept.id};05/05/2025;Export Batavus;Paul;800;;;`);
    expect(unsold.join('\n')).not.toContain('Export Gazelle');
  });

  it('downloads the same list as an XLSX workbook Excel can sum, in Dutch for a Dutch-speaking reader', async () => {
    const res = await inLanguage(admin, 'nl', () => admin.get('/api/buy-backs?format=xlsx&resold=true'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/buy-backs-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual([
      'ID',
      'Gekocht op',
      'Fiets',
      'Gekocht van',
      'Betaalde prijs (€)',
      'Doorverkoopprijs (€)',
      'Doorverkocht op',
      'Marge (€)',
    ]);
    expect(rows.find((r) => r[2] === 'Export Gazelle')).toEqual([
      expect.any(Number),
      '02/05/2025',
      'Export Gazelle',
      'Marie',
      1234.5,
      1500,
      '03/06/2025',
      265.5,
    ]);
  });

  it('refuses the list and its download to anyone but an admin', async () => {
    const fleet = await signedIn(t, 'fleet@acme.test');
    expect((await fleet.get('/api/buy-backs')).status).toBe(403);
    expect((await fleet.get('/api/buy-backs?format=csv')).status).toBe(403);
    expect((await fleet.get('/api/buy-backs?format=xlsx')).status).toBe(403);
  });
});
