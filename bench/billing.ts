import { brusselsToday } from '@veloport/domain';
/**
 * `npm run bench:billing` (also a part of `npm run bench`): 300,000 bills in a fresh database (PGlite, and PostgreSQL
 * when DATABASE_URL is set), then p50/p95 through the whole API of
 *   1. the admin's bills list: every status filter, a company, the sorts, a far page, a search by name, by number and
 *      by structured communication;
 *   2. Acme's fleet manager's list (a fifth of the volume) and an employee's own bills;
 *   3. a bill's detail;
 *   4. a leasing run of 10,000 active contracts (one bill each, numbered), through the run's job;
 *   5. a camt.053 statement of 5,000 credits, each paying another open bill by its structured communication.
 * Budgets (issue 14): p95 ≤ 50 ms each; the run under 60 s; the statement under 10 s. `BENCH_BILLS`,
 * `BENCH_CONTRACTS` and `BENCH_STATEMENT_LINES` change the volumes.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import { LEASING_RUN_JOB } from '../apps/api/src/modules/billing/leasing/leasing.service';
import { writeCamt053 } from '../apps/api/src/modules/billing/payments/statement-writers';
import type { App } from '../apps/api/src/app';
import { benchApp, measure, openBenchDatabase, signIn, type BenchKind } from './support';

const BILLS = Number(process.env.BENCH_BILLS ?? 300_000);
const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 5_000);

const rowsOf = async <T>(database: Database, q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows as T[];

/**
 * The volume in two statements (generate_series): over the last three years, one bill in five for Acme, one in 400 the
 * demo employee's own, the rest spread over eight bench companies; 5 % drafts, then issued, sent, partly paid, paid and
 * credited bills, the open ones due either side of today (so "overdue" holds a real share).
 */
export async function seedVolume(database: Database) {
  const { db } = database;
  const [acme] = await rowsOf<{ id: number }>(database, sql`select company_id as id from users where email = 'fleet@acme.test'`);
  const [employee] = await rowsOf<{ id: number }>(database, sql`select id from users where email = 'employee@acme.test'`);
  await db.execute(sql`insert into companies (name) select 'Bench billing company ' || g from generate_series(1, 8) g`);
  const others = (
    await rowsOf<{ id: number }>(database, sql`select id from companies where name like 'Bench billing company %' order by id`)
  ).map((c) => c.id);
  const [{ base }] = (await rowsOf<{ base: number }>(database, sql`select coalesce(max(id), 0)::int as base from bills`)) as [
    { base: number },
  ];
  await db.execute(sql`
    insert into bills (kind, status, company_id, user_id, customer_name, customer_vat_number, customer_language, structured_communication,
                       year, sequence, number, issue_date, due_date, excl_vat_cents, vat_cents, incl_vat_cents, paid_cents, created_at, updated_at, issued_at)
    select 'invoice', s.status,
           case when g % 400 = 7 then null when g % 5 = 0 then ${acme!.id}::int else (${sql.raw(`array[${others.join(',')}]`)})[1 + g % 8] end,
           case when g % 400 = 7 then ${employee!.id}::int else null end,
           case when g % 400 = 7 then 'Emile Employé' when g % 5 = 0 then 'Acme' else 'Bench billing company ' || (1 + g % 8) end,
           'BE0' || lpad((g % 1000000000)::text, 9, '0'), 'fr',
           lpad((9000000000 + g)::text, 10, '0') || lpad(((9000000000 + g) % 97)::text, 2, '0'),
           case when s.status = 'draft' then null else extract(year from d.day)::int end,
           case when s.status = 'draft' then null else 100000 + g end,
           case when s.status = 'draft' then null else extract(year from d.day)::int || '-' || (100000 + g) end,
           case when s.status = 'draft' then null else d.day end,
           case when s.status = 'draft' then null else d.day + 30 end,
           a.cents, a.vat, a.cents + a.vat,
           case s.status when 'paid' then a.cents + a.vat when 'partly_paid' then a.cents / 2 else 0 end,
           d.day, d.day, case when s.status = 'draft' then null else d.day end
    from generate_series(1, ${BILLS}) g
    cross join lateral (select (current_date - ((g::bigint * 7919) % 1095)::int)::date as day) d
    -- The VAT rounded to the cent as a bill computes it (decision 041), so the books' VAT check holds at volume.
    cross join lateral (select c.cents, round(c.cents * 21 / 100.0)::int as vat from (select (1000 + (g::bigint * 104729) % 500000)::int as cents) c) a
    cross join lateral (select (array['draft','issued','sent','sent','partly_paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','credited'])[1 + (g / 7) % 20] as status) s`);
  await db.execute(sql`
    insert into bill_lines (bill_id, position, description, quantity, unit_price_cents, vat_rate, discount_percent, net_cents)
    select id, 1, 'Bench line', 1, excl_vat_cents, 21, 0, excl_vat_cents from bills where id > ${base}`);
  await db.execute(sql`vacuum analyze`);
  const [sample] = await rowsOf<{ id: number; number: string; communication: string }>(
    database,
    sql`select id, number, structured_communication as communication from bills where number is not null and company_id = ${acme!.id} order by id desc limit 1`,
  );
  return { acmeId: acme!.id, sample: sample! };
}

