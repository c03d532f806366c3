import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const paula = t.signedIn('privateCustomer');
const greta = t.signedIn('globexEmployee');

const lines = [
  { description: 'Pneu Schwalbe Marathon', quantity: 2, unitPriceCents: 3_500, vatRate: 21 },
  { description: 'Main-d’œuvre', quantity: 1.5, unitPriceCents: 5_000, vatRate: 6 },
];
async function bill(body: Record<string, unknown>, issue = true) {
  const made = await admin.post('/api/bills', { lines, ...body });
  if (made.status !== 201) throw new Error(`bill: ${made.status} ${made.raw}`);
  if (!issue) return made.body;
  const issued = await admin.post(`/api/bills/${made.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return issued.body;
}
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

describe('GET /api/bills/{id}/pdf', () => {
  it("prints an issued company bill in French: letterhead, customer's VAT number, number, lines, VAT per rate, total, communication, QR code", async () => {
    const b = await bill({ companyId: ids.Acme });
    const res = await admin.get(`/api/bills/${b.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.bytes);
    for (const words of [
      `Facture ${b.number}`,
      'Veloport SRL',
      'BE0123456749',
      'IBAN BE68 5390 0754 7034',
      'Acme',
      'BE0',
      'Pneu Schwalbe Marathon',
      'Total HTVA',
      '145,00 €',
      'TVA 21 % sur 70,00 €',
      '14,70 €',
      'TVA 6 % sur 75,00 €',
      '4,50 €',
      'Total TVAC',
      '164,20 €',
      'Communication structurée',
      b.structuredCommunication,
      'Échéance',
      // Belgian legal mentions: company number, register, payment terms and the late-payment clause.
      'N° d’entreprise 0123.456.749',
      'RPM Liège',
      'loi du 2 août 2002',
      'indemnité forfaitaire de 40 €',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).toContain(b.customer.vatNumber);
    expect(text).not.toContain('BROUILLON');
    expect(text).not.toContain('Autoliquidation');
    expect(hasImage(res.bytes)).toBe(true);
  });

  it("speaks the customer's language: Dutch for Greta, English for Paula", async () => {
    const nl = await bill({ userId: greta.user.id });
    const nlText = pdfText((await greta.get(`/api/bills/${nl.id}/pdf`)).bytes);
    for (const words of [
      `Factuur ${nl.number}`,
      'Totaal excl. btw',
      'Btw 21 % op 70,00 €',
      'Totaal incl. btw',
      'Gestructureerde mededeling',
      'Vervaldatum',
      'Ondernemingsnr. 0123.456.749',
      'wet van 2 augustus 2002',
    ])
      expect(nlText, words).toContain(words);
    const en = await bill({ userId: paula.user.id });
    const enText = pdfText((await paula.get(`/api/bills/${en.id}/pdf`)).bytes);
    for (const words of [
      `Invoice ${en.number}`,
      'Total excl. VAT',
      'VAT 6 % on 75,00 €',
      'Total incl. VAT',
      'Structured communication',
      'Due date',
    ])
      expect(enText, words).toContain(words);
  });

  it('prints the reverse-charge mention in the language of the bill', async () => {
    const rc = await bill({
      companyId: ids.Globex,
      reverseCharge: true,
      lines: [{ description: 'Cargo bike', quantity: 1, unitPriceCents: 400_000, vatRate: 0 }],
    });
    expect(pdfText((await admin.get(`/api/bills/${rc.id}/pdf`)).bytes)).toContain(
      'Autoliquidation — article 196 de la directive 2006/112/CE',
    );
    const en = await bill({
      userId: paula.user.id,
      reverseCharge: true,
      lines: [{ description: 'Cargo bike', quantity: 1, unitPriceCents: 400_000, vatRate: 0 }],
    });
    expect(pdfText((await paula.get(`/api/bills/${en.id}/pdf`)).bytes)).toContain(
      'Reverse charge — Article 196 of Council Directive 2006/112/EC',
    );
    const nl = await bill({
      userId: greta.user.id,
      reverseCharge: true,
      lines: [{ description: 'Cargo bike', quantity: 1, unitPriceCents: 400_000, vatRate: 0 }],
    });
    expect(pdfText((await greta.get(`/api/bills/${nl.id}/pdf`)).bytes)).toContain(
      'Verlegging van heffing — artikel 196 van richtlijn 2006/112/EG',
    );
  });

  it('titles a credit note as such, names the bill it credits, and has no QR code (nothing to pay)', async () => {
    const b = await bill({ companyId: ids.Acme });
    const cn = await admin.post(`/api/bills/${b.id}/credit-note`, {});
    expect(cn.status).toBe(201);
    const res = await admin.get(`/api/bills/${cn.body.id}/pdf`);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Note-de-credit-${cn.body.number}.pdf"; filename*=UTF-8''Note-de-cr%C3%A9dit-${cn.body.number}.pdf`,
    );
    const text = pdfText(res.bytes);
    expect(text).toContain(`Note de crédit ${cn.body.number}`);
    expect(text).toContain(`Facture créditée : ${b.number}`);
    expect(text).toContain('Montant à rembourser : 164,20 €');
    expect(text).toContain('-164,20 €');
    expect(hasImage(res.bytes)).toBe(false);
  });

  it('runs a long bill over several pages, every line and the total printed', async () => {
    const many = Array.from({ length: 70 }, (_, i) => ({
      description: `Pièce n° ${i + 1}`,
      quantity: 1,
      unitPriceCents: 1_000,
      vatRate: 21,
    }));
    const b = await bill({ companyId: ids.Acme, lines: many });
    const res = await admin.get(`/api/bills/${b.id}/pdf`);
    expect(res.bytes.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
    const text = pdfText(res.bytes);
    expect(text).toContain('Pièce n° 70');
    expect(text).toContain('847,00 €');
    expect(hasImage(res.bytes)).toBe(true);
  });

  it('marks a draft BROUILLON with no number and no QR code', async () => {
    const d = await bill({ companyId: ids.Acme }, false);
    const res = await admin.get(`/api/bills/${d.id}/pdf`);
    expect(res.status).toBe(200);
    const text = pdfText(res.bytes);
    expect(text).toContain('BROUILLON');
    expect(text).toContain('Facture (brouillon)');
    expect(hasImage(res.bytes)).toBe(false);
  });

  it("answers 404 for another's bill and 401 without a session", async () => {
    const acme = await bill({ companyId: ids.Acme });
    const private_ = await bill({ userId: paula.user.id });
    expect((await fleetAcme.get(`/api/bills/${acme.id}/pdf`)).status).toBe(200);
    expect((await fleetGlobex.get(`/api/bills/${acme.id}/pdf`)).status).toBe(404);
    expect((await employee.get(`/api/bills/${acme.id}/pdf`)).status).toBe(404);
    expect((await employee.get(`/api/bills/${private_.id}/pdf`)).status).toBe(404);
    expect((await admin.get('/api/bills/999999/pdf')).status).toBe(404);
    expect((await t.client().get(`/api/bills/${acme.id}/pdf`)).status).toBe(401);
  });
});

