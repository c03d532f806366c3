import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, createModel, inLanguage, modelPayload, png, sheetRows, signedIn } from '../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

describe('bike catalogue list', () => {
  it('pages the demo catalogue sorted by name with the list envelope', async () => {
    const res = await admin.get('/api/catalog/bikes?perPage=10');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, perPage: 10, total: expect.any(Number) });
    expect(res.body.meta.total).toBeGreaterThan(40);
    expect(res.body.data).toHaveLength(10);
    const names = res.body.data.map((m: any) => `${m.brand} ${m.model}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(res.body.data[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      photoUrl: expect.stringMatching(/^\/api\/files\/public\//),
    });
  });

  it('filters by brand, electric, frame types and usage, and searches without accents', async () => {
    const cube = await admin.get('/api/catalog/bikes?brand=Cube&perPage=100');
    expect(cube.body.data.length).toBeGreaterThan(3);
    expect(cube.body.data.every((m: any) => m.brand === 'Cube')).toBe(true);
    const open = await admin.get('/api/catalog/bikes?electric=false&frameType=F,M&perPage=100');
    expect(open.body.data.every((m: any) => !m.electric && ['F', 'M'].includes(m.frameType))).toBe(true);
    const cargo = await admin.get('/api/catalog/bikes?usage=cargo&perPage=100');
    expect(cargo.body.data.map((m: any) => m.usage)).toEqual(cargo.body.data.map(() => 'cargo'));
    const rm = await admin.get('/api/catalog/bikes?q=muller');
    expect(rm.body.data.some((m: any) => m.brand === 'Riese & Müller')).toBe(true);
  });

  it('sorts by price descending', async () => {
    const res = await admin.get('/api/catalog/bikes?sort=price&order=desc&perPage=20');
    const prices = res.body.data.map((m: any) => m.priceCents);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
  });

  it('refuses a bad sort or perPage above 100 with 422', async () => {
    expect((await admin.get('/api/catalog/bikes?sort=colour')).status).toBe(422);
    expect((await admin.get('/api/catalog/bikes?perPage=101')).body.error.fields).toEqual({ perPage: 'too_big' });
  });

  it('is open to staff (mechanic) but not to a fleet manager or an employee', async () => {
    expect((await (await signedIn(t, 'mechanic@veloport.test')).get('/api/catalog/bikes')).status).toBe(200);
    expect((await (await signedIn(t, 'fleet@acme.test')).get('/api/catalog/bikes')).status).toBe(403);
    expect((await (await signedIn(t, 'employee@acme.test')).get('/api/catalog/bikes/1')).status).toBe(403);
  });
});

describe('the catalogue download (the price list)', () => {
  let ebike: any;
  let city: any;
  beforeAll(async () => {
    ebike = await createModel(admin, {
      brand: 'Exportbrand',
      model: 'Price List 1',
      frameType: 'F',
      sizes: ['S', 'M'],
      year: 2026,
      usage: 'cargo',
      electric: true,
      batteryWh: 750,
      engineNm: 85,
      priceCents: 459_900,
      discountPriceCents: 419_950,
      vatRate: 21,
    });
    city = await createModel(admin, {
      brand: 'Exportbrand',
      model: 'Price List 2',
      frameType: 'H',
      sizes: ['L'],
      usage: 'city',
      electric: false,
      batteryWh: null,
      engineNm: null,
      priceCents: 80_000,
    });
  });

  it("downloads the filtered catalogue as CSV in the reader's language: frame type and usage translated, prices in euros", async () => {
    const res = await admin.get('/api/catalog/bikes?format=csv&brand=Exportbrand&electric=true');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bike-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID;Marque;Modèle;Année;Type de cadre;Tailles;Usage;Électrique;Batterie (Wh);Couple moteur (Nm);Prix catalogue HTVA (€);Prix promotionnel HTVA (€);Taux de TVA (%);En vente',
    );
    expect(lines).toEqual([
      lines[0],
      `${ebike.id};Exportbrand;Price List 1;2026;Cadre bas (col de cygne);S, M;Cargo;Oui;750;85;4599;4199,5;21;Oui`,
    ]);
  });

  it('downloads every page of the list, not only the one on screen', async () => {
    const total = (await admin.get('/api/catalog/bikes?perPage=1')).body.meta.total;
    expect(total).toBeGreaterThan(40);
    const lines = (await admin.get('/api/catalog/bikes?format=csv&perPage=10&page=2')).raw.trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
  });

  it('downloads the same list as an XLSX workbook, in Dutch for a Dutch-speaking reader, numbers as numbers', async () => {
    const res = await inLanguage(admin, 'nl', () => admin.get('/api/catalog/bikes?format=xlsx&brand=Exportbrand&sort=price&order=desc'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/bike-catalogue-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual([
      'ID',
      'Merk',
      'Model',
      'Jaar',
      'Kadertype',
      'Maten',
      'Gebruik',
      'Elektrisch',
      'Batterij (Wh)',
      'Koppel motor (Nm)',
      'Catalogusprijs excl. btw (€)',
      'Kortingsprijs excl. btw (€)',
      'Btw-tarief (%)',
      'Te koop',
    ]);
    expect(rows.slice(1)).toEqual([
      [ebike.id, 'Exportbrand', 'Price List 1', 2026, 'Lage instap', 'S, M', 'Bakfiets', 'Ja', 750, 85, 4599, 4199.5, 21, 'Ja'],
      // Empty cells (no battery, no discount) are absent from the row ExcelJS reads back.
      expect.objectContaining({ 0: city.id, 4: 'Hoog kader (diamant)', 6: 'Stad', 7: 'Nee', 10: 800, 12: 21, 13: 'Ja' }),
    ]);
  });

  it('is open to staff, refused to a fleet manager and an employee', async () => {
    expect((await (await signedIn(t, 'mechanic@veloport.test')).get('/api/catalog/bikes?format=csv&brand=Exportbrand')).status).toBe(200);
    expect((await (await signedIn(t, 'fleet@acme.test')).get('/api/catalog/bikes?format=csv')).status).toBe(403);
    expect((await (await signedIn(t, 'employee@acme.test')).get('/api/catalog/bikes?format=xlsx')).status).toBe(403);
  });
});

describe('creating and editing a model', () => {
  it('creates a model with a generated slug, derived tiers and bands, and audits it', async () => {
    const res = await admin.post(
      '/api/catalog/bikes',
      modelPayload({
        brand: 'Élan',
        model: 'Ville 7',
        sizes: ['47', '53', 'XL'],
        engineNm: 55,
        batteryWh: 500,
        discountPriceCents: 250_000,
      }),
    );
    expect(res.status).toBe(201);
    const model = res.body.model;
    expect(model).toMatchObject({
      slug: 'elan-ville-7-2025',
      engineTier: 'medium',
      batteryTier: 'small',
      sizeBands: ['M', 'L', 'XL'],
      vatRate: 21,
      publicPriceCents: 302_500,
      discountPercent: 16.5,
      available: true,
    });
    const again = await admin.post('/api/catalog/bikes', modelPayload({ brand: 'Élan', model: 'Ville 7' }));
    expect(again.body.model.slug).toBe('elan-ville-7-2025-2');
    const [audit] = await auditOf(t.db, 'bike_model', model.id);
    expect(audit).toMatchObject({ action: 'bike_model.created', actorId: admin.user.id });
  });

  it('refuses an electric model without battery, a discount above the price and a taken slug; nothing is written', async () => {
    const before = (await admin.get('/api/catalog/bikes?perPage=1')).body.meta.total;
    const res = await admin.post('/api/catalog/bikes', modelPayload({ batteryWh: null, discountPriceCents: 400_000 }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ batteryWh: 'required', discountPriceCents: 'too_big' });
    const bad = await admin.post('/api/catalog/bikes', modelPayload({ frameType: 'X', sizes: ['huge'], priceCents: -1 }));
    expect(bad.body.error.fields).toMatchObject({ frameType: 'invalid', 'sizes.0': 'invalid', priceCents: 'too_small' });
    const slug = await admin.post('/api/catalog/bikes', modelPayload({ slug: 'elan-ville-7-2025' }));
    expect(slug.body.error.fields).toEqual({ slug: 'slug_taken' });
    expect((await admin.get('/api/catalog/bikes?perPage=1')).body.meta.total).toBe(before);
  });

  it('validates characteristic values against their definition', async () => {
    const { data } = (await admin.get('/api/catalog/characteristics')).body;
    const weight = data.find((c: any) => c.type === 'number');
    const ok = await admin.post('/api/catalog/bikes', modelPayload({ characteristics: { [weight.id]: 24.5 } }));
    expect(ok.status).toBe(201);
    expect(ok.body.model.characteristics).toEqual({ [weight.id]: 24.5 });
    const wrong = await admin.post('/api/catalog/bikes', modelPayload({ characteristics: { [weight.id]: 'heavy', 99999: 1 } }));
    expect(wrong.body.error.fields).toEqual({ [`characteristics.${weight.id}`]: 'invalid', 'characteristics.99999': 'unknown_item' });
  });

  it('updates a model, keeps its slug and photos, and answers 404 for an unknown one', async () => {
    const model = await createModel(admin);
    const res = await admin.put(
      `/api/catalog/bikes/${model.id}`,
      modelPayload({ model: model.model, priceCents: 280_000, cafeteriaEligible: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ slug: model.slug, priceCents: 280_000, cafeteriaEligible: true });
    expect((await admin.put('/api/catalog/bikes/999999', modelPayload())).status).toBe(404);
    expect((await admin.get(`/api/catalog/bikes/${model.id}`)).body.model.priceCents).toBe(280_000);
  });

  it('refuses writes to a mechanic', async () => {
    const mechanic = await signedIn(t, 'mechanic@veloport.test');
    expect((await mechanic.post('/api/catalog/bikes', modelPayload())).status).toBe(403);
  });
});

describe('availability, not-available and cafeteria lists', () => {
  it('withdraws a model from sale and restores it, audited both ways', async () => {
    const model = await createModel(admin, { cafeteriaEligible: true });
    const off = await admin.post(`/api/catalog/bikes/${model.id}/availability`, { available: false });
    expect(off.body.model.available).toBe(false);
    const list = await admin.get(`/api/catalog/bikes/not-available?q=${encodeURIComponent(model.model)}`);
    expect(list.body.data.map((m: any) => m.id)).toEqual([model.id]);
    await admin.post(`/api/catalog/bikes/${model.id}/availability`, { available: true });
    expect((await admin.get(`/api/catalog/bikes/not-available?q=${encodeURIComponent(model.model)}`)).body.data).toEqual([]);
    const actions = (await auditOf(t.db, 'bike_model', model.id)).map((a) => a.action);
    expect(actions.slice(0, 2)).toEqual(['bike_model.restored', 'bike_model.withdrawn']);
  });

  it('lists cafeteria-eligible models on sale for the order permission, and refuses a mechanic', async () => {
    const sales = await signedIn(t, 'sales@veloport.test');
    const res = await sales.get('/api/catalog/bikes/cafeteria?perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(5);
    expect(res.body.data.every((m: any) => m.cafeteriaEligible && m.available)).toBe(true);
    expect((await (await signedIn(t, 'mechanic@veloport.test')).get('/api/catalog/bikes/cafeteria')).status).toBe(403);
  });
});

describe('model photos', () => {
  it('uploads a PNG served publicly, and removes it', async () => {
    const model = await createModel(admin);
    const res = await admin.upload(`/api/catalog/bikes/${model.id}/photos`, {
      filename: 'bike.png',
      contentType: 'image/png',
      data: png(),
    });
    expect(res.status).toBe(200);
    const [photo] = res.body.model.photos;
    expect(photo.url).toMatch(/^\/api\/files\/public\/catalog-bikes-\d+-[0-9a-f]+\.png$/);
    const served = await t.client().get(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.bytes.equals(png())).toBe(true);
    const removed = await admin.delete(`/api/catalog/bikes/${model.id}/photos/0`);
    expect(removed.body.model.photos).toEqual([]);
    expect((await t.client().get(photo.url)).status).toBe(404);
  });

  it('refuses a file that is not an image', async () => {
    const model = await createModel(admin);
    const res = await admin.upload(`/api/catalog/bikes/${model.id}/photos`, {
      filename: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('nope'),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('file_type_invalid');
  });

  it('draws the demo placeholders as PNG', async () => {
    const res = await t.client().get('/api/files/public/demo-bike-F-120.png');
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.client().get('/api/files/public/demo-nothing.png')).status).toBe(404);
    expect((await t.client().get('/api/files/public/..%2Fsecret.png')).status).toBe(404);
  });
});
