import { weekdayOf, addDays, addTarget2BusinessDays, earliestCollectionDate, easterSunday, brusselsToday } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { writeCamt053 } from '../payments/statement-writers';
import { pain001Errors } from '../../../platform/pain001';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const ids = t.companyIds();

const today = brusselsToday();
/** An issued bill of exactly `cents` (one line at 0 % VAT). */
async function bill(cents: number, customer: Record<string, unknown> = { companyId: ids.Acme }) {
  const made = await admin.post('/api/bills', {
    ...customer,
    lines: [{ description: 'Vélo cargo', quantity: 1, unitPriceCents: cents, vatRate: 0 }],
  });
  if (made.status !== 201) throw new Error(`bill: ${made.status} ${made.raw}`);
  const issued = await admin.post(`/api/bills/${made.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return issued.body as { id: number; number: string; structuredCommunication: string };
}
const pay = (id: number, amountCents: number, method = 'transfer') =>
  admin.post(`/api/bills/${id}/payments`, { amountCents, date: today, method, reference: 'Virement vu sur le compte' });
const statusOf = async (id: number) => (await admin.get(`/api/bills/${id}`)).body.status;

describe('payments by hand', () => {
  it('records a partial payment, then the rest: partly paid, then paid, each in the history and the audit', async () => {
    const b = await bill(20_000);
    const first = await pay(b.id, 5_000, 'cash');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ paidCents: 5_000, openCents: 15_000, creditCents: 0 });
    expect(first.body.payments[0]).toMatchObject({
      amountCents: 5_000,
      source: 'manual',
      method: 'cash',
      undone: false,
      recordedBy: { id: admin.user.id },
    });
    expect(await statusOf(b.id)).toBe('partly_paid');
    const rest = await pay(b.id, 15_000, 'card');
    expect(rest.body).toMatchObject({ paidCents: 20_000, openCents: 0 });
    expect(await statusOf(b.id)).toBe('paid');
    expect((await auditOf(t.db, 'bill', b.id)).map((a) => a.action)).toEqual(expect.arrayContaining(['bill.payment_recorded']));
  });

  it('keeps an overpayment whole: the customer has a credit', async () => {
    const b = await bill(10_000, { companyId: ids.Globex });
    const res = await pay(b.id, 12_500);
    expect(res.body).toMatchObject({ paidCents: 12_500, openCents: 0, creditCents: 2_500 });
    expect(res.body.customerCreditCents).toBeGreaterThanOrEqual(2_500);
  });

  it('undoes a payment typed by mistake once, the status recomputed, in the audit', async () => {
    const b = await bill(8_000);
    const paid = await pay(b.id, 8_000);
    expect(await statusOf(b.id)).toBe('paid');
    const paymentId = paid.body.payments[0].id;
    const undone = await admin.post(`/api/bills/${b.id}/payments/${paymentId}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ paidCents: 0, openCents: 8_000 });
    expect(undone.body.payments).toMatchObject([
      { id: paymentId, undone: true },
      { amountCents: -8_000, undoOfId: paymentId },
    ]);
    expect(await statusOf(b.id)).toBe('issued');
    expect((await admin.post(`/api/bills/${b.id}/payments/${paymentId}/undo`)).status).toBe(409);
    expect((await auditOf(t.db, 'bill', b.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['bill.payment_undone', 'bill.payment_reversed']),
    );
  });

  it('answers 403 to a fleet manager, 404 for an unknown bill or a payment of another bill, 422 for bad input, 409 for a draft', async () => {
    const b = await bill(3_000);
    expect((await fleetAcme.post(`/api/bills/${b.id}/payments`, { amountCents: 100, date: today, method: 'cash' })).status).toBe(403);
    expect((await fleetGlobex.post(`/api/bills/${b.id}/payments/1/undo`)).status).toBe(403);
    expect((await admin.post('/api/bills/999999/payments', { amountCents: 100, date: today, method: 'cash' })).status).toBe(404);
    const other = await bill(3_000);
    const paid = await pay(other.id, 1_000);
    expect((await admin.post(`/api/bills/${b.id}/payments/${paid.body.payments[0].id}/undo`)).status).toBe(404);
    const bad = await admin.post(`/api/bills/${b.id}/payments`, { amountCents: 0, date: 'yesterday', method: 'cheque' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['amountCents', 'date', 'method']);
    const future = await admin.post(`/api/bills/${b.id}/payments`, {
      amountCents: 100,
      date: addTarget2BusinessDays(today, 3),
      method: 'cash',
    });
    expect(future.body.error.fields).toEqual({ date: 'in_the_future' });
    const draft = await admin.post('/api/bills', {
      companyId: ids.Acme,
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 100, vatRate: 0 }],
    });
    expect((await pay(draft.body.id, 100)).status).toBe(409);
  });
});