/** Active monthly leasing contracts on bikes of their own, spread over the bench companies and Acme. */
async function seedContracts(database: Database, acmeId: number) {
  const { db } = database;
  const [model] = await rowsOf<{ id: number }>(database, sql`select id from bike_models order by id limit 1`);
  const companies = (
    await rowsOf<{ id: number }>(database, sql`select id from companies where name like 'Bench billing company %' order by id`)
  ).map((c) => c.id);
  const list = sql.raw(`array[${[acmeId, ...companies].join(',')}]`);
  await db.execute(sql`
    insert into bikes (model_id, frame_number, stock_location_id, contract_kind, contract_months, company_id)
    select ${model!.id}, 'BLEASE' || lpad(g::text, 6, '0'), 1, 'leasing', 36, (${list})[1 + g % ${companies.length + 1}]
    from generate_series(1, ${CONTRACTS}) g`);
  await db.execute(sql`
    insert into leasing_contracts (bike_id, company_id, frame_number, bike_label, kind, status, start_date, end_date, contract_months, bike_amount_cents, monthly_price_cents)
    select b.id, b.company_id, b.frame_number, 'Bench bike', 'monthly', 'active', current_date - 200, current_date + 800, 36, 360000, 10000 + (b.id % 5000)
    from bikes b where b.frame_number like 'BLEASE%'`);
}

