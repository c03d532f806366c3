import { addDays, brusselsToday } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, sheetRows, type SignedClient } from '../../../test/fixtures';
import { bikeFinancings } from './financing.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
let modelId: number;

beforeAll(async () => {
  modelId = (await createModel(admin)).id;
});

const today = brusselsToday();
const inDays = (n: number) => addDays(today, n);
const newBike = async () => (await createBike(admin, modelId)).id as number;
const financing = (bikeId: number, over: Record<string, unknown> = {}) => ({
  bikeId,
  financier: 'Beobank Lease',
  contractReference: `BEO-${bikeId}`,
  financedAmountCents: 250_000,
  rateBasisPoints: 549,
  startDate: inDays(-30),
  endDate: inDays(700),
  monthlyInstalmentCents: 7_600,
  ...over,
});
const patch = (client: SignedClient, url: string, body: unknown) => client.request('PATCH', url, body);
const count = async () => (await t.db.select().from(bikeFinancings)).length;

describe('external financing of bikes', () => {
  it('records a financing, shows it with its bike, corrects it, and keeps every change in the audit', async () => {
    const bikeId = await newBike();
    const made = await admin.post('/api/external-financing', financing(bikeId, { notes: 'Contrat signé chez le financeur' }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      bike: { id: bikeId },
      financier: 'Beobank Lease',
      financedAmountCents: 250_000,
      rateBasisPoints: 549,
      status: 'active',
      endingSoon: false,
    });
    expect(made.body.bike.label).toMatch(/\S/);

    const patched = await patch(admin, `/api/external-financing/${made.body.id}`, { endDate: inDays(20), monthlyInstalmentCents: 8_000 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      endDate: inDays(20),
      monthlyInstalmentCents: 8_000,
      endingSoon: true,
      financier: 'Beobank Lease',
    });

    // The bike shows its financing: the list filtered by the bike.
    const ofBike = await admin.get(`/api/external-financing?bikeId=${bikeId}`);
    expect(ofBike.body.data.map((f: { id: number }) => f.id)).toEqual([made.body.id]);
    expect((await auditOf(t.db, 'bike_financing', made.body.id)).map((a) => a.action).sort()).toEqual([
      'financing.created',
      'financing.updated',
    ]);
  });

  it('refuses a second active financing of one bike, but takes it once the first ended', async () => {
    const bikeId = await newBike();
    const first = (await admin.post('/api/external-financing', financing(bikeId))).body;
    const again = await admin.post('/api/external-financing', financing(bikeId, { contractReference: 'OTHER' }));
    expect(again.status).toBe(422);
    expect(again.body.error.fields).toEqual({ bikeId: 'already_financed' });
    expect((await patch(admin, `/api/external-financing/${first.id}`, { status: 'ended' })).body.status).toBe('ended');
    expect((await admin.post('/api/external-financing', financing(bikeId, { contractReference: 'OTHER' }))).status).toBe(201);
    // Reopening the ended one would make two active financings.
    expect((await patch(admin, `/api/external-financing/${first.id}`, { status: 'active' })).body.error.fields).toEqual({
      bikeId: 'already_financed',
    });
  });

  it('answers 422 with field codes and writes nothing for bad input', async () => {
    const before = await count();
    const bad = await admin.post('/api/external-financing', {
      bikeId: 0,
      financier: '',
      contractReference: 'X',
      financedAmountCents: -1,
      rateBasisPoints: 12.5,
      startDate: 'tomorrow',
      endDate: today,
      monthlyInstalmentCents: 10,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['bikeId', 'financier', 'financedAmountCents', 'rateBasisPoints', 'startDate']),
    );
    expect(
      (await admin.post('/api/external-financing', financing(await newBike(), { startDate: inDays(10), endDate: inDays(5) }))).body.error
        .fields,
    ).toEqual({ endDate: 'end_before_start' });
    expect((await admin.post('/api/external-financing', financing(999_999))).body.error.fields).toEqual({ bikeId: 'unknown_bike' });
    const id = (await admin.post('/api/external-financing', financing(await newBike()))).body.id;
    expect((await patch(admin, `/api/external-financing/${id}`, { endDate: inDays(-365) })).body.error.fields).toEqual({
      endDate: 'end_before_start',
    });
    expect(await count()).toBe(before + 1);
  });

  it('refuses everyone but the admin (403), and answers 404 for an unknown financing', async () => {
    const id = (await admin.post('/api/external-financing', financing(await newBike()))).body.id;
    const before = await count();
    for (const client of [fleetAcme, employee]) {
      expect((await client.get('/api/external-financing')).status).toBe(403);
      expect((await client.get(`/api/external-financing/${id}`)).status).toBe(403);
      expect((await client.post('/api/external-financing', financing(await newBike()))).status).toBe(403);
      expect((await patch(client, `/api/external-financing/${id}`, { status: 'cancelled' })).status).toBe(403);
    }
    expect((await t.client().get('/api/external-financing')).status).toBe(401);
    expect(await count()).toBe(before);
    expect((await admin.get('/api/external-financing/999999')).status).toBe(404);
    expect((await admin.get(`/api/external-financing/${id}`)).body.status).toBe('active');
  });

  it('lists with the financier and ending-soon filters, search, sort and pages, and downloads CSV and XLSX', async () => {
    const soon = (
      await admin.post(
        '/api/external-financing',
        financing(await newBike(), { financier: 'Zorglub Finance', contractReference: 'ZRG-1', endDate: inDays(45) }),
      )
    ).body;
    const later = (
      await admin.post(
        '/api/external-financing',
        financing(await newBike(), { financier: 'Zorglub Finance', contractReference: 'ZRG-2', endDate: inDays(400) }),
      )
    ).body;
    const byFinancier = await admin.get('/api/external-financing?financier=zorglub%20finance&sort=endDate&order=desc');
    expect(byFinancier.body.data.map((f: { id: number }) => f.id)).toEqual([later.id, soon.id]);
    const ending = await admin.get('/api/external-financing?financier=Zorglub%20Finance&endingWithinDays=90');
    expect(ending.body.data.map((f: { id: number }) => f.id)).toEqual([soon.id]);
    expect((await admin.get('/api/external-financing?q=ZRG-2')).body.data.map((f: { id: number }) => f.id)).toEqual([later.id]);
    expect((await admin.get(`/api/external-financing?q=${later.bike.frameNumber}`)).body.data.map((f: { id: number }) => f.id)).toEqual([
      later.id,
    ]);
    const page = await admin.get('/api/external-financing?perPage=1&page=2&financier=Zorglub%20Finance');
    expect(page.body.meta).toEqual({ page: 2, perPage: 1, total: 2 });
    expect((await admin.get('/api/external-financing/financiers')).body.data).toContain('Zorglub Finance');
    // The demo's financed bikes are there too.
    expect((await admin.get('/api/external-financing?financier=Belfius%20Lease')).body.meta.total).toBeGreaterThan(0);

    const csv = await admin.get('/api/external-financing?format=csv&financier=Zorglub%20Finance&lang=en');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Financier');
    expect(csv.raw).toContain('ZRG-1');
    expect(csv.raw).toContain('Running');
    const xlsx = await admin.get('/api/external-financing?format=xlsx&financier=Zorglub%20Finance&lang=fr');
    const sheet = await sheetRows(xlsx.bytes);
    expect(sheet[0]).toContain('Financeur');
    expect(sheet).toHaveLength(3);
    expect(sheet[1]).toContain(2500);
  });
});
