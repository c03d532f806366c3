import { addDays, brusselsToday } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { countQueries, createBike, createModel } from '../../test/fixtures';
import type { TestClient } from '../../test/harness';

const t = useDemoApp();
let visitor: TestClient;
beforeAll(() => {
  visitor = t.client();
});
const admin = t.signedIn('admin');

const list = async (query = '') => (await visitor.get(`/api/public/catalog/bikes?perPage=100${query}`)).body;
const count = (facet: { value: string; count: number }[], value: string) => facet.find((f) => f.value === value)?.count;

describe('public bike catalogue', () => {
  it('answers anonymous visitors with models on sale, VAT-included prices, the list envelope and facets', async () => {
    const res = await visitor.get('/api/public/catalog/bikes');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.meta).toMatchObject({ page: 1, perPage: 24 });
    const all = await list();
    expect(all.data.every((b: any) => b.slug && b.priceCents > 0)).toBe(true);
    expect(all.data.find((b: any) => b.model === 'Multicharger2 Mixte')).toBeUndefined();
    const cubeTotal = count(all.facets.brand, 'Cube')!;
    expect(all.facets.brand.reduce((s: number, f: any) => s + f.count, 0)).toBe(all.meta.total);
    expect(count(all.facets.electric, 'true')! + count(all.facets.electric, 'false')!).toBe(all.meta.total);
    expect(cubeTotal).toBeGreaterThan(3);
    const prices = all.data.map((b: any) => b.discountPriceCents ?? b.priceCents);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('filters electric medium-engine bikes in size M (rider of 1.70 m), with counts that ignore each facet’s own selection', async () => {
    const res = await list('&electric=true&engineTier=medium&heightCm=170');
    expect(res.data.length).toBeGreaterThan(0);
    for (const b of res.data) {
      expect(b).toMatchObject({ electric: true, engineTier: 'medium' });
      expect(b.sizeBands).toContain('M');
    }
    expect(res.meta.total).toBe(res.data.length);
    expect(count(res.facets.engineTier, 'medium')).toBe(res.meta.total);
    // The engine facet still counts the other tiers (selecting "large" as well would add them).
    expect(count(res.facets.engineTier, 'large')).toBeGreaterThan(0);
    const both = await list('&electric=true&engineTier=medium,large&heightCm=170');
    expect(both.meta.total).toBe(count(res.facets.engineTier, 'medium')! + count(res.facets.engineTier, 'large')!);
    // The size facet counts every band under the other filters.
    expect(count(res.facets.sizeBand, 'M')).toBe(res.meta.total);
  });

  it('gives a 1.92 m rider only bikes and frame sizes of band XL: no children’s bikes, no small frames first', async () => {
    const res = await list('&heightCm=192');
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.filter((b: any) => b.usage === 'kids')).toEqual([]);
    for (const b of res.data) {
      expect(b.sizeBands).toEqual(['XL']);
      expect(b.sizes.some((s: string) => ['XS', 'S', 'M', 'L', '46', '49', '16'].includes(s))).toBe(false);
    }
    const gravel = res.data.find((b: any) => b.model === 'Nuroad Pro');
    expect(gravel.sizes).toEqual(['58', '61']);
    // A child keeps the children's bikes.
    const child = await list('&heightCm=125');
    expect(child.data.some((b: any) => b.usage === 'kids')).toBe(true);
  });

  it('filters brands, frame types, usage, battery tiers, a price range and text, and sorts by name or newest', async () => {
    const res = await list('&brand=Cube,Moustache&frameType=F&usage=trekking,city');
    expect(res.data.length).toBeGreaterThan(0);
    expect(
      res.data.every((b: any) => ['Cube', 'Moustache'].includes(b.brand) && b.frameType === 'F' && ['trekking', 'city'].includes(b.usage)),
    ).toBe(true);
    const repeated = await visitor.get(
      '/api/public/catalog/bikes?perPage=100&brand=Cube&brand=Moustache&frameType=F&usage=trekking&usage=city',
    );
    expect(repeated.body.meta.total).toBe(res.meta.total);
    const large = await list('&batteryTier=large');
    expect(large.data.every((b: any) => b.batteryWh > 630)).toBe(true);
    const priced = await list('&priceMin=200000&priceMax=400000');
    expect(
      priced.data.every((b: any) => (b.discountPriceCents ?? b.priceCents) >= 200_000 && (b.discountPriceCents ?? b.priceCents) <= 400_000),
    ).toBe(true);
    expect((await list('&q=brompton')).data.map((b: any) => b.brand)).toEqual(['Brompton', 'Brompton']);
    const byName = (await list('&sort=name')).data.map((b: any) => `${b.brand} ${b.model}`.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const newest = (await list('&sort=newest&order=desc')).data.map((b: any) => b.year);
    expect(newest).toEqual([...newest].sort((a: number, b: number) => b - a));
  });

  it('shows each model’s stock state on the list (in stock in a store > soon available > not in stock) and filters the models in stock', async () => {
    const day = (days: number) => addDays(brusselsToday(), days);
    const inStock = await createModel(admin, { brand: 'Stockstate', model: 'Ready', priceCents: 100_000 });
    const soon = await createModel(admin, { brand: 'Stockstate', model: 'Soon', priceCents: 110_000 });
    const none = await createModel(admin, { brand: 'Stockstate', model: 'Later', priceCents: 120_000 });
    // In stock in Bruxelles only; its delivery in Liège does not hide that.
    await createBike(admin, inStock.id, { locationId: 2 });
    await createBike(admin, inStock.id, { locationId: 1, contractKind: 'pending_delivery', expectedDate: day(2) });
    // Only a delivery in 3 days.
    await createBike(admin, soon.id, { locationId: 1, contractKind: 'pending_delivery', expectedDate: day(3) });
    // A broken bike in stock and a delivery in 3 weeks are not a bike to sell now.
    const broken = await createBike(admin, none.id, { locationId: 1 });
    expect((await admin.post(`/api/stock/bikes/${broken.id}/status`, { status: 'broken' })).status).toBe(200);
    await createBike(admin, none.id, { locationId: 2, contractKind: 'pending_delivery', expectedDate: day(21) });

    const res = await list('&brand=Stockstate');
    expect(res.data.map((b: any) => [b.model, b.stockState, b.inStockAt])).toEqual([
      ['Ready', 'in_stock', [{ locationId: 2, name: 'Bruxelles' }]],
      ['Soon', 'soon_available', []],
      ['Later', 'not_in_stock', []],
    ]);

    const only = await list('&brand=Stockstate&inStock=true');
    expect(only.data.map((b: any) => b.model)).toEqual(['Ready']);
    expect(only.meta.total).toBe(1);
    // The facets count under the in-stock filter.
    expect(count(only.facets.brand, 'Stockstate')).toBe(1);
    expect(count(res.facets.brand, 'Stockstate')).toBe(3);

    // Sold: the model is no longer in stock anywhere; its delivery in 2 days makes it soon available.
    const sold = (await admin.get(`/api/stock/bikes?modelId=${inStock.id}&contractKind=stock`)).body.data[0];
    expect((await admin.post(`/api/stock/bikes/${sold.id}/sold`, { date: day(0), priceCents: 120_000 })).status).toBe(200);
    expect((await list('&brand=Stockstate')).data.find((b: any) => b.model === 'Ready')).toMatchObject({
      stockState: 'soon_available',
      inStockAt: [],
    });
    expect((await list('&brand=Stockstate&inStock=true')).meta.total).toBe(0);
    expect((await visitor.get('/api/public/catalog/bikes?inStock=false')).body.error.fields).toMatchObject({ inStock: 'invalid' });
  });

  it('sends the same number of queries for a page of 1 or of 100 models (page, stock of its models, facets and total)', async () => {
    const one = await countQueries(t.db, () => visitor.get('/api/public/catalog/bikes?perPage=1&electric=true'));
    const hundred = await countQueries(t.db, () => visitor.get('/api/public/catalog/bikes?perPage=100&electric=true'));
    expect(one).toBe(3);
    expect(hundred).toBe(one);
  });

  it('refuses bad filters with 422', async () => {
    const res = await visitor.get('/api/public/catalog/bikes?frameType=Z&heightCm=20&electric=yes&sort=cheap');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toMatchObject({ 'frameType.0': 'invalid', heightCm: 'too_small', electric: 'invalid', sort: 'invalid' });
  });

  it('shows a bike: photos, characteristics, stock per store (in stock, soon, none), discount and monthly leasing estimate', async () => {
    const model = await createModel(admin, {
      brand: 'Detailbrand',
      model: 'Show',
      priceCents: 360_000,
      discountPriceCents: 324_000,
      characteristics: {},
    });
    const chars = (await admin.get('/api/catalog/characteristics')).body.data;
    await admin.put(`/api/catalog/bikes/${model.id}`, {
      ...model,
      characteristics: { [chars[0].id]: 25.5, [chars[4].id]: true },
      slug: model.slug,
    });
    await createBike(admin, model.id, { locationId: 1 });
    const soon = addDays(brusselsToday(), 3);
    await createBike(admin, model.id, { locationId: 2, contractKind: 'pending_delivery', expectedDate: soon });

    const res = await visitor.get(`/api/public/catalog/bikes/${model.slug}`);
    expect(res.status).toBe(200);
    const bike = res.body.bike;
    expect(bike).toMatchObject({
      slug: model.slug,
      priceCents: 435_600,
      discountPriceCents: 392_040,
      discountPercent: 10,
      vatRate: 21,
      stock: [
        { locationId: 1, name: 'Liège', state: 'in_stock' },
        { locationId: 2, name: 'Bruxelles', state: 'soon_available' },
      ],
      // 3240 € / 36 + 10 € + 0.25 % × 3240 € = 90 + 10 + 8.10 = 108.10 €
      leasing: { months: 36, monthlyCents: 10_810, yearlyMaintenanceBudgetCents: 12_000, monthlyInsuranceCents: 810 },
    });
    expect(bike.characteristics.map((c: any) => [c.name.en, c.value])).toEqual([
      ['Weight', 25.5],
      ['Integrated lights', true],
    ]);
    expect(bike.description).toEqual({ fr: '', en: '', nl: '' });

    await admin.post(`/api/catalog/bikes/${model.id}/availability`, { available: false });
    expect((await visitor.get(`/api/public/catalog/bikes/${model.slug}`)).status).toBe(404);
    expect((await visitor.get('/api/public/catalog/bikes/no-such-bike')).status).toBe(404);
  });

  it('shows demo photos that load', async () => {
    const [first] = (await list()).data;
    const photo = await visitor.get(first.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });
});

describe('public accessories and used bikes', () => {
  it('lists accessories on sale by category with VAT-included prices, and shows one with its stock per store', async () => {
    const res = await visitor.get('/api/public/catalog/accessories?category=lock&sort=price');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(1);
    expect(res.body.data.every((a: any) => a.category === 'lock')).toBe(true);
    // Without a language asked, French: the name as the French reader reads it (decision 101).
    const lock = res.body.data.find((a: any) => a.name === 'Cadenas pliant Bordo 6500');
    expect(lock.priceCents).toBe(10_995);
    const detail = await visitor.get(`/api/public/catalog/accessories/${lock.slug}`);
    expect(detail.body.accessory.stock).toEqual([
      { locationId: 1, name: 'Liège', state: 'not_in_stock' },
      { locationId: 2, name: 'Bruxelles', state: 'not_in_stock' },
    ]);
    const pump = (await visitor.get('/api/public/catalog/accessories?q=road%20drive')).body.data[0];
    expect((await visitor.get(`/api/public/catalog/accessories/${pump.slug}`)).body.accessory.stock.map((s: any) => s.state)).toEqual([
      'in_stock',
      'in_stock',
    ]);
  });

  it('lists published used bikes only, filterable, and shows one', async () => {
    const res = await visitor.get('/api/public/used-bikes?electric=true&sort=price&order=asc');
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: any) => u.brand)).toEqual(['Babboe', 'Cube']);
    expect(res.body.data[0]).toMatchObject({ condition: 'fair', photoUrl: expect.stringMatching(/^\/api\/files\/public\/demo-used-/) });
    const all = await visitor.get('/api/public/used-bikes?perPage=100');
    expect(all.body.meta.total).toBe(4);
    const one = await visitor.get(`/api/public/used-bikes/${res.body.data[1].id}`);
    expect(one.body.usedBike).toMatchObject({
      brand: 'Cube',
      store: { id: 2, name: 'Bruxelles' },
      photos: [expect.any(String), expect.any(String)],
    });
  });
});
