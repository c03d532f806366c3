import { addTarget2BusinessDays, brusselsToday, expenseReportSchema, expenseReportListSchema, vatSplit } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pain001Errors } from '../../../platform/pain001';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const mechanic = t.signedIn('mechanic');
const sales = t.signedIn('sales');
const employee = t.signedIn('employee');

const today = () => brusselsToday(t.clock);
const pdf = {
  filename: 'ticket.pdf',
  contentType: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

async function file(who: typeof mechanic, body: Record<string, unknown>) {
  const res = await who.post('/api/expense-reports', { date: today(), description: 'Test', ...body });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('filing an expense or a mileage claim', () => {
  it('answers 201 { id, status: "draft" } and splits the recoverable VAT; a mileage claim pays km × the rate, without VAT', async () => {
    const res = await mechanic.post('/api/expense-reports', {
      date: today(),
      category: 'fuel',
      description: 'Carburant',
      amountInclVatCents: 6_050,
      vatRate: 21,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'draft' });
    const fuel = (await mechanic.get(`/api/expense-reports/${res.body.id}`)).body;
    expect(expenseReportSchema.parse(fuel)).toMatchObject({ exclVatCents: 5_000, vatCents: 1_050, amountInclVatCents: 6_050 });
    expect(vatSplit(6_050, 21)).toEqual({ exclVatCents: 5_000, vatCents: 1_050 });

    const km = await mechanic.post('/api/expense-reports', { date: today(), category: 'mileage', description: 'Tournée', km: 100 });
    expect(km.body.status).toBe('draft');
    const claim = (await mechanic.get(`/api/expense-reports/${km.body.id}`)).body;
    expect(claim).toMatchObject({ km: 100, amountInclVatCents: 4_270, vatCents: 0, vatRate: null, receiptRequired: false });
  });

  it('refuses with field codes what is missing or wrong, and writes nothing', async () => {
    const before = (await mechanic.get('/api/expense-reports?perPage=1')).body.meta.total;
    const fields = async (body: Record<string, unknown>) => {
      const res = await mechanic.post('/api/expense-reports', body);
      expect(res.status).toBe(422);
      return res.body.error.fields;
    };
    expect(await fields({ date: today(), category: 'meals', description: 'Lunch' })).toEqual({
      amountInclVatCents: 'required',
      vatRate: 'required',
    });
    expect(await fields({ date: today(), category: 'mileage', description: 'Trip' })).toEqual({ km: 'required' });
    expect(await fields({ date: today(), category: 'meals', description: 'Lunch', amountInclVatCents: 1_000, vatRate: 7 })).toEqual({
      vatRate: 'invalid',
    });
    expect(await fields({ date: 'yesterday', category: 'champagne', description: '', amountInclVatCents: -5, vatRate: 21 })).toMatchObject({
      date: expect.any(String),
      category: expect.any(String),
      description: 'required',
      amountInclVatCents: expect.any(String),
    });
    expect((await mechanic.get('/api/expense-reports?perPage=1')).body.meta.total).toBe(before);
  });

  it('is for staff: a company employee is refused with 403', async () => {
    expect((await employee.post('/api/expense-reports', { date: today(), category: 'mileage', description: 'x', km: 3 })).status).toBe(403);
    expect((await employee.get('/api/expense-reports')).status).toBe(403);
  });
});

describe('whose reports', () => {
  it("shows each person only their own: another person's report is 404, to read, submit or fetch its receipt", async () => {
    const id = await file(mechanic, { category: 'mileage', km: 12 });
    expect((await sales.get(`/api/expense-reports/${id}`)).status).toBe(404);
    expect((await sales.post(`/api/expense-reports/${id}/submit`)).status).toBe(404);
    expect((await sales.upload(`/api/expense-reports/${id}/receipt`, pdf)).status).toBe(404);
    expect((await sales.get(`/api/expense-reports/${id}/receipt`)).status).toBe(404);
    const mine = expenseReportListSchema.parse((await sales.get('/api/expense-reports?perPage=100')).body);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(new Set(mine.data.map((r) => r.person.name))).toEqual(new Set(['Sacha Sales']));
    const all = (await admin.get('/api/expense-reports?perPage=100')).body.data as { person: { name: string } }[];
    expect(new Set(all.map((r) => r.person.name))).toEqual(new Set(['Sacha Sales', 'Marc Mécano']));
  });
});

describe('changing a draft', () => {
  it("changes one's own draft with its amounts computed again; not another person's, not once submitted", async () => {
    const id = await file(mechanic, { category: 'fuel', amountInclVatCents: 6_050, vatRate: 21 });
    const url = `/api/expense-reports/${id}`;
    const changed = await mechanic.put(url, { date: today(), category: 'mileage', description: 'Tournée Liège', km: 10 });
    expect(changed.status).toBe(200);
    expect(expenseReportSchema.parse(changed.body)).toMatchObject({
      status: 'draft',
      category: 'mileage',
      description: 'Tournée Liège',
      km: 10,
      amountInclVatCents: 427,
      vatCents: 0,
    });
    const bad = await mechanic.put(url, { date: today(), category: 'fuel', description: 'Carburant', vatRate: 21 });
    expect([bad.status, bad.body.error.fields]).toEqual([422, { amountInclVatCents: 'required' }]);
    expect((await sales.put(url, { date: today(), category: 'mileage', description: 'x', km: 1 })).status).toBe(404);
    expect((await mechanic.post(`${url}/submit`)).status).toBe(200);
    const late = await mechanic.put(url, { date: today(), category: 'mileage', description: 'x', km: 1 });
    expect([late.status, late.body.error.code]).toEqual([409, 'invalid_transition']);
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'expense_report' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['expense_report.create', 'expense_report.update', 'expense_report.submit']);
  });
});

describe('deleting a draft', () => {
  it("deletes one's own draft and its receipt, audited; not another person's, not once submitted", async () => {
    const id = await file(mechanic, { category: 'fuel', amountInclVatCents: 6_050, vatRate: 21 });
    const url = `/api/expense-reports/${id}`;
    expect((await mechanic.upload(`${url}/receipt`, pdf)).status).toBe(200);
    expect((await sales.delete(url)).status).toBe(404);
    expect((await admin.delete(url)).status).toBe(404);
    expect((await mechanic.delete(url)).status).toBe(204);
    expect((await mechanic.get(url)).status).toBe(404);
    expect((await mechanic.delete(url)).status).toBe(404);
    const audit = await t.db.execute<{ action: string; actor_id: number }>(
      sql`select action, actor_id from audit_log where entity = 'expense_report' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['expense_report.create', 'expense_report.receipt', 'expense_report.delete']);

    const submitted = await file(mechanic, { category: 'mileage', km: 3 });
    expect((await mechanic.post(`/api/expense-reports/${submitted}/submit`)).status).toBe(200);
    const late = await mechanic.delete(`/api/expense-reports/${submitted}`);
    expect([late.status, late.body.error.code]).toEqual([409, 'invalid_transition']);
  });
});

describe('submit, approve, refuse', () => {
  it('asks for a receipt above the threshold, then submits; a submitted report cannot be submitted again', async () => {
    const id = await file(mechanic, { category: 'tools', amountInclVatCents: 8_900, vatRate: 21 });
    const refused = await mechanic.post(`/api/expense-reports/${id}/submit`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ receipt: 'receipt_required' });
    const notAFile = await mechanic.upload(`/api/expense-reports/${id}/receipt`, { ...pdf, data: Buffer.from('<html></html>') });
    expect(notAFile.status).toBe(422);
    const attached = await mechanic.upload(`/api/expense-reports/${id}/receipt`, pdf);
    expect(attached.status).toBe(200);
    expect(attached.body.receipt).toMatchObject({ name: 'ticket.pdf', contentType: 'application/pdf' });
    const submitted = await mechanic.post(`/api/expense-reports/${id}/submit`);
    expect(submitted.body).toMatchObject({ status: 'submitted', submitted: { by: { name: 'Marc Mécano' } } });
    expect((await mechanic.post(`/api/expense-reports/${id}/submit`)).status).toBe(409);
    expect((await admin.get(`/api/expense-reports/${id}/receipt`)).headers['content-type']).toContain('application/pdf');
  });

  it('lets only an admin decide: 403 for a mechanic; a refusal needs its comment; a draft cannot be decided', async () => {
    const id = await file(mechanic, { category: 'mileage', km: 20 });
    expect((await admin.post(`/api/expense-reports/${id}/approve`)).status).toBe(409);
    await mechanic.post(`/api/expense-reports/${id}/submit`);
    expect((await mechanic.post(`/api/expense-reports/${id}/approve`)).status).toBe(403);
    expect((await sales.post('/api/expense-reports/approve', { ids: [id] })).status).toBe(403);
    expect((await mechanic.post(`/api/expense-reports/${id}/refuse`, { comment: 'no' })).status).toBe(403);
    const noComment = await admin.post(`/api/expense-reports/${id}/refuse`, {});
    expect(noComment.status).toBe(422);
    expect(noComment.body.error.fields).toEqual({ comment: 'required' });
    expect((await admin.post(`/api/expense-reports/${id}/refuse`, { comment: '   ' })).status).toBe(422);
    const refused = await admin.post(`/api/expense-reports/${id}/refuse`, { comment: 'Trajet domicile – travail' });
    expect(refused.body).toMatchObject({
      status: 'refused',
      refusalComment: 'Trajet domicile – travail',
      decided: { by: { name: expect.any(String) } },
    });
    expect((await admin.post(`/api/expense-reports/${id}/approve`)).status).toBe(409);
    expect((await admin.get('/api/expense-reports/999999')).status).toBe(404);
  });
});

describe('reimbursement by transfer', () => {
  it('approves in bulk, pays in a pain.001.001.03 the XSD accepts, one transfer per person, and reimburses on marking paid', async () => {
    const a = await file(mechanic, { category: 'mileage', km: 50 });
    const b = await file(mechanic, { category: 'meals', amountInclVatCents: 1_800, vatRate: 12 });
    const c = await file(sales, { category: 'travel', amountInclVatCents: 2_000, vatRate: 6 });
    for (const [who, id] of [
      [mechanic, a],
      [mechanic, b],
      [sales, c],
    ] as const)
      await who.post(`/api/expense-reports/${id}/submit`);
    const bulk = await admin.post('/api/expense-reports/approve', { ids: [a, b, c] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.approved.sort()).toEqual([a, b, c].sort());

    const executionDate = addTarget2BusinessDays(today(), 1);
    const batch = await admin.post('/api/expense-reports/batches', { ids: [a, b, c], executionDate });
    expect(batch.status).toBe(201);
    expect(batch.body).toMatchObject({ status: 'open', count: 3, totalCents: 2_135 + 1_800 + 2_000 });
    const xml = await admin.get(`/api/expense-reports/batches/${batch.body.id}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.raw).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml.raw).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml.raw).toContain('<IBAN>BE68539007547034</IBAN>');
    expect(xml.raw).toContain('<InstdAmt Ccy="EUR">39.35</InstdAmt>');
    expect(await pain001Errors(xml.raw)).toEqual([]);
    expect((await mechanic.get(`/api/expense-reports/batches/${batch.body.id}/xml`)).status).toBe(403);

    const again = await admin.post('/api/expense-reports/batches', { ids: [a], executionDate });
    expect(again.body.error.fields).toEqual({ ids: 'expense_not_payable' });
    const paid = await admin.post(`/api/expense-reports/batches/${batch.body.id}/paid`);
    expect(paid.body.status).toBe('paid');
    expect((await mechanic.get(`/api/expense-reports/${a}`)).body).toMatchObject({ status: 'reimbursed', reimbursedOn: executionDate });
    expect((await admin.post(`/api/expense-reports/batches/${batch.body.id}/paid`)).status).toBe(409);

    // The books: the approved meal is in OD, its base on 612600, its VAT recoverable on 411000, owed on 455000.
    const od = ((await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[]).find((d) => d.code === 'OD')!;
    const entries = (await admin.get(`/api/accounting/daybooks/${od.id}/entries?from=${today()}&to=${today()}`)).body.data as {
      reference: string;
      lines: { account: string; debitCents: number; creditCents: number }[];
    }[];
    const meal = entries.find((e) => e.reference === `EXP-${String(b).padStart(6, '0')}`)!;
    expect(meal.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['612600', 1_607, 0],
      ['411000', 193, 0],
      ['455000', 0, 1_800],
    ]);
  });

  it('refuses a person without an IBAN until they give a valid one', async () => {
    const id = await file(admin, { category: 'mileage', km: 5 });
    await admin.post(`/api/expense-reports/${id}/submit`);
    await admin.post(`/api/expense-reports/${id}/approve`);
    const executionDate = addTarget2BusinessDays(today(), 1);
    expect((await admin.post('/api/expense-reports/batches', { ids: [id], executionDate })).body.error.fields).toEqual({
      ids: 'no_staff_iban',
    });
    expect((await admin.put('/api/expense-reports/bank-account', { iban: 'BE00 1234' })).body.error.fields).toEqual({
      iban: 'iban_invalid',
    });
    expect((await admin.put('/api/expense-reports/bank-account', { iban: 'be71 0961 2345 6769' })).body).toEqual({
      iban: 'BE71096123456769',
    });
    expect((await admin.post('/api/expense-reports/batches', { ids: [id], executionDate })).status).toBe(201);
  });
});

