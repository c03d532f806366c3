/**
 * `npm run bench:shop` (also a part of `npm run bench`): the web shop at volume in a fresh database (PGlite, and
 * PostgreSQL when DATABASE_URL is set). Seeds BENCH_SHOP_MODELS bike models with BENCH_SHOP_BIKES stock bikes
 * (modest by default; `--full` for the 5,000 models and 50,000 bikes), then through the whole API:
 *   1. p50/p95 of a quote (`POST /api/shop/quote`: a bike, an accessory, home delivery),
 *   2. p50/p95 of an order (`POST /api/shop/orders`, store pick-up, in-store payment),
 *   3. 50 visitors ordering the last unit of one model at the same instant: exactly 1 × 201 and 49 × 409 out_of_stock.
 */
import { asc, sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import { accessoryModels, accessoryStock, bikeModels, bikes } from '../apps/api/src/db/schema';
import type { Database } from '../apps/api/src/db/client';
import type { App } from '../apps/api/src/app';
import { benchApp, inChunks, openBenchDatabase, percentile, rng, type BenchKind } from './support';

const FULL = process.argv.includes('--full');
const MODELS = Number(process.env.BENCH_SHOP_MODELS ?? (FULL ? 5_000 : 500));
const BIKES = Number(process.env.BENCH_SHOP_BIKES ?? (FULL ? 50_000 : 5_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const RACERS = 50;

async function seedVolume(database: Database) {
  const { db } = database;
  const r = rng(27);
  const modelRows = Array.from({ length: MODELS }, (_, i) => ({
    brand: 'Benchbrand',
    model: `Shop ${i}`,
    slug: `bench-shop-${i}`,
    frameType: 'H',
    sizes: ['S', 'M', 'L'],
    year: 2026,
    usage: 'city',
    priceCents: 100_000 + Math.floor(r() * 300_000),
    publicPriceCents: 0,
    search: `benchbrand shop ${i}`,
    sortName: `benchbrand shop ${i}`,
  }));
  const modelIds: number[] = [];
  await inChunks(modelRows, 1000, async (chunk) =>
    modelIds.push(...(await db.insert(bikeModels).values(chunk).returning({ id: bikeModels.id })).map((m) => m.id)),
  );
  await db.execute(sql`update bike_models set public_price_cents = round(price_cents * 1.21) where slug like 'bench-shop-%'`);
  const bikeRows = Array.from({ length: BIKES }, (_, i) => ({
    modelId: modelIds[i % modelIds.length]!,
    frameNumber: `BENCHSHOP${String(i).padStart(7, '0')}`,
    size: ['S', 'M', 'L'][Math.floor(r() * 3)]!,
    stockLocationId: r() < 0.6 ? 1 : 2,
  }));
  await inChunks(bikeRows, 2000, (chunk) => db.insert(bikes).values(chunk));
  // One model with a single bike: the last unit the racers fight for.
  const [last] = await db
    .insert(bikeModels)
    .values({ ...modelRows[0]!, model: 'Last unit', slug: 'bench-shop-last', publicPriceCents: 121_000, priceCents: 100_000 })
    .returning({ id: bikeModels.id });
  await db.insert(bikes).values({ modelId: last!.id, frameNumber: 'BENCHSHOPLAST', size: 'M', stockLocationId: 1 });
  const [accessory] = await db.select().from(accessoryModels).orderBy(asc(accessoryModels.id)).limit(1);
  await db
    .insert(accessoryStock)
    .values({ accessoryId: accessory!.id, stockLocationId: 1, quantity: 1_000_000 })
    .onConflictDoUpdate({ target: [accessoryStock.accessoryId, accessoryStock.stockLocationId], set: { quantity: 1_000_000 } });
  return { modelIds, lastModelId: last!.id, accessoryId: accessory!.id };
}

async function visitor(app: App) {
  const csrf = await app.inject({ url: '/api/csrf-cookie' });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(csrf.headers['set-cookie']))![1]!;
  return { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}`, 'content-type': 'application/json' };
}

async function timed(app: App, url: string, bodies: () => unknown, headers: Record<string, string>, expected: number) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(bodies()) });
    times.push(performance.now() - t0);
    if (res.statusCode !== expected) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function runShopBench(kind: BenchKind) {
  const { database, drop } = await openBenchDatabase(kind, 'shop');
  const t0 = performance.now();
  await migrateDatabase(database);
  await seedDemo(database.db);
  const { modelIds, lastModelId, accessoryId } = await seedVolume(database);
  const seedSeconds = (performance.now() - t0) / 1000;
  const app = await benchApp(database, 'shop');
  const headers = await visitor(app);
  const r = rng(3);
  const basket = () => ({
    lines: [
      { kind: 'bike', modelId: modelIds[Math.floor(r() * modelIds.length)]!, size: 'M' },
      { kind: 'accessory', accessoryId, quantity: 1 },
    ],
    delivery: { method: 'home', address: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' } },
  });
  // Models with an M in stock (a random one may have none: the quote would say so, 422).
  const withM = (
    (await database.db.execute(sql`select distinct model_id as id from bikes where size = 'M' and contract_kind = 'stock'`)).rows as {
      id: number;
    }[]
  ).map((x) => x.id);
  const inStock = () => ({ ...basket(), lines: [{ kind: 'bike', modelId: withM[Math.floor(r() * withM.length)]!, size: 'M' }] });
  const customer = { email: 'bench@example.test', firstName: 'Bench', lastName: 'Mark', language: 'fr' };
  const quote = await timed(app, '/api/shop/quote', inStock, headers, 200);
  const order = await timed(
    app,
    '/api/shop/orders',
    () => ({
      lines: [{ kind: 'accessory', accessoryId, quantity: 1 }],
      delivery: { method: 'store_pickup', storeId: 1 },
      customer,
      paymentMethod: 'in_store',
      acceptTerms: true,
    }),
    headers,
    201,
  );
  const racers = await Promise.all(
    Array.from({ length: RACERS }, () =>
      app.inject({
        method: 'POST',
        url: '/api/shop/orders',
        headers,
        payload: JSON.stringify({
          lines: [{ kind: 'bike', modelId: lastModelId, size: 'M' }],
          delivery: { method: 'store_pickup', storeId: 1 },
          customer,
          paymentMethod: 'in_store',
          acceptTerms: true,
        }),
      }),
    ),
  );
  const won = racers.filter((x) => x.statusCode === 201).length;
  const lost = racers.filter((x) => x.statusCode === 409 && JSON.parse(x.body).error.code === 'out_of_stock').length;
  await app.close();
  await database.close();
  await drop();
  return { kind, seedSeconds, quote, order, won, lost };
}

function print(run: Awaited<ReturnType<typeof runShopBench>>) {
  const f = (x: number) => x.toFixed(1).padStart(6);
  console.log(`\n[${run.kind}] ${MODELS} models, ${BIKES} stock bikes seeded in ${run.seedSeconds.toFixed(1)} s (ms)`);
  console.log(`  quote                          p50 ${f(run.quote.p50)}   p95 ${f(run.quote.p95)}`);
  console.log(`  order                          p50 ${f(run.order.p50)}   p95 ${f(run.order.p95)}`);
  console.log(`  ${RACERS} orders of the last unit     ${run.won} × 201, ${run.lost} × 409 out_of_stock`);
  if (run.won !== 1 || run.lost !== RACERS - 1) {
    console.log('  FAILED: the last unit must be sold exactly once');
    process.exitCode = 1;
  }
}

export async function main() {
  print(await runShopBench('pglite'));
  if (process.env.DATABASE_URL) print(await runShopBench('postgres'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
