import { and, asc, desc, eq, inArray, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FRAME_TYPES, SIZE_BANDS, USAGE_TYPES, type PublicBikeQuery } from '@veloport/domain';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from './bike-models.repository';
import { bikeModels } from './catalog.table';

const TIERS = ['light', 'medium', 'large'] as const;
const BATTERY_TIERS = ['small', 'medium', 'large'] as const;
export const FACET_VALUES = {
  electric: ['true', 'false'],
  frameType: FRAME_TYPES,
  usage: USAGE_TYPES,
  sizeBand: SIZE_BANDS,
  engineTier: TIERS,
  batteryTier: BATTERY_TIERS,
} as const;
export type FacetName = 'brand' | keyof typeof FACET_VALUES;
/** Every filter that counts apply: the facets, and "in stock only" (a filter without its own count). */
type FilterName = FacetName | 'inStock';

const TRUE = sql`true`;
/** In the facets aggregate with "in stock only": the model is in the joined set of models in stock (see `facets`). */
const IN_STOCK_FLAG = sql`in_stock.model_id is not null`;

/**
 * One predicate per facet (TRUE when the filter is not used), plus the filters that are not facets.
 * `inStockModelIds` is a subquery of model ids (one column) given by the public catalogue, which asks the stock:
 * the catalogue composes it without knowing the bikes table.
 */
export function publicPredicates(q: PublicBikeQuery & { sizeBand?: string; search?: string }, inStockModelIds?: SQLWrapper) {
  const p = {
    brand: q.brand?.length ? inArray(bikeModels.brand, q.brand) : TRUE,
    electric: q.electric === undefined ? TRUE : sql`${bikeModels.electric} = ${q.electric}`,
    frameType: q.frameType?.length ? inArray(bikeModels.frameType, q.frameType) : TRUE,
    usage: q.usage?.length ? inArray(bikeModels.usage, q.usage) : TRUE,
    sizeBand: q.sizeBand ? sql`${q.sizeBand} = any(${bikeModels.sizeBands})` : TRUE,
    engineTier: q.engineTier?.length ? inArray(bikeModels.engineTier, q.engineTier) : TRUE,
    batteryTier: q.batteryTier?.length ? inArray(bikeModels.batteryTier, q.batteryTier) : TRUE,
    inStock: q.inStock && inStockModelIds ? inArray(bikeModels.id, inStockModelIds) : TRUE,
  } satisfies Record<FilterName, SQL>;
  const base = and(
    sql`${bikeModels.available}`,
    q.priceMin === undefined ? undefined : sql`${bikeModels.publicPriceCents} >= ${q.priceMin}`,
    q.priceMax === undefined ? undefined : sql`${bikeModels.publicPriceCents} <= ${q.priceMax}`,
    q.search ? like(bikeModels.search, containsPattern(q.search)) : undefined,
  )!;
  return { p, base, all: and(base, ...Object.values(p))! };
}

const allBut = (p: Record<FilterName, SQL>, except: FacetName | null) =>
  sql.join(
    (Object.keys(p) as FilterName[]).filter((k) => k !== except).map((k) => sql`(${p[k]})`),
    sql` and `,
  );

const valueOf: Record<Exclude<FacetName, 'brand'>, (v: string) => SQL> = {
  electric: (v) => sql`${bikeModels.electric} = ${v === 'true'}`,
  frameType: (v) => sql`${bikeModels.frameType} = ${v}`,
  usage: (v) => sql`${bikeModels.usage} = ${v}`,
  sizeBand: (v) => sql`${v} = any(${bikeModels.sizeBands})`,
  engineTier: (v) => sql`${bikeModels.engineTier} = ${v}`,
  batteryTier: (v) => sql`${bikeModels.batteryTier} = ${v}`,
};

export const publicBikesRepository = {
  page: (db: DbOrTx, where: SQL, orderBy: SQL[], limit: number, offset: number) =>
    db
      .select()
      .from(bikeModels)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),

  /**
   * Facet counts and the total in one pass over the models on sale, grouped by brand: for each value of each
   * facet, the models matching every other filter and that value. Summing the brand groups gives the totals.
   * With "in stock only", the models in stock are left-joined once (a hash of their distinct ids), so the filter
   * costs one flag per row rather than one subquery per count. Without it there is no join: "in stock only" has
   * no count of its own, as that join would cost every visit (+60 % on this query on PGlite, decision 006).
   */
  facets(db: DbOrTx, p: Record<FilterName, SQL>, base: SQL, inStockModelIds?: SQLWrapper) {
    const joinStock = p.inStock !== TRUE && inStockModelIds !== undefined;
    p = { ...p, inStock: joinStock ? IN_STOCK_FLAG : TRUE };
    const columns: Record<string, SQL.Aliased<number>> = {
      total: sql<number>`count(*) filter (where ${allBut(p, null)})`.mapWith(Number).as('total'),
      brandCount: sql<number>`count(*) filter (where ${allBut(p, 'brand')})`.mapWith(Number).as('brand_count'),
    };
    for (const facet of Object.keys(FACET_VALUES) as Exclude<FacetName, 'brand'>[]) {
      FACET_VALUES[facet].forEach((value, i) => {
        const alias = `${facet}_${i}`;
        columns[alias] = sql<number>`count(*) filter (where ${allBut(p, facet)} and ${valueOf[facet](value)})`.mapWith(Number).as(alias);
      });
    }
    const models = db
      .select({ brand: bikeModels.brand, ...columns })
      .from(bikeModels)
      .$dynamic();
    const query = joinStock
      ? models.leftJoin(
          sql`(select distinct * from (${inStockModelIds}) as ids) as in_stock(model_id)`,
          sql`in_stock.model_id = ${bikeModels.id}`,
        )
      : models;
    return query.where(base).groupBy(bikeModels.brand).orderBy(asc(bikeModels.brand));
  },

  async bySlug(db: DbOrTx, slug: string) {
    const [row] = await db
      .select()
      .from(bikeModels)
      .where(and(eq(bikeModels.slug, slug), sql`${bikeModels.available}`));
    return row;
  },

  /** Every model on sale, for the sitemap and page titles. */
  async onSale(db: DbOrTx) {
    return db
      .select({ slug: bikeModels.slug, brand: bikeModels.brand, model: bikeModels.model, updatedAt: bikeModels.updatedAt })
      .from(bikeModels)
      .where(sql`${bikeModels.available}`)
      .orderBy(asc(bikeModels.slug));
  },
};

/** Public sorts, each served by a partial index on models on sale. */
export function publicOrder(sort: PublicBikeQuery['sort'], order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  if (sort === 'name') return [dir(bikeModels.sortName), dir(bikeModels.id)];
  // Newest first unless asked otherwise: the latest model year, then the latest added.
  if (sort === 'newest') return order === 'asc' ? [asc(bikeModels.year), asc(bikeModels.id)] : [desc(bikeModels.year), desc(bikeModels.id)];
  return [dir(bikeModels.publicPriceCents), dir(bikeModels.id)];
}
