import { addDays, brusselsToday } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { pdfText } from '../../../test/pdf-text';
import { riderCommutes } from './impact.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const globexEmployee = t.signedIn('globexEmployee');
const privateCustomer = t.signedIn('privateCustomer');
const ids = t.companyIds();

const today = () => brusselsToday(t.clock);
// A month long before the demo's commutes and rides: only what this file adds counts in it.
const OLD_MONTH = '2021-05';

describe('rides and commute', () => {
  it('adds a ride (201), lists it, refuses a day to come or a silly distance (422 with field codes), deletes only one’s own', async () => {
    const res = await employee.post('/api/me/rides', { date: today(), km: 12.34 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date: today(), km: 12.3 });
    expect((await employee.get('/api/me/rides')).body.data[0]).toMatchObject({ id: res.body.id, km: 12.3 });

    const future = await employee.post('/api/me/rides', { date: addDays(today(), 1), km: 5 });
    expect(future.status).toBe(422);
    expect(future.body.error.fields).toEqual({ date: 'in_the_future' });
    for (const km of [0, -3, 501]) expect((await employee.post('/api/me/rides', { date: today(), km })).status).toBe(422);
    expect((await employee.post('/api/me/rides', { date: '2026-02-30', km: 3 })).status).toBe(422);

    expect((await globexEmployee.delete(`/api/me/rides/${res.body.id}`)).status).toBe(404);
    expect((await employee.delete(`/api/me/rides/${res.body.id}`)).status).toBe(204);
    expect((await employee.get('/api/me/rides')).body.data.map((r: { id: number }) => r.id)).not.toContain(res.body.id);

    expect((await privateCustomer.put('/api/me/commute', { oneWayKm: 10, daysPerMonth: 10 })).status).toBe(200);
    expect((await privateCustomer.get('/api/me/commute')).body).toEqual({ oneWayKm: 10, daysPerMonth: 10 });
    expect((await privateCustomer.put('/api/me/commute', { oneWayKm: 10, daysPerMonth: 40 })).status).toBe(422);
  });
});

