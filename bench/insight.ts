/**
 * `npm run bench:insight` (also a part of `npm run bench`): the insight module at the bench volumes of the other
 * benches in one fresh database (PGlite, and PostgreSQL when DATABASE_URL is set): 100,000 orders (bench/sales.ts),
 * 200,000 maintenance requests (bench/workshop.ts), 300,000 bills (bench/billing.ts) and 500,000 shared-bike
 * reservations (bench/sharing.ts), spread over the last three years, a third of the bills billing an order (with its
 * bike) and a third a workshop job, the finished requests with their "completed" step. Then p50/p95 through the whole
 * API, as an admin, of every statistic over the last twelve months: the sales by each `SALES_GROUPS` value, the margin
 * by each `MARGIN_GROUPS` value, the repair statistics, the forecast of each `FORECAST_METRICS` metric, and the
 * monitor. Targets (issue 30): each statistic p95 ≤ 300 ms, the monitor p95 ≤ 200 ms; a miss is marked and fails the
 * run. A statistic reads a year of 100,000 bills, so each is measured `BENCH_INSIGHT_RUNS` times (30 by default,
 * not BENCH_RUNS' 300: a p95 of 30 runs is the second slowest). `BENCH_ORDERS`, `BENCH_REQUESTS`, `BENCH_BILLS` and
 * `BENCH_RESERVATIONS` change the volumes (decision 095).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { addDays, addMonths, brusselsToday, FORECAST_METRICS, MARGIN_GROUPS, SALES_GROUPS } from '@veloport/domain';
import type { Database } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import { seedVolume as seedBills } from './billing';
import { seedVolume as seedOrders } from './sales';
import { seedVolume as seedReservations } from './sharing';
import { benchApp, measure, openBenchDatabase, signIn, type BenchKind } from './support';
import { seedVolume as seedRequests } from './workshop';

const RUNS = Number(process.env.BENCH_INSIGHT_RUNS ?? 30);
const STATISTIC_TARGET_MS = 300;
const MONITORING_TARGET_MS = 200;

const one = async <T>(database: Database, q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows[0] as T;

/**
 * What the other benches' volumes lack for the statistics: orders dated over three years (they are all made today),
 * a "completed" step for each finished request (its turnaround), and bills that bill something. A third of the bench
 * bills bill an order and one of the shared bikes (two in three of those with a purchase price, so the margin has
 * known and unknown costs), a third a workshop job; the rest stay manual (the "shop" channel).
 */
export async function seedInsight(database: Database, firstBenchBill: number) {
  const { db } = database;
  await db.execute(sql`
    update orders set created_at = now() - ((id::bigint * 7919) % 1095) * interval '1 day', status_changed_at = now() - ((id::bigint * 7919) % 1095) * interval '1 day'`);
  await db.execute(sql`
    insert into maintenance_steps (request_id, step, at)
    select r.id, 'completed', least(now(), r.created_at + (1 + r.id % 21) * interval '1 day') from maintenance_requests r
    where r.filter = 'finished' and not exists (select 1 from maintenance_steps s where s.request_id = r.id and s.step = 'completed')`);
  await db.execute(sql`update bikes set purchase_price_cents = 150000 + (id % 7) * 10000 where frame_number like 'SHB%' and id % 3 <> 0`);
  const sources = (kind: string, table: ReturnType<typeof sql>, rest: number) => sql`
    insert into bill_sources (bill_id, kind, source_id, label)
    select b.id, ${kind}, s.id, 'Bench source'
    from (select id, row_number() over (order by id) as n from bills where id >= ${firstBenchBill} and id % 3 = ${rest}) b
    join (select t.id, row_number() over (order by t.id) as n from ${table} t
          where not exists (select 1 from bill_sources x where x.kind = ${kind} and x.source_id = t.id)) s on s.n = b.n`;
  await db.execute(sources('order', sql`orders`, 0));
  await db.execute(sources('workshop_job', sql`maintenance_requests`, 1));
  await db.execute(sql`
    insert into bill_bikes (bill_id, bike_id)
    select s.bill_id, k.id
    from (select bill_id, row_number() over (order by bill_id) % (select count(*) from bikes where frame_number like 'SHB%') as n
          from bill_sources where kind = 'order' and bill_id >= ${firstBenchBill}) s
    join (select id, row_number() over (order by id) - 1 as n from bikes where frame_number like 'SHB%') k on k.n = s.n`);
  await db.execute(sql`vacuum analyze`);
}

