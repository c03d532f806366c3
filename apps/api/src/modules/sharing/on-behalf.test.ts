import { brusselsWallTimeToIso } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyConditions, sharedBikeRules, users } from '../../db/schema';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, signedIn, type SignedClient } from '../../test/fixtures';
import { reservations } from './sharing.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const globexEmployee = t.signedIn('globexEmployee');
const mechanic = t.signedIn('mechanic');
let search: SignedClient;
let liege: number;
let herstal: number;

const DAY_MS = 86_400_000;
function at(days: number, time: string) {
  const date = new Date(Date.now() + days * DAY_MS).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
  return brusselsWallTimeToIso(`${date}T${time}`)!;
}
const officeDay = (days: number) => days;
const free = async (client: SignedClient, buildingId: number, start: string, end: string, userId?: number) =>
  (
    await client.get(
      `/api/shared-bikes/availability?buildingId=${buildingId}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}${userId ? `&userId=${userId}` : ''}`,
    )
  ).body.data as { id: number }[];
const mailsTo = (email: string) => t.inbox.filter((m) => m.to === email);

beforeAll(async () => {
  // A shop employee holding only `search` (no demo account has it).
  const [anne] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@veloport.test'));
  await t.db.insert(users).values({
    email: 'search@veloport.test',
    passwordHash: anne!.hash,
    firstname: 'Simone',
    lastname: 'Search',
    permissions: ['search'],
    stockLocationId: 1,
    language: 'en',
  });
  search = await signedIn(t, 'search@veloport.test');
  const buildings = (await employee.get('/api/shared-bikes/buildings')).body.data as { id: number; name: string }[];
  liege = buildings.find((b) => b.name === 'Siège Liège')!.id;
  herstal = buildings.find((b) => b.name === 'Entrepôt Herstal')!.id;
  await t.db.delete(reservations);
});
beforeAll(async () => {
  // Permissive rules: these tests are about who books, not the rules (reservations.test.ts has those).
  const [condition] = await t.db
    .select({ id: companyConditions.id })
    .from(companyConditions)
    .where(eq(companyConditions.companyId, ids.Acme!));
  await t.db.update(companyConditions).set({ quizRequired: false }).where(eq(companyConditions.id, condition!.id));
  await t.db
    .update(sharedBikeRules)
    .set({
      allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      weekendUse: true,
      forbidWeekend: false,
      daysInAdvance: 60,
      maxBookingMinutes: null,
      takeWindowStart: null,
      takeWindowEnd: null,
      returnWindowStart: null,
      returnWindowEnd: null,
      maxPerMonth: null,
      maxPerYear: null,
      maxSimultaneous: null,
    })
    .where(eq(sharedBikeRules.conditionId, condition!.id));
});

