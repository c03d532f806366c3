import { addDays, brusselsToday, brusselsWallTimeToIso } from '@veloport/domain';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { sheetRows } from '../../../test/fixtures';
import { reservations, sharedBikeHomes } from '../sharing.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const mechanic = t.signedIn('mechanic');
let liege: number;

const day = (offset: number) => addDays(brusselsToday(), offset);
const at = (offset: number, time: string) => brusselsWallTimeToIso(`${day(offset)}T${time}`)!;
const thisYear = Number(day(0).slice(0, 4));

beforeAll(async () => {
  liege = ((await employee.get('/api/shared-bikes/buildings')).body.data as { id: number; name: string }[]).find(
    (b) => b.name === 'Siège Liège',
  )!.id;
});

describe('my statistics', () => {
  it('shows an employee their days out of 60 and their trips per month this year, and each year since April 2024', async () => {
    const res = await employee.get('/api/shared-bikes/my-statistics');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: thisYear, limit: 60 });
    expect(res.body.years[0]).toBe(2024);
    expect(res.body.years.at(-1)).toBe(thisYear);
    expect(res.body.months).toHaveLength(12);
    // The same count as the booking form's 60-day counter.
    const usage = (await employee.get('/api/shared-bikes/usage')).body;
    expect(res.body.daysUsed).toBe(usage.used);
    expect(res.body.trips).toBeGreaterThan(0);

    const first = await employee.get('/api/shared-bikes/my-statistics?year=2024');
    expect(first.body.months.map((m: { month: string }) => m.month)[0]).toBe('2024-04');
    expect(first.body.months).toHaveLength(9);
    expect(first.body.trips).toBeGreaterThan(10);
    expect(first.body.daysUsed).toBeGreaterThan(10);
  });

  it('answers 422 for a year before the statistics start or after this one', async () => {
    expect((await employee.get('/api/shared-bikes/my-statistics?year=2023')).status).toBe(422);
    const later = await employee.get(`/api/shared-bikes/my-statistics?year=${thisYear + 1}`);
    expect(later.status).toBe(422);
    expect(later.body.error.fields).toEqual({ year: 'invalid' });
  });
});

