import { isStructuredCommunication } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { billLines, bills } from './bills.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const otherEmployee = t.signedIn('globexEmployee');

const year = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric' }).format(new Date());
const counts = async () => ({ bills: (await t.db.select().from(bills)).length, lines: (await t.db.select().from(billLines)).length });
const repairBill = (over: Record<string, unknown> = {}) => ({
  companyId: ids.Acme,
  lines: [
    { description: 'Pneu Schwalbe Marathon', quantity: 2, unitPriceCents: 3_500, vatRate: 21 },
    { description: 'Main-d’œuvre', quantity: 1.5, unitPriceCents: 5_000, vatRate: 6 },
  ],
  ...over,
});
async function draft(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/bills', repairBill(over));
  if (res.status !== 201) throw new Error(`draft: ${res.status} ${res.raw}`);
  return res.body;
}

describe('POST /api/bills', () => {
  it('makes a draft with totals per VAT rate and a structured communication of its own', async () => {
    const res = await admin.post('/api/bills', repairBill({ dueDate: '2030-01-31' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      kind: 'invoice',
      number: null,
      customer: { kind: 'company', name: 'Acme' },
      dueDate: '2030-01-31',
    });
    expect(res.body.totals).toEqual({
      exclVatCents: 14_500,
      vatCents: 1_470 + 450,
      inclVatCents: 16_420,
      byRate: [
        { rate: 21, netCents: 7_000, vatCents: 1_470 },
        { rate: 6, netCents: 7_500, vatCents: 450 },
      ],
    });
    expect(res.body.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(isStructuredCommunication(res.body.structuredCommunication)).toBe(true);
    const other = await draft();
    expect(other.structuredCommunication).not.toBe(res.body.structuredCommunication);
    const got = await admin.get(`/api/bills/${res.body.id}`);
    expect(got.body.lines.map((l: { netCents: number }) => l.netCents)).toEqual([7_000, 7_500]);
    expect(await auditOf(t.db, 'bill', res.body.id)).toEqual([expect.objectContaining({ action: 'bill.created', actorId: admin.user.id })]);
  });

  it('refuses bad payloads with the field at fault, writing nothing; keeps script in a description as plain text', async () => {
    const before = await counts();
    const bad = [
      [{ lines: repairBill().lines }, 'companyId'],
      [{ companyId: ids.Acme, userId: employee.user.id, lines: repairBill().lines }, 'companyId'],
      [repairBill({ lines: [] }), 'lines'],
      [repairBill({ lines: [{ description: 'x', quantity: 1, unitPriceCents: 100, vatRate: 7 }] }), 'lines.0.vatRate'],
      [repairBill({ lines: [{ description: 'x', quantity: 0, unitPriceCents: 100, vatRate: 21 }] }), 'lines.0.quantity'],
      [repairBill({ lines: [{ description: 'x', quantity: 1, unitPriceCents: -5, vatRate: 21 }] }), 'lines.0.unitPriceCents'],
      [repairBill({ companyId: 999_999 }), 'companyId'],
      [repairBill({ dueDate: '31/01/2030' }), 'dueDate'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await admin.post('/api/bills', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    expect(await counts()).toEqual(before);
    const script = await draft({ lines: [{ description: '<script>alert(1)</script>', quantity: 1, unitPriceCents: 100, vatRate: 21 }] });
    expect(script.lines[0].description).toBe('<script>alert(1)</script>');
  });

  it('is for admins only', async () => {
    for (const caller of [fleetAcme, employee]) expect((await caller.post('/api/bills', repairBill())).status).toBe(403);
    expect((await t.client().post('/api/bills', repairBill())).status).toBe(401);
  });
});

describe('issuing', () => {
  it('gives the next number of the year and freezes the bill', async () => {
    const bill = await draft();
    const res = await admin.post(`/api/bills/${bill.id}/issue`);
    expect(res.status).toBe(200);
    expect(res.body.number).toMatch(new RegExp(`^${year()}-\\d{5}$`));
    expect(res.body).toMatchObject({ status: 'issued', issueDate: expect.any(String), dueDate: expect.any(String) });
    expect((await admin.post(`/api/bills/${bill.id}/issue`)).body.error.code).toBe('bill_issued');
    const change = await admin.put(
      `/api/bills/${bill.id}`,
      repairBill({ lines: [{ description: 'Autre', quantity: 1, unitPriceCents: 1, vatRate: 21 }] }),
    );
    expect(change.status).toBe(409);
    expect((await admin.delete(`/api/bills/${bill.id}`)).status).toBe(409);
    expect((await admin.get(`/api/bills/${bill.id}`)).body.totals.inclVatCents).toBe(16_420);
    expect((await fleetAcme.post(`/api/bills/${bill.id}/issue`)).status).toBe(403);
  });

  it('numbers 100 bills issued at once consecutively, without a gap or a double', async () => {
    const drafts = await Promise.all(Array.from({ length: 100 }, () => draft()));
    const issued = await Promise.all(drafts.map((d) => admin.post(`/api/bills/${d.id}/issue`)));
    expect(issued.map((r) => r.status)).toEqual(Array(100).fill(200));
    const sequences = issued.map((r) => Number(String(r.body.number).split('-')[1])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(100);
    expect(sequences[99]! - sequences[0]!).toBe(99);
    // Each year's series (the demo's bills may span two years) runs from 1 without a gap or a double.
    const byYear = new Map<number, number[]>();
    for (const b of await t.db.select({ year: bills.year, sequence: bills.sequence }).from(bills))
      if (b.year !== null && b.sequence !== null) byYear.set(b.year, [...(byYear.get(b.year) ?? []), b.sequence]);
    for (const sequences of byYear.values()) {
      sequences.sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    }
  });

  it('cannot store a number twice, nor a number that is not its year and sequence, whatever writes it', async () => {
    const [issued] = await t.db
      .select()
      .from(bills)
      .where(sql`${bills.number} is not null`)
      .limit(1);
    const { id: _id, search: _search, ...copy } = issued!;
    const insert = (over: Partial<typeof bills.$inferInsert>) =>
      t.db
        .insert(bills)
        .values({ ...copy, structuredCommunication: `dup-${Math.random()}`, ...over })
        .then(
          () => 'stored',
          (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
        );
    // The same year and sequence; the same printed number under another sequence, or another number that is not its
    // year and sequence; a sequence without a number: each refused by the database.
    expect(await insert({})).toBe('23505');
    expect(await insert({ sequence: 99_999 })).toBe('23514');
    expect(await insert({ sequence: 99_998, number: '1999-00001' })).toBe('23514');
    expect(await insert({ sequence: 99_997, number: null })).toBe('23514');
  });

  it('lets a draft change and be deleted', async () => {
    const bill = await draft();
    const changed = await admin.put(
      `/api/bills/${bill.id}`,
      repairBill({ lines: [{ description: 'Révision', quantity: 1, unitPriceCents: 10_000, vatRate: 6 }] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.totals).toMatchObject({ exclVatCents: 10_000, vatCents: 600, inclVatCents: 10_600 });
    expect((await admin.delete(`/api/bills/${bill.id}`)).status).toBe(204);
    expect((await admin.get(`/api/bills/${bill.id}`)).status).toBe(404);
  });
});

describe('who sees which bill', () => {
  it('shows a fleet manager the company’s bills, a person their own issued bills, and answers 404 to others', async () => {
    const company = await draft();
    await admin.post(`/api/bills/${company.id}/issue`);
    const personal = await draft({ companyId: undefined, userId: employee.user.id });
    expect(personal.customer).toMatchObject({ kind: 'person', id: employee.user.id });
    expect((await employee.get(`/api/bills/${personal.id}`)).status).toBe(404); // a draft is not theirs to see yet
    await admin.post(`/api/bills/${personal.id}/issue`);

    expect((await fleetAcme.get(`/api/bills/${company.id}`)).status).toBe(200);
    expect((await fleetGlobex.get(`/api/bills/${company.id}`)).status).toBe(404);
    expect((await employee.get(`/api/bills/${company.id}`)).status).toBe(404);
    expect((await employee.get(`/api/bills/${personal.id}`)).status).toBe(200);
    expect((await otherEmployee.get(`/api/bills/${personal.id}`)).status).toBe(404);

    const fleetList = (await fleetAcme.get('/api/bills?perPage=100')).body.data as { customer: { kind: string; id: number } }[];
    expect(fleetList.length).toBeGreaterThan(0);
    expect(fleetList.every((b) => b.customer.kind === 'company' && b.customer.id === ids.Acme)).toBe(true);
    expect((await fleetGlobex.get('/api/bills')).body.data.some((b: { id: number }) => b.id === company.id)).toBe(false);
    const mine = (await employee.get('/api/bills?perPage=100')).body.data as { id: number; customer: { kind: string; id: number } }[];
    expect(mine.map((b) => b.id)).toContain(personal.id);
    expect(mine.every((b) => b.customer.kind === 'person' && b.customer.id === employee.user.id)).toBe(true);
  });

  it('keeps a company’s drafts from its fleet manager, and lists its bills newest number first (issue 25 point 1)', async () => {
    const unsent = await draft();
    expect((await fleetAcme.get(`/api/bills/${unsent.id}`)).status).toBe(404);
    const list = (await fleetAcme.get('/api/bills?perPage=100')).body.data as { id: number; status: string; number: string | null }[];
    expect(list.map((b) => b.id)).not.toContain(unsent.id);
    expect(list.some((b) => b.status === 'draft' || b.number === null)).toBe(false);
    const numbers = list.map((b) => b.number!);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect((await admin.get(`/api/bills/${unsent.id}`)).status).toBe(200);
  });
});

describe('credit notes', () => {
  it('credits an issued bill in full with the next number; the bill reads "credited"', async () => {
    const bill = await draft();
    const issued = (await admin.post(`/api/bills/${bill.id}/issue`)).body;
    const res = await admin.post(`/api/bills/${bill.id}/credit-note`, { reason: 'Erreur de prix' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'credit_note', status: 'issued', creditOf: { id: bill.id, number: issued.number } });
    expect(res.body.totals).toMatchObject({ exclVatCents: -14_500, vatCents: -1_920, inclVatCents: -16_420 });
    expect(Number(res.body.number.split('-')[1])).toBeGreaterThan(Number(issued.number.split('-')[1]));
    const after = (await admin.get(`/api/bills/${bill.id}`)).body;
    expect(after).toMatchObject({ status: 'credited', creditNotes: [{ id: res.body.id, number: res.body.number }] });
    expect((await admin.post(`/api/bills/${bill.id}/credit-note`, {})).body.error.code).toBe('bill_credited');
    expect((await admin.post(`/api/bills/${res.body.id}/credit-note`, {})).body.error.code).toBe('not_an_invoice');
  });

  it('credits part of a bill, refuses more than the bill, and never a draft', async () => {
    const bill = await draft();
    expect((await admin.post(`/api/bills/${bill.id}/credit-note`, {})).body.error.code).toBe('bill_not_issued');
    await admin.post(`/api/bills/${bill.id}/issue`);
    const part = await admin.post(`/api/bills/${bill.id}/credit-note`, {
      lines: [{ description: 'Geste commercial', quantity: 1, unitPriceCents: 1_000, vatRate: 21 }],
    });
    expect(part.status).toBe(201);
    expect(part.body.totals.inclVatCents).toBe(-1_210);
    expect((await admin.get(`/api/bills/${bill.id}`)).body.status).toBe('issued');
    const before = await counts();
    const tooMuch = await admin.post(`/api/bills/${bill.id}/credit-note`, {
      lines: [{ description: 'Trop', quantity: 1, unitPriceCents: 20_000, vatRate: 21 }],
    });
    expect(tooMuch.status).toBe(422);
    expect(await counts()).toEqual(before);
    expect((await fleetAcme.post(`/api/bills/${bill.id}/credit-note`, {})).status).toBe(403);
  });
});

describe('GET /api/bills', () => {
  it('flags an open bill past its due date as overdue, filters by status and downloads CSV', async () => {
    const late = await draft({ dueDate: '2024-01-31' });
    await admin.post(`/api/bills/${late.id}/issue`);
    expect((await admin.get(`/api/bills/${late.id}`)).body.status).toBe('overdue');
    const overdue = (await admin.get('/api/bills?status=overdue&perPage=100')).body.data.map((b: { id: number }) => b.id);
    expect(overdue).toContain(late.id);
    expect((await admin.get('/api/bills?status=issued&perPage=100')).body.data.map((b: { id: number }) => b.id)).not.toContain(late.id);
    const csv = await admin.get('/api/bills?format=csv&status=overdue');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain(late.structuredCommunication);
    expect((await admin.get('/api/bills?status=nope')).status).toBe(422);
  });

  it('finds a bill by its number, its customer or its communication typed with the signs, and sorts numbers year by year', async () => {
    const bill = await draft();
    const issued = (await admin.post(`/api/bills/${bill.id}/issue`)).body as { number: string; structuredCommunication: string };
    const ids = async (q: string) =>
      (await admin.get(`/api/bills?perPage=100&q=${encodeURIComponent(q)}`)).body.data.map((b: { id: number }) => b.id);
    expect(await ids(issued.number)).toContain(bill.id);
    expect(await ids(issued.structuredCommunication)).toEqual([bill.id]);
    expect(await ids(issued.structuredCommunication.replace(/\D/g, '').slice(3, 10))).toContain(bill.id);
    expect(await ids('ACME')).toContain(bill.id);
    expect(await ids('no such customer')).toEqual([]);
    const numbers = (await admin.get('/api/bills?sort=number&order=desc&perPage=100')).body.data
      .map((b: { number: string | null }) => b.number)
      .filter(Boolean) as string[];
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => b.localeCompare(a)));
  });
});
