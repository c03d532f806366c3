import { addDays, brusselsToday, isStoreOpen, weekdayIndex, type StoreCalendar } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { storeCalendarsAt } from '../../../test/open-days';
import { createCapacityService } from './capacity.service';
import { workshopCapacityExceptions, workshopCapacityWeekdays } from './capacity.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const mechanic = t.signedIn('mechanic');
const today = brusselsToday();

const stored = async () => ({
  weekdays: await t.db.select().from(workshopCapacityWeekdays),
  exceptions: await t.db.select().from(workshopCapacityExceptions),
});
/** The first day at least `from` days ahead that is the given weekday, 0 = Monday. */
const nextWeekday = (weekday: number, from = 1) =>
  [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, from + n)).find((d) => weekdayIndex(d) === weekday)!;
let brusselsCalendar: StoreCalendar;
beforeAll(async () => {
  [brusselsCalendar] = await storeCalendarsAt(t.client(), [2]);
});
/**
 * A Monday beyond the demo's booked work (tours and accepted dates reach four days ahead), on which Brussels is open,
 * as on the Tuesday after it and the one a week later (the store's calendar closes holidays, decision 098).
 */
function quietMonday() {
  let monday = nextWeekday(0, 7);
  while ([0, 1, 8].some((n) => !isStoreOpen(brusselsCalendar, addDays(monday, n)))) monday = addDays(monday, 7);
  return monday;
}
type Store = {
  storeId: number;
  storeName: string;
  weekly: number[];
  exceptions: { date: string; kind: string }[];
  load: { date: string; capacityMinutes: number; bookedMinutes: number }[];
  earliest: { date: string } | null;
};

describe('workshop capacity: hours per store and the first free day', () => {
  it('shows both stores with their demo week, exceptions, 14 days of load and first free day', async () => {
    const res = await mechanic.get('/api/workshop/capacity');
    expect(res.status).toBe(200);
    const stores = res.body.stores as Store[];
    expect(stores.map((s) => s.storeName)).toEqual(['Liège', 'Bruxelles']);
    expect(stores[0]!.weekly).toEqual([960, 960, 960, 960, 960, 480, 0]);
    expect(stores[0]!.load).toHaveLength(14);
    expect(stores[0]!.load[0]!.date).toBe(today);
    const closed = stores[0]!.exceptions.find((e) => e.kind === 'closed' && e.date === addDays(today, 3));
    expect(closed).toBeDefined();
    expect(stores[0]!.load[3]!.capacityMinutes).toBe(0);
    expect(stores[1]!.earliest).not.toBeNull();
  });

  it('replaces a store’s week and exceptions (admin), with who and when in the history', async () => {
    const monday = quietMonday();
    const body = {
      stores: [
        {
          storeId: 2,
          weekly: [0, 480, 480, 480, 480, 480, 0],
          exceptions: [{ date: monday, kind: 'extra', minutes: 120, note: 'Renfort' }],
        },
      ],
    };
    const res = await admin.put('/api/workshop/capacity', body);
    expect(res.status).toBe(200);
    const brussels = (res.body.stores as Store[]).find((s) => s.storeId === 2)!;
    expect(brussels.weekly).toEqual([0, 480, 480, 480, 480, 480, 0]);
    expect(brussels.exceptions).toEqual([{ date: monday, kind: 'extra', minutes: 120, note: 'Renfort' }]);
    // The Monday now holds the two extra hours, and no more.
    const earliest = (minutes: number) =>
      employee.get(`/api/workshop/capacity/earliest?storeId=2&durationMinutes=${minutes}&from=${monday}`);
    expect([(await earliest(120)).body.date, (await earliest(121)).body.date]).toEqual([monday, addDays(monday, 1)]);
    // Liège was not in the body: it keeps its week.
    expect((res.body.stores as Store[]).find((s) => s.storeId === 1)!.weekly[0]).toBe(960);
    const audit = await auditOf(t.db, 'workshop_capacity', 2);
    expect(audit.map((a) => a.action)).toContain('workshop_capacity.updated');
    expect(audit.at(-1)?.actorId).toBe(admin.user.id);
  });

  it('answers the first day with room for the customer form, skipping closed days', async () => {
    // Brussels now: closed on Monday except for 2 extra hours, open Tuesday to Saturday.
    const monday = quietMonday();
    const short = await employee.get(`/api/workshop/capacity/earliest?storeId=2&durationMinutes=60&from=${monday}`);
    expect(short.status).toBe(200);
    expect(short.body).toEqual({ date: monday, storeId: 2 });
    const long = await employee.get(`/api/workshop/capacity/earliest?storeId=2&durationMinutes=180&from=${monday}`);
    expect(long.body).toEqual({ date: addDays(monday, 1), storeId: 2 });
    const sunday = addDays(monday, 6);
    expect((await employee.get(`/api/workshop/capacity/earliest?storeId=2&durationMinutes=60&from=${sunday}`)).body.date).toBe(
      addDays(sunday, 2),
    );
    // More than any day holds: 409 capacity_full.
    const tooLong = await employee.get('/api/workshop/capacity/earliest?storeId=2&durationMinutes=600');
    expect(tooLong.status).toBe(409);
    expect(tooLong.body.error.code).toBe('capacity_full');
    expect((await employee.get('/api/workshop/capacity/earliest?storeId=99&durationMinutes=60')).status).toBe(422);
    expect((await employee.get('/api/workshop/capacity/earliest?storeId=2&durationMinutes=0')).status).toBe(422);
    expect((await t.client().get('/api/workshop/capacity/earliest?storeId=2&durationMinutes=60')).status).toBe(401);
  });

  it('refuses a booking on a full day (409 capacity_full) through the booked-minutes port', async () => {
    const tuesday = addDays(quietMonday(), 1);
    const booked = async (storeId: number) => (storeId === 2 ? { [tuesday]: 450 } : {});
    const capacity = createCapacityService({
      clock: t.app.clock,
      db: t.db,
      stores: { locations: async () => new Map([[2, { id: 2, name: 'Bruxelles' }]]) },
      booked,
    });
    await expect(capacity.assertRoom(2, tuesday, 30)).resolves.toBeUndefined();
    await expect(capacity.assertRoom(2, tuesday, 31)).rejects.toMatchObject({ statusCode: 409, code: 'capacity_full' });
    await expect(capacity.assertRoom(2, addDays(tuesday, 5), 30)).rejects.toMatchObject({ code: 'capacity_full' }); // Sunday: closed
    expect(await capacity.earliest(2, 60, tuesday)).toEqual({ date: addDays(tuesday, 1), storeId: 2 });
  });
});

