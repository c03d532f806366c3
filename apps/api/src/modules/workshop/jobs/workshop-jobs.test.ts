import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel, demoCallers, sheetRows, signedIn, type SignedClient } from '../../../test/fixtures';
import { maintenanceJobLines } from './workshop-jobs.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
let mechanic: SignedClient;
let bikeId: number;
let serviceId: number;
let accessoryId: number;

beforeAll(async () => {
  const ids = (await demoCallers(t)).ids;
  mechanic = await signedIn(t, 'mechanic@veloport.test');
  const model = await createModel(admin, { brand: 'Riese', model: 'Devis' });
  const bike = await createBike(admin, model.id);
  await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  bikeId = bike.id;
  serviceId = (
    await admin.post('/api/service-prices', {
      description: { fr: 'Remplacement rayon', nl: 'Spaak vervangen', en: 'Spoke replacement' },
      category: 'wheels',
      priceInclVatCents: 1590,
      storeId: 1,
      displayed: true,
    })
  ).body.id;
  accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Job test chain', category: 'other', priceCents: 2900 })).body
    .accessory.id;
  for (const locationId of [1, 2])
    await admin.post('/api/stock/accessories/movements', { accessoryId, locationId, delta: 5, reason: 'delivery' });
});

async function newRequest(maxBudgetCents: number | null = 5000) {
  const res = await employee.post('/api/maintenance-requests', {
    bikeId,
    problem: 'La chaîne saute',
    location: 'company',
    replacementBike: false,
    maxBudgetCents,
  });
  if (res.status !== 201) throw new Error(`request: ${res.status} ${res.raw}`);
  return res.body.id as number;
}
const chainStock = async () =>
  (await admin.get('/api/stock/accessories?q=job%20test%20chain')).body.data[0].quantities.map(
    (q: { quantity: number }) => q.quantity,
  ) as number[];
const lineCount = async () => (await t.db.select().from(maintenanceJobLines)).length;
const service = () => ({ kind: 'service', servicePriceId: serviceId });
const part = () => ({ kind: 'part', accessoryId, quantity: 2, unitPriceCents: 1000 });
const labour = () => ({ kind: 'labour', description: 'Réglage dérailleur', quantity: 1.5, unitPriceCents: 5000 });
async function complete(id: number) {
  for (const step of ['reception', 'diagnosis', 'completed'])
    expect((await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step })).status).toBe(200);
}

