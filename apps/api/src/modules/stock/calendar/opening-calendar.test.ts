import { addDays, belgianPublicHolidays, brusselsToday, brusselsWallTimeToIso, weekdayOf, yearOf } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel } from '../../../test/fixtures';
import { openDaysAt } from '../../../test/open-days';

// Decision 098: one opening calendar per store (the shop schedule's hours and exceptions, and the public holidays)
// drives the workshop capacity, repair tours, test rides and drop-off dates. Liège (store 1) is closed on Mondays.
const t = useDemoApp();
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const mechanic = t.signedIn('mechanic');
const ids = t.companyIds();
const LIEGE = 1;
const today = brusselsToday();
/** The next Monday after today: Liège is closed, whatever day the test runs. */
const monday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) => weekdayOf(d) === 1)!;
/** The next Belgian public holiday after today. */
const holiday = [...belgianPublicHolidays(yearOf(today)), ...belgianPublicHolidays(yearOf(today) + 1)].find((d) => d > today)!;
let openDay: (n: number) => string;
let bikeId: number;

type StoreSchedule = { locationId: number; hours: object[]; closures: { from: string; to: string; reason: object; kind: string }[] };
/** Liège's schedule as the screen sends it, with `extra` exceptions added. */
async function liegeWith(extra: { from: string; to: string; kind: 'open' | 'closed' }[]) {
  const liege = ((await admin.get('/api/shop/schedule')).body.stores as StoreSchedule[]).find((s) => s.locationId === LIEGE)!;
  const reason = { fr: 'Test', en: 'Test', nl: 'Test' };
  const closures = [
    ...liege.closures.map(({ from, to, reason: r, kind }) => ({ from, to, reason: r, kind })),
    ...extra.map((e) => ({ ...e, reason })),
  ];
  const res = await admin.put('/api/shop/schedule', { stores: [{ locationId: LIEGE, hours: liege.hours, closures }] });
  expect(res.status, res.raw).toBe(200);
}

beforeAll(async () => {
  openDay = await openDaysAt(admin, [LIEGE]);
  const bike = await createBike(admin, (await createModel(admin, { brand: 'Gazelle', model: 'Kalender' })).id);
  await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  bikeId = bike.id;
});

describe('one opening calendar per store', () => {
  it('gives the workshop no hours on a closed day, and neither offers nor accepts a drop-off on one', async () => {
    const liege = (await admin.get('/api/workshop/capacity')).body.stores.find((s: { storeId: number }) => s.storeId === LIEGE);
    expect(liege.weekly[0]).toBeGreaterThan(0); // the workshop's week still has mechanics on Mondays…
    expect(liege.load.find((d: { date: string }) => d.date === monday).capacityMinutes).toBe(0); // …the calendar closes it
    const earliest = await employee.get(`/api/workshop/capacity/earliest?storeId=${LIEGE}&durationMinutes=60&from=${monday}`);
    expect(earliest.body.date).not.toBe(monday);

    const ask = (desiredDate: string) =>
      employee.post('/api/maintenance-requests', { bikeId, problem: 'Révision', location: 'shop', replacementBike: false, desiredDate });
    for (const closed of [monday, holiday]) {
      const refused = await ask(closed);
      expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([
        422,
        'store_closed',
        { desiredDate: 'store_closed' },
      ]);
    }
    const asked = await ask(openDay(2));
    expect(asked.status, asked.raw).toBe(201);
    const proposed = await mechanic.post(`/api/maintenance-requests/${asked.body.id}/date-proposals`, {
      dates: [`${monday}T10:00:00.000Z`],
    });
    expect([proposed.status, proposed.body.error.fields]).toEqual([422, { 'dates.0': 'store_closed' }]);
  });

  it('refuses to plan or confirm a tour on a closed day', async () => {
    const plan = (date: string) => admin.post('/api/tours', { date, mechanicId: mechanic.user.id, storeId: LIEGE, vanLabel: 'Calendrier' });
    for (const closed of [monday, holiday]) {
      const refused = await plan(closed);
      expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([422, 'store_closed', { date: 'store_closed' }]);
    }
    // A draft planned on an open day, which then becomes a closure, is not confirmed to customers.
    const day = openDay(4);
    const draft = await plan(day);
    expect(draft.status, draft.raw).toBe(201);
    const request = await admin.post('/api/maintenance-requests', {
      bikeId,
      problem: 'Pneu',
      location: 'other',
      address: 'Quai de Rome 25, 4000 Liège',
      replacementBike: false,
    });
    expect((await admin.post(`/api/tours/${draft.body.id}/stops`, { maintenanceRequestId: request.body.id })).status).toBe(201);
    await liegeWith([{ from: day, to: day, kind: 'closed' }]);
    const confirm = await admin.post(`/api/tours/${draft.body.id}/confirm`);
    expect([confirm.status, confirm.body.error.code]).toEqual([422, 'store_closed']);
    expect((await admin.get(`/api/tours/${draft.body.id}`)).body.status).toBe('draft');
  });

  it('refuses a test ride on a closed day, takes one on an exceptional opening and restates it in the acknowledgement', async () => {
    const bike = (await t.client().get('/api/public/catalog/bikes?perPage=1')).body.data[0] as {
      slug: string;
      brand: string;
      model: string;
    };
    const slug = bike.slug;
    const body = (day: string, email: string) => ({
      firstname: 'Anne',
      lastname: 'Calendrier',
      email,
      locale: 'en',
      phone: '+32 470 12 34 56',
      kind: 'test_ride',
      bikes: 1,
      start: brusselsWallTimeToIso(`${day}T10:00`)!,
      end: brusselsWallTimeToIso(`${day}T12:00`)!,
      rideType: 'city',
      size: 'M',
      frameType: 'M',
      storeId: LIEGE,
      bikeSlug: slug,
    });
    const visitor = t.client({ ip: '198.51.100.98' });
    const refused = await visitor.post('/api/public/requests/test-ride', body(monday, 'closed.ride@example.be'));
    expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([
      422,
      'store_closed',
      { start: 'store_closed', end: 'store_closed' },
    ]);
    // Opened exceptionally that Monday (a busy spring weekend, say), Liège takes the ride.
    await liegeWith([{ from: monday, to: monday, kind: 'open' }]);
    const taken = await visitor.post('/api/public/requests/test-ride', body(monday, 'open.ride@example.be'));
    expect(taken.status, taken.raw).toBe(201);
    const [y, m, d] = monday.split('-');
    const mail = t.inbox.findLast((x) => x.to === 'open.ride@example.be')!.text;
    expect(mail).toContain('Test ride');
    expect(mail).toContain(`${bike.brand} ${bike.model}`);
    expect(mail).toContain(`From ${d}/${m}/${y} 10:00 to ${d}/${m}/${y} 12:00`);
    expect(mail).toContain('At Liège');
  });
});
