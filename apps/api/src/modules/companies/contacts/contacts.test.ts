import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { inLanguage, sheetRows } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();

const contact = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Claire',
  lastname: 'Contact',
  email: 'Claire.Contact@Acme.test',
  phone: '+32 4 220 00 00',
  role: 'Office manager',
  type: 'billing_copy',
  ...extra,
});

describe("a company's contacts", () => {
  it('lists them for the admin and the company’s fleet manager, with the company name', async () => {
    for (const client of [admin, fleetAcme]) {
      const res = await client.get(`/api/companies/${ids.Acme}/contacts`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({ page: 1, total: 2 });
      expect(res.body.data.map((c: { lastname: string }) => c.lastname)).toEqual(['Comptable', 'Hérault']);
      expect(res.body.data[0]).toMatchObject({
        companyId: ids.Acme,
        companyName: 'Acme',
        email: 'compta@acme.test',
        type: 'billing',
        role: 'Comptable',
      });
    }
  });

  it('filters by type and searches names and e-mails', async () => {
    expect(
      (await admin.get(`/api/companies/${ids.Acme}/contacts?type=billing`)).body.data.map((c: { lastname: string }) => c.lastname),
    ).toEqual(['Comptable']);
    expect(
      (await admin.get(`/api/companies/${ids.Acme}/contacts?q=hugo h`)).body.data.map((c: { lastname: string }) => c.lastname),
    ).toEqual(['Hérault']);
    expect((await admin.get(`/api/companies/${ids.Acme}/contacts?q=rh@`)).body.meta.total).toBe(1);
  });

  it('answers 404 to another company’s fleet manager and 403 to an employee', async () => {
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/contacts`)).status).toBe(404);
    expect((await fleetGlobex.post(`/api/companies/${ids.Acme}/contacts`, contact())).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/contacts`)).status).toBe(403);
  });

  it('lets the fleet manager add, read, change and delete a contact, each recorded in the company history', async () => {
    const created = await fleetAcme.post(`/api/companies/${ids.Acme}/contacts`, contact());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      companyId: ids.Acme,
      companyName: 'Acme',
      email: 'claire.contact@acme.test',
      type: 'billing_copy',
      role: 'Office manager',
    });
    const id = created.body.id;

    expect((await fleetAcme.get(`/api/contacts/${id}`)).body).toEqual(created.body);
    const updated = await fleetAcme.put(`/api/contacts/${id}`, contact({ phone: '', role: null, type: 'contact' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ phone: null, role: null, type: 'contact' });

    expect((await fleetAcme.delete(`/api/contacts/${id}`)).status).toBe(204);
    expect((await fleetAcme.get(`/api/contacts/${id}`)).status).toBe(404);

    const history = (await admin.get(`/api/companies/${ids.Acme}/history`)).body.data;
    expect(history.slice(0, 3).map((h: { action: string }) => h.action)).toEqual(['contact.deleted', 'contact.updated', 'contact.created']);
    expect(history[1]).toMatchObject({ actor: { name: 'Fiona Fleet' } });
    expect(history[1].changes).toEqual(expect.arrayContaining([{ field: 'type', before: 'billing_copy', after: 'contact' }]));
  });

  it('refuses bad input with 422 field codes and writes nothing', async () => {
    const res = await admin.post(`/api/companies/${ids.Acme}/contacts`, contact({ firstname: '', email: 'nope', type: 'boss' }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ firstname: 'required', email: 'invalid_email', type: 'invalid' });
    expect((await admin.get(`/api/companies/${ids.Acme}/contacts`)).body.meta.total).toBe(2);
  });
});

describe('one contact by id', () => {
  it('answers 404 to another company’s fleet manager whatever they try', async () => {
    const [globexContact] = (await admin.get(`/api/companies/${ids.Globex}/contacts`)).body.data;
    expect((await fleetAcme.get(`/api/contacts/${globexContact.id}`)).status).toBe(404);
    expect((await fleetAcme.put(`/api/contacts/${globexContact.id}`, contact())).status).toBe(404);
    expect((await fleetAcme.delete(`/api/contacts/${globexContact.id}`)).status).toBe(404);
    expect((await admin.get(`/api/contacts/${globexContact.id}`)).body).toMatchObject({
      lastname: 'Goossens',
      email: 'finance@globex.test',
    });
  });

  it('refuses employees with 403', async () => {
    const [acmeContact] = (await admin.get(`/api/companies/${ids.Acme}/contacts`)).body.data;
    expect((await employee.get(`/api/contacts/${acmeContact.id}`)).status).toBe(403);
    expect((await employee.delete(`/api/contacts/${acmeContact.id}`)).status).toBe(403);
  });
});

describe('all contacts (admin)', () => {
  it('lists every company’s contacts, paginated, filterable by company', async () => {
    const all = await admin.get('/api/companies/contacts?perPage=2');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(3);
    const globex = await admin.get(`/api/companies/contacts?companyId=${ids.Globex}`);
    expect(globex.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['Globex']);
  });

  it("downloads the filtered list as CSV in the reader's language: headers and the contact type translated", async () => {
    const res = await admin.get(`/api/companies/contacts?format=csv&companyId=${ids.Acme}&type=billing`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Entreprise;Nom;Prénom;Adresse e-mail;Téléphone;Fonction;Type;Ajouté le');
    const [c] = (await admin.get(`/api/companies/contacts?companyId=${ids.Acme}&type=billing`)).body.data;
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(';');
    expect(cells.slice(0, 8)).toEqual([
      String(c.id),
      'Acme',
      'Comptable',
      c.firstname,
      'compta@acme.test',
      c.phone ?? '',
      'Comptable',
      'Facturation',
    ]);
    expect(cells[8]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('downloads every page of the filtered list, not only the first', async () => {
    const total = (await admin.get('/api/companies/contacts?perPage=1')).body.meta.total;
    const all = (await admin.get('/api/companies/contacts?format=csv&perPage=1&page=2')).raw.trimEnd().split('\r\n');
    expect(all).toHaveLength(total + 1);
    const globex = (await admin.get(`/api/companies/contacts?format=csv&companyId=${ids.Globex}`)).raw.trimEnd().split('\r\n').slice(1);
    expect(globex.length).toBeGreaterThan(0);
    expect(globex.every((l) => l.split(';')[1] === 'Globex')).toBe(true);
  });

  it('downloads the same list as an XLSX workbook, in Dutch for a Dutch-speaking reader', async () => {
    const res = await inLanguage(admin, 'nl', () => admin.get(`/api/companies/contacts?format=xlsx&companyId=${ids.Acme}&type=billing`));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/contacts-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual(['ID', 'Bedrijf', 'Achternaam', 'Voornaam', 'E-mailadres', 'Telefoon', 'Functie', 'Type', 'Toegevoegd op']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ 1: 'Acme', 2: 'Comptable', 4: 'compta@acme.test', 7: 'Facturatie' });
  });

  it('is for admins only, downloads included', async () => {
    expect((await fleetAcme.get('/api/companies/contacts')).status).toBe(403);
    expect((await employee.get('/api/companies/contacts')).status).toBe(403);
    expect((await fleetAcme.get('/api/companies/contacts?format=csv')).status).toBe(403);
    expect((await employee.get('/api/companies/contacts?format=xlsx')).status).toBe(403);
  });
});
