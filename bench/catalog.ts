/**
 * `npm run bench:catalog` (also the last part of `npm run bench`): 5,000 bike models and 50,000 physical bikes
 * in a fresh database (PGlite, and PostgreSQL when DATABASE_URL is set), then p50/p95 through the whole API
 * (app.inject: routing, validation, session, serialisation) of
 *   1. the public catalogue list with filters (facets included),
 *   2. the back-office stock list with filters,
 *   3. a bike detail with its history,
 * and the EXPLAIN plans of the list queries. Budget: p95 ≤ 50 ms each.
 */
import crypto from 'node:crypto';
import { and, count, sql } from 'drizzle-orm';
import {
  brusselsToday,
  addDays,
  addVatCents,
  batteryTier,
  engineTier,
  FRAME_TYPES,
  modelSizeBands,
  searchText,
  sizeBand,
  USAGE_TYPES,
  type ContractKind,
  type PublicBikeQuery,
} from '@veloport/domain';
import type { Database } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import { bikeEvents, bikeModels, bikes } from '../apps/api/src/db/schema';
import { bikeOrder, bikesRepository, bikeWhere } from '../apps/api/src/modules/stock/bikes/bikes.repository';
import { publicBikesRepository, publicOrder, publicPredicates } from '../apps/api/src/modules/catalog/public-bikes.repository';
import { benchApp, explain, inChunks, measure, openBenchDatabase, rng, RUNS, signIn, type BenchKind } from './support';

const MODELS = Number(process.env.BENCH_MODELS ?? 5000);
const BIKES = Number(process.env.BENCH_BIKES ?? 50_000);
const BRANDS = [
  'Cube',
  'Moustache',
  'Gazelle',
  'Riese & Müller',
  'Trek',
  'Specialized',
  'Brompton',
  'Tern',
  'Stromer',
  'Kalkhoff',
  'Babboe',
  'Orbea',
  'Giant',
  'Batavus',
  'Sparta',
  'Scott',
  'Canyon',
  'Bulls',
  'Haibike',
  'Urban Arrow',
];
const KINDS = [
  'stock',
  'stock',
  'stock',
  'leasing',
  'leasing',
  'leasing_with_maintenance_budget',
  'annual',
  'prepaid',
  'order',
  'pending_delivery',
  'sold',
  'sold',
  'renting',
  'stolen',
];
const SIZES = [['S', 'M', 'L'], ['M', 'L', 'XL'], ['46', '50', '54', '58'], ['15', '17', '19', '21'], ['One size'], ['XS', 'S', 'M']];

async function seedVolume(database: Database) {
  const { db } = database;
  const r = rng(42);
  const pick = <T>(l: readonly T[]) => l[Math.floor(r() * l.length)]!;
  const models = Array.from({ length: MODELS }, (_, i) => {
    const brand = pick(BRANDS);
    const electric = r() < 0.7;
    const wh = electric ? pick([400, 500, 545, 625, 630, 750, 800]) : null;
    const nm = electric ? pick([40, 50, 60, 65, 75, 85]) : null;
    const sizes = pick(SIZES);
    const priceCents = 50_000 + Math.floor(r() * 800_000);
    const discount = r() < 0.2 ? Math.round(priceCents * 0.85) : null;
    const name = `Bench ${i} ${pick(['Hybrid', 'Urban', 'Tour', 'Trail', 'Cargo', 'Speed', 'Fold'])}`;
    return {
      brand,
      model: name,
      slug: `bench-${i}`,
      frameType: pick(FRAME_TYPES),
      sizes,
      sizeBands: modelSizeBands(sizes),
      year: 2020 + Math.floor(r() * 6),
      usage: pick(USAGE_TYPES),
      electric,
      batteryWh: wh,
      engineNm: nm,
      batteryTier: wh ? batteryTier(wh) : null,
      engineTier: nm ? engineTier(nm) : null,
      priceCents,
      discountPriceCents: discount,
      publicPriceCents: addVatCents(discount ?? priceCents),
      photos: [`public/demo-bike-H-${i % 360}.png`],
      available: r() < 0.9,
      cafeteriaEligible: electric,
      search: searchText(brand, name),
      sortName: searchText(brand, name),
    };
  });
  const modelIds: number[] = [];
  await inChunks(models, 1000, async (chunk) =>
    modelIds.push(...(await db.insert(bikeModels).values(chunk).returning({ id: bikeModels.id })).map((m) => m.id)),
  );
  const [acme] = (await db.execute(sql`select id from companies order by id limit 1`)).rows as { id: number }[];
  const day = (offset: number) => addDays(brusselsToday(), offset);
  const bikeRows = Array.from({ length: BIKES }, (_, i) => {
    const kind = pick(KINDS);
    // Deliveries announced from 5 days ago (stale) to 30 days ahead: some models are "soon available".
    const leased = ['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid', 'renting'].includes(kind);
    return {
      modelId: pick(modelIds),
      frameNumber: `BN${crypto.createHash('sha1').update(String(i)).digest('hex').slice(0, 10).toUpperCase()}`,
      keyRef: `K${i}`,
      lockRef: r() < 0.5 ? `L${i}` : null,
      stockLocationId: r() < 0.55 ? 1 : 2,
      status: r() < 0.08 ? 'broken' : 'usable',
      contractKind: kind,
      companyId: leased ? acme!.id : null,
      insurer: leased ? 'Ethias' : null,
      insuranceEnd: leased ? '2027-01-01' : null,
      expectedDate: kind === 'pending_delivery' ? day(Math.floor(r() * 36) - 5) : null,
    };
  });
  const bikeIds: number[] = [];
  await inChunks(bikeRows, 2000, async (chunk) =>
    bikeIds.push(...(await db.insert(bikes).values(chunk).returning({ id: bikes.id })).map((b) => b.id)),
  );
  const events = bikeIds.flatMap((id, i) => [
    { bikeId: id, kind: 'created', details: { bench: true } },
    ...(i % 3 === 0 ? [{ bikeId: id, kind: 'moved', details: { from: { id: 1, name: 'Liège' }, to: { id: 2, name: 'Bruxelles' } } }] : []),
  ]);
  await inChunks(events, 4000, (chunk) => db.insert(bikeEvents).values(chunk));
  await db.execute(sql`vacuum analyze`);
  return { bikeIds };
}

