import { addMonths, leasingEndDate, monthKeyOf, brusselsToday } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, type SignedClient } from '../../../test/fixtures';
import { leasingContracts } from './leasing.table';
import { LEASING_ENDED_JOB } from './leasing.service';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const sales = t.signedIn('sales');
let modelId: number;

beforeAll(async () => {
  modelId = (await createModel(admin)).id;
});

const today = () => brusselsToday();

/** An Acme employee's signed offer of one bike, made into its order, validated, ready in the shop with a stock bike assigned. */
async function orderReadyToHandOver(contractType = 'leasing', durationMonths: number | null = 36) {
  const offer = (
    await sales.post('/api/offers', {
      companyId: ids.Acme,
      userId: employee.user.id,
      contractType,
      durationMonths: contractType === 'purchase' ? null : durationMonths,
    })
  ).body.id as number;
  expect(
    (await sales.post(`/api/offers/${offer}/lines`, { kind: 'bike', modelId, quantity: 1, unitPriceCents: 240_000, vatRate: 21 })).status,
  ).toBe(201);
  expect((await employee.post(`/api/offers/${offer}/sign`, { name: 'Emile', consent: true })).status).toBe(200);
  const id = (await sales.post(`/api/offers/${offer}/orders`)).body.data[0].id as number;
  await fleetAcme.post(`/api/orders/${id}/validate`);
  for (const status of ['to_order', 'ready_for_workshop', 'in_preparation', 'ready_in_shop'])
    await sales.post(`/api/orders/${id}/status`, { status });
  const bike = await createBike(admin, modelId);
  expect((await sales.post(`/api/orders/${id}/bike`, { bikeId: bike.id })).status).toBe(200);
  return { id, bikeId: bike.id as number };
}
const contractsOf = async (client: SignedClient, orderId: number) =>
  (await client.get(`/api/leasing/contracts?orderId=${orderId}`)).body.data as {
    id: number;
    orderId: number;
    startDate: string;
    endDate: string;
    monthlyPriceCents: number;
    bikeAmountCents: number;
    contractMonths: number;
    kind: string;
    status: string;
    company: { id: number };
    user: { id: number };
    bike: { id: number };
  }[];
async function bikeOf(id: number) {
  return (await admin.get(`/api/stock/bikes/${id}`)).body.bike;
}
/** A bike leased to a company and its contract from `startDate` for `months` months, as an admin types it. */
async function contractFor(companyId: number, startDate: string, months: number, userId: number | null = null) {
  const bike = await createBike(admin, modelId);
  expect(
    (await admin.post(`/api/stock/bikes/${bike.id}/assign`, { contractKind: 'leasing', contractMonths: months, companyId, userId })).status,
  ).toBe(200);
  const res = await admin.post('/api/leasing/contracts', { bikeId: bike.id, startDate, contractMonths: months, bikeAmountCents: 300_000 });
  expect(res.status, res.raw).toBe(201);
  return res.body as { id: number; endDate: string; bike: { id: number } };
}
async function runEndedJob() {
  await t.app.jobs.enqueue(t.db, LEASING_ENDED_JOB, {});
  await t.drainJobs();
}

