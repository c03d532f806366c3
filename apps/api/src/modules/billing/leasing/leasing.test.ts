import { addMonths, addDays, addMonthKeys, buyOutInstalments, monthKeyOf, brusselsToday } from '@veloport/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, sheetRows, type SignedClient } from '../../../test/fixtures';
import { billLines, bills } from '../bills/bills.table';
import { leasingBills, leasingContracts } from './leasing.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();

const thisPeriod = () => monthKeyOf(brusselsToday());
type Contract = {
  id: number;
  company: { id: number } | null;
  user: { id: number } | null;
  endDate: string;
  endChoice: string | null;
  bikeAmountCents: number;
  bike: { id: number };
};
async function endingContracts(client: SignedClient = admin, extra = ''): Promise<Contract[]> {
  const res = await client.get(`/api/leasing/contracts?ending=true&perPage=100${extra}`);
  expect(res.status, res.raw).toBe(200);
  return res.body.data;
}
/** A new bike leased to Acme through the stock screens' own calls. */
async function leasedBike(kind = 'leasing') {
  const bike = await createBike(admin, (await createModel(admin)).id);
  const res = await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
    contractKind: kind,
    contractMonths: 36,
    companyId: ids.Acme,
    userId: null,
  });
  if (res.status !== 200) throw new Error(`assign: ${res.status} ${res.raw}`);
  return bike as { id: number };
}
async function bikeOf(id: number) {
  const res = await admin.get(`/api/stock/bikes/${id}`);
  expect(res.status).toBe(200);
  return res.body.bike ?? res.body;
}
async function waitForRun(id: number) {
  await t.drainJobs();
  const res = await admin.get(`/api/leasing/runs/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('end-of-lease list', () => {
  it('lists the demo contracts ending within four months, soonest first, and downloads them', async () => {
    const list = await endingContracts();
    expect(list.length).toBeGreaterThanOrEqual(6);
    const limit = addMonths(brusselsToday(), 4);
    for (const c of list) expect(c.endDate <= limit).toBe(true);
    expect([...list].map((c) => c.endDate)).toEqual([...list].map((c) => c.endDate).sort());
    const all = await admin.get('/api/leasing/contracts?perPage=100');
    expect(all.body.meta.total).toBeGreaterThan(list.length);
    const csv = await admin.get('/api/leasing/contracts?ending=true&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Option d’achat');
    const xlsx = await admin.get('/api/leasing/contracts?ending=true&format=xlsx');
    expect((await sheetRows(xlsx.bytes)).length).toBe(list.length + 1);
  });

  it('shows a fleet manager only their company’s contracts; another company’s answers 404; employees see their own', async () => {
    const acme = await endingContracts(fleetAcme);
    expect(acme.length).toBeGreaterThan(0);
    expect(acme.every((c) => c.company?.id === ids.Acme)).toBe(true);
    const globex = (await admin.get(`/api/leasing/contracts?companyId=${ids.Globex}&perPage=1`)).body.data[0];
    expect((await fleetAcme.get(`/api/leasing/contracts/${globex.id}`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/leasing/contracts/${globex.id}`)).status).toBe(200);
    const mine = (await employee.get('/api/leasing/contracts?perPage=100')).body.data;
    expect(mine.every((c: Contract) => c.user?.id === employee.user.id)).toBe(true);
  });

  it('keeps runs and notices for admins; refuses bad input with 422', async () => {
    for (const caller of [fleetAcme, employee]) {
      expect((await caller.post('/api/leasing/runs/preview', { period: thisPeriod() })).status).toBe(403);
      expect((await caller.post('/api/leasing/runs', { period: thisPeriod() })).status).toBe(403);
      expect((await caller.get('/api/leasing/runs')).status).toBe(403);
      expect((await caller.post('/api/leasing/contracts', {})).status).toBe(403);
    }
    expect((await t.client().get('/api/leasing/contracts')).status).toBe(401);
    for (const period of ['2026-13', '2026-1', 'december', ''])
      expect((await admin.post('/api/leasing/runs/preview', { period })).status).toBe(422);
    const bad = await admin.post('/api/leasing/contracts', {
      bikeId: 999_999,
      startDate: '2026-01-01',
      contractMonths: 36,
      bikeAmountCents: 300_000,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toContain('bikeId');
    const bike = await leasedBike();
    const notAnOrder = await admin.post('/api/leasing/contracts', {
      bikeId: bike.id,
      orderId: 999_999,
      startDate: '2026-01-01',
      contractMonths: 36,
      bikeAmountCents: 300_000,
    });
    expect(notAnOrder.status).toBe(422);
    expect(Object.keys(notAnOrder.body.error.fields)).toEqual(['orderId']);
    const noMonths = await admin.post('/api/leasing/contracts', {
      bikeId: 1,
      startDate: '01/01/2026',
      contractMonths: 0,
      bikeAmountCents: -1,
    });
    expect(noMonths.status).toBe(422);
    expect(Object.keys(noMonths.body.error.fields)).toEqual(expect.arrayContaining(['startDate', 'contractMonths', 'bikeAmountCents']));
  });
});

