import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, png, type SignedClient } from '../../../test/fixtures';
import { reservations } from '../sharing.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const mechanic = t.signedIn('mechanic');
const globexEmployee = t.signedIn('globexEmployee');
/** Emile's reservations: one that has started, one still to come. */
let started: number;
let future: number;

const report = (client: SignedClient, body: Record<string, unknown>) => client.post('/api/assistance-reports', body);

beforeAll(async () => {
  const mine = await t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.userId, employee.user.id)));
  const now = new Date();
  started = mine.filter((r) => r.startAt < now && r.status !== 'cancelled').at(-1)!.id;
  future = mine.find((r) => r.startAt > now)!.id;
});

describe('reporting a problem with a shared bike', () => {
  it('lets the holder report a flat tyre; the fleet manager (in Dutch) and the workshop (in French) get a mail', async () => {
    const res = await report(employee, { reservationId: started, kind: 'flat_tyre', comment: 'Pneu arrière à plat' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'flat_tyre',
      status: 'open',
      comment: 'Pneu arrière à plat',
      hasPhoto: false,
      reporter: { id: employee.user.id },
      company: { id: ids.Acme, name: 'Acme' },
      canChangeStatus: false,
      canAddPhoto: true,
    });
    expect(res.body.bike.frameNumber).toMatch(/^ACMESHARE/);
    const id = res.body.id;
    const toFleet = t.inbox.findLast((m) => m.to === 'fleet@acme.test');
    expect(toFleet?.subject).toBe(`Veloport: assistentie nr. ${id} – lekke band op deelfiets ${res.body.bike.frameNumber}`);
    expect(toFleet?.text).toContain(`/nl/dashboard/reservations/assistance/${id}`);
    expect(t.inbox.findLast((m) => m.to === 'mechanic@veloport.test')?.subject).toContain(
      `Veloport\u00a0: assistance n° ${id} – pneu crevé`,
    );
    expect(t.inbox.some((m) => m.to === 'fleet@globex.test' && m.subject.includes(`n° ${id}`))).toBe(false);
    expect((await auditOf(t.db, 'assistance_report', id)).map((a) => a.action)).toContain('assistance.reported');
  });

  it('adds a photo judged by its bytes: a PNG is kept, a text file is refused, more than 10 MB is 413', async () => {
    const id = (await report(employee, { reservationId: started, kind: 'damage', comment: '' })).body.id;
    const ok = await employee.upload(`/api/assistance-reports/${id}/photo`, {
      filename: 'photo.png',
      contentType: 'image/png',
      data: png(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.hasPhoto).toBe(true);
    const photo = await fleetAcme.get(`/api/assistance-reports/${id}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(
      (
        await employee.upload(`/api/assistance-reports/${id}/photo`, {
          filename: 'photo.png',
          contentType: 'image/png',
          data: Buffer.from('not an image'),
        })
      ).status,
    ).toBe(422);
    // The declared type says PNG; the bytes are over the limit.
    const big = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(
      (await employee.upload(`/api/assistance-reports/${id}/photo`, { filename: 'big.png', contentType: 'image/png', data: big })).status,
    ).toBe(413);
    expect(
      (await fleetAcme.upload(`/api/assistance-reports/${id}/photo`, { filename: 'photo.png', contentType: 'image/png', data: png() }))
        .status,
    ).toBe(403);
    expect((await fleetGlobex.get(`/api/assistance-reports/${id}/photo`)).status).toBe(404);
  });

  it('answers 422 for a bad report, 409 for a reservation not started, and 404 for someone else’s reservation', async () => {
    const bad = await report(employee, { reservationId: started, kind: 'engine' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty('kind');
    const other = await report(employee, { reservationId: started, kind: 'other', comment: '  ' });
    expect(other.status).toBe(422);
    expect(other.body.error.fields).toEqual({ comment: 'required' });
    expect((await report(employee, { reservationId: started, kind: 'lock', comment: 'x'.repeat(2001) })).status).toBe(422);
    expect((await report(employee, { reservationId: future, kind: 'lock' })).body.error.code).toBe('reservation_not_started');
    expect((await report(globexEmployee, { reservationId: started, kind: 'lock' })).status).toBe(404);
    // Even the fleet manager reports from their own reservations only.
    expect((await report(fleetAcme, { reservationId: started, kind: 'lock' })).status).toBe(404);
  });
});

describe('handling reports', () => {
  it('lists reports to the fleet manager (own company), the workshop (all) and the reporter (own); other companies see none', async () => {
    const acme = await fleetAcme.get('/api/assistance-reports?perPage=100');
    expect(acme.status).toBe(200);
    expect(acme.body.meta.total).toBeGreaterThanOrEqual(5);
    expect(acme.body.data.every((r: { company: { id: number } }) => r.company.id === ids.Acme)).toBe(true);
    expect((await mechanic.get('/api/assistance-reports?perPage=100')).body.meta.total).toBe(acme.body.meta.total);
    expect((await fleetGlobex.get('/api/assistance-reports')).body.meta.total).toBe(0);
    expect((await globexEmployee.get('/api/assistance-reports')).body.meta.total).toBe(0);
    const mine = (await employee.get('/api/assistance-reports?perPage=100')).body.data;
    expect(mine.every((r: { reporter: { id: number } }) => r.reporter.id === employee.user.id)).toBe(true);
    expect((await fleetGlobex.get(`/api/assistance-reports/${acme.body.data[0].id}`)).status).toBe(404);
    expect(
      (await fleetAcme.get('/api/assistance-reports?status=open&kind=flat_tyre')).body.data.every(
        (r: { status: string; kind: string }) => r.status === 'open' && r.kind === 'flat_tyre',
      ),
    ).toBe(true);
    expect((await fleetAcme.get('/api/assistance-reports?q=arrière')).body.data.map((r: { comment: string }) => r.comment)).toContain(
      'Pneu arrière à plat',
    );
    expect((await fleetAcme.get('/api/assistance-reports?status=closed')).status).toBe(422);
  });

  it('moves a report open → in progress → resolved, with who and when; never back; employees and other companies may not', async () => {
    const id = (await report(employee, { reservationId: started, kind: 'lock', comment: 'La clé tourne dans le vide' })).body.id;
    expect((await employee.post(`/api/assistance-reports/${id}/status`, { status: 'in_progress' })).status).toBe(403);
    expect((await fleetGlobex.post(`/api/assistance-reports/${id}/status`, { status: 'in_progress' })).status).toBe(404);
    expect((await mechanic.post(`/api/assistance-reports/${id}/status`, { status: 'done' })).status).toBe(422);

    const taken = await mechanic.post(`/api/assistance-reports/${id}/status`, { status: 'in_progress' });
    expect(taken.status).toBe(200);
    expect(taken.body.status).toBe('in_progress');
    expect(taken.body.inProgress.by).toEqual({ id: mechanic.user.id, name: 'Marc Mécano' });
    const done = await fleetAcme.post(`/api/assistance-reports/${id}/status`, { status: 'resolved' });
    expect(done.body).toMatchObject({
      status: 'resolved',
      canChangeStatus: false,
      resolved: { by: { id: fleetAcme.user.id, name: 'Fiona Fleet' } },
    });
    const back = await admin.post(`/api/assistance-reports/${id}/status`, { status: 'open' });
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('invalid_transition');
    expect(
      (await employee.upload(`/api/assistance-reports/${id}/photo`, { filename: 'p.png', contentType: 'image/png', data: png() })).body
        .error.code,
    ).toBe('report_resolved');
    expect((await auditOf(t.db, 'assistance_report', id)).filter((a) => a.action === 'assistance.status_changed')).toHaveLength(2);
  });

  it('downloads the list as CSV and XLSX in the reader’s language', async () => {
    const csv = await fleetAcme.get('/api/assistance-reports?format=csv&lang=en');
    expect(csv.status).toBe(200);
    expect(csv.raw.split('\r\n')[0]).toBe(
      '\uFEFFNo.;Reported on;Status;Problem;Bike;Reservation;Building;Company;Reported by;Comment;Resolved on',
    );
    expect(csv.raw).toContain('flat tyre');
    const xlsx = await fleetAcme.get('/api/assistance-reports?format=xlsx&lang=fr');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('shows the demo reports, one per status', async () => {
    const statuses = (await fleetAcme.get('/api/assistance-reports?perPage=100&sort=createdAt&order=asc')).body.data
      .slice(0, 3)
      .map((r: { status: string }) => r.status);
    expect(statuses.sort()).toEqual(['in_progress', 'open', 'resolved']);
  });
});
