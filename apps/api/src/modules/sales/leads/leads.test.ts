import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, sheetRows, signedIn, type SignedClient } from '../../../test/fixtures';
import { leadNotes, leads } from './leads.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const sales = t.signedIn('sales');
let ip = 1;

const counts = async () => ({ leads: (await t.db.select().from(leads)).length, notes: (await t.db.select().from(leadNotes)).length });
const person = (over: Record<string, unknown> = {}) => ({
  firstname: 'Nina',
  lastname: 'Nieuwe',
  email: `nina.${ip++}@example.be`,
  phone: '0470 12 34 56',
  locale: 'nl',
  message: 'Un vélo cargo ?',
  ...over,
});

async function newLead(client: SignedClient, body: Record<string, unknown>) {
  const res = await client.post('/api/leads', body);
  if (res.status !== 201) throw new Error(`lead: ${res.status} ${res.raw}`);
  return res.body.id as number;
}

describe('leads: typed in, followed up, listed', () => {
  it('creates a lead, moves it along, keeps notes and every change in the history', async () => {
    const id = await newLead(sales, person({ companyName: 'Initech', vatNumber: 'BE0123456789' }));
    const lead = (await sales.get(`/api/leads/${id}`)).body;
    expect(lead).toMatchObject({
      status: 'new',
      source: 'typed',
      firstname: 'Nina',
      phone: '+32470123456',
      companyName: 'Initech',
      nextStatuses: ['contacted', 'lost'],
      canMakeOffer: true,
      offerId: null,
    });

    const noted = await sales.post(`/api/leads/${id}/notes`, { body: 'Appelée, rappeler lundi' });
    expect(noted.status).toBe(201);
    expect(noted.body.notes[0]).toMatchObject({ body: 'Appelée, rappeler lundi', author: { id: sales.user.id } });
    const contacted = await sales.post(`/api/leads/${id}/status`, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.status).toBe('contacted');
    const edited = await admin.put(`/api/leads/${id}`, person({ email: lead.email, firstname: 'Nine', source: 'typed' }));
    expect(edited.status).toBe(200);
    expect(edited.body.firstname).toBe('Nine');

    const history = (await admin.get(`/api/leads/${id}/history`)).body.data.map((h: { action: string }) => h.action);
    expect(history).toEqual(['lead.updated', 'lead.status_changed', 'lead.note_added', 'lead.created']);
  });

  it('lists with filters, search, sort and pagination, and downloads CSV and XLSX', async () => {
    await newLead(sales, person({ lastname: 'Zorglub' }));
    const found = await sales.get('/api/leads?q=zorglub');
    expect(found.status).toBe(200);
    expect(found.body.data.map((l: { lastname: string }) => l.lastname)).toEqual(['Zorglub']);
    const page = await sales.get('/api/leads?perPage=1&sort=lastname&order=asc&source=typed');
    expect(page.body.meta).toMatchObject({ page: 1, perPage: 1 });
    expect(page.body.meta.total).toBeGreaterThan(1);
    expect((await sales.get('/api/leads?status=contacted')).body.data.every((l: { status: string }) => l.status === 'contacted')).toBe(
      true,
    );
    const csv = await admin.get('/api/leads?format=csv&q=zorglub&lang=en');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Zorglub');
    expect(csv.raw).toContain('Typed in');
    const xlsx = await admin.get('/api/leads?format=xlsx&q=zorglub');
    expect(xlsx.status).toBe(200);
    const sheet = await sheetRows(xlsx.bytes);
    expect(sheet[0]).toContain('Nom');
    expect(sheet[1]).toContain('Zorglub');
  });
});

