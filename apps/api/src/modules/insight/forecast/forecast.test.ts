import { addMonthKeys, clockFrom } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { bills, leasingContracts, maintenanceRequests } from '../../../db/schema';

// The app lives on 10 March 2016, before any demo record: the only history is the one this file writes.
const t = useDemoApp({ clock: clockFrom('2016-03-10') });
const admin = t.signedIn('admin');
const mechanic = t.signedIn('mechanic');
const fleet = t.signedIn('fleetAcme');

// Repair requests per month from February 2013 to February 2016: the same season each year.
const SEASON = [4, 5, 8, 10, 12, 14, 9, 6, 7, 6, 5, 3]; // January … December
const FIRST = '2013-02';
const MONTHS = 37;
const expectedMonths = (first: string, n: number) => Array.from({ length: n }, (_, i) => addMonthKeys(first, i));

beforeAll(async () => {
  const rows = expectedMonths(FIRST, MONTHS).flatMap((month) =>
    Array.from({ length: SEASON[Number(month.slice(5)) - 1]! }, (_, i) => ({
      bikeLabel: 'Test bike',
      problem: 'Brakes',
      location: 'shop',
      createdAt: new Date(`${month}-${String(2 + i).padStart(2, '0')}T10:00:00Z`),
    })),
  );
  await t.db.insert(maintenanceRequests).values(rows);
  // May 2015: a bill of 100 € excl. VAT, a credit note of 25 € on it, and a draft that does not count.
  const bill = (n: number, excl: number, extra: object) => ({
    customerName: 'Forecast customer',
    structuredCommunication: `99999999${String(n).padStart(4, '0')}`,
    exclVatCents: excl,
    inclVatCents: Math.round(excl * 1.21),
    ...extra,
  });
  await t.db.insert(bills).values([
    bill(1, 10_000, { status: 'paid', year: 2015, sequence: 90001, number: '2015-90001', issueDate: '2015-05-12' }),
    bill(2, -2_500, {
      kind: 'credit_note',
      status: 'issued',
      year: 2015,
      sequence: 90002,
      number: '2015-90002',
      issueDate: '2015-05-20',
    }),
    bill(3, 99_999, { status: 'draft', issueDate: '2015-05-21' }),
  ]);
  // A leasing contract running from June 2015 to May 2016 at 45 € a month.
  const bike = (await t.db.execute(sql`select id from bikes order by id limit 1`)) as unknown as { rows: { id: number }[] };
  await t.db.insert(leasingContracts).values({
    bikeId: bike.rows[0]!.id,
    frameNumber: 'FORECAST-1',
    bikeLabel: 'Test bike',
    startDate: '2015-06-01',
    endDate: '2016-05-31',
    contractMonths: 12,
    bikeAmountCents: 200_000,
    monthlyPriceCents: 4_500,
  });
});

describe('forecast', () => {
  it('forecasts repair requests from their seasons, with the backtest and an interval, for admins only', async () => {
    const res = await admin.get('/api/statistics/forecast?metric=repairs&months=12');
    expect(res.status).toBe(200);
    // History: every complete month from the first request to February 2016; the forecast starts this month.
    expect(res.body.history.map((h: { month: string }) => h.month)).toEqual(expectedMonths(FIRST, MONTHS));
    expect(res.body.history[0].value).toBe(SEASON[1]);
    expect(res.body.forecast.map((f: { month: string }) => f.month)).toEqual(expectedMonths('2016-03', 12));
    // A season that repeats exactly: last year's months are the best forecast, and the backtest says it never missed.
    expect(res.body.method).toBe('seasonal_naive');
    expect(res.body.backtestMapePercent).toBe(0);
    expect(res.body.compared.map((c: { method: string }) => c.method)).toEqual(['seasonal_naive', 'holt_winters']);
    expect(res.body.forecast.map((f: { value: number }) => f.value)).toEqual([...SEASON.slice(2), ...SEASON.slice(0, 2)]);
    expect(res.body.forecast[0]).toMatchObject({ low: SEASON[2], high: SEASON[2] });

    expect((await mechanic.get('/api/statistics/forecast')).status).toBe(403);
    expect((await fleet.get('/api/statistics/forecast')).status).toBe(403);
    expect((await t.client().get('/api/statistics/forecast')).status).toBe(401);
    for (const bad of ['metric=weather', 'months=2', 'months=13', 'months=six', 'months=4.5']) {
      const refused = await admin.get(`/api/statistics/forecast?${bad}`);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(Object.keys(refused.body.error.fields)).toEqual([bad.split('=')[0]]);
    }
  });

  it('reads sales from issued bills minus credit notes, and leasing income from the contracts running', async () => {
    const sales = await admin.get('/api/statistics/forecast?metric=sales&months=3');
    expect(sales.status).toBe(200);
    expect(sales.body.history[0]).toEqual({ month: '2015-05', value: 7_500 });
    expect(sales.body.history).toHaveLength(10);
    // Ten months: too short for a season; the method says so and no backtest is claimed.
    expect(sales.body).toMatchObject({ method: 'mean_short_history', backtestMapePercent: null, unit: 'cents' });
    expect(sales.body.forecast).toHaveLength(3);

    const leasing = await admin.get('/api/statistics/forecast?metric=leasing_income');
    expect(leasing.body.method).toBe('known_contracts');
    expect(leasing.body.history.map((h: { value: number }) => h.value)).toEqual(Array(9).fill(4_500));
    // March to May 2016 are still under contract; June onwards nothing is known yet.
    expect(leasing.body.forecast.map((f: { value: number }) => f.value)).toEqual([4_500, 4_500, 4_500, 0, 0, 0]);
    expect(leasing.body.forecast[0]).toMatchObject({ low: 4_500, high: 4_500 });
  });
});