/** Every URL the insight screens call for a year, each with its label and target. */
export function insightUrls(from: string, to: string) {
  const period = `from=${from}&to=${to}`;
  return [
    ...SALES_GROUPS.map((g) => ({
      label: `sales by ${g}`,
      url: `/api/statistics/sales?${period}&groupBy=${g}`,
      target: STATISTIC_TARGET_MS,
    })),
    ...MARGIN_GROUPS.map((g) => ({
      label: `margin by ${g}`,
      url: `/api/statistics/margin?${period}&groupBy=${g}`,
      target: STATISTIC_TARGET_MS,
    })),
    { label: 'repair', url: `/api/statistics/repair?${period}`, target: STATISTIC_TARGET_MS },
    ...FORECAST_METRICS.map((m) => ({
      label: `forecast of ${m}`,
      url: `/api/statistics/forecast?metric=${m}&months=12`,
      target: STATISTIC_TARGET_MS,
    })),
    { label: 'monitoring', url: '/api/monitoring', target: MONITORING_TARGET_MS },
  ];
}

/**
 * The summaries' triggers (decisions 103, 104) would recompute every bench bill after each bulk statement (the bills,
 * their lines, sources, bikes) and every finished request after its steps: the seeding pauses them and then rebuilds
 * the summaries once with the functions migrations 0063 and 0064 fill them with.
 */
async function withSummariesPaused(database: Database, seed: () => Promise<void>) {
  const triggers = (
    await database.db.execute(sql`
    select t.tgname as name, c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and (t.tgname like 'bill\_statistics\_%' or t.tgname like 'maintenance\_request\_months\_%'
      or t.tgname like 'maintenance\_request\_statistics\_%')`)
  ).rows as { name: string; table: string }[];
  const toggle = async (on: boolean) => {
    for (const t of triggers)
      await database.db.execute(sql.raw(`alter table "${t.table}" ${on ? 'enable' : 'disable'} trigger "${t.name}"`));
  };
  await toggle(false);
  await seed();
  await toggle(true);
  await database.db.execute(sql`select bill_statistics_rebuild()`);
  await database.db.execute(sql`select maintenance_request_statistics_rebuild()`);
}

export async function runInsightBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'insight');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  const { first } = await one<{ first: number }>(database, sql`select coalesce(max(id), 0)::int + 1 as first from bills`);
  await withSummariesPaused(database, async () => {
    await seedBills(database);
    await seedRequests(database);
    await seedOrders(database);
    await seedReservations(database);
    await seedInsight(database, first);
  });
  await database.db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await benchApp(database, 'insight');
  const admin = await signIn(app, 'admin@veloport.test');
  const today = brusselsToday();
  const results = [];
  for (const u of insightUrls(addDays(addMonths(today, -12), 1), today))
    results.push({ ...u, ...(await measure(app, [u.url], admin, RUNS)) });
  const volumes = await one<Record<string, number>>(
    database,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from maintenance_requests)::int as requests,
               (select count(*) from bills)::int as bills, (select count(*) from reservations)::int as reservations`,
  );
  await app.close();
  await database.close();
  await drop();
  return { kind, seedSeconds, results, volumes };
}

function print(run: Awaited<ReturnType<typeof runInsightBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(6);
  const v = run.volumes;
  console.log(
    `\n[${run.kind}] ${v.orders} orders, ${v.requests} maintenance requests, ${v.bills} bills, ${v.reservations} reservations seeded in ${run.seedSeconds.toFixed(1)} s; ${RUNS} runs each (ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const r of run.results) {
    const miss = r.p95 > r.target;
    if (miss) process.exitCode = 1;
    console.log(`  ${r.label.padEnd(28)} p50 ${f(r.p50)}   p95 ${f(r.p95)}   target ≤ ${r.target}${miss ? '   MISSED' : ''}`);
  }
}

export async function main() {
  print(await runInsightBench('pglite'));
  if (process.env.DATABASE_URL) print(await runInsightBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(process.exitCode ?? 0);
}