describe('refunds', () => {
  it('refunds a credit note on a paid bill by transfer, then a pain.001 batch the XSD accepts', async () => {
    const b = await bill(30_000);
    await pay(b.id, 10_000);
    await pay(b.id, 20_000);
    const credit = await admin.post(`/api/bills/${b.id}/credit-note`, {
      lines: [{ description: 'Remise', quantity: 1, unitPriceCents: 4_000, vatRate: 0 }],
    });
    expect(credit.status).toBe(201);
    const panel = (await admin.get(`/api/bills/${b.id}/payments`)).body;
    expect(panel.creditCents).toBe(4_000);
    const tooMuch = await admin.post(`/api/bills/${credit.body.id}/refunds`, {
      amountCents: 4_001,
      date: today,
      method: 'transfer',
      iban: 'BE71 0961 2345 6769',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.fields).toEqual({ amountCents: 'refund_exceeds_credit' });
    const noIban = await admin.post(`/api/bills/${credit.body.id}/refunds`, {
      amountCents: 1_000,
      date: today,
      method: 'transfer',
      iban: 'BE71 0961 2345 6768',
    });
    expect(noIban.body.error.fields).toEqual({ iban: 'iban_invalid' });
    const refund = await admin.post(`/api/bills/${credit.body.id}/refunds`, {
      amountCents: 4_000,
      date: today,
      method: 'transfer',
      iban: 'BE71 0961 2345 6769',
      bic: 'GKCCBEBB',
      beneficiaryName: 'Acme SA',
    });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ bill: { id: b.id }, amountCents: 4_000, status: 'pending', iban: 'BE71096123456769' });
    const after = (await admin.get(`/api/bills/${b.id}/payments`)).body;
    expect(after).toMatchObject({ creditCents: 0 });
    expect(after.payments.at(-1)).toMatchObject({ amountCents: -4_000, source: 'refund', method: 'transfer' });
    expect((await admin.get(`/api/refunds?status=pending&billId=${b.id}`)).body.data).toHaveLength(1);

    const saturday = addTarget2BusinessDays(today, 0) === today ? nextSaturday(today) : today;
    expect((await admin.post('/api/refunds/batches', { executionDate: saturday })).body.error.fields).toEqual({
      executionDate: 'not_business_day',
    });
    const goodFriday = shift(easterSunday(Number(today.slice(0, 4)) + 1), -2);
    expect((await admin.post('/api/refunds/batches', { executionDate: goodFriday })).body.error.fields).toEqual({
      executionDate: 'bank_holiday',
    });
    const executionDate = addTarget2BusinessDays(today, 1);
    const batch = await admin.post('/api/refunds/batches', { executionDate });
    expect(batch.status).toBe(201);
    expect(batch.body.count).toBeGreaterThanOrEqual(1);
    const file = await admin.get(`/api/refunds/batches/${batch.body.id}/xml`);
    expect(file.status).toBe(200);
    expect(await pain001Errors(file.raw)).toEqual([]);
    expect(file.raw).toContain('<Nm>Acme SA</Nm>');
    expect(file.raw).toContain('<InstdAmt Ccy="EUR">40.00</InstdAmt>');
    expect(file.raw).toContain(`<ReqdExctnDt>${executionDate}</ReqdExctnDt>`);
    expect((await admin.get(`/api/refunds?billId=${b.id}`)).body.data[0]).toMatchObject({
      status: 'batched',
      batch: { id: batch.body.id },
    });
    expect((await admin.post('/api/refunds/batches', { executionDate })).body.error.fields).toEqual({ executionDate: 'nothing_to_refund' });
    expect((await auditOf(t.db, 'refund_batch', batch.body.id)).map((a) => a.action).sort()).toEqual([
      'refund_batch.created',
      'refund_batch.downloaded',
    ]);
  });

  it('refunds an overpayment in cash: done at once, never more than the credit, and not for a fleet manager', async () => {
    const b = await bill(5_000);
    await pay(b.id, 6_000);
    expect((await fleetAcme.post(`/api/bills/${b.id}/refunds`, { amountCents: 1_000, date: today, method: 'cash' })).status).toBe(403);
    expect((await admin.post('/api/bills/999999/refunds', { amountCents: 1_000, date: today, method: 'cash' })).status).toBe(404);
    const res = await admin.post(`/api/bills/${b.id}/refunds`, { amountCents: 1_000, date: today, method: 'cash' });
    expect(res.body).toMatchObject({ status: 'done', beneficiaryName: 'Acme' });
    expect(await statusOf(b.id)).toBe('paid');
    expect((await admin.post(`/api/bills/${b.id}/refunds`, { amountCents: 1, date: today, method: 'cash' })).status).toBe(422);
    expect((await fleetAcme.get('/api/refunds')).status).toBe(403);
  });
});

const shift = addDays;
const nextSaturday = (day: string) => addDays(day, (6 - weekdayOf(day) + 7) % 7);

