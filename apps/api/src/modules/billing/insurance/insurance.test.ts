import { addDays, brusselsToday } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel, png, sheetRows, type SignedClient } from '../../../test/fixtures';
import { INSURANCE_RENEWALS_JOB } from './insurance-renewals.service';
import { insuranceFollowUps, insuranceFollowUpSteps } from './insurance.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
let acmeBike: number;
let globexBike: number;

type Insured = { id: number; company: { id: number } | null };

beforeAll(async () => {
  const insured: Insured[] = (await admin.get('/api/stock/bikes/insurance?perPage=100')).body.data;
  acmeBike = insured.find((b) => b.company?.id === ids.Acme)!.id;
  globexBike = insured.find((b) => b.company?.id === ids.Globex)!.id;
});

const inDays = (n: number) => addDays(brusselsToday(), n);
const claim = (bikeId: number, over: Record<string, unknown> = {}) => ({
  bikeId,
  kind: 'damage',
  eventDate: inDays(-2),
  description: 'Chute : garde-boue cassé',
  amountClaimedCents: 12_000,
  ...over,
});
const pdf = () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const patch = (client: SignedClient, url: string, body: unknown) => client.request('PATCH', url, body);
const counts = async () => ({
  followUps: (await t.db.select().from(insuranceFollowUps)).length,
  steps: (await t.db.select().from(insuranceFollowUpSteps)).length,
});

async function open(bikeId = acmeBike, over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/insurance-follow-ups', claim(bikeId, over));
  if (res.status !== 201) throw new Error(`follow-up: ${res.status} ${res.raw}`);
  return res.body;
}

describe('insurance follow-ups: the status flow and its history', () => {
  it('opens a claim with the bike’s insurer, walks it to closed, and records each step with who and when', async () => {
    const made = await open();
    expect(made).toMatchObject({
      kind: 'damage',
      status: 'open',
      bike: { id: acmeBike },
      company: { id: ids.Acme },
      amountClaimedCents: 12_000,
      amountPaidCents: null,
      nextStatuses: ['submitted', 'closed'],
      editable: true,
    });
    expect(made.insurer).toMatch(/\S/);
    expect(made.insurancePolicy).toMatch(/^POL-/);
    const id = made.id;
    expect(
      (await admin.post(`/api/insurance-follow-ups/${id}/transitions`, { status: 'submitted', note: 'Envoyé par e-mail' })).body.status,
    ).toBe('submitted');
    expect((await admin.post(`/api/insurance-follow-ups/${id}/transitions`, { status: 'accepted' })).body.nextStatuses).toEqual(['paid']);
    // Paid needs the amount paid.
    const unpaid = await admin.post(`/api/insurance-follow-ups/${id}/transitions`, { status: 'paid' });
    expect(unpaid.status).toBe(422);
    expect(unpaid.body.error.fields).toEqual({ amountPaidCents: 'required' });
    const paid = await admin.post(`/api/insurance-follow-ups/${id}/transitions`, { status: 'paid', amountPaidCents: 10_500 });
    expect(paid.body).toMatchObject({ status: 'paid', amountPaidCents: 10_500 });
    const closed = (await admin.post(`/api/insurance-follow-ups/${id}/transitions`, { status: 'closed' })).body;
    expect(closed).toMatchObject({ status: 'closed', nextStatuses: [], editable: false });
    expect(closed.steps.map((s: { from: string | null; to: string }) => [s.from, s.to])).toEqual([
      [null, 'open'],
      ['open', 'submitted'],
      ['submitted', 'accepted'],
      ['accepted', 'paid'],
      ['paid', 'closed'],
    ]);
    expect(closed.steps[1]).toMatchObject({ note: 'Envoyé par e-mail', actor: { id: admin.user.id } });
    expect(closed.steps.every((s: { at: string }) => !Number.isNaN(Date.parse(s.at)))).toBe(true);
    // Closed is final: no more corrections.
    const late = await patch(admin, `/api/insurance-follow-ups/${id}`, { description: 'Trop tard' });
    expect(late.status).toBe(409);
  });

  it('refuses an illegal move with 409 and changes nothing', async () => {
    const { id } = await open();
    const before = await counts();
    for (const status of ['accepted', 'paid', 'refused', 'open']) {
      const res = await admin.post(`/api/insurance-follow-ups/${id}/transitions`, { status, amountPaidCents: 100 });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('invalid_transition');
    }
    expect(await counts()).toEqual(before);
    expect((await admin.get(`/api/insurance-follow-ups/${id}`)).body).toMatchObject({ status: 'open', amountPaidCents: null });
  });

  it('corrects an open follow-up, and answers 422 for bad input, an unknown or an uninsured bike', async () => {
    const { id } = await open();
    const edited = await patch(admin, `/api/insurance-follow-ups/${id}`, {
      description: 'Chute : garde-boue et phare cassés',
      amountClaimedCents: 15_000,
      claimReference: 'SIN-1',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Chute : garde-boue et phare cassés',
      amountClaimedCents: 15_000,
      claimReference: 'SIN-1',
    });
    const before = await counts();
    const bad = await admin.post('/api/insurance-follow-ups', {
      bikeId: acmeBike,
      kind: 'flood',
      eventDate: 'yesterday',
      description: ' ',
      amountClaimedCents: -5,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['kind', 'eventDate', 'description', 'amountClaimedCents']));
    expect((await admin.post('/api/insurance-follow-ups', claim(999_999))).body.error.fields).toEqual({ bikeId: 'unknown_bike' });
    const bare = (await createBike(admin, (await createModel(admin)).id)).id;
    expect((await admin.post('/api/insurance-follow-ups', claim(bare))).body.error.fields).toEqual({ bikeId: 'not_insured' });
    expect((await admin.post(`/api/insurance-follow-ups/${id}/transitions`, { status: 'lost' })).status).toBe(422);
    expect(await counts()).toEqual(before);
  });
});