describe('ranking', () => {
  it('ranks by km with shared ranks, hides anonymous riders’ names, within the company or across all', async () => {
    for (const [who, km] of [
      [employee, 30],
      [globexEmployee, 30],
      [fleetAcme, 50],
    ] as const) {
      expect((await who.post('/api/me/rides', { date: `${OLD_MONTH}-03`, km })).status).toBe(201);
    }
    // Acme's fleet manager chooses "anonymous in ranking" in their profile.
    const { firstname, lastname, phone, address, size, language } = fleetAcme.user;
    const profile = { firstname, lastname, phone, address, size, language, anonymousInRanking: true };
    expect((await fleetAcme.put('/api/me', profile)).status).toBe(200);

    const all = await employee.get(`/api/ranking?period=${OLD_MONTH}&scope=all`);
    expect(all.status).toBe(200);
    const grams = all.body.carGramsPerKm;
    expect(grams).toBeGreaterThan(50);
    const names = (who: typeof employee) => `${who.user.firstname} ${who.user.lastname}`;
    expect(all.body.data).toEqual([
      { rank: 1, name: null, km: 50, co2Kg: Math.round((50 * grams) / 100) / 10, isMe: false },
      ...[
        { rank: 2, name: names(employee), km: 30, co2Kg: Math.round((30 * grams) / 100) / 10, isMe: true },
        { rank: 2, name: names(globexEmployee), km: 30, co2Kg: Math.round((30 * grams) / 100) / 10, isMe: false },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    ]);

    // Acme's ranking leaves Globex out; the year holds the month.
    const acme = await employee.get(`/api/ranking?period=${OLD_MONTH}&scope=company`);
    expect(acme.body.data.map((r: { name: string | null; rank: number }) => [r.rank, r.name])).toEqual([
      [1, null],
      [2, names(employee)],
    ]);
    expect((await employee.get(`/api/ranking?period=${OLD_MONTH.slice(0, 4)}&scope=company`)).body.data).toHaveLength(2);

    // A private customer's "company" is themselves: their declared commute from a month on, there and back.
    await t.db.update(riderCommutes).set({ since: '2021-01-15' }).where(eq(riderCommutes.userId, privateCustomer.user.id));
    const own = await privateCustomer.get(`/api/ranking?period=${OLD_MONTH}`);
    expect(own.body.data).toEqual([expect.objectContaining({ rank: 1, km: 200, isMe: true })]);

    // The admin's CO2 factor: the kilograms follow; no one else may change it.
    expect((await employee.put('/api/impact/settings', { carGramsPerKm: 150 })).status).toBe(403);
    expect((await admin.put('/api/impact/settings', { carGramsPerKm: 150 })).body).toEqual({ carGramsPerKm: 150 });
    const after = await employee.get(`/api/ranking?period=${OLD_MONTH}&scope=company`);
    expect(after.body).toMatchObject({
      carGramsPerKm: 150,
      data: [
        { km: 50, co2Kg: 7.5 },
        { km: 30, co2Kg: 4.5 },
      ],
    });

    expect((await employee.get('/api/ranking?period=2021-13')).status).toBe(422);
    expect((await t.client().get('/api/ranking')).status).toBe(401);
  });
});

describe('ranking of an event’s teams', () => {
  it('adds up each team’s members’ km, marks the caller’s team; another company’s event is 404, no event 422', async () => {
    const month = '2021-07';
    const event = (await admin.post('/api/events', { title: 'Défi CO2', date: `${month}-01`, place: 'Liège', description: null })).body;
    const team = async (name: string) =>
      ((await admin.post(`/api/events/${event.id}/teams`, { name })).body.data as { id: number; name: string }[]).find(
        (x) => x.name === name,
      )!.id;
    const [red, blue] = [await team('Rouges'), await team('Bleus')];
    await team('Verts');
    expect((await employee.post(`/api/events/${event.id}/teams/${red}/join`)).status).toBe(200);
    expect((await globexEmployee.post(`/api/events/${event.id}/teams/${blue}/join`)).status).toBe(200);
    for (const [who, km] of [
      [employee, 20],
      [employee, 15],
      [globexEmployee, 30],
      [fleetAcme, 90],
    ] as const) {
      expect((await who.post('/api/me/rides', { date: `${month}-10`, km })).status).toBe(201);
    }

    const res = await employee.get(`/api/ranking?period=${month}&scope=teams&eventId=${event.id}`);
    expect(res.status).toBe(200);
    // The fleet manager rode more but is in no team; the green team rode nothing and is left out.
    expect(res.body).toMatchObject({
      scope: 'teams',
      eventId: event.id,
      data: [
        { rank: 1, name: 'Rouges', km: 35, isMe: true },
        { rank: 2, name: 'Bleus', km: 30, isMe: false },
      ],
    });
    expect(res.body.data).toHaveLength(2);

    const acmeOnly = (
      await admin.post('/api/events', { title: 'Acme', date: `${month}-01`, place: 'Liège', description: null, companyId: ids.Acme })
    ).body;
    expect((await globexEmployee.get(`/api/ranking?scope=teams&eventId=${acmeOnly.id}`)).status).toBe(404);
    expect((await employee.get('/api/ranking?scope=teams')).status).toBe(422);
  });
});

describe('impact report', () => {
  it('is a PDF in the company’s language for its fleet manager and the admins; another company’s is 404, an employee 403', async () => {
    const year = Number(today().slice(0, 4));
    const res = await fleetAcme.get(`/api/companies/${ids.Acme}/impact-report.pdf?year=${year}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const acme = (await admin.get(`/api/companies/${ids.Acme}`)).body as { name: string; language: string };
    const title = { fr: 'Rapport', en: 'Impact report', nl: 'Impactrapport' }[acme.language as 'fr' | 'en' | 'nl'];
    const text = pdfText(res.bytes);
    expect(text).toContain(`${title}`);
    expect(text).toContain(String(year));
    expect(text).toContain(acme.name);

    expect((await admin.get(`/api/companies/${ids.Globex}/impact-report.pdf?year=${year}`)).status).toBe(200);
    expect((await fleetAcme.get(`/api/companies/${ids.Globex}/impact-report.pdf?year=${year}`)).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/impact-report.pdf?year=${year}`)).status).toBe(403);
  });
});
