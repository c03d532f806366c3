import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { validateUblSchema } from './ubl-schema';

let outboxDir: string;
afterAll(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));
/** The demo app, with e-invoices dropped in a folder of this test's own (the access point's outbox). */
const t = useDemoApp(async () => {
  outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'veloport-peppol-')), 'outbox');
  return { config: { peppol: { accessPoint: 'outbox', outboxDir } } };
});
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const paula = t.signedIn('privateCustomer');
const ids = t.companyIds();

const lines = [
  { description: 'Pneu Schwalbe Marathon', quantity: 2, unitPriceCents: 3_500, vatRate: 21 },
  { description: 'Main-d’œuvre <atelier> & réglages', quantity: 1.5, unitPriceCents: 5_000, vatRate: 6 },
];
async function bill(body: Record<string, unknown>, issue = true) {
  const made = await admin.post('/api/bills', { lines, ...body });
  if (made.status !== 201) throw new Error(`bill: ${made.status} ${made.raw}`);
  if (!issue) return made.body;
  const issued = await admin.post(`/api/bills/${made.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return issued.body;
}
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('GET /api/bills/{id}/ubl', () => {
  it('gives an issued bill as a Peppol BIS 3.0 UBL invoice that passes the UBL 2.1 schema, exact to the cent', async () => {
    const b = await bill({ companyId: ids.Acme });
    const res = await admin.get(`/api/bills/${b.id}/ubl`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice-${b.number}.xml"`);
    const xml = res.raw;
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(tag(xml, 'cbc:CustomizationID')).toEqual(['urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0']);
    expect(tag(xml, 'cbc:ProfileID')).toEqual(['urn:fdc:peppol.eu:2017:poacc:billing:01:1.0']);
    expect(tag(xml, 'cbc:ID')[0]).toBe(b.number);
    expect(tag(xml, 'cbc:IssueDate')).toEqual([b.issueDate]);
    expect(tag(xml, 'cbc:DueDate')).toEqual([b.dueDate]);
    expect(tag(xml, 'cbc:InvoiceTypeCode')).toEqual(['380']);
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>');
    expect(tag(xml, 'cbc:CompanyID')).toEqual(expect.arrayContaining(['BE0123456749', b.customer.vatNumber]));
    expect(tag(xml, 'cbc:RegistrationName')).toEqual(['Veloport SRL', 'Acme']);
    expect(xml).toContain('<cbc:PaymentMeansCode name="SEPA credit transfer">58</cbc:PaymentMeansCode>');
    expect(tag(xml, 'cbc:PaymentID')).toEqual([b.structuredCommunication]);
    expect(xml).toContain('<cac:PayeeFinancialAccount><cbc:ID>BE68539007547034</cbc:ID>');
    expect(tag(xml, 'cbc:TaxableAmount')).toEqual(['70.00', '75.00']);
    expect(tag(xml, 'cbc:TaxAmount')).toEqual(['19.20', '14.70', '4.50']);
    expect(tag(xml, 'cbc:TaxInclusiveAmount')).toEqual(['164.20']);
    expect(tag(xml, 'cbc:PayableAmount')).toEqual(['164.20']);
    expect(tag(xml, 'cbc:InvoicedQuantity')).toEqual(['2', '1.5']);
    expect(tag(xml, 'cbc:Name')).toContain('Main-d’œuvre &lt;atelier&gt; &amp; réglages');
    expect(await validateUblSchema(xml, 'invoice')).toEqual([]);
  });

  it('writes reverse charge as category AE with its exemption reason, in the bill’s language (Globex bills in French)', async () => {
    const rc = await bill({
      companyId: ids.Globex,
      reverseCharge: true,
      lines: [{ description: 'Cargo bike', quantity: 1, unitPriceCents: 400_000, vatRate: 0 }],
    });
    const xml = (await admin.get(`/api/bills/${rc.id}/ubl`)).raw;
    expect(xml).toContain(
      '<cac:TaxCategory><cbc:ID>AE</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode><cbc:TaxExemptionReason>Autoliquidation - article 196 de la directive 2006/112/CE</cbc:TaxExemptionReason>',
    );
    expect(tag(xml, 'cbc:PayableAmount')).toEqual(['4000.00']);
    expect(await validateUblSchema(xml, 'invoice')).toEqual([]);
  });

  it('gives a credit note as a UBL CreditNote referring to the credited bill, amounts positive', async () => {
    const b = await bill({ companyId: ids.Acme });
    const cn = (await admin.post(`/api/bills/${b.id}/credit-note`, {})).body;
    const res = await fleetAcme.get(`/api/bills/${cn.id}/ubl`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="CreditNote-${cn.number}.xml"`);
    const xml = res.raw;
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(tag(xml, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
    expect(xml).toContain(
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${b.number}</cbc:ID><cbc:IssueDate>${b.issueDate}</cbc:IssueDate>`,
    );
    expect(tag(xml, 'cbc:CreditedQuantity')).toEqual(['2', '1.5']);
    expect(tag(xml, 'cbc:PayableAmount')).toEqual(['164.20']);
    expect(xml).not.toContain('PaymentMeans');
    expect(await validateUblSchema(xml, 'credit_note')).toEqual([]);
  });

  it('is for whoever may see the bill: another company’s or person’s answers 404, a draft 409, no session 401', async () => {
    const acme = await bill({ companyId: ids.Acme });
    const own = await bill({ userId: paula.user.id });
    expect((await fleetAcme.get(`/api/bills/${acme.id}/ubl`)).status).toBe(200);
    expect((await paula.get(`/api/bills/${own.id}/ubl`)).status).toBe(200);
    expect((await fleetGlobex.get(`/api/bills/${acme.id}/ubl`)).status).toBe(404);
    expect((await employee.get(`/api/bills/${acme.id}/ubl`)).status).toBe(404);
    expect((await employee.get(`/api/bills/${own.id}/ubl`)).status).toBe(404);
    expect((await admin.get('/api/bills/999999/ubl')).status).toBe(404);
    expect((await t.client().get(`/api/bills/${acme.id}/ubl`)).status).toBe(401);
    const draft = await bill({ companyId: ids.Acme }, false);
    const res = await admin.get(`/api/bills/${draft.id}/ubl`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('bill_draft');
  });

  it('refuses a bill that breaks a rule, naming it: reverse charge to a person without a VAT number (BR-AE-02)', async () => {
    const b = await bill({
      userId: paula.user.id,
      reverseCharge: true,
      lines: [{ description: 'Cargo bike', quantity: 1, unitPriceCents: 400_000, vatRate: 0 }],
    });
    const res = await admin.get(`/api/bills/${b.id}/ubl`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ubl_invalid');
    expect(res.body.error.fields).toEqual({ 'BR-AE-02': 'invalid' });
    expect(res.body.error.message).toContain('BR-AE-02');
    // …and it does not leave: no mail, still issued.
    const before = t.inbox.length;
    const sent = await admin.post(`/api/bills/${b.id}/send`);
    expect(sent.status).toBe(409);
    expect(sent.body.error.code).toBe('ubl_invalid');
    expect((await admin.get(`/api/bills/${b.id}`)).body.status).toBe('issued');
    await t.drainJobs();
    expect(t.inbox.length).toBe(before);
  });
});

