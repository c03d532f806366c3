/**
 * `npm run bench:books` (also a part of `npm run bench`): the books over the billing bench's 300,000 bills (issue 28)
 * in a fresh database (PGlite, and PostgreSQL when DATABASE_URL is set):
 *   1. the journals of last month built on demand (`POST /api/accounting/journals/build`): budget under 10 s;
 *   2. the VAT check of that month: the sales journal's VAT against the bills' own, to the cent;
 *   3. a daybook's entries (the sales daybook, VTE) for a day, a week and the month, p50/p95: budget p95 ≤ 50 ms for a
 *      daybook's page (decision 110: a day whole, or a page of 100 entries of the month, the screen's and the contract's
 *      reads); a read builds only when the period's documents outnumber its entries, so these reads pay a few counts.
 * `BENCH_BILLS` changes the volume (bench/billing.ts), `BENCH_RUNS` the requests measured.
 */
import os from 'node:os';
import { addDays, brusselsToday, firstDayOfMonth, lastDayOfMonth } from '@veloport/domain';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import type { App } from '../apps/api/src/app';
import { seedVolume } from './billing';
import { benchApp, measure, openBenchDatabase, RUNS, signIn, type BenchKind } from './support';

/** Last month in Brussels: whole, and every bill of it issued. */
function lastMonth() {
  const today = brusselsToday();
  const month = addDays(firstDayOfMonth(today.slice(0, 7)), -1).slice(0, 7);
  return { from: firstDayOfMonth(month), to: lastDayOfMonth(month) };
}

async function post(app: App, session: { cookie: string }, url: string) {
  const csrf = await app.inject({ url: '/api/csrf-cookie', headers: session });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(csrf.headers['set-cookie']))![1]!;
  const res = await app.inject({ method: 'POST', url, headers: { cookie: `${session.cookie}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as Record<string, unknown>;
}

export async function runBooksBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'books');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  await seedVolume(database);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await benchApp(database, 'books');
  const admin = await signIn(app, 'admin@veloport.test');
  const { from, to } = lastMonth();

  const b0 = performance.now();
  const built = await post(app, admin, `/api/accounting/journals/build?from=${from}&to=${to}`);
  const buildSeconds = (performance.now() - b0) / 1000;
  const again = await post(app, admin, `/api/accounting/journals/build?from=${from}&to=${to}`);
  const vat = (await app.inject({ url: `/api/accounting/checks/vat?from=${from}&to=${to}`, headers: admin })).json() as {
    journalVatCents: number;
    documentsVatCents: number;
    equal: boolean;
  };
  const daybooks = (await app.inject({ url: '/api/accounting/daybooks', headers: admin })).json() as {
    data: { id: number; code: string }[];
  };
  const vte = daybooks.data.find((d) => d.code === 'VTE')!;
  const entries = (period: string) => `/api/accounting/daybooks/${vte.id}/entries?${period}`;
  const count = ((await app.inject({ url: entries(`from=${from}&to=${to}`), headers: admin })).json() as { data: unknown[] }).data.length;
  const results = {
    // One query behind the session's: what any request costs on this machine at this load, to read the others by.
    floor: await measure(app, ['/api/accounting/daybooks'], admin),
    day: await measure(app, [entries(`from=${to}&to=${to}`)], admin),
    monthFirstPage: await measure(app, [entries(`from=${from}&to=${to}&page=1&perPage=100`)], admin),
    monthLastPage: await measure(app, [entries(`from=${from}&to=${to}&page=${Math.ceil(count / 100)}&perPage=100`)], admin),
    week: await measure(app, [entries(`from=${addDays(to, -6)}&to=${to}`)], admin),
    // A whole month answers thousands of entries: fewer runs, the same percentiles.
    month: await measure(app, [entries(`from=${from}&to=${to}`)], admin, Math.min(RUNS, 30)),
  };
  const load = os.loadavg();
  await app.close();
  await database.close();
  await drop();
  return {
    load,
    kind,
    seedSeconds,
    from,
    to,
    built: built.created as number,
    again: again.created as number,
    buildSeconds,
    vat,
    count,
    results,
  };
}

function print(run: Awaited<ReturnType<typeof runBooksBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(7);
  const { results: x } = run;
  const load = run.load.map((l) => l.toFixed(1)).join(' ');
  console.log(
    `\n[${run.kind}] the books over the billing bench's bills, seeded in ${run.seedSeconds.toFixed(1)} s (load average ${load} after the reads)`,
  );
  console.log(
    `  journals of ${run.from} → ${run.to}: ${run.built} entries in ${run.buildSeconds.toFixed(1)} s (budget 10 s); again: ${run.again} written`,
  );
  console.log(
    `  VAT check: journal ${run.vat.journalVatCents} c, bills ${run.vat.documentsVatCents} c — ${run.vat.equal ? 'equal' : 'DIFFERENT'}`,
  );
  console.log(`  the daybooks' list (the floor)  p50 ${f(x.floor.p50)}   p95 ${f(x.floor.p95)} ms`);
  console.log(`  VTE entries, a day              p50 ${f(x.day.p50)}   p95 ${f(x.day.p95)} ms (budget 50)`);
  console.log(`  VTE entries, the month, page 1 of 100   p50 ${f(x.monthFirstPage.p50)}   p95 ${f(x.monthFirstPage.p95)} ms (budget 50)`);
  console.log(`  VTE entries, the month, last page      p50 ${f(x.monthLastPage.p50)}   p95 ${f(x.monthLastPage.p95)} ms (budget 50)`);
  console.log(`  VTE entries, a week             p50 ${f(x.week.p50)}   p95 ${f(x.week.p95)} ms`);
  console.log(`  VTE entries, the month (${run.count})  p50 ${f(x.month.p50)}   p95 ${f(x.month.p95)} ms`);
}

export async function main() {
  print(await runBooksBench('pglite'));
  if (process.env.DATABASE_URL) print(await runBooksBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