describe('quote and job lines', () => {
  it('lets the workshop price a job; the customer and their fleet manager read it with totals per VAT rate', async () => {
    const id = await newRequest();
    expect((await mechanic.post(`/api/maintenance-requests/${id}/lines`, service())).status).toBe(201);
    expect((await mechanic.post(`/api/maintenance-requests/${id}/lines`, part())).status).toBe(201);
    const res = await admin.post(`/api/maintenance-requests/${id}/lines`, labour());
    expect(res.status).toBe(201);
    expect(
      res.body.lines.map((l: { kind: string; description: string; vatRate: number; amountCents: number }) => [
        l.kind,
        l.description,
        l.vatRate,
        l.amountCents,
      ]),
    ).toEqual([
      ['service', 'Remplacement rayon', 6, 1590],
      ['part', 'Job test chain', 21, 2000],
      ['labour', 'Réglage dérailleur', 6, 7500],
    ]);
    // 6 %: labour 7500 + 450 VAT, the service's 1590 split back into 1500 + 90; 21 %: the chain 2000 + 420.
    const totals = {
      byRate: [
        { rate: 6, netCents: 9000, vatCents: 540, grossCents: 9540 },
        { rate: 21, netCents: 2000, vatCents: 420, grossCents: 2420 },
      ],
      netCents: 11000,
      vatCents: 960,
      grossCents: 11960,
    };
    expect(res.body.totals).toEqual(totals);
    for (const client of [employee, fleetAcme]) {
      const seen = await client.get(`/api/maintenance-requests/${id}/lines`);
      expect(seen.status).toBe(200);
      expect(seen.body.totals).toEqual(totals);
      expect(seen.body.can.edit).toBe(false);
    }
    expect((await mechanic.get(`/api/maintenance-requests/${id}/lines`)).body.lines[0].createdBy).toMatchObject({ id: mechanic.user.id });
    const history = (await admin.get(`/api/maintenance-requests/${id}`)).body.history.map((h: { action: string }) => h.action);
    expect(history.filter((a: string) => a === 'maintenance_request.line_added')).toHaveLength(3);
  });

  it('takes a catalogue part out of the store’s stock and puts it back when the line goes', async () => {
    const id = await newRequest();
    const before = await chainStock();
    const added = await mechanic.post(`/api/maintenance-requests/${id}/lines`, part());
    const taken = await chainStock();
    expect(taken.reduce((s, q) => s + q, 0)).toBe(before.reduce((s, q) => s + q, 0) - 2);
    const movements = (await admin.get(`/api/stock/accessories/${accessoryId}/movements`)).body.data;
    expect(movements[0]).toMatchObject({ delta: -2, note: `Workshop request #${id}` });
    const removed = await mechanic.delete(`/api/maintenance-requests/${id}/lines/${added.body.lines[0].id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.lines).toEqual([]);
    expect(await chainStock()).toEqual(before);
    const history = (await admin.get(`/api/maintenance-requests/${id}`)).body.history.map((h: { action: string }) => h.action);
    expect(history).toContain('maintenance_request.line_removed');
  });

  it('refuses a part the store does not have (409), writing nothing', async () => {
    const id = await newRequest();
    const before = await lineCount();
    const res = await mechanic.post(`/api/maintenance-requests/${id}/lines`, { ...part(), quantity: 50 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('stock_insufficient');
    expect(await lineCount()).toBe(before);
  });

  it('refuses the wrong roles (403), another company’s or unknown request (404), bad payloads (422), writing nothing', async () => {
    const id = await newRequest();
    const before = await lineCount();
    for (const client of [employee, fleetAcme])
      expect((await client.post(`/api/maintenance-requests/${id}/lines`, labour())).status).toBe(403);
    expect((await fleetGlobex.get(`/api/maintenance-requests/${id}/lines`)).status).toBe(404);
    expect((await mechanic.get('/api/maintenance-requests/999999/lines')).status).toBe(404);
    expect((await mechanic.post('/api/maintenance-requests/999999/lines', labour())).status).toBe(404);
    for (const body of [
      { kind: 'labour', description: '', quantity: 1, unitPriceCents: 5000 },
      { kind: 'labour', description: 'x', quantity: -1, unitPriceCents: 5000 },
      { kind: 'labour', description: 'x', quantity: 1.234, unitPriceCents: 5000 },
      { kind: 'part', quantity: 1, unitPriceCents: 12.5, description: 'x' },
      { kind: 'part', quantity: 1, unitPriceCents: 100 },
      { kind: 'part', accessoryId, quantity: 1.5, unitPriceCents: 100 },
      { kind: 'part', accessoryId: 999999, quantity: 1, unitPriceCents: 100 },
      { kind: 'service', servicePriceId: 999999 },
      { kind: 'gift' },
    ]) {
      const res = await mechanic.post(`/api/maintenance-requests/${id}/lines`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await lineCount()).toBe(before);
    const line = (await mechanic.post(`/api/maintenance-requests/${id}/lines`, labour())).body.lines[0].id;
    expect((await employee.delete(`/api/maintenance-requests/${id}/lines/${line}`)).status).toBe(403);
    expect((await mechanic.delete(`/api/maintenance-requests/${id}/lines/999999`)).status).toBe(404);
  });

  it('freezes the lines once the job is completed (409)', async () => {
    const id = await newRequest();
    const line = (await mechanic.post(`/api/maintenance-requests/${id}/lines`, labour())).body.lines[0].id;
    await complete(id);
    const add = await mechanic.post(`/api/maintenance-requests/${id}/lines`, labour());
    expect(add.status).toBe(409);
    expect(add.body.error.code).toBe('job_completed');
    expect((await mechanic.delete(`/api/maintenance-requests/${id}/lines/${line}`)).status).toBe(409);
    expect((await mechanic.get(`/api/maintenance-requests/${id}/lines`)).body.lines).toHaveLength(1);
  });
});

describe('quote above the budget', () => {
  it('waits for the customer when the job exceeds their budget; they or their fleet manager accept it', async () => {
    const id = await newRequest(5000);
    const cheap = await mechanic.post(`/api/maintenance-requests/${id}/lines`, service());
    expect(cheap.body.quote).toMatchObject({ totalInclVatCents: 1590, exceedsBudget: false, acceptedAt: null });
    expect((await employee.post(`/api/maintenance-requests/${id}/quote/accept`)).status).toBe(409);
    await mechanic.post(`/api/maintenance-requests/${id}/lines`, labour());
    const seen = await employee.get(`/api/maintenance-requests/${id}/lines`);
    expect(seen.body.quote).toMatchObject({ totalInclVatCents: 9540, maxBudgetCents: 5000, exceedsBudget: true, acceptedAt: null });
    expect(seen.body.can.accept).toBe(true);
    expect((await mechanic.post(`/api/maintenance-requests/${id}/quote/accept`)).status).toBe(403);
    expect((await fleetGlobex.post(`/api/maintenance-requests/${id}/quote/accept`)).status).toBe(404);
    const accepted = await fleetAcme.post(`/api/maintenance-requests/${id}/quote/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.quote).toMatchObject({ exceedsBudget: true, acceptedCents: 9540, acceptedBy: { id: fleetAcme.user.id } });
    expect(accepted.body.can.accept).toBe(false);
    expect((await employee.post(`/api/maintenance-requests/${id}/quote/accept`)).status).toBe(409);
    const history = (await admin.get(`/api/maintenance-requests/${id}`)).body.history.map((h: { action: string }) => h.action);
    expect(history).toContain('maintenance_request.quote_accepted');
    // A job grown past the amount accepted asks again.
    await mechanic.post(`/api/maintenance-requests/${id}/lines`, service());
    const again = (await employee.get(`/api/maintenance-requests/${id}/lines`)).body;
    expect(again.quote).toMatchObject({ totalInclVatCents: 11130, acceptedAt: null });
    expect(again.can.accept).toBe(true);
  });

  it('asks nothing when the customer gave no budget', async () => {
    const id = await newRequest(null);
    const res = await mechanic.post(`/api/maintenance-requests/${id}/lines`, labour());
    expect(res.body.quote.exceedsBudget).toBe(false);
    expect((await employee.post(`/api/maintenance-requests/${id}/quote/accept`)).status).toBe(409);
  });
});

