import { weekdayOf, addDays, addBusinessDays, addTarget2BusinessDays, brusselsToday } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { pain008Errors } from './pain008';
import { sepaDebits } from './sepa.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const greta = t.signedIn('globexEmployee');
const paula = t.signedIn('privateCustomer');

/** A business day far enough for the pre-notification (5 business days by default). */
const collectionDate = addTarget2BusinessDays(brusselsToday(), 6);
const CREDITOR_ID = 'BE81ZZZ0123456749';
const account = { iban: 'BE71 0961 2345 6769', bic: 'GKCCBEBB', signatureDate: '2026-01-15' };

async function issuedBill(customer: Record<string, unknown>, unitPriceCents = 10_000) {
  const made = await admin.post('/api/bills', {
    ...customer,
    lines: [{ description: 'Entretien vélo', quantity: 1, unitPriceCents, vatRate: 21 }],
  });
  if (made.status !== 201) throw new Error(`bill: ${made.status} ${made.raw}`);
  const issued = await admin.post(`/api/bills/${made.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return issued.body;
}
async function mandate(body: Record<string, unknown>) {
  const res = await admin.post('/api/sepa/mandates', { ...account, debtorName: 'Debtor', ...body });
  if (res.status !== 201) throw new Error(`mandate: ${res.status} ${res.raw}`);
  return res.body as { id: number; reference: string };
}
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('SEPA mandates', () => {
  it('records a mandate with a generated unique reference, listed, downloadable and in the history', async () => {
    const made = await mandate({ companyId: ids.Globex, debtorName: 'Globex SA' });
    expect(made.reference).toMatch(/^VP-MANDATE-\d{6}$/);
    const list = await admin.get(`/api/sepa/mandates?companyId=${ids.Globex}`);
    expect(list.status).toBe(200);
    const row = list.body.data.find((m: { id: number }) => m.id === made.id);
    expect(row).toMatchObject({
      reference: made.reference,
      status: 'active',
      kind: 'recurrent',
      iban: 'BE71096123456769',
      bic: 'GKCCBEBB',
      customer: { kind: 'company', name: 'Globex' },
      debits: 0,
    });
    const csv = await admin.get(`/api/sepa/mandates?format=csv&q=${made.reference}`);
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain(made.reference);
    expect(csv.raw).toContain('BE71 0961 2345 6769');
    const xlsx = await admin.get('/api/sepa/mandates?format=xlsx');
    expect(xlsx.status).toBe(200);
    expect((await auditOf(t.db, 'sepa_mandate', made.id)).map((a) => a.action)).toEqual(['sepa_mandate.created']);
  });

  it('keeps a typed reference, and refuses it twice', async () => {
    const made = await mandate({ userId: greta.user.id, reference: 'GRETA/2026-01', debtorName: 'Greta Globex' });
    expect(made.reference).toBe('GRETA/2026-01');
    const again = await admin.post('/api/sepa/mandates', {
      ...account,
      userId: greta.user.id,
      reference: 'GRETA/2026-01',
      debtorName: 'Greta',
    });
    expect(again.status).toBe(422);
    expect(again.body.error.fields).toEqual({ reference: 'reference_taken' });
  });

  it('answers 422 with a code per wrong field: IBAN check digits, BIC, reference characters, signature in the future, no customer', async () => {
    const res = await admin.post('/api/sepa/mandates', {
      companyId: ids.Globex,
      iban: 'BE71 0961 2345 6768',
      bic: 'GKCC1',
      debtorName: 'Globex',
      signatureDate: '2026-01-15',
      reference: 'Réf_1',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toMatchObject({ iban: 'iban_invalid', bic: 'bic_invalid', reference: 'reference_invalid' });
    const long = await admin.post('/api/sepa/mandates', {
      ...account,
      companyId: ids.Globex,
      debtorName: 'Globex',
      reference: 'A'.repeat(36),
    });
    expect(long.body.error.fields).toMatchObject({ reference: 'too_long' });
    const future = await admin.post('/api/sepa/mandates', {
      ...account,
      companyId: ids.Globex,
      debtorName: 'Globex',
      signatureDate: addBusinessDays(brusselsToday(), 3),
    });
    expect(future.status).toBe(422);
    expect(future.body.error.fields).toEqual({ signatureDate: 'in_the_future' });
    const nobody = await admin.post('/api/sepa/mandates', { ...account, debtorName: 'Nobody' });
    expect(nobody.body.error.fields).toMatchObject({ companyId: 'customer_required' });
  });

  it('revokes a mandate once (409 the second time), with who and when', async () => {
    const made = await mandate({ companyId: ids.Initech, debtorName: 'Initech' });
    const revoked = await admin.post(`/api/sepa/mandates/${made.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await admin.post(`/api/sepa/mandates/${made.id}/revoke`)).status).toBe(409);
    const [audit] = await auditOf(t.db, 'sepa_mandate', made.id);
    expect(audit).toMatchObject({ action: 'sepa_mandate.revoked', actorId: admin.user.id });
  });

  it('is for admins only: 403 for a fleet manager and an employee', async () => {
    for (const client of [fleetAcme, employee]) {
      expect((await client.get('/api/sepa/mandates')).status).toBe(403);
      expect((await client.post('/api/sepa/mandates', { ...account, companyId: ids.Acme, debtorName: 'Acme' })).status).toBe(403);
      expect((await client.get('/api/sepa/batches')).status).toBe(403);
      expect((await client.post('/api/sepa/batches', { collectionDate })).status).toBe(403);
      expect((await client.get('/api/sepa/batches/1/xml')).status).toBe(403);
    }
  });
});