async function plans(database: Database) {
  const { db } = database;
  const query: PublicBikeQuery = {
    page: 1,
    perPage: 24,
    sort: 'price',
    order: 'asc',
    electric: true,
    engineTier: ['medium'],
    heightCm: 170,
  };
  const inStockIds = bikesRepository.inStockModelIds(db);
  const { p, base } = publicPredicates({ ...query, sizeBand: sizeBand(170) }, inStockIds);
  const inStockQuery: PublicBikeQuery = { page: 1, perPage: 24, sort: 'newest', order: 'desc', usage: ['city'], inStock: true };
  const inStock = publicPredicates(inStockQuery, inStockIds);
  const pageIds = (await publicBikesRepository.page(db, and(base, ...Object.values(p))!, publicOrder('price', 'asc'), 24, 0)).map(
    (m) => m.id,
  );
  const today = brusselsToday();
  const stockWhere = bikeWhere({ locationId: 1, contractKind: ['stock'] });
  const prefixWhere = bikeWhere({ frameQ: 'K7', refQ: 'K7' });
  const infixWhere = bikeWhere({ frameQ: '3F9A', refQ: '3F9A' });
  return [
    await explain(
      database,
      'public list page: electric, medium engine, rider 1.70 m, by price',
      publicBikesRepository.page(db, and(base, ...Object.values(p))!, publicOrder('price', 'asc'), 24, 0),
    ),
    await explain(
      database,
      'public list facets and total (one aggregate over models on sale)',
      publicBikesRepository.facets(db, p, base, inStockIds),
    ),
    await explain(
      database,
      "public list stock state of the page's 24 models, per store",
      bikesRepository.stockOfModels(db, pageIds, today),
    ),
    await explain(
      database,
      'public list page: in stock only, city, newest first',
      publicBikesRepository.page(db, and(inStock.base, ...Object.values(inStock.p))!, publicOrder('newest', 'desc'), 24, 0),
    ),
    await explain(
      database,
      'public list facets and total: in stock only, city',
      publicBikesRepository.facets(db, inStock.p, inStock.base, inStockIds),
    ),
    await explain(
      database,
      'stock list page: Liège, in stock, newest first',
      bikesRepository.page(db, stockWhere, bikeOrder('id', 'desc'), 25, 0),
    ),
    await explain(database, 'stock list count: Liège, in stock', db.select({ n: count() }).from(bikes).where(stockWhere)),
    await explain(
      database,
      'stock list search, 2 characters: frame number / key / lock / plate beginning',
      bikesRepository.page(db, prefixWhere, bikeOrder('id', 'desc'), 25, 0),
    ),
    await explain(
      database,
      'stock list search, 3+ characters: anywhere in frame number / key / lock / plate (pg_trgm)',
      bikesRepository.page(db, infixWhere, bikeOrder('id', 'desc'), 25, 0),
    ),
    await explain(database, 'stock list search count, 3+ characters', db.select({ n: count() }).from(bikes).where(infixWhere)),
    await explain(database, 'stock chart: every bike counted per store, contract kind and status', bikesRepository.summary(db, undefined)),
    await explain(database, 'stock chart: Liège, in stock', bikesRepository.summary(db, stockWhere)),
    await explain(database, 'bike history', bikesRepository.eventsOf(db, 1234)),
  ].join('\n\n');
}

