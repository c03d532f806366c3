import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();

const pdf = (size = 0) => Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), Buffer.alloc(size)]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const file = (data: Buffer, filename = 'Contrat signé.pdf', contentType = 'application/pdf') => ({ filename, contentType, data });

describe("a company's documents", () => {
  it('uploads a PDF that the admin and the company’s fleet manager list and download', async () => {
    const data = pdf();
    const res = await admin.upload(`/api/companies/${ids.Acme}/documents`, file(data));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      companyId: ids.Acme,
      name: 'Contrat signé.pdf',
      contentType: 'application/pdf',
      size: data.length,
      uploadedBy: { name: 'Anne Admin' },
    });
    expect(res.body.url).toBe(`/api/companies/${ids.Acme}/documents/${res.body.id}`);

    for (const client of [admin, fleetAcme]) {
      const list = await client.get(`/api/companies/${ids.Acme}/documents`);
      expect(list.body.data.map((d: { id: number }) => d.id)).toContain(res.body.id);
      const got = await client.get(res.body.url);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Contrat signe.pdf"; filename*=UTF-8''Contrat%20sign%C3%A9.pdf`,
      );
      expect(got.bytes.equals(data)).toBe(true);
    }
  });

  it('judges the type by content: a PNG is kept as an image, a text file named .pdf is refused', async () => {
    const image = await admin.upload(`/api/companies/${ids.Acme}/documents`, file(png, 'scan.pdf', 'application/pdf'));
    expect(image.status).toBe(201);
    expect(image.body.contentType).toBe('image/png');

    const before = (await admin.get(`/api/companies/${ids.Acme}/documents`)).body.meta.total;
    const fake = await admin.upload(`/api/companies/${ids.Acme}/documents`, file(Buffer.from('not a pdf'), 'fake.pdf'));
    expect(fake.status).toBe(422);
    expect(fake.body.error.code).toBe('file_type_invalid');
    expect((await admin.get(`/api/companies/${ids.Acme}/documents`)).body.meta.total).toBe(before);
  });

  it('accepts 10 MB and refuses one byte more with 413', async () => {
    const ok = await admin.upload(`/api/companies/${ids.Globex}/documents`, file(pdf(10 * 1024 * 1024 - pdf().length)));
    expect(ok.status).toBe(201);
    const tooBig = await admin.upload(`/api/companies/${ids.Globex}/documents`, file(pdf(10 * 1024 * 1024 - pdf().length + 1)));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('file_too_large');
  });

  it('refuses a request without a file with 422', async () => {
    const res = await admin.post(`/api/companies/${ids.Acme}/documents`, {});
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ file: 'required' });
  });

  it('deletes a document, after which it is gone; the upload and the deletion are in the history', async () => {
    const doc = (await admin.upload(`/api/companies/${ids.Globex}/documents`, file(pdf(), 'avenant.pdf'))).body;
    expect((await admin.delete(doc.url)).status).toBe(204);
    expect((await admin.get(doc.url)).status).toBe(404);
    expect((await admin.delete(doc.url)).status).toBe(404);
    const history = (await admin.get(`/api/companies/${ids.Globex}/history`)).body.data;
    expect(history.slice(0, 2).map((h: { action: string }) => h.action)).toEqual(['document.deleted', 'document.uploaded']);
    expect(history[0].before).toEqual({ id: doc.id, name: 'avenant.pdf', contentType: 'application/pdf', size: pdf().length });
  });

  it('keeps another company’s documents out of reach: 404, whatever the ids', async () => {
    const doc = (await admin.upload(`/api/companies/${ids.Acme}/documents`, file(pdf(), 'acme-only.pdf'))).body;
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/documents`)).status).toBe(404);
    expect((await fleetGlobex.get(doc.url)).status).toBe(404);
    // Their own company id with Acme's document id: still not found.
    expect((await fleetGlobex.get(`/api/companies/${ids.Globex}/documents/${doc.id}`)).status).toBe(404);
    expect((await admin.get(`/api/companies/${ids.Globex}/documents/${doc.id}`)).status).toBe(404);
  });

  it('lets only admins upload and delete; employees get 403 everywhere', async () => {
    const doc = (await admin.upload(`/api/companies/${ids.Acme}/documents`, file(pdf()))).body;
    expect((await fleetAcme.upload(`/api/companies/${ids.Acme}/documents`, file(pdf()))).status).toBe(403);
    expect((await fleetAcme.delete(doc.url)).status).toBe(403);
    expect((await employee.get(`/api/companies/${ids.Acme}/documents`)).status).toBe(403);
    expect((await employee.get(doc.url)).status).toBe(403);
  });
});
