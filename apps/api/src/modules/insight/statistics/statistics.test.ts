import { addDays, brusselsToday, MARGIN_GROUPS, SALES_GROUPS } from '@veloport/domain';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { billsStatisticsReference as reference, repairStatisticsReference } from './statistics.reference';
import { insightStatisticsRepository as repo, type TurnaroundRow } from './statistics.repository';

const t = useDemoApp();
const admin = t.signedIn('admin');
const others = [t.signedIn('fleetAcme'), t.signedIn('sales'), t.signedIn('mechanic'), t.signedIn('employee')];
const ids = t.companyIds();

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
// Around today, so that a bill issued while the test runs is inside the period even across midnight.
const period = () => `from=${addDays(brusselsToday(), -1)}&to=${addDays(brusselsToday(), 1)}`;
type Totals = { orders: number; units: number; revenueExclVatCents: number };
type Keyed = { key: string; revenueExclVatCents: number; costCents: number; unknownCostRevenueCents: number; marginCents: number };

async function issued(lines: { description: string; quantity: number; unitPriceCents: number; vatRate: number }[]) {
  const draft = await admin.post('/api/bills', { companyId: ids.Acme, lines });
  expect(draft.status).toBe(201);
  const bill = await admin.post(`/api/bills/${draft.body.id}/issue`);
  expect(bill.status).toBe(200);
  return bill.body as { id: number; totals: { exclVatCents: number } };
}

