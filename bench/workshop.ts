/**
 * `npm run bench:workshop` (also a part of `npm run bench`): 200,000 maintenance requests in a fresh database (PGlite,
 * and PostgreSQL when DATABASE_URL is set), then p50/p95 through the whole API of
 *   1. the workshop's requests list: every seed §4 filter, a search by frame number or name, urgent first (staff),
 *   2. a fleet manager's company list and its "waiting for an answer",
 *   3. one request's detail (steps, proposals, history).
 * Budget (issue 12): p95 ≤ 50 ms per list. `BENCH_REQUESTS` changes the volume.
 */
import { sql } from 'drizzle-orm';
import { MAINTENANCE_FILTERS, MAINTENANCE_LOCATIONS, searchText } from '@veloport/domain';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import { maintenanceRequests } from '../apps/api/src/db/schema';
import type { Database } from '../apps/api/src/db/client';
import { benchApp, inChunks, measure, openBenchDatabase, rng, signIn, type BenchKind } from './support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200_000);

export async function seedVolume(database: Database) {
  const { db } = database;
  const r = rng(12);
  const pick = <T>(l: readonly T[]) => l[Math.floor(r() * l.length)]!;
  const people = (await db.execute(sql`select id, company_id as "companyId", firstname || ' ' || lastname as name from users order by id`))
    .rows as { id: number; companyId: number | null; name: string }[];
  const bikes = (await db.execute(sql`select id, frame_number as "frameNumber" from bikes order by id limit 2000`)).rows as {
    id: number;
    frameNumber: string;
  }[];
  const rows = Array.from({ length: REQUESTS }, (_, i) => {
    const person = pick(people);
    const bike = bikes[i % bikes.length]!;
    const filter = pick(MAINTENANCE_FILTERS);
    const created = new Date(Date.now() - Math.floor(r() * 900) * 86_400_000);
    return {
      userId: person.id,
      companyId: person.companyId,
      bikeId: bike.id,
      bikeLabel: 'Demo bike',
      frameNumber: bike.frameNumber,
      problem: 'Brakes rub and the chain skips',
      location: pick(MAINTENANCE_LOCATIONS),
      filter,
      step: filter === 'finished' ? 'completed' : filter === 'at_workshop' ? 'diagnosis' : null,
      priority: r() < 0.02,
      storeId: r() < 0.7 ? 1 : 2,
      search: searchText(bike.frameNumber, person.name, null, 'Demo bike'),
      createdAt: created,
      updatedAt: created,
    };
  });
  await inChunks(rows, 4000, (chunk) => db.insert(maintenanceRequests).values(chunk));
  await db.execute(sql`vacuum analyze`);
  return { frame: bikes[7]!.frameNumber };
}

export async function runWorkshopBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'workshop');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  const { frame } = await seedVolume(database);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await benchApp(database, 'workshop');
  const staff = await signIn(app, 'mechanic@veloport.test');
  const fleet = await signIn(app, 'fleet@acme.test');
  const ids = (
    (await database.db.execute(sql`select id from maintenance_requests order by id desc limit 30`)).rows as { id: number }[]
  ).map((x) => x.id);
  const results = {
    list: await measure(
      app,
      [
        '/api/maintenance-requests',
        ...MAINTENANCE_FILTERS.map((f) => `/api/maintenance-requests?filter=${f}`),
        '/api/maintenance-requests?page=50',
        '/api/maintenance-requests?sort=desiredDate&order=asc',
      ],
      staff,
    ),
    search: await measure(
      app,
      [`/api/maintenance-requests?q=${encodeURIComponent(frame)}`, '/api/maintenance-requests?q=Emile', '/api/maintenance-requests?q=acme'],
      staff,
    ),
    fleet: await measure(
      app,
      ['/api/maintenance-requests', '/api/maintenance-requests?filter=waiting_client_answer', '/api/maintenance-requests?page=5'],
      fleet,
    ),
    detail: await measure(
      app,
      ids.map((id) => `/api/maintenance-requests/${id}`),
      staff,
    ),
  };
  await app.close();
  await database.close();
  await drop();
  return { kind, seedSeconds, results };
}

function print(run: Awaited<ReturnType<typeof runWorkshopBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(6);
  const { results: x } = run;
  console.log(`\n[${run.kind}] ${REQUESTS} maintenance requests seeded in ${run.seedSeconds.toFixed(1)} s (ms)`);
  console.log(`  requests list, workshop, filters  p50 ${f(x.list.p50)}   p95 ${f(x.list.p95)}`);
  console.log(`  requests search (frame, name)     p50 ${f(x.search.p50)}   p95 ${f(x.search.p95)}`);
  console.log(`  requests list, a fleet manager    p50 ${f(x.fleet.p50)}   p95 ${f(x.fleet.p95)}`);
  console.log(`  request detail                    p50 ${f(x.detail.p50)}   p95 ${f(x.detail.p95)}`);
}

export async function main() {
  print(await runWorkshopBench('pglite'));
  if (process.env.DATABASE_URL) print(await runWorkshopBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