describe('leads: refusals write nothing', () => {
  it('refuses the fleet manager, the employee and a company user holding order (403)', async () => {
    const id = await newLead(admin, person());
    // A Globex employee given `order` (the company's order lists) is not the shop's sales staff.
    await t.db.execute(sql`update users set permissions = '{order}' where email = 'employee@globex.test'`);
    const buyer = await signedIn(t, 'employee@globex.test');
    const before = await counts();
    for (const client of [fleetAcme, employee, buyer]) {
      expect((await client.get('/api/leads')).status).toBe(403);
      expect((await client.get(`/api/leads/${id}`)).status).toBe(403);
      expect((await client.post('/api/leads', person())).status).toBe(403);
      expect((await client.post(`/api/leads/${id}/notes`, { body: 'x' })).status).toBe(403);
      expect((await client.post(`/api/leads/${id}/status`, { status: 'lost' })).status).toBe(403);
      expect((await client.post(`/api/leads/${id}/offer`, { companyId: ids.Acme, contractType: 'purchase' })).status).toBe(403);
    }
    expect((await sales.post(`/api/leads/${id}/customer`)).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await sales.get('/api/leads/999999')).status).toBe(404);
  });

  it('answers 422 with field codes for a bad payload', async () => {
    const before = await counts();
    const res = await sales.post('/api/leads', { firstname: '', lastname: 'X', email: 'not-an-email', source: 'fax', modelId: -1 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['firstname', 'email', 'source', 'modelId']));
    expect((await sales.post('/api/leads', person({ modelId: 999999 }))).body.error.fields).toEqual({ modelId: 'unknown_model' });
    const id = await newLead(sales, person());
    expect((await sales.post(`/api/leads/${id}/notes`, { body: '  ' })).status).toBe(422);
    expect((await sales.post(`/api/leads/${id}/status`, { status: 'won' })).status).toBe(422);
    expect((await counts()).notes).toBe(before.notes);
  });

  it('refuses an invalid status change (409) and changes nothing', async () => {
    const id = await newLead(sales, person());
    const res = await sales.post(`/api/leads/${id}/status`, { status: 'offer_made' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_transition');
    expect((await sales.get(`/api/leads/${id}`)).body.status).toBe('new');
    expect((await auditOf(t.db, 'lead', id)).map((a) => a.action)).toEqual(['lead.created']);
  });
});

describe('leads: from the public site, and to an offer', () => {
  it('turns a leasing request sent on the public site into a new lead that names the request and the bike', async () => {
    const bike = (await t.client().get('/api/public/catalog/bikes?perPage=1')).body.data?.[0] ?? null;
    const email = `lea.${ip++}@example.be`;
    const sent = await t.client({ ip: '198.51.100.77' }).post('/api/public/requests/leasing', {
      firstname: 'Léa',
      lastname: 'Leasing',
      email,
      locale: 'fr',
      phone: '+32 2 123 45 67',
      companyName: 'Acme',
      contractMonths: 36,
      message: 'Pour mon trajet',
      ...(bike?.slug ? { bikeSlug: bike.slug } : {}),
    });
    expect(sent.status).toBe(201);
    const lead = (await sales.get(`/api/leads?q=${email}`)).body.data[0];
    expect(lead).toMatchObject({
      source: 'leasing_request',
      status: 'new',
      requestId: sent.body.id,
      companyName: 'Acme',
      message: 'Pour mon trajet',
    });
    if (bike?.slug) expect(lead.model).not.toBeNull();
    // The company typed matches the Acme customer: the offer form preselects it.
    expect((await sales.get(`/api/leads/${lead.id}`)).body.match.company).toEqual({ id: ids.Acme, name: 'Acme' });
  });

  it('makes the offer from the lead: the lead points at it and cannot make a second one', async () => {
    const id = await newLead(sales, person({ email: 'employee@acme.test' }));
    const match = (await sales.get(`/api/leads/${id}`)).body.match;
    expect(match).toMatchObject({ user: { id: employee.user.id }, company: { id: ids.Acme } });
    const offer = await sales.post(`/api/leads/${id}/offer`, {
      companyId: ids.Acme,
      userId: employee.user.id,
      contractType: 'leasing',
      durationMonths: 36,
    });
    expect(offer.status).toBe(201);
    expect(offer.body).toMatchObject({ status: 'in_progress', company: { id: ids.Acme }, user: { id: employee.user.id } });
    const lead = (await sales.get(`/api/leads/${id}`)).body;
    expect(lead).toMatchObject({ status: 'offer_made', offerId: offer.body.id, canMakeOffer: false, nextStatuses: [] });
    const offersBefore = (await admin.get('/api/offers?perPage=1')).body.meta.total;
    const again = await sales.post(`/api/leads/${id}/offer`, { companyId: ids.Acme, contractType: 'purchase' });
    expect(again.status).toBe(409);
    expect((await admin.get('/api/offers?perPage=1')).body.meta.total).toBe(offersBefore);
  });

  it('makes no offer when the customer is wrong (422), and the lead stays open', async () => {
    const id = await newLead(sales, person());
    const offersBefore = (await admin.get('/api/offers?perPage=1')).body.meta.total;
    expect((await sales.post(`/api/leads/${id}/offer`, { companyId: 999999, contractType: 'purchase' })).status).toBe(422);
    expect((await admin.get('/api/offers?perPage=1')).body.meta.total).toBe(offersBefore);
    expect((await sales.get(`/api/leads/${id}`)).body).toMatchObject({ status: 'new', offerId: null });
  });

  it('lets the admin create the private customer of a lead without an account, once', async () => {
    const id = await newLead(sales, person({ email: `new.private.${ip++}@example.be` }));
    expect((await sales.get(`/api/leads/${id}`)).body.match).toEqual({ user: null, company: null });
    const made = await admin.post(`/api/leads/${id}/customer`);
    expect(made.status).toBe(201);
    expect(made.body.match.user).toMatchObject({ name: 'Nina Nieuwe' });
    expect(made.body.match.company).toBeNull();
    const twice = await admin.post(`/api/leads/${id}/customer`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('customer_exists');
    const offer = await sales.post(`/api/leads/${id}/offer`, { userId: made.body.match.user.id, contractType: 'purchase' });
    expect(offer.status).toBe(201);
    expect(offer.body.user.name).toBe('Nina Nieuwe');
  });
});
