/**
 * `npm run bench:sharing` (also a part of `npm run bench`): 500,000 reservations over 2,000 shared bikes in a fresh
 * database (PGlite, and PostgreSQL when DATABASE_URL is set), then p50/p95 through the whole API of
 *   1. the availability search of a building for a slot (an employee of Acme, four buildings of 100 bikes),
 *   2. the reservations list of an employee (their own), of Acme's fleet manager (the company's 100,000) and of an
 *      admin (all 500,000), with the group filters, a far page and another sort.
 * Acme holds 400 of the bikes; the other 1,600 belong to eight bench companies, so the admin's list is the whole
 * volume and the fleet manager's a fifth of it. Budget (issue 13): p95 ≤ 50 ms each. `BENCH_RESERVATIONS` and
 * `BENCH_SHARED_BIKES` change the volume.
 */
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { brusselsToday, addDays, brusselsWallTimeToIso } from '@veloport/domain';
import type { Database } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import {
  bikes,
  companies,
  companyBuildings,
  reservations,
  sharedBikeHomes,
  sharedBikeRuleBuildings,
  sharedBikeRules,
  users,
} from '../apps/api/src/db/schema';
import { benchApp, inChunks, measure, openBenchDatabase, rng, signIn, type BenchKind } from './support';

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 500_000);
const BIKES = Number(process.env.BENCH_SHARED_BIKES ?? 2000);
const ACME_BIKES = Math.round(BIKES / 5);
const OTHER_COMPANIES = 8;
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;
const rowsOf = async <T>(database: Database, q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows as T[];

export async function seedVolume(database: Database) {
  const { db } = database;
  const r = rng(13);
  const [acme] = await rowsOf<{ id: number; conditionId: number }>(
    database,
    sql`select c.id, cc.id as "conditionId" from companies c join company_conditions cc on cc.company_id = c.id join users u on u.company_id = c.id where u.email = 'fleet@acme.test' limit 1`,
  );
  const [model] = await rowsOf<{ id: number }>(database, sql`select id from bike_models order by id limit 1`);
  // Two more buildings for Acme: four of 100 bikes each.
  const extra = await db
    .insert(companyBuildings)
    .values(
      ['Bench Namur', 'Bench Wavre'].map((name) => ({
        companyId: acme!.id,
        name,
        address: { street: 'Rue du Banc 1', postalCode: '5000', city: name.slice(6), country: 'BE' },
      })),
    )
    .returning({ id: companyBuildings.id });
  await db.insert(sharedBikeRuleBuildings).values(extra.map((b) => ({ conditionId: acme!.conditionId, buildingId: b.id })));
  const acmeBuildings = (
    await rowsOf<{ id: number }>(
      database,
      sql`select building_id as id from shared_bike_rule_buildings where condition_id = ${acme!.conditionId} order by building_id`,
    )
  ).map((b) => b.id);
  const others = await db
    .insert(companies)
    .values(Array.from({ length: OTHER_COMPANIES }, (_, i) => ({ name: `Bench company ${i + 1}` })))
    .returning({ id: companies.id });
  const companyOfBike = (i: number) => (i < ACME_BIKES ? acme!.id : others[(i - ACME_BIKES) % OTHER_COMPANIES]!.id);

  // The people who hold the reservations: one per bike, in the bike's company, besides Acme's demo people.
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: BIKES }, (_, i) => ({
        email: `bench-${i}@sharing.bench`,
        firstname: `Bench${i}`,
        lastname: 'Rider',
        companyId: companyOfBike(i),
      })),
    )
    .returning({ id: users.id });
  const acmeDemo = await rowsOf<{ id: number }>(
    database,
    sql`select id from users where email in ('employee@acme.test', 'fleet@acme.test') order by id`,
  );

  const bikeIds: number[] = [];
  await inChunks(
    Array.from({ length: BIKES }, (_, i) => ({
      modelId: model!.id,
      frameNumber: `SHB${String(i).padStart(6, '0')}`,
      keyRef: `KSB${i}`,
      stockLocationId: 1,
      contractKind: 'renting',
      companyId: companyOfBike(i),
      size: 'M',
    })),
    1000,
    async (chunk) => bikeIds.push(...(await db.insert(bikes).values(chunk).returning({ id: bikes.id })).map((b) => b.id)),
  );
  const acmeBikeIds = bikeIds.slice(0, ACME_BIKES);
  const [rules] = await db
    .select({ bikeIds: sharedBikeRules.bikeIds })
    .from(sharedBikeRules)
    .where(eq(sharedBikeRules.conditionId, acme!.conditionId));
  await db
    .update(sharedBikeRules)
    .set({ bikeIds: [...(rules?.bikeIds ?? []), ...acmeBikeIds] })
    .where(eq(sharedBikeRules.conditionId, acme!.conditionId));
  await inChunks(
    acmeBikeIds.map((bikeId, i) => ({ bikeId, buildingId: acmeBuildings[i % acmeBuildings.length]! })),
    1000,
    (chunk) => db.insert(sharedBikeHomes).values(chunk),
  );

  // Each bike: one reservation every two days from 400 days ago, 3 to 9 hours in office time (never overlapping).
  const perBike = Math.ceil(RESERVATIONS / BIKES);
  const first = Math.floor(Date.now() / DAY_MS) - 400;
  const rows: Row[] = [];
  for (let b = 0; b < BIKES && rows.length < RESERVATIONS; b++) {
    const acmeBike = b < ACME_BIKES;
    for (let k = 0; k < perBike && rows.length < RESERVATIONS; k++) {
      const day = first + k * 2 + (b % 2);
      const startHour = 6 + (b % 4);
      const start = new Date(day * DAY_MS + startHour * 3_600_000);
      const end = new Date(start.getTime() + (3 + Math.floor(r() * 7)) * 3_600_000);
      // At Acme, the demo employee and fleet manager hold one in 400 (a few hundred each), bench people the rest.
      const sameCompany = acmeBike
        ? (b + k * 7) % ACME_BIKES
        : ACME_BIKES + ((b - ACME_BIKES + OTHER_COMPANIES * k) % (BIKES - ACME_BIKES));
      const holder = acmeBike && r() < 1 / 400 ? acmeDemo[Math.floor(r() * acmeDemo.length)]!.id : people[sameCompany]!.id;
      const cancelled = r() < 0.05;
      rows.push({
        code: `B${String(rows.length).padStart(7, '0')}`,
        companyId: companyOfBike(b),
        userId: holder,
        bikeId: bikeIds[b]!,
        buildingId: acmeBike ? acmeBuildings[b % acmeBuildings.length]! : null,
        status: cancelled ? 'cancelled' : 'booked',
        cancelledAt: cancelled ? new Date(start.getTime() - DAY_MS) : null,
        startAt: start,
        endAt: end,
        createdAt: new Date(start.getTime() - 3 * DAY_MS),
        updatedAt: new Date(start.getTime() - 3 * DAY_MS),
      });
    }
  }
  await inChunks(rows, 4000, (chunk) => db.insert(reservations).values(chunk as (typeof reservations.$inferInsert)[]));
  await db.execute(sql`vacuum analyze`);
  return { acmeId: acme!.id, buildings: acmeBuildings };
}