describe('the contract made at the hand-over', () => {
  it('makes one contract from the order: start the hand-over date, the offer’s term and price, the bike’s company and employee; linked both ways and audited', async () => {
    const order = await orderReadyToHandOver('leasing', 24);
    expect(await contractsOf(admin, order.id)).toEqual([]);
    const done = await sales.post(`/api/orders/${order.id}/handover`, { date: '2026-03-10', receiverName: 'Emile Employé' });
    expect(done.status, done.raw).toBe(200);
    const [contract, ...more] = await contractsOf(admin, order.id);
    expect(more).toEqual([]);
    expect(contract).toMatchObject({
      orderId: order.id,
      status: 'active',
      kind: 'monthly',
      startDate: '2026-03-10',
      endDate: leasingEndDate('2026-03-10', 24),
      contractMonths: 24,
      bike: { id: order.bikeId },
      company: { id: ids.Acme },
      user: { id: employee.user.id },
    });
    // The order's amount excluding VAT, less the plan's leasing discount kept on the signed offer, over 24 months.
    expect(contract!.bikeAmountCents).toBeLessThanOrEqual(240_000);
    expect(contract!.bikeAmountCents).toBeGreaterThan(200_000);
    expect(contract!.monthlyPriceCents).toBe(Math.round(contract!.bikeAmountCents / 24));
    expect(await auditOf(t.db, 'leasing_contract', contract!.id)).toEqual([
      expect.objectContaining({ action: 'leasing_contract.created', actorId: sales.user.id }),
    ]);
    // The employee and their fleet manager see it from the order; another company does not.
    expect((await contractsOf(employee, order.id)).map((c) => c.id)).toEqual([contract!.id]);
    expect((await contractsOf(fleetAcme, order.id)).map((c) => c.id)).toEqual([contract!.id]);
    expect(await contractsOf(fleetGlobex, order.id)).toEqual([]);
    expect((await fleetGlobex.get(`/api/leasing/contracts/${contract!.id}`)).status).toBe(404);
    // A second hand-over is refused and makes nothing.
    expect((await sales.post(`/api/orders/${order.id}/handover`, { date: '2026-03-11', receiverName: 'Emile' })).status).toBe(409);
    expect(await contractsOf(admin, order.id)).toHaveLength(1);
  });

  it('makes one contract when two hand-overs of the order arrive at once', async () => {
    const order = await orderReadyToHandOver('annual', 36);
    const results = await Promise.all(
      [0, 1].map(() => sales.post(`/api/orders/${order.id}/handover`, { date: today(), receiverName: 'Emile' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const contracts = await t.db.select().from(leasingContracts).where(eq(leasingContracts.orderId, order.id));
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({ kind: 'annual', startDate: today(), contractMonths: 36 });
  });

  it('makes no contract for a purchase; the manual contract of a delivered order is refused once the hand-over made one', async () => {
    const purchase = await orderReadyToHandOver('purchase');
    await sales.post(`/api/orders/${purchase.id}/status`, { status: 'ready_for_delivery' });
    expect((await sales.post(`/api/orders/${purchase.id}/handover`, { date: today(), receiverName: 'Emile' })).status).toBe(200);
    expect(await contractsOf(admin, purchase.id)).toEqual([]);
    const lease = await orderReadyToHandOver();
    await sales.post(`/api/orders/${lease.id}/handover`, { date: today(), receiverName: 'Emile' });
    const manual = await admin.post('/api/leasing/contracts', {
      bikeId: lease.bikeId,
      orderId: lease.id,
      startDate: today(),
      contractMonths: 36,
      bikeAmountCents: 200_000,
    });
    expect(manual.status).toBe(409);
    expect(await contractsOf(admin, lease.id)).toHaveLength(1);
  });
});

describe('the daily job that closes contracts past their end', () => {
  it('marks a contract past its end `ended`, once; runs never bill it again', async () => {
    const start = addMonths(today(), -14);
    const contract = await contractFor(ids.Acme, start, 12);
    const running = await contractFor(ids.Acme, addMonths(today(), -2), 36);
    const startPeriod = monthKeyOf(start);
    const lineOf = async (id: number, period: string) =>
      (await admin.post('/api/leasing/runs/preview', { period })).body.lines.find((l: { contractId: number }) => l.contractId === id);
    expect(await lineOf(contract.id, startPeriod)).toBeDefined();
    await runEndedJob();
    const closed = (await admin.get(`/api/leasing/contracts/${contract.id}`)).body;
    expect(closed).toMatchObject({ status: 'ended', endChoice: null });
    expect(closed.closedAt).not.toBeNull();
    expect((await admin.get(`/api/leasing/contracts/${running.id}`)).body.status).toBe('active');
    expect(await lineOf(contract.id, startPeriod)).toBeUndefined();
    await runEndedJob();
    expect((await auditOf(t.db, 'leasing_contract', contract.id)).filter((a) => a.action === 'leasing_contract.closed')).toHaveLength(1);
    expect((await admin.get(`/api/leasing/contracts?status=ended&perPage=100`)).body.data.map((c: { id: number }) => c.id)).toContain(
      contract.id,
    );
  });

  it('carries out a recorded return at the end: the contract returned, the bike back in stock', async () => {
    const contract = await contractFor(ids.Acme, addMonths(today(), -14), 12);
    await t.db.update(leasingContracts).set({ endChoice: 'return', status: 'ending' }).where(eq(leasingContracts.id, contract.id));
    await runEndedJob();
    expect((await admin.get(`/api/leasing/contracts/${contract.id}`)).body.status).toBe('returned');
    expect(await bikeOf(contract.bike.id)).toMatchObject({ contractKind: 'stock', company: null, user: null });
  });
});

describe('the end-of-lease choice carried out', () => {
  it('return: plans the pick-up as a workshop request on the end date; the bike stays with the customer until then', async () => {
    const contract = await contractFor(ids.Acme, addMonths(today(), -34), 36, employee.user.id);
    const res = await fleetAcme.post(`/api/leasing/contracts/${contract.id}/end-choice`, { choice: 'return' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'ending', endChoice: 'return' });
    expect(res.body.pickupRequestId).not.toBeNull();
    const request = await admin.get(`/api/maintenance-requests/${res.body.pickupRequestId}`);
    expect(request.status, request.raw).toBe(200);
    expect(JSON.stringify(request.body)).toContain(contract.endDate);
    expect(await bikeOf(contract.bike.id)).toMatchObject({ contractKind: 'leasing', company: { id: ids.Acme } });
  });

  it('new lease: a new contract from the day after the end, and the employee becomes a lead for the sales team', async () => {
    const contract = await contractFor(ids.Acme, addMonths(today(), -34), 36, employee.user.id);
    const res = await employee.post(`/api/leasing/contracts/${contract.id}/end-choice`, { choice: 'renew' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'renewed', endChoice: 'renew' });
    expect(res.body.renewedAsId).not.toBeNull();
    const lead = await sales.get(`/api/leads/${res.body.renewalLeadId}`);
    expect(lead.status, lead.raw).toBe(200);
    expect(JSON.stringify(lead.body)).toContain('employee@acme.test');
    expect(JSON.stringify(lead.body)).toContain(`contrat ${contract.id}`);
  });

  it('buy on a lease already past its end: the buy-out bill and 24 instalments, the bike sold at once, in the company’s language', async () => {
    const globex = (await admin.get(`/api/companies/${ids.Globex}`)).body;
    const { id: _id, access: _a, quizRequired: _q, createdAt: _c, updatedAt: _u, ...input } = globex;
    const put = await admin.put(`/api/companies/${ids.Globex}`, { ...input, language: 'nl' });
    expect(put.status, put.raw).toBe(200);
    expect(put.body.language).toBe('nl');
    expect((await admin.put(`/api/companies/${ids.Globex}`, { ...input, language: 'de' })).status).toBe(422);
    const contract = await contractFor(ids.Globex, addMonths(today(), -13), 12);
    expect((await fleetAcme.post(`/api/leasing/contracts/${contract.id}/end-choice`, { choice: 'buy' })).status).toBe(404);
    const res = await fleetGlobex.post(`/api/leasing/contracts/${contract.id}/end-choice`, { choice: 'buy' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'bought', endChoice: 'buy' });
    expect(res.body.instalments).toHaveLength(24);
    const bill = (await admin.get(`/api/bills/${res.body.buyOutBillId}`)).body;
    expect(bill.lines[0].description).toContain('Aankoopoptie');
    expect(await bikeOf(contract.bike.id)).toMatchObject({ contractKind: 'sold' });
    await admin.put(`/api/companies/${ids.Globex}`, { ...input, language: 'fr' });
  });

  it('keeps the job and the choice to those allowed: 401 signed out, 404 another company, 422 a bad filter', async () => {
    expect((await t.client().get('/api/leasing/contracts?orderId=1')).status).toBe(401);
    expect((await admin.get('/api/leasing/contracts?orderId=abc')).status).toBe(422);
    expect((await employee.post('/api/leasing/contracts', {})).status).toBe(403);
  });
});