describe("a company's Peppol participant id", () => {
  it('is set by an admin (403 for others, 422 for a wrong number), recorded, and becomes the buyer’s electronic address', async () => {
    const url = `/api/companies/${ids.Initech}/peppol`;
    expect((await admin.get(url)).body).toEqual({ companyId: ids.Initech, participantId: null });
    expect((await fleetAcme.put(url, { participantId: '0208:0712345630' })).status).toBe(403);
    expect((await employee.get(url)).status).toBe(403);
    const wrong = await admin.put(url, { participantId: '0208:0712345631' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ participantId: 'invalid' });
    expect((await admin.put('/api/companies/999999/peppol', { participantId: null })).status).toBe(404);
    const set = await admin.put(url, { participantId: ' 0208:0712.345.630 ' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ companyId: ids.Initech, participantId: '0208:0712345630' });
    expect(await auditOf(t.db, 'company', ids.Initech)).toContainEqual(
      expect.objectContaining({ action: 'company.peppol_updated', actorId: admin.user.id }),
    );
    const b = await bill({ companyId: ids.Initech });
    expect((await admin.get(`/api/bills/${b.id}/peppol`)).body).toEqual({ participantId: '0208:0712345630', delivery: null });
    expect((await admin.get(`/api/bills/${b.id}/ubl`)).raw).toContain(
      '<cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID="0208">0712345630</cbc:EndpointID>',
    );
    expect((await admin.put(url, { participantId: '' })).body.participantId).toBeNull();
  });
});

describe('sending a bill with its UBL', () => {
  it('attaches the UBL to the e-mail; to a company on Peppol it also goes through the access point, recorded', async () => {
    const b = await bill({ companyId: ids.Globex });
    const before = t.inbox.length;
    const res = await admin.post(`/api/bills/${b.id}/send`);
    expect(res.status).toBe(200);
    const [mail] = t.inbox.slice(before);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`Facture-${b.number}.pdf`, `Invoice-${b.number}.xml`]);
    const attached = mail!.attachments[1]!.content.toString('utf8');
    expect(attached).toContain(`<cbc:ID>${b.number}</cbc:ID>`);
    const file = await readFile(path.join(outboxDir, `${b.number}.xml`), 'utf8');
    expect(file).toBe(attached);
    expect(file).toContain('<cbc:EndpointID schemeID="0208">0202239951</cbc:EndpointID>');
    const peppol = (await fleetGlobex.get(`/api/bills/${b.id}/peppol`)).body;
    expect(peppol.participantId).toBe('0208:0202239951');
    expect(peppol.delivery).toMatchObject({ accessPoint: 'outbox', messageId: `outbox:${b.number}.xml`, participantId: '0208:0202239951' });
    expect(Date.parse(peppol.delivery.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditOf(t.db, 'bill', b.id)).toContainEqual(
      expect.objectContaining({ action: 'bill.peppol_sent', actorId: admin.user.id }),
    );
  });

  it('sends a company without a participant id by e-mail only, the UBL attached', async () => {
    const b = await bill({ companyId: ids.Acme });
    const before = t.inbox.length;
    expect((await admin.post(`/api/bills/${b.id}/send`)).status).toBe(200);
    const [mail] = t.inbox.slice(before);
    expect(mail!.attachments[1]!.contentType).toContain('xml');
    expect((await admin.get(`/api/bills/${b.id}/peppol`)).body).toEqual({ participantId: null, delivery: null });
    await expect(readFile(path.join(outboxDir, `${b.number}.xml`))).rejects.toThrow();
  });

  it('shows the demo bill Globex received through Peppol', async () => {
    const sent = (await fleetGlobex.get('/api/bills?status=sent&perPage=100')).body.data as { id: number }[];
    const deliveries = await Promise.all(sent.map(async (s) => (await fleetGlobex.get(`/api/bills/${s.id}/peppol`)).body.delivery));
    expect(deliveries.some((d) => d?.accessPoint === 'outbox')).toBe(true);
  });
});
