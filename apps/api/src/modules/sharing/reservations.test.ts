import { daysFrom, yearOf, weekdayOf, brusselsToday, addDays, brusselsWallTimeToIso } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, sheetRows, signedIn, type SignedClient } from '../../test/fixtures';
import { reservations } from './sharing.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const globexEmployee = t.signedIn('globexEmployee');
const mechanic = t.signedIn('mechanic');
let liege: number;
let herstal: number;

/** A Brussels wall time `days` from today ("HH:MM") as an ISO instant. */
function at(days: number, time: string) {
  return brusselsWallTimeToIso(`${addDays(brusselsToday(), days)}T${time}`)!;
}
/** Days from today to the next Brussels weekday `day` (0 Sunday … 6 Saturday), at least `min` days ahead. */
function nextWeekDay(day: number, min = 1) {
  for (let d = min; ; d++) {
    if (weekdayOf(addDays(brusselsToday(), d)) % 7 === day) return d;
  }
}

const PERMISSIVE = {
  bikeIds: [] as number[],
  userIds: [] as number[],
  buildingIds: [] as number[],
  allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  weekendUse: true,
  daysInAdvance: 60,
  maxBookingMinutes: null as number | null,
  takeWindow: null as { start: string; end: string } | null,
  returnWindow: null as { start: string; end: string } | null,
  forbidWeekend: false,
  forbidInterBuilding: false,
  maxPerMonth: null as number | null,
  maxPerYear: null as number | null,
  maxSimultaneous: null as number | null,
};
let acmeBikeIds: number[];

/** Acme's rules: permissive, with `over` changed; keeps the demo's shared bikes. */
async function acmeRules(over: Partial<typeof PERMISSIVE> = {}, quizRequired = false) {
  const { companyId: _c, cafeteria: _f, updatedAt: _u, ...body } = (await admin.get(`/api/companies/${ids.Acme}/conditions`)).body;
  const res = await admin.put(`/api/companies/${ids.Acme}/conditions`, {
    ...body,
    quizRequired,
    sharedBikes: { ...PERMISSIVE, bikeIds: acmeBikeIds, ...over },
  });
  if (res.status !== 200) throw new Error(`rules: ${res.status} ${res.raw}`);
}