describe("the admin's view", () => {
  it('filters, totals per person and category (drafts left out) and downloads CSV', async () => {
    const submitted = (await admin.get('/api/expense-reports?status=submitted&perPage=100')).body.data as { status: string }[];
    expect(submitted.length).toBeGreaterThan(0);
    expect(submitted.every((r) => r.status === 'submitted')).toBe(true);
    const totals = (await admin.get('/api/expense-reports/totals')).body;
    expect(totals.byPerson.map((p: { person: { name: string } }) => p.person.name)).toContain('Marc Mécano');
    expect(totals.byCategory.reduce((s: number, c: { totalCents: number }) => s + c.totalCents, 0)).toBe(totals.totalCents);
    expect((await mechanic.get('/api/expense-reports/totals')).status).toBe(403);
    const csv = await admin.get('/api/expense-reports?format=csv&lang=en');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Recoverable VAT');
    expect(csv.raw).toContain('Mileage');
  });

  it('changes the mileage rate for new claims only', async () => {
    const old = await file(mechanic, { category: 'mileage', km: 10 });
    expect(
      (await mechanic.put('/api/expense-reports/settings', { mileageMillicentsPerKm: 50_000, receiptRequiredAboveCents: 2_500 })).status,
    ).toBe(403);
    expect(
      (await admin.put('/api/expense-reports/settings', { mileageMillicentsPerKm: 50_000, receiptRequiredAboveCents: 2_500 })).status,
    ).toBe(200);
    const fresh = await file(mechanic, { category: 'mileage', km: 10 });
    expect((await mechanic.get(`/api/expense-reports/${old}`)).body.amountInclVatCents).toBe(427);
    expect((await mechanic.get(`/api/expense-reports/${fresh}`)).body.amountInclVatCents).toBe(500);
  });
});