describe('SEPA follow-ups (decision 061)', () => {
  const account = { iban: 'BE71 0961 2345 6769', bic: 'GKCCBEBB', signatureDate: '2026-01-15' };
  const collectionDate = addTarget2BusinessDays(earliestCollectionDate(today, 5), 1);

  it('refuses a bank holiday as collection date with its own reason', async () => {
    const goodFriday = shift(easterSunday(Number(today.slice(0, 4)) + 1), -2);
    const res = await admin.post('/api/sepa/batches', { collectionDate: goodFriday });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ collectionDate: 'bank_holiday' });
    const christmas = `${Number(today.slice(0, 4)) + 1}-12-25`;
    expect((await admin.post('/api/sepa/batches', { collectionDate: christmas })).body.error.fields).toEqual({
      collectionDate: expect.stringMatching(/^(bank_holiday|not_business_day)$/),
    });
    const preview = (await admin.get(`/api/sepa/batches/preview?collectionDate=${collectionDate}`)).body;
    expect(preview.earliestCollectionDate).toBe(earliestCollectionDate(today, 5));
  });

  it('uses FRST again after the first debit was rejected on a statement, RCUR once one is accepted, FNAL for a mandate marked last', async () => {
    const person = (await admin.get('/api/users?perPage=100')).body.data?.find?.(
      (u: { email: string }) => u.email === 'employee@globex.test',
    );
    const customer = person ? { userId: person.id } : { companyId: ids.Initech ?? ids.Globex };
    const m = await admin.post('/api/sepa/mandates', { ...account, ...customer, debtorName: 'Rejected First' });
    expect(m.status).toBe(201);
    const b1 = await bill(7_000, customer);
    const batch1 = await admin.post('/api/sepa/batches', { collectionDate, billIds: [b1.id] });
    expect(batch1.status).toBe(201);
    expect((await admin.get(`/api/sepa/batches/${batch1.body.id}`)).body.debits[0]).toMatchObject({
      sequenceType: 'FRST',
      rejectedAt: null,
    });
    // The debtor's bank sends the first debit back: a returned debit naming the bill on a camt.053.
    const digits = b1.structuredCommunication.replace(/\D/g, '');
    await admin.post(`/api/bills/${b1.id}/payments`, { amountCents: 7_000, date: today, method: 'transfer' });
    const returned = writeCamt053({
      id: `RET-${m.body.id}`,
      account: 'BE68539007547034',
      date: today,
      movements: [{ amountCents: -7_000, date: today, communication: digits, isReturn: true, name: 'Rejected First' }],
    });
    const up = await admin.upload('/api/bank-statements', {
      filename: 'r.xml',
      contentType: 'application/xml',
      data: Buffer.from(returned),
    });
    expect(up.status).toBe(201);
    const detail1 = (await admin.get(`/api/sepa/batches/${batch1.body.id}`)).body;
    expect(detail1.rejectedCount).toBe(1);
    expect(detail1.debits[0].rejectedAt).not.toBeNull();
    const mandate = (await admin.get(`/api/sepa/mandates/${m.body.id}`)).body;
    expect(mandate).toMatchObject({ debits: 1, rejectedDebits: 1, nextSequenceType: 'FRST' });
    expect(mandate.history).toMatchObject([{ bill: { id: b1.id }, sequenceType: 'FRST', batch: { id: batch1.body.id } }]);

    // The bill is collectable again, with FRST.
    const batch2 = await admin.post('/api/sepa/batches', { collectionDate, billIds: [b1.id] });
    expect(batch2.status).toBe(201);
    expect((await admin.get(`/api/sepa/batches/${batch2.body.id}`)).body.debits[0].sequenceType).toBe('FRST');
    await admin.post(`/api/sepa/batches/${batch2.body.id}/close`);

    const b2 = await bill(4_000, customer);
    const batch3 = await admin.post('/api/sepa/batches', { collectionDate, billIds: [b2.id] });
    expect((await admin.get(`/api/sepa/batches/${batch3.body.id}`)).body.debits[0].sequenceType).toBe('RCUR');
    await admin.post(`/api/sepa/batches/${batch3.body.id}/close`);

    // The contract ends: the next debit is the last one (FNAL), and the mandate is revoked with it.
    expect((await fleetAcme.post(`/api/sepa/mandates/${m.body.id}/final-collection`)).status).toBe(403);
    const marked = await admin.post(`/api/sepa/mandates/${m.body.id}/final-collection`);
    expect(marked.body).toMatchObject({ finalCollection: true, nextSequenceType: 'FNAL', status: 'active' });
    expect((await admin.post(`/api/sepa/mandates/${m.body.id}/final-collection`)).status).toBe(409);
    const b3 = await bill(3_000, customer);
    const batch4 = await admin.post('/api/sepa/batches', { collectionDate, billIds: [b3.id] });
    expect(batch4.status).toBe(201);
    const file = await admin.get(`/api/sepa/batches/${batch4.body.id}/xml`);
    expect(file.raw).toContain('<SeqTp>FNAL</SeqTp>');
    expect((await admin.get(`/api/sepa/batches/${batch4.body.id}`)).body.downloadedAt).not.toBeNull();
    expect((await admin.get(`/api/sepa/mandates/${m.body.id}`)).body).toMatchObject({ status: 'revoked', nextSequenceType: null });
    expect((await auditOf(t.db, 'sepa_mandate', m.body.id)).map((a) => a.action).sort()).toEqual([
      'sepa_mandate.created',
      'sepa_mandate.marked_final',
      'sepa_mandate.revoked',
    ]);
    expect((await admin.get('/api/sepa/mandates/999999')).status).toBe(404);
  });
});