describe('leasing runs', () => {
  it('bills what the preview showed, once, even when started twice', async () => {
    const period = addMonthKeys(thisPeriod(), 1);
    const preview = (await admin.post('/api/leasing/runs/preview', { period })).body;
    expect(preview.lines.length).toBeGreaterThan(10);
    expect(preview.alreadyBilled).toBe(0);
    expect(preview.totalCents).toBe(preview.lines.reduce((s: number, l: { amountCents: number }) => s + l.amountCents, 0));

    const started = await admin.post('/api/leasing/runs', { period });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ period, status: 'queued', startedBy: { id: admin.user.id } });
    const second = await admin.post('/api/leasing/runs', { period });
    const run = await waitForRun(started.body.id);
    expect(run).toMatchObject({
      status: 'done',
      total: preview.lines.length,
      done: preview.lines.length,
      billed: preview.lines.length,
      skipped: 0,
      billedCents: preview.totalCents,
    });
    const again = await waitForRun(second.body.id);
    expect(again).toMatchObject({ status: 'done', billed: 0, skipped: preview.lines.length, billedCents: 0 });

    const made = await t.db
      .select({ contractId: leasingBills.contractId, bill: bills })
      .from(leasingBills)
      .innerJoin(bills, eq(bills.id, leasingBills.billId))
      .where(eq(leasingBills.period, period));
    expect(made).toHaveLength(preview.lines.length);
    const expected = new Map(preview.lines.map((l: { contractId: number; amountCents: number }) => [l.contractId, l.amountCents]));
    for (const m of made) {
      expect(m.bill.exclVatCents).toBe(expected.get(m.contractId));
      expect(m.bill.status).toBe('issued');
      expect(m.bill.number).toMatch(/^\d{4}-\d{5}$/);
    }
    const lines = await t.db
      .select()
      .from(billLines)
      .where(
        inArray(
          billLines.billId,
          made.map((m) => m.bill.id),
        ),
      );
    expect(lines.every((l) => l.description.includes(period))).toBe(true);
    expect((await admin.post('/api/leasing/runs/preview', { period })).body).toMatchObject({
      lines: [],
      alreadyBilled: preview.lines.length,
    });

    const history = await admin.get('/api/leasing/runs');
    expect(history.body.data[0]).toMatchObject({ id: second.body.id, period });
    expect(history.body.data.some((r: { scheduled: boolean; status: string }) => r.scheduled && r.status === 'done')).toBe(true);
    expect(await auditOf(t.db, 'leasing_run', started.body.id)).toEqual([
      expect.objectContaining({ action: 'leasing_run.started', actorId: admin.user.id }),
    ]);
  });

  it('bills an annual contract twelve months at once on its anniversary month only', async () => {
    const bike = await leasedBike('annual');
    const res = await admin.post('/api/leasing/contracts', {
      bikeId: bike.id,
      kind: 'annual',
      startDate: '2031-03-10',
      contractMonths: 36,
      bikeAmountCents: 360_000,
      yearlyMaintenanceBudgetCents: 12_000,
      monthlyInsuranceCents: 900,
      monthlyFeesCents: 100,
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'annual',
      status: 'active',
      endDate: '2034-03-09',
      monthlyPriceCents: 10_000 + 1_000 + 900 + 100,
      company: { id: ids.Acme },
      buyOutCents: 57_600,
    });
    const lineOf = async (period: string) =>
      (await admin.post('/api/leasing/runs/preview', { period })).body.lines.find(
        (l: { contractId: number }) => l.contractId === res.body.id,
      );
    expect((await lineOf('2031-03'))?.amountCents).toBe(12_000 * 12);
    expect(await lineOf('2031-04')).toBeUndefined();
    expect(await lineOf('2032-02')).toBeUndefined();
    expect((await lineOf('2032-03'))?.amountCents).toBe(12_000 * 12);
    expect((await lineOf('2033-03'))?.amountCents).toBe(12_000 * 12);
    expect(await lineOf('2034-03')).toBeUndefined();
    expect(
      (
        await admin.post('/api/leasing/contracts', {
          bikeId: bike.id,
          startDate: '2031-03-10',
          contractMonths: 36,
          bikeAmountCents: 360_000,
        })
      ).status,
    ).toBe(409);
    expect(await auditOf(t.db, 'leasing_contract', res.body.id)).toEqual([
      expect.objectContaining({ action: 'leasing_contract.created', actorId: admin.user.id }),
    ]);
  });
});