describe('booking on someone’s behalf', () => {
  it('lets the shop’s search staff pick a company with shared bikes and one of its people, book for them, and mails them in their language', async () => {
    const companies = await search.get('/api/shared-bikes/booking-companies');
    expect(companies.status).toBe(200);
    expect(companies.body.data.map((c: { name: string }) => c.name)).toContain('Acme');
    const people = await search.get(`/api/shared-bikes/bookers?companyId=${ids.Acme}&q=emile`);
    expect(people.status).toBe(200);
    expect(people.body.data).toEqual([expect.objectContaining({ id: employee.user.id, email: 'employee@acme.test' })]);
    // In the search staff's language, English (decision 101).
    expect(
      (await search.get(`/api/shared-bikes/buildings?companyId=${ids.Acme}`)).body.data.map((b: { name: string }) => b.name).sort(),
    ).toEqual(['Herstal warehouse', 'Liège head office']);

    const day = officeDay(2);
    const [bike] = await free(search, liege, at(day, '09:00'), at(day, '11:00'), employee.user.id);
    const before = mailsTo('employee@acme.test').length;
    const res = await search.post('/api/reservations', {
      bikeId: bike!.id,
      buildingId: liege,
      start: at(day, '09:00'),
      end: at(day, '11:00'),
      acceptTerms: true,
      userId: employee.user.id,
    });
    expect(res.status).toBe(201);
    const mine = await employee.get(`/api/reservations/${res.body.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.user.id).toBe(employee.user.id);
    // The confirmation page finds it by its code.
    expect((await search.get(`/api/reservations?q=${res.body.code}`)).body.data.map((r: { code: string }) => r.code)).toEqual([
      res.body.code,
    ]);
    const audit = await auditOf(t.db, 'reservation', res.body.id);
    expect(audit[0]).toMatchObject({ action: 'reservation.created', actorId: search.user.id });

    const mails = mailsTo('employee@acme.test').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Veloport\u00a0: votre réservation de vélo partagé ${res.body.code}`);
    expect(mails[0]!.text).toContain('Simone Search a fait cette réservation pour vous.');
    expect(mails[0]!.text).toContain('Siège Liège');
    expect(mails[0]!.text).toContain('09:00');
  });

  it('lets a bike mechanic and an admin book for anyone, and a fleet manager for their own people', async () => {
    const day = officeDay(3);
    const [a, b, c] = await free(mechanic, herstal, at(day, '09:00'), at(day, '10:00'), employee.user.id);
    for (const [client, bike] of [
      [mechanic, a],
      [admin, b],
      [fleetAcme, c],
    ] as const) {
      const res = await client.post('/api/reservations', {
        bikeId: bike!.id,
        buildingId: herstal,
        start: at(day, '09:00'),
        end: at(day, '10:00'),
        acceptTerms: true,
        userId: fleetAcme.user.id,
      });
      expect(res.status).toBe(201);
    }
    // The fleet manager (Dutch) got three mails in Dutch.
    expect(
      mailsTo('fleet@acme.test')
        .slice(-3)
        .map((m) => m.subject),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^Veloport: je reservatie van een deelfiets /)]));
    expect((await fleetAcme.get('/api/shared-bikes/bookers?q=emile')).body.data.map((p: { email: string }) => p.email)).toEqual([
      'employee@acme.test',
    ]);
  });

  it('refuses an employee booking for someone else (403), a fleet manager for another company (404/422), and lists nobody to them', async () => {
    const day = officeDay(4);
    const [bike] = await free(employee, liege, at(day, '14:00'), at(day, '15:00'));
    const other = await employee.post('/api/reservations', {
      bikeId: bike!.id,
      buildingId: liege,
      start: at(day, '14:00'),
      end: at(day, '15:00'),
      acceptTerms: true,
      userId: fleetAcme.user.id,
    });
    expect(other.status).toBe(403);
    expect(
      (
        await globexEmployee.post('/api/reservations', {
          bikeId: bike!.id,
          buildingId: liege,
          start: at(day, '14:00'),
          end: at(day, '15:00'),
          acceptTerms: true,
          userId: employee.user.id,
        })
      ).status,
    ).toBe(403);
    const cross = await fleetGlobex.post('/api/reservations', {
      bikeId: bike!.id,
      buildingId: liege,
      start: at(day, '14:00'),
      end: at(day, '15:00'),
      acceptTerms: true,
      userId: employee.user.id,
    });
    expect(cross.status).toBe(422);
    expect(cross.body.error.fields).toEqual({ userId: 'unknown' });
    expect(
      (await t.db.select().from(reservations).where(eq(reservations.bikeId, bike!.id))).filter(
        (r) => r.startAt.getTime() === new Date(at(day, '14:00')).getTime(),
      ),
    ).toHaveLength(0);

    expect((await employee.get('/api/shared-bikes/bookers')).status).toBe(403);
    expect((await employee.get('/api/shared-bikes/booking-companies')).status).toBe(403);
    expect((await fleetAcme.get('/api/shared-bikes/booking-companies')).status).toBe(403);
    expect((await fleetGlobex.get(`/api/shared-bikes/bookers?companyId=${ids.Acme}`)).status).toBe(404);
    expect((await search.get('/api/shared-bikes/bookers')).status).toBe(422);
  });
});

describe('each bike’s building', () => {
  it('lists the company’s shared bikes with their building for the fleet manager, and moves one', async () => {
    const res = await fleetAcme.get('/api/shared-bikes');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(6);
    expect(res.body.buildings.map((b: { name: string }) => b.name).sort()).toEqual(['Entrepôt Herstal', 'Siège Liège']);
    const bike = res.body.data.find((b: { buildingId: number }) => b.buildingId === liege);
    expect((await fleetAcme.put(`/api/shared-bikes/${bike.id}/building`, { buildingId: herstal })).status).toBe(200);
    const after = (await fleetAcme.get('/api/shared-bikes')).body.data.find((b: { id: number }) => b.id === bike.id);
    expect(after.buildingId).toBe(herstal);
    expect((await admin.get(`/api/shared-bikes?companyId=${ids.Acme}`)).body.data).toHaveLength(6);
    await fleetAcme.put(`/api/shared-bikes/${bike.id}/building`, { buildingId: liege });
  });

  it('refuses employees and staff (403), another company (404), and an admin without a company (422)', async () => {
    expect((await employee.get('/api/shared-bikes')).status).toBe(403);
    expect((await mechanic.get('/api/shared-bikes')).status).toBe(403);
    expect((await fleetGlobex.get(`/api/shared-bikes?companyId=${ids.Acme}`)).status).toBe(404);
    expect((await admin.get('/api/shared-bikes')).status).toBe(422);
    expect((await admin.get('/api/shared-bikes?companyId=999999')).status).toBe(404);
  });
});