describe('POST /api/bills/{id}/send', () => {
  it('finds demo bills waiting to be sent and demo bills already sent', async () => {
    const toSend = (await admin.get('/api/bills?status=issued&perPage=100')).body.data;
    expect(toSend.length).toBeGreaterThan(0);
    const sent = (await admin.get('/api/bills?status=sent&perPage=100')).body.data;
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((b: { sentAt: string | null }) => b.sentAt !== null)).toBe(true);
  });

  it('e-mails a company bill to its billing contacts with the PDF attached; the bill reads sent, with when and who', async () => {
    const b = await bill({ companyId: ids.Acme });
    expect((await admin.get('/api/bills?status=issued&perPage=100')).body.data.map((x: { id: number }) => x.id)).toContain(b.id);
    const before = t.inbox.length;
    const res = await admin.post(`/api/bills/${b.id}/send`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('sent');
    expect(Date.parse(res.body.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    const mails = t.inbox.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['compta@acme.test']);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Facture ${b.number} — Veloport SRL`);
    expect(mail!.text).toContain('Veuillez trouver ci-joint notre facture');
    expect(mail!.text).toContain(b.structuredCommunication);
    expect(mail!.attachments).toHaveLength(2);
    expect(mail!.attachments[0]!.filename).toBe(`Facture-${b.number}.pdf`);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(pdfText(mail!.attachments[0]!.content)).toContain(b.structuredCommunication);
    expect((await admin.get('/api/bills?status=issued&perPage=100')).body.data.map((x: { id: number }) => x.id)).not.toContain(b.id);
    expect((await admin.get('/api/bills?status=sent&perPage=100')).body.data.map((x: { id: number }) => x.id)).toContain(b.id);
    expect(await auditOf(t.db, 'bill', b.id)).toContainEqual(expect.objectContaining({ action: 'bill.sent', actorId: admin.user.id }));
  });

  it("e-mails a person's bill to them in their language", async () => {
    const b = await bill({ userId: greta.user.id });
    const before = t.inbox.length;
    expect((await admin.post(`/api/bills/${b.id}/send`)).status).toBe(200);
    const [mail] = t.inbox.slice(before);
    expect(mail!.to).toBe('employee@globex.test');
    expect(mail!.subject).toBe(`Factuur ${b.number} — Veloport SRL`);
    expect(mail!.text).toContain('In bijlage vind je onze factuur');
    expect(pdfText(mail!.attachments[0]!.content)).toContain('Gestructureerde mededeling');
  });

  it('refuses a customer with no one to mail (409), then reaches the billing contact added', async () => {
    const b = await bill({ companyId: ids.Initech });
    const before = t.inbox.length;
    const none = await admin.post(`/api/bills/${b.id}/send`);
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('bill_no_recipient');
    expect((await admin.get(`/api/bills/${b.id}`)).body.status).toBe('issued');
    const contact = await admin.post(`/api/companies/${ids.Initech}/contacts`, {
      firstname: 'Ines',
      lastname: 'Invoice',
      email: 'billing@initech.test',
      type: 'billing',
    });
    expect(contact.status).toBe(201);
    expect((await admin.post(`/api/bills/${b.id}/send`)).status).toBe(200);
    const mails = t.inbox.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['billing@initech.test']);
    expect(mails[0]!.text).toContain('Bonjour Ines Invoice');
  });

  it('also goes to the users marked as billing contact or billing copy', async () => {
    const setContactType = async (contactType: string) => {
      const { user } = (await admin.get(`/api/users/${employee.user.id}`)).body;
      const body = {
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        phone: user.phone,
        address: user.address,
        size: user.size,
        language: user.language,
        contactType,
        anonymousInRanking: user.anonymousInRanking,
        permissions: user.permissions,
        companyId: user.company?.id ?? null,
        stockLocationId: user.stockLocationId,
      };
      expect((await admin.put(`/api/users/${employee.user.id}`, body)).status).toBe(200);
    };
    await setContactType('billing_copy');
    const b = await bill({ companyId: ids.Acme });
    const before = t.inbox.length;
    expect((await admin.post(`/api/bills/${b.id}/send`)).status).toBe(200);
    expect(
      t.inbox
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['compta@acme.test', 'employee@acme.test']);
    await setContactType('none');
  });

  it("goes to the company's fleet managers, in the bill's language, when it has no billing contact", async () => {
    const contacts = (await admin.get(`/api/companies/${ids.Globex}/contacts?type=billing`)).body.data as { id: number }[];
    expect(contacts.length).toBeGreaterThan(0);
    for (const c of contacts) expect((await admin.delete(`/api/contacts/${c.id}`)).status).toBe(204);
    const b = await bill({ companyId: ids.Globex });
    const before = t.inbox.length;
    expect((await admin.post(`/api/bills/${b.id}/send`)).status).toBe(200);
    const mails = t.inbox.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['fleet@globex.test']);
    expect(mails[0]!.subject).toBe(`Facture ${b.number} — Veloport SRL`);
  });

  it('sends issued bills only (409), is for admins only (403), and 404 for no bill', async () => {
    const d = await bill({ companyId: ids.Acme }, false);
    const before = t.inbox.length;
    const draft = await admin.post(`/api/bills/${d.id}/send`);
    expect(draft.status).toBe(409);
    expect(draft.body.error.code).toBe('bill_not_to_send');
    const b = await bill({ companyId: ids.Acme });
    for (const caller of [fleetAcme, employee]) expect((await caller.post(`/api/bills/${b.id}/send`)).status).toBe(403);
    expect((await admin.post(`/api/bills/${b.id}/send`)).status).toBe(200);
    expect((await admin.post(`/api/bills/${b.id}/send`)).status).toBe(409);
    expect((await admin.post('/api/bills/999999/send')).status).toBe(404);
    expect(t.inbox.length).toBe(before + 1);
  });
});

describe('bills/to-send: POST /api/bills/send (issue 25 point 23)', () => {
  it('lists every issued bill not yet sent, overdue ones too, and sends a selection at once with the reason of each refusal', async () => {
    const late = await bill({ companyId: ids.Globex, dueDate: '2024-01-31' });
    const fresh = await bill({ userId: greta.user.id });
    const gone = await bill({ companyId: ids.Acme });
    expect((await admin.post(`/api/bills/${gone.id}/send`)).status).toBe(200);
    const toSend = (await admin.get('/api/bills?toSend=true&perPage=100')).body.data.map((x: { id: number }) => x.id);
    expect(toSend).toEqual(expect.arrayContaining([late.id, fresh.id]));
    expect(toSend).not.toContain(gone.id);
    expect((await admin.get('/api/bills?status=issued&perPage=100')).body.data.map((x: { id: number }) => x.id)).not.toContain(late.id);

    const before = t.inbox.length;
    const sent = await admin.post('/api/bills/send', { billIds: [late.id, gone.id, fresh.id] });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      sent: [
        { id: late.id, number: late.number },
        { id: fresh.id, number: fresh.number },
      ],
      failed: [{ id: gone.id, number: gone.number, code: 'bill_not_to_send' }],
    });
    expect(
      t.inbox
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['employee@globex.test', 'fleet@globex.test']);
    const still = (await admin.get('/api/bills?toSend=true&perPage=100')).body.data.map((x: { id: number }) => x.id);
    expect(still).not.toContain(late.id);
    expect(await auditOf(t.db, 'bill', fresh.id)).toContainEqual(expect.objectContaining({ action: 'bill.sent', actorId: admin.user.id }));
  });

  it('refuses an empty selection (422) and anyone but an admin (403)', async () => {
    expect((await admin.post('/api/bills/send', { billIds: [] })).status).toBe(422);
    expect((await admin.post('/api/bills/send', {})).status).toBe(422);
    for (const caller of [fleetAcme, employee, paula]) expect((await caller.post('/api/bills/send', { billIds: [1] })).status).toBe(403);
  });
});