/** A state-changing call the way the web makes it: the CSRF cookie echoed in its header. */
async function csrfHeaders(app: App, session: { cookie: string }) {
  const res = await app.inject({ url: '/api/csrf-cookie', headers: session });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!;
  return { cookie: `${session.cookie}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}

/** The month after this one (Brussels), the period a leasing run bills. */
function nextPeriod() {
  const [y, m] = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' }).split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

async function leasingRun(app: App, admin: { cookie: string }) {
  const headers = await csrfHeaders(app, admin);
  const started = await app.inject({ method: 'POST', url: '/api/leasing/runs', headers, payload: { period: nextPeriod() } });
  if (started.statusCode !== 202) throw new Error(`leasing run: ${started.statusCode} ${started.body.slice(0, 200)}`);
  const t0 = performance.now();
  await app.jobs.drain(LEASING_RUN_JOB);
  const seconds = (performance.now() - t0) / 1000;
  const run = (await app.inject({ url: `/api/leasing/runs/${started.json().id}`, headers: admin })).json() as {
    status: string;
    billed: number;
    total: number;
  };
  return { seconds, ...run };
}

async function statementImport(app: App, database: Database, admin: { cookie: string }) {
  const open = await rowsOf<{ communication: string; cents: number; name: string }>(
    database,
    sql`select structured_communication as communication, incl_vat_cents - paid_cents as cents, customer_name as name from bills where status in ('issued', 'sent') and paid_cents = 0 order by id limit ${STATEMENT_LINES}`,
  );
  const day = brusselsToday();
  const xml = writeCamt053({
    id: `BENCH-${Date.now()}`,
    account: 'BE68539007547034',
    date: day,
    movements: open.map((b, i) => ({
      amountCents: b.cents,
      date: day,
      communication: b.communication,
      name: b.name,
      bankRef: `BENCH-${i}`,
    })),
  });
  const boundary = `----bench${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xml"\r\nContent-Type: application/xml\r\n\r\n`,
    ),
    Buffer.from(xml),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...(await csrfHeaders(app, admin)), 'content-type': `multipart/form-data; boundary=${boundary}` };
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/bank-statements', headers, payload });
  const seconds = (performance.now() - t0) / 1000;
  if (res.statusCode >= 300) throw new Error(`statement: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const body = res.json() as { matched: number; unmatched: number };
  return { seconds, lines: open.length, matched: body.matched, unmatched: body.unmatched };
}

export async function runBillingBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'billing');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  const { acmeId, sample } = await seedVolume(database);
  await seedContracts(database, acmeId);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await benchApp(database, 'billing');
  const admin = await signIn(app, 'admin@veloport.test');
  const fleet = await signIn(app, 'fleet@acme.test');
  const employee = await signIn(app, 'employee@acme.test');
  const statuses = ['draft', 'issued', 'sent', 'partly_paid', 'paid', 'overdue', 'credited'].map((s) => `/api/bills?status=${s}`);
  const sorts = ['number', 'dueDate', 'total'].flatMap((s) => [`/api/bills?sort=${s}&order=desc`, `/api/bills?sort=${s}&order=asc`]);
  const searches = ['Emile', sample.number, sample.communication.slice(0, 7)].map((q) => `/api/bills?q=${encodeURIComponent(q)}`);
  const lists = [
    '/api/bills',
    '/api/bills?page=50',
    `/api/bills?companyId=${acmeId}`,
    `/api/bills?companyId=${acmeId}&status=overdue`,
    ...statuses,
    ...sorts,
  ];
  const results = {
    admin: await measure(app, lists, admin),
    search: await measure(app, searches, admin),
    fleet: await measure(
      app,
      [
        '/api/bills',
        '/api/bills?status=overdue',
        '/api/bills?status=paid',
        '/api/bills?sort=number',
        '/api/bills?page=20',
        '/api/bills?q=Acme',
      ],
      fleet,
    ),
    employee: await measure(app, ['/api/bills', '/api/bills?status=paid', '/api/bills?sort=dueDate&order=asc'], employee),
    detail: await measure(app, [`/api/bills/${sample.id}`], admin),
  };
  const run = await leasingRun(app, admin);
  const statement = await statementImport(app, database, admin);
  await app.close();
  await database.close();
  await drop();
  return { kind, seedSeconds, results, run, statement };
}

function print(run: Awaited<ReturnType<typeof runBillingBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(6);
  const { results: x } = run;
  console.log(
    `\n[${run.kind}] ${BILLS} bills seeded in ${run.seedSeconds.toFixed(1)} s (ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(`  bills list, an admin (filters, sorts)  p50 ${f(x.admin.p50)}   p95 ${f(x.admin.p95)}`);
  console.log(`  bills search, an admin                 p50 ${f(x.search.p50)}   p95 ${f(x.search.p95)}`);
  console.log(`  bills list, a fleet manager            p50 ${f(x.fleet.p50)}   p95 ${f(x.fleet.p95)}`);
  console.log(`  bills list, an employee                p50 ${f(x.employee.p50)}   p95 ${f(x.employee.p95)}`);
  console.log(`  a bill's detail                        p50 ${f(x.detail.p50)}   p95 ${f(x.detail.p95)}`);
  console.log(
    `  leasing run: ${run.run.billed} of ${run.run.total} contracts billed (${run.run.status}) in ${run.run.seconds.toFixed(1)} s (budget 60 s)`,
  );
  console.log(
    `  camt.053 of ${run.statement.lines} credits: ${run.statement.matched} matched, ${run.statement.unmatched} waiting, in ${run.statement.seconds.toFixed(1)} s (budget 10 s)`,
  );
}

export async function main() {
  print(await runBillingBench('pglite'));
  if (process.env.DATABASE_URL) print(await runBillingBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