describe('end of lease', () => {
  it('mails the notice in the customer’s language with the three options', async () => {
    const target = (await endingContracts(admin, '&choice=none')).find((c) => c.user !== null && c.company?.id === ids.Acme)!;
    const before = t.inbox.length;
    const res = await admin.post(`/api/leasing/contracts/${target.id}/notice`, {});
    expect(res.status, res.raw).toBe(200);
    expect(res.body.status).toBe('ending');
    expect(res.body.noticeSentAt).not.toBeNull();
    await t.drainJobs();
    const mails = t.inbox.slice(before);
    expect(mails).toHaveLength(1);
    const language = /se termine/.test(mails[0]!.subject) ? 'fr' : /eindigt/.test(mails[0]!.subject) ? 'nl' : 'en';
    const words = {
      fr: ['se termine', '16 %', '24 mensualités', 'rendre', 'nouveau leasing'],
      nl: ['eindigt', '16 %', '24 maandelijkse', 'terugbrengen', 'nieuwe leasing'],
      en: ['ends', '16 %', '24 monthly', 'return', 'new lease'],
    }[language];
    for (const w of words) expect(`${mails[0]!.subject}\n${mails[0]!.text}`).toContain(w);
    expect(mails[0]!.text).toContain(`/dashboard/bills/leasing-end/${target.id}`);
    expect((await fleetAcme.post(`/api/leasing/contracts/${target.id}/notice`, {})).status).toBe(403);
  });

  it('lets the fleet manager return an Acme bike: pick-up planned, back to stock at the end (decision 060), the choice once, another company 404', async () => {
    const target = (await endingContracts(fleetAcme, '&choice=none'))[0]!;
    expect((await fleetGlobex.post(`/api/leasing/contracts/${target.id}/end-choice`, { choice: 'return' })).status).toBe(404);
    expect((await fleetAcme.post(`/api/leasing/contracts/${target.id}/end-choice`, { choice: 'keep' })).status).toBe(422);
    const res = await fleetAcme.post(`/api/leasing/contracts/${target.id}/end-choice`, { choice: 'return' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({
      status: target.endDate < brusselsToday() ? 'returned' : 'ending',
      endChoice: 'return',
      endChoiceBy: { id: fleetAcme.user.id },
    });
    expect(res.body.pickupRequestId).not.toBeNull();
    if (target.endDate >= brusselsToday()) expect((await bikeOf(target.bike.id)).contractKind).not.toBe('stock');
    expect((await admin.post(`/api/leasing/contracts/${target.id}/end-choice`, { choice: 'buy' })).status).toBe(409);
    expect((await auditOf(t.db, 'leasing_contract', target.id))[0]).toMatchObject({
      action: 'leasing_contract.end_choice',
      actorId: fleetAcme.user.id,
    });
  });

  it('buys the bike out at 16 % in 24 instalments summing to the cent; the runs bill the next ones', async () => {
    const target = (await endingContracts(admin, '&choice=none'))[0]!;
    const res = await admin.post(`/api/leasing/contracts/${target.id}/end-choice`, { choice: 'buy' });
    expect(res.status, res.raw).toBe(200);
    const { totalCents, instalments } = buyOutInstalments(target.bikeAmountCents);
    expect(totalCents).toBe(Math.round(target.bikeAmountCents * 0.16));
    expect(res.body.status).toBe(target.endDate < brusselsToday() ? 'bought' : 'ending');
    expect(res.body.instalments).toHaveLength(24);
    expect(res.body.instalments.reduce((s: number, i: { amountCents: number }) => s + i.amountCents, 0)).toBe(totalCents);
    expect(res.body.instalments.map((i: { amountCents: number }) => i.amountCents)).toEqual(instalments);
    expect(res.body.instalments[0]).toMatchObject({ number: 1, period: thisPeriod(), billId: res.body.buyOutBillId });
    const bill = (await admin.get(`/api/bills/${res.body.buyOutBillId}`)).body;
    expect(bill).toMatchObject({ status: 'issued', totals: { exclVatCents: instalments[0] } });
    expect(bill.lines[0].description).toMatch(/1\/24/);
    // The bike is sold at the end of the lease, by the daily job (decision 060).
    if (target.endDate >= brusselsToday()) expect((await bikeOf(target.bike.id)).contractKind).not.toBe('sold');

    const next = addMonthKeys(thisPeriod(), 2);
    const preview = (await admin.post('/api/leasing/runs/preview', { period: next })).body;
    expect(preview.lines).toContainEqual(
      expect.objectContaining({ contractId: target.id, kind: 'instalment', amountCents: instalments[2] }),
    );
    const run = await admin.post('/api/leasing/runs', { period: next });
    await waitForRun(run.body.id);
    const detail = (await admin.get(`/api/leasing/contracts/${target.id}`)).body;
    expect(detail.instalments[2].billId).not.toBeNull();
    expect(detail.instalments[3].billId).toBeNull();
  });

  it('renews: a new contract from the day after the end, billed from then on, never twice in a month', async () => {
    const target = (await endingContracts(admin, '&choice=none')).find((c) => c.company !== null)!;
    const res = await admin.post(`/api/leasing/contracts/${target.id}/end-choice`, { choice: 'renew' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.status).toBe('renewed');
    const renewed = (await admin.get(`/api/leasing/contracts/${res.body.renewedAsId}`)).body;
    const dayAfter = addDays(target.endDate, 1);
    expect(renewed).toMatchObject({
      status: 'active',
      startDate: dayAfter,
      monthlyPriceCents: res.body.monthlyPriceCents,
      bike: { id: target.bike.id },
    });
    expect((await bikeOf(target.bike.id)).contractKind).not.toBe('stock');
    for (let m = 0; m < 8; m++) {
      const period = addMonthKeys(thisPeriod(), m);
      const lines = (await admin.post('/api/leasing/runs/preview', { period })).body.lines.filter(
        (l: { contractId: number; kind: string }) => l.kind === 'rent' && [target.id, renewed.id].includes(l.contractId),
      );
      expect(lines.length, period).toBeLessThanOrEqual(1);
    }
  });

  it('lets the customer choose for their own contract, not for a colleague’s, and not before four months from the end', async () => {
    const own = (await endingContracts(employee, '&choice=none'))[0];
    const other = (await endingContracts(admin, '&choice=none')).find((c) => c.user?.id !== employee.user.id);
    if (other) expect((await employee.post(`/api/leasing/contracts/${other.id}/end-choice`, { choice: 'buy' })).status).toBe(404);
    if (own) expect((await employee.post(`/api/leasing/contracts/${own.id}/end-choice`, { choice: 'return' })).status).toBe(200);
    const far = (await admin.get('/api/leasing/contracts?sort=endDate&order=desc&perPage=1')).body.data[0];
    expect((await admin.post(`/api/leasing/contracts/${far.id}/end-choice`, { choice: 'buy' })).status).toBe(409);
    const [row] = await t.db
      .select()
      .from(leasingContracts)
      .where(and(eq(leasingContracts.id, far.id)));
    expect(row!.endChoice).toBeNull();
  });
});
