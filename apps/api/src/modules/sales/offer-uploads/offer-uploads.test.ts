import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { offers } from '../sales.table';
import { offerUploads } from './offer-uploads.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const sales = t.signedIn('sales');
const greta = t.signedIn('globexEmployee');
let modelId: number;

beforeAll(async () => {
  modelId = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0].id;
});

const pdf = (size = 0) => Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), Buffer.alloc(size)]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const file = (data: Buffer, filename = 'Offre signée.pdf', contentType = 'application/pdf') => ({ filename, contentType, data });
const uploadCount = async (offerId: number) => (await t.db.select().from(offerUploads).where(eq(offerUploads.offerId, offerId))).length;

/** An offer in progress for Acme's employee, with one bike line. */
async function employeeOffer() {
  const res = await sales.post('/api/offers', {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractType: 'leasing',
    durationMonths: 36,
  });
  expect(res.status).toBe(201);
  const line = await sales.post(`/api/offers/${res.body.id}/lines`, {
    kind: 'bike',
    modelId,
    quantity: 1,
    unitPriceCents: 250_000,
    vatRate: 21,
  });
  expect(line.status).toBe(201);
  return res.body.id as number;
}

describe("an offer's uploaded documents", () => {
  it('staff upload a supplier quote that the customer and the company’s fleet manager list and download', async () => {
    const offerId = await employeeOffer();
    const res = await sales.upload(`/api/offers/${offerId}/uploads?kind=supplier_quote`, file(pdf(), 'Devis fournisseur é.pdf'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      offerId,
      kind: 'supplier_quote',
      name: 'Devis fournisseur é.pdf',
      contentType: 'application/pdf',
      size: pdf().length,
      uploadedBy: { id: sales.user.id },
    });
    expect(res.body.url).toBe(`/api/offers/${offerId}/uploads/${res.body.id}`);
    // A quote does not sign anything.
    expect(res.body.offer.status).toBe('in_progress');

    for (const client of [admin, sales, fleetAcme, employee]) {
      const list = await client.get(`/api/offers/${offerId}/uploads`);
      expect(list.status).toBe(200);
      expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([res.body.id]);
      const got = await client.get(res.body.url);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain("filename*=UTF-8''Devis%20fournisseur%20%C3%A9.pdf");
      expect(got.bytes.equals(pdf())).toBe(true);
    }
    const history = await auditOf(t.db, 'offer', offerId);
    expect(history.map((h: { action: string }) => h.action)).toContain('offer.upload_added');
  });

  it('a signed paper copy on an offer in progress signs it on paper, with who recorded it and when; orders can then be made', async () => {
    const offerId = await employeeOffer();
    const res = await admin.upload(`/api/offers/${offerId}/uploads?kind=signed_paper`, file(jpeg, 'scan.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'signed_paper', contentType: 'image/jpeg' });
    expect(res.body.offer.status).toBe('signed');
    expect(res.body.offer.signature).toMatchObject({
      method: 'paper',
      name: employee.user.firstname + ' ' + employee.user.lastname,
      ip: null,
      by: { id: admin.user.id },
    });

    const offer = (await employee.get(`/api/offers/${offerId}`)).body;
    expect(offer.status).toBe('signed');
    expect(offer.signature.method).toBe('paper');
    const history = (await admin.get(`/api/offers/${offerId}/history`)).body.data;
    expect(history.map((h: { action: string }) => h.action).slice(0, 2)).toEqual(['offer.signed_paper', 'offer.upload_added']);
    expect(history[0]).toMatchObject({
      actor: { id: admin.user.id },
      before: { status: 'in_progress' },
      after: { status: 'signed', upload: { id: res.body.id, kind: 'signed_paper' } },
    });

    expect((await admin.post(`/api/offers/${offerId}/orders`, {})).status).toBe(201);
    // A second paper copy on a signed offer is kept, nothing more.
    const again = await admin.upload(`/api/offers/${offerId}/uploads?kind=signed_paper`, file(pdf(), 'copie.pdf'));
    expect(again.status).toBe(201);
    expect(again.body.offer.signature.at).toBe(res.body.offer.signature.at);
  });

  it('refuses a signed paper copy of an offer without lines (409) and writes nothing', async () => {
    const id = (await sales.post('/api/offers', { companyId: ids.Acme, contractType: 'purchase' })).body.id as number;
    const res = await sales.upload(`/api/offers/${id}/uploads?kind=signed_paper`, file(pdf()));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('offer_empty');
    expect(await uploadCount(id)).toBe(0);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
    expect(row!.status).toBe('in_progress');
  });

  it('refuses the customer, the fleet manager and a company’s `order` holder (403) and writes nothing', async () => {
    const offerId = await employeeOffer();
    for (const client of [employee, fleetAcme]) {
      const res = await client.upload(`/api/offers/${offerId}/uploads?kind=signed_paper`, file(pdf()));
      expect(res.status).toBe(403);
    }
    expect(await uploadCount(offerId)).toBe(0);
    expect((await employee.get(`/api/offers/${offerId}`)).body.status).toBe('in_progress');
  });

  it('keeps another company’s offer out of reach: 404 for its list, its files and an upload’s download', async () => {
    const offerId = await employeeOffer();
    const doc = (await sales.upload(`/api/offers/${offerId}/uploads`, file(pdf(), 'acme.pdf'))).body;
    expect(doc.kind).toBe('other');
    for (const client of [fleetGlobex, greta]) {
      expect((await client.get(`/api/offers/${offerId}/uploads`)).status).toBe(404);
      expect((await client.get(doc.url)).status).toBe(404);
    }
    // An upload id of another offer is not found under this one.
    const other = await employeeOffer();
    expect((await admin.get(`/api/offers/${other}/uploads/${doc.id}`)).status).toBe(404);
  });

  it('judges the type by the bytes (422 file_type_invalid), refuses a bad kind (422) and more than 10 MB (413), writing nothing', async () => {
    const offerId = await employeeOffer();
    const fake = await sales.upload(`/api/offers/${offerId}/uploads`, file(Buffer.from('<html>not a pdf</html>'), 'fake.pdf'));
    expect(fake.status).toBe(422);
    expect(fake.body.error.code).toBe('file_type_invalid');
    const kind = await sales.upload(`/api/offers/${offerId}/uploads?kind=invoice`, file(pdf()));
    expect(kind.status).toBe(422);
    const none = await sales.post(`/api/offers/${offerId}/uploads`, {});
    expect(none.status).toBe(422);
    const tooBig = await sales.upload(`/api/offers/${offerId}/uploads?kind=signed_paper`, file(pdf(10 * 1024 * 1024 - pdf().length + 1)));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('file_too_large');
    expect(await uploadCount(offerId)).toBe(0);
    expect((await sales.get(`/api/offers/${offerId}`)).body.status).toBe('in_progress');
  });

  it('staff delete an upload: gone, recorded in the offer’s history; others get 403 and it stays', async () => {
    const offerId = await employeeOffer();
    const doc = (await sales.upload(`/api/offers/${offerId}/uploads`, file(pdf(), 'note.pdf'))).body;
    expect((await fleetAcme.delete(doc.url)).status).toBe(403);
    expect((await employee.delete(doc.url)).status).toBe(403);
    expect((await employee.get(doc.url)).status).toBe(200);
    expect((await sales.delete(doc.url)).status).toBe(204);
    expect((await employee.get(doc.url)).status).toBe(404);
    expect((await sales.delete(doc.url)).status).toBe(404);
    const history = (await sales.get(`/api/offers/${offerId}/history`)).body.data;
    expect(history[0]).toMatchObject({ action: 'offer.upload_deleted', before: { id: doc.id, name: 'note.pdf', kind: 'other' } });
  });
});