describe('insurance follow-ups: documents', () => {
  it('attaches a PDF and a PNG, lists them on the follow-up, and gives the same bytes back', async () => {
    const { id } = await open();
    const doc = await admin.upload(`/api/insurance-follow-ups/${id}/documents`, {
      filename: 'constat.pdf',
      contentType: 'application/pdf',
      data: pdf(),
    });
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({
      name: 'constat.pdf',
      contentType: 'application/pdf',
      uploadedBy: { id: admin.user.id },
      url: `/api/insurance-follow-ups/${id}/documents/${doc.body.id}`,
    });
    expect(
      (await admin.upload(`/api/insurance-follow-ups/${id}/documents`, { filename: 'photo.png', contentType: 'image/png', data: png() }))
        .status,
    ).toBe(201);
    const detail = (await admin.get(`/api/insurance-follow-ups/${id}`)).body;
    expect(detail.documents.map((d: { name: string }) => d.name)).toEqual(['photo.png', 'constat.pdf']);
    expect((await fleetAcme.get(`/api/insurance-follow-ups/${id}/documents`)).body.data.map((d: { name: string }) => d.name)).toEqual([
      'photo.png',
      'constat.pdf',
    ]);
    expect((await fleetGlobex.get(`/api/insurance-follow-ups/${id}/documents`)).status).toBe(404);
    const file = await admin.get(doc.body.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.bytes.equals(pdf())).toBe(true);
    // The Acme fleet manager reads it; Globex's does not even see it exists.
    expect((await fleetAcme.get(doc.body.url)).status).toBe(200);
    expect((await fleetGlobex.get(doc.body.url)).status).toBe(404);
  });

  it('refuses a file that is not a PDF, JPG or PNG by its bytes (422), and a document of another follow-up (404)', async () => {
    const { id } = await open();
    const fake = await admin.upload(`/api/insurance-follow-ups/${id}/documents`, {
      filename: 'fake.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('not a pdf at all'),
    });
    expect(fake.status).toBe(422);
    expect(fake.body.error.code).toBe('file_type_invalid');
    expect((await admin.get(`/api/insurance-follow-ups/${id}`)).body.documents).toEqual([]);
    const other = await open();
    const doc = (
      await admin.upload(`/api/insurance-follow-ups/${other.id}/documents`, {
        filename: 'a.pdf',
        contentType: 'application/pdf',
        data: pdf(),
      })
    ).body;
    expect((await admin.get(`/api/insurance-follow-ups/${id}/documents/${doc.id}`)).status).toBe(404);
  });
});