describe('admin statistics', () => {
  it('are for admins only, refuse a bad period or grouping with 422, and are in the OpenAPI document', async () => {
    const urls = [
      '/api/statistics/sales?from=2026-01-01&to=2026-01-31&groupBy=month',
      '/api/statistics/margin?from=2026-01-01&to=2026-01-31&groupBy=kind',
      '/api/statistics/repair?from=2026-01-01&to=2026-01-31',
    ];
    for (const url of urls) {
      expect((await t.client().get(url)).status).toBe(401);
      for (const caller of others) expect((await caller.get(url)).status).toBe(403);
      expect((await admin.get(url)).status).toBe(200);
    }
    const bad = {
      '/api/statistics/sales?from=2026-02-30&to=2026-03-31': { from: 'invalid' },
      '/api/statistics/sales?from=2026-03-01&to=2026-02-01': { to: 'end_before_start' },
      '/api/statistics/sales?from=2026-01-01&to=2026-01-31&groupBy=week': { groupBy: 'invalid' },
      '/api/statistics/margin?from=2026-01-01&to=2026-01-31&groupBy=store': { groupBy: 'invalid' },
      '/api/statistics/margin?from=2026-01-01&to=2026-01-31&groupBy=contract': { groupBy: 'invalid' },
      '/api/statistics/repair?to=2026-01-31': { from: 'required' },
      '/api/statistics/repair?from=2026-01-01&to=9999-12-31': { to: 'invalid' },
    };
    for (const [url, fields] of Object.entries(bad)) {
      const res = await admin.get(url);
      expect(res.status, url).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', fields });
    }
    const { paths } = (await admin.get('/api/docs/json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/statistics/sales', '/api/statistics/margin', '/api/statistics/repair']),
    );
  });

  it("reconciles the sales with the bills: the period's issued bills minus its credit notes, excluding VAT", async () => {
    const before = (await admin.get(`/api/statistics/sales?${period()}&groupBy=channel`)).body as { totals: Totals };
    const first = await issued([
      { description: 'Casque', quantity: 2, unitPriceCents: 4_000, vatRate: 21 },
      { description: 'Main-d’œuvre', quantity: 1.5, unitPriceCents: 5_000, vatRate: 6 },
    ]);
    const second = await issued([{ description: 'Antivol', quantity: 1, unitPriceCents: 6_500, vatRate: 21 }]);
    const credit = await admin.post(`/api/bills/${first.id}/credit-note`, {
      lines: [{ description: 'Casque', quantity: 1, unitPriceCents: 4_000, vatRate: 21 }],
    });
    expect(credit.status).toBe(201);
    expect(credit.body.totals.exclVatCents).toBe(-4_000);

    const after = (await admin.get(`/api/statistics/sales?${period()}&groupBy=channel`)).body as {
      series: ({ key: string } & Totals)[];
      totals: Totals;
    };
    expect(first.totals.exclVatCents + second.totals.exclVatCents).toBe(8_000 + 7_500 + 6_500);
    expect(after.totals.revenueExclVatCents - before.totals.revenueExclVatCents).toBe(8_000 + 7_500 + 6_500 - 4_000);
    // Two invoices; the credit note takes one helmet back but is not an order.
    expect(after.totals.orders - before.totals.orders).toBe(2);
    expect(after.totals.units - before.totals.units).toBeCloseTo(2 + 1.5 + 1 - 1);
    const sum = (key: keyof Totals) => after.series.reduce((n, r) => n + r[key], 0);
    expect(sum('revenueExclVatCents')).toBe(after.totals.revenueExclVatCents);
    expect(sum('orders')).toBe(after.totals.orders);
    // Typed by hand: the shop's own channel.
    expect(after.series.map((r) => r.key)).toContain('shop');

    // The same figure, month by month and as the books see it: every issued, numbered bill of the period.
    for (const groupBy of ['month', 'store', 'brand', 'model', 'contract', 'company']) {
      const other = (await admin.get(`/api/statistics/sales?${period()}&groupBy=${groupBy}`)).body as { series: Totals[]; totals: Totals };
      expect(other.totals, groupBy).toEqual(after.totals);
      expect(other.series.reduce((n, r) => n + r.revenueExclVatCents, 0)).toBe(after.totals.revenueExclVatCents);
    }
    const [books] = rows<{ total: number }>(
      await t.db.execute(
        sql`select coalesce(sum(excl_vat_cents), 0)::int as total from bills where status <> 'draft' and number is not null and issue_date between ${addDays(brusselsToday(), -1)}::date and ${addDays(brusselsToday(), 1)}::date`,
      ),
    );
    expect(after.totals.revenueExclVatCents).toBe(books!.total);

    const csv = await admin.get(`/api/statistics/sales?${period()}&groupBy=channel&format=csv&lang=en`);
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Channel;Invoices;Units;Revenue excl. VAT');
    expect(csv.raw).toContain('Typed in the shop');

    // Both invoices are Acme's; typed by hand, they sell no contract we can name.
    const byCompany = (await admin.get(`/api/statistics/sales?${period()}&groupBy=company`)).body as {
      series: ({ key: string; label: string } & Totals)[];
    };
    const acme = byCompany.series.find((r) => r.key === String(ids.Acme));
    expect(acme?.revenueExclVatCents).toBeGreaterThanOrEqual(8_000 + 7_500 + 6_500 - 4_000);
    const byContract = await admin.get(`/api/statistics/sales?${period()}&groupBy=contract&format=csv&lang=en`);
    expect(byContract.raw).toContain('Contract;Invoices;Units;Revenue excl. VAT');
    expect(byContract.raw).toContain('Other');
  });

  it('keeps the summary exact: the same answers as the bills themselves after issuing, crediting and repricing', async () => {
    // A bike no other bill sells (the demo's history bills bikes on days relative to the clock): its new price then
    // moves only this sale's cost and its credit note's share.
    const [bike] = rows<{ id: number; cost: number }>(
      await t.db.execute(
        sql`select id, purchase_price_cents as cost from bikes where purchase_price_cents > 0 and id not in (select bike_id from bill_bikes) order by id desc limit 1`,
      ),
    );
    const sale = await issued([{ description: 'Vélo', quantity: 1, unitPriceCents: 300_001, vatRate: 21 }]);
    expect((await admin.put(`/api/bills/${sale.id}/bikes`, { bikeIds: [bike!.id] })).status).toBe(200);
    const credit = await admin.post(`/api/bills/${sale.id}/credit-note`, {
      lines: [{ description: 'Remise', quantity: 1, unitPriceCents: 100_000, vatRate: 21 }],
    });
    expect(credit.status).toBe(201);
    // The credit note takes back its share of the cost (100,000 of 300,001), rounded as the database rounds.
    const share = (cost: number) => -Math.round((cost * 100_000) / 300_001);
    const margin = async () =>
      ((await admin.get(`/api/statistics/margin?${period()}&groupBy=kind`)).body as { totals: Keyed }).totals.costCents;
    const before = await margin();
    await t.db.execute(sql`update bikes set purchase_price_cents = ${bike!.cost + 3_000} where id = ${bike!.id}`);
    expect((await margin()) - before).toBe(3_000 + share(bike!.cost + 3_000) - share(bike!.cost));

    const byKey = <T extends { key: string | null }>(list: T[]) => [...list].sort((a, b) => String(a.key).localeCompare(String(b.key)));
    for (const [from, to] of [
      [addDays(brusselsToday(), -1), addDays(brusselsToday(), 1)],
      ['2000-01-01', '2100-12-31'],
    ] as const) {
      for (const g of SALES_GROUPS)
        expect(byKey(await repo.sales(t.db, from, to, g)), `sales by ${g}`).toEqual(byKey(await reference.sales(t.db, from, to, g)));
      for (const g of MARGIN_GROUPS)
        expect(byKey(await repo.margin(t.db, from, to, g)), `margin by ${g}`).toEqual(byKey(await reference.margin(t.db, from, to, g)));
    }
    // Row for row: the summary holds what its view computes from the bills now, nothing more, nothing less, and its
    // totals by day and the requests by month are the sums of what they follow.
    const byDay = sql`select issue_date as day, count(*)::int, (count(*) filter (where invoice))::int, sum(units),
      sum(revenue_cents)::bigint, coalesce(sum(cost_cents), 0)::bigint,
      coalesce(sum(revenue_cents) filter (where cost_cents is null), 0)::bigint from bill_statistics group by 1`;
    const byMonth = sql`select to_char(created_at at time zone 'Europe/Brussels', 'YYYY-MM'), count(*)::int from maintenance_requests group by 1`;
    const drift = async (a: SQL, b: SQL) =>
      rows<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from ((${a} except all ${b}) union all (${b} except all ${a})) d`),
      )[0]!.n;
    expect(await drift(sql`select * from bill_statistics`, sql`select * from bill_statistics_of`)).toBe(0);
    expect(await drift(sql`select * from bill_statistics_days`, byDay)).toBe(0);
    expect(await drift(sql`select * from maintenance_request_months`, byMonth)).toBe(0);
  });

  it('keeps the turnaround summary exact: the same answers as the steps themselves after completing, re-completing and moving', async () => {
    const [bikeC, bikeD] = rows<{ id: number }>(await t.db.execute(sql`select id from bikes order by id desc limit 2`)).map((b) => b.id);
    const [external] = rows<{ id: number }>(
      await t.db.execute(sql`insert into external_bikes (brand, model, search) values ('Test', 'Bike', 'test') returning id`),
    );
    const [admin0, mechanic] = rows<{ id: number }>(
      await t.db.execute(sql`select id from users where email in ('admin@veloport.test', 'mechanic@veloport.test') order by email`),
    ).map((u) => u.id);
    const [store1, store2] = rows<{ id: number }>(await t.db.execute(sql`select id from stock_locations order by id limit 2`)).map(
      (s) => s.id,
    );
    // A year nothing else reaches: four requests made on 1 May 2091 (bike C, bike D, a registered bike, none).
    const [r1, r2, r3, r4] = rows<{ id: number }>(
      await t.db.execute(sql`
        insert into maintenance_requests (bike_label, problem, location, created_at, store_id, bike_id, external_bike_id)
        select 'Test bike', 'Freins', 'shop', timestamptz '2091-05-01 09:00:00+02', ${store1}::int,
          case n when 1 then ${bikeC}::int when 2 then ${bikeD}::int end, case n when 3 then ${external!.id}::int end
        from generate_series(1, 4) n order by n returning id`),
    ).map((r) => r.id);
    const complete = (id: number, day: string, actor: number | null) =>
      t.db.execute(sql`insert into maintenance_steps (request_id, step, at, actor_id)
        values (${id}, 'completed', ${`${day} 12:00:00+02`}::timestamptz, ${actor}) returning id`);
    const byGroup = (list: TurnaroundRow[]) => [...list].sort((a, b) => `${a.group}${a.id}`.localeCompare(`${b.group}${b.id}`));
    const year = [new Date('2091-01-01T00:00:00+01:00'), new Date('2092-01-01T00:00:00+01:00')] as const;
    const same = async (when: string) => {
      for (const [start, end] of [year, [new Date('2000-01-01'), new Date('2100-01-01')]] as const)
        expect(byGroup(await repo.turnaround(t.db, start, end)), when).toEqual(
          byGroup(await repairStatisticsReference.turnaround(t.db, start, end)),
        );
      const drift = sql`select count(*)::int as n from (
        (select * from maintenance_request_statistics except all select * from maintenance_request_statistics_of)
        union all (select * from maintenance_request_statistics_of except all select * from maintenance_request_statistics)) d`;
      expect(rows<{ n: number }>(await t.db.execute(drift))[0]!.n, when).toBe(0);
      return (await repo.turnaround(t.db, ...year)).find((r) => r.group === 'all');
    };
    const fix = async () => (await admin.get('/api/statistics/repair?from=2091-01-01&to=2091-12-31')).body.firstTimeFixPercent;

    for (const [i, id] of [r1!, r2!, r3!, r4!].entries()) await complete(id, `2091-05-0${i + 3}`, i === 0 ? mechanic! : null);
    expect(await same('completed')).toMatchObject({ finished: 4, onKnownBike: 3, fixedFirstTime: 3 });
    // Completed again: earlier by the admin (the new first completion), later for bike D's (no change).
    await complete(r1!, '2091-05-02', admin0!);
    const [late] = rows<{ id: number }>(await complete(r2!, '2091-06-30', mechanic!));
    expect((await same('re-completed'))?.median).toBe(3.625);
    // Bike C comes back 18 days after its job: not fixed the first time; given to bike D instead, then made in July.
    const [back] = rows<{ id: number }>(
      await t.db.execute(sql`insert into maintenance_requests (bike_label, problem, location, created_at, bike_id)
        values ('Test bike', 'Freins encore', 'shop', timestamptz '2091-05-20 09:00:00+02', ${bikeC}) returning id`),
    );
    expect(await same('came back')).toMatchObject({ onKnownBike: 3, fixedFirstTime: 2 });
    expect(await fix()).toBe(66.7);
    await t.db.execute(sql`update maintenance_requests set bike_id = ${bikeD} where id = ${back!.id}`);
    await same('bike changed');
    await t.db.execute(sql`update maintenance_requests set external_bike_id = ${external!.id}, bike_id = null where id = ${back!.id}`);
    expect(await same('registered bike')).toMatchObject({ fixedFirstTime: 2 });
    await t.db.execute(sql`update maintenance_requests set created_at = timestamptz '2091-07-01 09:00:00+02' where id = ${back!.id}`);
    expect(await same('made later')).toMatchObject({ fixedFirstTime: 3 });
    await t.db.execute(sql`update maintenance_requests set created_at = timestamptz '2091-05-10 09:00:00+02' where id = ${back!.id}`);
    expect(await same('made earlier')).toMatchObject({ fixedFirstTime: 2 });
    await t.db.execute(sql`delete from maintenance_requests where id = ${back!.id}`);
    expect(await same('deleted')).toMatchObject({ fixedFirstTime: 3 });
    expect(await fix()).toBe(100);
    // The store, a step's moment and who recorded it, a first completion taken back, a request no longer finished.
    await t.db.execute(sql`update maintenance_requests set store_id = ${store2} where id = ${r2}`);
    await t.db.execute(
      sql`update maintenance_steps set at = timestamptz '2091-05-02 08:00:00+02', actor_id = ${admin0} where id = ${late!.id}`,
    );
    await t.db.execute(sql`delete from maintenance_steps where request_id = ${r1} and actor_id = ${admin0}`);
    await t.db.execute(sql`update maintenance_steps set step = 'diagnosis' where request_id = ${r4}`);
    expect(await same('moved')).toMatchObject({ finished: 3 });
    await t.db.execute(sql`delete from maintenance_requests where id in (${r1}, ${r2}, ${r3}, ${r4})`);
    expect(await same('all deleted')).toMatchObject({ finished: 0, median: null });
  });

  it('converts the offers made in the period: how many are signed by now and the median days to sign', async () => {
    // A year nothing else reaches: four offers made on 1 March 2090, two signed after 2 and 6 days, one lost.
    await t.db.execute(sql`
      insert into offers (contract_type, status, created_at, signed_at)
      values ('purchase', 'signed', timestamptz '2090-03-01 10:00:00+01', timestamptz '2090-03-03 10:00:00+01'),
        ('leasing', 'signed', timestamptz '2090-03-01 10:00:00+01', timestamptz '2090-03-07 10:00:00+01'),
        ('leasing', 'lost', timestamptz '2090-03-01 10:00:00+01', null),
        ('purchase', 'in_progress', timestamptz '2090-03-01 10:00:00+01', null)`);
    const year = (await admin.get('/api/statistics/sales?from=2090-01-01&to=2090-12-31&groupBy=contract')).body;
    expect(year.offers).toEqual({ made: 4, signed: 2, conversionPercent: 50, medianDaysToSign: 4 });
    const april = (await admin.get('/api/statistics/sales?from=2090-04-01&to=2090-04-30')).body;
    expect(april.offers).toEqual({ made: 0, signed: 0, conversionPercent: null, medianDaysToSign: null });
  });

  it("counts a bike's purchase price as its cost and keeps revenue of unknown cost apart, never at zero cost", async () => {
    const [bike] = rows<{ id: number; cost: number; brand: string; model: string }>(
      await t.db.execute(
        sql`select k.id, k.purchase_price_cents as cost, m.brand, m.brand || ' ' || m.model as model from bikes k join bike_models m on m.id = k.model_id where k.purchase_price_cents > 0 order by k.id limit 1`,
      ),
    );
    const before = (await admin.get(`/api/statistics/margin?${period()}&groupBy=kind`)).body as { series: Keyed[]; totals: Keyed };
    const sale = await issued([{ description: 'Vélo', quantity: 1, unitPriceCents: bike!.cost + 50_000, vatRate: 21 }]);
    expect((await admin.put(`/api/bills/${sale.id}/bikes`, { bikeIds: [bike!.id] })).status).toBe(200);
    await issued([{ description: 'Réglage', quantity: 1, unitPriceCents: 3_000, vatRate: 21 }]);

    const after = (await admin.get(`/api/statistics/margin?${period()}&groupBy=kind`)).body as { series: Keyed[]; totals: Keyed };
    const of = (list: Keyed[], key: string) =>
      list.find((r) => r.key === key) ?? { revenueExclVatCents: 0, costCents: 0, unknownCostRevenueCents: 0, marginCents: 0 };
    const delta = (key: string, field: keyof Omit<Keyed, 'key'>) => of(after.series, key)[field] - of(before.series, key)[field];
    expect(delta('bike', 'revenueExclVatCents')).toBe(bike!.cost + 50_000);
    expect(delta('bike', 'costCents')).toBe(bike!.cost);
    expect(delta('bike', 'marginCents')).toBe(50_000);
    expect(delta('bike', 'unknownCostRevenueCents')).toBe(0);
    expect(delta('other', 'revenueExclVatCents')).toBe(3_000);
    expect(delta('other', 'unknownCostRevenueCents')).toBe(3_000);
    expect(delta('other', 'costCents')).toBe(0);
    expect(delta('other', 'marginCents')).toBe(0);
    const { totals } = after;
    expect(totals.marginCents).toBe(totals.revenueExclVatCents - totals.unknownCostRevenueCents - totals.costCents);

    const byBrand = (await admin.get(`/api/statistics/margin?${period()}&groupBy=brand`)).body as { series: Keyed[] };
    expect(of(byBrand.series, bike!.brand).costCents).toBeGreaterThanOrEqual(bike!.cost);
    const byModel = (await admin.get(`/api/statistics/margin?${period()}&groupBy=model`)).body as { series: Keyed[] };
    expect(of(byModel.series, bike!.model).costCents).toBeGreaterThanOrEqual(bike!.cost);
    const byCompany = (await admin.get(`/api/statistics/margin?${period()}&groupBy=company`)).body as { series: Keyed[]; totals: Keyed };
    expect(byCompany.totals).toEqual(totals);
    expect(of(byCompany.series, String(ids.Acme)).costCents).toBeGreaterThanOrEqual(bike!.cost);
  });

  it('counts maintenance requests by category, store and mechanic, their turnaround, first-time fix and the workshop load', async () => {
    const [store] = rows<{ id: number; name: string; nl: string }>(
      await t.db.execute(sql`select id, name, name_translations ->> 'nl' as nl from stock_locations order by id limit 1`),
    );
    const [mechanic] = rows<{ id: number; name: string }>(
      await t.db.execute(sql`select id, firstname || ' ' || lastname as name from users where email = 'mechanic@veloport.test'`),
    );
    const [bikeA, bikeB] = rows<{ id: number }>(await t.db.execute(sql`select id from bikes order by id limit 2`)).map((b) => b.id);
    // A year no demo request reaches: six requests made on 1 March 2090, the first four at the store; five finished
    // after 1, 2, 3, 4 (by the mechanic) and 10 days (nobody recorded), one still open.
    const made = rows<{ id: number }>(
      await t.db.execute(sql`
        insert into maintenance_requests (bike_label, problem, location, priority, created_at, store_id, bike_id)
        select 'Test bike', 'Freins', case when n <= 4 then 'shop' else 'company' end, n = 6, timestamptz '2090-03-01 09:00:00+01',
          case when n <= 4 then ${store!.id}::int end, case n when 1 then ${bikeA}::int when 2 then ${bikeB}::int end
        from generate_series(1, 6) n order by n returning id`),
    ).map((r) => r.id);
    const days = [1, 2, 3, 4, 10];
    for (const [i, d] of days.entries())
      await t.db.execute(sql`insert into maintenance_steps (request_id, step, at, actor_id)
        values (${made[i]}, 'completed', timestamptz '2090-03-01 09:00:00+01' + make_interval(days => ${d}), ${i < 4 ? mechanic!.id : null})`);
    // Bike A is back 29 days after its job (not fixed the first time); bike B is not; the others name no bike.
    await t.db.execute(sql`insert into maintenance_requests (bike_label, problem, location, created_at, bike_id)
      values ('Test bike', 'Freins encore', 'other', timestamptz '2090-03-31 09:00:00+02', ${bikeA})`);
    // The load: the first two jobs planned on Tuesday 6 March 2090 (90 + 120 minutes) at a store with a known week.
    await t.db.execute(sql`update maintenance_requests set scheduled_at = timestamptz '2090-03-06 10:00:00+01',
      estimated_minutes = case when id = ${made[0]} then 90 else 120 end where id in (${made[0]}, ${made[1]})`);
    for (const [weekday, minutes] of [480, 480, 480, 480, 480, 240, 0].entries())
      await t.db
        .execute(sql`insert into workshop_capacity_weekdays (store_id, weekday, minutes) values (${store!.id}, ${weekday}, ${minutes})
        on conflict (store_id, weekday) do update set minutes = excluded.minutes`);
    await t.db.execute(
      sql`insert into workshop_capacity_exceptions (store_id, date, kind, minutes) values (${store!.id}, '2090-03-07', 'extra', 60)`,
    );

    const res = await admin.get('/api/statistics/repair?from=2090-01-01&to=2090-12-31');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requests: 7, finished: 5, medianTurnaroundDays: 3, p90TurnaroundDays: 7.6, firstTimeFixPercent: 50 });
    expect(res.body.byCategory).toEqual([
      { key: 'shop', requests: 4 },
      { key: 'company', requests: 2 },
      { key: 'other', requests: 1 },
    ]);
    expect(res.body.byPriority).toEqual([
      { key: 'normal', requests: 6 },
      { key: 'urgent', requests: 1 },
    ]);
    type Group = { key: string; label: string; requests: number; finished: number; medianTurnaroundDays: number | null };
    const byStore = res.body.byStore as (Group & { bookedMinutes: number })[];
    expect(byStore.find((s) => s.key === String(store!.id))).toMatchObject({
      label: store!.name,
      requests: 4,
      finished: 4,
      medianTurnaroundDays: 2.5,
      bookedMinutes: 210,
    });
    expect(byStore.at(-1)).toMatchObject({ key: 'none', requests: 3, finished: 1, medianTurnaroundDays: 10 });
    // A Dutch reader reads the store's Dutch name, on screen and in the sales by store (Luik for Liège, decision 101).
    expect(store!.nl).not.toBe(store!.name);
    const inDutch = (url: string) => admin.request('GET', url, undefined, { 'accept-language': 'nl' });
    const dutch = (await inDutch('/api/statistics/repair?from=2090-01-01&to=2090-12-31')).body;
    expect(dutch.byStore.find((s: Group) => s.key === String(store!.id)).label).toBe(store!.nl);
    const sales = (await inDutch('/api/statistics/sales?from=2025-01-01&to=2026-12-31&groupBy=store')).body;
    const dutchNames = new Map(
      rows<{ id: number; nl: string }>(await t.db.execute(sql`select id, name_translations ->> 'nl' as nl from stock_locations`)).map(
        (r) => [String(r.id), r.nl],
      ),
    );
    const storeRows = (sales.series as Group[]).filter((s) => s.key !== 'none');
    expect(storeRows.length).toBeGreaterThan(0);
    for (const row of storeRows) expect(row.label).toBe(dutchNames.get(row.key));
    expect(res.body.byMechanic).toEqual([
      { key: String(mechanic!.id), label: mechanic!.name, requests: 4, finished: 4, medianTurnaroundDays: 2.5 },
      { key: 'none', label: 'none', requests: 1, finished: 1, medianTurnaroundDays: 10 },
    ]);

    // One week, every weekday once: 5 × 480 + 240 minutes, plus the extra hour on the 7th; 210 planned of 2,700.
    const week = (await admin.get('/api/statistics/repair?from=2090-03-05&to=2090-03-11')).body;
    expect(week.byStore.find((s: Group) => s.key === String(store!.id))).toMatchObject({
      bookedMinutes: 210,
      capacityMinutes: 2_700,
      loadPercent: 7.8,
    });
    expect(week.workshopLoad.bookedMinutes).toBe(210);

    // April only: finished in April does not count; nothing made in April (bike A came back on 31 March).
    const april = (await admin.get('/api/statistics/repair?from=2090-04-01&to=2090-04-30')).body;
    expect(april).toMatchObject({
      requests: 0,
      finished: 0,
      medianTurnaroundDays: null,
      byCategory: [],
      firstTimeFixPercent: null,
      byMechanic: [],
    });

    const xlsx = await admin.get('/api/statistics/repair?from=2090-01-01&to=2090-12-31&format=xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const csv = await admin.get('/api/statistics/repair?from=2090-01-01&to=2090-12-31&format=csv&lang=en');
    expect(csv.raw).toContain('First-time fix (%);50');
    expect(csv.raw).toContain(`Mechanic ${mechanic!.name}: Requests finished;4`);
  });
});