const free = async (client: SignedClient, buildingId: number, start: string, end: string) =>
  (
    await client.get(
      `/api/shared-bikes/availability?buildingId=${buildingId}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
    )
  ).body.data as { id: number }[];

async function book(client: SignedClient, body: Record<string, unknown>) {
  return client.post('/api/reservations', { acceptTerms: true, buildingId: liege, ...body });
}

beforeAll(async () => {
  const buildings = (await employee.get('/api/shared-bikes/buildings')).body.data as { id: number; name: string }[];
  liege = buildings.find((b) => b.name === 'Siège Liège')!.id;
  herstal = buildings.find((b) => b.name === 'Entrepôt Herstal')!.id;
  acmeBikeIds = (await admin.get(`/api/companies/${ids.Acme}/conditions`)).body.sharedBikes.bikeIds;
  // The demo's reservations stay out of the way of these tests.
  await t.db.delete(reservations);
});
beforeEach(async () => {
  await acmeRules();
});

describe('finding a shared bike', () => {
  it("lists my company's buildings with shared bikes and the bikes free for a slot", async () => {
    const res = await employee.get('/api/shared-bikes/buildings');
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { name: string }) => b.name).sort()).toEqual(['Entrepôt Herstal', 'Siège Liège']);
    expect(res.body.data.every((b: { bikeCount: number }) => b.bikeCount === 3)).toBe(true);

    const start = at(2, '09:00');
    const end = at(2, '12:00');
    const bikes = await free(employee, liege, start, end);
    expect(bikes).toHaveLength(3);
    expect(bikes[0]).toMatchObject({ id: expect.any(Number), frameNumber: expect.stringMatching(/^ACMESHARE/), buildingId: liege });
    expect(bikes[0]).toHaveProperty('batteryWh');
    expect(bikes[0]).toHaveProperty('photoUrl');

    expect((await book(employee, { bikeId: bikes[0]!.id, start, end })).status).toBe(201);
    const after = await free(employee, liege, at(2, '11:00'), at(2, '13:00'));
    expect(after.map((b) => b.id)).not.toContain(bikes[0]!.id);
    // The slot right after is free again: a reservation ends where the next one may start.
    expect((await free(employee, liege, end, at(2, '14:00'))).map((b) => b.id)).toContain(bikes[0]!.id);
  });

  it("answers 404 for another company's building and 422 for a slot that ends before it starts", async () => {
    const globexBuildings = (await globexEmployee.get('/api/shared-bikes/buildings')).body.data;
    expect(globexBuildings.map((b: { name: string }) => b.name)).not.toContain('Siège Liège');
    expect(
      (
        await globexEmployee.get(
          `/api/shared-bikes/availability?buildingId=${liege}&start=${encodeURIComponent(at(2, '09:00'))}&end=${encodeURIComponent(at(2, '10:00'))}`,
        )
      ).status,
    ).toBe(404);
    const res = await employee.get(
      `/api/shared-bikes/availability?buildingId=${liege}&start=${encodeURIComponent(at(2, '10:00'))}&end=${encodeURIComponent(at(2, '09:00'))}`,
    );
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ end: 'end_before_start' });
  });

  it('asks to sign in', async () => {
    expect((await t.client().get('/api/shared-bikes/buildings')).status).toBe(401);
    expect((await t.client().get('/api/reservations')).status).toBe(401);
  });
});

describe('booking under the rules', () => {
  it('books, answers the code, and records who and when', async () => {
    const [bike] = await free(employee, liege, at(3, '09:00'), at(3, '11:00'));
    const res = await book(employee, { bikeId: bike!.id, start: at(3, '09:00'), end: at(3, '11:00') });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    const detail = (await employee.get(`/api/reservations/${res.body.id}`)).body;
    expect(detail).toMatchObject({
      code: res.body.code,
      status: 'booked',
      group: 'future',
      user: { id: employee.user.id },
      building: { id: liege, name: 'Siège Liège' },
      canCancel: true,
      canChangeEnd: true,
    });
    expect((await auditOf(t.db, 'reservation', res.body.id))[0]).toMatchObject({
      action: 'reservation.created',
      actorId: employee.user.id,
    });
  });

  const refusals: [string, Partial<typeof PERMISSIVE>, () => Record<string, unknown>][] = [
    ['outside_allowed_days', { allowedDays: ['sun'] }, () => ({ start: at(nextWeekDay(1), '09:00'), end: at(nextWeekDay(1), '10:00') })],
    [
      'weekend_forbidden',
      { forbidWeekend: true, allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'], weekendUse: false },
      () => ({ start: at(nextWeekDay(5), '09:00'), end: at(nextWeekDay(5) + 3, '09:00') }),
    ],
    ['too_far_in_advance', { daysInAdvance: 2 }, () => ({ start: at(5, '09:00'), end: at(5, '10:00') })],
    ['too_long', { maxBookingMinutes: 60 }, () => ({ start: at(2, '09:00'), end: at(2, '10:01') })],
    ['outside_time_window', { takeWindow: { start: '07:00', end: '08:00' } }, () => ({ start: at(2, '09:00'), end: at(2, '10:00') })],
    [
      'cross_building_forbidden',
      { forbidInterBuilding: true },
      () => ({ buildingId: herstal, start: at(2, '09:00'), end: at(2, '10:00') }),
    ],
  ];
  for (const [code, rules, slot] of refusals) {
    it(`refuses with 422 ${code}`, async () => {
      await acmeRules(rules);
      const before = (await t.db.select().from(reservations)).length;
      const res = await book(employee, { bikeId: acmeBikeIds[0], ...slot() });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe(code);
      expect((await t.db.select().from(reservations)).length).toBe(before);
    });
  }

  it('refuses without the terms accepted', async () => {
    const res = await employee.post('/api/reservations', {
      bikeId: acmeBikeIds[0],
      buildingId: liege,
      start: at(2, '09:00'),
      end: at(2, '10:00'),
    });
    expect(res.body.error.code).toBe('terms_not_accepted');
    expect(
      (await book(employee, { bikeId: acmeBikeIds[0], start: at(2, '09:00'), end: at(2, '10:00'), acceptTerms: false })).body.error.code,
    ).toBe('terms_not_accepted');
  });

  it('counts the monthly, yearly and simultaneous limits, and the 60 days a year', async () => {
    await t.db.delete(reservations);
    const d = nextWeekDay(3, 1);
    expect((await book(employee, { bikeId: acmeBikeIds[0], start: at(d, '09:00'), end: at(d, '10:00') })).status).toBe(201);

    await acmeRules({ maxSimultaneous: 1 });
    expect((await book(employee, { bikeId: acmeBikeIds[1], start: at(d, '09:30'), end: at(d, '11:00') })).body.error.code).toBe(
      'limit_simultaneous',
    );
    await acmeRules({ maxPerMonth: 1 });
    expect((await book(employee, { bikeId: acmeBikeIds[1], start: at(d, '11:00'), end: at(d, '12:00') })).body.error.code).toBe(
      'limit_per_month',
    );
    await acmeRules({ maxPerYear: 1 });
    expect((await book(employee, { bikeId: acmeBikeIds[1], start: at(d, '11:00'), end: at(d, '12:00') })).body.error.code).toBe(
      'limit_per_year',
    );

    // 60 days of use: fill 60 days of this year directly, then one more day is refused.
    await acmeRules();
    await t.db.delete(reservations);
    const next = nextWeekDay(2, 1);
    const bookedDay = addDays(brusselsToday(), next);
    /** 60 office hours on 60 days of `year` from 2 January, one a day, never on the day to book: the allowance used up. */
    const fillYear = (year: number, prefix: string) => {
      const days = daysFrom(`${year}-01-02`, 61)
        .filter((day) => day !== bookedDay)
        .slice(0, 60);
      return t.db.insert(reservations).values(
        days.map((day, i) => ({
          code: `${prefix}${String(i).padStart(4, '0')}`,
          companyId: ids.Acme!,
          userId: employee.user.id,
          bikeId: acmeBikeIds[5]!,
          buildingId: herstal,
          startAt: new Date(brusselsWallTimeToIso(`${day}T09:00`)!),
          endAt: new Date(brusselsWallTimeToIso(`${day}T10:00`)!),
        })),
      );
    };
    const bookedYear = yearOf(bookedDay);
    try {
      // The counter shows this year's days.
      await fillYear(yearOf(brusselsToday()), 'FILL');
      const usage = (await employee.get('/api/shared-bikes/usage')).body;
      expect(usage).toMatchObject({ used: 60, limit: 60, remaining: 0, warn: true, quizRequired: false });
      // The booking is judged by its own year's days: on New Year's Eve the next Tuesday is in next year, used up too.
      if (bookedYear !== yearOf(brusselsToday())) await fillYear(bookedYear, 'NEXT');
      const refused = await book(employee, { bikeId: acmeBikeIds[0], start: at(next, '09:00'), end: at(next, '10:00') });
      expect(refused.body.error.code).toBe('yearly_days_exceeded');
    } finally {
      await t.db.delete(reservations);
    }
  });

  it('sends the employee through the quiz first when the company requires it', async () => {
    const quiz = {
      title: 'Vélos partagés',
      description: null,
      minimumScore: 1,
      questions: [
        {
          description: 'Où rendre le vélo ?',
          explanation: null,
          answers: [
            { text: 'Au bâtiment', correct: true, points: 1, explanation: null },
            { text: 'Chez moi', correct: false, points: 0, explanation: null },
          ],
        },
      ],
    };
    const saved = await fleetAcme.put(`/api/companies/${ids.Acme}/quiz`, quiz);
    expect(saved.status).toBe(200);
    await acmeRules({}, true);
    const slot = { bikeId: acmeBikeIds[2], start: at(4, '09:00'), end: at(4, '10:00') };
    expect((await book(employee, slot)).body.error.code).toBe('quiz_required');
    expect((await employee.get('/api/shared-bikes/usage')).body.quizRequired).toBe(true);

    const taking = (await employee.get('/api/shared-bikes/quiz')).body.quiz;
    const question = taking.questions[0];
    const right = question.answers.find((a: { text: string }) => a.text === 'Au bâtiment');
    const wrong = await employee.post('/api/shared-bikes/quiz', { answers: [{ questionId: question.id, answerIds: [right.id + 1] }] });
    expect(wrong.body.passed).toBe(false);
    expect((await book(employee, slot)).body.error.code).toBe('quiz_required');
    expect(
      (await employee.post('/api/shared-bikes/quiz', { answers: [{ questionId: question.id, answerIds: [right.id] }] })).body.passed,
    ).toBe(true);
    expect((await book(employee, slot)).status).toBe(201);
  });

  it("books on someone's behalf for the shop's booking staff, not for an employee", async () => {
    const slot = { bikeId: acmeBikeIds[3], buildingId: herstal, start: at(6, '09:00'), end: at(6, '10:00'), userId: employee.user.id };
    const res = await book(mechanic, slot);
    expect(res.status).toBe(201);
    expect((await employee.get(`/api/reservations/${res.body.id}`)).body.user.id).toBe(employee.user.id);
    const fleetUserId = fleetAcme.user.id;
    expect((await book(employee, { ...slot, start: at(7, '09:00'), end: at(7, '10:00'), userId: fleetUserId })).status).toBe(403);
    // A private customer without a company has no shared bikes.
    const privateCustomer = await signedIn(t, 'private@example.com');
    expect((await privateCustomer.get('/api/shared-bikes/buildings')).status).toBe(403);
    expect((await book(privateCustomer, { ...slot, userId: undefined })).status).toBe(403);
  });
});

describe('no double booking, ever', () => {
  it('lets exactly one of 50 concurrent bookings of one bike and slot through', async () => {
    const slot = { bikeId: acmeBikeIds[1], start: at(9, '09:00'), end: at(9, '12:00') };
    const before = (await t.db.select().from(reservations).where(eq(reservations.bikeId, acmeBikeIds[1]!))).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(employee, slot)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = answers.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(49);
    expect(conflicts.every((r) => r.body.error.code === 'bike_unavailable')).toBe(true);
    expect((await t.db.select().from(reservations).where(eq(reservations.bikeId, acmeBikeIds[1]!))).length).toBe(before + 1);
  });

  it('holds under end-time changes racing bookings: one of 50 gets the freed hour', async () => {
    const bikeId = acmeBikeIds[4]!;
    const first = await book(employee, { bikeId, buildingId: herstal, start: at(10, '09:00'), end: at(10, '10:00') });
    expect(first.status).toBe(201);
    // One person stretches their reservation to 11:00 while 49 others try to book 10:30–11:30 at the same moment.
    const answers = await Promise.all([
      employee.request('PATCH', `/api/reservations/${first.body.id}`, { end: at(10, '11:00') }),
      ...Array.from({ length: 49 }, () =>
        book(mechanic, { bikeId, buildingId: herstal, userId: employee.user.id, start: at(10, '10:30'), end: at(10, '11:30') }),
      ),
    ]);
    expect(answers.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.error.code === 'bike_unavailable')).toHaveLength(49);
    const live = await t.db.select().from(reservations).where(eq(reservations.bikeId, bikeId));
    const sorted = live.filter((r) => r.status === 'booked').sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.startAt.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.endAt.getTime());
  });

  it('refuses an end change into the next reservation of the bike with 409', async () => {
    const bikeId = acmeBikeIds[4]!;
    const a = await book(employee, { bikeId, buildingId: herstal, start: at(12, '09:00'), end: at(12, '10:00') });
    expect((await book(employee, { bikeId, buildingId: herstal, start: at(12, '11:00'), end: at(12, '12:00') })).status).toBe(201);
    const res = await employee.request('PATCH', `/api/reservations/${a.body.id}`, { end: at(12, '11:30') });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('bike_unavailable');
  });
});

describe('my reservations and everyone else’s', () => {
  let mine: number;
  let globexOne: number;
  beforeAll(async () => {
    await acmeRules();
    mine = (await book(employee, { bikeId: acmeBikeIds[2], start: at(11, '09:00'), end: at(11, '10:00') })).body.id;
    const gBuilding = (await globexEmployee.get('/api/shared-bikes/buildings')).body.data[0];
    if (gBuilding) {
      const bikes = await free(globexEmployee, gBuilding.id, at(nextWeekDay(2, 2), '09:00'), at(nextWeekDay(2, 2), '10:00'));
      const res = bikes[0]
        ? await book(globexEmployee, {
            bikeId: bikes[0].id,
            buildingId: gBuilding.id,
            start: at(nextWeekDay(2, 2), '09:00'),
            end: at(nextWeekDay(2, 2), '10:00'),
          })
        : null;
      globexOne = res?.body.id;
    }
  });

  it('shows an employee only their own, a fleet manager their company, an admin all', async () => {
    const own = (await employee.get('/api/reservations?perPage=100')).body;
    expect(own.data.every((r: { user: { id: number } }) => r.user.id === employee.user.id)).toBe(true);
    expect(own.data.map((r: { id: number }) => r.id)).toContain(mine);
    const fleet = (await fleetAcme.get('/api/reservations?perPage=100')).body;
    expect(fleet.data.every((r: { company: { id: number } }) => r.company.id === ids.Acme)).toBe(true);
    const all = (await admin.get(`/api/reservations?companyId=${ids.Acme}&userId=${employee.user.id}&group=future`)).body;
    expect(all.data.every((r: { group: string; user: { id: number } }) => r.group === 'future' && r.user.id === employee.user.id)).toBe(
      true,
    );
    expect(all.meta).toMatchObject({ page: 1, perPage: 25 });
    if (globexOne) {
      expect((await fleetAcme.get(`/api/reservations/${globexOne}`)).status).toBe(404);
      expect((await employee.get(`/api/reservations/${globexOne}`)).status).toBe(404);
      expect((await fleetGlobex.get(`/api/reservations/${mine}`)).status).toBe(404);
      expect((await globexEmployee.request('PATCH', `/api/reservations/${mine}`, { end: at(11, '11:00') })).status).toBe(404);
      expect((await globexEmployee.post(`/api/reservations/${mine}/cancel`)).status).toBe(404);
    }
    expect(
      (await admin.get(`/api/reservations?q=${(await employee.get(`/api/reservations/${mine}`)).body.code}`)).body.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([mine]);
  });

  it('downloads CSV and XLSX for the fleet manager', async () => {
    const csv = await fleetAcme.get('/api/reservations?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Code;Status;Begin;Einde;Oorspronkelijk geboekt einde;Persoon;Bedrijf;Fiets;Framenummer;Gebouw',
    );
    const xlsx = await fleetAcme.get('/api/reservations?format=xlsx');
    expect((await sheetRows(xlsx.bytes))[0]![0]).toBe('Code');
  });

  it('changes the end like a new booking and keeps the first end', async () => {
    const longer = await employee.request('PATCH', `/api/reservations/${mine}`, { end: at(11, '10:30') });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ end: at(11, '10:30'), initialEnd: at(11, '10:00') });
    await acmeRules({ maxBookingMinutes: 60 });
    const tooLong = await employee.request('PATCH', `/api/reservations/${mine}`, { end: at(11, '11:00') });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe('too_long');
    expect((await employee.request('PATCH', `/api/reservations/${mine}`, { end: at(11, '08:00') })).body.error.fields).toEqual({
      end: 'end_before_start',
    });
    expect((await auditOf(t.db, 'reservation', mine))[0]).toMatchObject({ action: 'reservation.end_changed' });
  });

  it('cancels a future reservation once, and frees its slot', async () => {
    const res = await employee.post(`/api/reservations/${mine}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', group: null, canCancel: false });
    expect((await employee.post(`/api/reservations/${mine}/cancel`)).body.error.code).toBe('reservation_closed');
    expect((await free(employee, liege, at(11, '09:00'), at(11, '10:00'))).map((b) => b.id)).toContain(acmeBikeIds[2]);
  });

  it('refuses to change or cancel a finished reservation', async () => {
    const [old] = await t.db
      .insert(reservations)
      .values({
        code: 'OLDRESV1',
        companyId: ids.Acme!,
        userId: employee.user.id,
        bikeId: acmeBikeIds[0]!,
        buildingId: liege,
        startAt: new Date(Date.now() - 3 * 86_400_000),
        endAt: new Date(Date.now() - 2 * 86_400_000),
      })
      .returning();
    expect((await employee.get(`/api/reservations/${old!.id}`)).body).toMatchObject({
      group: 'finished',
      canCancel: false,
      canChangeEnd: false,
    });
    expect((await employee.post(`/api/reservations/${old!.id}/cancel`)).status).toBe(409);
    expect((await employee.request('PATCH', `/api/reservations/${old!.id}`, { end: at(1, '10:00') })).status).toBe(409);
  });

  it('lets the fleet manager say where a bike sits; employees may not', async () => {
    expect((await employee.put(`/api/shared-bikes/${acmeBikeIds[0]}/building`, { buildingId: herstal })).status).toBe(403);
    expect((await fleetGlobex.put(`/api/shared-bikes/${acmeBikeIds[0]}/building`, { buildingId: herstal })).status).toBe(404);
    expect((await fleetAcme.put(`/api/shared-bikes/${acmeBikeIds[0]}/building`, { buildingId: herstal })).status).toBe(200);
    expect((await employee.get('/api/shared-bikes/buildings')).body.data.find((b: { id: number }) => b.id === herstal).bikeCount).toBe(4);
    await fleetAcme.put(`/api/shared-bikes/${acmeBikeIds[0]}/building`, { buildingId: liege });
  });
});