describe('insurance follow-ups: who sees what', () => {
  it('shows the fleet manager their company’s follow-ups read-only; another company’s answers 404', async () => {
    const acme = await open(acmeBike);
    const globex = await open(globexBike, { kind: 'theft', description: 'Volé devant la gare' });
    const list = (await fleetAcme.get('/api/insurance-follow-ups?perPage=100')).body.data;
    expect(list.map((f: { id: number }) => f.id)).toContain(acme.id);
    expect(list.every((f: { company: { id: number } }) => f.company.id === ids.Acme)).toBe(true);
    expect((await fleetAcme.get(`/api/insurance-follow-ups/${acme.id}`)).body).toMatchObject({
      id: acme.id,
      nextStatuses: [],
      editable: false,
    });
    expect((await fleetAcme.get(`/api/insurance-follow-ups/${globex.id}`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/insurance-follow-ups/${acme.id}`)).status).toBe(404);
    // Asking for the other company by filter gives nothing either.
    expect((await fleetAcme.get(`/api/insurance-follow-ups?companyId=${ids.Globex}`)).body.data).toEqual([]);
  });

  it('refuses changes by the fleet manager and everything to an employee (403), writing nothing', async () => {
    const { id } = await open();
    const before = await counts();
    for (const client of [fleetAcme, employee]) {
      expect((await client.post('/api/insurance-follow-ups', claim(acmeBike))).status).toBe(403);
      expect((await patch(client, `/api/insurance-follow-ups/${id}`, { description: 'x' })).status).toBe(403);
      expect((await client.post(`/api/insurance-follow-ups/${id}/transitions`, { status: 'submitted' })).status).toBe(403);
      expect(
        (
          await client.upload(`/api/insurance-follow-ups/${id}/documents`, {
            filename: 'a.pdf',
            contentType: 'application/pdf',
            data: pdf(),
          })
        ).status,
      ).toBe(403);
    }
    for (const url of ['/api/insurance-follow-ups', `/api/insurance-follow-ups/${id}`, '/api/insurance-follow-ups/renewals-due'])
      expect((await employee.get(url)).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await admin.get('/api/insurance-follow-ups/999999')).status).toBe(404);
  });
});

describe('insurance follow-ups: lists, downloads and renewals due', () => {
  it('filters by kind and status, searches, pages, and downloads CSV and XLSX in the reader’s language', async () => {
    const theft = await open(acmeBike, { kind: 'theft', description: 'Zorglub a volé le vélo', claimReference: 'ZRG-9' });
    const found = await admin.get('/api/insurance-follow-ups?q=zorglub');
    expect(found.body.data.map((f: { id: number }) => f.id)).toEqual([theft.id]);
    expect(
      (await admin.get('/api/insurance-follow-ups?kind=theft&status=open')).body.data.every(
        (f: { kind: string; status: string }) => f.kind === 'theft' && f.status === 'open',
      ),
    ).toBe(true);
    // The demo's claims in several statuses are listed too.
    const statuses = new Set((await admin.get('/api/insurance-follow-ups?perPage=100')).body.data.map((f: { status: string }) => f.status));
    expect([...statuses]).toEqual(expect.arrayContaining(['open', 'submitted', 'paid', 'closed']));
    const page = await admin.get('/api/insurance-follow-ups?perPage=2&page=2&sort=eventDate&order=asc');
    expect(page.body.meta).toMatchObject({ page: 2, perPage: 2 });
    expect(page.body.data).toHaveLength(2);

    const csv = await admin.get('/api/insurance-follow-ups?format=csv&q=zorglub&lang=nl');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Verzekeraar');
    expect(csv.raw).toContain('Diefstal');
    expect(csv.raw).toContain('ZRG-9');
    const xlsx = await fleetAcme.get('/api/insurance-follow-ups?format=xlsx&q=zorglub&lang=en');
    const sheet = await sheetRows(xlsx.bytes);
    expect(sheet[0]).toContain('Insurer');
    expect(sheet[1]).toContain('Theft');
    expect(sheet[1]).toContain(120);
    expect((await fleetGlobex.get('/api/insurance-follow-ups?format=csv&q=zorglub')).raw).not.toContain('ZRG-9');
  });

  it('lists the policies ending within 30 days for the admin and the bike’s fleet manager, and mails the admin each morning', async () => {
    const due = (await admin.get('/api/insurance-follow-ups/renewals-due')).body;
    expect(due.data.length).toBeGreaterThan(0);
    const first = due.data[0];
    expect(first.daysLeft).toBeGreaterThanOrEqual(0);
    expect(first.daysLeft).toBeLessThanOrEqual(30);
    expect(due.data.every((r: { insuranceEnd: string }) => r.insuranceEnd <= inDays(31))).toBe(true);
    expect(
      (await fleetAcme.get('/api/insurance-follow-ups/renewals-due')).body.data.map((r: { bike: { id: number } }) => r.bike.id),
    ).toContain(first.bike.id);
    expect(
      (await fleetGlobex.get('/api/insurance-follow-ups/renewals-due')).body.data.every(
        (r: { bike: { company: { id: number } } }) => r.bike.company.id === ids.Globex,
      ),
    ).toBe(true);

    // Opening the renewal links it from the list.
    const renewal = await open(first.bike.id, { kind: 'renewal', description: 'Renouvellement de la police', amountClaimedCents: null });
    expect(
      (await admin.get('/api/insurance-follow-ups/renewals-due')).body.data.find(
        (r: { bike: { id: number } }) => r.bike.id === first.bike.id,
      ).followUpId,
    ).toBe(renewal.id);

    const before = t.inbox.filter((m) => m.to === 'admin@veloport.test').length;
    await t.app.jobs.enqueue(t.db, INSURANCE_RENEWALS_JOB, {});
    await t.drainJobs();
    await t.drainJobs();
    const mails = t.inbox.filter((m) => m.to === 'admin@veloport.test').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(first.bike.frameNumber);
    expect(mails[0]!.text).toContain('/dashboard/bills/insurance-follow-ups/list');
  });
});
