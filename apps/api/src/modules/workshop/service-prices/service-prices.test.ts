import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, sheetRows } from '../../../test/fixtures';
import { servicePrices } from './service-prices.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const mechanic = t.signedIn('mechanic');

const rows = async () => (await t.db.select().from(servicePrices)).length;
const service = (over: Record<string, unknown> = {}) => ({
  description: { fr: 'Remplacement rayon', nl: 'Spaak vervangen', en: 'Spoke replacement' },
  category: 'wheels',
  priceInclVatCents: 1590,
  storeId: 1,
  displayed: true,
  ...over,
});

describe('service price list: the workshop reads it, the admin keeps it', () => {
  it('shows the demo price list of both stores, with the VAT split of a service at the repair rate', async () => {
    const list = await mechanic.get('/api/service-prices?perPage=100');
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBeGreaterThanOrEqual(25);
    expect(new Set(list.body.data.map((s: { store: { name: string } }) => s.store.name))).toEqual(new Set(['Liège', 'Bruxelles']));
    const puncture = list.body.data.find(
      (s: { description: { en: string }; store: { id: number } }) => s.description.en.startsWith('Puncture repair') && s.store.id === 1,
    );
    expect(puncture).toMatchObject({
      category: 'wheels',
      priceInclVatCents: 1800,
      vat: { rate: 6, netCents: 1698, vatCents: 102 },
      billedLast12MonthsCents: 0,
      displayed: true,
    });
    expect((await mechanic.get('/api/workshop/vat-rates')).body).toEqual({ labour: 6, part: 21 });
  });

  it('creates and changes a service, and keeps every change with who and when', async () => {
    const made = await admin.post('/api/service-prices', service());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ description: { nl: 'Spaak vervangen' }, store: { id: 1, name: 'Liège' }, priceInclVatCents: 1590 });
    const id = made.body.id as number;
    const changed = await admin.put(`/api/service-prices/${id}`, service({ priceInclVatCents: 1790, storeId: 2, displayed: false }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ priceInclVatCents: 1790, store: { name: 'Bruxelles' }, displayed: false });
    expect(Date.parse(changed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.body.createdAt));
    expect((await mechanic.get(`/api/service-prices/${id}`)).body.priceInclVatCents).toBe(1790);
    const history = (await mechanic.get(`/api/service-prices/${id}/history`)).body.data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['service_price.updated', 'service_price.created']);
    expect(history[0]).toMatchObject({ actor: { id: admin.user.id } });
    expect(history[0].changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['priceInclVatCents', 'storeId', 'displayed']),
    );
  });

  it('filters by category, store and displayed, searches in every language, sorts, pages and downloads', async () => {
    await admin.post(
      '/api/service-prices',
      service({
        description: { fr: 'Zéro défaut', nl: 'Zonder gebrek', en: 'Zzyzx check' },
        category: 'other',
        storeId: 2,
        displayed: false,
      }),
    );
    const hidden = await mechanic.get('/api/service-prices?displayed=false&storeId=2&category=other');
    expect(hidden.body.data.length).toBeGreaterThan(0);
    expect(
      hidden.body.data.every(
        (s: { displayed: boolean; store: { id: number }; category: string }) => !s.displayed && s.store.id === 2 && s.category === 'other',
      ),
    ).toBe(true);
    expect(
      (await mechanic.get('/api/service-prices?q=zonder')).body.data.map((s: { description: { en: string } }) => s.description.en),
    ).toEqual(['Zzyzx check']);
    const cheapest = await mechanic.get('/api/service-prices?sort=priceInclVatCents&order=asc&perPage=2&page=1');
    expect(cheapest.body.meta).toMatchObject({ page: 1, perPage: 2 });
    expect(cheapest.body.data[0].priceInclVatCents).toBeLessThanOrEqual(cheapest.body.data[1].priceInclVatCents);
    expect((await mechanic.get('/api/service-prices?sort=store&order=desc')).status).toBe(200);
    const csv = await admin.get('/api/service-prices?format=csv&q=zzyzx&lang=nl');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Zonder gebrek');
    expect(csv.raw).toContain('Overige');
    const xlsx = await admin.get('/api/service-prices?format=xlsx&q=zzyzx&lang=en');
    const sheet = await sheetRows(xlsx.bytes);
    expect(sheet[0]).toContain('Price incl. VAT (€)');
    expect(sheet[1]).toContain('Zzyzx check');
  });
});

describe('service price list: refusals write nothing', () => {
  it('refuses a description without all three languages (422 translations_required)', async () => {
    const before = await rows();
    const res = await admin.post('/api/service-prices', service({ description: { fr: 'Réglage', nl: ' ', en: 'Adjustment' } }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('translations_required');
    expect(res.body.error.fields).toEqual({ 'description.nl': 'required' });
    expect((await admin.post('/api/service-prices', service({ description: { fr: 'Réglage' } }))).body.error.code).toBe(
      'translations_required',
    );
    const id = (await mechanic.get('/api/service-prices?perPage=1')).body.data[0].id;
    const put = await admin.put(`/api/service-prices/${id}`, service({ description: { fr: '', nl: 'x', en: 'y' } }));
    expect(put.body.error.code).toBe('translations_required');
    expect(await rows()).toBe(before);
    expect((await auditOf(t.db, 'service_price', id)).some((a) => a.action === 'service_price.updated')).toBe(false);
  });

  it('answers 422 with field codes for a bad payload', async () => {
    const before = await rows();
    const res = await admin.post('/api/service-prices', service({ category: 'paint', priceInclVatCents: 12.5, storeId: 'x' }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['category', 'priceInclVatCents', 'storeId']));
    expect((await admin.post('/api/service-prices', service({ priceInclVatCents: -1 }))).status).toBe(422);
    expect((await admin.post('/api/service-prices', service({ storeId: 999 }))).body.error.fields).toEqual({ storeId: 'unknown_location' });
    expect((await mechanic.get('/api/service-prices?category=paint')).status).toBe(422);
    expect(await rows()).toBe(before);
  });

  it('lets the mechanic read but not change (403), and refuses fleet managers and employees', async () => {
    const id = (await mechanic.get('/api/service-prices?perPage=1')).body.data[0].id;
    const before = await rows();
    expect((await mechanic.post('/api/service-prices', service())).status).toBe(403);
    expect((await mechanic.put(`/api/service-prices/${id}`, service())).status).toBe(403);
    for (const client of [fleetAcme, employee]) {
      expect((await client.get('/api/service-prices')).status).toBe(403);
      expect((await client.get(`/api/service-prices/${id}`)).status).toBe(403);
      expect((await client.post('/api/service-prices', service())).status).toBe(403);
    }
    expect((await t.client().get('/api/service-prices')).status).toBe(401);
    expect(await rows()).toBe(before);
    expect((await admin.get('/api/service-prices/999999')).status).toBe(404);
    expect((await admin.put('/api/service-prices/999999', service())).status).toBe(404);
  });
});
