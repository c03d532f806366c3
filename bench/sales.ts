/**
 * `npm run bench:sales` (also a part of `npm run bench`): 20,000 offers with 60,000 lines and 100,000 orders in a
 * fresh database (PGlite, and PostgreSQL when DATABASE_URL is set), then p50/p95 through the whole API of
 *   1. the offers list with filters (staff, and a fleet manager's company),
 *   2. the orders list with filters and dashboard groups (staff, and a fleet manager's company),
 *   3. an offer's detail with its lines and figures,
 * and how long an offer's PDF takes to render. Budgets (issue 11): p95 ≤ 50 ms per list, PDF ≤ 500 ms.
 */
import { asc, sql } from 'drizzle-orm';
import { ORDER_STATUSES, OFFER_CONTRACT_TYPES, type OrderStatus } from '@veloport/domain';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import { accessoryModels, bikeModels, offerLines, offers, orders } from '../apps/api/src/db/schema';
import type { Database } from '../apps/api/src/db/client';
import { benchApp, inChunks, measure, openBenchDatabase, percentile, rng, signIn, type BenchKind } from './support';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 20_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

export async function seedVolume(database: Database) {
  const { db } = database;
  const r = rng(11);
  const pick = <T>(l: readonly T[]) => l[Math.floor(r() * l.length)]!;
  const companies = (await db.execute(sql`select id from companies order by id`)).rows as { id: number }[];
  const people = (await db.execute(sql`select id, company_id as "companyId" from users order by id`)).rows as {
    id: number;
    companyId: number | null;
  }[];
  const models = await db.select().from(bikeModels).orderBy(asc(bikeModels.id)).limit(20);
  const [accessory] = await db.select().from(accessoryModels).limit(1);
  const offerRows = Array.from({ length: OFFERS }, () => {
    const person = pick(people);
    const companyId = person.companyId ?? (r() < 0.3 ? pick(companies).id : null);
    return {
      companyId,
      userId: person.companyId === companyId ? person.id : null,
      contractType: pick(OFFER_CONTRACT_TYPES),
      durationMonths: 36,
      status: pick(['in_progress', 'signed', 'signed', 'signed', 'cancelled', 'lost']),
      createdAt: new Date(Date.now() - Math.floor(r() * 700) * 86_400_000),
    };
  });
  const offerIds: { id: number; companyId: number | null; userId: number | null; contractType: string }[] = [];
  await inChunks(offerRows, 2000, async (chunk) =>
    offerIds.push(
      ...(await db
        .insert(offers)
        .values(chunk)
        .returning({ id: offers.id, companyId: offers.companyId, userId: offers.userId, contractType: offers.contractType })),
    ),
  );
  const lineRows = offerIds.flatMap((o) => {
    const m = pick(models);
    return [
      {
        offerId: o.id,
        kind: 'bike',
        label: `${m.brand} ${m.model}`,
        modelId: m.id,
        size: m.sizes[0] ?? null,
        quantity: 1,
        unitPriceCents: m.priceCents,
        vatRate: 21,
        discountPercent: 5,
        catalogueUnitCents: m.priceCents,
      },
      {
        offerId: o.id,
        kind: 'accessory',
        label: accessory!.name,
        accessoryId: accessory!.id,
        quantity: 1,
        unitPriceCents: accessory!.priceCents,
        vatRate: 21,
        discountPercent: 0,
      },
      {
        offerId: o.id,
        kind: 'labour',
        label: 'Montage',
        description: 'Montage',
        quantity: 1,
        unitPriceCents: 4_500,
        vatRate: 21,
        discountPercent: 0,
      },
    ];
  });
  const bikeLines: { id: number; offerId: number; label: string; modelId: number | null; size: string | null }[] = [];
  await inChunks(lineRows, 3000, async (chunk) => {
    const rows = await db.insert(offerLines).values(chunk).returning({
      id: offerLines.id,
      offerId: offerLines.offerId,
      kind: offerLines.kind,
      label: offerLines.label,
      modelId: offerLines.modelId,
      size: offerLines.size,
    });
    bikeLines.push(...rows.filter((l) => l.kind === 'bike'));
  });
  const offerById = new Map(offerIds.map((o) => [o.id, o]));
  const orderRows = Array.from({ length: ORDERS }, (_, i) => {
    const line = bikeLines[i % bikeLines.length]!;
    const offer = offerById.get(line.offerId)!;
    const status: OrderStatus = pick(ORDER_STATUSES);
    return {
      offerId: offer.id,
      offerLineId: line.id,
      companyId: offer.companyId,
      userId: offer.userId,
      contractType: offer.contractType,
      label: line.label,
      modelId: line.modelId,
      size: line.size,
      quantity: 1,
      amountExclVatCents: 200_000,
      amountInclVatCents: 242_000,
      status,
    };
  });
  await inChunks(orderRows, 4000, (chunk) => db.insert(orders).values(chunk));
  await db.execute(sql`vacuum analyze`);
  return { offerIds: offerIds.map((o) => o.id) };
}

