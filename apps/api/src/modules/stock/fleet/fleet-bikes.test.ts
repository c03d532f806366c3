import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBike } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const mechanic = t.signedIn('mechanic');
let acmeBike: number;
let globexBike: number;

beforeAll(async () => {
  const modelId = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0].id;
  const lease = async (companyId: number) => {
    const bike = await createBike(admin, modelId);
    const res = await admin.post(`/api/stock/bikes/${bike.id}/assign`, { companyId, contractKind: 'leasing', contractMonths: 36 });
    if (res.status !== 200) throw new Error(`assign: ${res.status} ${res.raw}`);
    return bike.id as number;
  };
  [acmeBike, globexBike] = [await lease(ids.Acme!), await lease(ids.Globex!)];
});

describe('fleet bikes', () => {
  it("gives a fleet manager their company's bikes only, whatever company they ask for", async () => {
    const own = await fleetAcme.get('/api/fleet/bikes?perPage=100');
    expect(own.status).toBe(200);
    expect(own.body.meta.total).toBeGreaterThan(0);
    expect(own.body.data.map((b: { company: { id: number } | null }) => b.company?.id)).toEqual(own.body.data.map(() => ids.Acme));
    expect(own.body.data.map((b: { id: number }) => b.id)).toContain(acmeBike);
    const asked = await fleetAcme.get(`/api/fleet/bikes?companyId=${ids.Globex}&perPage=100`);
    expect(asked.body.data.map((b: { id: number }) => b.id)).not.toContain(globexBike);
    expect(asked.body.meta.total).toBe(own.body.meta.total);
  });

  it("shows a fleet manager their bike's record and history without the shop's prices; another company's answers 404", async () => {
    const res = await fleetAcme.get(`/api/fleet/bikes/${acmeBike}`);
    expect(res.status).toBe(200);
    expect(res.body.bike).toMatchObject({ id: acmeBike, contractKind: 'leasing', contractMonths: 36, company: { id: ids.Acme } });
    expect(res.body.bike.history.map((e: { kind: string }) => e.kind)).toContain('created');
    expect(res.body.bike).not.toHaveProperty('purchasePriceCents');
    expect((await fleetAcme.get(`/api/fleet/bikes/${globexBike}`)).status).toBe(404);
    expect((await fleetAcme.get(`/api/fleet/bikes/${globexBike}/history.pdf`)).status).toBe(404);
    const pdf = await fleetAcme.get(`/api/fleet/bikes/${acmeBike}/history.pdf?locale=nl`);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it("downloads the company's bikes as CSV for a fleet manager", async () => {
    const csv = await fleetAcme.get('/api/fleet/bikes?format=csv');
    expect(csv.status).toBe(200);
    const lines = csv.raw.trim().split('\n');
    expect(lines.length - 1).toBe((await fleetAcme.get('/api/fleet/bikes')).body.meta.total);
    expect(csv.raw).not.toContain('Globex');
  });

  it('lets a mechanic read every bike, the stock list and a record, but change nothing (403)', async () => {
    const all = await mechanic.get('/api/fleet/bikes');
    expect(all.body.meta.total).toBe((await admin.get('/api/stock/bikes')).body.meta.total);
    expect((await mechanic.get(`/api/fleet/bikes/${globexBike}`)).status).toBe(200);
    expect((await mechanic.get('/api/stock/bikes')).status).toBe(200);
    expect((await mechanic.get(`/api/stock/bikes/${acmeBike}`)).body.bike.purchasePriceCents).toBeDefined();
    expect((await mechanic.post(`/api/stock/bikes/${acmeBike}/move`, { locationId: 2 })).status).toBe(403);
    expect((await mechanic.put(`/api/stock/bikes/${acmeBike}`, { color: 'rouge' })).status).toBe(403);
  });

  it('refuses employees (403) and strangers (401)', async () => {
    expect((await employee.get('/api/fleet/bikes')).status).toBe(403);
    expect((await employee.get(`/api/fleet/bikes/${acmeBike}`)).status).toBe(403);
    expect((await employee.get('/api/stock/bikes')).status).toBe(403);
    expect((await t.client().get('/api/fleet/bikes')).status).toBe(401);
  });
});