describe('SEPA batches', () => {
  let globexMandate: { id: number; reference: string };
  let firstBatch: number;
  let firstBill: { id: number; number: string; structuredCommunication: string };

  beforeAll(async () => {
    const list = await admin.get(`/api/sepa/mandates?companyId=${ids.Globex}&status=active`);
    globexMandate = list.body.data[0];
  });

  it("collects a mandate's first debit as FRST, in an XSD-valid pain.008 with the bill's number and structured communication", async () => {
    firstBill = await issuedBill({ companyId: ids.Globex });
    const made = await admin.post('/api/sepa/batches', { collectionDate, billIds: [firstBill.id] });
    expect(made.status).toBe(201);
    firstBatch = made.body.id;
    const file = await admin.get(`/api/sepa/batches/${firstBatch}/xml`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toContain('.xml');
    expect(await pain008Errors(file.raw)).toEqual([]);
    expect(file.raw).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(tag(file.raw, 'SeqTp')).toEqual(['FRST']);
    expect(tag(file.raw, 'NbOfTxs')).toEqual(['1', '1']);
    expect(tag(file.raw, 'CtrlSum')).toEqual(['121.00', '121.00']);
    expect(tag(file.raw, 'InstdAmt')).toEqual(['121.00']);
    expect(tag(file.raw, 'ReqdColltnDt')).toEqual([collectionDate]);
    expect(tag(file.raw, 'EndToEndId')).toEqual([firstBill.number]);
    expect(tag(file.raw, 'MndtId')).toEqual([globexMandate.reference]);
    expect(tag(file.raw, 'DtOfSgntr')).toEqual(['2026-01-15']);
    expect(tag(file.raw, 'Ref')).toEqual([firstBill.structuredCommunication.replace(/\D/g, '')]);
    expect(file.raw).toContain('<Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr>');
    expect(tag(file.raw, 'Id')).toContain(CREDITOR_ID);
    expect(tag(file.raw, 'BIC')).toEqual(['GKCCBEBB', 'GKCCBEBB']);
    const detail = await admin.get(`/api/sepa/batches/${firstBatch}`);
    expect(detail.body).toMatchObject({ status: 'open', count: 1, totalCents: 12_100, collectionDate, createdBy: { id: admin.user.id } });
    expect(detail.body.debits).toEqual([
      expect.objectContaining({ sequenceType: 'FRST', amountCents: 12_100, bill: expect.objectContaining({ id: firstBill.id }) }),
    ]);
    // The first download of the file moves the batch from prepared to downloaded, in the audit (decision 061).
    expect((await auditOf(t.db, 'sepa_batch', firstBatch)).map((a) => a.action)).toEqual(['sepa_batch.downloaded', 'sepa_batch.created']);
    expect(detail.body.downloadedAt).not.toBeNull();
  });

  it("e-mails the pre-notification to the company's billing contact: amount, date, mandate reference, creditor id", async () => {
    const mails = t.inbox.filter((m) => m.text.includes(globexMandate.reference));
    expect(mails.map((m) => m.to)).toEqual(['finance@globex.test']);
    const [mail] = mails;
    const [y, mo, d] = collectionDate.split('-');
    expect(mail!.subject).toContain('Prélèvement SEPA');
    expect(mail!.text).toContain('121,00');
    expect(mail!.text).toContain(`${d}/${mo}/${y}`);
    expect(mail!.text).toContain(`Identifiant créancier\u00a0: ${CREDITOR_ID}`);
    expect(mail!.text).toContain(firstBill.number);
  });

  it('collects the next debit of the same mandate as RCUR', async () => {
    const second = await issuedBill({ companyId: ids.Globex }, 5_000);
    const made = await admin.post('/api/sepa/batches', { collectionDate, billIds: [second.id] });
    expect(made.status).toBe(201);
    const file = await admin.get(`/api/sepa/batches/${made.body.id}/xml`);
    expect(await pain008Errors(file.raw)).toEqual([]);
    expect(tag(file.raw, 'SeqTp')).toEqual(['RCUR']);
    expect(tag(file.raw, 'CtrlSum')).toEqual(['60.50', '60.50']);
    const m = await admin.get(`/api/sepa/mandates/${globexMandate.id}`);
    expect(m.body).toMatchObject({ debits: 2, lastCollectionDate: collectionDate });
  });

  it('pre-notifies a person in their language (Dutch for Greta)', async () => {
    const b = await issuedBill({ userId: greta.user.id });
    const before = t.inbox.length;
    expect((await admin.post('/api/sepa/batches', { collectionDate, billIds: [b.id] })).status).toBe(201);
    const mails = t.inbox.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['employee@globex.test']);
    expect(mails[0]!.subject).toContain('SEPA-domiciliëring');
    expect(mails[0]!.text).toContain('Mandaatreferentie: GRETA/2026-01');
    expect(mails[0]!.text).toContain('121,00');
  });

  it('never puts a bill in two open batches (409), until its batch is closed', async () => {
    const again = await admin.post('/api/sepa/batches', { collectionDate, billIds: [firstBill.id] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('bill_in_open_batch');
    const closed = await admin.post(`/api/sepa/batches/${firstBatch}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect((await admin.post(`/api/sepa/batches/${firstBatch}/close`)).status).toBe(409);
    expect((await admin.post('/api/sepa/batches', { collectionDate, billIds: [firstBill.id] })).status).toBe(201);
  });

  it('gives a bill to one batch only when two are made at the same moment (the other answers 409)', async () => {
    const b = await issuedBill({ companyId: ids.Globex }, 700);
    const answers = await Promise.all([
      admin.post('/api/sepa/batches', { collectionDate, billIds: [b.id] }),
      admin.post('/api/sepa/batches', { collectionDate, billIds: [b.id] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('refuses a bill without an active mandate, a draft, a date too soon or on a weekend (422)', async () => {
    const initech = await issuedBill({ companyId: ids.Initech });
    const noMandate = await admin.post('/api/sepa/batches', { collectionDate, billIds: [initech.id] });
    expect(noMandate.status).toBe(422);
    expect(noMandate.body.error.fields).toEqual({ billIds: 'bill_without_mandate' });
    const draft = await admin.post('/api/bills', {
      companyId: ids.Globex,
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 100, vatRate: 21 }],
    });
    expect((await admin.post('/api/sepa/batches', { collectionDate, billIds: [draft.body.id] })).body.error.fields).toEqual({
      billIds: 'bill_not_collectable',
    });
    // A bank business day, but before the notice period is over (today may be a weekend: that is another refusal).
    const soon = await admin.post('/api/sepa/batches', { collectionDate: addTarget2BusinessDays(brusselsToday(), 1) });
    expect(soon.body.error.fields).toEqual({ collectionDate: 'collection_date_too_soon' });
    const later = addBusinessDays(brusselsToday(), 10);
    const saturday = addDays(later, 6 - weekdayOf(later));
    expect((await admin.post('/api/sepa/batches', { collectionDate: saturday })).body.error.fields).toEqual({
      collectionDate: 'not_business_day',
    });
    expect((await admin.post('/api/sepa/batches', { collectionDate: 'tomorrow' })).status).toBe(422);
  });

  it('presents a mandate’s first debit once: its other bills wait for the bank to accept it (issue 25 point 21)', async () => {
    // Paula's demo mandate has never been collected: each of her bills would be a first debit (FRST).
    const bills = [await issuedBill({ userId: paula.user.id }, 1_000), await issuedBill({ userId: paula.user.id }, 2_000)];
    const together = await admin.post('/api/sepa/batches', { collectionDate, billIds: bills.map((b) => b.id) });
    expect(together.status).toBe(422);
    expect(together.body.error.fields).toEqual({ billIds: 'mandate_first_debit_pending' });
    const preview = await admin.get(`/api/sepa/batches/preview?collectionDate=${collectionDate}`);
    const hers = preview.body.debits.filter((d: { customerName: string }) => d.customerName === 'Paula Private');
    expect(hers).toEqual([expect.objectContaining({ sequenceType: 'FRST' })]);
    expect(hers[0].bill.id).not.toBe(bills[1]!.id);
  });

  it('without bills given, previews then collects every due bill under an active mandate, and a CtrlSum that adds up', async () => {
    const globex = await issuedBill({ companyId: ids.Globex }, 2_000);
    const initech = await issuedBill({ companyId: ids.Initech }, 3_000);
    const preview = await admin.get(`/api/sepa/batches/preview?collectionDate=${collectionDate}`);
    expect(preview.status).toBe(200);
    const billIds = preview.body.debits.map((d: { bill: { id: number } }) => d.bill.id);
    expect(billIds).toContain(globex.id);
    expect(billIds).not.toContain(initech.id);
    expect(preview.body.totalCents).toBe(preview.body.debits.reduce((s: number, d: { amountCents: number }) => s + d.amountCents, 0));
    const made = await admin.post('/api/sepa/batches', { collectionDate });
    expect(made.status).toBe(201);
    const detail = await admin.get(`/api/sepa/batches/${made.body.id}`);
    expect(detail.body.count).toBe(preview.body.count);
    expect(detail.body.totalCents).toBe(preview.body.totalCents);
    const file = await admin.get(`/api/sepa/batches/${made.body.id}/xml`);
    expect(await pain008Errors(file.raw)).toEqual([]);
    const amounts = tag(file.raw, 'InstdAmt').map((a) => Math.round(Number(a) * 100));
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(detail.body.totalCents);
    expect(tag(file.raw, 'CtrlSum')[0]).toBe((detail.body.totalCents / 100).toFixed(2));
    // One payment block per sequence type, in the order FRST, RCUR.
    const types = tag(file.raw, 'SeqTp');
    expect(new Set(types).size).toBe(types.length);
    expect(file.raw.split('<PmtInf>').length - 1).toBe(types.length);
    expect(
      (await admin.get(`/api/sepa/batches/preview?collectionDate=${collectionDate}`)).body.debits.map(
        (d: { bill: { id: number } }) => d.bill.id,
      ),
    ).not.toContain(globex.id);
    const list = await admin.get('/api/sepa/batches?perPage=100');
    expect(list.body.data.map((b: { id: number }) => b.id)).toContain(made.body.id);
    expect((await admin.get('/api/sepa/batches?format=csv')).status).toBe(200);
  });

  it('never hands out a file the XSD refuses: 422 pain008_invalid with the schema error', async () => {
    const b = await issuedBill({ companyId: ids.Globex }, 1_000);
    const made = await admin.post('/api/sepa/batches', { collectionDate, billIds: [b.id] });
    await t.db.update(sepaDebits).set({ bic: 'NOT A BIC' }).where(eq(sepaDebits.batchId, made.body.id));
    const file = await admin.get(`/api/sepa/batches/${made.body.id}/xml`);
    expect(file.status).toBe(422);
    expect(file.body.error.code).toBe('pain008_invalid');
    expect(file.body.error.message).toContain('BIC');
    expect((await admin.get('/api/sepa/batches/999999/xml')).status).toBe(404);
  });
});
