import { addMonths, addMonthKeys, monthKeyOf, brusselsToday } from '@veloport/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel } from '../../../test/fixtures';
import { billLines, bills } from '../bills/bills.table';
import { leasingBills } from './leasing.table';

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
const thisPeriod = () => monthKeyOf(today());
type Line = { contractId: number; kind: string; amountCents: number; description: string };
type Preview = { lines: Line[]; prepaid: { contractId: number; billId: number; amountCents: number }[]; alreadyBilled: number };
const preview = async (period: string) => (await admin.post('/api/leasing/runs/preview', { period })).body as Preview;
async function run(period: string) {
  const started = await admin.post('/api/leasing/runs', { period });
  expect(started.status, started.raw).toBe(202);
  await t.drainJobs();
  return (await admin.get(`/api/leasing/runs/${started.body.id}`)).body;
}
const prepaidBillsOf = (contractId: number) =>
  t.db
    .select({ link: leasingBills, bill: bills })
    .from(leasingBills)
    .innerJoin(bills, eq(bills.id, leasingBills.billId))
    .where(eq(leasingBills.contractId, contractId));

/** An Acme employee's signed prepaid offer of one bike, made into its order and handed over today. */
async function prepaidHandedOver(durationMonths = 24) {
  const offer = (
    await sales.post('/api/offers', { companyId: ids.Acme, userId: employee.user.id, contractType: 'prepaid', durationMonths })
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
  const done = await sales.post(`/api/orders/${id}/handover`, { date: today(), receiverName: 'Emile Employé' });
  expect(done.status, done.raw).toBe(200);
  const [contract] = (await admin.get(`/api/leasing/contracts?orderId=${id}`)).body.data;
  return contract as { id: number; kind: string; monthlyPriceCents: number; contractMonths: number; prepaidBillId: number | null };
}

describe('a prepaid lease (decision 065)', () => {
  it('is made prepaid at the hand-over, billed once for its whole term by the run, even started twice, and never by the monthly runs', async () => {
    const contract = await prepaidHandedOver(24);
    expect(contract).toMatchObject({ kind: 'prepaid', contractMonths: 24, prepaidBillId: null });
    const whole = contract.monthlyPriceCents * 24;

    const before = await preview(thisPeriod());
    const mine = before.lines.filter((l) => l.contractId === contract.id);
    expect(mine).toEqual([expect.objectContaining({ kind: 'prepaid', amountCents: whole })]);
    expect(mine[0]!.description).toContain('Leasing prépayé');

    const [first, second] = [await run(thisPeriod()), await run(thisPeriod())];
    expect(first.status).toBe('done');
    expect(second).toMatchObject({ status: 'done', billed: 0 });
    const made = await prepaidBillsOf(contract.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.link).toMatchObject({ kind: 'prepaid', period: thisPeriod() });
    expect(made[0]!.bill).toMatchObject({ status: 'issued', exclVatCents: whole, companyId: ids.Acme });
    const [line] = await t.db.select().from(billLines).where(eq(billLines.billId, made[0]!.bill.id));
    expect(line).toMatchObject({ quantity: 1, unitPriceCents: whole, vatRate: 21 });

    // This month and the next ones: nothing more to bill, the preview shows it prepaid with its bill.
    for (const period of [thisPeriod(), addMonthKeys(thisPeriod(), 1), addMonthKeys(thisPeriod(), 23)]) {
      const p = await preview(period);
      expect(p.lines.filter((l) => l.contractId === contract.id)).toEqual([]);
      expect(p.prepaid).toContainEqual({
        contractId: contract.id,
        customer: expect.any(String),
        bike: expect.any(String),
        amountCents: whole,
        billId: made[0]!.bill.id,
      });
    }
    await run(addMonthKeys(thisPeriod(), 1));
    expect(await prepaidBillsOf(contract.id)).toHaveLength(1);
    // After its term (it ends in its 25th month) it is no longer listed as running.
    expect((await preview(addMonthKeys(thisPeriod(), 25))).prepaid.map((p) => p.contractId)).not.toContain(contract.id);

    // The contract page shows it prepaid with its bill; the company's fleet manager too, another company 404.
    expect((await admin.get(`/api/leasing/contracts/${contract.id}`)).body).toMatchObject({
      kind: 'prepaid',
      prepaidBillId: made[0]!.bill.id,
    });
    expect((await fleetAcme.get(`/api/leasing/contracts/${contract.id}`)).body).toMatchObject({
      kind: 'prepaid',
      prepaidBillId: made[0]!.bill.id,
    });
    expect((await fleetGlobex.get(`/api/leasing/contracts/${contract.id}`)).status).toBe(404);
    expect((await employee.post('/api/leasing/runs/preview', { period: thisPeriod() })).status).toBe(403);
  });

  it('is billed by the first run after its start when it started after that month’s run; its end of lease works as for the others', async () => {
    const bike = await createBike(admin, modelId);
    expect(
      (
        await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
          contractKind: 'prepaid',
          contractMonths: 12,
          companyId: ids.Acme,
          userId: null,
        })
      ).status,
    ).toBe(200);
    // Started ten months ago, typed by an admin today: the run of this month bills its twelve months.
    const startDate = addMonths(today(), -10);
    const res = await admin.post('/api/leasing/contracts', {
      bikeId: bike.id,
      kind: 'prepaid',
      startDate,
      contractMonths: 12,
      bikeAmountCents: 120_000,
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body).toMatchObject({ kind: 'prepaid', monthlyPriceCents: 10_000, prepaidBillId: null });
    await run(thisPeriod());
    const made = await prepaidBillsOf(res.body.id);
    expect(made.map((m) => [m.link.kind, m.link.period, m.bill.exclVatCents])).toEqual([['prepaid', monthKeyOf(startDate), 120_000]]);

    // Ends within four months: the customer may buy it out like any lease; the instalments follow, the rent does not.
    const chosen = await fleetAcme.post(`/api/leasing/contracts/${res.body.id}/end-choice`, { choice: 'buy' });
    expect(chosen.status, chosen.raw).toBe(200);
    expect(chosen.body).toMatchObject({ endChoice: 'buy', status: 'ending', prepaidBillId: made[0]!.bill.id });
    expect(chosen.body.buyOutBillId).toEqual(expect.any(Number));
    const next = (await preview(addMonthKeys(thisPeriod(), 1))).lines.filter((l) => l.contractId === res.body.id);
    expect(next.map((l) => l.kind)).toEqual(['instalment']);
    const rent = await t.db
      .select()
      .from(leasingBills)
      .where(and(eq(leasingBills.contractId, res.body.id), eq(leasingBills.kind, 'rent')));
    expect(rent).toEqual([]);
  });

  it('is in the demo: prepaid contracts with their one bill, paid', async () => {
    const list = (await admin.get('/api/leasing/contracts?kind=prepaid&perPage=100')).body.data as {
      id: number;
      prepaidBillId: number | null;
      monthlyPriceCents: number;
      contractMonths: number;
    }[];
    const bills = await Promise.all(
      list.filter((c) => c.prepaidBillId !== null).map(async (c) => ({ c, bill: (await admin.get(`/api/bills/${c.prepaidBillId}`)).body })),
    );
    const paid = bills.filter((x) => x.bill.status === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const { c, bill } of paid) expect(bill.totals.exclVatCents).toBe(c.monthlyPriceCents * c.contractMonths);
  });
});