describe('jobs to bill and the price list’s billings', () => {
  it('lists completed jobs with lines and counts their services on the price list', async () => {
    const open = await newRequest();
    await mechanic.post(`/api/maintenance-requests/${open}/lines`, service());
    const done = await newRequest();
    await mechanic.post(`/api/maintenance-requests/${done}/lines`, { ...service(), quantity: 2 });
    await mechanic.post(`/api/maintenance-requests/${done}/lines`, labour());
    await complete(done);
    const list = await admin.get('/api/workshop/jobs-to-bill?perPage=100');
    expect(list.status).toBe(200);
    const ids = list.body.data.map((j: { requestId: number }) => j.requestId);
    expect(ids).toContain(done);
    expect(ids).not.toContain(open);
    const job = list.body.data.find((j: { requestId: number }) => j.requestId === done);
    expect(job).toMatchObject({
      lineCount: 2,
      bikeLabel: 'Riese Devis',
      customer: { id: employee.user.id },
      totals: { grossCents: 3180 + 7950 },
    });
    expect(job.completedAt).not.toBeNull();
    // Only the completed job's services count: 2 × 15.90 €, plus any earlier completed test job's.
    const price = (await admin.get(`/api/service-prices/${serviceId}`)).body;
    expect(price.billedLast12MonthsCents).toBeGreaterThanOrEqual(3180);
    expect(price.billedLast12MonthsCents % 1590).toBe(0);
    const csv = await admin.get('/api/workshop/jobs-to-bill?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Riese Devis');
    const xlsx = await admin.get('/api/workshop/jobs-to-bill?format=xlsx');
    const rows = await sheetRows(xlsx.bytes);
    expect(rows.length).toBeGreaterThan(1);
    for (const client of [mechanic, employee, fleetAcme]) expect((await client.get('/api/workshop/jobs-to-bill')).status).toBe(403);
  });
});