async function profile(database: Database) {
  const { db } = database;
  const time = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await fn();
    const t0 = performance.now();
    for (let i = 0; i < 30; i++) await fn();
    console.log(`  ${((performance.now() - t0) / 30).toFixed(2).padStart(7)} ms  ${label}`);
  };
  for (const query of [
    { page: 1, perPage: 24, sort: 'price', order: 'asc' },
    { page: 1, perPage: 24, sort: 'price', order: 'asc', electric: true, engineTier: ['medium'], heightCm: 170 },
  ] as PublicBikeQuery[]) {
    const inStockIds = bikesRepository.inStockModelIds(db);
    const { p, base } = publicPredicates({ ...query, sizeBand: query.heightCm ? sizeBand(query.heightCm) : undefined }, inStockIds);
    await time(`facets ${JSON.stringify(query)}`, () => publicBikesRepository.facets(db, p, base, inStockIds));
    const inStock = publicPredicates(
      { ...query, sizeBand: query.heightCm ? sizeBand(query.heightCm) : undefined, inStock: true },
      inStockIds,
    );
    await time(`facets, in stock only ${JSON.stringify(query)}`, () =>
      publicBikesRepository.facets(db, inStock.p, inStock.base, inStockIds),
    );
    await time(`page ${JSON.stringify(query)}`, () =>
      publicBikesRepository.page(db, and(base, ...Object.values(p))!, publicOrder('price', 'asc'), 24, 0),
    );
  }
  const ids = (await db.select({ id: bikeModels.id }).from(bikeModels).limit(24)).map((m) => m.id);
  await time('stock of 24 models per store', () => bikesRepository.stockOfModels(db, ids, brusselsToday()));
  for (const f of [{}, { locationId: 2 }, { contractKind: ['leasing', 'annual'] as ContractKind[], status: 'usable' as const }]) {
    const where = bikeWhere(f);
    await time(`stock count ${JSON.stringify(f)}`, () => db.select({ n: count() }).from(bikes).where(where));
    await time(`stock page ${JSON.stringify(f)}`, () => bikesRepository.page(db, where, bikeOrder('id', 'desc'), 25, 0));
  }
  await time('select 1', () => db.execute(sql`select 1`));
}

export async function runCatalogBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'catalog');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  const { bikeIds } = await seedVolume(database);
  const seedSeconds = (performance.now() - t0) / 1000;
  if (process.env.BENCH_PROFILE === '1') await profile(database);
  const app = await benchApp(database, 'catalog');
  const headers = await signIn(app);
  const r = rng(7);
  const publicUrls = [
    '/api/public/catalog/bikes',
    '/api/public/catalog/bikes?electric=true&engineTier=medium&heightCm=170',
    '/api/public/catalog/bikes?brand=Cube,Moustache&frameType=F&sort=name',
    '/api/public/catalog/bikes?usage=city,trekking&batteryTier=large&priceMax=400000',
    '/api/public/catalog/bikes?q=hybrid&sort=newest&order=desc',
    '/api/public/catalog/bikes?electric=false&page=20',
    '/api/public/catalog/bikes?inStock=true&usage=city&sort=newest&order=desc',
  ];
  const stockUrls = [
    '/api/stock/bikes',
    '/api/stock/bikes?locationId=1&contractKind=stock',
    '/api/stock/bikes?contractKind=leasing,annual&status=usable&page=50',
    '/api/stock/bikes?status=broken&sort=frameNumber&order=asc',
    '/api/stock/bikes?q=3F9A',
    '/api/stock/bikes?locationId=2&perPage=100',
  ];
  // The chart above the stock list: the same filters, counted per store, contract kind and status.
  const summaryUrls = [
    '/api/stock/bikes/summary',
    '/api/stock/bikes/summary?locationId=1',
    '/api/stock/bikes/summary?contractKind=leasing,annual&status=usable',
    '/api/stock/bikes/summary?q=3F9A',
  ];
  const detailUrls = Array.from({ length: 50 }, () => `/api/stock/bikes/${bikeIds[Math.floor(r() * bikeIds.length)]}`);
  const results = {
    public: await measure(app, publicUrls, {}),
    stock: await measure(app, stockUrls, headers),
    summary: await measure(app, summaryUrls, headers),
    detail: await measure(app, detailUrls, headers),
  };
  const explained = await plans(database);
  await app.close();
  await database.close();
  await drop();
  return { kind, seedSeconds, results, explained };
}

function print(run: Awaited<ReturnType<typeof runCatalogBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(6);
  console.log(`\n[${run.kind}] ${MODELS} models, ${BIKES} bikes seeded in ${run.seedSeconds.toFixed(1)} s; ${RUNS} requests per line (ms)`);
  console.log(`  public catalogue list + facets   p50 ${f(run.results.public.p50)}   p95 ${f(run.results.public.p95)}`);
  console.log(`  back-office stock list           p50 ${f(run.results.stock.p50)}   p95 ${f(run.results.stock.p95)}`);
  console.log(`  stock chart (counts per store)   p50 ${f(run.results.summary.p50)}   p95 ${f(run.results.summary.p95)}`);
  console.log(`  bike detail with history         p50 ${f(run.results.detail.p50)}   p95 ${f(run.results.detail.p95)}`);
  if (process.env.BENCH_PLANS !== '0') console.log(`\n${run.explained}`);
}

export async function main() {
  print(await runCatalogBench('pglite'));
  if (process.env.DATABASE_URL) print(await runCatalogBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