/** Office slots of the coming days in Brussels time (the bench does not book, so the company's rules do not matter). */
function slots(buildings: number[]) {
  const urls: string[] = [];
  for (let d = 1; d <= 6; d++) {
    const day = addDays(brusselsToday(), d);
    const [from, to] = d % 2 ? ['09:00', '12:00'] : ['13:00', '17:30'];
    const start = brusselsWallTimeToIso(`${day}T${from}`)!;
    const end = brusselsWallTimeToIso(`${day}T${to}`)!;
    const building = buildings[d % buildings.length]!;
    urls.push(`/api/shared-bikes/availability?buildingId=${building}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
  }
  return urls;
}

export async function runSharingBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'sharing');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  const { acmeId, buildings } = await seedVolume(database);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await benchApp(database, 'sharing');
  const employee = await signIn(app, 'employee@acme.test');
  const fleet = await signIn(app, 'fleet@acme.test');
  const admin = await signIn(app, 'admin@veloport.test');
  const lists = [
    '/api/reservations',
    '/api/reservations?group=future',
    '/api/reservations?group=finished',
    '/api/reservations?group=in_progress',
    '/api/reservations?page=20',
    '/api/reservations?sort=end&order=asc',
  ];
  const results = {
    availability: await measure(app, slots(buildings), employee),
    employee: await measure(app, lists, employee),
    fleet: await measure(app, lists, fleet),
    admin: await measure(
      app,
      [...lists, `/api/reservations?companyId=${acmeId}`, `/api/reservations?companyId=${acmeId}&group=future`],
      admin,
    ),
  };
  await app.close();
  await database.close();
  await drop();
  return { kind, seedSeconds, results };
}

function print(run: Awaited<ReturnType<typeof runSharingBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(6);
  const { results: x } = run;
  console.log(
    `\n[${run.kind}] ${RESERVATIONS} reservations over ${BIKES} shared bikes seeded in ${run.seedSeconds.toFixed(1)} s (ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(`  availability of a building           p50 ${f(x.availability.p50)}   p95 ${f(x.availability.p95)}`);
  console.log(`  reservations list, an employee       p50 ${f(x.employee.p50)}   p95 ${f(x.employee.p95)}`);
  console.log(`  reservations list, a fleet manager   p50 ${f(x.fleet.p50)}   p95 ${f(x.fleet.p95)}`);
  console.log(`  reservations list, an admin          p50 ${f(x.admin.p50)}   p95 ${f(x.admin.p95)}`);
}

export async function main() {
  print(await runSharingBench('pglite'));
  if (process.env.DATABASE_URL) print(await runSharingBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