async function pdfTimes(app: Awaited<ReturnType<typeof benchApp>>, headers: Record<string, string>, ids: number[]) {
  const times: number[] = [];
  for (const id of ids) {
    const t0 = performance.now();
    const res = await app.inject({ url: `/api/offers/${id}/documents/offer.pdf`, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`offer ${id} PDF: ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! };
}

export async function runSalesBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'sales');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  const { offerIds } = await seedVolume(database);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await benchApp(database, 'sales');
  const staff = await signIn(app, 'sales@veloport.test');
  const fleet = await signIn(app, 'fleet@acme.test');
  const acme = ((await database.db.execute(sql`select id from companies where name = 'Acme'`)).rows[0] as { id: number }).id;
  const r = rng(5);
  const groups = ['to_validate', 'in_progress', 'cancelled', 'done'];
  const results = {
    offers: await measure(
      app,
      [
        '/api/offers',
        '/api/offers?status=signed',
        `/api/offers?companyId=${acme}&sort=createdAt`,
        '/api/offers?contractType=leasing&page=40',
        '/api/offers?status=in_progress&order=asc',
      ],
      staff,
    ),
    fleetOffers: await measure(app, ['/api/offers', '/api/offers?status=signed', '/api/offers?page=20'], fleet),
    orders: await measure(
      app,
      [
        '/api/orders',
        ...groups.map((g) => `/api/orders?group=${g}`),
        '/api/orders?status=to_order&page=10',
        `/api/orders?companyId=${acme}&sort=status`,
        `/api/orders?offerId=${offerIds[100]}`,
      ],
      staff,
    ),
    fleetOrders: await measure(app, ['/api/orders', '/api/orders?group=to_validate', '/api/orders?group=in_progress&page=5'], fleet),
    detail: await measure(
      app,
      Array.from({ length: 30 }, () => `/api/offers/${offerIds[Math.floor(r() * offerIds.length)]}`),
      staff,
    ),
    pdf: await pdfTimes(
      app,
      staff,
      Array.from({ length: 20 }, () => offerIds[Math.floor(r() * offerIds.length)]!),
    ),
  };
  await app.close();
  await database.close();
  await drop();
  return { kind, seedSeconds, results };
}

function print(run: Awaited<ReturnType<typeof runSalesBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(6);
  const { results: x } = run;
  console.log(`\n[${run.kind}] ${OFFERS} offers, ${OFFERS * 3} lines, ${ORDERS} orders seeded in ${run.seedSeconds.toFixed(1)} s (ms)`);
  console.log(`  offers list, staff             p50 ${f(x.offers.p50)}   p95 ${f(x.offers.p95)}`);
  console.log(`  offers list, a fleet manager   p50 ${f(x.fleetOffers.p50)}   p95 ${f(x.fleetOffers.p95)}`);
  console.log(`  orders list, staff             p50 ${f(x.orders.p50)}   p95 ${f(x.orders.p95)}`);
  console.log(`  orders list, a fleet manager   p50 ${f(x.fleetOrders.p50)}   p95 ${f(x.fleetOrders.p95)}`);
  console.log(`  offer detail                   p50 ${f(x.detail.p50)}   p95 ${f(x.detail.p95)}`);
  console.log(`  offer PDF                      p50 ${f(x.pdf.p50)}   p95 ${f(x.pdf.p95)}   max ${f(x.pdf.max)}`);
}

export async function main() {
  print(await runSalesBench('pglite'));
  if (process.env.DATABASE_URL) print(await runSalesBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
