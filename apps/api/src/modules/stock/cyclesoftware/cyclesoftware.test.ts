import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { signedIn } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

const sample = (kind: string) => fs.readFileSync(path.join(import.meta.dirname, `${kind}.sample.csv`), 'utf8');

describe('CycleSoftware migration', () => {
  it('dry-runs customers: reports created, updated and rejected lines with reasons, and writes nothing', async () => {
    const res = await admin.post('/api/migrations/cyclesoftware', { kind: 'customers', csv: sample('customers'), dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      kind: 'customers',
      dryRun: true,
      created: 2,
      updated: 1,
      rejected: [
        { line: 5, field: 'email', reason: 'required' },
        { line: 6, field: 'email', reason: 'invalid_email' },
        { line: 7, field: 'bedrijf', reason: 'unknown_company' },
      ],
    });
    const login = await t.client().post('/api/auth/login', { email: 'sophie.lambert@example.be', password: 'x' });
    expect(login.body.error.code).toBe('user_not_found');
  });

  it('then imports them for real, the same way', async () => {
    const res = await admin.post('/api/migrations/cyclesoftware', { kind: 'customers', csv: sample('customers'), dryRun: false });
    expect(res.body).toMatchObject({ dryRun: false, created: 2, updated: 1 });
    const login = await t.client().post('/api/auth/login', { email: 'sophie.lambert@example.be', password: 'x' });
    expect(login.body.error.code).not.toBe('user_not_found');
  });

  it('imports bikes matched to catalogue models, stores and customers, with an imported event in their history', async () => {
    const res = await admin.post('/api/migrations/cyclesoftware', { kind: 'bikes', csv: sample('bikes'), dryRun: false });
    expect(res.body).toEqual({
      kind: 'bikes',
      dryRun: false,
      created: 3,
      updated: 0,
      rejected: [
        { line: 5, field: 'model', reason: 'unknown_model' },
        { line: 6, field: 'winkel', reason: 'unknown_location' },
        { line: 7, field: 'framenummer', reason: 'invalid' },
      ],
    });
    const found = await admin.get('/api/stock/bikes/by-frame/CS-WAU-100003');
    const bike = (await admin.get(`/api/stock/bikes/${found.body.id}`)).body.bike;
    expect(bike).toMatchObject({
      contractKind: 'leasing',
      model: { brand: 'Gazelle' },
      user: { name: 'Emile Employé' },
      purchaseDate: '2024-11-20',
      purchasePriceCents: 240_000,
    });
    expect(bike.history).toEqual([
      expect.objectContaining({
        kind: 'imported',
        details: { source: 'cyclesoftware', line: 4, created: true },
        actor: expect.objectContaining({ name: 'Anne Admin' }),
      }),
    ]);
    const rerun = await admin.post('/api/migrations/cyclesoftware', { kind: 'bikes', csv: sample('bikes'), dryRun: true });
    expect(rerun.body).toMatchObject({ created: 0, updated: 3 });
  });

  it('imports stock: accessories by reference and their quantity per store', async () => {
    const res = await admin.post('/api/migrations/cyclesoftware', { kind: 'stock', csv: sample('stock'), dryRun: false });
    expect(res.body).toEqual({
      kind: 'stock',
      dryRun: false,
      created: 1,
      updated: 2,
      rejected: [
        { line: 5, field: 'voorraad', reason: 'invalid' },
        { line: 6, field: 'artikelnr', reason: 'required' },
      ],
    });
    const lock = (await admin.get('/api/stock/accessories?q=abus-6500')).body.data[0];
    expect(lock.quantities.map((q: any) => q.quantity)).toEqual([12, 4]);
    expect((await admin.get('/api/catalog/accessories?q=bern-hlm-m')).body.data[0]).toMatchObject({
      category: 'helmet',
      priceCents: 6_529,
    });
  });

  it('refuses a file without the needed columns, and non-admins', async () => {
    const res = await admin.post('/api/migrations/cyclesoftware', { kind: 'bikes', csv: 'framenummer;merk\nA;B', dryRun: true });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toMatchObject({ 'csv.model': 'required', 'csv.winkel': 'required' });
    expect(
      (await (await signedIn(t, 'mechanic@veloport.test')).post('/api/migrations/cyclesoftware', { kind: 'bikes', csv: 'x', dryRun: true }))
        .status,
    ).toBe(403);
  });
});
