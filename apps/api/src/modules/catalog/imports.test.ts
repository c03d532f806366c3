import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, signedIn } from '../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

const sample = (file: string) => fs.readFileSync(path.join(import.meta.dirname, 'feeds', file), 'utf8');

describe('brand imports', () => {
  it("previews Cube's sample feed against the demo catalogue: new, changed (field by field) and gone", async () => {
    const res = await admin.post('/api/catalog/imports/cube/sample');
    expect(res.status).toBe(201);
    const { run } = res.body;
    expect(run).toMatchObject({
      brand: 'cube',
      source: 'sample',
      format: 'json',
      status: 'previewed',
      createdBy: 'Anne Admin',
      summary: { new: 5, changed: 2, gone: 1 },
    });
    const byKey = Object.fromEntries(run.items.map((i: any) => [i.key, i]));
    expect(byKey['changed:CU-2025-001'].changes).toEqual([{ field: 'priceCents', from: 347_025, to: 355_289 }]);
    expect(byKey['changed:CU-2025-004'].changes).toEqual([{ field: 'available', from: true, to: false }]);
    expect(byKey['gone:CU-2025-006']).toMatchObject({ kind: 'gone', model: 'Touring Hybrid ONE 625' });
    expect(byKey['new:CU-2025-007'].item).toMatchObject({ model: 'Longtail Hybrid 1500', usage: 'cargo', sizes: ['One size'] });
  });

  it('applies only the chosen items, once, with an audit row per model', async () => {
    const { run } = (await admin.post('/api/catalog/imports/cube/sample')).body;
    const res = await admin.post(`/api/catalog/imports/${run.id}/apply`, {
      apply: ['new:CU-2025-007', 'changed:CU-2025-001', 'gone:CU-2025-006'],
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ created: 1, updated: 1, withdrawn: 1 });
    expect(res.body.run).toMatchObject({ status: 'applied', appliedCount: 3 });

    const cube = (await admin.get('/api/catalog/bikes?brand=Cube&perPage=100')).body.data;
    const longtail = cube.find((m: any) => m.model === 'Longtail Hybrid 1500');
    expect(longtail).toMatchObject({ slug: 'cube-longtail-hybrid-1500-2025', available: true, priceCents: 578_430 });
    expect(cube.find((m: any) => m.model === 'Kathmandu Hybrid ONE 800').priceCents).toBe(355_289);
    expect(cube.find((m: any) => m.model === 'Touring Hybrid ONE 625').available).toBe(false);
    expect(cube.find((m: any) => m.model === 'Ella Ride Hybrid 500')).toBeUndefined();
    expect((await auditOf(t.db, 'bike_model', longtail.id))[0]).toMatchObject({ action: 'bike_model.imported', actorId: admin.user.id });

    const again = await admin.post(`/api/catalog/imports/${run.id}/apply`, { apply: ['new:CU-2025-008'] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('import_already_applied');

    // A new preview no longer sees what was applied.
    const next = (await admin.post('/api/catalog/imports/cube/sample')).body.run;
    expect(next.items.map((i: any) => i.key)).not.toContain('new:CU-2025-007');
    expect(next.items.map((i: any) => i.key)).not.toContain('gone:CU-2025-006');
  });

  it('takes an uploaded Moustache CSV and lists the runs newest first', async () => {
    const res = await admin.post('/api/catalog/imports/moustache', { format: 'csv', content: sample('moustache.sample.csv') });
    expect(res.status).toBe(201);
    expect(res.body.run).toMatchObject({ source: 'upload', summary: { new: 3, changed: 3, gone: 1 } });
    const list = await admin.get('/api/catalog/imports?perPage=2');
    expect(list.body.data[0]).toMatchObject({ id: res.body.run.id, brand: 'moustache' });
    expect(list.body.data[0].items).toBeUndefined();
    expect((await admin.get(`/api/catalog/imports/${res.body.run.id}`)).body.run.items.length).toBe(7);
  });

  it('refuses a broken feed with the line and field of each error, and stores nothing', async () => {
    const before = (await admin.get('/api/catalog/imports')).body.meta.total;
    const broken = sample('moustache.sample.csv').replace('oui;bas;ville', 'peut-être;bas;ville');
    const res = await admin.post('/api/catalog/imports/moustache', { format: 'csv', content: broken });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'feed_invalid', fields: { 'line.4.disponible': 'invalid' } });
    expect((await admin.post('/api/catalog/imports/cube', { format: 'csv', content: 'a;b' })).body.error.fields).toEqual({
      format: 'invalid',
    });
    expect((await admin.post('/api/catalog/imports/giant/sample')).status).toBe(422);
    expect((await admin.get('/api/catalog/imports')).body.meta.total).toBe(before);
  });

  it('refuses unknown item keys and non-admins', async () => {
    const { run } = (await admin.post('/api/catalog/imports/cube/sample')).body;
    const res = await admin.post(`/api/catalog/imports/${run.id}/apply`, { apply: ['new:CU-2025-008', 'new:NOPE'] });
    expect(res.body.error.fields).toEqual({ 'apply.1': 'unknown_item' });
    expect((await admin.get(`/api/catalog/imports/${run.id}`)).body.run.status).toBe('previewed');
    expect((await (await signedIn(t, 'mechanic@veloport.test')).post('/api/catalog/imports/cube/sample')).status).toBe(403);
  });
});
