import { brusselsToday } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, type SignedClient } from '../../../test/fixtures';
import { writeCamt053, writeCoda, type MovementToWrite } from './statement-writers';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const paula = t.signedIn('privateCustomer');

const today = brusselsToday();
let statementNo = 100;
/** An issued bill of exactly `cents` (one line at 0 % VAT), to a company or a person. */
async function bill(cents: number, customer: Record<string, unknown> = { companyId: ids.Acme }) {
  const made = await admin.post('/api/bills', {
    ...customer,
    lines: [{ description: 'Vélo cargo', quantity: 1, unitPriceCents: cents, vatRate: 0 }],
  });
  if (made.status !== 201) throw new Error(`bill: ${made.status} ${made.raw}`);
  const issued = await admin.post(`/api/bills/${made.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return issued.body as { id: number; number: string; structuredCommunication: string; status: string };
}
const digits = (communication: string) => communication.replace(/\D/g, '');
const statement = (movements: MovementToWrite[], id = `T${statementNo++}`) => ({ id, account: 'BE68539007547034', date: today, movements });
const upload = (client: SignedClient, content: string, filename = 'statement.cod') =>
  client.upload('/api/bank-statements', { filename, contentType: 'application/octet-stream', data: Buffer.from(content, 'latin1') });
const billOf = async (id: number) => (await admin.get(`/api/bills/${id}`)).body;
const paymentsOf = async (id: number) => (await admin.get(`/api/bills/${id}/payments`)).body;

describe('POST /api/bank-statements', () => {
  it('finds the demo statement already imported: three bills paid, a debit ignored, two transfers waiting', async () => {
    const demo = (await admin.get('/api/bank-statements')).body.data.find(
      (s: { fileName: string | null }) => s.fileName === 'demo-statement.cod',
    );
    expect(demo).toMatchObject({ format: 'coda', movements: 6, matched: 3, unmatched: 2, ignored: 1 });
    const waiting = (await admin.get(`/api/bank-statements/unmatched?statementId=${demo.id}`)).body.data;
    expect(waiting.map((m: { counterpartyName: string }) => m.counterpartyName).sort()).toEqual(['Initech SRL', 'Jan Janssens']);
  });

  it('pays a bill by the structured communication of a CODA credit', async () => {
    const b = await bill(12_345);
    const res = await upload(
      admin,
      writeCoda(statement([{ amountCents: 12_345, date: today, communication: digits(b.structuredCommunication), name: 'Someone Else' }])),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'coda', movements: 1, matched: 1, unmatched: 0, alreadyImported: false });
    const paid = await billOf(b.id);
    expect(paid.status).toBe('paid');
    expect(paid.paidCents).toBe(12_345);
    const payments = await paymentsOf(b.id);
    expect(payments).toMatchObject({ paidCents: 12_345, openCents: 0, creditCents: 0 });
    expect(payments.payments).toEqual([
      expect.objectContaining({
        amountCents: 12_345,
        source: 'bank_statement',
        date: today,
        recordedBy: { id: admin.user.id, name: expect.any(String) },
      }),
    ]);
    expect(await auditOf(t.db, 'bill', b.id)).toContainEqual(
      expect.objectContaining({ action: 'bill.payment_recorded', actorId: admin.user.id }),
    );
  });

  it('finds a communication typed in the free text of a camt.053 transfer, spaces and +++ alike', async () => {
    const a = await bill(23_456);
    const b = await bill(34_567);
    const spaced = a.structuredCommunication.replace(/[+/]/g, ' ').trim();
    const res = await upload(
      admin,
      writeCamt053(
        statement([
          { amountCents: 23_456, date: today, freeText: `facture ${spaced} merci`, name: 'ACME' },
          { amountCents: 34_567, date: today, freeText: `Paiement ${b.structuredCommunication}`, name: 'ACME' },
        ]),
      ),
      'statement.xml',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'camt053', matched: 2, unmatched: 0 });
    expect((await billOf(a.id)).status).toBe('paid');
    expect((await billOf(b.id)).status).toBe('paid');
  });

  it('pays by exact open amount and the customer name when there is no communication, and only then', async () => {
    const paulas = await bill(98_765, { userId: paula.user.id });
    const acme = await bill(87_654);
    const res = await upload(
      admin,
      writeCoda(
        statement([
          { amountCents: 98_765, date: today, freeText: 'velo', name: 'PRIVATE PAULA' },
          // The right amount from someone else, and Acme's name with another amount: neither is a match.
          { amountCents: 87_654, date: today, freeText: 'velo', name: 'Jan Janssens' },
          { amountCents: 87_655, date: today, freeText: 'velo', name: 'ACME SA' },
        ]),
      ),
    );
    expect(res.body).toMatchObject({ matched: 1, unmatched: 2 });
    expect((await billOf(paulas.id)).status).toBe('paid');
    expect((await billOf(acme.id)).status).toBe('issued');
    const waiting = (await admin.get('/api/bank-statements/unmatched?perPage=100')).body.data;
    expect(
      waiting
        .filter((m: { statementId: number }) => m.statementId === res.body.id)
        .map((m: { amountCents: number }) => m.amountCents)
        .sort(),
    ).toEqual([87_654, 87_655]);
  });

  it('keeps a bill partly paid after a partial transfer, and paid once the rest comes', async () => {
    const b = await bill(20_000);
    await upload(admin, writeCoda(statement([{ amountCents: 5_000, date: today, communication: digits(b.structuredCommunication) }])));
    expect(await billOf(b.id)).toMatchObject({ status: 'partly_paid', paidCents: 5_000 });
    expect(await paymentsOf(b.id)).toMatchObject({ openCents: 15_000, creditCents: 0 });
    expect((await admin.get('/api/bills?status=partly_paid&perPage=100')).body.data.map((x: { id: number }) => x.id)).toContain(b.id);
    await upload(
      admin,
      writeCamt053(statement([{ amountCents: 15_000, date: today, communication: digits(b.structuredCommunication) }])),
      'x.xml',
    );
    expect(await billOf(b.id)).toMatchObject({ status: 'paid', paidCents: 20_000 });
  });

  it('records an overpayment in full: the bill is paid and shows the credit balance', async () => {
    const b = await bill(10_000);
    await upload(admin, writeCoda(statement([{ amountCents: 13_000, date: today, communication: digits(b.structuredCommunication) }])));
    expect(await billOf(b.id)).toMatchObject({ status: 'paid', paidCents: 13_000 });
    expect(await paymentsOf(b.id)).toMatchObject({ openCents: 0, creditCents: 3_000 });
  });

  it('pays once when the same statement is uploaded twice, or a movement comes again in another statement', async () => {
    const b = await bill(45_678);
    const file = writeCoda(
      statement([{ amountCents: 10_000, date: today, communication: digits(b.structuredCommunication), bankRef: 'DUPLICATE-REF-1' }]),
    );
    const first = await upload(admin, file);
    expect(first.status).toBe(201);
    const again = await upload(admin, file);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, alreadyImported: true, matched: 1 });
    const camt = await upload(
      admin,
      writeCamt053(
        statement([{ amountCents: 10_000, date: today, communication: digits(b.structuredCommunication), bankRef: 'CAMT-DUP-1' }]),
      ),
      'a.xml',
    );
    const camtAgain = await upload(
      admin,
      writeCamt053({
        ...statement([]),
        id: `other-${statementNo}`,
        movements: [{ amountCents: 10_000, date: today, communication: digits(b.structuredCommunication), bankRef: 'CAMT-DUP-1' }],
      }),
      'b.xml',
    );
    expect(camt.body.matched).toBe(1);
    expect(camtAgain.body).toMatchObject({ matched: 0, duplicates: 1, movements: 0 });
    expect((await billOf(b.id)).paidCents).toBe(20_000);
    expect((await paymentsOf(b.id)).payments).toHaveLength(2);
  });

  it('refuses a broken or unknown file with 422 and a reason the screen translates; nothing is recorded', async () => {
    const b = await bill(11_111);
    const good = writeCoda(statement([{ amountCents: 11_111, date: today, communication: digits(b.structuredCommunication) }]));
    const broken = await upload(admin, good.replace(/\r\n9.*\r\n$/, '\r\n'));
    expect(broken.status).toBe(422);
    expect(broken.body.error).toMatchObject({ code: 'validation_failed', fields: { file: 'statement_unreadable' } });
    const xml = await upload(
      admin,
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
      'x.xml',
    );
    expect(xml.status).toBe(422);
    expect(xml.body.error.fields.file).toBe('statement_unreadable');
    const pdf = await upload(admin, '%PDF-1.7', 'statement.pdf');
    expect(pdf.status).toBe(422);
    expect(pdf.body.error.fields.file).toBe('statement_unknown_format');
    const none = await admin.post('/api/bank-statements', {});
    expect(none.status).toBe(422);
    expect((await billOf(b.id)).paidCents).toBe(0);
  });

  it('reopens a bill whose direct debit came back: the payment is reversed', async () => {
    const b = await bill(30_000);
    await upload(admin, writeCoda(statement([{ amountCents: 30_000, date: today, communication: digits(b.structuredCommunication) }])));
    expect((await billOf(b.id)).status).toBe('paid');
    const res = await upload(
      admin,
      writeCamt053(
        statement([
          { amountCents: -30_000, date: today, communication: digits(b.structuredCommunication), isReturn: true, name: 'ACME SA' },
        ]),
      ),
      'r.xml',
    );
    expect(res.body).toMatchObject({ matched: 1, unmatched: 0 });
    expect(await billOf(b.id)).toMatchObject({ status: 'issued', paidCents: 0 });
    const payments = await paymentsOf(b.id);
    expect(payments.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([30_000, -30_000]);
    expect(payments.openCents).toBe(30_000);
    expect(await auditOf(t.db, 'bill', b.id)).toContainEqual(expect.objectContaining({ action: 'bill.payment_reversed' }));
    // The same in CODA (family 05, R-transaction), and an ordinary debit is ignored.
    const c = await bill(31_000);
    await upload(admin, writeCoda(statement([{ amountCents: 31_000, date: today, communication: digits(c.structuredCommunication) }])));
    const coda = await upload(
      admin,
      writeCoda(
        statement([
          { amountCents: -31_000, date: today, communication: digits(c.structuredCommunication), isReturn: true },
          { amountCents: -5_000, date: today, freeText: 'loyer', name: 'Landlord' },
        ]),
      ),
    );
    expect(coda.body).toMatchObject({ matched: 1, unmatched: 0, ignored: 1 });
    expect(await billOf(c.id)).toMatchObject({ status: 'issued', paidCents: 0 });
  });

  it('is for admins only (403), signed in (401)', async () => {
    const file = writeCoda(statement([{ amountCents: 1_000, date: today, freeText: 'x' }]));
    for (const caller of [fleetAcme, employee, paula]) {
      expect((await upload(caller, file)).status).toBe(403);
      expect((await caller.get('/api/bank-statements/unmatched')).status).toBe(403);
      expect((await caller.get('/api/bank-statements')).status).toBe(403);
      expect((await caller.post('/api/bank-statements/movements/1/match', { billId: 1 })).status).toBe(403);
      expect((await caller.post('/api/bank-statements/movements/1/dismiss')).status).toBe(403);
    }
    expect((await t.client().get('/api/bank-statements/unmatched')).status).toBe(401);
  });
});

describe('movements waiting for a person', () => {
  it('lists them with a search, matches one to a bill by hand, dismisses another; each once', async () => {
    const b = await bill(55_555);
    const res = await upload(
      admin,
      writeCoda(
        statement([
          { amountCents: 55_500, date: today, freeText: 'Zebra-payment for bike', name: 'Zebra Cycling' },
          { amountCents: 777, date: today, freeText: 'Zebra refund', name: 'Zebra Cycling' },
        ]),
      ),
    );
    expect(res.body.unmatched).toBe(2);
    const list = await admin.get('/api/bank-statements/unmatched?q=zebra&sort=amount&order=asc');
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(2);
    const [small, big] = list.body.data;
    expect(big).toMatchObject({ amountCents: 55_500, counterpartyName: 'Zebra Cycling', status: 'unmatched', bill: null });

    const matched = await admin.post(`/api/bank-statements/movements/${big.id}/match`, { billId: b.id });
    expect(matched.status).toBe(200);
    expect(matched.body).toMatchObject({ status: 'matched', bill: { id: b.id, number: b.number } });
    expect(await billOf(b.id)).toMatchObject({ status: 'partly_paid', paidCents: 55_500 });
    expect((await admin.post(`/api/bank-statements/movements/${big.id}/match`, { billId: b.id })).status).toBe(409);
    expect((await billOf(b.id)).paidCents).toBe(55_500);

    const dismissed = await admin.post(`/api/bank-statements/movements/${small.id}/dismiss`);
    expect(dismissed.body.status).toBe('dismissed');
    expect((await admin.post(`/api/bank-statements/movements/${small.id}/dismiss`)).status).toBe(409);
    expect((await admin.get('/api/bank-statements/unmatched?q=zebra')).body.meta.total).toBe(0);
    expect(await auditOf(t.db, 'bank_movement', big.id)).toContainEqual(
      expect.objectContaining({ action: 'bank_movement.matched', actorId: admin.user.id }),
    );
    expect(await auditOf(t.db, 'bank_movement', small.id)).toContainEqual(
      expect.objectContaining({ action: 'bank_movement.dismissed', actorId: admin.user.id }),
    );

    const statements = (await admin.get('/api/bank-statements')).body.data;
    expect(statements.find((s: { id: number }) => s.id === res.body.id)).toMatchObject({
      matched: 1,
      unmatched: 0,
      importedBy: { id: admin.user.id },
    });
  });

  it('refuses an unknown bill (422) or movement (404), and downloads the list as CSV', async () => {
    const res = await upload(admin, writeCoda(statement([{ amountCents: 4_321, date: today, freeText: 'Quokka', name: 'Quokka BV' }])));
    const [m] = (await admin.get('/api/bank-statements/unmatched?q=quokka')).body.data;
    expect(res.body.unmatched).toBe(1);
    const unknown = await admin.post(`/api/bank-statements/movements/${m.id}/match`, { billId: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.billId).toBe('unknown');
    expect((await admin.post('/api/bank-statements/movements/999999/match', { billId: 1 })).status).toBe(404);
    const csv = await admin.get('/api/bank-statements/unmatched?q=quokka&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Quokka BV');
    expect(csv.raw).toContain('43,21');
  });
});

describe('GET /api/bills/{id}/payments', () => {
  it("shows a bill's payments to whoever may see the bill; another's is 404", async () => {
    const acme = await bill(16_000);
    await upload(admin, writeCoda(statement([{ amountCents: 6_000, date: today, communication: digits(acme.structuredCommunication) }])));
    const seen = await fleetAcme.get(`/api/bills/${acme.id}/payments`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ paidCents: 6_000, openCents: 10_000 });
    expect((await fleetGlobex.get(`/api/bills/${acme.id}/payments`)).status).toBe(404);
    expect((await employee.get(`/api/bills/${acme.id}/payments`)).status).toBe(404);
    expect((await admin.get('/api/bills/999999/payments')).status).toBe(404);
  });
});