describe('usage statistics', () => {
  it("gives Acme's fleet manager use per bike, building and month, and counts them the same way", async () => {
    const res = await fleetAcme.get(`/api/shared-bikes/statistics?from=${day(-20)}&to=${day(0)}`);
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.companyId).toBe(ids.Acme);
    expect(s.bikes.map((b: { frameNumber: string }) => b.frameNumber)).toEqual([
      'ACMESHARE001',
      'ACMESHARE002',
      'ACMESHARE003',
      'ACMESHARE004',
      'ACMESHARE005',
      'ACMESHARE006',
    ]);
    expect(s.totals.trips).toBeGreaterThan(10);
    const sum = (list: { trips: number }[]) => list.reduce((n, r) => n + r.trips, 0);
    expect(sum(s.bikes)).toBe(s.totals.trips);
    expect(sum(s.buildings)).toBe(s.totals.trips);
    expect(sum(s.months)).toBe(s.totals.trips);
    expect(s.buildings.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['Siège Liège', 'Entrepôt Herstal']));
    // The demo's office days last 7 or 9.5 hours.
    expect(s.bikes[0].hours).toBeGreaterThan(s.bikes[0].trips * 6.9);
    // The demo's turned-away searches of the past weeks.
    expect(s.totals.turnedAway).toBeGreaterThanOrEqual(4);
  });

  it('lists the shared bikes nobody took in the period with their last use', async () => {
    const res = await fleetAcme.get('/api/shared-bikes/statistics?from=2025-09-01&to=2025-09-30');
    expect(res.status).toBe(200);
    expect(res.body.idle.map((b: { frameNumber: string }) => b.frameNumber)).toEqual(['ACMESHARE006']);
    expect(res.body.idle[0].lastUse.slice(0, 7)).toBe('2025-06');
    expect(res.body.totals.idle).toBe(1);
  });

  it('records a search that found no free bike and shows it once, with who and which slot', async () => {
    // Every Liège bike taken for a slot in nine days, whatever the demo already booked that day (it varies with the date).
    const start = at(9, '10:00');
    const end = at(9, '11:00');
    const bikeIds = (
      await t.db.select({ id: sharedBikeHomes.bikeId }).from(sharedBikeHomes).where(eq(sharedBikeHomes.buildingId, liege))
    ).map((b) => b.id);
    expect(bikeIds.length).toBeGreaterThan(0);
    await t.db
      .delete(reservations)
      .where(and(inArray(reservations.bikeId, bikeIds), lt(reservations.startAt, new Date(end)), gt(reservations.endAt, new Date(start))));
    await t.db.insert(reservations).values(
      bikeIds.map((id, i) => ({
        code: `FULL${i}`,
        companyId: ids.Acme!,
        userId: fleetAcme.user.id,
        bikeId: id,
        buildingId: liege,
        startAt: new Date(start),
        endAt: new Date(end),
      })),
    );
    const url = `/api/shared-bikes/availability?buildingId=${liege}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
    expect((await employee.get(url)).body.data).toEqual([]);
    expect((await employee.get(url)).body.data).toEqual([]);

    const list = await fleetAcme.get(`/api/shared-bikes/turned-away?from=${day(9)}&to=${day(9)}`);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      building: { id: liege, name: 'Siège Liège' },
      user: { id: employee.user.id },
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    });
    const stats = (await fleetAcme.get(`/api/shared-bikes/statistics?from=${day(9)}&to=${day(9)}`)).body;
    expect(stats.buildings.find((b: { id: number }) => b.id === liege).turnedAway).toBe(1);

    const csv = await fleetAcme.get(`/api/shared-bikes/turned-away?from=${day(9)}&to=${day(9)}&format=csv&lang=en`);
    expect(csv.status).toBe(200);
    expect(csv.raw.split('\r\n')[0]).toBe('\uFEFFSearched on;Building;Slot start;Slot end;Person');
    expect(csv.raw).toContain('Siège Liège');
  });

  it('downloads each table as CSV or XLSX in the reader’s language', async () => {
    const bikes = await fleetAcme.get(`/api/shared-bikes/statistics/export?table=bikes&from=${day(-20)}&to=${day(0)}&lang=fr`);
    expect(bikes.status).toBe(200);
    expect(bikes.raw.split('\r\n')[0]).toBe('\uFEFFNuméro de cadre;Bâtiment;Trajets;Heures;Jours utilisés');
    expect(bikes.raw).toContain('ACMESHARE001');
    const months = await fleetAcme.get(
      `/api/shared-bikes/statistics/export?table=months&format=xlsx&from=2024-04-01&to=2024-12-31&lang=nl`,
    );
    expect(months.status).toBe(200);
    const rows = await sheetRows(months.bytes);
    expect(rows[0]).toEqual(['Maand', 'Ritten', 'Uren', 'Zoekopdrachten zonder fiets']);
    expect(rows).toHaveLength(10);
    expect((await fleetAcme.get(`/api/shared-bikes/statistics/export?table=idle&from=2025-09-01&to=2025-09-30`)).raw).toContain(
      'ACMESHARE006',
    );
    expect((await fleetAcme.get(`/api/shared-bikes/statistics/export?table=nothing&from=2025-09-01&to=2025-09-30`)).status).toBe(422);
  });

  it('lets an admin pick any company, keeps fleet managers to their own and refuses everyone else', async () => {
    const q = `from=${day(-20)}&to=${day(0)}`;
    expect((await admin.get(`/api/shared-bikes/statistics?${q}&companyId=${ids.Acme}`)).body.totals.trips).toBeGreaterThan(10);
    const noCompany = await admin.get(`/api/shared-bikes/statistics?${q}`);
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.error.fields).toEqual({ companyId: 'required' });
    expect((await admin.get(`/api/shared-bikes/statistics?${q}&companyId=999999`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/shared-bikes/statistics?${q}&companyId=${ids.Acme}`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/shared-bikes/turned-away?${q}&companyId=${ids.Acme}`)).status).toBe(404);
    const globex = (await fleetGlobex.get(`/api/shared-bikes/statistics?${q}`)).body;
    expect(globex.companyId).toBe(ids.Globex);
    expect(globex.bikes.map((b: { frameNumber: string }) => b.frameNumber)).not.toContain('ACMESHARE001');
    expect((await fleetGlobex.get(`/api/shared-bikes/turned-away?${q}`)).body.meta.total).toBe(0);
    for (const caller of [employee, mechanic]) {
      expect((await caller.get(`/api/shared-bikes/statistics?${q}`)).status).toBe(403);
      expect((await caller.get(`/api/shared-bikes/turned-away?${q}`)).status).toBe(403);
    }
    expect((await t.client().get('/api/shared-bikes/my-statistics')).status).toBe(401);
  });

  it('answers 422 naming the field for a period that is not one', async () => {
    const fields = async (query: string) => (await fleetAcme.get(`/api/shared-bikes/statistics?${query}`)).body.error?.fields;
    expect(await fields('from=2024-03-31&to=2024-04-30')).toEqual({ from: 'before_statistics_start' });
    expect(await fields('from=2025-02-30&to=2025-03-01')).toEqual({ from: 'invalid_date' });
    expect(await fields('from=2025-03-10&to=2025-03-01')).toEqual({ to: 'end_before_start' });
    expect(await fields('from=2024-04-01&to=2026-12-31')).toEqual({ to: 'period_too_long' });
    expect((await fleetAcme.get('/api/shared-bikes/statistics?from=2025-03-01')).status).toBe(422);
  });
});

describe('the turned-away list without a period', () => {
  it('reads the last twelve months, for an admin across companies, and refuses a `to` that is not a day', async () => {
    const mine = (await fleetAcme.get('/api/shared-bikes/turned-away')).body;
    expect(mine.meta.total).toBeGreaterThan(0);
    const all = await admin.get('/api/shared-bikes/turned-away?perPage=100');
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(mine.meta.total);
    for (const to of ['0x4', '2147483648', '2026-13-45']) {
      const res = await fleetAcme.get(`/api/shared-bikes/turned-away?to=${to}`);
      expect(res.status, to).toBe(422);
      expect(res.body.error.fields).toHaveProperty('to');
    }
  });
});
