import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, sheetRows } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
let ip = 1;
const visitor = () => t.client({ ip: `203.0.113.${ip++}` });

const ALL_FIELDS = [
  { name: 'name', required: true },
  { name: 'firstname', required: true },
  { name: 'email', required: true },
  { name: 'phone', required: false },
  { name: 'bikeUsage', required: true },
  { name: 'isElectric', required: false },
  { name: 'size', required: false },
];
const build = (over: Record<string, unknown> = {}) => ({
  title: 'Journée vélo Initech',
  description: 'Avant la journée vélo du 12 juin',
  isActive: true,
  fields: ALL_FIELDS,
  ...over,
});
const good = {
  name: 'Dupont',
  firstname: 'Anne',
  email: 'Anne.Dupont@Initech.be',
  phone: '0470 12 34 56',
  bikeUsage: 'city',
  isElectric: true,
  size: 172,
};

async function create(body: Record<string, unknown>) {
  const res = await admin.post('/api/questionnaires', body);
  if (res.status !== 201) throw new Error(`questionnaire: ${res.status} ${res.raw}`);
  return res.body as { id: number; slug: string };
}

describe('questionnaires: built by an admin', () => {
  it('answers 201 { id, slug }, the slug made from the title and unique (-2, -3)', async () => {
    const first = await create(build({ title: 'Bike Day — Société Générale' }));
    expect(Object.keys(first).sort()).toEqual(['id', 'slug']);
    expect(first.slug).toBe('bike-day-societe-generale');
    expect((await create(build({ title: 'Bike day: Société générale!' }))).slug).toBe('bike-day-societe-generale-2');
    expect((await create(build({ title: 'Bike Day Société Générale', slug: '' }))).slug).toBe('bike-day-societe-generale-3');

    const detail = await admin.get(`/api/questionnaires/${first.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: first.id,
      title: 'Bike Day — Société Générale',
      slug: first.slug,
      isActive: true,
      responsesCount: 0,
      fields: ALL_FIELDS,
    });
    expect(new Date(detail.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await auditOf(t.db, 'questionnaire', first.id))[0]).toMatchObject({ action: 'questionnaire.created', actorId: admin.user.id });
  });

  it('keeps a given slug when valid and free; 422 slug_taken when taken, invalid when malformed', async () => {
    expect((await create(build({ title: 'Acme spring ride', slug: 'acme-spring' }))).slug).toBe('acme-spring');
    const taken = await admin.post('/api/questionnaires', build({ title: 'Other', slug: 'acme-spring' }));
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields).toEqual({ slug: 'slug_taken' });
    const malformed = await admin.post('/api/questionnaires', build({ slug: 'Not a slug!' }));
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields.slug).toBe('invalid');
  });

  it('refuses bad payloads with a code per field', async () => {
    const res = await admin.post('/api/questionnaires', { title: ' ', isActive: 'yes', fields: [{ name: 'shoeSize', required: true }] });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toMatchObject({ title: 'required', isActive: 'invalid', 'fields.0.name': 'invalid' });
    const none = await admin.post('/api/questionnaires', build({ fields: [] }));
    expect(none.body.error.fields).toEqual({ fields: 'required' });
    const twice = await admin.post(
      '/api/questionnaires',
      build({
        fields: [
          { name: 'email', required: true },
          { name: 'email', required: false },
        ],
      }),
    );
    expect(twice.status).toBe(422);
  });

  it('stores HTML and script as text, given back unchanged (escaped by whoever shows it)', async () => {
    const title = '<script>alert("x")</script> <b>Vélo</b>';
    const { id, slug } = await create(build({ title, description: '<img src=x onerror=alert(1)>' }));
    expect(slug).toBe('script-alert-x-script-b-velo-b');
    expect((await admin.get(`/api/questionnaires/${id}`)).body).toMatchObject({ title, description: '<img src=x onerror=alert(1)>' });
    expect((await visitor().get(`/api/public/questionnaires/${slug}`)).body.title).toBe(title);
  });

  it('changes and deletes a questionnaire, its responses with it; an unknown id is 404', async () => {
    const { id, slug } = await create(build({ title: 'To be changed' }));
    const changed = await admin.put(
      `/api/questionnaires/${id}`,
      build({ title: 'Changed', slug: null, isActive: false, fields: [{ name: 'email', required: true }] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Changed', slug, isActive: false, fields: [{ name: 'email', required: true }] });
    const renamed = await admin.put(`/api/questionnaires/${id}`, build({ title: 'Changed', slug: 'renamed-one' }));
    expect(renamed.body.slug).toBe('renamed-one');
    expect((await admin.delete(`/api/questionnaires/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/questionnaires/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/questionnaires/${id}`, build())).status).toBe(404);
    expect((await admin.delete(`/api/questionnaires/${id}`)).status).toBe(404);
    expect((await auditOf(t.db, 'questionnaire', id)).map((a) => a.action)).toEqual([
      'questionnaire.deleted',
      'questionnaire.updated',
      'questionnaire.updated',
      'questionnaire.created',
    ]);
  });

  it('is for admins only: 403 for a fleet manager and an employee, 401 signed out', async () => {
    const { id } = await create(build({ title: 'Admins only' }));
    for (const caller of [fleetAcme, employee]) {
      expect((await caller.get('/api/questionnaires')).status).toBe(403);
      expect((await caller.post('/api/questionnaires', build())).status).toBe(403);
      expect((await caller.get(`/api/questionnaires/${id}`)).status).toBe(403);
      expect((await caller.put(`/api/questionnaires/${id}`, build())).status).toBe(403);
      expect((await caller.delete(`/api/questionnaires/${id}`)).status).toBe(403);
      expect((await caller.get(`/api/questionnaires/${id}/responses`)).status).toBe(403);
    }
    expect((await visitor().get('/api/questionnaires')).status).toBe(401);
  });
});

describe('questionnaires: answered by visitors', () => {
  it('shows the form of an active questionnaire; 404 not_found when unknown, 404 questionnaire_inactive when inactive', async () => {
    const { slug } = await create(
      build({
        title: 'Public form',
        description: 'Dites-nous tout',
        fields: [
          { name: 'size', required: false },
          { name: 'email', required: true },
        ],
      }),
    );
    const form = await visitor().get(`/api/public/questionnaires/${slug}`);
    expect(form.status).toBe(200);
    expect(form.body).toEqual({
      slug,
      title: 'Public form',
      description: 'Dites-nous tout',
      fields: [
        { name: 'email', required: true },
        { name: 'size', required: false },
      ],
    });

    const unknown = await visitor().get('/api/public/questionnaires/no-such-questionnaire');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const { slug: closed } = await create(build({ title: 'Closed form', isActive: false }));
    const inactive = await visitor().get(`/api/public/questionnaires/${closed}`);
    expect(inactive.status).toBe(404);
    expect(inactive.body.error.code).toBe('questionnaire_inactive');
    expect((await visitor().post(`/api/public/questionnaires/${closed}`, { answers: good })).body.error.code).toBe(
      'questionnaire_inactive',
    );
    expect((await visitor().post('/api/public/questionnaires/no-such-questionnaire', { answers: good })).status).toBe(404);
  });

  it('keeps a response (normalised) with its submitted date; it shows in the list, the count and the CSV/XLSX', async () => {
    const { id, slug } = await create(build({ title: 'Answered form' }));
    const sent = await visitor().post(`/api/public/questionnaires/${slug}`, {
      answers: { ...good, name: '<b>Dupont</b><script>x()</script>', ignored: 'x' },
      locale: 'nl',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ id: expect.any(Number), submittedAt: expect.any(String) });
    expect(
      (
        await visitor().post(`/api/public/questionnaires/${slug}`, {
          answers: { name: 'Martin', firstname: 'Luc', email: 'luc@example.be', bikeUsage: 'cargo', isElectric: 'false', size: '185' },
        })
      ).status,
    ).toBe(201);

    const responses = await admin.get(`/api/questionnaires/${id}/responses`);
    expect(responses.status).toBe(200);
    expect(responses.body.meta).toEqual({ page: 1, perPage: 25, total: 2 });
    expect(responses.body.questionnaire).toMatchObject({ id, responsesCount: 2 });
    expect(responses.body.data[1]).toMatchObject({
      locale: 'nl',
      answers: {
        name: '<b>Dupont</b><script>x()</script>',
        firstname: 'Anne',
        email: 'anne.dupont@initech.be',
        phone: '+32470123456',
        bikeUsage: 'city',
        isElectric: true,
        size: 172,
      },
    });
    expect(responses.body.data[1].answers).not.toHaveProperty('ignored');
    expect(responses.body.data[0].answers).toMatchObject({ isElectric: false, size: 185 });

    const list = await admin.get('/api/questionnaires?q=Answered');
    expect(list.body.data).toEqual([expect.objectContaining({ id, responsesCount: 2 })]);

    const csv = await admin.get(`/api/questionnaires/${id}/responses?format=csv&lang=en`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Submitted on;Last name;First name;E-mail;Phone;Bike usage;Electric;Height (cm);Language');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(';<b>Dupont</b><script>x()</script>;Anne;anne.dupont@initech.be;+32470123456;City;Yes;172;nl');
    const xlsx = await admin.get(`/api/questionnaires/${id}/responses?format=xlsx&lang=fr`);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows[0]).toContain('Usage du vélo');
    expect(rows).toHaveLength(3);
  });

  it('422 with a code per field: required, invalid_email, invalid_phone, bikeUsage, isElectric, size', async () => {
    const { slug } = await create(build({ title: 'Validated form' }));
    const post = (answers: Record<string, unknown>) => visitor().post(`/api/public/questionnaires/${slug}`, { answers });
    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({
      'answers.name': 'required',
      'answers.firstname': 'required',
      'answers.email': 'required',
      'answers.bikeUsage': 'required',
    });
    expect((await post({ ...good, email: 'anne@' })).body.error.fields).toEqual({ 'answers.email': 'invalid_email' });
    expect((await post({ ...good, phone: 'call me' })).body.error.fields).toEqual({ 'answers.phone': 'invalid_phone' });
    expect((await post({ ...good, bikeUsage: 'bmx' })).body.error.fields).toEqual({ 'answers.bikeUsage': 'invalid' });
    expect((await post({ ...good, isElectric: 'maybe' })).body.error.fields).toEqual({ 'answers.isElectric': 'invalid' });
    expect((await post({ ...good, size: 'XL' })).body.error.fields).toEqual({ 'answers.size': 'invalid' });
    expect((await post({ ...good, size: 40 })).body.error.fields).toEqual({ 'answers.size': 'invalid' });
    expect((await post({ ...good, name: 'x'.repeat(81) })).body.error.fields).toEqual({ 'answers.name': 'too_long' });
    expect((await visitor().post(`/api/public/questionnaires/${slug}`, { answers: 'nope' })).status).toBe(422);
    // Optional fields may stay empty.
    expect((await post({ ...good, phone: '', isElectric: null, size: undefined })).status).toBe(201);
  });

  it('stops an address after 10 answers to one questionnaire in an hour (429); another address goes on', async () => {
    const { slug } = await create(build({ title: 'Rate limited form' }));
    const same = visitor();
    for (let i = 0; i < 10; i++) expect((await same.post(`/api/public/questionnaires/${slug}`, { answers: good })).status).toBe(201);
    const refused = await same.post(`/api/public/questionnaires/${slug}`, { answers: good });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_attempts');
    expect((await visitor().post(`/api/public/questionnaires/${slug}`, { answers: good })).status).toBe(201);
  });
});

describe('questionnaires: the list', () => {
  it('filters, sorts by responses count, pages and downloads CSV and XLSX', async () => {
    const a = await create(build({ title: 'Zeta list one' }));
    await create(build({ title: 'Zeta list two', isActive: false }));
    await visitor().post(`/api/public/questionnaires/${a.slug}`, { answers: good });
    const all = await admin.get('/api/questionnaires?q=zeta%20list&sort=responsesCount&order=desc');
    expect(all.body.data.map((q: { title: string }) => q.title)).toEqual(['Zeta list one', 'Zeta list two']);
    expect(all.body.meta).toEqual({ page: 1, perPage: 25, total: 2 });
    const inactive = await admin.get('/api/questionnaires?q=zeta%20list&isActive=false');
    expect(inactive.body.data.map((q: { title: string }) => q.title)).toEqual(['Zeta list two']);
    const paged = await admin.get('/api/questionnaires?q=zeta%20list&perPage=1&page=2&sort=title&order=asc');
    expect(paged.body.data.map((q: { title: string }) => q.title)).toEqual(['Zeta list two']);
    expect((await admin.get('/api/questionnaires?sort=nope')).status).toBe(422);

    const csv = await admin.get('/api/questionnaires?q=zeta%20list&format=csv&lang=nl&sort=title&order=asc');
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Titel;Adres;Actief;Antwoorden;Aangemaakt op');
    expect(lines[1]).toContain(';Zeta list one;zeta-list-one;Ja;1;');
    const xlsx = await admin.get('/api/questionnaires?q=zeta%20list&format=xlsx');
    expect((await sheetRows(xlsx.bytes)).length).toBe(3);
  });
});