describe('workshop capacity: refusals write nothing', () => {
  it('refuses the mechanic’s change, fleet managers and employees (403)', async () => {
    const before = await stored();
    const body = { stores: [{ storeId: 1, weekly: [0, 0, 0, 0, 0, 0, 0], exceptions: [] }] };
    expect((await mechanic.put('/api/workshop/capacity', body)).status).toBe(403);
    for (const client of [fleetAcme, employee]) {
      expect((await client.get('/api/workshop/capacity')).status).toBe(403);
      expect((await client.put('/api/workshop/capacity', body)).status).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 422 for a bad week, a past or doubled exception, or an unknown store', async () => {
    const before = await stored();
    const bad = async (store: Record<string, unknown>) =>
      admin.put('/api/workshop/capacity', { stores: [{ storeId: 1, weekly: [480, 480, 480, 480, 480, 0, 0], exceptions: [], ...store }] });
    expect((await bad({ weekly: [480, 480] })).body.error.fields).toHaveProperty(['stores.0.weekly']);
    expect((await bad({ weekly: [480, 480, 480, 480, 480, -1, 0] })).status).toBe(422);
    expect((await bad({ exceptions: [{ date: addDays(today, -1), kind: 'closed' }] })).body.error.fields).toEqual({
      'stores.0.exceptions.0.date': 'in_the_past',
    });
    const twice = await bad({
      exceptions: [
        { date: addDays(today, 5), kind: 'closed' },
        { date: addDays(today, 5), kind: 'extra', minutes: 60 },
      ],
    });
    expect(twice.status).toBe(422);
    expect((await bad({ exceptions: [{ date: addDays(today, 5), kind: 'extra' }] })).status).toBe(422);
    expect((await bad({ storeId: 99 })).body.error.fields).toEqual({ 'stores.0.storeId': 'unknown_location' });
    expect((await admin.put('/api/workshop/capacity', { stores: [] })).status).toBe(422);
    expect(await stored()).toEqual(before);
  });
});
